import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** A checkout saved for later while signed out: its key, kept by this browser until it is claimed. */
export interface SavedCheckoutPointer {
  uuid: string;
  /** The checkout key (prebook id): proof that this browser made the booking. */
  checkoutKey: string;
  /** When the hold ends (ISO); after that there is nothing left to resume. */
  expiresAt: string;
}

interface SavedCheckoutState {
  saved: SavedCheckoutPointer | null;
  keep: (pointer: SavedCheckoutPointer) => void;
  forget: () => void;
}

/**
 * Save for later as a guest: the checkout's key outlives the tab (local storage), so that the
 * next sign-in on this browser can add the checkout to the account while its hold lasts.
 */
export const useSavedCheckout = create<SavedCheckoutState>()(
  persist(
    (set) => ({
      saved: null,
      keep: (saved) => set({ saved }),
      forget: () => set({ saved: null }),
    }),
    { name: 'sunward-saved-checkout', storage: createJSONStorage(() => localStorage) },
  ),
);
