import type { BookingCancellationSummary } from '@sunward/contracts/bookings';
import { formatLondonDate, formatLongDate } from '../../../../shared/lib/dates';
import { formatPoundsAndPence } from '../../../../shared/lib/money';
import { KeyValues, Section } from '../../../../shared/ui/Section';

const refundTone = {
  Refunded: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  Processing: 'bg-amber-100 text-amber-900 ring-amber-300',
} as const;

function Refunds({ cancelled }: { cancelled: BookingCancellationSummary }) {
  const { refunds, refundDuePence } = cancelled;
  if (refunds.length === 0) {
    return (
      <p className="mt-3 text-sm text-slate-700">
        {refundDuePence > 0
          ? 'We have not sent your refund yet. It will show here once we have.'
          : 'There is nothing to refund: the cancellation charge takes all you had paid.'}
      </p>
    );
  }
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left text-base font-bold text-brand-800">
          Your refunds
        </caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-2 pr-4 font-medium">
              Amount
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Status
            </th>
            <th scope="col" className="py-2 font-medium">
              Date
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {refunds.map((refund, i) => (
            <tr key={`${String(i)}-${String(refund.amountPence)}`}>
              <td className="py-2 pr-4 font-semibold text-slate-900">
                {formatPoundsAndPence(refund.amountPence)}
              </td>
              <td className="py-2 pr-4">
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-bold ring-1 ${refundTone[refund.status]}`}
                >
                  {refund.status}
                </span>
              </td>
              <td className="py-2 text-slate-700">
                {refund.date ? formatLondonDate(refund.date) : 'Being processed'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A cancelled booking's money, first on its Payment tab: when it was cancelled, what had been
 * paid, what cancelling cost and what comes back, the date the refunds are due by, and each refund
 * as it stands (given back, with its date, or still being processed).
 */
export function BookingCancelled({
  cancelled,
  className = '',
}: {
  cancelled: BookingCancellationSummary;
  className?: string;
}) {
  return (
    <Section id="booking-cancelled" title="Booking cancelled" className={className}>
      <p className="mt-3 text-base text-slate-900">
        This booking was cancelled on <strong>{formatLondonDate(cancelled.cancelledAt)}</strong>. No
        more payments will be taken.
      </p>
      <KeyValues
        className="lg:grid-cols-3"
        rows={[
          ['Paid', formatPoundsAndPence(cancelled.paidPence)],
          ['Cancellation charge', formatPoundsAndPence(cancelled.chargePence)],
          ['Refund due', formatPoundsAndPence(cancelled.refundDuePence)],
        ]}
      />
      {cancelled.refundDuePence > 0 && (
        <p className="mt-4 text-sm font-semibold text-slate-900">
          Refunds are due by {formatLongDate(cancelled.refundDueBy)}.
        </p>
      )}
      <Refunds cancelled={cancelled} />
    </Section>
  );
}
