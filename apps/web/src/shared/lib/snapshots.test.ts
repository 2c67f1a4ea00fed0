import { describe, expect, it } from 'vitest';
import { readRecentSearches, saveSnapshot, snapshotOf, SNAPSHOTS_KEY } from './snapshots';

const now = Date.parse('2027-03-10T12:00:00Z');
const hoursAgo = (h: number) => new Date(now - h * 3_600_000).toISOString();
const storageWith = (value: unknown) => ({
  getItem: (key: string) =>
    key === SNAPSHOTS_KEY ? (typeof value === 'string' ? value : JSON.stringify(value)) : null,
});

describe('previous searches (docs/spec/1-shell-search-package.md §2, §9)', () => {
  it('keeps snapshots under 2 days old, newest first, at most 3', () => {
    const list = [
      { id: 'a', createdAt: hoursAgo(30), summary: 'A' },
      { id: 'b', createdAt: hoursAgo(1), summary: 'B', searchParams: { dest: 10, nights: 7 } },
      { id: 'old', createdAt: hoursAgo(48), summary: 'Too old' },
      { id: 'c', createdAt: hoursAgo(5), summary: 'C', searchParams: '?dest=13' },
      { id: 'd', createdAt: hoursAgo(10), summary: 'D' },
    ];
    const recent = readRecentSearches(storageWith(list), now);
    expect(recent.map((s) => s.id)).toEqual(['b', 'c', 'd']);
    expect(recent.map((s) => s.query)).toEqual(['dest=10&nights=7', 'dest=13', null]);
  });

  it('reads a persisted store shape too', () => {
    const stored = { state: { snapshots: [{ id: 'x', createdAt: hoursAgo(2), summary: 'X' }] } };
    expect(readRecentSearches(storageWith(stored), now).map((s) => s.id)).toEqual(['x']);
  });

  it('ignores missing, malformed and partial data', () => {
    expect(readRecentSearches({ getItem: () => null }, now)).toEqual([]);
    expect(readRecentSearches(storageWith('{not json'), now)).toEqual([]);
    expect(readRecentSearches(storageWith({ nope: true }), now)).toEqual([]);
    expect(
      readRecentSearches(
        storageWith([
          null,
          3,
          { id: 'no-date', summary: 'S' },
          { id: 'bad', createdAt: 'x', summary: 'S' },
        ]),
        now,
      ),
    ).toEqual([]);
  });
});

describe('saving snapshots (docs/spec/1-shell-search-package.md §4)', () => {
  const memory = () => {
    const data = new Map<string, string>();
    return {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
    } as unknown as Storage;
  };
  const criteria = {
    searchType: 'package' as const,
    destination: { id: 10, name: 'Majorca' },
    departureAirports: ['LGW', 'MAN'],
    startDate: '2027-01-20',
    endDate: '2027-01-27',
    nights: 7,
    dateFlexibility: false,
    rooms: [{ adults: 2, children: 0, infants: 0, childAges: [] }],
    hotelId: null,
    featuredPropertyId: null,
  };

  it('keeps the newest first, one per itinerary, at most 3, with the hotel being viewed', () => {
    const storage = memory();
    const at = (minutes: number) => new Date(now - minutes * 60_000);
    saveSnapshot(snapshotOf(criteria, 'u1', null, at(40)), storage);
    saveSnapshot(snapshotOf(criteria, 'u2', null, at(30)), storage);
    saveSnapshot(
      snapshotOf(
        criteria,
        'u1',
        { hotelId: 7, hotelName: 'Sol', flightId: 'F1', roomId: 'R1' },
        at(20),
      ),
      storage,
    );
    saveSnapshot(snapshotOf(criteria, 'u3', null, at(10)), storage);
    saveSnapshot(snapshotOf(criteria, 'u4', null, at(5)), storage);
    const recent = readRecentSearches(storage, now);
    expect(recent).toHaveLength(3);
    expect(recent.map((s) => s.id.split('-')[0])).toEqual(['u4', 'u3', 'u1']);
    expect(recent[2].viewing).toEqual({ hotelId: 7, flightId: 'F1', roomId: 'R1' });
    expect(recent[2].summary).toBe('LGW, MAN to Majorca, 20 Jan – 27 Jan 2027');
    expect(new URLSearchParams(recent[2].query ?? '').get('dest')).toBe('10');
  });
});
