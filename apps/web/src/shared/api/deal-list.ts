import { dealListResponse } from '@sunward/contracts/deals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client';

/**
 * GET /deal/list → every exclusive deal (priceFrom is the whole party's total, pence), for the
 * home page, the deals list and the account home alike; a load failure gives an empty list
 * (docs/spec/1-shell-search-package.md §7, docs/spec/3-accounts-bookings-content.md §4).
 */
export const dealListQuery = queryOptions({
  queryKey: ['deals', 'list'],
  queryFn: ({ signal }) =>
    apiRequest('/deal/list', { schema: dealListResponse, signal }).catch((err: unknown) => {
      if (err instanceof DOMException && err.name === 'AbortError') throw err;
      return [];
    }),
  staleTime: 5 * 60_000,
});

export function useDealList() {
  return useQuery(dealListQuery);
}
