import {
  bookingPaymentPaths,
  bookingPaymentSession,
  type BookingPaymentInitRequest,
} from '@sunward/contracts/booking-payments';
import { useMutation } from '@tanstack/react-query';
import { bookingAccessHeaders } from '../../../shared/api/booking';
import { referenceSegment } from '../../../shared/lib/booking-reference';
import { apiRequest } from '../../../shared/lib/api-client';

/**
 * POST /auth/customer/itineraries/payment/{reference} ('Proceed to Payment'): opens a payment
 * session for the amount, against the remaining balance the page showed (409 when it has changed
 * since; 422 for an amount the rules refuse).
 */
export const initBookingPayment = (reference: string, body: BookingPaymentInitRequest) =>
  apiRequest(bookingPaymentPaths.init(referenceSegment(reference)), {
    method: 'POST',
    body,
    headers: bookingAccessHeaders(reference),
    schema: bookingPaymentSession,
  });

/** Opens a payment session; its caller words a failure. */
export const useInitBookingPayment = (reference: string) =>
  useMutation({
    mutationFn: (body: BookingPaymentInitRequest) => initBookingPayment(reference, body),
    meta: { handlesErrors: true },
  });
