import type { CheckoutView } from '@sunward/contracts/checkout';
import { failedBookingSummary } from './booking-summary';
import { failedPaymentTexts as T } from './texts';
import { formatPoundsAndPence } from '../../../../../shared/lib/money';

/**
 * The booking the payment was for (docs/spec/2-checkout-payment.md §2): hotel, location, nights, people, board basis,
 * hotel price, flights cost and the total package cost.
 */
export function BookingSummary({ view }: { view: CheckoutView }) {
  const s = failedBookingSummary(view);
  const rows: [label: string, value: string, testId: string][] = [
    ['Hotel', s.name, 'summary-hotel'],
    ['Location', s.location, 'summary-location'],
    ['Duration', s.nights, 'summary-nights'],
    ['Travellers', s.people, 'summary-people'],
    ['Board basis', s.boardBasis, 'summary-board'],
  ];
  const prices: [label: string, value: string, testId: string][] = [
    ['Hotel price', formatPoundsAndPence(s.hotelPrice), 'summary-hotel-price'],
    [
      'Flights cost',
      s.flightsCost === null ? 'Not included' : formatPoundsAndPence(s.flightsCost),
      'summary-flights-cost',
    ],
  ];
  return (
    <section
      aria-labelledby="failed-summary-heading"
      className="rounded-card bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="failed-summary-heading" className="text-xl font-bold text-brand-800">
        {T.summaryTitle}
      </h2>
      <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        {rows.map(([label, value, testId]) => (
          <div key={label} className="min-w-0">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-semibold break-words text-slate-900" data-testid={testId}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <dl className="mt-5 space-y-2 border-t border-slate-200 pt-4 text-sm">
        {prices.map(([label, value, testId]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt className="text-slate-700">{label}</dt>
            <dd className="tabular-nums text-slate-900" data-testid={testId}>
              {value}
            </dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 border-t border-slate-200 pt-3 text-base font-extrabold text-brand-900">
          <dt>Total package cost</dt>
          <dd className="tabular-nums" data-testid="summary-total">
            {formatPoundsAndPence(s.total)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
