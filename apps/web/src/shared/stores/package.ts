import type { Itinerary } from '@sunward/contracts/search';
import type { ManualFlightDetails } from '@sunward/contracts/prebook';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * Itineraries made on the package page by changing the departure date (each refresh is a new
 * itinerary for one hotel), kept for the tab so a reload or Back finds them. The last few only.
 */
interface PackageState {
  itineraries: Itinerary[];
  remember: (itinerary: Itinerary) => void;
  /** The itinerary for a hotel on a departure date, by `{search uuid}:{hotelId}:{date}`. */
  byDate: Record<string, string>;
  rememberDate: (key: string, uuid: string) => void;
  /** Hotel-only transfer answers by `{uuid}:{hotelId}`, restored when the page is reopened. */
  transfers: Record<string, TransferChoice>;
  setTransfer: (key: string, choice: TransferChoice | null) => void;
}

/** The hotel-only transfer answer: declined, or the customer's own flight details. */
export type TransferChoice =
  { kind: 'declined' } | { kind: 'details'; details: ManualFlightDetails };

const KEEP = 5;

export const usePackageStore = create<PackageState>()(
  persist(
    (set) => ({
      itineraries: [],
      transfers: {},
      byDate: {},
      rememberDate: (key, uuid) => set((s) => ({ byDate: { ...s.byDate, [key]: uuid } })),
      setTransfer: (key, choice) =>
        set((s) => ({
          transfers: Object.fromEntries([
            ...Object.entries(s.transfers).filter(([k]) => k !== key),
            ...(choice ? [[key, choice] as const] : []),
          ]),
        })),
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
