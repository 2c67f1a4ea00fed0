/**
 * Request and result types of the in-memory search engine.
 *
 * The request mirrors docs/spec/1-shell-search-package.md §3 'Search request' (snake_case as on the wire); the results carry
 * what a holiday card and the package page need. All money is integer pence; dates are
 * `yyyy-mm-dd`; instants are UTC ISO strings, with local wall-clock times alongside for display.
 */

import type { BoardCode, Promotion } from '../../../integrations/supplier/supplier';

export interface EngineRoomRequest {
  adults: number;
  children: number;
  infants: number;
  /** One age per child, 2..15 on the return date. */
  child_ages: number[];
}

export interface EngineSearchRequest {
  /** Defaults to 'package' when departure airports are given, else 'hotelonly'. */
  type?: 'package' | 'hotelonly';
  /** Region ids; ignored when `hotel_id` is given. */
  destination_regions?: number[];
  hotel_id?: number;
  /** Departure (check-in) date. */
  start_date: string;
  /** Used only to derive nights when `nights` is missing (rounded up). */
  end_date?: string;
  nights?: number;
  /** ±3 days around `start_date`. */
  flexible_departure?: boolean;
  /** UK IATA codes; empty for hotel-only. */
  departure_airports?: string[];
  rooms: EngineRoomRequest[];
  /** Optional: only these board bases. */
  board_basis?: BoardCode[];
}

export interface SearchOptions {
  /**
   * Today's date (London) as `yyyy-mm-dd`. When given, a start date before tomorrow is rejected and
   * flexible dates before tomorrow are skipped.
   */
  today?: string;
}

export type SearchErrorCode =
  | 'invalid_request'
  | 'invalid_dates'
  | 'invalid_party'
  | 'unknown_region'
  | 'unknown_hotel'
  | 'unknown_airport';

/** Bad input; `message` is written for a customer. Map to HTTP 400. */
export class SearchRequestError extends Error {
  constructor(
    readonly code: SearchErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'SearchRequestError';
  }
}

export interface AirportRef {
  code: string;
  name: string;
}

export interface FlightLeg {
  flightId: number;
  flightNumber: string;
  airlineCode: string;
  airlineName: string;
  /** Hold baggage included by the airline (kg), null when none (no badge). */
  includedBaggageKg: number | null;
  from: AirportRef;
  to: AirportRef;
  /** Local departure date at the origin. */
  date: string;
  departsAtUtc: string;
  arrivesAtUtc: string;
  /** 'HH:MM' local at the origin / destination airport. */
  departureLocalTime: string;
  arrivalLocalTime: string;
  arrivalLocalDate: string;
  durationMinutes: number;
  /** Per-seat fare of this leg. */
  farePence: number;
}

export interface FlightOption {
  /** `{outboundFlightId}:{outboundDate}:{returnFlightId}:{returnDate}`. */
  id: string;
  outbound: FlightLeg;
  inbound: FlightLeg;
  /** Adults plus children. */
  seats: number;
  infants: number;
  /** Outbound plus return fare for one seat. */
  perPassengerPence: number;
  totalPence: number;
}

export interface PackageRoom {
  /** Index of the requested room. */
  roomIndex: number;
  /** `{hotelId}-{roomTypeId}-{board}-{R|NR}`. */
  rateKey: string;
  roomTypeId: number;
  roomTypeCode: string;
  roomTypeName: string;
  board: BoardCode;
  boardName: string;
  refundable: boolean;
  /** With the stay's special offer, if it has one. */
  totalPence: number;
  /** The hotel's standard price for this room (totalPence when there is no offer). */
  standardPence: number;
}

export interface HotelPackage {
  hotelId: number;
  name: string;
  stars: number;
  resortId: number;
  resort: string;
  regionId: number;
  region: string;
  countryId: number;
  country: string;
  /** 'Resort, Region, Country'. */
  location: string;
  lat: number;
  lon: number;
  images: readonly string[];
  facilities: string[];
  features: string[];
  adultsOnly: boolean;
  lgbtqFriendly: boolean;
  familyHotels: boolean;
  preferredAirports: string[];
  isHotelOnly: boolean;
  checkIn: string;
  checkOut: string;
  nights: number;
  /** Board of the first room (the card's board basis). */
  boardBasis: BoardCode;
  boardName: string;
  rooms: PackageRoom[];
  hotelPence: number;
  flightPence: number;
  totalPence: number;
  /** totalPence / (adults + children), rounded. */
  perPersonPence: number;
  flight: FlightOption | null;
  /** The special offer that prices the stay (booked today), or null. */
  promotion: Promotion | null;
  /** What the same rooms and flights cost at the hotel's standard price (totalPence without an offer). */
  standardTotalPence: number;
}

