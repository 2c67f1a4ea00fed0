import { describe, expect, it } from 'vitest';
import { readRecentSearches, SNAPSHOTS_KEY } from './snapshots';

const now = Date.parse('2027-03-10T12:00:00Z');
const hoursAgo = (h: number) => new Date(now - h * 3_600_000).toISOString();
const storageWith = (value: unknown) => ({
  getItem: (key: string) =>
    key === SNAPSHOTS_KEY ? (typeof value === 'string' ? value : JSON.stringify(value)) : null,
});

describe('previous searches (spec 1 §2, §9)', () => {
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
