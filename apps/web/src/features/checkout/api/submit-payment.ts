import {
  paymentPaths,
  paymentSubmitResponse,
  type PaymentSubmitResponse,
} from '@sunward/contracts/payments';
import { useMutation } from '@tanstack/react-query';
import { browserInfo } from '../../../shared/lib/browser-info';
import { checkoutRequest } from './checkout-request';

/**
 * POST /payment/submit with the gateway's card token. The Idempotency-Key is the attempt's: the
 * same key for a double click or a resend, a new one for a new attempt after a failure.
 */
function submitPayment(input: {
  itineraryUuid: string;
  paymentToken: string;
  amount: number;
  planId: string;
  isRetry: boolean;
  idempotencyKey: string;
}): Promise<PaymentSubmitResponse> {
  const { idempotencyKey, ...body } = input;
  return checkoutRequest(paymentPaths.submit, {
    method: 'POST',
    body: { ...body, browserInfo: browserInfo() },
    headers: { 'idempotency-key': idempotencyKey },
    schema: paymentSubmitResponse,
  });
}

/** Submits a card payment (see submitPayment): its answer, or the failure, to the caller. */
export const useSubmitPayment = () =>
  useMutation({ mutationFn: submitPayment, meta: { handlesErrors: true } });
