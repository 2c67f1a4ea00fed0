import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSearchHolidays } from '../../../shared/api/use-search-holidays';
import { fromQuery, toQuery, toSearchRequest } from '../../../shared/lib/search-criteria';
import {
  defaultView,
  firstPageQuery,
  useSearchStore,
  type ResultsView,
} from '../../../shared/stores/search';
import { toast } from '../../../shared/stores/toasts';
import { Spinner } from '../../../shared/ui/Spinner';
import { filtersFromLink, isSortKey } from '../lib/results';
import { ResultsSearchHeader } from './ResultsSearchHeader';
import { Results } from './Results';

const SEARCH_KEYS = [
  'dest',
  'hotel',
  'featured',
  'start',
  'end',
  'airports',
  'rooms',
  'nights',
  'flex',
] as const;
const sameSearch = (a: URLSearchParams, b: URLSearchParams) =>
  SEARCH_KEYS.every((k) => (a.get(k) ?? '') === (b.get(k) ?? ''));

/** View state carried by a results link (docs/spec/1-shell-search-package.md 'Search results' query parameters). */
function viewFromLink(params: URLSearchParams): Partial<ResultsView> {
  const view: Partial<ResultsView> = {};
  // Invalid filters JSON is ignored (docs/spec/1-shell-search-package.md §5).
  const filters = filtersFromLink(params.get('filters'));
  if (filters) view.filters = filters;
  const sort = params.get('sort');
  if (sort && isSortKey(sort)) view.sortBy = sort;
  const price = params.get('price');
  if (price === 'total' || price === 'perPerson') view.priceDisplayMode = price;
  return view;
}

type Phase = { kind: 'ready' } | { kind: 'loading'; text: string } | { kind: 'none' };

export default function SearchResultsPage() {
  const [params, setParams] = useSearchParams();
  const itinerary = useSearchStore((s) => s.itinerary);
  const criteria = useSearchStore((s) => s.criteria);
  const view = useSearchStore((s) => s.view);
  const { mutateAsync: search } = useSearchHolidays();
  // Decided once, on arrival: re-run the search from a link unless it is the one already held.
  const [arrival] = useState(() => {
    const state = useSearchStore.getState();
    const fromLink = params.has('dest') || params.has('start');
    const needsSearch =
      fromLink &&
      !(state.itinerary && state.searched && sameSearch(params, toQuery(state.searched)));
    return { fromLink, needsSearch, link: new URLSearchParams(params) };
  });
  const [phase, setPhase] = useState<Phase>(() =>
    arrival.needsSearch
      ? { kind: 'loading', text: 'Loading shared search results...' }
      : itinerary
        ? { kind: 'ready' }
        : { kind: 'loading', text: 'Preparing search results...' },
  );

  // Load: from the link (re-run the search), else the stored itinerary, else say there is none.
  useEffect(() => {
    const state = useSearchStore.getState();
    const params = arrival.link;
    if (arrival.needsSearch) {
      const linked = fromQuery(params);
      const linkView = viewFromLink(params);
      // The search answers the first page of the link's view: no second request to show it.
      search(toSearchRequest(linked, firstPageQuery({ ...defaultView(), ...linkView })))
        .then((res) => {
          if (res.status !== 'success' || !res.itinerary) {
            throw new Error(res.message || 'Failed to load search results');
          }
          state.searchSucceeded(linked, res.itinerary, linkView);
          setPhase({ kind: 'ready' });
          toast('Search results loaded successfully', { type: 'success', duration: 2000 });
        })
        .catch((err: unknown) => {
          setPhase({ kind: 'none' });
          const own =
            err instanceof Error && err.message && !err.message.startsWith('Network')
              ? err.message
              : null;
          toast(own ?? 'Failed to load shared search results', {
            type: 'error',
            duration: own ? 5000 : 3000,
          });
        });
      return;
    }
    if (state.itinerary) {
      if (!state.viewSaved && arrival.fromLink) state.setView(viewFromLink(params));
      return;
    }
    const timer = setTimeout(() => {
      setPhase({ kind: 'none' });
      toast('No search results to display. Please perform a new search.', {
        type: 'error',
        duration: 3000,
      });
    }, 500);
    return () => clearTimeout(timer);
  }, [arrival, search]);

  // Keep the link in step with the view, so a copied URL reproduces it.
  useEffect(() => {
    if (phase.kind !== 'ready' || !itinerary) return;
    const next = toQuery(criteria);
    next.set('filters', JSON.stringify(view.filters));
    next.set('sort', view.sortBy);
    next.set('price', view.priceDisplayMode);
    if (next.toString() !== params.toString())
      setParams(next, { replace: true, preventScrollReset: true });
  }, [
    phase.kind,
    itinerary,
    criteria,
    view.filters,
    view.sortBy,
    view.priceDisplayMode,
    params,
    setParams,
  ]);

  return (
    <div>
      <ResultsSearchHeader />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <h1 className="text-2xl font-extrabold text-brand-800 sm:text-3xl">
          Holiday Search Results
        </h1>
        {phase.kind === 'loading' && <Spinner label={phase.text} />}
        {phase.kind === 'none' && !itinerary && (
          <p className="mt-4 text-slate-600">Use the search above to find your holiday.</p>
        )}
        {phase.kind === 'ready' && itinerary && (
          // A new search starts a new list: its own pages, Load More state and map.
          <Results key={itinerary.uuid} itinerary={itinerary} params={params} />
        )}
      </div>
    </div>
  );
}
