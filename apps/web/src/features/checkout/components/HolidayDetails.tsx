import type { CheckoutView } from '@sunward/contracts/checkout';
import { formatShortDate } from '../../../shared/lib/dates';

const count = (n: number, one: string, many: string) => `${String(n)} ${n === 1 ? one : many}`;

/** '2 adults, 1 child, 1 infant · 1 room'. */
export function partySummary(party: CheckoutView['party']): string {
  const parts = [count(party.adults, 'adult', 'adults')];
  if (party.children > 0) parts.push(count(party.children, 'child', 'children'));
  if (party.infants > 0) parts.push(count(party.infants, 'infant', 'infants'));
  return `${parts.join(', ')} · ${count(party.rooms, 'room', 'rooms')}`;
}

function Leg({
  label,
  leg,
}: {
  label: string;
  leg: NonNullable<CheckoutView['flight']>['outbound'];
}) {
  return (
    <dd>
      <span className="font-semibold">{label}:</span> {formatShortDate(leg.departsFrom.localDate)}{' '}
      {leg.departsFrom.localTime} {leg.departsFrom.airportCode} → {leg.arrivesAt.airportCode}{' '}
      {leg.arrivesAt.localTime} · {leg.airline} {leg.flightNumber}
    </dd>
  );
}

/** What is being booked, as both checkout summaries show it: hotel, dates, party, rooms, flights. */
export function HolidayDetails({ view }: { view: CheckoutView }) {
  const { hotel, flight } = view;
  return (
    <dl className="mt-3 space-y-2 text-sm text-slate-700">
      <div>
        <dt className="font-semibold text-slate-900">{hotel.name}</dt>
        <dd>{hotel.location}</dd>
      </div>
      <div>
        <dt className="sr-only">Dates</dt>
        <dd>
          {formatShortDate(hotel.check_in)} – {formatShortDate(hotel.check_out)} ·{' '}
          {count(hotel.nights, 'night', 'nights')}
        </dd>
      </div>
      <div>
        <dt className="sr-only">Party</dt>
        <dd>{partySummary(view.party)}</dd>
      </div>
      <div>
        <dt className="sr-only">Rooms</dt>
        {hotel.RoomBookings.map((r, i) => (
          <dd key={r.RoomBookingToken}>
            {hotel.RoomBookings.length > 1 ? `Room ${String(i + 1)}: ` : ''}
            {r.RoomType}, {r.MealBasisCode}
          </dd>
        ))}
      </div>
      {flight && (
        <div>
          <dt className="sr-only">Flights</dt>
          <Leg label="Outbound" leg={flight.outbound} />
          <Leg label="Return" leg={flight.return} />
        </div>
      )}
    </dl>
  );
}
