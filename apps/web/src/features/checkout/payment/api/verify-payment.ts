import {
  paymentPaths,
  verifyPaymentResponse,
  type VerifyPaymentResponse,
} from '@sunward/contracts/payments';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/lib/api-client';
import { bookingAccessHeaders } from '../../../../shared/api/booking';

export interface VerifyPaymentInput {
  transactionId: string;
  bookingReference: string;
}

/**
 * POST /payment/verify/payment (docs/spec/2-checkout-payment.md §7 'Confirm payment'): {transactionId, bookingReference}
 * → the payment's outcome, amount in pence; answered only to the booking's owner (the bearer, or
 * this browser's booking key). It changes nothing on the server, so it is read as a
 * query: asked once per pair, never again on focus or reconnect, never retried. No abort signal: leaving the page
 * half-way (or React's development double mount) must not cut the answer off and ask twice.
 */
export const verifyPayment = (body: VerifyPaymentInput) =>
  apiRequest<VerifyPaymentResponse>(paymentPaths.verify, {
    method: 'POST',
    body,
    schema: verifyPaymentResponse,
    headers: bookingAccessHeaders(body.bookingReference),
  });

export const verifyPaymentQuery = (input: VerifyPaymentInput) =>
  queryOptions({
    queryKey: ['payment', 'verify', input.transactionId, input.bookingReference] as const,
    queryFn: () => verifyPayment(input),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
