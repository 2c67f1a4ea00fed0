import type { PaymentSubmitResponse } from '@sunward/contracts/payments';
import { ApiError } from '../../../../shared/lib/api-client';
import { CARD_FORM_NOT_LOADED } from '../../../../shared/ui/card-fields/hosted-fields';

/** docs/spec/2-checkout-payment.md §8 'Payment provider' texts this form can meet. */
export const PAYMENT_FORM_ERRORS = {
  form: CARD_FORM_NOT_LOADED,
  critical: 'A critical error occurred while processing your payment.',
} as const;
export const PAYMENT_FAILED_DEFAULT = 'Payment could not be processed';
export const PAYMENT_FAILED_TOAST = 'Payment failed. Please try again.';
/** A failed payment with no itinerary to send the customer back to. */
export const PAYMENT_PROCESS_FAILED = 'Failed to process payment. Please try again.';
/** docs/spec/2-checkout-payment.md §8 'Failed page': a retry that fails without a message of its own. */
export const RETRY_PAYMENT_FAILED_DEFAULT =
  'Payment failed. Please check your details and try again.';

/** A payment that did not go through, as the failed-payment page shows it. */
export interface PaymentFailure {
  message: string;
  code: string;
}

/**
 * docs/spec/2-checkout-payment.md §8 'Failed page': the response's message, else the error's, else the default. The code
 * is the gateway's decline code (402), else PAYMENT_FAILED for a decline, else PAYMENT_ERROR.
 */
export function describePaymentFailure(error: unknown): PaymentFailure {
  let code = 'PAYMENT_ERROR';
  if (error instanceof ApiError) {
    // The server names the failure (a decline code, or BOOKING_FAILED for a payment given back).
    const paymentCode = error.details?.paymentCode;
    if (typeof paymentCode === 'string' && paymentCode) code = paymentCode;
    else if (error.status === 402) code = 'PAYMENT_FAILED';
  }
  // An error answer without the server's own message carries only its status text.
  const own =
    error instanceof ApiError
      ? error.hasServerMessage
        ? error.message.trim()
        : ''
      : error instanceof Error
        ? error.message.trim()
        : '';
  return { message: own || RETRY_PAYMENT_FAILED_DEFAULT, code };
}

/** Where a final booking answer sends the customer (docs/spec/2-checkout-payment.md §4 'Final booking response'). */
export function nextRoute(
  answer: Extract<PaymentSubmitResponse, { requiresAction: false }>,
): { internal: string } | { external: string } {
  if (answer.ryanairSessionId) {
    const q = new URLSearchParams({
      sessionId: answer.ryanairSessionId,
      target: answer.environment === 'live' ? 'PRODUCTION' : 'TEST',
    });
    return { internal: `/book/ryanair-confirmation?${q.toString()}` };
  }
  if (answer.redirectUrl) {
    return /^https?:\/\//.test(answer.redirectUrl)
      ? { external: answer.redirectUrl }
      : { internal: answer.redirectUrl };
  }
  return { internal: `/book/confirmation/${answer.bookingReference}` };
}
