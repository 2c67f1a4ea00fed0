import { bookingReview, reviewPaths } from '@sunward/contracts/reviews';
import { queryOptions } from '@tanstack/react-query';
import { bookingAccessHeaders, bookingViewKey } from '../../../shared/api/booking';
import { apiRequest } from '../../../shared/lib/api-client';
import { referenceSegment } from '../../../shared/lib/booking-reference';

/** The query key of a booking's review (refreshed after the customer saves it). */
export const bookingReviewKey = (reference: string) => bookingViewKey('review', reference);

/**
 * GET /bookings/{reference}/review (the owner by bearer, a guest by key or grant): whether its
 * holiday can be reviewed now, and the customer's review with its state.
 */
export const bookingReviewQuery = (reference: string, token: string | null) =>
  queryOptions({
    queryKey: [...bookingReviewKey(reference), token] as const,
    queryFn: ({ signal }) =>
      apiRequest(reviewPaths.ofBooking(referenceSegment(reference)), {
        schema: bookingReview,
        signal,
        headers: bookingAccessHeaders(reference),
      }),
  });
