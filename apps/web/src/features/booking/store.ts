import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** docs/spec/3-accounts-bookings-content.md §4 'Guest lookup': one looked-up booking, kept in session storage for 30 minutes. */
export const GUEST_SESSION_MS = 30 * 60_000;

interface GuestBookingState {
  reference: string | null;
  sessionStartTime: number | null;
  lookupAttempts: number[];
  start: (reference: string, now?: number) => void;
  clear: () => void;
}

export const useGuestBooking = create<GuestBookingState>()(
  persist(
    (set) => ({
      reference: null,
      sessionStartTime: null,
      lookupAttempts: [],
      start: (reference, now = Date.now()) =>
        set({ reference: reference.toUpperCase(), sessionStartTime: now }),
      clear: () => set({ reference: null, sessionStartTime: null }),
    }),
    { name: 'sunward-guest-booking', storage: createJSONStorage(() => sessionStorage) },
  ),
);

/** The guest booking reference while its 30-minute session is valid; null once it has expired. */
export function validGuestReference(now = Date.now()): string | null {
  const { reference, sessionStartTime } = useGuestBooking.getState();
  if (!reference || sessionStartTime === null) return null;
  return now - sessionStartTime > GUEST_SESSION_MS ? null : reference;
}
