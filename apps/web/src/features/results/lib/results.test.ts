import { itineraryHotel, type ItineraryHotel } from '@sunward/contracts/search';
import { describe, expect, it } from 'vitest';
import { emptyFilters } from '../../../shared/stores/search';
import { facets, matches, visibleHotels } from './results';

function hotel(
  id: number,
  patch: Partial<ItineraryHotel> & { total?: number; board?: string } = {},
): ItineraryHotel {
  const { total = 100_000, board = 'Half Board', ...rest } = patch;
  return itineraryHotel.parse({
    ivector_property_id: id,
    name: `Hotel ${id}`,
    bookingToken: `H${id}:2027-06-01:7`,
    region: 'Majorca',
    region_id: 10,
    resort: 'Alcudia',
    country: 'Spain',
    location: 'Alcudia, Majorca, Spain',
    facilities: ['Pool'],
    features: [],
    rating: 3,
    lat: 39.8,
    lon: 3.1,
    imageUrls: [],
    main_image: '',
    adults_only: 0,
    lgbtq_friendly: 0,
    family_hotels: 0,
    prefered_airports: ['PMI'],
    isHotelOnly: false,
    rooms: [],
    package: {
      checkIn: '2027-06-01',
      checkOut: '2027-06-08',
      nights: 7,
      boardBasis: 'HB',
      boardName: board,
      hotelPence: total - 30_000,
      flightPence: 30_000,
      totalPence: total,
      perPersonPence: Math.round(total / 2),
      flightId: '1:2027-06-01:2:2027-06-08',
    },
    ...rest,
  });
}

const hotels = [
  hotel(1, { total: 90_000, rating: 2, name: 'Sol Alcudia' }),
  hotel(2, {
    total: 120_000,
    rating: 4,
    resort: 'Palma',
    facilities: ['Pool', 'Spa'],
    family_hotels: 1,
  }),
  hotel(3, {
    total: 150_000,
    rating: 5,
    board: 'All Inclusive',
    adults_only: 1,
    facilities: ['Spa'],
  }),
  hotel(4, { total: 100_000, rating: 3, resort: 'Palma' }),
];
const ids = (list: ItineraryHotel[]) => list.map((h) => h.ivector_property_id);

describe('results sorting (spec 1 §9)', () => {
  it('orders by best value (price ÷ rating), price and rating', () => {
    expect(ids(visibleHotels(hotels, emptyFilters(), '', 'bestValue', null))).toEqual([2, 3, 4, 1]);
    expect(ids(visibleHotels(hotels, emptyFilters(), '', 'priceLowHigh', null))).toEqual([
      1, 4, 2, 3,
    ]);
    expect(ids(visibleHotels(hotels, emptyFilters(), '', 'priceHighLow', null))).toEqual([
      3, 2, 4, 1,
    ]);
    expect(ids(visibleHotels(hotels, emptyFilters(), '', 'ratingHighLow', null))).toEqual([
      3, 2, 4, 1,
    ]);
    expect(ids(visibleHotels(hotels, emptyFilters(), '', 'ratingLowHigh', null))).toEqual([
      1, 4, 2, 3,
    ]);
  });

  it('puts the featured property first whatever the sort', () => {
    expect(ids(visibleHotels(hotels, emptyFilters(), '', 'priceLowHigh', 3))[0]).toBe(3);
  });
});

describe('results filters (spec 1 §5)', () => {
  it('filters by stars, resort, board, hotel type and name', () => {
    const f = emptyFilters();
    expect(ids(hotels.filter((h) => matches(h, { ...f, ratings: [4, 5] }, '')))).toEqual([2, 3]);
    expect(ids(hotels.filter((h) => matches(h, { ...f, regions: ['Palma'] }, '')))).toEqual([2, 4]);
    expect(
      ids(hotels.filter((h) => matches(h, { ...f, boardBases: ['All Inclusive'] }, ''))),
    ).toEqual([3]);
    expect(
      ids(hotels.filter((h) => matches(h, { ...f, hotelTypes: ['adults_only'] }, ''))),
    ).toEqual([3]);
    expect(ids(hotels.filter((h) => matches(h, f, 'sol ')))).toEqual([1]);
  });

  it('requires every chosen facility', () => {
    const f = { ...emptyFilters(), facilities: ['Pool', 'Spa'] };
    expect(ids(hotels.filter((h) => matches(h, f, '')))).toEqual([2]);
  });

  it('counts each option over all results', () => {
    const x = facets(hotels);
    expect(x.regions).toEqual([
      { value: 'Alcudia', label: 'Alcudia', count: 2 },
      { value: 'Palma', label: 'Palma', count: 2 },
    ]);
    expect(x.ratings.find((r) => r.value === '5')?.count).toBe(1);
    expect(x.facilities.find((r) => r.value === 'Spa')?.count).toBe(2);
    expect(x.hotelTypes.find((t) => t.value === 'family_hotels')?.count).toBe(1);
  });
});
