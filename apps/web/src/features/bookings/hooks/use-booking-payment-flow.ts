import type { BookingPaymentType } from '@sunward/contracts/booking-payments';
import { useReducer } from 'react';
import { useInitBookingPayment } from '../api/init-booking-payment';
import { usePayBookingPayment } from '../api/pay-booking-payment';
import { usePaymentSchedule } from '../api/payment-schedule';
import {
  customAmountMessage,
  initFailure,
  payFailure,
  poundsToPence,
  scheduleFailure,
} from '../lib/booking-payment';
import { flowReducer, initialFlow, type FlowStep, type PaidOutcome } from '../lib/payment-flow';

const newKey = () => crypto.randomUUID();

/**
 * docs/spec/3-accounts-bookings-content.md §4 'Payment flow' for one booking: Continue previews
 * the schedule the payment would leave (step 2), Proceed opens a payment session for it against
 * the balance shown (step 3), the card's token pays the session under the session's one
 * Idempotency-Key (a double click repeats it), then the bank's 3-D Secure frame or the outcome.
 * Back goes only to earlier steps; Try again clears the error and redoes the current step (on
 * step 3 a new session, since a failed one is spent); success resets the flow to step 1.
 */
export function useBookingPaymentFlow(reference: string, remainingBalance: number) {
  const [state, dispatch] = useReducer(flowReducer, initialFlow);
  const schedule = usePaymentSchedule(reference);
  const init = useInitBookingPayment(reference);
  const payment = usePayBookingPayment(reference);
  const custom = state.paymentType === 'custom';
  const amountError = custom ? customAmountMessage(state.amountText, remainingBalance) : null;
  const amount = custom ? { amount: poundsToPence(state.amountText) } : {};

  async function review() {
    if (state.busy) return;
    if (amountError) {
      dispatch({ type: 'touch' });
      return;
    }
    dispatch({ type: 'start', busy: 'schedule' });
    try {
      const preview = await schedule.mutateAsync({ paymentType: state.paymentType, ...amount });
      dispatch({ type: 'previewed', preview });
    } catch (error) {
      dispatch({ type: 'failed', error: scheduleFailure(error) });
    }
  }

  async function proceed() {
    if (state.busy) return;
    dispatch({ type: 'start', busy: 'init' });
    try {
      const session = await init.mutateAsync({
        paymentType: state.paymentType,
        ...amount,
        remainingBalance,
      });
      dispatch({ type: 'opened', session, key: newKey() });
    } catch (error) {
      dispatch({ type: 'failed', error: initFailure(error) });
    }
  }

  async function pay(paymentToken: string) {
    const session = state.session;
    if (!session) return;
    dispatch({ type: 'start', busy: 'pay' });
    try {
      const answer = await payment.mutateAsync({
        sessionUuid: session.value.sessionUuid,
        paymentToken,
        idempotencyKey: session.key,
      });
      if (answer.requiresAction) dispatch({ type: 'challenged', challenge: answer });
      else
        dispatch({
          type: 'paid',
          outcome: {
            amount: answer.amount,
            remainingBalance: answer.remainingBalance,
            transactionId: answer.transactionId,
          },
        });
    } catch (error) {
      dispatch({ type: 'failed', error: payFailure(error), spent: true });
    }
  }

  return {
    state,
    amountError: state.amountTouched ? amountError : null,
    choose: (paymentType: BookingPaymentType) => dispatch({ type: 'choose', paymentType }),
    setAmount: (text: string) => dispatch({ type: 'amount', text }),
    review,
    proceed,
    pay,
    back: (to: FlowStep) => dispatch({ type: 'back', to }),
    retry: () => void (state.step === 1 ? review() : proceed()),
    dismiss: () => dispatch({ type: 'dismiss' }),
    /** Back from the bank's 3-D Secure pages with the outcome. */
    returned: (outcome: { paid: PaidOutcome } | { error: string }) =>
      dispatch(
        'paid' in outcome
          ? { type: 'paid', outcome: outcome.paid }
          : { type: 'failed', error: outcome.error },
      ),
  };
}

export type BookingPaymentFlow = ReturnType<typeof useBookingPaymentFlow>;
