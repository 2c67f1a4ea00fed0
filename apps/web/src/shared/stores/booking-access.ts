import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** How many bookings this browser keeps keys for (the newest win). */
export const MAX_BOOKING_KEYS = 20;

/**
 * The booking keys this browser holds: reference → key. A guest proves it owns a booking by
 * sending its key as `x-booking-key` (BOOKING_KEY_HEADER) on booking reads and the claim; the
 * checkout remembers the key when the booking is made. Kept in local storage so the confirmation
 * and its documents still open after the tab is closed.
 */
interface BookingAccessState {
  keys: Record<string, string>;
  /**
   * The key of a payment still with the bank (3-D Secure): its reference is only known when the
   * bank sends the browser back, to the payment confirmation.
   */
  pending: string | null;
  remember: (reference: string, key: string) => void;
  rememberPending: (key: string) => void;
  keyFor: (reference: string) => string | null;
  forget: (reference: string) => void;
}

const normalise = (reference: string) => reference.trim().toUpperCase();

export const useBookingAccess = create<BookingAccessState>()(
  persist(
    (set, get) => ({
      keys: {},
      pending: null,
      rememberPending: (key) => set({ pending: key }),
      remember: (reference, key) =>
        set((s) => {
          const ref = normalise(reference);
          const others = Object.entries(s.keys).filter(([r]) => r !== ref);
          const kept = others.slice(Math.max(0, others.length - (MAX_BOOKING_KEYS - 1)));
          return { keys: Object.fromEntries([...kept, [ref, key]]) };
        }),
      keyFor: (reference) => get().keys[normalise(reference)] ?? get().pending,
      forget: (reference) =>
        set((s) => ({
          keys: Object.fromEntries(
            Object.entries(s.keys).filter(([r]) => r !== normalise(reference)),
          ),
        })),
    }),
    {
      name: 'sunward-booking-access',
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ keys: s.keys, pending: s.pending }),
    },
  ),
);

export interface HeldGrant {
  reference: string;
  token: string;
  /** ISO date-time the server gave; the grant is not sent after it. */
  expiresAt: string;
}

/**
 * The grant a successful guest lookup returns (docs/spec/3-accounts-bookings-content.md §4 'Guest
 * lookup': one booking, 30 minutes, session storage). It is sent as `x-booking-grant` on that
 * booking's reads and document downloads (shared/api/booking.ts); the guest lookup
 * (features/booking/lib/guest-session.ts) keeps and drops it with its guest booking.
 */
interface BookingGrantState {
  grant: HeldGrant | null;
  keep: (grant: HeldGrant) => void;
  drop: () => void;
}

export const useBookingGrant = create<BookingGrantState>()(
  persist(
    (set) => ({
      grant: null,
      keep: (grant) => set({ grant: { ...grant, reference: grant.reference.toUpperCase() } }),
      drop: () => set({ grant: null }),
    }),
    {
      name: 'sunward-booking-grant',
      storage: createJSONStorage(() => sessionStorage),
      partialize: (s) => ({ grant: s.grant }),
    },
  ),
);

/** The grant token for this booking while it has not expired; null otherwise. */
export function bookingGrantFor(reference: string, now = Date.now()): string | null {
  const grant = useBookingGrant.getState().grant;
  if (!grant || grant.reference !== reference.trim().toUpperCase()) return null;
  return Date.parse(grant.expiresAt) > now ? grant.token : null;
}
