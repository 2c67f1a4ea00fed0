import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { bookingGrantFor, useBookingGrant } from '../../shared/stores/booking-grant';

/**
 * docs/spec/3-accounts-bookings-content.md §4 'Guest lookup' and §9: one looked-up booking, kept
 * in session storage for 30 minutes (GUEST_GRANT_MINUTES in packages/contracts/src/bookings.ts,
 * the life of the server's grant); lookups limited to 5 per 10 minutes (LOOKUP_LIMIT there).
 * Plain numbers here: this file loads with the shell on every route, the contracts module would
 * bring its schemas along.
 */
export const GUEST_SESSION_MS = 30 * 60_000;
export const LOOKUP_WINDOW_MS = 10 * 60_000;
export const MAX_LOOKUPS = 5;

interface GuestBookingState {
  reference: string | null;
  sessionStartTime: number | null;
  /** When each lookup of this tab was sent (the last LOOKUP_WINDOW_MS are kept). */
  lookupAttempts: number[];
  /** A lookup succeeded: this booking, opened with its grant, from now. */
  start: (reference: string, grant: { token: string; expires_at: string }, now?: number) => void;
  recordAttempt: (now?: number) => void;
  clear: () => void;
}

export const useGuestBooking = create<GuestBookingState>()(
  persist(
    (set) => ({
      reference: null,
      sessionStartTime: null,
      lookupAttempts: [],
      start: (reference, grant, now = Date.now()) => {
        const ref = reference.trim().toUpperCase();
        useBookingGrant
          .getState()
          .keep({ reference: ref, token: grant.token, expiresAt: grant.expires_at });
        set({ reference: ref, sessionStartTime: now });
      },
      recordAttempt: (now = Date.now()) =>
        set((s) => ({
          lookupAttempts: [...s.lookupAttempts.filter((t) => now - t < LOOKUP_WINDOW_MS), now],
        })),
      clear: () => {
        useBookingGrant.getState().drop();
        set({ reference: null, sessionStartTime: null });
      },
    }),
    { name: 'sunward-guest-booking', storage: createJSONStorage(() => sessionStorage) },
  ),
);

/**
 * The guest booking reference while its 30-minute session and its grant are both valid; null
 * once either has expired.
 */
export function validGuestReference(now = Date.now()): string | null {
  const { reference, sessionStartTime } = useGuestBooking.getState();
  if (!reference || sessionStartTime === null) return null;
  if (now - sessionStartTime > GUEST_SESSION_MS) return null;
  return bookingGrantFor(reference, now) ? reference : null;
}

/** Clears a guest booking whose session or grant has expired. */
export function clearExpiredGuestBooking(now = Date.now()): void {
  const { reference, clear } = useGuestBooking.getState();
  if (reference && validGuestReference(now) === null) clear();
}

/** True once this tab has sent MAX_LOOKUPS lookups within the last LOOKUP_WINDOW_MS. */
export function lookupLimitReached(now = Date.now()): boolean {
  const recent = useGuestBooking
    .getState()
    .lookupAttempts.filter((t) => now - t < LOOKUP_WINDOW_MS);
  return recent.length >= MAX_LOOKUPS;
}
