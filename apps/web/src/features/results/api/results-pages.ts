import {
  RESULTS_PAGE_SIZE,
  type Itinerary,
  type ResultsPage,
  type ResultsResponse,
} from '@sunward/contracts/search';
import {
  hashKey,
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { fetchResults, retryResults } from '../../../shared/api/search-results';
import type { ResultsSelection } from '../../../shared/stores/search';

/**
 * The results list of a stored search, page by page (docs/spec/1-shell-search-package.md §9: 10, and 10 more per Load More):
 * POST /itinerary/{uuid}/results with the view's filters, sort and hotel name; the server filters,
 * sorts, counts and pages.
 */

/** Cached for the tab's visit: a stored search's results do not change. */
const KEEP_MS = 30 * 60_000;

export const resultsPagesKey = (uuid: string, selection: ResultsSelection) =>
  ['itinerary', uuid, 'results', selection] as const;

/** Whether a page was answered for this selection (the cache key's own comparison). */
export const sameSelection = (
  page: Pick<ResultsPage, 'filters' | 'sort' | 'hotel_name'>,
  selection: ResultsSelection,
) =>
  hashKey([{ filters: page.filters, sort: page.sort, hotel_name: page.hotel_name }]) ===
  hashKey([selection]);

/** The page the search itself answered, when it was asked for this selection. */
export function itineraryPage(
  itinerary: Itinerary,
  selection: ResultsSelection,
): ResultsResponse | undefined {
  const results = itinerary.results;
  if (!results || results.offset !== 0 || !sameSelection(results, selection)) return undefined;
  return { hotels: itinerary.hotels, flights: itinerary.flights, results };
}

export const loadedCount = (pages: ResultsResponse[]) =>
  pages.reduce((n, p) => n + p.hotels.length, 0);

export const resultsPagesQuery = (
  uuid: string,
  selection: ResultsSelection,
  firstPage?: ResultsResponse,
) =>
  infiniteQueryOptions({
    queryKey: resultsPagesKey(uuid, selection),
    queryFn: ({ pageParam, signal }) =>
      fetchResults(
        uuid,
        { ...selection, offset: pageParam, limit: RESULTS_PAGE_SIZE, pins: false },
        signal,
      ),
    initialPageParam: 0,
    // The next page starts after the hotels loaded so far.
    getNextPageParam: (last, pages) => {
      const loaded = loadedCount(pages);
      return last.hotels.length > 0 && loaded < last.results.matching ? loaded : undefined;
    },
    ...(firstPage ? { initialData: { pages: [firstPage], pageParams: [0] } } : {}),
    staleTime: Infinity,
    gcTime: KEEP_MS,
    retry: retryResults,
  });

/**
 * The loaded pages for the selection. The first is the search's own answer when it was asked for
 * this selection (no request after a search); while another selection loads, the previous
 * selection's pages stay (`isPlaceholderData`).
 */
export function useResultsPages(itinerary: Itinerary, selection: ResultsSelection) {
  return useInfiniteQuery({
    ...resultsPagesQuery(itinerary.uuid, selection, itineraryPage(itinerary, selection)),
    placeholderData: keepPreviousData,
  });
}
