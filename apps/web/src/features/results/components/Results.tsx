import { HOTEL_NAME_MAX, type Flight, type Itinerary } from '@sunward/contracts/search';
import { hashKey } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { resultsErrorToast } from '../../../shared/api/search-results';
import { saveResultsScroll } from '../../../shared/lib/scroll';
import {
  selectionOf,
  useSearchStore,
  type PriceMode,
  type SortKey,
} from '../../../shared/stores/search';
import { toast } from '../../../shared/stores/toasts';
import { Button } from '../../../shared/ui/Button';
import { ShareDialog } from '../../../shared/ui/ShareDialog';
import { Spinner } from '../../../shared/ui/Spinner';
import { resultsPagesKey, useResultsPages } from '../api/results-pages';
import { useDebouncedName } from '../hooks/use-debounced-name';
import { isSortKey, sortLabels } from '../lib/results';
import { FilterPanel } from './FilterPanel';
import { HolidayCard } from './HolidayCard';
import { ResultsMapToggle } from './ResultsMapToggle';

/** docs/spec/1-shell-search-package.md §9: Load More shows its loading flag for 300 ms, then 10 more. */
export const LOAD_MORE_FLAG_MS = 300;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The list of a search, server-driven: the filters, sort and hotel name go to the server, which
 * answers a page with the counts and filter options; Load More asks for the next page.
 */
