import { priceHistory, priceWatchPaths } from '@sunward/contracts/price-watch';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../shared/lib/api-client';

/**
 * GET /itinerary/{uuid}/hotels/{hotelId}/price-history: how the holiday's price moved over the
 * last 30 days, one point per change (the look is recorded too, so the price is followed).
 */
export const priceHistoryQuery = (uuid: string, hotelId: number) =>
  queryOptions({
    queryKey: ['itinerary', uuid, 'hotel', hotelId, 'price-history'],
    queryFn: ({ signal }) =>
      apiRequest(priceWatchPaths.history(uuid, hotelId), { schema: priceHistory, signal }),
    staleTime: 5 * 60_000,
    // A search that has gone (404) or a holiday sold out (410) answers the same again.
    retry: (count, err) => count < 1 && !(err instanceof ApiError && err.status < 500),
  });
