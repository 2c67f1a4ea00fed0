import {
  flight as flightSchema,
  itinerary as itinerarySchema,
  itineraryHotel,
  resultsQuery,
  type Flight,
  type Itinerary,
  type ItineraryHotel,
  type MapPin,
  type ParsedResultsQuery,
  type ResultFacets,
  type ResultsResponse,
} from '@sunward/contracts/search';
import { parse } from 'zod/mini';
import { jsonResponse } from './render';

/** Test data for searches: hotels of Majorca, and a stand-in for the search and results calls. */

export const SEARCH_UUID = '3c0a6f1e-5b7d-4e2a-9c8b-1d2e3f4a5b6c';

const RESORTS = ['Alcudia', 'Palma', 'Soller'];

/** Flight `n` (one per hotel: each hotel's package names its own). */
export function resultFlight(n: number): Flight {
  const leg = (from: string, to: string, day: string) => ({
    airline: 'Jet2',
    airlineCode: 'LS',
    flightNumber: `LS${String(100 + n)}`,
    durationMinutes: 140,
    includedBaggageKg: null,
    departsFrom: {
      airportCode: from,
      airportName: from === 'LGW' ? 'London Gatwick' : 'Palma',
      at: `${day}T07:00:00.000Z`,
      localDate: day,
      localTime: '08:00',
    },
    arrivesAt: {
      airportCode: to,
      airportName: to === 'LGW' ? 'London Gatwick' : 'Palma',
      at: `${day}T09:20:00.000Z`,
      localDate: day,
      localTime: '11:20',
    },
  });
  return flightSchema.parse({
    itineraryId: `F${String(n)}:2027-06-12:R${String(n)}:2027-06-19`,
    outbound: leg('LGW', 'PMI', '2027-06-12'),
    return: leg('PMI', 'LGW', '2027-06-19'),
    price: { perPassenger: 15_000, perPerson: 15_000 },
    cost: 30_000,
    totalPrice: 30_000,
    durationNights: 7,
    seats: 2,
    infants: 0,
  });
}

/**
 * Hotel `id`: names 'Hotel 1 Alcudia' … with resorts in turn, stars 1-5 in turn and prices that
 * rise with the id unevenly (so each sort gives a different order).
 */
export function resultHotel(id: number, patch: Partial<ItineraryHotel> = {}): ItineraryHotel {
  const resort = RESORTS[id % RESORTS.length];
  const totalPence = 80_000 + ((id * 7919) % 97) * 1_000;
  return itineraryHotel.parse({
    ivector_property_id: id,
    name: `Hotel ${String(id)} ${resort}`,
    bookingToken: `H${String(id)}:2027-06-12:7`,
    region: 'Majorca',
    region_id: 10,
    resort,
    country: 'Spain',
    location: `${resort}, Majorca, Spain`,
    facilities: ['Pool'],
    features: [],
    rating: (id % 5) + 1,
    lat: 39.5 + id / 100,
    lon: 2.6 + id / 100,
    imageUrls: [],
    main_image: '',
    adults_only: 0,
    lgbtq_friendly: 0,
    family_hotels: 0,
    prefered_airports: ['PMI'],
    isHotelOnly: false,
    rooms: [],
    package: {
      checkIn: '2027-06-12',
      checkOut: '2027-06-19',
      nights: 7,
      boardBasis: 'HB',
      boardName: 'Half Board',
      hotelPence: totalPence - 30_000,
      flightPence: 30_000,
      totalPence,
      perPersonPence: Math.round(totalPence / 2),
      flightId: resultFlight(id).itineraryId,
      depositAvailable: true,
    },
    ...patch,
  });
}

/** What the server counts over every hotel found (fixed: the page only shows them). */
export const resultFacets: ResultFacets = {
  ratings: [5, 4, 3, 2, 1].map((r) => ({
    value: String(r),
    label: `${String(r)} star${r === 1 ? '' : 's'}`,
    count: 5,
  })),
  regions: RESORTS.map((r) => ({ value: r, label: r, count: 8 })),
  boardBases: [{ value: 'Half Board', label: 'Half Board', count: 25 }],
  hotelTypes: [
    { value: 'adults_only', label: 'Adults Only', count: 0 },
    { value: 'lgbtq_friendly', label: 'LGBTQ+ Friendly', count: 0 },
    { value: 'family_hotels', label: 'Family Friendly', count: 0 },
  ],
  facilities: [{ value: 'Pool', label: 'Pool', count: 25 }],
};

