import { bookingPaymentMessages, PAYMENT_RETURN_PARAM } from '@sunward/contracts/booking-payments';
import type { PaidOutcome } from './payment-flow';

/** The query parameters the way back from 3-D Secure carries. */
export const PAYMENT_RETURN_KEYS = [
  PAYMENT_RETURN_PARAM,
  'transactionId',
  'amount',
  'error',
  'errorCode',
] as const;

/**
 * After 3-D Secure the browser comes back to the payment tab with
 * `payment=paid&transactionId=…&amount=…` (pence) or `payment=failed&error=…&errorCode=…`: the
 * outcome to show, or null when the address carries none.
 */
export function readPaymentReturn(
  params: URLSearchParams,
): { paid: PaidOutcome } | { error: string } | null {
  const outcome = params.get(PAYMENT_RETURN_PARAM);
  if (outcome === 'paid') {
    const amount = Number(params.get('amount'));
    return {
      paid: {
        amount: Number.isInteger(amount) && amount > 0 ? amount : 0,
        remainingBalance: null,
        transactionId: params.get('transactionId') ?? '',
      },
    };
  }
  if (outcome === 'failed') {
    return { error: params.get('error')?.trim() || bookingPaymentMessages.paymentFailed };
  }
  return null;
}