export function Results({ itinerary, params }: { itinerary: Itinerary; params: URLSearchParams }) {
  const navigate = useNavigate();
  const view = useSearchStore((s) => s.view);
  const setView = useSearchStore((s) => s.setView);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);

  const hotelName = useDebouncedName(view.hotelNameSearch);
  const selection = useMemo(
    () => selectionOf({ filters: view.filters, sortBy: view.sortBy, hotelNameSearch: hotelName }),
    [view.filters, view.sortBy, hotelName],
  );
  const selectionHash = hashKey(resultsPagesKey(itinerary.uuid, selection));
  const query = useResultsPages(itinerary, selection);

  // The list shown: the selection's pages, else (while they load, or when loading failed) the
  // last pages that did load, so a failed call never empties the page.
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

  // Load More: the flag shows for at least 300 ms, and the next page's cards only after it.
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

  const openHotel = (hotelId: number, flightId: string | null) => {
    saveResultsScroll(window.scrollY);
    const store = useSearchStore.getState();
    store.saveView({ ...view, scrollPosition: Math.round(window.scrollY) });
    // The search stored its first page's flights; the package page needs this hotel's too.
    const flight = flightId ? flights.get(flightId) : undefined;
    if (flight) store.rememberFlights(itinerary.uuid, [flight]);
    const q = new URLSearchParams({ uuid: itinerary.uuid, hotelId: String(hotelId) });
    if (flightId) q.set('flightId', flightId);
    void navigate(`/package?${q.toString()}`);
  };

  const results = pages.at(0)?.results;
  if (!results) {
    return query.isError ? (
      <div className="mt-4">
        <p className="text-slate-600">Use the search above to find your holiday.</p>
        <Button variant="secondary" className="mt-3" onClick={() => void query.refetch()}>
          Try Again
        </Button>
      </div>
    ) : (
      <Spinner label="Preparing search results..." />
    );
  }

  const total = results.total;
  const matching = results.matching;
  const mode = view.priceDisplayMode;

  return (
    <>
      <p aria-live="polite" className="mt-1 text-slate-700">
        We hunted down {total} amazing holidays for you!
      </p>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <div
          role="group"
          aria-label="Show prices"
          className="inline-flex rounded-full border border-slate-300 bg-white p-1"
        >
          {(
            [
              ['perPerson', 'Per Person'],
              ['total', 'Total Price'],
            ] as [PriceMode, string][]
          ).map(([value, label]) => (
            <button
              key={value}
              type="button"
              aria-pressed={mode === value}
              onClick={() => setView({ priceDisplayMode: value })}
              className={`min-h-9 rounded-full px-4 text-sm font-semibold ${mode === value ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
            >
              {label}
            </button>
          ))}
        </div>
        <div className="relative min-w-56 flex-1">
          <label htmlFor="hotel-name-search" className="sr-only">
            Search hotels by name
          </label>
          <input
            id="hotel-name-search"
            type="search"
            value={view.hotelNameSearch}
            maxLength={HOTEL_NAME_MAX}
            onChange={(e) => setView({ hotelNameSearch: e.target.value })}
            placeholder="Search hotels by name..."
            className="min-h-11 w-full rounded-lg border border-slate-300 bg-white pl-3 pr-20 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
          />
          {view.hotelNameSearch && (
            <button
              type="button"
              onClick={() => setView({ hotelNameSearch: '' })}
              className="absolute inset-y-0 right-2 my-auto h-8 rounded px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              Clear
            </button>
          )}
        </div>
        {total > 0 && (
          <>
            <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
              Sort by
              <select
                value={view.sortBy}
                onChange={(e) => {
                  if (isSortKey(e.target.value)) setView({ sortBy: e.target.value });
                }}
                className="min-h-11 rounded-lg border border-slate-300 bg-white px-2"
              >
                {(Object.keys(sortLabels) as SortKey[]).map((k) => (
                  <option key={k} value={k}>
                    {sortLabels[k]}
                  </option>
                ))}
              </select>
            </label>
            <Button variant="secondary" onClick={() => setShareOpen(true)}>
              Share Results
            </Button>
          </>
        )}
      </div>
      {total > 0 && (
        <ResultsMapToggle
          className="mt-4"
          uuid={itinerary.uuid}
          selection={selection}
          priceMode={mode}
          onOpenHotel={(pin) => openHotel(pin.ivector_property_id, pin.package.flightId)}
        />
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-[17rem_1fr]">
        <aside
          aria-label="Filters"
          className="h-fit rounded-card bg-white p-4 shadow-sm ring-1 ring-slate-200"
        >
          <button
            type="button"
            aria-expanded={filtersOpen}
            aria-controls="filter-panel"
            onClick={() => setFiltersOpen((o) => !o)}
            className="flex w-full items-center justify-between text-left font-bold text-brand-800 lg:hidden"
          >
            Filters
            <span aria-hidden="true">{filtersOpen ? '−' : '+'}</span>
          </button>
          <h2 className="hidden font-bold text-brand-800 lg:block">Filter results</h2>
          <div
            id="filter-panel"
            className={`${filtersOpen ? 'mt-4 block' : 'hidden'} lg:mt-4 lg:block`}
          >
            <FilterPanel
              facets={results.facets}
              filters={view.filters}
              onChange={(filters) => setView({ filters })}
            />
          </div>
        </aside>
        <section
          aria-label="Holidays"
          aria-busy={busy}
          className={busy ? 'opacity-60 transition-opacity' : undefined}
        >
          {matching === 0 ? (
            <div className="rounded-card bg-white p-10 text-center shadow-sm ring-1 ring-slate-200">
              <h2 className="text-xl font-bold text-brand-800">No Holidays Found</h2>
              <p className="mt-2 text-slate-700">
                We couldn&apos;t find any holidays matching your criteria.
              </p>
              <p className="mt-1 text-slate-600">
                Try adjusting your filters or search for a different destination.
              </p>
            </div>
          ) : (
            <>
              <ol className="space-y-5">
                {hotels.map((h) => (
                  <li key={h.ivector_property_id}>
                    <HolidayCard
                      hotel={h}
                      flight={h.package.flightId ? (flights.get(h.package.flightId) ?? null) : null}
                      priceMode={mode}
                      featured={h.ivector_property_id === itinerary.featured_ivector_property_id}
                      onOpen={() => openHotel(h.ivector_property_id, h.package.flightId)}
                    />
                  </li>
                ))}
              </ol>
              <div className="mt-6 flex flex-col items-center gap-3">
                <p aria-live="polite" className="text-sm text-slate-600">
                  Showing {hotels.length} of {matching} results
                </p>
                {(query.hasNextPage || loadingMore) && (
                  <Button
                    variant="secondary"
                    onClick={() => void loadMore()}
                    disabled={loadingMore || busy}
                  >
                    {loadingMore ? 'Loading...' : 'Load More'}
                  </Button>
                )}
              </div>
            </>
          )}
        </section>
      </div>
      <ShareDialog
        url={`${window.location.origin}/search?${params.toString()}`}
        isOpen={shareOpen}
        onClose={() => setShareOpen(false)}
      />
    </>
  );
}
