import { resultsQuery, type ResultFilters } from '@sunward/contracts/search';
import { describe, expect, it } from 'vitest';
import {
  BOARD_CODES,
  type BoardCode,
  type CatalogueContent,
  type Hotel,
} from '../../integrations/supplier/supplier';
import type { MatchColumns, PackageMatch } from './engine/types';
import { ResultsIndex } from './results';

function hotel(id: number, patch: Partial<Hotel> = {}): Hotel {
  return {
    id,
    name: `Hotel ${String(id)}`,
    stars: 3,
    resortId: 1,
    regionId: 10,
    countryId: 100,
    lat: 39.8,
    lon: 3.1,
    address: '',
    description: '',
    facilities: ['Pool'],
    features: [],
    adultsOnly: false,
    lgbtqFriendly: false,
    familyHotels: false,
    preferredAirports: ['PMI'],
    images: [],
    rooms: [],
    boardSupplementPence: {},
    childPolicy: {} as Hotel['childPolicy'],
    nonRefundableDiscountPct: 0,
    ...patch,
  };
}

const content = {
  countries: [{ id: 100, name: 'Spain' }],
  regions: [{ id: 10, name: 'Majorca' }],
  resorts: [
    { id: 1, name: 'Alcudia' },
    { id: 2, name: 'Palma' },
  ],
  hotels: [
    hotel(1, { stars: 2, name: 'Sol Alcudia' }),
    hotel(2, { stars: 4, resortId: 2, facilities: ['Pool', 'Spa'], familyHotels: true }),
    hotel(3, { stars: 5, adultsOnly: true, facilities: ['Spa'] }),
    hotel(4, { stars: 3, resortId: 2 }),
  ],
} as unknown as CatalogueContent;

const index = new ResultsIndex(content);

/** Matches in the engine's order (cheapest first). */
const rows: PackageMatch[] = (
  [
    [1, 90_000, 'HB'],
    [4, 100_000, 'HB'],
    [2, 120_000, 'HB'],
    [3, 150_000, 'AI'],
  ] as [number, number, BoardCode][]
).map(([hotelId, total, board], rank) => ({
  rank,
  hotelId,
  totalPence: total,
  hotelPence: total - 30_000,
  flightPence: 30_000,
  perPersonPence: total / 2,
  boardBasis: board,
  flightPerPassengerPence: 15_000,
}));

const query = (patch: { filters?: Partial<ResultFilters>; sort?: string; hotel_name?: string }) =>
  resultsQuery.parse(patch);
/**
 * The hotel order columns of matches of `hotelIds` (rank order) among `hotels`: a hotel's index in
 * region-then-id order, and the ranks in that order.
 */
const hotelOrder = (hotelIds: number[], hotels: Hotel[]) => {
  const order = hotels.map((h) => h).sort((a, b) => a.regionId - b.regionId || a.id - b.id);
  const hotelIndex = Int32Array.from(hotelIds, (id) => order.findIndex((h) => h.id === id));
  const byHotel = Int32Array.from(hotelIds.keys()).sort((a, b) => hotelIndex[a] - hotelIndex[b]);
  return { hotelIndex, byHotel };
};
/** The engine's columns for rows in rank order. */
const columns = (list: PackageMatch[]): MatchColumns => ({
  ...hotelOrder(
    list.map((m) => m.hotelId),
    content.hotels,
  ),
  length: list.length,
  hotelId: Int32Array.from(list, (m) => m.hotelId),
  totalPence: Float64Array.from(list, (m) => m.totalPence),
  perPersonPence: Float64Array.from(list, (m) => m.perPersonPence),
  board: Uint8Array.from(list, (m) => BOARD_CODES.indexOf(m.boardBasis)),
  flightPerPassengerPence: Float64Array.from(list, (m) => m.flightPerPassengerPence ?? Number.NaN),
});
const matches = columns(rows);
const ids = ({ ranks }: { ranks: number[] }) => ranks.map((rank) => rows[rank].hotelId);

