import { airportSearchResponse } from '@sunward/contracts/search';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';

/** The server answers only 3 characters or more (docs/spec/1-shell-search-package.md §5 'Airport search'). */
export const AIRPORT_QUERY_MIN = 3;

/** GET /airports/search?query= (docs/spec/1-shell-search-package.md §7): airports whose name or code match, as {name, iata_code}. */
export const airportsQuery = (query: string) =>
  queryOptions({
    queryKey: ['airports', 'search', query.trim().toLowerCase()],
    queryFn: ({ signal }) =>
      apiRequest(`/airports/search?query=${encodeURIComponent(query.trim())}`, {
        schema: airportSearchResponse,
        signal,
      }),
    enabled: query.trim().length >= AIRPORT_QUERY_MIN,
    staleTime: 60 * 60_000,
    retry: 1,
  });
