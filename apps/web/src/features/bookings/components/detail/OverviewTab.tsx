import type { BookingDetail } from '@sunward/contracts/bookings';
import { formatWeekdayLongDate } from '../../../../shared/lib/dates';
import { flightRoute, type FlightLeg as Leg } from '../../lib/flight-route';
import { KeyValues, Section } from '../../../../shared/ui/Section';
import { LocalTax } from '../../../../shared/ui/LocalTax';
import { isCancelled } from '../../lib/booking-status';
import { CancellationCost } from './CancellationCost';
import { PassengersSection } from './PassengersSection';

function FlightLeg({ title, leg }: { title: string; leg: Leg }) {
  return (
    <div className="mt-4">
      <h3 className="text-base font-bold text-brand-800">{title}</h3>
      <p className="mt-1 text-sm font-semibold text-slate-900">{flightRoute(leg)}</p>
      <p className="text-sm text-slate-700">
        {formatWeekdayLongDate(leg.date)}, departs {leg.departure_time}, arrives {leg.arrival_time}
      </p>
      <p className="text-sm text-slate-700">
        {leg.airline} {leg.flightNo}
      </p>
    </div>
  );
}

/**
 * The booking at a glance: stay, flights, passengers and what cancelling would cost today (not
 * once it is cancelled: the Payment tab then shows the charge and the refunds).
 */
export function OverviewTab({ booking }: { booking: BookingDetail }) {
  const { hotel, flights } = booking;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Section id="stay" title="Your stay">
        <p className="mt-3 text-lg font-bold text-brand-900">{hotel.name}</p>
        <p className="text-sm text-slate-600">{hotel.address}</p>
        <KeyValues
          rows={[
            ['Check-in', formatWeekdayLongDate(hotel.checkIn)],
            ['Check-out', formatWeekdayLongDate(hotel.checkOut)],
            ['Nights', String(hotel.nights)],
            ['Room', hotel.roomType],
            ['Board', hotel.boardBasis],
          ]}
        />
        {booking.localTax && (
          <LocalTax
            estimate={booking.localTax}
            totalPence={booking.payment.totalCost}
            className="mt-4 border-t border-slate-200 pt-3"
          />
        )}
      </Section>
      {!isCancelled(booking) && <CancellationCost cancellation={booking.cancellation} />}
      {flights && (
        <Section id="flights" title="Flights">
          <FlightLeg title="Outbound" leg={flights.outbound} />
          <FlightLeg title="Return" leg={flights.inbound} />
        </Section>
      )}
      <PassengersSection passengers={booking.passengers} />
    </div>
  );
}
