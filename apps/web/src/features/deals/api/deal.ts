import { dealResponse } from '@sunward/contracts/deals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../shared/lib/api-client';

/** GET /deal/{slug}: one deal with its airports, dates and prices (pence, whole party). */
export const dealQuery = (slug: string) =>
  queryOptions({
    queryKey: ['deals', 'detail', slug],
    queryFn: ({ signal }) =>
      apiRequest(`/deal/${encodeURIComponent(slug)}`, { schema: dealResponse, signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useDeal(slug: string) {
  return useQuery(dealQuery(slug));
}

/** docs/spec/3-accounts-bookings-content.md §8 'Deal': what 'Error loading deal' says. */
export function dealLoadMessage(error: unknown, slug: string): string {
  if (error instanceof ApiError && error.status === 404) return `Deal not found with slug: ${slug}`;
  // An offer that has ended or sold out says so in the server's words.
  if (error instanceof ApiError && error.status === 410) return error.message;
  return 'Failed to load deal details';
}
