import type { PaymentScheduleResponse } from '@sunward/contracts/booking-payments';
import { formatWeekdayLongDate } from '../../../../../shared/lib/dates';
import { formatPoundsAndPence } from '../../../../../shared/lib/money';
import { Button } from '../../../../../shared/ui/Button';
import type { BookingPaymentFlow } from '../../../hooks/use-booking-payment-flow';
import { statusLabel } from '../../../lib/booking-status';
import { StepHeading } from './StepHeading';

const tone = {
  paid: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  overdue: 'bg-red-100 text-red-900 ring-red-300',
} as const;

type Entry = PaymentScheduleResponse['schedule'][number];

/** docs/spec/3-accounts-bookings-content.md §4: the unpaid instalment with an amount due is current. */
export const currentInstalment = (schedule: Entry[]) =>
  schedule.findIndex((entry) => entry.status !== 'paid' && entry.amount_due > 0);

function Row({ entry, current }: { entry: Entry; current: boolean }) {
  const partPaid = entry.paid_amount > 0 && entry.amount_due > 0;
  return (
    <li
      aria-current={current ? 'step' : undefined}
      className={`flex flex-wrap items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm ring-1 ${
        current ? 'bg-sun-50 ring-2 ring-sun-500' : 'ring-slate-200'
      }`}
    >
      <span>
        <span className="block font-semibold text-slate-900">
          {entry.description}
          {current && (
            <span className="ml-2 text-xs font-bold text-brand-800 uppercase">Next due</span>
          )}
        </span>
        <span className="text-slate-600">{formatWeekdayLongDate(entry.payment_date)}</span>
      </span>
      <span className="flex items-center gap-3">
        <span className="text-right">
          <span className="block font-semibold">{formatPoundsAndPence(entry.amount)}</span>
          {partPaid && (
            <span className="block text-xs text-slate-700">
              {formatPoundsAndPence(entry.amount_due)} due
            </span>
          )}
        </span>
        <span className={`rounded-full px-2 py-0.5 text-xs font-bold ring-1 ${tone[entry.status]}`}>
          {statusLabel(entry.status)}
        </span>
      </span>
    </li>
  );
}

/**
 * Step 2 (docs/spec/3-accounts-bookings-content.md §2, §5): the schedule as this payment would
 * leave it, the current instalment highlighted; Back or 'Proceed to Payment'. A schedule that
 * cannot be shown says so, with Go Back.
 */
export function ReviewScheduleStep({ flow }: { flow: BookingPaymentFlow }) {
  const { preview, busy } = flow.state;
  if (!preview) {
    return (
      <div>
        <StepHeading focus>No Schedule Data</StepHeading>
        <p className="mt-2 text-sm text-slate-700">
          Unable to display payment schedule. Please try again.
        </p>
        <Button variant="secondary" className="mt-4" onClick={() => flow.back(1)}>
          Go Back
        </Button>
      </div>
    );
  }
  const current = currentInstalment(preview.schedule);
  return (
    <div>
      <StepHeading focus>Preview Payment Schedule</StepHeading>
      <p className="mt-2 text-sm text-slate-700">
        After your payment of{' '}
        <strong className="text-slate-900">{formatPoundsAndPence(preview.payment_amount)}</strong>{' '}
        your schedule will be:
      </p>
      <ol aria-label="Payment schedule after this payment" className="mt-3 space-y-2">
        {preview.schedule.map((entry, i) => (
          <Row key={entry.id} entry={entry} current={i === current} />
        ))}
      </ol>
      {preview.next_payment && (
        <p className="mt-3 text-sm text-slate-700">
          Your next payment of {formatPoundsAndPence(preview.next_payment.amount_due)} will be due
          on {formatWeekdayLongDate(preview.next_payment.payment_date)}.
        </p>
      )}
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="secondary" onClick={() => flow.back(1)} disabled={busy !== null}>
          Back
        </Button>
        <Button variant="sun" onClick={() => void flow.proceed()} disabled={busy !== null}>
          {busy === 'init' ? 'Initializing...' : 'Proceed to Payment'}
        </Button>
      </div>
    </div>
  );
}
