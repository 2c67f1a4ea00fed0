import { createEvents, type DateArray, type EventAttributes } from 'ics';
import type { BookingDetail } from '@sunward/contracts/bookings';
import { addDays } from '../../lib/dates';

/** yyyy-mm-dd as the calendar library's [year, month, day]. */
const dateArray = (date: string): [number, number, number] => [
  Number(date.slice(0, 4)),
  Number(date.slice(5, 7)),
  Number(date.slice(8, 10)),
];

/** A date and 'HH:MM' as the calendar's local date-time (the wall clock at that airport). */
function at(date: string, time: string): DateArray {
  return [...dateArray(date), Number(time.slice(0, 2)), Number(time.slice(3, 5))];
}

function flightEvent(
  booking: BookingDetail,
  leg: NonNullable<BookingDetail['flights']>['outbound'],
  which: 'outbound' | 'inbound',
): EventAttributes {
  // Arriving before it left (by the two airports' clocks): it lands the next day.
  const arrivalDate = leg.arrival_time < leg.departure_time ? addDays(leg.date, 1) : leg.date;
  return {
    uid: `${booking.reference}-${which}@sunward`,
    title: `Flight ${leg.flightNo} ${leg.from} → ${leg.to}`,
    description: `${leg.airline} ${leg.flightNo} from ${leg.from_str} to ${leg.to_str}. Times are local at each airport. Booking reference ${booking.reference}.`,
    location: leg.from_str,
    start: at(leg.date, leg.departure_time),
    startInputType: 'local',
    startOutputType: 'local',
    end: at(arrivalDate, leg.arrival_time),
    endInputType: 'local',
    endOutputType: 'local',
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  };
}

/**
 * The holiday as an iCalendar file: the stay as all-day dates from check-in to check-out, and each
 * flight at its local times.
 */
export function bookingCalendar(booking: BookingDetail): string {
  const events: EventAttributes[] = [
    {
      uid: `${booking.reference}-stay@sunward`,
      title: `${booking.hotel.name}, ${booking.destination}`,
      description: `${String(booking.hotel.nights)} nights, ${booking.hotel.roomType}, ${booking.hotel.boardBasis}. Check-in from 14:00, check-out by 11:00. Booking reference ${booking.reference}.`,
      location: booking.hotel.address,
      start: dateArray(booking.hotel.checkIn),
      end: dateArray(booking.hotel.checkOut),
      status: 'CONFIRMED',
      busyStatus: 'FREE',
    },
    ...(booking.flights
      ? [
          flightEvent(booking, booking.flights.outbound, 'outbound'),
          flightEvent(booking, booking.flights.inbound, 'inbound'),
        ]
      : []),
  ];
  const { error, value } = createEvents(events, {
    productId: 'Sunward Holidays',
    calName: `Holiday ${booking.reference}`,
  });
  if (error || !value) throw error ?? new Error('the calendar could not be made');
  return value;
}
