import * as z from 'zod/mini';
import { hotelReviewScore } from './reviews';

/**
 * Search, itinerary, alternative flights, refresh and prebook (docs/spec/1-shell-search-package.md §3, §7). Money is integer
 * pence everywhere: fields named in the spec (TotalCost, cost, totalPrice, price.perPassenger,
 * flight_price) keep their names and carry pence; new fields say so (`totalPence`).
 */

export const isoDate = z.iso.date({ error: 'Dates must be real dates written yyyy-mm-dd.' });
export const iataCode = z
  .string()
  .check(z.regex(/^[A-Z]{3}$/, { error: 'Airport codes are 3 capital letters, e.g. LGW.' }));
const pence = z.int();

export const MAX_PER_TYPE = 9;
export const MAX_ROOMS = 5;
export const MAX_NIGHTS = 28;

const count = (what: string) =>
  z
    .int({ error: `The number of ${what} must be a whole number.` })
    .check(
      z.gte(0, { error: `The number of ${what} cannot be negative.` }),
      z.lte(MAX_PER_TYPE, { error: `At most ${MAX_PER_TYPE} ${what} per room.` }),
    );

export const roomRequest = z.strictObject({
  adults: count('adults'),
  children: count('children'),
  infants: count('infants'),
  /** One age (2-15 on return) per child. */
  child_ages: z._default(
    z.array(z.int({ error: 'Child ages must be whole numbers.' })).check(z.maxLength(MAX_PER_TYPE)),
    [],
  ),
});
export type RoomRequest = z.infer<typeof roomRequest>;

export const searchType = z.enum(['package', 'hotelonly']);

/** docs/spec/1-shell-search-package.md §9 sort options of the results list. */
export const resultSort = z.enum([
  'bestValue',
  'priceLowHigh',
  'priceHighLow',
  'ratingHighLow',
  'ratingLowHigh',
]);
export type ResultSort = z.infer<typeof resultSort>;
export const hotelType = z.enum(['adults_only', 'lgbtq_friendly', 'family_hotels']);
export type HotelType = z.infer<typeof hotelType>;

/** Results shown per page, and the most one request may ask for. */
export const RESULTS_PAGE_SIZE = 10;
export const RESULTS_PAGE_MAX = 100;
/** The longest hotel-name search. */
export const HOTEL_NAME_MAX = 100;

const filterValues = (what: string) =>
  z._default(
    z
      .array(
        z.string().check(z.maxLength(100, { error: `Each ${what} is at most 100 characters.` })),
      )
      .check(z.maxLength(100, { error: `At most 100 ${what} filters.` })),
    [],
  );

/** docs/spec/1-shell-search-package.md 'Filters': each list narrows the results; every chosen facility is required. */
export const resultFilters = z.strictObject({
  ratings: z._default(
    z
      .array(
        z
          .int({ error: 'Star ratings are whole numbers.' })
          .check(
            z.gte(0, { error: 'Star ratings are 0 to 5.' }),
            z.lte(5, { error: 'Star ratings are 0 to 5.' }),
          ),
      )
      .check(z.maxLength(6)),
    [],
  ),
  /** Resort names. */
  regions: filterValues('resort'),
  /** Board names, e.g. 'All Inclusive'. */
  boardBases: filterValues('board basis'),
  hotelTypes: z._default(z.array(hotelType).check(z.maxLength(3)), []),
  facilities: filterValues('facility'),
});
export type ResultFilters = z.output<typeof resultFilters>;

/**
 * Which page of a search's results to answer: filters, hotel-name search and sort are applied on
 * the server, so a search answers one page (with counts and facets), not every hotel found.
 */
export const resultsQuery = z.strictObject({
  filters: z._default(resultFilters, {
    ratings: [],
    regions: [],
    boardBases: [],
    hotelTypes: [],
    facilities: [],
  }),
  sort: z._default(resultSort, 'bestValue'),
  hotel_name: z._default(
    z.string().check(
      z.maxLength(HOTEL_NAME_MAX, {
        error: `Hotel names are at most ${String(HOTEL_NAME_MAX)} characters.`,
      }),
    ),
    '',
  ),
  offset: z._default(
    z
      .int({ error: 'offset must be a whole number.' })
      .check(
        z.gte(0, { error: 'offset cannot be negative.' }),
        z.lte(100_000, { error: 'offset is too large.' }),
      ),
    0,
  ),
  limit: z._default(
    z
      .int({ error: 'limit must be a whole number.' })
      .check(
        z.gte(1, { error: `limit must be 1 to ${RESULTS_PAGE_MAX}.` }),
        z.lte(RESULTS_PAGE_MAX, { error: `limit must be 1 to ${RESULTS_PAGE_MAX}.` }),
      ),
    RESULTS_PAGE_SIZE,
  ),
  /** Also answer a map pin for every matching hotel (the results map). */
  pins: z._default(z.boolean(), false),
});
export type ResultsQuery = z.input<typeof resultsQuery>;
export type ParsedResultsQuery = z.output<typeof resultsQuery>;

