import { describe, expect, it } from 'vitest';
import { makeDeal } from '../../../test/deal-fixtures';
import {
  airportPrice,
  dealBoardFilter,
  dealRooms,
  hotelOverviewBeyond,
  dealSearchRequest,
  initialDealSearch,
  missingAgesMessage,
  missingAgesNotice,
  validateDealSearch,
  type DealSearchParams,
} from './deal-search';

const TODAY = '2027-05-10';
const deal = makeDeal({
  adults: 2,
  children: 1,
  infants: 1,
  child_ages: [7],
  hotel_id: 101,
});
const valid: DealSearchParams = {
  ...initialDealSearch(deal),
  selectedAirport: 'LGW',
  selectedDate: '2027-06-01-7',
};
const check = (patch: Partial<DealSearchParams>) =>
  validateDealSearch({ ...valid, ...patch }, deal, TODAY);

describe('deal search rules (docs/spec/3-accounts-bookings-content.md §5 Deal search)', () => {
  it("starts from the deal's party, its children's ages filled in", () => {
    expect(initialDealSearch(deal).rooms).toEqual([
      { adults: 2, children: 1, infants: 1, childAges: [7] },
    ]);
    expect(dealRooms({ adults: 2, children: 2, infants: 0, child_ages: [5] })).toEqual([
      { adults: 2, children: 2, infants: 0, childAges: [5, null] },
    ]);
  });

  it('accepts a complete search', () => {
    expect(check({})).toBeNull();
    expect(
      check({ isCustomDate: true, customDepartureDate: '2027-05-11', customDuration: 28 }),
    ).toBeNull();
  });

  it('needs an airport', () => {
    expect(check({ selectedAirport: '' })).toEqual({
      field: 'airport',
      message: 'Please select a departure airport',
    });
  });

  it('needs one of the dates, or custom dates', () => {
    expect(check({ selectedDate: '' })?.message).toBe(
      'Please select travel dates or choose custom dates',
    );
    expect(check({ selectedDate: '2030-01-01-7' })?.message).toBe('Please select travel dates');
    expect(check({ isCustomDate: true, customDuration: 7 })?.message).toBe(
      'Please select a custom departure date',
    );
    expect(check({ isCustomDate: true, customDepartureDate: '2027-06-01' })?.message).toBe(
      'Please select duration for your custom booking',
    );
  });

  it('allows a custom departure from tomorrow (by the clock given) and 1 to 28 nights', () => {
    const custom = { isCustomDate: true, customDuration: 7 };
    expect(check({ ...custom, customDepartureDate: TODAY })?.field).toBe('dates');
    expect(check({ ...custom, customDepartureDate: '2027-05-11' })).toBeNull();
    expect(
      validateDealSearch(
        { ...valid, ...custom, customDepartureDate: '2027-05-11' },
        deal,
        '2027-05-11',
      )?.field,
    ).toBe('dates');
    const nights = { isCustomDate: true, customDepartureDate: '2027-06-01' };
    expect(check({ ...nights, customDuration: 0 })?.message).toBe(
      'Please select duration for your custom booking',
    );
    expect(check({ ...nights, customDuration: 29 })?.message).toBe(
      'Please select duration for your custom booking',
    );
    expect(check({ ...nights, customDuration: 1 })).toBeNull();
  });

  it('needs every child age, worded for one child and for several', () => {
    expect(check({ rooms: [{ adults: 2, children: 1, infants: 0, childAges: [null] }] })).toEqual({
      field: 'rooms',
      message: 'Please enter the age for the child',
      detail: 'Child ages are required for accurate pricing and availability.',
    });
    expect(
      check({
        rooms: [
          { adults: 2, children: 2, infants: 0, childAges: [4, null] },
          { adults: 1, children: 1, infants: 0, childAges: [9] },
        ],
      })?.message,
    ).toBe('Please enter the age for all 3 children');
    expect(missingAgesNotice(1)).toBe('Please enter age for 1 child before searching');
    expect(missingAgesNotice(2)).toBe('Please enter age for 2 children before searching');
    expect(missingAgesMessage(2)).toBe('Please enter the age for all 2 children');
  });

  it('refuses child ages outside 2 to 15', () => {
    const room = (age: number) => [{ adults: 2, children: 1, infants: 0, childAges: [age] }];
    expect(check({ rooms: room(1) })?.field).toBe('rooms');
    expect(check({ rooms: room(16) })?.field).toBe('rooms');
    expect(check({ rooms: room(2) })).toBeNull();
    expect(check({ rooms: room(15) })).toBeNull();
  });

  it('needs at least one room, an adult in each and at most 9 of each kind', () => {
    expect(check({ rooms: [] })?.field).toBe('rooms');
    expect(check({ rooms: [{ adults: 0, children: 0, infants: 0, childAges: [] }] })?.field).toBe(
      'rooms',
    );
    expect(check({ rooms: [{ adults: 10, children: 0, infants: 0, childAges: [] }] })?.field).toBe(
      'rooms',
    );
    expect(check({ rooms: [{ adults: 9, children: 0, infants: 9, childAges: [] }] })).toBeNull();
  });
});

