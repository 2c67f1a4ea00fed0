import type { AppRoute } from './routes';

type ReferenceParser = (input: string) => string | null;
let parser: Promise<ReferenceParser> | null = null;

/**
 * The contracts' booking-reference parser, loaded the first time a route needs booking access
 * (AppRouter preloads it with such a route's screen): the shell's first JavaScript carries no
 * booking contract. Once loaded, the promise says so (status, value), so React's use() reads it
 * without suspending.
 */
export function referenceParser(): Promise<ReferenceParser> {
  if (!parser) {
    const loading = import('@sunward/contracts/bookings').then((m) => m.parseBookingReference);
    void loading.then((value) => Object.assign(loading, { status: 'fulfilled', value }));
    parser = loading;
  }
  return parser;
}

export interface GuardState {
  signedIn: boolean;
  /** The customer just signed out: protected pages go to Login without a way back. */
  sessionEndedByUser: boolean;
  /** Reference of a valid (unexpired) guest booking lookup, in its one spelling, if any. */
  guestBookingReference: string | null;
  /** A booking is in progress in checkout. */
  hasBookingInProgress: boolean;
  /** Reads the reference an address names (referenceParser), where the route needs booking access. */
  parseReference?: ReferenceParser;
}

/** docs/spec/3-accounts-bookings-content.md §4 'Navigation guard' as a pure decision: where to send the visitor, or null to stay. */
export function guardRedirect(
  route: AppRoute,
  location: { pathname: string; search: string },
  params: Record<string, string | undefined>,
  state: GuardState,
): string | null {
  const here = encodeURIComponent(location.pathname + location.search);
  if (route.requiresAuth && !state.signedIn) {
    return state.sessionEndedByUser ? '/login' : `/login?redirect=${here}`;
  }
  if (route.requiresBookingAccess && !state.signedIn) {
    const reference = state.parseReference?.(params.reference ?? '') ?? null;
    if (reference === null || state.guestBookingReference !== reference)
      return `/manage-booking?redirect=${here}`;
  }
  if (route.requiresBooking && !state.hasBookingInProgress) return '/';
  return null;
}
