import { homeResponse } from '@sunward/contracts/home';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';

/** docs/spec/1-shell-search-package.md §9: home content is retried 3 times. */
export const HOME_CONTENT_RETRIES = 3;

/**
 * docs/spec/1-shell-search-package.md §4/§9: the delay before each retry doubles from 2 s, capped at 10 s.
 * TanStack Query passes the failure count from 0, so the retries wait 2 s, 4 s and 8 s.
 */
export function homeContentRetryDelay(failureCount: number): number {
  return Math.min(2000 * 2 ** failureCount, 10_000);
}

/** GET /config/home → the home page content (banner, deals, destinations, features, reviews). */
export const homeContentQuery = queryOptions({
  queryKey: ['config', 'home'],
  queryFn: async ({ signal }) =>
    (await apiRequest('/config/home', { schema: homeResponse, signal })).homePageData,
  staleTime: 5 * 60_000,
  retry: HOME_CONTENT_RETRIES,
  retryDelay: homeContentRetryDelay,
});
