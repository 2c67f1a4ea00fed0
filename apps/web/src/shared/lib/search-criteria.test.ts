import { RESULTS_PAGE_SIZE, searchRequest } from '@sunward/contracts/search';
import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import {
  defaultCriteria,
  fromQuery,
  searchMessages,
  setChildren,
  toQuery,
  toSearchRequest,
  validate,
  withNights,
  withStartDate,
  type SearchCriteria,
} from './search-criteria';
import { defaultView, emptyFilters, firstPageQuery } from '../stores/search';

const now = new Date('2026-11-20T15:00:00');

const ready = (patch: Partial<SearchCriteria> = {}): SearchCriteria => ({
  ...defaultCriteria(now),
  destination: { id: 10, name: 'Majorca' },
  departureAirports: ['LGW'],
  ...patch,
});

describe('search criteria (docs/spec/1-shell-search-package.md §3-§5)', () => {
  it('defaults to one adult, package, 7 nights from tomorrow', () => {
    const c = defaultCriteria(now);
    expect(c).toMatchObject({
      searchType: 'package',
      nights: 7,
      startDate: '2026-11-21',
      endDate: '2026-11-28',
    });
    expect(c.rooms).toEqual([{ adults: 1, children: 0, infants: 0, childAges: [] }]);
  });

  it('moves a start date before tomorrow to tomorrow and keeps the end in step', () => {
    expect(withStartDate(ready(), '2026-11-01', now)).toMatchObject({
      startDate: '2026-11-21',
      endDate: '2026-11-28',
    });
    expect(withStartDate(ready({ nights: 10 }), '2027-06-01', now)).toMatchObject({
      endDate: '2027-06-11',
    });
  });

  it('changing nights moves the end date, within 1-28', () => {
    expect(withNights(ready(), 14).endDate).toBe('2026-12-05');
    expect(withNights(ready(), 0).nights).toBe(1);
    expect(withNights(ready(), 40).nights).toBe(28);
  });

  it('checks the rules in order with the spec messages', () => {
    const child = setChildren(ready().rooms[0], 1);
    expect(validate(ready({ rooms: [child] }))).toBe(searchMessages.childAge);
    expect(validate(ready({ destination: null }))).toBe('Please select a destination.');
    expect(validate(ready({ departureAirports: [] }))).toBe(
      'Please select at least one departure airport.',
    );
    expect(validate(ready({ departureAirports: [], searchType: 'hotel' }))).toBeNull();
    expect(validate(ready({ startDate: '' }))).toBe('Please select your departure date.');
    expect(validate(ready())).toBeNull();
  });

  it('builds the wire request with totals and no airports for hotel-only', () => {
    const room = { ...setChildren(ready().rooms[0], 1), childAges: [8], infants: 1 };
    const req = toSearchRequest(
      ready({ rooms: [room, { adults: 2, children: 0, infants: 0, childAges: [] }] }),
      firstPageQuery(),
    );
    expect(req).toMatchObject({
      type: 'package',
      num_adults: 3,
      num_children: 1,
      num_infants: 1,
      child_ages: [8],
      destination_regions: [10],
    });
    expect(toSearchRequest(ready({ searchType: 'hotel' }), firstPageQuery())).toMatchObject({
      type: 'hotelonly',
      departure_airports: [],
    });
  });

  it("asks for the first page of the view's results, filtered and sorted on the server", () => {
    const view = {
      ...defaultView(),
      filters: { ...emptyFilters(), ratings: [5], regions: ['Palma'] },
      sortBy: 'priceLowHigh' as const,
      hotelNameSearch: '  Sol ',
    };
    const req = toSearchRequest(ready(), firstPageQuery(view));
    expect(req.results).toEqual({
      filters: { ...emptyFilters(), ratings: [5], regions: ['Palma'] },
      sort: 'priceLowHigh',
      hotel_name: 'Sol',
      offset: 0,
      limit: RESULTS_PAGE_SIZE,
      pins: false,
    });
    // What the server validates it with.
    expect(safeParse(searchRequest, req).success).toBe(true);
    expect(toSearchRequest(ready(), firstPageQuery()).results).toMatchObject({
      filters: emptyFilters(),
      sort: 'bestValue',
      hotel_name: '',
      offset: 0,
      limit: 10,
    });
  });

  it('round-trips through the results link, falling back on unreadable parts', () => {
    const c = ready({ dateFlexibility: true, nights: 10, endDate: '2026-12-01' });
    const back = fromQuery(toQuery(withNights(c, 10)), now);
    expect(back).toMatchObject({
      destination: { id: 10, name: 'Majorca' },
      departureAirports: ['LGW'],
      nights: 10,
      dateFlexibility: true,
    });
    const broken = fromQuery(
      new URLSearchParams('dest=10&rooms=not-json&nights=abc&start=2027-01-05'),
      now,
    );
    expect(broken.rooms).toEqual([{ adults: 2, children: 0, infants: 0, childAges: [] }]);
    expect(broken.nights).toBe(7);
    expect(broken.searchType).toBe('hotel');
    expect(broken.hotelId).toBeNull();
  });

  it('keeps a one-hotel search (a deal’s) in its link: the hotel, featured, not its whole region', () => {
    const deal = ready({ hotelId: 42, featuredPropertyId: 42 });
    const q = toQuery(deal);
    expect(q.get('hotel')).toBe('42');
    expect(q.get('featured')).toBe('42');
    const back = fromQuery(q, now);
    expect(back).toMatchObject({ hotelId: 42, featuredPropertyId: 42 });
    expect(toSearchRequest(back, firstPageQuery())).toMatchObject({
      hotel_id: 42,
      featured_ivector_property_id: 42,
    });
    expect(toSearchRequest(back, firstPageQuery())).not.toHaveProperty('destination_regions');
    expect(fromQuery(new URLSearchParams('dest=10&hotel=-3&featured=x'), now)).toMatchObject({
      hotelId: null,
      featuredPropertyId: null,
    });
  });
});
