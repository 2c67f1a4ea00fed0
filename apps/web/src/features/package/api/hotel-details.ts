import { hotelDetailsResponse } from '@sunward/contracts/search';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';

/** GET /itinerary/{uuid}/hotels/{hotelId}: the hotel with its description and every room option. */
export const hotelDetailsQuery = (uuid: string, hotelId: number) =>
  queryOptions({
    queryKey: ['itinerary', uuid, 'hotel', hotelId],
    queryFn: ({ signal }) =>
      apiRequest(`/itinerary/${uuid}/hotels/${String(hotelId)}`, {
        schema: hotelDetailsResponse,
        signal,
      }).then((r) => r.hotel),
    staleTime: 10 * 60_000,
    retry: 1,
  });
