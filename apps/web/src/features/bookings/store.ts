import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * docs/spec/3-accounts-bookings-content.md §4 'Guest lookup' and §9: one looked-up booking, kept
 * in session storage for 30 minutes (GUEST_GRANT_MINUTES in packages/contracts/src/bookings.ts).
 * This file loads with the shell on every route (the guard reads it), so it holds the state and
 * the guard's check only; lib/guest-session.ts starts, clears and counts lookups.
 */
export const GUEST_SESSION_MS = 30 * 60_000;

export interface GuestBookingState {
  reference: string | null;
  sessionStartTime: number | null;
  /** When the server's grant for it stops working (epoch ms); its token is in shared/stores/booking-access.ts. */
  grantExpiresAt: number | null;
  /** When each lookup of this tab was sent (epoch ms). */
  lookupAttempts: number[];
}

export const useGuestBooking = create<GuestBookingState>()(
  persist(
    (): GuestBookingState => ({
      reference: null,
      sessionStartTime: null,
      grantExpiresAt: null,
      lookupAttempts: [],
    }),
    { name: 'sunward-guest-booking', storage: createJSONStorage(() => sessionStorage) },
  ),
);

/**
 * The guest booking reference while its 30-minute session and its grant are both unexpired;
 * null otherwise.
 */
export function validGuestReference(now = Date.now()): string | null {
  const { reference, sessionStartTime, grantExpiresAt } = useGuestBooking.getState();
  if (!reference || sessionStartTime === null || grantExpiresAt === null) return null;
  return now - sessionStartTime > GUEST_SESSION_MS || now >= grantExpiresAt ? null : reference;
}
