import type { BookingDetail } from '@sunward/contracts/bookings';
import { formatLondonDate, formatWeekdayLongDate } from '../../../../shared/lib/dates';
import { formatPoundsAndPence } from '../../../../shared/lib/money';
import { KeyValues, Section } from '../../../../shared/ui/Section';
import { isCancelled, statusLabel } from '../../lib/booking-status';
import { nextDueIndex, paymentMethodLabels, paymentProgress } from '../../lib/payment-view';
import { BookingCancelled } from './BookingCancelled';
import { BookingPayment } from './payment/BookingPayment';

const scheduleTone = {
  paid: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  overdue: 'bg-red-100 text-red-900 ring-red-300',
} as const;
/** An instalment a cancelled booking will never take. */
const notTakenTone = 'bg-slate-100 text-slate-800 ring-slate-300';

/**
 * docs/spec/3-accounts-bookings-content.md §2 'Payment tab', as a view: what the holiday costs,
 * what is paid and left, the plan, progress, paying towards it (steps 1-3), the schedule (the next
 * instalment due highlighted) and the payment history. A cancelled booking takes no more payments:
 * first what cancelling cost and its refunds, no way to pay, no balance and nothing due.
 */
export function PaymentTab({ booking }: { booking: BookingDetail }) {
  const { payment, transactions } = booking;
  const cancelled = isCancelled(booking);
  const progress = paymentProgress(payment.paidAmount, payment.totalCost);
  const next = cancelled ? -1 : nextDueIndex(payment.schedule);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {booking.cancelled && (
        <BookingCancelled cancelled={booking.cancelled} className="lg:col-span-2" />
      )}
      <Section id="payment-summary" title="Payment summary">
        <KeyValues
          rows={[
            ['Total cost', formatPoundsAndPence(payment.totalCost)],
            ['Paid so far', formatPoundsAndPence(payment.paidAmount)],
            ...(cancelled
              ? []
              : [['Remaining balance', formatPoundsAndPence(payment.remainingBalance)] as const]),
            ['Payment plan', payment.planName],
          ]}
        />
        {!cancelled && (
          <div className="mt-5">
            <p id="payment-progress-label" className="text-sm font-medium text-slate-800">
              {progress}% paid
            </p>
            <div
              role="progressbar"
              aria-labelledby="payment-progress-label"
              aria-valuenow={progress}
              aria-valuemin={0}
              aria-valuemax={100}
              className="mt-2 h-3 overflow-hidden rounded-full bg-slate-200"
            >
              <div className="h-full rounded-full bg-brand-600" style={{ width: `${progress}%` }} />
            </div>
          </div>
        )}
      </Section>
      {!cancelled && <BookingPayment booking={booking} />}
      <Section id="payment-schedule" title="Payment schedule">
        {cancelled && (
          <p className="mt-3 text-sm text-slate-700">
            This booking is cancelled, so no more instalments will be taken.
          </p>
        )}
        {payment.schedule.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">This booking has no instalments.</p>
        ) : (
          <ol className="mt-4 space-y-2">
            {payment.schedule.map((entry, i) => (
              <li
                key={`${entry.payment_date}-${String(i)}`}
                aria-current={i === next ? 'step' : undefined}
                className={`flex flex-wrap items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm ring-1 ${
                  i === next ? 'bg-sun-50 ring-2 ring-sun-500' : 'ring-slate-200'
                }`}
              >
                <span>
                  <span className="font-semibold text-slate-900">
                    {formatWeekdayLongDate(entry.payment_date)}
                  </span>
                  {i === next && (
                    <span className="ml-2 text-xs font-bold text-brand-800 uppercase">
                      Next due
                    </span>
                  )}
                  <span className="mt-0.5 block text-slate-600">{entry.description}</span>
                </span>
                <span className="flex items-center gap-3">
                  <span className="font-semibold">{formatPoundsAndPence(entry.amount)}</span>
                  {cancelled && entry.status !== 'paid' ? (
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs font-bold ring-1 ${notTakenTone}`}
                    >
                      Not taken
                    </span>
                  ) : (
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs font-bold ring-1 ${scheduleTone[entry.status]}`}
                    >
                      {statusLabel(entry.status)}
                    </span>
                  )}
                </span>
              </li>
            ))}
          </ol>
        )}
      </Section>
      <Section id="payment-history" title="Payment history">
        {transactions.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">No payment history available</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-100">
            {transactions.map((t) => (
              <li key={t.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
                <span>
                  <span className="block font-semibold text-slate-900">{t.description}</span>
                  <span className="text-slate-600">
                    {formatLondonDate(t.date)} · {paymentMethodLabels[t.method]}
                  </span>
                </span>
                <span className="font-semibold text-slate-900">
                  {formatPoundsAndPence(t.amount)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}
