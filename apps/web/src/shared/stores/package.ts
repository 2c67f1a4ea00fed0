import type { ManualFlightDetails } from '@sunward/contracts/prebook';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * The package page's client state, kept for the tab so a reload or Back finds it: the customer's
 * hotel-only transfer answers. (The itineraries a date change makes are server data: the package
 * feature keeps them in the query cache.)
 */
interface PackageState {
  /** Hotel-only transfer answers by `{uuid}:{hotelId}`, restored when the page is reopened. */
  transfers: Record<string, TransferChoice>;
  setTransfer: (key: string, choice: TransferChoice | null) => void;
}

/** The hotel-only transfer answer: declined, or the customer's own flight details. */
export type TransferChoice =
  { kind: 'declined' } | { kind: 'details'; details: ManualFlightDetails };

export const usePackageStore = create<PackageState>()(
  persist(
    (set) => ({
      transfers: {},
      setTransfer: (key, choice) =>
        set((s) => ({
          transfers: Object.fromEntries([
            ...Object.entries(s.transfers).filter(([k]) => k !== key),
            ...(choice ? [[key, choice] as const] : []),
          ]),
        })),
    }),
    {
      name: 'sunward-package',
      storage: createJSONStorage(() => sessionStorage),
      // Only the answers: a tab that kept itineraries here before drops them on its next write.
      partialize: ({ transfers }) => ({ transfers }),
    },
  ),
);