const byPrice = (h: ItineraryHotel) => h.package.totalPence;
const comparators: Record<
  ParsedResultsQuery['sort'],
  (a: ItineraryHotel, b: ItineraryHotel) => number
> = {
  bestValue: (a, b) => byPrice(a) / Math.max(1, a.rating) - byPrice(b) / Math.max(1, b.rating),
  priceLowHigh: (a, b) => byPrice(a) - byPrice(b),
  priceHighLow: (a, b) => byPrice(b) - byPrice(a),
  ratingHighLow: (a, b) => b.rating - a.rating || byPrice(a) - byPrice(b),
  ratingLowHigh: (a, b) => a.rating - b.rating || byPrice(a) - byPrice(b),
};

/** The list the server would answer for a query (stars, resorts and name; then the sort). */
export function listFor(hotels: ItineraryHotel[], q: ParsedResultsQuery): ItineraryHotel[] {
  const name = q.hotel_name.trim().toLowerCase();
  return hotels
    .filter(
      (h) =>
        (q.filters.ratings.length === 0 || q.filters.ratings.includes(h.rating)) &&
        (q.filters.regions.length === 0 || q.filters.regions.includes(h.resort)) &&
        h.name.toLowerCase().includes(name),
    )
    .sort((a, b) => comparators[q.sort](a, b) || a.ivector_property_id - b.ivector_property_id);
}

const pinOf = (h: ItineraryHotel): MapPin => ({
  ivector_property_id: h.ivector_property_id,
  name: h.name,
  rating: h.rating,
  location: h.location,
  lat: h.lat,
  lon: h.lon,
  package: {
    totalPence: h.package.totalPence,
    perPersonPence: h.package.perPersonPence,
    flightId: h.package.flightId,
  },
});

/** The results call's answer for `body`, computed over `hotels` as the server would. */
export function resultsAnswer(hotels: ItineraryHotel[], body: unknown): ResultsResponse {
  const q = parse(resultsQuery, body);
  const list = listFor(hotels, q);
  const page = list.slice(q.offset, q.offset + q.limit);
  return {
    hotels: page,
    flights: page.map((h) => resultFlight(h.ivector_property_id)),
    results: {
      filters: q.filters,
      sort: q.sort,
      hotel_name: q.hotel_name,
      offset: q.offset,
      limit: q.limit,
      total: hotels.length,
      matching: list.length,
      facets: resultFacets,
      ...(q.pins ? { pins: list.map(pinOf) } : {}),
    },
  };
}

/** The itinerary a paged search answers: its first page for `body` (default view if none). */
export function pagedItinerary(
  hotels: ItineraryHotel[],
  body: unknown = {},
  patch: Partial<Itinerary> = {},
): Itinerary {
  const page = resultsAnswer(hotels, body);
  return itinerarySchema.parse({
    uuid: SEARCH_UUID,
    type: 'package',
    hotels: page.hotels,
    flights: page.flights,
    num_adults: 2,
    num_children: 0,
    num_infants: 0,
    child_ages: [],
    rooms: [{ adults: 2, children: 0, infants: 0, child_ages: [] }],
    departure_airports: ['LGW'],
    destination_regions: [10],
    duration: 7,
    flight_price: 15_000,
    start_date: '2027-06-12',
    departure_date: '2027-06-12',
    end_date: '2027-06-19',
    flexible_departure: false,
    featured_ivector_property_id: null,
    featured_text: null,
    results: page.results,
    ...patch,
  });
}

/**
 * A stand-in for the API (for `stubApi`): POST /itinerary/search answers `pagedItinerary` for
 * the request's `results`, POST /itinerary/{SEARCH_UUID}/results answers `resultsAnswer`; any
 * other path is a 404. `hold` can delay an answer (return a promise to wait for).
 */
export function fakeSearchApi(
  hotels: ItineraryHotel[],
  hold: (path: string, body: unknown) => Promise<unknown> | undefined = () => undefined,
) {
  return async (path: string, init: RequestInit): Promise<Response> => {
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    await hold(path, body);
    if (path === '/itinerary/search') {
      const { results } = (body ?? {}) as { results?: unknown };
      return jsonResponse(200, {
        status: 'success',
        message: '',
        itinerary: pagedItinerary(hotels, results ?? {}),
      });
    }
    if (path === `/itinerary/${SEARCH_UUID}/results`) {
      return jsonResponse(200, resultsAnswer(hotels, body));
    }
    return jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
  };
}
