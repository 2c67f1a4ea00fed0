// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { bookingAccessHeaders } from '../api/booking';
import {
  bookingGrantFor,
  clearExpiredGuest,
  guestReference,
  MAX_BOOKING_KEYS,
  useBookingAccess,
} from './booking-access';

const T0 = Date.parse('2026-11-25T10:00:00Z');
const grant = (minutes: number, from = T0) => ({
  token: 'g'.repeat(43),
  expires_at: new Date(from + minutes * 60_000).toISOString(),
});

afterEach(() => {
  useBookingAccess.setState({ keys: {}, pending: null, grant: null });
  localStorage.clear();
  sessionStorage.clear();
});

describe('guest booking (docs/spec/3-accounts-bookings-content.md §4, §9)', () => {
  it('lasts until the grant’s expiry from the server, whatever this browser’s clock counted', () => {
    // The server's clock decides: a grant it gives for longer than 30 minutes holds that long.
    useBookingAccess.getState().startGuest('SW123456', grant(45));
    expect(guestReference(T0 + 44 * 60_000)).toBe('SW123456');
    expect(guestReference(T0 + 45 * 60_000)).toBeNull();
  });

  it('opens the looked-up booking for the 30 minutes of its grant, then no more', () => {
    useBookingAccess.getState().startGuest('SW123456', grant(30));
    expect(guestReference(T0 + 29 * 60_000)).toBe('SW123456');
    expect(guestReference(T0 + 31 * 60_000)).toBeNull();
  });

  it('stops at the grant’s own expiry when the server gives less time', () => {
    useBookingAccess.getState().startGuest('SW123456', grant(10));
    expect(guestReference(T0 + 9 * 60_000)).toBe('SW123456');
    expect(guestReference(T0 + 11 * 60_000)).toBeNull();
  });

  it('sends the grant only for its own booking and only while it is valid', () => {
    useBookingAccess.getState().startGuest('SW123456', grant(1, Date.now()));
    expect(bookingAccessHeaders('SW123456')).toEqual({ 'x-booking-grant': 'g'.repeat(43) });
    expect(bookingAccessHeaders(' sw123456 ')).toEqual({ 'x-booking-grant': 'g'.repeat(43) });
    expect(bookingAccessHeaders('SW654321')).toEqual({});
    useBookingAccess.getState().startGuest('SW123456', grant(0, Date.now() - 1));
    expect(bookingAccessHeaders('SW123456')).toEqual({});
    expect(bookingGrantFor('SW123456')).toBeNull();
  });

  it('clears an expired guest booking and its grant', () => {
    useBookingAccess.getState().startGuest('SW123456', grant(30));
    clearExpiredGuest(T0 + 10 * 60_000);
    expect(useBookingAccess.getState().grant?.reference).toBe('SW123456');
    clearExpiredGuest(T0 + 31 * 60_000);
    expect(useBookingAccess.getState().grant).toBeNull();
  });
});

describe('booking keys', () => {
  it('keeps a key per booking, newest 20, and the pending payment’s key', () => {
    const access = useBookingAccess.getState();
    access.remember('SW000001', 'key-1');
    expect(access.keyFor('SW000001')).toBe('key-1');
    // A reference from an address is sent in its one spelling.
    expect(bookingAccessHeaders(' sw000001 ')).toEqual({ 'x-booking-key': 'key-1' });
    for (let i = 2; i <= MAX_BOOKING_KEYS + 1; i++)
      access.remember(`SW${String(i).padStart(6, '0')}`, `key-${String(i)}`);
    expect(Object.keys(useBookingAccess.getState().keys)).toHaveLength(MAX_BOOKING_KEYS);
    expect(access.keyFor('SW000001')).toBeNull();
    access.rememberPending('bank-key');
    expect(access.keyFor('SW000001')).toBe('bank-key');
    access.forget('SW000021');
    expect(useBookingAccess.getState().keys).not.toHaveProperty('SW000021');
  });

  it('keeps the keys in local storage and the guest booking in session storage (this tab only)', async () => {
    const access = useBookingAccess.getState();
    access.remember('SW123456', 'key-1');
    access.startGuest('SW654321', grant(30, Date.now()));
    expect(JSON.parse(localStorage.getItem('sunward-booking-access') ?? '{}')).toEqual({
      state: { keys: { SW123456: 'key-1' }, pending: null },
      version: 0,
    });
    expect(JSON.parse(sessionStorage.getItem('sunward-booking-grant') ?? '{}')).toMatchObject({
      state: { grant: { reference: 'SW654321', token: 'g'.repeat(43) } },
    });
    // A new page reads both back (emptying the store writes too: what was kept is put back).
    const kept = [
      localStorage.getItem('sunward-booking-access') ?? '',
      sessionStorage.getItem('sunward-booking-grant') ?? '',
    ] as const;
    useBookingAccess.setState({ keys: {}, pending: null, grant: null });
    localStorage.setItem('sunward-booking-access', kept[0]);
    sessionStorage.setItem('sunward-booking-grant', kept[1]);
    await useBookingAccess.persist.rehydrate();
    expect(useBookingAccess.getState().keys).toEqual({ SW123456: 'key-1' });
    expect(guestReference()).toBe('SW654321');
    // Another tab shares local storage but not session storage.
    sessionStorage.clear();
    await useBookingAccess.persist.rehydrate();
    expect(useBookingAccess.getState().keys).toEqual({ SW123456: 'key-1' });
    expect(guestReference()).toBeNull();
  });
});
