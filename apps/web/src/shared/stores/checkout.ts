import type { PrebookResponse } from '@sunward/contracts/prebook';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** What the customer chose on the package page, as prebook confirmed it. */
export interface CheckoutSelection {
  hotelId: number;
  flightId: string | null;
  /** One RoomBookingToken per requested room. */
  roomTokens: string[];
  adults: number;
  children: number;
  infants: number;
}

/** The booking being checked out (filled by prebook and payment); survives a reload of the tab. */
interface CheckoutState {
  itineraryUuid: string | null;
  bookingReference: string | null;
  prebook: PrebookResponse | null;
  selection: CheckoutSelection | null;
  /** False until the extras page commits the customer's extras (docs/spec/1-shell-search-package.md §4 'Prebook'). */
  extrasCommitted: boolean;
  /** Prebook succeeded: hold the flight, hotel rooms (with their returned tokens and costs) and transfer quotes. */
  prebooked: (prebook: PrebookResponse, selection: CheckoutSelection) => void;
  /** The extras page's selections were accepted by the server. */
  markExtrasCommitted: () => void;
  /** The hold expired: the extras chosen no longer count (docs/spec/2-checkout-payment.md §4 'Checkout timer'). */
  resetExtras: () => void;
  setBooking: (itineraryUuid: string, bookingReference?: string) => void;
  clear: () => void;
}

const empty = {
  itineraryUuid: null,
  bookingReference: null,
  prebook: null,
  selection: null,
  extrasCommitted: false,
};

export const useCheckout = create<CheckoutState>()(
  persist(
    (set) => ({
      ...empty,
      prebooked: (prebook, selection) =>
        set({
          itineraryUuid: prebook.uuid,
          bookingReference: null,
          prebook,
          selection: {
            ...selection,
            roomTokens: prebook.hotel.RoomBookings.map((r) => r.RoomBookingToken),
          },
          extrasCommitted: false,
        }),
      markExtrasCommitted: () => set({ extrasCommitted: true }),
      resetExtras: () => set({ extrasCommitted: false }),
      setBooking: (itineraryUuid, bookingReference) =>
        set({ itineraryUuid, bookingReference: bookingReference ?? null }),
      clear: () => set(empty),
    }),
    { name: 'sunward-checkout', storage: createJSONStorage(() => sessionStorage) },
  ),
);
