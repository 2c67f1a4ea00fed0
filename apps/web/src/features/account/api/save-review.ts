import { ownReview, reviewPaths, type ReviewRequest } from '@sunward/contracts/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingAccessHeaders } from '../../../shared/api/booking';
import { apiRequest } from '../../../shared/lib/api-client';
import { referenceSegment } from '../../../shared/lib/booking-reference';
import { bookingReviewKey } from './booking-review';

/**
 * POST (a first review) or PATCH (a change within 7 days) /bookings/{reference}/review; a 422
 * carries the message per field, a 409 that the holiday was reviewed already.
 */
export const saveReview = (reference: string, body: ReviewRequest, change: boolean) =>
  apiRequest(reviewPaths.ofBooking(referenceSegment(reference)), {
    method: change ? 'PATCH' : 'POST',
    body,
    schema: ownReview,
    headers: bookingAccessHeaders(reference),
  });

/** Saves the review; then the booking's review is read again (its state, until when it changes). */
export function useSaveReview(reference: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, change }: { body: ReviewRequest; change: boolean }) =>
      saveReview(reference, body, change),
    onSuccess: () => client.invalidateQueries({ queryKey: bookingReviewKey(reference) }),
    meta: { handlesErrors: true },
  });
}
