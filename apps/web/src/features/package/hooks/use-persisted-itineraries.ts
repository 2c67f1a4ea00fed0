import {
  dehydrate,
  hydrate,
  useQueryClient,
  type DehydratedState,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isRefreshedItinerary, isRefreshedQuery } from '../api/refresh-itinerary';

/** Where the tab keeps them: a reload, or Back from another site, finds them there. */
export const PERSISTED_ITINERARIES_KEY = 'sunward-package-itineraries';

/** The refreshed itineraries kept, the newest first (with every date that points at one). */
const KEEP = 5;

/** The refresh's queries (./api/refresh-itinerary.ts) back into the cache, from session storage. */
export function restoreRefreshed(client: QueryClient) {
  const raw = sessionStorage.getItem(PERSISTED_ITINERARIES_KEY);
  if (raw === null) return;
  try {
    hydrate(client, JSON.parse(raw) as DehydratedState);
  } catch {
    sessionStorage.removeItem(PERSISTED_ITINERARIES_KEY);
  }
}

/** The refresh's queries into session storage: only those, and only the newest few itineraries. */
export function persistRefreshed(client: QueryClient) {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (q) => q.state.status === 'success' && isRefreshedQuery(q.queryKey),
  });
  const itineraries = state.queries
    .filter((q) => isRefreshedItinerary(q.queryKey))
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
    .slice(0, KEEP);
  const others = state.queries.filter((q) => !isRefreshedItinerary(q.queryKey));
  sessionStorage.setItem(
    PERSISTED_ITINERARIES_KEY,
    JSON.stringify({ ...state, queries: [...itineraries, ...others] }),
  );
}

/**
 * The package page's itineraries made by date changes live in the query cache and, for the tab,
 * in session storage: restored before the page's first render reads them (storage is synchronous),
 * then written whenever one of them changes.
 */
export function usePersistedItineraries() {
  const client = useQueryClient();
  useState(() => restoreRefreshed(client));
  useEffect(
    () =>
      client.getQueryCache().subscribe((event) => {
        const changed =
          event.type === 'added' || event.type === 'updated' || event.type === 'removed';
        const key = event.query.queryKey as QueryKey;
        if (changed && isRefreshedQuery(key)) {
          persistRefreshed(client);
        }
      }),
    [client],
  );
}
