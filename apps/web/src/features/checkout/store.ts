import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * docs/spec/2-checkout-payment.md §2 'Sign-in or guest box': the guest flag. Kept per booking for this tab, so a reload
 * of the passengers page does not ask again.
 */
interface GuestState {
  /** The itinerary whose checkout continues as a guest. */
  guestFor: string | null;
  continueAsGuest: (itineraryUuid: string) => void;
}

export const useCheckoutGuest = create<GuestState>()(
  persist(
    (set) => ({
      guestFor: null,
      continueAsGuest: (itineraryUuid) => set({ guestFor: itineraryUuid }),
    }),
    { name: 'sunward-checkout-guest', storage: createJSONStorage(() => sessionStorage) },
  ),
);