export interface PartySummary {
  rooms: number;
  adults: number;
  children: number;
  infants: number;
  childAges: number[];
}

/**
 * Every hotel found by a search, by rank (cheapest first, ties by hotel id), as columns: what
 * sorting, filtering and counting need (the rest comes from the hotel's content). A search finds
 * thousands of hotels and answers ten, so it builds no object per hotel found: the full
 * {@link HotelPackage} is built only for the hotels a page shows, a {@link PackageMatch} on request.
 */
export interface MatchColumns {
  readonly length: number;
  readonly hotelId: Int32Array;
  readonly totalPence: Float64Array;
  readonly perPersonPence: Float64Array;
  /** Board of the first room, as an index into BOARD_CODES. */
  readonly board: Uint8Array;
  /** Outbound plus return fare for one seat; NaN for hotel-only. */
  readonly flightPerPassengerPence: Float64Array;
  /**
   * Each match's hotel as its position in the catalogue's hotels in region-then-id order
   * (`byRegionThenId`), the order of the engine's and the results index's per-hotel tables.
   */
  readonly hotelIndex: Int32Array;
  /**
   * The ranks in the order the engine priced the hotels (a region's hotels in that hotel order):
   * reading matches so reads per-hotel tables front to back.
   */
  readonly byHotel: Int32Array;
}

/** One hotel found by a search, as an object (see {@link MatchColumns}). */
export interface PackageMatch {
  /** Rank in `matches` (cheapest first); `SearchResult.packageAt(rank)` builds it. */
  rank: number;
  hotelId: number;
  totalPence: number;
  hotelPence: number;
  flightPence: number;
  /** totalPence / (adults + children), rounded. */
  perPersonPence: number;
  /** Board of the first room. */
  boardBasis: BoardCode;
  /** Outbound plus return fare for one seat; null for hotel-only. */
  flightPerPassengerPence: number | null;
}

export interface SearchResult {
  type: 'package' | 'hotelonly';
  startDate: string;
  nights: number;
  /** Departure dates considered (after clipping to the engine's horizon and `today`). */
  window: string[];
  party: PartySummary;
  candidates: number;
  /** Every hotel found, cheapest first (ties by hotel id). */
  matches: MatchColumns;
  /** The match at `rank`, as an object. */
  matchAt(rank: number): PackageMatch;
  /** The result object of the hotel at `rank`. */
  packageAt(rank: number): HotelPackage;
  /** The flight option id of the hotel at `rank` (what `packageAt(rank).flight.id` is); null for hotel-only. */
  flightIdAt(rank: number): string | null;
  /** Every hotel's result object, cheapest first: built on first read (use `packageAt` for a page). */
  readonly hotels: HotelPackage[];
  /**
   * Hands the result's memory back to the engine for a later search, once its answer is written.
   * After this the result must not be read: its methods throw, and `matches` may hold another
   * search's values.
   */
  release(): void;
}

export interface RoomOffer {
  rateKey: string;
  roomTypeId: number;
  roomTypeCode: string;
  roomTypeName: string;
  board: BoardCode;
  boardName: string;
  refundable: boolean;
  /** With the stay's special offer, if it has one. */
  totalPence: number;
  /** The hotel's standard price for this rate (totalPence when there is no offer). */
  standardPence: number;
  /** Supplier room code. */
  supplierRef1: string;
  /** Supplier rate plan code, e.g. 'HB-NR'. */
  supplierRef2: string;
  images: readonly string[];
}

export interface RoomOffersResult {
  hotelId: number;
  checkIn: string;
  checkOut: string;
  nights: number;
  /** One list per requested room, cheapest first; only rates that fit that room's party. */
  rooms: RoomOffer[][];
}

export interface DateAlternatives {
  date: string;
  returnDate: string;
  /** Cheapest rooms for the party on this date, or null when the hotel is not available. */
  hotelPence: number | null;
  /** Cheapest first. */
  flights: FlightOption[];
  /** hotelPence + cheapest flight (or hotel only), null when not bookable. */
  cheapestPackagePence: number | null;
}

export interface AlternativesResult {
  hotelId: number;
  nights: number;
  dates: DateAlternatives[];
}
