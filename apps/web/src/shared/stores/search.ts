import type { Itinerary } from '@sunward/contracts/search';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { defaultCriteria, type SearchCriteria } from '../lib/search-criteria';

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

interface SearchState {
  criteria: SearchCriteria;
  itinerary: Itinerary | null;
  view: ResultsView;
  /** True once a result was opened, so coming back restores the view instead of resetting it. */
  viewSaved: boolean;
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

/** Criteria, the last itinerary and the results view, kept for the tab (session storage). */
export const useSearchStore = create<SearchState>()(
  persist(
    (set) => ({
      criteria: defaultCriteria(),
      itinerary: null,
      view: defaultView(),
      viewSaved: false,
      setCriteria: (update) => set((s) => ({ criteria: update(s.criteria) })),
      searchSucceeded: (criteria, itinerary, view) =>
        set({ criteria, itinerary, view: { ...defaultView(), ...view }, viewSaved: false }),
      setView: (update) => set((s) => ({ view: { ...s.view, ...update } })),
      saveView: (view) => set({ view, viewSaved: true }),
    }),
    { name: 'sunward-search', storage: createJSONStorage(() => sessionStorage) },
  ),
);
