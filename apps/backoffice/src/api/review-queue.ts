import type { ReviewState } from '@sunward/contracts/reviews';
import { staffReviewPaths, staffReviewQueue } from '@sunward/contracts/staff-reviews';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { staffRequest } from './client';

export const reviewQueueKey = ['staff', 'reviews'] as const;

export interface ReviewQueuePage {
  state: ReviewState;
  page: number;
}

/** Every role: reviews of one state, waiting ones oldest first, with the personal data found. */
export const reviewQueueQuery = (query: ReviewQueuePage) =>
  queryOptions({
    queryKey: [...reviewQueueKey, query],
    queryFn: ({ signal }) =>
      staffRequest(staffReviewPaths.queue, {
        query: { ...query },
        schema: staffReviewQueue,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
