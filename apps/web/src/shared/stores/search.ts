import {
  HOTEL_NAME_MAX,
  RESULTS_PAGE_SIZE,
  type Flight,
  type Itinerary,
  type ParsedResultsQuery,
  type ResultFilters,
  type ResultSort,
} from '@sunward/contracts/search';
import { create } from 'zustand';
import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware';
import { defaultCriteria, type SearchCriteria } from '../lib/search-criteria';
import { saveSnapshot, snapshotOf } from '../lib/snapshots';

/** The results list's filters and sort options, as the server applies them (the contract's). */
export type { ResultFilters };
export type SortKey = ResultSort;
export type PriceMode = 'total' | 'perPerson';

/** docs/spec/1-shell-search-package.md §3 'Results view state'. */
export interface ResultsView {
  filters: ResultFilters;
  sortBy: SortKey;
  priceDisplayMode: PriceMode;
  hotelNameSearch: string;
  scrollPosition: number;
}

export const emptyFilters = (): ResultFilters => ({
  ratings: [],
  regions: [],
  boardBases: [],
  hotelTypes: [],
  facilities: [],
});
export const defaultView = (): ResultsView => ({
  filters: emptyFilters(),
  sortBy: 'bestValue',
  priceDisplayMode: 'total',
  hotelNameSearch: '',
  scrollPosition: 0,
});

/** What the server filters and sorts the results by: the view without its display settings. */
export type ResultsSelection = Pick<ParsedResultsQuery, 'filters' | 'sort' | 'hotel_name'>;

export const selectionOf = (
  view: Pick<ResultsView, 'filters' | 'sortBy' | 'hotelNameSearch'>,
): ResultsSelection => ({
  filters: view.filters,
  sort: view.sortBy,
  // The server trims too; trimming here keeps 'sol' and 'sol ' one cached answer.
  hotel_name: view.hotelNameSearch.trim().slice(0, HOTEL_NAME_MAX),
});

/** The first page of the results for a view: what every search asks for (docs/spec/1-shell-search-package.md §9: 10). */
export const firstPageQuery = (
  view: Pick<ResultsView, 'filters' | 'sortBy' | 'hotelNameSearch'> = defaultView(),
): ParsedResultsQuery => ({
  ...selectionOf(view),
  offset: 0,
  limit: RESULTS_PAGE_SIZE,
  pins: false,
});

/** The hotel being looked at on the package page, for saved searches. */
export interface Viewing {
  hotelId: number;
  hotelName: string;
  flightId: string | null;
  roomId: string | null;
}

interface SearchState {
  /** What the search bar holds: edited freely before the next search runs. */
  criteria: SearchCriteria;
  itinerary: Itinerary | null;
  /** The criteria the held itinerary answers (the bar's may since have been edited). */
  searched: SearchCriteria | null;
  view: ResultsView;
  /** True once a result was opened, so coming back restores the view instead of resetting it. */
  viewSaved: boolean;
  viewing: Viewing | null;
  setViewing: (viewing: Viewing | null) => void;
  setCriteria: (update: (c: SearchCriteria) => SearchCriteria) => void;
  /** A successful search: store the itinerary and reset the view state and filters. */
  searchSucceeded: (
    criteria: SearchCriteria,
    itinerary: Itinerary,
    view?: Partial<ResultsView>,
  ) => void;
  setView: (update: Partial<ResultsView>) => void;
  saveView: (view: ResultsView) => void;
  /**
   * Adds flights of later results pages to the stored itinerary (which holds its first page's),
   * so the package page finds the flight of any hotel opened from the list.
   */
  rememberFlights: (uuid: string, flights: Flight[]) => void;
}

type Persisted = Pick<
  SearchState,
  'criteria' | 'itinerary' | 'searched' | 'view' | 'viewSaved' | 'viewing'
>;

/** Where the itinerary is kept, apart from the small state that changes with every filter. */
export const ITINERARY_KEY = 'sunward-search:itinerary';

/**
 * Session storage with the itinerary under a key of its own, written only when it changes: it
 * used to hold every hotel of a search (MBs of JSON) and rewriting it on every filter click made
 * each click slow (docs/performance.md). It holds one results page now, but there is still no
 * reason to rewrite it with the view.
 */
function splitSessionStorage(): PersistStorage<Persisted> {
  let written: Itinerary | null | undefined;
  return {
    getItem: (name) => {
      const raw = sessionStorage.getItem(name);
      if (raw === null) return null;
      const value = JSON.parse(raw) as StorageValue<Omit<Persisted, 'itinerary'>>;
      const it = sessionStorage.getItem(ITINERARY_KEY);
      written = it === null ? null : (JSON.parse(it) as Itinerary);
      return { ...value, state: { ...value.state, itinerary: written } };
    },
    setItem: (name, value) => {
      const { itinerary, ...rest } = value.state;
      if (itinerary !== written) {
        if (itinerary) sessionStorage.setItem(ITINERARY_KEY, JSON.stringify(itinerary));
        else sessionStorage.removeItem(ITINERARY_KEY);
        written = itinerary;
      }
      sessionStorage.setItem(name, JSON.stringify({ ...value, state: rest }));
    },
    removeItem: (name) => {
      sessionStorage.removeItem(name);
      sessionStorage.removeItem(ITINERARY_KEY);
      written = undefined;
    },
  };
}

/** Criteria, the last itinerary and the results view, kept for the tab (session storage). */
export const useSearchStore = create<SearchState>()(
  persist(
    (set, get) => ({
      criteria: defaultCriteria(),
      itinerary: null,
      searched: null,
      view: defaultView(),
      viewSaved: false,
      viewing: null,
      setViewing: (viewing) => set({ viewing }),
      setCriteria: (update) => set((s) => ({ criteria: update(s.criteria) })),
      searchSucceeded: (criteria, itinerary, view) => {
        // docs/spec/1-shell-search-package.md §4: the search being replaced is kept as a saved search,
        // with the criteria it was run with (the bar's have already been edited to the new ones).
        const previous = get();
        if (previous.itinerary && previous.itinerary.uuid !== itinerary.uuid) {
          saveSnapshot(
            snapshotOf(
              previous.searched ?? previous.criteria,
              previous.itinerary.uuid,
              previous.viewing,
            ),
          );
        }
        set({
          criteria,
          itinerary,
          searched: criteria,
          view: { ...defaultView(), ...view },
          viewSaved: false,
          viewing: null,
        });
      },
      setView: (update) => set((s) => ({ view: { ...s.view, ...update } })),
      saveView: (view) => set({ view, viewSaved: true }),
      rememberFlights: (uuid, flights) => {
        const { itinerary } = get();
        if (itinerary?.uuid !== uuid) return;
        const byId = new Map(itinerary.flights.map((f) => [f.itineraryId, f]));
        const before = byId.size;
        for (const f of flights) if (!byId.has(f.itineraryId)) byId.set(f.itineraryId, f);
        if (byId.size > before) set({ itinerary: { ...itinerary, flights: [...byId.values()] } });
      },
    }),
    {
      name: 'sunward-search',
      storage: splitSessionStorage(),
      partialize: ({ criteria, itinerary, searched, view, viewSaved, viewing }): Persisted => ({
        criteria,
        itinerary,
        searched,
        view,
        viewSaved,
        viewing,
      }),
    },
  ),
);
