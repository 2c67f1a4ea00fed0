import { afterEach, describe, expect, it } from 'vitest';
import { useLookupAttempts } from '../store';
import { lookupLimitReached, recordLookupAttempt } from './lookup-attempts';

const T0 = Date.parse('2026-11-25T10:00:00Z');

afterEach(() => useLookupAttempts.setState({ lookupAttempts: [] }));

describe('guest lookups (docs/spec/3-accounts-bookings-content.md §9)', () => {
  it('counts five lookups within ten minutes, forgetting older ones', () => {
    for (let m = 0; m < 4; m++) recordLookupAttempt(T0 + m * 60_000);
    expect(lookupLimitReached(T0 + 5 * 60_000)).toBe(false);
    recordLookupAttempt(T0 + 5 * 60_000);
    expect(lookupLimitReached(T0 + 5 * 60_000)).toBe(true);
    expect(lookupLimitReached(T0 + 10 * 60_000 + 1)).toBe(false);
  });
});
