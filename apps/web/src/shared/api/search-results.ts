import { resultsResponse, type ResultsQuery } from '@sunward/contracts/search';
import { ApiError, apiRequest } from '../lib/api-client';

/**
 * POST /itinerary/{uuid}/results: a page of a stored search, with the filters, hotel-name search
 * and sort applied on the server, its counts and facets, and (when asked) every matching hotel's
 * map pin. A search that is unknown or has expired answers 404.
 */
export const fetchResults = (uuid: string, query: ResultsQuery, signal?: AbortSignal) =>
  apiRequest(`/itinerary/${encodeURIComponent(uuid)}/results`, {
    method: 'POST',
    body: query,
    schema: resultsResponse,
    ...(signal ? { signal } : {}),
  });

/**
 * Results calls try once more after a dropped connection or a server error, never after a 4xx:
 * an expired search (404) or a refused query does not get better by asking again.
 */
export const retryResults = (failures: number, error: unknown) =>
  failures < 1 && !(error instanceof ApiError && error.status < 500);

/** docs/spec/1-shell-search-package.md §8 toasts for a results call that failed. */
export function resultsErrorToast(error: unknown): { message: string; duration: number } {
  if (error instanceof ApiError && error.status === 404) {
    return {
      message: 'No search results to display. Please perform a new search.',
      duration: 3000,
    };
  }
  if (error instanceof ApiError && error.status < 500 && error.hasServerMessage) {
    return { message: error.message, duration: 5000 };
  }
  return { message: 'Failed to load search results', duration: 5000 };
}