export const searchRequest = z.strictObject({
  /** 'package' when departure airports are given, otherwise 'hotelonly'. */
  type: z.optional(searchType),
  start_date: isoDate,
  end_date: z.optional(isoDate),
  nights: z
    .int({ error: 'Nights must be a whole number.' })
    .check(
      z.gte(1, { error: 'Nights must be a number of 1 or more.' }),
      z.lte(MAX_NIGHTS, { error: `Stays can be at most ${MAX_NIGHTS} nights.` }),
    ),
  flexible_departure: z._default(z.boolean(), false),
  departure_airports: z._default(z.array(iataCode).check(z.maxLength(40)), []),
  destination_regions: z.optional(
    z.array(z.int().check(z.positive())).check(z.minLength(1), z.maxLength(50)),
  ),
  hotel_id: z.optional(z.int().check(z.positive())),
  rooms: z
    .array(roomRequest)
    .check(
      z.minLength(1, { error: 'Please add at least one room.' }),
      z.maxLength(MAX_ROOMS, { error: `You can book up to ${MAX_ROOMS} rooms.` }),
    ),
  num_adults: z.optional(z.int().check(z.gte(0))),
  num_children: z.optional(z.int().check(z.gte(0))),
  num_infants: z.optional(z.int().check(z.gte(0))),
  child_ages: z.optional(z.array(z.int())),
  /** A deal's hotel, shown first with the featured ribbon. */
  featured_ivector_property_id: z.optional(z.int().check(z.positive())),
  /**
   * Answer one page of the results (filtered and sorted on the server) with counts and facets.
   * Without it the itinerary lists every hotel found (docs/spec/1-shell-search-package.md §3).
   */
  results: z.optional(resultsQuery),
});
export type SearchRequest = z.input<typeof searchRequest>;
export type ParsedSearchRequest = z.output<typeof searchRequest>;

export const boardCode = z.enum(['RO', 'BB', 'HB', 'FB', 'AI']);
export type BoardCode = z.infer<typeof boardCode>;

export const airportPoint = z.object({
  airportCode: z.string(),
  airportName: z.string(),
  /** UTC instant. */
  at: z.iso.datetime(),
  /** Wall-clock date and time at that airport. */
  localDate: isoDate,
  localTime: z.string(),
});

export const flightLeg = z.object({
  airline: z.string(),
  airlineCode: z.string(),
  flightNumber: z.string(),
  durationMinutes: z.int(),
  /** Hold baggage included by the airline, kg; null when none. */
  includedBaggageKg: z.nullable(z.int()),
  departsFrom: airportPoint,
  arrivesAt: airportPoint,
});

export const flight = z.object({
  /** The flight option id: `{outboundFlightId}:{outboundDate}:{returnFlightId}:{returnDate}`. */
  itineraryId: z.string(),
  outbound: flightLeg,
  return: flightLeg,
  /** Per seat (adult or child), pence. */
  price: z.object({ perPassenger: pence, perPerson: pence }),
  /** All seats and infant fees, pence. */
  cost: pence,
  totalPrice: pence,
  durationNights: z.int(),
  seats: z.int(),
  infants: z.int(),
});
export type Flight = z.infer<typeof flight>;

export const roomOffer = z.object({
  RoomBookingToken: z.string(),
  RoomType: z.string(),
  StandardisedMealBasisCode: boardCode,
  MealBasisCode: z.string(),
  NonRefundable: z.boolean(),
  /** The stay's price for this room and its party, pence. */
  TotalCost: pence,
  /** The hotel's standard price for the same, when a special offer makes TotalCost lower. */
  StandardCost: z.optional(pence),
  SupplierReference1: z.string(),
  SupplierReference2: z.string(),
  Images: z.array(z.string()),
});
export type RoomOffer = z.infer<typeof roomOffer>;

const flag = z.union([z.literal(0), z.literal(1)]);

