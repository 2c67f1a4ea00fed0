import { describe, expect, it } from 'vitest';
import { defaultCriteria } from '../../../shared/lib/search-criteria';
import { parseSharedPackage, sharedPackageQuery } from './share-link';

const now = new Date('2026-11-21T10:00:00Z');

describe('shared holiday links', () => {
  const criteria = {
    ...defaultCriteria(now),
    destination: { id: 10, name: 'Majorca' },
    departureAirports: ['LGW', 'MAN'],
    startDate: '2027-01-20',
    endDate: '2027-01-27',
    nights: 7,
    dateFlexibility: true,
    rooms: [
      { adults: 2, children: 1, infants: 0, childAges: [8] },
      { adults: 1, children: 0, infants: 1, childAges: [] },
    ],
  };

  it('round-trips the hotel, dates, party, airports, room and flight', () => {
    const q = sharedPackageQuery(criteria, 101125, '101125-1-BB-R', 'F1');
    const parsed = parseSharedPackage(q, now);
    expect(parsed).toEqual({
      criteria: { ...criteria, hotelId: null },
      hotelId: 101125,
      roomToken: '101125-1-BB-R',
      flightId: 'F1',
    });
  });

  it('names what is missing', () => {
    const q = sharedPackageQuery(criteria, 5, null, null);
    const without = (key: string) => {
      const copy = new URLSearchParams(q);
      copy.delete(key);
      return parseSharedPackage(copy, now);
    };
    expect(without('hotelId')).toEqual({ error: 'Missing hotel ID' });
    expect(without('startDate')).toEqual({ error: 'Missing travel dates' });
    expect(without('rooms')).toEqual({ error: 'Missing room configuration' });
  });

  it('falls back to 2 adults, 7 nights and hotel-only as the spec says', () => {
    const parsed = parseSharedPackage(
      new URLSearchParams({
        hotelId: '7',
        startDate: '2027-01-20',
        rooms: '{not json',
        nights: 'many',
        flexible: 'yes',
      }),
      now,
    );
    if ('error' in parsed) throw new Error(parsed.error);
    expect(parsed.criteria.rooms).toEqual([{ adults: 2, children: 0, infants: 0, childAges: [] }]);
    expect(parsed.criteria.nights).toBe(7);
    expect(parsed.criteria.dateFlexibility).toBe(false);
    expect(parsed.criteria.searchType).toBe('hotel');
    // No destination: the search is for the hotel itself.
    expect(parsed.criteria.hotelId).toBe(7);
  });
});
