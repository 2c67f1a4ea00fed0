import type { Itinerary } from '@sunward/contracts/search';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * Itineraries made on the package page by changing the departure date (each refresh is a new
 * itinerary for one hotel), kept for the tab so a reload or Back finds them. The last few only.
 */
interface PackageState {
  itineraries: Itinerary[];
  remember: (itinerary: Itinerary) => void;
}

const KEEP = 5;

export const usePackageStore = create<PackageState>()(
  persist(
    (set) => ({
      itineraries: [],
      remember: (itinerary) =>
        set((s) => ({
          itineraries: [itinerary, ...s.itineraries.filter((i) => i.uuid !== itinerary.uuid)].slice(
            0,
            KEEP,
          ),
        })),
    }),
    { name: 'sunward-package', storage: createJSONStorage(() => sessionStorage) },
  ),
);