describe('results sorting (docs/spec/1-shell-search-package.md §9)', () => {
  it('orders by best value (price ÷ rating), price and rating', () => {
    const sorted = (sort: string) => ids(index.select(matches, query({ sort }), null));
    expect(sorted('bestValue')).toEqual([2, 3, 4, 1]);
    expect(sorted('priceLowHigh')).toEqual([1, 4, 2, 3]);
    expect(sorted('priceHighLow')).toEqual([3, 2, 4, 1]);
    expect(sorted('ratingHighLow')).toEqual([3, 2, 4, 1]);
    expect(sorted('ratingLowHigh')).toEqual([1, 4, 2, 3]);
  });

  it('keeps the engine order for ties', () => {
    const tied = columns(rows.map((m) => ({ ...m, totalPence: 100_000 })));
    expect(ids(index.select(tied, query({ sort: 'priceLowHigh' }), null))).toEqual([1, 4, 2, 3]);
  });

  it('puts the featured property first whatever the sort, if it matches', () => {
    expect(ids(index.select(matches, query({ sort: 'priceLowHigh' }), 3))[0]).toBe(3);
    expect(ids(index.select(matches, query({ filters: { ratings: [2] } }), 3))).toEqual([1]);
  });
});

describe('a page of the list', () => {
  // 60 hotels over both resorts, every star rating and board, with many equal prices and equal
  // prices per star, so that ties decide much of the order.
  const many = Array.from({ length: 60 }, (_, i) =>
    hotel(1000 + i, {
      stars: 1 + (i % 5),
      resortId: 1 + (i % 2),
      facilities: i % 3 === 0 ? ['Pool', 'Spa'] : ['Pool'],
    }),
  );
  const manyIndex = new ResultsIndex({ ...content, hotels: many });
  const totals = many.map((_, i) => 60_000 + 12_000 * ((i * 7) % 5));
  const ranked = many
    .map((h, i) => ({ id: h.id, total: totals[i], board: BOARD_CODES[i % 5] }))
    .sort((a, b) => a.total - b.total || a.id - b.id);
  const manyMatches: MatchColumns = {
    length: ranked.length,
    hotelId: Int32Array.from(ranked, (m) => m.id),
    totalPence: Float64Array.from(ranked, (m) => m.total),
    perPersonPence: Float64Array.from(ranked, (m) => m.total / 2),
    board: Uint8Array.from(ranked, (m) => BOARD_CODES.indexOf(m.board)),
    flightPerPassengerPence: new Float64Array(ranked.length),
    ...hotelOrder(
      ranked.map((m) => m.id),
      many,
    ),
  };

  it.each(['bestValue', 'priceLowHigh', 'priceHighLow', 'ratingHighLow', 'ratingLowHigh'])(
    'is the start of the whole sorted list (%s), with or without a featured hotel and filters',
    (sort) => {
      for (const filters of [{}, { facilities: ['Spa'] }, { ratings: [2, 3] }])
        for (const featured of [null, 1007, 1030, 99])
          for (const upTo of [1, 10, 20, 59]) {
            const q = query({ sort, filters });
            const whole = manyIndex.select(manyMatches, q, featured);
            const page = manyIndex.select(manyMatches, q, featured, upTo);
            expect(page.matching).toBe(whole.matching);
            expect(page.ranks).toEqual(whole.ranks.slice(0, upTo));
          }
    },
  );

  it('counts every matching hotel however few are put in order', () => {
    const page = manyIndex.select(
      manyMatches,
      query({ filters: { facilities: ['Spa'] } }),
      null,
      5,
    );
    expect(page.ranks).toHaveLength(5);
    expect(page.matching).toBe(20);
  });
});

