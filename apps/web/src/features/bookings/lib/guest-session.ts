import { LOOKUP_LIMIT, type BookingGrant } from '@sunward/contracts/bookings';
import { useBookingGrant } from '../../../shared/stores/booking-access';
import { useGuestBooking, validGuestReference } from '../store';

const LOOKUP_WINDOW_MS = LOOKUP_LIMIT.windowMinutes * 60_000;

/** A lookup succeeded: this tab holds that booking and its grant from now (§4 'Guest lookup'). */
export function startGuestBooking(reference: string, grant: BookingGrant, now = Date.now()): void {
  const ref = reference.trim().toUpperCase();
  useBookingGrant
    .getState()
    .keep({ reference: ref, token: grant.token, expiresAt: grant.expires_at });
  useGuestBooking.setState({
    reference: ref,
    sessionStartTime: now,
    grantExpiresAt: Date.parse(grant.expires_at),
  });
}

/** Forgets the guest booking and its grant. */
export function clearGuestBooking(): void {
  useBookingGrant.getState().drop();
  useGuestBooking.setState({ reference: null, sessionStartTime: null, grantExpiresAt: null });
}

/** §4: the guest booking is cleared once expired. */
export function clearExpiredGuestBooking(now = Date.now()): void {
  if (useGuestBooking.getState().reference && validGuestReference(now) === null)
    clearGuestBooking();
}

/** Notes a lookup sent now, forgetting those older than the window. */
export function recordLookupAttempt(now = Date.now()): void {
  useGuestBooking.setState((s) => ({
    lookupAttempts: [...s.lookupAttempts.filter((t) => now - t < LOOKUP_WINDOW_MS), now],
  }));
}

/** §9: 5 lookups per 10 minutes; true once this tab has sent them all within the window. */
export function lookupLimitReached(now = Date.now()): boolean {
  const recent = useGuestBooking
    .getState()
    .lookupAttempts.filter((t) => now - t < LOOKUP_WINDOW_MS);
  return recent.length >= LOOKUP_LIMIT.max;
}
