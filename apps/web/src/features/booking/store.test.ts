import { GUEST_GRANT_MINUTES, LOOKUP_LIMIT } from '@sunward/contracts/bookings';
import { afterEach, describe, expect, it } from 'vitest';
import { bookingAccessHeaders } from '../../shared/api/booking';
import { useBookingGrant } from '../../shared/stores/booking-grant';
import {
  clearExpiredGuestBooking,
  GUEST_SESSION_MS,
  LOOKUP_WINDOW_MS,
  lookupLimitReached,
  MAX_LOOKUPS,
  useGuestBooking,
  validGuestReference,
} from './store';

const T0 = Date.parse('2026-11-25T10:00:00Z');
const grant = (minutes: number) => ({
  token: 'g'.repeat(43),
  expires_at: new Date(T0 + minutes * 60_000).toISOString(),
});

afterEach(() => {
  useGuestBooking.getState().clear();
  useGuestBooking.setState({ lookupAttempts: [] });
});

describe('guest booking (docs/spec/3-accounts-bookings-content.md §4, §9)', () => {
  it('keeps the limits of the contracts', () => {
    expect(GUEST_SESSION_MS).toBe(GUEST_GRANT_MINUTES * 60_000);
    expect(MAX_LOOKUPS).toBe(LOOKUP_LIMIT.max);
    expect(LOOKUP_WINDOW_MS).toBe(LOOKUP_LIMIT.windowMinutes * 60_000);
  });

  it('opens the looked-up booking for 30 minutes, then no more', () => {
    useGuestBooking.getState().start('sw123456', grant(30), T0);
    expect(validGuestReference(T0 + 29 * 60_000)).toBe('SW123456');
    expect(validGuestReference(T0 + 31 * 60_000)).toBeNull();
  });

  it('stops at the grant’s own expiry when the server gives less time', () => {
    useGuestBooking.getState().start('SW123456', grant(10), T0);
    expect(validGuestReference(T0 + 9 * 60_000)).toBe('SW123456');
    expect(validGuestReference(T0 + 11 * 60_000)).toBeNull();
  });

  it('sends the grant only for its own booking and only while it is valid', () => {
    useGuestBooking
      .getState()
      .start('SW123456', { token: 'tok', expires_at: new Date(Date.now() + 60_000).toISOString() });
    expect(bookingAccessHeaders('SW123456')).toEqual({ 'x-booking-grant': 'tok' });
    expect(bookingAccessHeaders('SW654321')).toEqual({});
    useBookingGrant.setState({
      grant: {
        reference: 'SW123456',
        token: 'tok',
        expiresAt: new Date(Date.now() - 1).toISOString(),
      },
    });
    expect(bookingAccessHeaders('SW123456')).toEqual({});
  });

  it('clears an expired guest booking and its grant', () => {
    useGuestBooking.getState().start('SW123456', grant(30), T0);
    clearExpiredGuestBooking(T0 + 10 * 60_000);
    expect(useGuestBooking.getState().reference).toBe('SW123456');
    clearExpiredGuestBooking(T0 + 31 * 60_000);
    expect(useGuestBooking.getState().reference).toBeNull();
    expect(useBookingGrant.getState().grant).toBeNull();
  });

  it('counts five lookups within ten minutes, forgetting older ones', () => {
    const { recordAttempt } = useGuestBooking.getState();
    for (let m = 0; m < 4; m++) recordAttempt(T0 + m * 60_000);
    expect(lookupLimitReached(T0 + 5 * 60_000)).toBe(false);
    recordAttempt(T0 + 5 * 60_000);
    expect(lookupLimitReached(T0 + 5 * 60_000)).toBe(true);
    expect(lookupLimitReached(T0 + 10 * 60_000 + 1)).toBe(false);
  });
});
