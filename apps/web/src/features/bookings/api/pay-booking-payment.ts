import {
  bookingPaymentPaths,
  bookingPaymentPayResponse,
} from '@sunward/contracts/booking-payments';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { bookingAccessHeaders, bookingQueryKey } from '../../../shared/api/booking';
import { referenceSegment } from '../../../shared/lib/booking-reference';
import { customerItinerariesQuery } from '../../../shared/api/itineraries';
import { apiRequest } from '../../../shared/lib/api-client';
import { browserInfo } from '../../../shared/lib/browser-info';
import { bookingDetailQueryKey } from '../../../shared/api/booking-detail';

export interface BookingPaymentAttempt {
  sessionUuid: string;
  /** The hosted fields' token for the card; card data itself never reaches this page. */
  paymentToken: string;
  /** One per session attempt: a double click or a resend repeats it and is charged once. */
  idempotencyKey: string;
}

/**
 * POST /auth/customer/itineraries/payment/{reference}/sessions/{sessionUuid}/pay: the payment, or
 * the bank's 3-D Secure request (402 declined, 409 in progress / balance changed / key reused,
 * 410 session expired, 503 gateway unreachable, each with the server's message).
 */
export const payBookingPayment = (reference: string, attempt: BookingPaymentAttempt) =>
  apiRequest(
    bookingPaymentPaths.pay(referenceSegment(reference), encodeURIComponent(attempt.sessionUuid)),
    {
      method: 'POST',
      body: { paymentToken: attempt.paymentToken, browserInfo: browserInfo() },
      headers: { ...bookingAccessHeaders(reference), 'Idempotency-Key': attempt.idempotencyKey },
      schema: bookingPaymentPayResponse,
    },
  );

/**
 * After a payment (here or back from 3-D Secure) the booking's detail (history, progress,
 * schedule), its confirmation and the account's list of bookings are read again.
 */
export function refreshAfterBookingPayment(queryClient: QueryClient, reference: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: bookingDetailQueryKey(reference) }),
    queryClient.invalidateQueries({ queryKey: bookingQueryKey(reference) }),
    queryClient.invalidateQueries({
      queryKey: customerItinerariesQuery(null).queryKey.slice(0, 2),
    }),
  ]);
}

/** Pays a session; once paid (not on a 3-D Secure request) the booking's figures are refreshed. */
export function usePayBookingPayment(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attempt: BookingPaymentAttempt) => payBookingPayment(reference, attempt),
    onSuccess: (answer) =>
      answer.requiresAction ? undefined : refreshAfterBookingPayment(queryClient, reference),
    meta: { handlesErrors: true },
  });
}
