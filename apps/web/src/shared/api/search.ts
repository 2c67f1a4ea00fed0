import { searchResponse, type SearchRequest } from '@sunward/contracts/search';
import { apiRequest } from '../lib/api-client';

/** POST /itinerary/search (docs/spec/1-shell-search-package.md §7). */
export const searchHolidays = (body: SearchRequest, signal?: AbortSignal) =>
  apiRequest('/itinerary/search', {
    method: 'POST',
    body,
    schema: searchResponse,
    ...(signal ? { signal } : {}),
  });

/** docs/spec/1-shell-search-package.md §8: a status error shows the server message, or this. */
export const UNKNOWN_SEARCH_ERROR = 'An unknown error occurred.';

/** The holiday search as a mutation: each search stores a new itinerary; callers word its errors. */
export const searchHolidaysMutation = {
  mutationKey: ['itinerary', 'search'],
  mutationFn: (body: SearchRequest) => searchHolidays(body),
  meta: { handlesErrors: true },
};
