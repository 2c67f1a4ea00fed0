import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export interface HeldGrant {
  reference: string;
  token: string;
  /** ISO date-time the server gave; the grant is not sent after it. */
  expiresAt: string;
}

/**
 * The grant a successful guest lookup returns (docs/spec/3-accounts-bookings-content.md §4 'Guest
 * lookup': one booking, 30 minutes, session storage). It is sent as `x-booking-grant` on that
 * booking's reads and document downloads (shared/api/booking.ts); the guest booking itself is
 * features/booking/store.ts, which writes and clears this.
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
