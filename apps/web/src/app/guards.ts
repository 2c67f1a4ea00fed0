import { parseBookingReference } from '@sunward/contracts/booking-reference';
import type { AppRoute } from './routes';

export interface GuardState {
  signedIn: boolean;
  /** The customer just signed out: protected pages go to Login without a way back. */
  sessionEndedByUser: boolean;
  /** Reference of a valid (unexpired) guest booking lookup, in its one spelling, if any. */
  guestBookingReference: string | null;
  /** A booking is in progress in checkout. */
  hasBookingInProgress: boolean;
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
    const reference = parseBookingReference(params.reference ?? '');
    if (reference === null || state.guestBookingReference !== reference)
      return `/manage-booking?redirect=${here}`;
  }
  if (route.explainsMissingParam) {
    const value = new URLSearchParams(location.search).get(route.explainsMissingParam);
    if (!value?.trim()) return null;
  }
  if (route.requiresBooking && !state.hasBookingInProgress) return '/';
  return null;
}
