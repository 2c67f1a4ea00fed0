import { bookingPaymentMessages } from '@sunward/contracts/booking-payments';
import type { BookingDetail } from '@sunward/contracts/bookings';
import { formatPoundsAndPence } from '../../../../../shared/lib/money';
import { Alert } from '../../../../../shared/ui/Alert';
import { Section } from '../../../../../shared/ui/Section';
import { useBookingPaymentFlow } from '../../../hooks/use-booking-payment-flow';
import { usePaymentReturn } from '../../../hooks/use-payment-return';
import type { PaidOutcome } from '../../../lib/payment-flow';
import { nextDueIndex } from '../../../lib/payment-view';
import { ConfirmPayStep } from './ConfirmPayStep';
import { PaymentErrorPanel } from './PaymentErrorPanel';
import { PaymentSteps } from './PaymentSteps';
import { ReviewScheduleStep } from './ReviewScheduleStep';
import { SelectAmountStep } from './SelectAmountStep';

function PaymentSuccess({ paid, remaining }: { paid: PaidOutcome; remaining: number }) {
  return (
    <div className="mt-4">
      <Alert tone="success" title="Payment successful">
        {paid.amount > 0 && (
          <>Thank you: we have received your payment of {formatPoundsAndPence(paid.amount)}. </>
        )}
        {remaining > 0
          ? `Your remaining balance is now ${formatPoundsAndPence(remaining)}.`
          : bookingPaymentMessages.nothingOwed}
      </Alert>
    </div>
  );
}

/**
 * docs/spec/3-accounts-bookings-content.md §2 'Payment tab' and §4 'Payment flow': paying towards
 * the booking in three steps, the error panel, the success message with the new balance (the
 * booking is read again) and the way back from 3-D Secure. Nothing to pay: the booking is paid in
 * full and no flow is offered.
 */
export function BookingPayment({ booking }: { booking: BookingDetail }) {
  const { payment, reference } = booking;
  const flow = useBookingPaymentFlow(reference, payment.remainingBalance);
  usePaymentReturn(reference, flow.returned);
  const { state } = flow;
  // The answer's balance first: the booking is still being read again.
  const remaining = state.paid?.remainingBalance ?? payment.remainingBalance;
  const next = nextDueIndex(payment.schedule);
  const nextDueDate = next >= 0 ? (payment.schedule[next]?.payment_date ?? null) : null;
  return (
    <Section id="make-payment" title="Make a payment">
      {state.paid && <PaymentSuccess paid={state.paid} remaining={remaining} />}
      {remaining <= 0 || payment.remainingBalance <= 0 ? (
        !state.paid && (
          <p className="mt-3 text-sm text-slate-700">{bookingPaymentMessages.nothingOwed}</p>
        )
      ) : (
        <>
          <PaymentSteps step={state.step} />
          {state.error && (
            <PaymentErrorPanel
              message={state.error}
              onRetry={flow.retry}
              onDismiss={flow.dismiss}
            />
          )}
          {state.step === 1 && (
            <SelectAmountStep
              flow={flow}
              remaining={payment.remainingBalance}
              nextDueDate={nextDueDate}
              focus={state.moved}
            />
          )}
          {state.step === 2 && <ReviewScheduleStep flow={flow} />}
          {state.step === 3 && <ConfirmPayStep flow={flow} />}
        </>
      )}
    </Section>
  );
}
