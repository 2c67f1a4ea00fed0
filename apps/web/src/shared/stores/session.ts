import type { User } from '@sunward/contracts/auth';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** docs/spec/1-shell-search-package.md §4 'Session': the bearer token lives in browser storage; the user is re-fetched. */
interface SessionState {
  token: string | null;
  user: User | null;
  /** The customer signed out themselves (as opposed to an expired or revoked session). */
  endedByUser: boolean;
  signIn: (token: string, user: User) => void;
  setUser: (user: User) => void;
  logout: (options?: { byUser?: boolean }) => void;
}

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      token: null,
      user: null,
      endedByUser: false,
      signIn: (token, user) => set({ token, user, endedByUser: false }),
      setUser: (user) => set({ user }),
      logout: (options = {}) =>
        set({ token: null, user: null, endedByUser: options.byUser ?? false }),
    }),
    {
      name: 'sunward-session',
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ token: state.token, user: state.user }),
    },
  ),
);
