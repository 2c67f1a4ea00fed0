import type { BookingGrant } from '@sunward/contracts/bookings';
import { create } from 'zustand';
import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware';

/** How many bookings this browser keeps keys for (the newest win). */
export const MAX_BOOKING_KEYS = 20;

/** A guest lookup's grant: one booking, its token, and when the server stops honouring it. */
export interface HeldGrant {
  reference: string;
  token: string;
  /** ISO date-time the server gave (its clock decides); the grant is not sent after it. */
  expiresAt: string;
}

/**
 * What opens a booking to a browser that is not (or not only) its signed-in owner, in one store:
 * - the booking keys this browser holds (reference → key): the checkout's key, remembered when
 *   the booking is made and sent as `x-booking-key` on its reads and the claim; kept in local
 *   storage so the confirmation and its documents still open after the tab is closed;
 * - `pending`: the key of a payment still with the bank (3-D Secure), whose reference is only
 *   known when the bank sends the browser back to the payment confirmation;
 * - the guest booking (docs/spec/3-accounts-bookings-content.md §4 'Guest lookup'): the one
 *   booking a lookup found and the grant that opens it, sent as `x-booking-grant`, valid until the
 *   grant's `expires_at` from the server and kept in session storage (this tab only).
 * References are kept as the server spells them (parseBookingReference); whoever holds one from an
 * address parses it first (shared/api/booking.ts). This file loads with the shell on every route
 * (the route guard reads the guest booking), so it carries no booking contract.
 */
interface BookingAccessState {
  keys: Record<string, string>;
  pending: string | null;
  grant: HeldGrant | null;
  remember: (reference: string, key: string) => void;
  rememberPending: (key: string) => void;
  keyFor: (reference: string) => string | null;
  forget: (reference: string) => void;
  /** A lookup found this booking: the tab holds it and its grant until the grant expires. */
  startGuest: (reference: string, grant: BookingGrant) => void;
  /** Forgets the guest booking and its grant. */
  endGuest: () => void;
}

type Persisted = Pick<BookingAccessState, 'keys' | 'pending' | 'grant'>;

const OWNER_STORAGE = 'sunward-booking-access';
const GUEST_STORAGE = 'sunward-booking-grant';

function read<T>(storage: () => Storage, name: string): StorageValue<T> | null {
  try {
    const raw = storage().getItem(name);
    return raw === null ? null : (JSON.parse(raw) as StorageValue<T>);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, name: string, value: StorageValue<unknown>): void {
  try {
    storage().setItem(name, JSON.stringify(value));
  } catch {
    // Storage refused (full, or blocked): the access still holds for this page's life.
  }
}

/** The keys outlive the tab (local storage); the guest booking does not (session storage). */
const splitStorage: PersistStorage<Persisted> = {
  getItem: () => {
    const owner = read<Partial<Persisted>>(() => localStorage, OWNER_STORAGE)?.state;
    const guest = read<Partial<Persisted>>(() => sessionStorage, GUEST_STORAGE)?.state;
    return {
      state: {
        keys: owner?.keys ?? {},
        pending: owner?.pending ?? null,
        grant: guest?.grant ?? null,
      },
      version: 0,
    };
  },
  setItem: (_name, { state, version }) => {
    write(() => localStorage, OWNER_STORAGE, {
      state: { keys: state.keys, pending: state.pending },
      version,
    });
    write(() => sessionStorage, GUEST_STORAGE, { state: { grant: state.grant }, version });
  },
  removeItem: () => {
    for (const [storage, name] of [
      [() => localStorage, OWNER_STORAGE],
      [() => sessionStorage, GUEST_STORAGE],
    ] as const) {
      try {
        storage().removeItem(name);
      } catch {
        // Nothing kept to remove.
      }
    }
  },
};

export const useBookingAccess = create<BookingAccessState>()(
  persist(
    (set, get) => ({
      keys: {},
      pending: null,
      grant: null,
      rememberPending: (key) => set({ pending: key }),
      remember: (reference, key) =>
        set((s) => {
          const others = Object.entries(s.keys).filter(([r]) => r !== reference);
          const kept = others.slice(Math.max(0, others.length - (MAX_BOOKING_KEYS - 1)));
          return { keys: Object.fromEntries([...kept, [reference, key]]) };
        }),
      keyFor: (reference) => get().keys[reference] ?? get().pending,
      forget: (reference) =>
        set((s) => ({
          keys: Object.fromEntries(Object.entries(s.keys).filter(([r]) => r !== reference)),
        })),
      startGuest: (reference, grant) =>
        set({
          grant: {
            reference: reference,
            token: grant.token,
            expiresAt: grant.expires_at,
          },
        }),
      endGuest: () => set({ grant: null }),
    }),
    {
      name: OWNER_STORAGE,
      storage: splitStorage,
      partialize: (s) => ({ keys: s.keys, pending: s.pending, grant: s.grant }),
    },
  ),
);

/** The grant while the server's expiry is still ahead; null otherwise. */
function liveGrant(now: number): HeldGrant | null {
  const { grant } = useBookingAccess.getState();
  return grant && Date.parse(grant.expiresAt) > now ? grant : null;
}

/** The guest booking's reference while its grant is unexpired; null otherwise. */
export function guestReference(now = Date.now()): string | null {
  return liveGrant(now)?.reference ?? null;
}

/** The grant token for this booking while it has not expired; null otherwise. */
export function bookingGrantFor(reference: string, now = Date.now()): string | null {
  const grant = liveGrant(now);
  return grant?.reference === reference ? grant.token : null;
}

/** §4: a guest booking is cleared once its grant has expired. */
export function clearExpiredGuest(now = Date.now()): void {
  if (useBookingAccess.getState().grant && liveGrant(now) === null)
    useBookingAccess.getState().endGuest();
}
