import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** docs/spec/1-shell-search-package.md §4 / docs/spec/2-checkout-payment.md: the 30-minute checkout timer started by prebook. */
export const CHECKOUT_MINUTES = 30;
export const TIMER_KEY = 'sunward-checkout-timer';

interface TimerState {
  /** Epoch ms when the hold ends; null when no checkout is running. */
  expiresAt: number | null;
  start: (expiresAt?: number) => void;
  stop: () => void;
}

/** Kept in local storage, so a reload or a second tab sees the same deadline. */
export const useCheckoutTimer = create<TimerState>()(
  persist(
    (set) => ({
      expiresAt: null,
      start: (expiresAt = Date.now() + CHECKOUT_MINUTES * 60_000) => set({ expiresAt }),
      stop: () => set({ expiresAt: null }),
    }),
    {
      name: TIMER_KEY,
      storage: createJSONStorage(() => localStorage),
      // Restored on load only while it has not expired.
      merge: (persisted, current) => {
        const at = (persisted as Partial<TimerState> | undefined)?.expiresAt ?? null;
        return { ...current, expiresAt: at !== null && at > Date.now() ? at : null };
      },
    },
  ),
);

// Another tab started, restarted or stopped the timer: take its state.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === TIMER_KEY) void useCheckoutTimer.persist.rehydrate();
  });
}
