import type { CheckoutView } from '@sunward/contracts/checkout';
import { useState } from 'react';
import { useSiteConfig } from '../../../../shared/api/site';
import { formatMoney } from './format';

const dayLabel = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const day = (iso: string) => dayLabel.format(new Date(`${iso}T00:00:00Z`));

const count = (n: number, one: string, many: string) => `${String(n)} ${n === 1 ? one : many}`;

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
      <span className="font-semibold">{label}:</span> {day(leg.departsFrom.localDate)}{' '}
      {leg.departsFrom.localTime} {leg.departsFrom.airportCode} → {leg.arrivesAt.airportCode}{' '}
      {leg.arrivesAt.localTime} · {leg.airline} {leg.flightNumber}
    </dd>
  );
}

/**
 * The side column (spec 2 §2): what is being booked and the server's totals, no Book button.
 * On phones it sits below the steps and folds away behind its total.
 */
export function CheckoutSummary({ view }: { view: CheckoutView }) {
  const site = useSiteConfig();
  const [open, setOpen] = useState(false);
  const { hotel, flight } = view;
  return (
    <aside
      aria-labelledby="checkout-summary-heading"
      className="rounded-card bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="checkout-summary-heading" className="text-xl font-bold text-brand-800">
          Your holiday
        </h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls="checkout-summary-details"
          onClick={() => setOpen((o) => !o)}
          className="min-h-11 rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 lg:hidden"
        >
          {open ? 'Hide details' : 'Show details'}
        </button>
      </div>
      <div id="checkout-summary-details" className={`${open ? 'block' : 'hidden'} lg:block`}>
        <dl className="mt-3 space-y-2 text-sm text-slate-700">
          <div>
            <dt className="font-semibold text-slate-900">{hotel.name}</dt>
            <dd>{hotel.location}</dd>
          </div>
          <div>
            <dt className="sr-only">Dates</dt>
            <dd>
              {day(hotel.check_in)} – {day(hotel.check_out)} ·{' '}
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
          {view.selection.transfer && view.selection.transfer.id !== 'none' && (
            <div>
              <dt className="sr-only">Transfer</dt>
              <dd>{view.selection.transfer.name}</dd>
            </div>
          )}
        </dl>
        <dl className="mt-4 space-y-1 border-t border-slate-200 pt-4 text-sm">
          {view.totals.lines.map((line) => (
            <div key={`${line.kind}-${line.label}`} className="flex justify-between gap-3">
              <dt>{line.label}</dt>
              <dd className="tabular-nums">{formatMoney(line.amount)}</dd>
            </div>
          ))}
        </dl>
      </div>
      <dl className="mt-3 border-t border-slate-200 pt-3">
        <div className="flex justify-between text-lg font-extrabold text-brand-900">
          <dt>Total</dt>
          <dd className="tabular-nums" data-testid="checkout-total">
            {formatMoney(view.totals.total)}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-slate-600">
        ATOL protected ({site.atolNumber}). Your money is held in a trust account.
      </p>
    </aside>
  );
}