describe('results filters (docs/spec/1-shell-search-package.md §5)', () => {
  const filtered = (filters: Partial<ResultFilters>, hotel_name = '') =>
    ids(index.select(matches, query({ filters, hotel_name, sort: 'priceLowHigh' }), null));

  it('filters by stars, resort, board, hotel type and name', () => {
    expect(filtered({ ratings: [4, 5] })).toEqual([2, 3]);
    expect(filtered({ regions: ['Palma'] })).toEqual([4, 2]);
    expect(filtered({ boardBases: ['All Inclusive'] })).toEqual([3]);
    expect(filtered({ hotelTypes: ['adults_only'] })).toEqual([3]);
    expect(filtered({}, 'SOL ')).toEqual([1]);
    expect(filtered({ ratings: [4], regions: ['Alcudia'] })).toEqual([]);
  });

  it('requires every chosen facility', () => {
    expect(filtered({ facilities: ['Pool', 'Spa'] })).toEqual([2]);
  });
});

describe('facets', () => {
  it('counts each option over all results, labelled and in label order', () => {
    const x = index.facets(matches);
    expect(x.regions).toEqual([
      { value: 'Alcudia', label: 'Alcudia', count: 2 },
      { value: 'Palma', label: 'Palma', count: 2 },
    ]);
    expect(x.ratings.map((r) => [r.label, r.count])).toEqual([
      ['5 stars', 1],
      ['4 stars', 1],
      ['3 stars', 1],
      ['2 stars', 1],
      ['1 star', 0],
    ]);
    expect(x.boardBases).toEqual([
      { value: 'All Inclusive', label: 'All Inclusive', count: 1 },
      { value: 'Half Board', label: 'Half Board', count: 3 },
    ]);
    expect(x.facilities).toEqual([
      { value: 'Pool', label: 'Pool', count: 3 },
      { value: 'Spa', label: 'Spa', count: 2 },
    ]);
    expect(x.hotelTypes).toEqual([
      { value: 'adults_only', label: 'Adults Only', count: 1 },
      { value: 'lgbtq_friendly', label: 'LGBTQ+ Friendly', count: 0 },
      { value: 'family_hotels', label: 'Family Friendly', count: 1 },
    ]);
  });

  it('gives a map pin with the location and prices', () => {
    expect(index.pin(rows[2], 1, '7:2027-06-01:8:2027-06-08')).toEqual({
      ivector_property_id: 2,
      name: 'Hotel 2',
      rating: 4,
      location: 'Palma, Majorca, Spain',
      lat: 39.8,
      lon: 3.1,
      package: {
        totalPence: 120_000,
        perPersonPence: 60_000,
        flightId: '7:2027-06-01:8:2027-06-08',
      },
    });
  });
});

describe("a search's matches and the results index", () => {
  it('share the hotel order: each match is read at its own hotel, every region searched', async () => {
    const { buildFixture } = await import('./engine/test-fixture');
    const { catalogue, engine, allUkAirports } = buildFixture(400);
    const realIndex = new ResultsIndex(catalogue);
    const result = engine.search({
      type: 'package',
      // Every region, in an order unlike the store's: matches are still read front to back.
      destination_regions: [...new Set(catalogue.hotels.map((h) => h.regionId))].reverse(),
      start_date: '2027-06-05',
      nights: 7,
      flexible_departure: true,
      departure_airports: allUkAirports,
      rooms: [{ adults: 2, children: 0, infants: 0, child_ages: [] }],
    });
    const { matches } = result;
    expect(matches.length).toBeGreaterThan(100);
    for (let rank = 0; rank < matches.length; rank++) {
      const pin = realIndex.pin(result.matchAt(rank), matches.hotelIndex[rank], null);
      expect(pin.ivector_property_id).toBe(matches.hotelId[rank]);
    }
    expect([...matches.byHotel].sort((a, b) => a - b)).toEqual([...matches.hotelIndex.keys()]);
    expect(() => realIndex.pin(result.matchAt(0), matches.hotelIndex[1], null)).toThrow();
    // Facets over the hotel order count every match once.
    const facets = realIndex.facets(matches);
    expect(facets.ratings.reduce((n, r) => n + r.count, 0)).toBe(matches.length);
  });
});
