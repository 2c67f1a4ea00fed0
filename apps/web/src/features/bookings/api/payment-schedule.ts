import {
  bookingPaymentPaths,
  paymentScheduleResponse,
  type PaymentScheduleRequest,
  type PaymentScheduleResponse,
} from '@sunward/contracts/booking-payments';
import { useMutation } from '@tanstack/react-query';
import { safeParse, unknown } from 'zod/mini';
import { bookingAccessHeaders } from '../../../shared/api/booking';
import { referenceSegment } from '../../../shared/lib/booking-reference';
import { apiRequest } from '../../../shared/lib/api-client';

/**
 * POST /auth/customer/itineraries/payment/{reference}/schedule: the schedule a payment of this
 * type (and custom amount, pence) would leave. Null when the answer is not a schedule that can be
 * shown (docs/spec/3-accounts-bookings-content.md §5: at least one instalment, each with amount,
 * due date and status); a 422 carries the amount rule's message.
 */
export async function fetchPaymentSchedule(
  reference: string,
  body: PaymentScheduleRequest,
): Promise<PaymentScheduleResponse | null> {
  // Any JSON comes back: an unusable schedule is 'No Schedule Data', not a failed request.
  const answer = await apiRequest<unknown>(
    bookingPaymentPaths.schedule(referenceSegment(reference)),
    { method: 'POST', body, headers: bookingAccessHeaders(reference), schema: unknown() },
  );
  const parsed = safeParse(paymentScheduleResponse, answer);
  return parsed.success && parsed.data.schedule.length > 0 ? parsed.data : null;
}

/** Step 2's preview; its caller words a failure. */
export const usePaymentSchedule = (reference: string) =>
  useMutation({
    mutationFn: (body: PaymentScheduleRequest) => fetchPaymentSchedule(reference, body),
    meta: { handlesErrors: true },
  });
