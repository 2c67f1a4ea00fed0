import { dealListResponse } from '@sunward/contracts/deals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';

/**
 * GET /deal/list for the account home's welcome (docs/spec/3-accounts-bookings-content.md §4
 * 'Deals list': a load failure gives an empty list). Only deals with available dates are kept.
 */
export const accountDealsQuery = queryOptions({
  queryKey: ['account', 'deals'],
  queryFn: ({ signal }) =>
    apiRequest('/deal/list', { schema: dealListResponse, signal }).then(
      (deals) => deals.filter((d) => d.availableDates.length > 0),
      (err: unknown) => {
        if (err instanceof DOMException && err.name === 'AbortError') throw err;
        return [];
      },
    ),
  staleTime: 5 * 60_000,
});

export function useAccountDeals() {
  return useQuery(accountDealsQuery);
}