/** A supplier's special offer on a stay, and what it saves on the standard price. */
export const specialOffer = z.object({
  kind: z.enum(['exclusive', 'early_booking', 'long_stay']),
  /** 'Exclusive offer', 'Early-booking offer' or 'Long-stay offer'. */
  name: z.string(),
  discountPct: z.int(),
  /** The same stay at the hotel's standard price, pence. */
  standardTotalPence: pence,
  /** standardTotalPence − totalPence, pence. */
  savingPence: pence,
});
export type SpecialOffer = z.infer<typeof specialOffer>;

export const OFFER_NAMES = {
  exclusive: 'Exclusive offer',
  early_booking: 'Early-booking offer',
  long_stay: 'Long-stay offer',
} as const;

export const hotelPackage = z.object({
  checkIn: isoDate,
  checkOut: isoDate,
  nights: z.int(),
  boardBasis: boardCode,
  boardName: z.string(),
  hotelPence: pence,
  flightPence: pence,
  totalPence: pence,
  /** totalPence ÷ (adults + children), rounded. */
  perPersonPence: pence,
  /** The cheapest flight's itineraryId, in the itinerary's flights; null for hotel-only. */
  flightId: z.nullable(z.string()),
  /**
   * Whether checkout will offer a deposit plan for this stay (false when departure is too soon
   * for a balance date): only then may 'Deposits from £49pp' be shown.
   */
  depositAvailable: z.boolean(),
  /**
   * The hotel's special offer that prices this stay, with what the same rooms and flights cost at
   * its standard price (absent when the stay is at the standard price).
   */
  offer: z.optional(specialOffer),
});

export const itineraryHotel = z.object({
  ivector_property_id: z.int(),
  name: z.string(),
  /** What prebook's hotel_booking_code must repeat. */
  bookingToken: z.string(),
  region: z.string(),
  region_id: z.int(),
  resort: z.string(),
  country: z.string(),
  /** 'Resort, Region, Country'. */
  location: z.string(),
  facilities: z.array(z.string()),
  features: z.array(z.string()),
  /** Stars, 0-5. */
  rating: z.int(),
  lat: z.number(),
  lon: z.number(),
  imageUrls: z.array(z.string()),
  main_image: z.string(),
  adults_only: flag,
  lgbtq_friendly: flag,
  family_hotels: flag,
  prefered_airports: z.array(z.string()),
  isHotelOnly: z.boolean(),
  /** The cheapest package's room for each requested room, in room order. */
  rooms: z.array(roomOffer),
  package: hotelPackage,
  /**
   * The hotel's score from its approved verified reviews (reviews.ts), present only once it has
   * at least 5 of them.
   */
  reviews: z.optional(hotelReviewScore),
});
export type ItineraryHotel = z.infer<typeof itineraryHotel>;

export const facetOption = z.object({
  value: z.string(),
  label: z.string(),
  /** Hotels of the whole search with this option. */
  count: z.int(),
});
export type FacetOption = z.infer<typeof facetOption>;
export const resultFacets = z.object({
  ratings: z.array(facetOption),
  regions: z.array(facetOption),
  boardBases: z.array(facetOption),
  hotelTypes: z.array(facetOption),
  facilities: z.array(facetOption),
});
export type ResultFacets = z.infer<typeof resultFacets>;

/** What the results map needs of a hotel. */
export const mapPin = z.object({
  ivector_property_id: z.int(),
  name: z.string(),
  rating: z.int(),
  location: z.string(),
  lat: z.number(),
  lon: z.number(),
  package: z.object({
    totalPence: pence,
    perPersonPence: pence,
    flightId: z.nullable(z.string()),
  }),
});
export type MapPin = z.infer<typeof mapPin>;

/** The page a paged search (or a results call) answers, and what it was asked for. */
export const resultsPage = z.object({
  filters: resultFilters,
  sort: resultSort,
  hotel_name: z.string(),
  offset: z.int(),
  limit: z.int(),
  /** Hotels the search found. */
  total: z.int(),
  /** Hotels that pass the filters and the name search. */
  matching: z.int(),
  /** Filter options counted over every hotel found. */
  facets: resultFacets,
  /** Every matching hotel, in list order; only when asked for. */
  pins: z.optional(z.array(mapPin)),
});
export type ResultsPage = z.infer<typeof resultsPage>;

export const partyRoom = z.object({
  adults: z.int(),
  children: z.int(),
  infants: z.int(),
  child_ages: z.array(z.int()),
});