describe('deal search request (docs/spec/3-accounts-bookings-content.md §7)', () => {
  it("searches the deal's hotel from one airport, not flexible, as a package, featured", () => {
    const request = dealSearchRequest(
      deal,
      'MAN',
      { departure: '2027-06-01', nights: 10 },
      [
        { adults: 2, children: 1, infants: 1, childAges: [7] },
        { adults: 1, children: 1, infants: 0, childAges: [12] },
      ],
      undefined,
    );
    expect(request).toEqual({
      type: 'package',
      start_date: '2027-06-01',
      end_date: '2027-06-11',
      nights: 10,
      flexible_departure: false,
      departure_airports: ['MAN'],
      hotel_id: 101,
      rooms: [
        { adults: 2, children: 1, infants: 1, child_ages: [7] },
        { adults: 1, children: 1, infants: 0, child_ages: [12] },
      ],
      num_adults: 3,
      num_children: 2,
      num_infants: 1,
      child_ages: [7, 12],
      featured_ivector_property_id: 101,
    });
  });
});

describe("the deal's board filter (docs/spec/1-shell-search-package.md §4)", () => {
  const options = [
    { value: 'All Inclusive', label: 'All Inclusive', count: 1 },
    { value: 'Half Board', label: 'Half Board', count: 1 },
  ];
  it('is the available basis matching case-insensitively', () => {
    expect(dealBoardFilter('half board', options)).toBe('Half Board');
    expect(dealBoardFilter('ALL INCLUSIVE', options)).toBe('All Inclusive');
  });
  it('is none when nothing matches or the deal has no basis', () => {
    expect(dealBoardFilter('Room Only', options)).toBeNull();
    expect(dealBoardFilter(null, options)).toBeNull();
    expect(dealBoardFilter('Half Board', [])).toBeNull();
  });
});

describe('airportPrice', () => {
  it("reads the party total for an airport and date, undefined when it isn't sold", () => {
    const d = makeDeal({ airportPricingByDate: { '2027-06-01-7': { LGW: 250_000 } } });
    expect(airportPrice(d, '2027-06-01-7', 'LGW')).toBe(250_000);
    expect(airportPrice(d, '2027-06-01-7', 'MAN')).toBeUndefined();
    expect(airportPrice(d, '2027-06-08-7', 'LGW')).toBeUndefined();
    expect(airportPrice(d, '2027-06-01-7', 'toString')).toBeUndefined();
  });
});

describe('hotelOverviewBeyond', () => {
  it('leaves out the sentences the description already opens with', () => {
    const overview = 'A clifftop hotel. Near the beach. Pools and a spa.';
    expect(hotelOverviewBeyond(overview, 'A clifftop hotel. Near the beach. Save 20%.')).toBe(
      'Pools and a spa.',
    );
    expect(hotelOverviewBeyond(overview, 'Save 20% on a clifftop hotel.')).toBe(overview);
    expect(hotelOverviewBeyond(overview, `${overview} Save 20%.`)).toBe('');
  });
});
