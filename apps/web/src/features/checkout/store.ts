import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The booking being checked out (filled by prebook and payment); survives a reload of the tab. */
interface CheckoutState {
  itineraryUuid: string | null;
  bookingReference: string | null;
  setBooking: (itineraryUuid: string, bookingReference?: string) => void;
  clear: () => void;
}

export const useCheckout = create<CheckoutState>()(
  persist(
    (set) => ({
      itineraryUuid: null,
      bookingReference: null,
      setBooking: (itineraryUuid, bookingReference) =>
        set({ itineraryUuid, bookingReference: bookingReference ?? null }),
      clear: () => set({ itineraryUuid: null, bookingReference: null }),
    }),
    { name: 'sunward-checkout', storage: createJSONStorage(() => sessionStorage) },
  ),
);