export const itinerary = z.object({
  uuid: z.uuid(),
  type: searchType,
  hotels: z.array(itineraryHotel),
  /** Every flight some hotel's package uses (deduplicated). */
  flights: z.array(flight),
  num_adults: z.int(),
  num_children: z.int(),
  num_infants: z.int(),
  child_ages: z.array(z.int()),
  rooms: z.array(partyRoom),
  departure_airports: z.array(z.string()),
  destination_regions: z.array(z.int()),
  /** Nights. */
  duration: z.int(),
  /** Cheapest flight per passenger among the results, pence; null for hotel-only. */
  flight_price: z.nullable(pence),
  start_date: isoDate,
  departure_date: isoDate,
  end_date: isoDate,
  flexible_departure: z.boolean(),
  featured_ivector_property_id: z.nullable(z.int()),
  featured_text: z.nullable(z.string()),
  /** Present when the search asked for a page: `hotels` is that page. */
  results: z.optional(resultsPage),
});
export type Itinerary = z.infer<typeof itinerary>;

export const searchResponse = z.object({
  status: z.enum(['success', 'error']),
  message: z.string(),
  itinerary: z.nullable(itinerary),
});
export type SearchResponse = z.infer<typeof searchResponse>;

/** POST /itinerary/{uuid}/results: another page, filter or sort of a stored search. */
export const resultsParams = z.strictObject({
  uuid: z.uuid({ error: 'That is not a search id.' }),
});
export const resultsResponse = z.object({
  /** The page's hotels, the featured hotel first when it matches. */
  hotels: z.array(itineraryHotel),
  /** The flights the page's hotels use. */
  flights: z.array(flight),
  results: resultsPage,
});
export type ResultsResponse = z.infer<typeof resultsResponse>;

/** GET /itinerary/flights/alt/{uuid}/{packageId}: every flight by date, and the hotel by date. */
export const hotelOnDate = z.object({
  date: isoDate,
  return_date: isoDate,
  /** The cheapest rooms for the party on this date, pence; null when the hotel is full. */
  hotel_pence: z.nullable(pence),
  /** Hotel plus cheapest flight, pence; null when not bookable. */
  cheapest_package_pence: z.nullable(pence),
  cheapest_flight_id: z.nullable(z.string()),
});
export const alternativeFlightsResponse = z.object({
  flights: z.array(flight),
  hotel: z.record(isoDate, hotelOnDate),
});
export type AlternativeFlightsResponse = z.infer<typeof alternativeFlightsResponse>;
export const alternativeFlightsParams = z.strictObject({
  uuid: z.uuid({ error: 'That search is not valid: please search again.' }),
  packageId: z.coerce.number().check(z.int(), z.positive()),
});

/** The package page's hotel: content plus every room option per requested room. */
export const hotelDetails = z.extend(itineraryHotel, {
  description: z.string(),
  address: z.string(),
  /** One list per requested room, cheapest first. */
  room_options: z.array(z.array(roomOffer)),
});
export type HotelDetails = z.infer<typeof hotelDetails>;
export const hotelDetailsParams = z.strictObject({
  uuid: z.uuid({ error: 'That search is not valid: please search again.' }),
  hotelId: z.coerce.number().check(z.int(), z.positive()),
});
export const hotelDetailsResponse = z.object({ hotel: hotelDetails });

/** Refresh an itinerary for a new departure date (docs/spec/1-shell-search-package.md §4 'Changing departure date'). */
export const refreshRequest = z.strictObject({
  uuid: z.uuid(),
  hotel_id: z.int().check(z.positive()),
  date: isoDate,
});
export const refreshResponse = z.object({
  status: z.enum(['success', 'error']),
  message: z.string(),
  itinerary: z.nullable(itinerary),
  hotel: z.nullable(hotelDetails),
  /** Every flight for the new dates, cheapest first. */
  flights: z.array(flight),
});
export type RefreshResponse = z.infer<typeof refreshResponse>;

/** GET /airports/search?query= */
export const airportSearchQuery = z.strictObject({
  query: z
    .string()
    .check(
      z.trim(),
      z.minLength(3, { error: 'Type at least 3 characters to search' }),
      z.maxLength(60),
    ),
});
export const airportSearchResponse = z.array(z.object({ name: z.string(), iata_code: z.string() }));

/** Destinations and departure airports for the search bar. */
export const destinationsResponse = z.object({
  /** Country name → region id → region name (docs/spec/1-shell-search-package.md §7 'Page config'). */
  destinationData: z.record(z.string(), z.record(z.string(), z.string())),
  countries: z.array(
    z.object({
      id: z.int(),
      name: z.string(),
      regions: z.array(z.object({ id: z.int(), name: z.string(), hotels: z.int() })),
    }),
  ),
  departureAirports: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      airports: z.array(z.object({ code: z.string(), name: z.string() })),
    }),
  ),
});
export type DestinationsResponse = z.infer<typeof destinationsResponse>;
