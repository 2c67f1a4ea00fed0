import { reviewPage, reviewPaths } from '@sunward/contracts/reviews';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';

/** Reviews a page of /reviews shows. */
export const REVIEW_LIST_PAGE_SIZE = 12;

/** GET /reviews: every approved review, newest first (of one rating when asked), and the score. */
export const reviewListQuery = (page: number, rating: number | null) =>
  queryOptions({
    queryKey: ['reviews', 'list', page, rating],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        page: String(page),
        pageSize: String(REVIEW_LIST_PAGE_SIZE),
      });
      if (rating !== null) query.set('rating', String(rating));
      return apiRequest(`${reviewPaths.list}?${query.toString()}`, { schema: reviewPage, signal });
    },
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
