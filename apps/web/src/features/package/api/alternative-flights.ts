import { alternativeFlightsResponse } from '@sunward/contracts/search';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';

/** GET /itinerary/flights/alt/{uuid}/{packageId} (docs/spec/1-shell-search-package.md §7): flights ±3 days, hotel by date. */
export const alternativeFlightsQuery = (uuid: string, hotelId: number) =>
  queryOptions({
    queryKey: ['itinerary', uuid, 'alternatives', hotelId],
    queryFn: ({ signal }) =>
      apiRequest(`/itinerary/flights/alt/${uuid}/${String(hotelId)}`, {
        schema: alternativeFlightsResponse,
        signal,
      }),
    staleTime: 10 * 60_000,
    // docs/spec/1-shell-search-package.md §4: a failure is ignored (the page keeps the search's own flight).
    retry: false,
  });
