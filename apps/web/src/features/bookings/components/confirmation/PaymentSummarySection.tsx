import type { BookingConfirmation } from '@sunward/contracts/bookings';
import { KeyValues, Section } from '../../../../shared/ui/Section';
import { formatPoundsAndPence } from '../../../../shared/lib/money';
import { formatLongDate } from '../../../../shared/lib/dates';

const statusClass = {
  Paid: 'bg-emerald-100 text-emerald-800',
  Due: 'bg-amber-100 text-amber-900',
} as const;

/** Total, plan, the schedule (en-GB long dates, Paid or Due; docs/spec/2-checkout-payment.md §9) and what is left to pay. */
export function PaymentSummarySection({ payment }: { payment: BookingConfirmation['payment'] }) {
  return (
    <Section id="payment" title="Payment summary">
      <KeyValues
        rows={[
          ['Total cost', formatPoundsAndPence(payment.totalCost)],
          ['Paid so far', formatPoundsAndPence(payment.paid)],
          ['Payment plan', payment.planName],
        ]}
      />
      {payment.schedule.length > 0 && (
        <div className="mt-5 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="mb-2 text-left font-semibold text-slate-900">
              Payment schedule
            </caption>
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Date
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Amount
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Status
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {payment.schedule.map((row, i) => (
                <tr key={`${row.date}-${String(i)}`}>
                  <td className="py-2 pr-3 whitespace-nowrap">{formatLongDate(row.date)}</td>
                  <td className="py-2 pr-3 text-right font-semibold tabular-nums">
                    {formatPoundsAndPence(row.amount)}
                  </td>
                  <td className="py-2 text-right">
                    <span
                      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusClass[row.status]}`}
                    >
                      {row.status === 'Paid' ? 'Paid' : 'Due'}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <dl className="mt-5 flex items-baseline justify-between gap-4 border-t border-slate-200 pt-4">
        <dt className="font-semibold text-slate-900">Remaining balance</dt>
        <dd
          className="text-lg font-extrabold tabular-nums text-brand-900"
          data-testid="remaining-balance"
        >
          {formatPoundsAndPence(payment.remainingBalance)}
        </dd>
      </dl>
    </Section>
  );
}
