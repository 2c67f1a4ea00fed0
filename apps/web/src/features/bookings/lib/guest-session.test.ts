import { GUEST_GRANT_MINUTES } from '@sunward/contracts/bookings';
import { afterEach, describe, expect, it } from 'vitest';
import { bookingAccessHeaders } from '../../../shared/api/booking';
import { useBookingGrant } from '../../../shared/stores/booking-access';
import { GUEST_SESSION_MS, useGuestBooking, validGuestReference } from '../store';
import {
  clearExpiredGuestBooking,
  clearGuestBooking,
  lookupLimitReached,
  recordLookupAttempt,
  startGuestBooking,
} from './guest-session';

const T0 = Date.parse('2026-11-25T10:00:00Z');
const grant = (minutes: number, from = T0) => ({
  token: 'g'.repeat(43),
  expires_at: new Date(from + minutes * 60_000).toISOString(),
});

afterEach(() => {
  clearGuestBooking();
  useGuestBooking.setState({ lookupAttempts: [] });
});

describe('guest booking (docs/spec/3-accounts-bookings-content.md §4, §9)', () => {
  it('lasts as long as the grant the contracts give', () => {
    expect(GUEST_SESSION_MS).toBe(GUEST_GRANT_MINUTES * 60_000);
  });

  it('opens the looked-up booking for 30 minutes, then no more', () => {
    startGuestBooking('sw123456', grant(30), T0);
    expect(validGuestReference(T0 + 29 * 60_000)).toBe('SW123456');
    expect(validGuestReference(T0 + 31 * 60_000)).toBeNull();
  });

  it('stops at the grant’s own expiry when the server gives less time', () => {
    startGuestBooking('SW123456', grant(10), T0);
    expect(validGuestReference(T0 + 9 * 60_000)).toBe('SW123456');
    expect(validGuestReference(T0 + 11 * 60_000)).toBeNull();
  });

  it('sends the grant only for its own booking and only while it is valid', () => {
    startGuestBooking('SW123456', grant(1, Date.now()));
    expect(bookingAccessHeaders('SW123456')).toEqual({ 'x-booking-grant': 'g'.repeat(43) });
    expect(bookingAccessHeaders('SW654321')).toEqual({});
    useBookingGrant.setState({
      grant: {
        reference: 'SW123456',
        token: 'g'.repeat(43),
        expiresAt: new Date(Date.now() - 1).toISOString(),
      },
    });
    expect(bookingAccessHeaders('SW123456')).toEqual({});
  });

  it('clears an expired guest booking and its grant', () => {
    startGuestBooking('SW123456', grant(30), T0);
    clearExpiredGuestBooking(T0 + 10 * 60_000);
    expect(useGuestBooking.getState().reference).toBe('SW123456');
    clearExpiredGuestBooking(T0 + 31 * 60_000);
    expect(useGuestBooking.getState().reference).toBeNull();
    expect(useBookingGrant.getState().grant).toBeNull();
  });

  it('counts five lookups within ten minutes, forgetting older ones', () => {
    for (let m = 0; m < 4; m++) recordLookupAttempt(T0 + m * 60_000);
    expect(lookupLimitReached(T0 + 5 * 60_000)).toBe(false);
    recordLookupAttempt(T0 + 5 * 60_000);
    expect(lookupLimitReached(T0 + 5 * 60_000)).toBe(true);
    expect(lookupLimitReached(T0 + 10 * 60_000 + 1)).toBe(false);
  });
});
