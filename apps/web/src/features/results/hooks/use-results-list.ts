import type { Flight, Itinerary } from '@sunward/contracts/search';
import { hashKey } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { resultsErrorToast } from '../../../shared/api/search-results';
import { selectionOf, type ResultsView } from '../../../shared/stores/search';
import { toast } from '../../../shared/stores/toasts';
import { resultsPagesKey, useResultsPages } from '../api/results-pages';
import { useDebouncedName } from './use-debounced-name';

/** docs/spec/1-shell-search-package.md §9: Load More shows its loading flag for 300 ms, then 10 more. */
export const LOAD_MORE_FLAG_MS = 300;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The hotels a search's list shows for the view: the server's pages for its filters, sort and
 * (debounced) hotel name, with a toast for a failed call; while another selection loads, or when
 * it failed, the last pages that loaded stay (busy), so a failed call never empties the page.
 * Load More shows its flag for at least 300 ms, and the next page's cards only after it.
 */
export function useResultsList(itinerary: Itinerary, view: ResultsView) {
  const hotelName = useDebouncedName(view.hotelNameSearch);
  const selection = useMemo(
    () => selectionOf({ filters: view.filters, sortBy: view.sortBy, hotelNameSearch: hotelName }),
    [view.filters, view.sortBy, hotelName],
  );
  const selectionHash = hashKey(resultsPagesKey(itinerary.uuid, selection));
  const query = useResultsPages(itinerary, selection);

  const [lastLoaded, setLastLoaded] = useState(query.data);
  if (query.data && !query.isPlaceholderData && query.data !== lastLoaded) {
    setLastLoaded(query.data);
  }
  const data = query.data ?? lastLoaded;
  const busy = query.isPlaceholderData || (!query.data && query.isFetching && !!lastLoaded);

  // One toast per failed call (not again for an error the cache held before this page opened).
  const toastedAt = useRef(query.errorUpdatedAt);
  useEffect(() => {
    if (!query.isError || query.errorUpdatedAt <= toastedAt.current) return;
    toastedAt.current = query.errorUpdatedAt;
    const { message, duration } = resultsErrorToast(query.error);
    toast(message, { type: 'error', duration });
  }, [query.isError, query.error, query.errorUpdatedAt]);

  const [more, setMore] = useState<{ key: string; pages: number } | null>(null);
  const pages = useMemo(() => data?.pages ?? [], [data]);
  const loadingMore = more !== null && more.key === selectionHash;
  const shownPages = loadingMore ? more.pages : pages.length;
  const hotels = useMemo(
    () => pages.slice(0, shownPages).flatMap((p) => p.hotels),
    [pages, shownPages],
  );
  const flights = useMemo(() => {
    const byId = new Map<string, Flight>();
    for (const p of pages) for (const f of p.flights) byId.set(f.itineraryId, f);
    return byId;
  }, [pages]);

  const loadMore = async () => {
    const key = selectionHash;
    setMore({ key, pages: pages.length });
    await Promise.all([query.fetchNextPage(), delay(LOAD_MORE_FLAG_MS)]);
    setMore((m) => (m?.key === key ? null : m));
  };

  return {
    selection,
    /** The first page's counts and filter options; undefined until a page has loaded. */
    results: pages.at(0)?.results,
    hotels,
    flights,
    busy,
    failed: query.isError,
    retry: () => void query.refetch(),
    canLoadMore: query.hasNextPage || loadingMore,
    loadingMore,
    loadMore,
  };
}
