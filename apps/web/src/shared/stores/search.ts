import type { Itinerary } from '@sunward/contracts/search';
import { create } from 'zustand';
import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware';
import { defaultCriteria, type SearchCriteria } from '../lib/search-criteria';
import { saveSnapshot, snapshotOf } from '../lib/snapshots';

export type SortKey =
  'bestValue' | 'priceLowHigh' | 'priceHighLow' | 'ratingHighLow' | 'ratingLowHigh';
export type PriceMode = 'total' | 'perPerson';

export interface ResultFilters {
  ratings: number[];
  regions: string[];
  boardBases: string[];
  hotelTypes: ('adults_only' | 'lgbtq_friendly' | 'family_hotels')[];
  facilities: string[];
}

/** Spec 1 §3 'Results view state'. */
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

/** The hotel being looked at on the package page, for saved searches. */
export interface Viewing {
  hotelId: number;
  hotelName: string;
  flightId: string | null;
  roomId: string | null;
}

interface SearchState {
  criteria: SearchCriteria;
  itinerary: Itinerary | null;
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
}

type Persisted = Pick<SearchState, 'criteria' | 'itinerary' | 'view' | 'viewSaved' | 'viewing'>;

/** Where the itinerary is kept, apart from the small state that changes with every filter. */
export const ITINERARY_KEY = 'sunward-search:itinerary';

/**
 * Session storage with the itinerary under a key of its own, written only when it changes: a
 * search can hold thousands of hotels (MBs of JSON), and rewriting it on every filter click made
 * each click slow (docs/performance.md).
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
      view: defaultView(),
      viewSaved: false,
      viewing: null,
      setViewing: (viewing) => set({ viewing }),
      setCriteria: (update) => set((s) => ({ criteria: update(s.criteria) })),
      searchSucceeded: (criteria, itinerary, view) => {
        // Spec 1 §4: the search being replaced is kept as a saved search.
        const previous = get();
        if (previous.itinerary && previous.itinerary.uuid !== itinerary.uuid) {
          saveSnapshot(snapshotOf(previous.criteria, previous.itinerary.uuid, previous.viewing));
        }
        set({
          criteria,
          itinerary,
          view: { ...defaultView(), ...view },
          viewSaved: false,
          viewing: null,
        });
      },
      setView: (update) => set((s) => ({ view: { ...s.view, ...update } })),
      saveView: (view) => set({ view, viewSaved: true }),
    }),
    {
      name: 'sunward-search',
      storage: splitSessionStorage(),
      partialize: ({ criteria, itinerary, view, viewSaved, viewing }): Persisted => ({
        criteria,
        itinerary,
        view,
        viewSaved,
        viewing,
      }),
    },
  ),
);
