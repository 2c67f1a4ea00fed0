import { dealListResponse } from '@sunward/contracts/deals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';

/**
 * GET /deal/list for the deals page (docs/spec/3-accounts-bookings-content.md §4 'Deals list':
 * loading, then the list or the empty state; a load failure gives the empty list).
 */
export const dealsListQuery = queryOptions({
  queryKey: ['deals', 'page-list'],
  queryFn: ({ signal }) =>
    apiRequest('/deal/list', { schema: dealListResponse, signal }).catch((err: unknown) => {
      if (err instanceof DOMException && err.name === 'AbortError') throw err;
      return [];
    }),
  staleTime: 5 * 60_000,
});

export function useDealsList() {
  return useQuery(dealsListQuery);
}
