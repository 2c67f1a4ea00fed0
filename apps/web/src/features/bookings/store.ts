import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * docs/spec/3-accounts-bookings-content.md §3 'Guest lookup form' and §9: when each lookup of this
 * tab was sent (epoch ms), kept in session storage, so the sixth within 10 minutes is refused here
 * before the server refuses it. The booking a lookup opens is kept with the other booking access
 * (shared/stores/booking-access.ts).
 */
export interface LookupAttemptsState {
  lookupAttempts: number[];
}

export const useLookupAttempts = create<LookupAttemptsState>()(
  persist((): LookupAttemptsState => ({ lookupAttempts: [] }), {
    name: 'sunward-guest-lookups',
    storage: createJSONStorage(() => sessionStorage),
  }),
);
