import { refreshResponse, type Itinerary } from '@sunward/contracts/search';
import {
  queryOptions,
  skipToken,
  useMutation,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';

/** Refresh an itinerary for a new departure date (docs/spec/1-shell-search-package.md §7): a new itinerary for one hotel. */
export const refreshItinerary = (body: { uuid: string; hotel_id: number; date: string }) =>
  apiRequest('/itinerary/refresh', { method: 'POST', body, schema: refreshResponse });

/**
 * The refresh as a mutation: its pending state is the date picker's 'updating' state. A failure is
 * a toast on the page (docs/spec/1-shell-search-package.md §8), not the generic modal.
 */
export const useRefreshItineraryMutation = () =>
  useMutation({ mutationFn: refreshItinerary, meta: { handlesErrors: true } });

/**
 * The itineraries the refresh made, in the query cache: no call reads one back, so they are put
 * there on success (rememberRefreshed) and never fetched; kept for the tab.
 */
const REFRESHED = ['package', 'refreshed'] as const;

/** A refreshed itinerary by its uuid (the package page's `uuid` after a date change). */
export const refreshedItineraryQuery = (uuid: string) =>
  queryOptions<Itinerary>({
    queryKey: [...REFRESHED, 'itinerary', uuid],
    queryFn: skipToken,
    staleTime: Infinity,
    gcTime: Infinity,
  });

/**
 * The itinerary for a hotel on a departure date, by the search it came from (`root`): its uuid,
 * so coming back to a date already seen reuses it (docs/spec/1-shell-search-package.md §4
 * 'Cached hotels by date').
 */
export const itineraryOnDateQuery = (root: string, hotelId: number, date: string) =>
  queryOptions<string>({
    queryKey: [...REFRESHED, 'on-date', root, hotelId, date],
    queryFn: skipToken,
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** Whether a query is one of the refresh's (what the package page keeps in session storage). */
export const isRefreshedQuery = (queryKey: QueryKey) =>
  queryKey[0] === REFRESHED[0] && queryKey[1] === REFRESHED[1];

/** Whether a query is a refreshed itinerary itself (not a date pointing at one). */
export const isRefreshedItinerary = (queryKey: QueryKey) =>
  isRefreshedQuery(queryKey) && queryKey[2] === 'itinerary';

/** Notes a refreshed itinerary, and that it is the hotel's on `date` for the search `root`. */
export function rememberRefreshed(
  client: QueryClient,
  root: string,
  hotelId: number,
  date: string,
  itinerary: Itinerary,
) {
  client.setQueryData(refreshedItineraryQuery(itinerary.uuid).queryKey, itinerary);
  client.setQueryData(itineraryOnDateQuery(root, hotelId, date).queryKey, itinerary.uuid);
}
