import type { BookingDetail, CancellationPolicy, ChangeRequest } from '@sunward/contracts/bookings';
import { ageOn } from '../../lib/dates';
import { cancellationOn } from './cancellation';
import { instalmentStatus, remainingOf } from './instalments';
import type { BookingMoney, BookingRow } from './repository';
import type { BookingSnapshot } from './snapshot';

const STATUS: Record<BookingRow['status'], BookingDetail['status']> = {
  confirmed: 'Confirmed',
  awaiting_airline: 'Pending',
  cancelled: 'Cancelled',
};

/** docs/spec/3-accounts-bookings-content.md §3 'Passenger': Infant under 2, Child under 12, else Adult. */
export function passengerType(age: number): 'Adult' | 'Child' | 'Infant' {
  if (age < 2) return 'Infant';
  if (age < 12) return 'Child';
  return 'Adult';
}

/** 'London Gatwick (LGW)' → code 'LGW' and name 'London Gatwick'. */
function airport(text: string): { code: string; name: string } {
  const match = /^(.*) \(([A-Z]{3})\)$/.exec(text);
  return match?.[1] && match[2] ? { code: match[2], name: match[1] } : { code: text, name: text };
}

function leg(l: NonNullable<BookingSnapshot['flights']>['outbound']) {
  const from = airport(l.from);
  const to = airport(l.to);
  return {
    airline: l.airline,
    flightNo: l.flightNo,
    from: from.code,
    from_str: from.name,
    to: to.code,
    to_str: to.name,
    date: l.date,
    departure_time: l.departureTime,
    arrival_time: l.arrivalTime,
  };
}

/**
 * The booking as its detail page shows it, on `today` (London, yyyy-mm-dd): what it keeps of its
 * checkout, its payments so far, its documents and change requests, and what cancelling would
 * cost today.
 */
export function bookingDetailOf(
  row: BookingRow,
  money: BookingMoney,
  input: {
    today: string;
    documents: BookingDetail['documents'];
    changeRequests: ChangeRequest[];
  },
): BookingDetail {
  const snapshot = row.details as BookingSnapshot;
  const paid = money.payments.reduce((sum, p) => sum + p.amountPence, 0);
  const departure = snapshot.flights?.outbound.date ?? snapshot.hotel.checkIn;
  const contact = snapshot.contact;
  const transfer = snapshot.transfers;
  return {
    id: row.id,
    uuid: row.itineraryUuid,
    reference: row.reference,
    status: STATUS[row.status],
    type: row.type,
    bookedAt: snapshot.date,
    destination: snapshot.hotel.destinationName,
    ...(snapshot.localTax ? { localTax: snapshot.localTax } : {}),
    hotel: {
      name: snapshot.hotel.name,
      address: snapshot.hotel.address,
      destinationName: snapshot.hotel.destinationName,
      image: snapshot.hotel.image,
      checkIn: snapshot.hotel.checkIn,
      checkOut: snapshot.hotel.checkOut,
      nights: snapshot.hotel.nights,
      roomType: snapshot.hotel.roomType,
      boardBasis: snapshot.hotel.boardBasis,
      coordinates: snapshot.coordinates ?? null,
    },
    flights: snapshot.flights
      ? { outbound: leg(snapshot.flights.outbound), inbound: leg(snapshot.flights.inbound) }
      : null,
    transfers: transfer
      ? {
          type: transfer.type,
          provider: transfer.provider ?? transfer.type,
          outboundCollection: transfer.outboundCollection,
          outboundCollectionNotes: `Your driver meets you in the arrivals hall. The journey takes about ${transfer.duration} (${transfer.distance}).`,
          inboundCollection: transfer.inboundCollection,
          inboundCollectionNotes:
            'Your pick-up time is confirmed by the resort team the day before you fly home: please be in the hotel lobby 10 minutes early.',
        }
      : null,
    passengers: snapshot.passengers.map((p, index) => {
      const age = ageOn(p.date_of_birth, departure);
      const lead = index === 0;
      const own = <T>(value: T | undefined) => (lead && value !== undefined ? value : null);
      return {
        id: `${row.reference}-${String(index + 1)}`,
        fullName: `${p.title} ${p.first_names} ${p.last_name}`,
        title: p.title,
        first_names: p.first_names,
        last_name: p.last_name,
        type: passengerType(age),
        age,
        date_of_birth: p.date_of_birth,
        nationality: p.nationality ?? null,
        lead,
        email: own(contact?.email ?? (snapshot.email || undefined)),
        phone: own(contact?.phone),
        address_line_one: own(contact?.addressLine1),
        address_line_two: own(contact?.addressLine2),
        city: own(contact?.city),
        postcode: own(contact?.postcode),
      };
    }),
    payment: {
      totalCost: row.totalPence,
      paidAmount: paid,
      remainingBalance: remainingOf(money.instalments),
      planName: snapshot.planName,
      deposit: money.instalments.at(0)?.amountPence ?? 0,
      schedule: money.instalments.map((i) => ({
        amount: i.amountPence,
        payment_date: i.dueDate,
        status: instalmentStatus(i, input.today),
      })),
    },
    // docs/spec/3-accounts-bookings-content.md §3 'Payment history entry': the first is the
    // 'Initial Deposit' (or the payment in full), then 'Payment n'.
    transactions: money.payments.map((p, i) => ({
      id: p.id,
      date: p.createdAt.toISOString(),
      amount: p.amountPence,
      method: p.method,
      description:
        i > 0
          ? `Payment ${String(i)}`
          : money.instalments.length > 1
            ? 'Initial Deposit'
            : 'Payment in full',
    })),
    documents: input.documents,
    changeRequests: input.changeRequests,
    cancellation: cancellationOn(row.cancellationPolicy as CancellationPolicy, {
      totalPence: row.totalPence,
      paidPence: paid,
      departureDate: departure,
      today: input.today,
    }),
    canCreateAccount: row.userId === null,
  };
}
