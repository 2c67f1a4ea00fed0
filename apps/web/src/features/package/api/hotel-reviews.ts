import { hotelReviewPage, reviewPaths } from '@sunward/contracts/reviews';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';

/** Reviews a page of the package page loads at a time. */
export const HOTEL_REVIEWS_PAGE_SIZE = 5;

/**
 * GET /hotels/{hotelId}/reviews: the hotel's approved reviews, newest first, of one rating when
 * asked, with its score; a page at a time (Show more loads the next).
 */
export const hotelReviewsQuery = (hotelId: number, rating: number | null) =>
  infiniteQueryOptions({
    queryKey: ['reviews', 'hotel', hotelId, rating],
    queryFn: ({ signal, pageParam }) => {
      const query = new URLSearchParams({
        page: String(pageParam),
        pageSize: String(HOTEL_REVIEWS_PAGE_SIZE),
      });
      if (rating !== null) query.set('rating', String(rating));
      return apiRequest(`${reviewPaths.ofHotel(hotelId)}?${query.toString()}`, {
        schema: hotelReviewPage,
        signal,
      });
    },
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
    staleTime: 60_000,
  });
