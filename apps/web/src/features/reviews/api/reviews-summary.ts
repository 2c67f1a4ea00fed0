import { reviewPaths, reviewsSummaryResponse } from '@sunward/contracts/reviews';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';

/**
 * GET /reviews/summary: our score and count from approved reviews (the footer), and the review
 * site's own when one is configured. A failure shows nothing: no number is ever assumed.
 */
export const reviewsSummaryQuery = queryOptions({
  queryKey: ['reviews', 'summary'],
  queryFn: ({ signal }) =>
    apiRequest(reviewPaths.summary, { schema: reviewsSummaryResponse, signal }),
  staleTime: 5 * 60_000,
  retry: false,
});
