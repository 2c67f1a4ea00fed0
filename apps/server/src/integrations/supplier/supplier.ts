import { toDayIndex } from '../../lib/dates';
/**
 * Supplier boundary: what Sunward needs from a bed bank (hotel content, rates, prebook, book) and
 * from a flight aggregator (schedules, fares, ancillaries, seat maps), plus airport transfers.
 *
 * The built-in implementation is the deterministic sandbox supplier in `./sandbox/`; a real
 * supplier is an adapter that implements {@link Supplier} and maps its feed onto these types.
 *
 * Conventions used by every type in this file:
 * - money is integer pence (fields end in `Pence`);
 * - calendar dates are `yyyy-mm-dd` strings at the boundary and "day indexes" (whole days since
 *   1970-01-01 UTC) inside; instants are UTC ISO strings;
 * - flight schedules are published in the local time of the departure airport
 *   ({@link FlightSchedule.departureMinuteLocal}); `localTimeToUtcMs` (lib/dates) gives the instant.
 *
 * The file also holds the *rate model* shared by the supplier and the search engine: the price of a
 * room stay is defined by {@link roomStayPence}, so a searched price and a prebook re-price agree
 * to the penny. A real adapter maps its rate plans onto that model (base double-occupancy nightly
 * rate per room type and date, per-person board supplements, child bands, infant cot fee,
 * non-refundable discount).
 */

// ---------------------------------------------------------------------------------------------
// Reference data
// ---------------------------------------------------------------------------------------------

export type BoardCode = 'RO' | 'BB' | 'HB' | 'FB' | 'AI';

/** Board bases in ascending order of inclusiveness (also the bit order of board masks). */
export const BOARD_CODES: readonly BoardCode[] = ['RO', 'BB', 'HB', 'FB', 'AI'];

export const BOARD_NAMES: Readonly<Record<BoardCode, string>> = {
  RO: 'Room Only',
  BB: 'Bed & Breakfast',
  HB: 'Half Board',
  FB: 'Full Board',
  AI: 'All Inclusive',
};

/** Vehicle types the checkout may show (docs/spec/2-checkout-payment.md §5 'Extras and transfers'). */
export const TRANSFER_VEHICLE_TYPES = [
  'Shuttle Bus',
  'Private Transfer',
  'VIP Car',
  'Shuttle',
  'Express shuttle',
  'Premium Transfer',
  'Private',
  'Private Minibus',
  'Minivan',
] as const;
export type TransferVehicleType = (typeof TRANSFER_VEHICLE_TYPES)[number];

export interface Country {
  id: number;
  /** ISO 3166-1 alpha-2. */
  code: string;
  name: string;
}

export interface Region {
  /** Stable id used by search requests (`destination_regions`). */
  id: number;
  countryId: number;
  name: string;
  lat: number;
  lon: number;
  /** Arrival airports (IATA) serving the region, main one first. */
  airportCodes: string[];
}

export interface Resort {
  /** Stable id: `regionId * 100 + n`. */
  id: number;
  regionId: number;
  countryId: number;
  name: string;
  lat: number;
  lon: number;
  /** Arrival airports (IATA) for this resort, nearest first. */
  airportCodes: string[];
}

export interface Airport {
  /** IATA code. */
  code: string;
  name: string;
  city: string;
  /** ISO 3166-1 alpha-2 ('GB' for UK departure airports). */
  countryCode: string;
  lat: number;
  lon: number;
  /** IANA time zone, e.g. 'Europe/London'. */
  timeZone: string;
}

export interface UkAirportGroup {
  name: string;
  /** IATA codes of the UK departure airports in this group. */
  codes: string[];
}

export interface Airline {
  /** Code used in flight offers and by the baggage table (e.g. 'FR', 'XQE', 'SUNEXPRESS'). */
  code: string;
  name: string;
  /** Two-character prefix printed on flight numbers. */
  flightPrefix: string;
  /** Hold baggage included in the fare (kg), or null when none is included. */
  includedBaggageKg: number | null;
  /** Per-leg fee for a lap infant. */
  infantFeePence: number;
  /** Aircraft type flown on this airline's routes (drives the seat map). */
  aircraft: string;
}

/** A weekly scheduled flight (one direction). */
export interface FlightSchedule {
  id: number;
  airlineCode: string;
  /** e.g. 'FR4312'. */
  flightNumber: string;
  /** 'outbound' departs the UK, 'return' arrives in the UK. */
  direction: 'outbound' | 'return';
  from: string;
  to: string;
  /** Bit d set = operates on weekday d of the departure airport's local date (0 = Sunday). */
  daysOfWeek: number;
  /** Departure time, minutes after local midnight at the departure airport. */
  departureMinuteLocal: number;
  blockMinutes: number;
  distanceKm: number;
  /** The flight flying the opposite direction on the same rotation. */
  pairedFlightId: number;
}

/** Child and adult occupancy pricing, in permille of one adult's share of the double rate. */
export interface ChildPolicy {
  /** Children aged 2..band1MaxAge pay `permille[0]`; ..band2MaxAge pay `permille[1]`; older `permille[2]`. */
  band1MaxAge: number;
  band2MaxAge: number;
  permille: [number, number, number];
  /** Total charged for a single adult alone in the room (2000 = the full double rate). */
  singleAdultPermille: number;
  /** Each adult beyond two. */
  extraAdultPermille: number;
  /** Cot fee per infant per night. */
  infantNightlyPence: number;
}

export interface RoomType {
  /** Stable id: `hotelId * 100 + n`. */
  id: number;
  hotelId: number;
  /** Supplier room code, e.g. 'DBL-SV'. */
  code: string;
  name: string;
  maxAdults: number;
  maxChildren: number;
  /** Adults plus children (infants are not counted). */
  maxOccupancy: number;
  maxInfants: number;
  /** Board bases this room is sold with (subset of the hotel's). */
  boards: BoardCode[];
  /** A non-refundable rate exists besides the refundable one. */
  nonRefundableOffered: boolean;
  /** Image keys (`room-{id}-{n}`); the server renders them. */
  readonly images: readonly string[];
}

export interface Hotel {
  /** Stable property id (`ivector_property_id` in the old API). */
  id: number;
  name: string;
  /** 2..5. */
  stars: number;
  resortId: number;
  regionId: number;
  countryId: number;
  lat: number;
  lon: number;
  address: string;
  description: string;
  facilities: string[];
  features: string[];
  adultsOnly: boolean;
  lgbtqFriendly: boolean;
  familyHotels: boolean;
  /** Arrival airports for this hotel, nearest first. */
  preferredAirports: string[];
  /** Image keys (`hotel-{id}-{n}`); the server renders them. */
  readonly images: readonly string[];
  rooms: RoomType[];
  /** Board supplement per adult per night; a board is offered iff present. */
  boardSupplementPence: Partial<Record<BoardCode, number>>;
  childPolicy: ChildPolicy;
  /** Non-refundable rate = refundable total less this percentage (rounded to the penny). */
  nonRefundableDiscountPct: number;
}

export interface TransferProduct {
  id: string;
  resortId: number;
  airportCode: string;
  vehicleType: TransferVehicleType;
  name: string;
  description: string;
  supplier: string;
  /** 'per_person': unit price per passenger (infants free); 'per_vehicle': per vehicle needed. */
  pricing: 'per_person' | 'per_vehicle';
  /** Return trip (airport → hotel → airport). */
  unitPricePence: number;
  maxPassengers: number;
  durationMinutes: number;
  distanceKm: number;
}

/** Static content of a supplier: everything but rates and fares. */
export interface CatalogueContent {
  supplier: string;
  seed: number;
  countries: Country[];
  regions: Region[];
  resorts: Resort[];
  /** Departure (UK) and arrival airports. */
  airports: Airport[];
  ukAirportGroups: UkAirportGroup[];
  airlines: Airline[];
  hotels: Hotel[];
  flights: FlightSchedule[];
  transfers: TransferProduct[];
}

// ---------------------------------------------------------------------------------------------
// Bulk rates and fares (what the search engine precomputes from)
// ---------------------------------------------------------------------------------------------

/**
 * Nightly double-occupancy rates for room types over `days` consecutive dates from `from`:
 * `nightlyPence[i * days + d]` is room type `roomTypeIds[i]` on date `from + d`; 0 = not bookable.
 */
export interface RateSheet {
  from: string;
  days: number;
  roomTypeIds: Int32Array;
  nightlyPence: Int32Array;
}

/**
 * Per-seat fares (adult or child) over `days` dates from `from`:
 * `farePence[i * days + d]` for flight `flightIds[i]` departing on local date `from + d`;
 * 0 = does not operate or sold out.
 */
export interface FareSheet {
  from: string;
  days: number;
  flightIds: Int32Array;
  farePence: Int32Array;
}

/**
 * One change of the supplier's prices since its bulk sheets, in absolute values (applying a change
 * twice is the same as applying it once; a later change of the same night or fare wins), one value
 * per day from `from`:
 * - `rate`: room type `roomTypeId`'s nightly double rate for the nights from `from` (pence; 0 =
 *   stop-sell, the room is closed those nights; a positive rate re-opens it);
 * - `fare`: flight `flightId`'s per-seat fare for departures from local date `from` (pence; 0 =
 *   sold out or not operating; a positive fare is bookable again).
 */
export type SupplierChange =
  | { kind: 'rate'; roomTypeId: number; from: string; pence: number[] }
  | { kind: 'fare'; flightId: number; from: string; pence: number[] };

/** One page of the supplier's change feed. */
export interface SupplierChangePage {
  /** Oldest first. */
  changes: SupplierChange[];
  /** Where the feed continues: pass it to the next `changesSince` (opaque to the caller). */
  cursor: string;
  /** More changes wait after this page. */
  more: boolean;
}

// ---------------------------------------------------------------------------------------------
// Live calls
// ---------------------------------------------------------------------------------------------

/** One room of the party. Children are aged 2..15 on return; infants are under 2. */
export interface PartyRoom {
  adults: number;
  childAges: number[];
  infants: number;
}

export interface RoomRateRef {
  hotelId: number;
  roomTypeId: number;
  board: BoardCode;
  refundable: boolean;
}

/** The rate a room booking token names: `{hotelId}-{roomTypeId}-{board}-{R|NR}`; null if malformed. */
export function parseRoomRateRef(token: string): RoomRateRef | null {
  const m = /^(\d+)-(\d+)-(RO|BB|HB|FB|AI)-(R|NR)$/.exec(token);
  if (!m) return null;
  return {
    hotelId: Number(m[1]),
    roomTypeId: Number(m[2]),
    board: m[3] as BoardCode,
    refundable: m[4] === 'R',
  };
}

export interface RoomQuote extends RoomRateRef {
  checkIn: string;
  nights: number;
  room: PartyRoom;
  totalPence: number;
}

export interface FlightPairRef {
  outboundFlightId: number;
  outboundDate: string;
  returnFlightId: number;
  returnDate: string;
}

/**
 * A special-offer rate plan a hotel sells, as bed banks send them: a percentage off the hotel's
 * standard price (every room, board and refundability) for check-ins from `stayFrom` to `stayTo`,
 * for stays of at least `minNights`, booked on or before `bookBy` when it has one.
 */
export interface Promotion {
  id: string;
  hotelId: number;
  /** An exclusive negotiated discount, an early-booking discount or a long-stay offer. */
  kind: 'exclusive' | 'early_booking' | 'long_stay';
  discountPct: number;
  stayFrom: string;
  stayTo: string;
  bookBy: string | null;
  minNights: number;
}

/** A promotion's rule in day indexes, as pricing reads it many times over. */
export interface PromotionWindow {
  promotion: Promotion;
  fromDay: number;
  toDay: number;
  /** Infinity when it has no booking deadline. */
  bookByDay: number;
  minNights: number;
  discountPct: number;
}

export function promotionWindow(promotion: Promotion): PromotionWindow {
  return {
    promotion,
    fromDay: toDayIndex(promotion.stayFrom),
    toDay: toDayIndex(promotion.stayTo),
    bookByDay: promotion.bookBy === null ? Infinity : toDayIndex(promotion.bookBy),
    minNights: promotion.minNights,
    discountPct: promotion.discountPct,
  };
}

/** Whether a promotion prices a stay (check-in and booking days as day indexes). */
export function promotionApplies(
  w: PromotionWindow,
  checkInDay: number,
  nights: number,
  bookedOnDay: number,
): boolean {
  return (
    nights >= w.minNights &&
    checkInDay >= w.fromDay &&
    checkInDay <= w.toDay &&
    bookedOnDay <= w.bookByDay
  );
}

/**
 * The promotion that prices a stay: of those that apply, the largest discount (then the smallest
 * id, so the choice never depends on order); null when none does.
 */
export function promotionFor(
  windows: readonly PromotionWindow[],
  checkInDay: number,
  nights: number,
  bookedOnDay: number,
): Promotion | null {
  let best: PromotionWindow | null = null;
  for (const w of windows) {
    if (!promotionApplies(w, checkInDay, nights, bookedOnDay)) continue;
    if (
      !best ||
      w.discountPct > best.discountPct ||
      (w.discountPct === best.discountPct && w.promotion.id < best.promotion.id)
    ) {
      best = w;
    }
  }
  return best?.promotion ?? null;
}

/** The one rule for a promotional price: the standard price less the discount, to the penny. */
export function promotionalPence(standardPence: number, discountPct: number): number {
  return discountPct > 0 ? Math.round((standardPence * (100 - discountPct)) / 100) : standardPence;
}

/** The id search gives a flight pair: `{outboundFlightId}:{outboundDate}:{returnFlightId}:{returnDate}`. */
export function parseFlightPairId(id: string): FlightPairRef | null {
  const m = /^(\d+):(\d{4}-\d{2}-\d{2}):(\d+):(\d{4}-\d{2}-\d{2})$/.exec(id);
  if (!m) return null;
  return {
    outboundFlightId: Number(m[1]),
    outboundDate: m[2],
    returnFlightId: Number(m[3]),
    returnDate: m[4],
  };
}

export interface FlightLegQuote {
  flightId: number;
  flightNumber: string;
  airlineCode: string;
  from: string;
  to: string;
  date: string;
  departsAtUtc: string;
  arrivesAtUtc: string;
  durationMinutes: number;
  farePence: number;
}

export interface FlightPairQuote extends FlightPairRef {
  outbound: FlightLegQuote;
  inbound: FlightLegQuote;
  seats: number;
  infants: number;
  /** Outbound plus return fare for one seat. */
  perPassengerPence: number;
  totalPence: number;
}

export interface BagOption {
  id: string;
  weightKg: number;
  /** Per bag, covering both legs. */
  pricePence: number;
  maxQuantity: number;
}

export interface PriorityBoardingOption {
  id: string;
  direction: 'outbound' | 'inbound';
  unitCostPence: number;
}

export interface FlightExtraOption {
  id: string;
  kind: 'meal' | 'sports';
  description: string;
  unitCostPence: number;
  quantityAvailable: number;
  direction: 'outbound' | 'inbound' | 'both';
}

export interface FlightExtras {
  supplier: string;
  bags: BagOption[];
  priorityBoarding: PriorityBoardingOption[];
  extras: FlightExtraOption[];
}

export interface SeatBand {
  id: string;
  description: string;
  pricePence: number;
}

export interface Seat {
  number: string;
  row: number;
  letter: string;
  bandId: string;
  available: boolean;
}

export interface SeatMap {
  flightId: number;
  flightNumber: string;
  date: string;
  aircraft: string;
  rows: number;
  letters: string[];
  bands: SeatBand[];
  seats: Seat[];
}

export interface TransferQuote {
  /** 'none' for the no-transfer option. */
  id: string;
  vehicleType: TransferVehicleType | null;
  name: string;
  description: string;
  supplier: string;
  totalPence: number;
  vehicles: number;
  durationMinutes: number;
  distanceKm: number;
  /**
   * When the driver collects the party, local wall-clock 'yyyy-mm-ddThh:mm' at the airport (arrival)
   * and at the hotel (return), when the supplier can give it: null until it can (no flights known).
   */
  collections: { arrival: string | null; departure: string | null };
}

export interface TransferQuery {
  hotelId: number;
  airportCode: string;
  passengers: number;
  infants: number;
  /**
   * The party's flights at that airport, local wall-clock 'yyyy-mm-ddThh:mm': landing on the way
   * out and taking off on the way home. The collection times are set from them.
   */
  flights?: { arrivesLocal: string; returnDepartsLocal: string };
}

export interface PrebookRequest {
  rooms: Array<RoomRateRef & { room: PartyRoom }>;
  checkIn: string;
  nights: number;
  flight?: FlightPairRef & { seats: number; infants: number };
  /** What the customer was shown; the supplier compares its live price with this. */
  expectedTotalPence: number;
}

export type PrebookResult =
  | {
      outcome: 'ok';
      holdId: string;
      expiresAt: string;
      rooms: RoomQuote[];
      flight: FlightPairQuote | null;
      totalPence: number;
    }
  | {
      outcome: 'price_changed';
      holdId: string;
      expiresAt: string;
      rooms: RoomQuote[];
      flight: FlightPairQuote | null;
      previousTotalPence: number;
      totalPence: number;
    }
  | { outcome: 'no_longer_available'; reason: string };

export type BookResult =
  | { outcome: 'booked'; supplierReference: string; holdId: string }
  | { outcome: 'hold_expired' | 'not_found'; holdId: string };

/**
 * Extras bought for a booking after it was made: hold bags for the whole booking (per bag, both
 * legs) and seats, each on one flight of the booking's pair.
 */
export interface ExtrasRequest {
  /** The caller's id for this purchase: asking again with it answers the first outcome. */
  requestId: string;
  flight: FlightPairRef;
  bags: { id: string; quantity: number }[];
  seats: { flightId: number; date: string; seatNumber: string }[];
  /** What the customer was quoted; the supplier compares its live price with this. */
  expectedTotalPence: number;
}

export type ExtrasResult =
  | { outcome: 'added'; totalPence: number }
  | { outcome: 'price_changed'; totalPence: number }
  | { outcome: 'unavailable'; reason: string }
  | { outcome: 'not_found' };

/** How the supplier answers a cancellation: when it cancelled (the first time), or no such booking. */
export type CancelResult = { outcome: 'cancelled'; cancelledAt: string } | { outcome: 'not_found' };

/**
 * The supplier interface. All methods are async because a real supplier is remote.
 * Dates are `yyyy-mm-dd`; money is integer pence.
 */
export interface Supplier {
  readonly name: string;
  /** Static content (geography, airports, airlines, hotels, schedules, transfers). */
  getContent(): Promise<CatalogueContent>;
  /** Bulk nightly rates for the given hotels (all when omitted) for the engine's precompute. */
  getRates(query: { from: string; days: number; hotelIds?: number[] }): Promise<RateSheet>;
  /**
   * The promotions of every hotel whose check-in window meets the `days` dates from `from`
   * (sorted by hotel, then id): search prices stays with them, and so do quoteRoom and prebook.
   */
  getPromotions(query: { from: string; days: number }): Promise<Promotion[]>;
  /** Bulk fares for every scheduled flight. */
  getFares(query: { from: string; days: number }): Promise<FareSheet>;
  /**
   * The change feed (pull by cursor, as bed banks' and airlines' content APIs offer): rate,
   * stop-sell and fare changes made after `cursor`, oldest first, at most `limit` of them. A null
   * cursor starts at the bulk sheets (`getRates`, `getFares` answer the supplier's published
   * snapshot; the feed holds every change since), so sheets plus every change are its live prices,
   * the ones `quoteRoom`, `quoteFlightPair`, `prebook` and `book` use.
   */
  changesSince(cursor: string | null, limit: number): Promise<SupplierChangePage>;
  /** Live price of one room rate for a stay; null when not bookable or the party does not fit. */
  quoteRoom(
    ref: RoomRateRef,
    stay: { checkIn: string; nights: number; room: PartyRoom },
  ): Promise<RoomQuote | null>;
  /** Live price of an outbound/return pair; null when either leg does not operate or is sold out. */
  quoteFlightPair(
    ref: FlightPairRef,
    party: { seats: number; infants: number },
  ): Promise<FlightPairQuote | null>;
  getFlightExtras(ref: FlightPairRef): Promise<FlightExtras | null>;
  getSeatMap(flightId: number, date: string): Promise<SeatMap | null>;
  /** Transfer quotes sorted by price, the no-transfer option first. */
  getTransfers(query: TransferQuery): Promise<TransferQuote[]>;
  /** Re-prices live and holds for 30 minutes; `price_changed` and `no_longer_available` differ. */
  prebook(request: PrebookRequest): Promise<PrebookResult>;
  book(holdId: string): Promise<BookResult>;
  /** Cancels a booking made by book(); cancelling one already cancelled answers the same (idempotent). */
  cancel(supplierReference: string): Promise<CancelResult>;
  /**
   * Gives up a hold that was never booked (the booking was cancelled first); unknown or expired
   * holds are fine. A released hold can no longer be booked (book() answers `not_found`); a hold
   * already booked is left booked (cancel its reference instead).
   */
  releaseHold(holdId: string): Promise<void>;
  /**
   * Adds extras to a booking made by book() at the supplier's live prices, all or nothing:
   * `price_changed` when they no longer cost what was expected, `unavailable` when a bag or
   * seat cannot be sold (the reason in the supplier's words), `not_found` when no live booking
   * has the reference. Idempotent by `requestId`.
   */
  addExtras(supplierReference: string, request: ExtrasRequest): Promise<ExtrasResult>;
}

// ---------------------------------------------------------------------------------------------
// Rate model (shared by the supplier's live pricing and the search engine)
// ---------------------------------------------------------------------------------------------

/** Youngest and oldest child age (on return); infants are under 2, 16+ travel as adults. */
export const MIN_CHILD_AGE = 2;
export const MAX_CHILD_AGE = 15;

export function childPermille(policy: ChildPolicy, age: number): number {
  if (age <= policy.band1MaxAge) return policy.permille[0];
  if (age <= policy.band2MaxAge) return policy.permille[1];
  return policy.permille[2];
}

/** Permille of one adult share (the double rate is 2000) charged for the room's occupants. */
export function occupancyPermille(policy: ChildPolicy, room: PartyRoom): number {
  let p =
    room.adults <= 1
      ? policy.singleAdultPermille
      : 2000 + (room.adults - 2) * policy.extraAdultPermille;
  for (const age of room.childAges) p += childPermille(policy, age);
  return p;
}

/** Board-supplement units in permille of an adult (adults 1000 each, children by age band). */
export function boardUnitsPermille(policy: ChildPolicy, room: PartyRoom): number {
  let u = room.adults * 1000;
  for (const age of room.childAges) u += childPermille(policy, age);
  return u;
}

/** Whether the party fits a room type's occupancy limits. */
export function roomFits(rt: RoomType, room: PartyRoom): boolean {
  const children = room.childAges.length;
  return (
    room.adults >= 1 &&
    room.adults <= rt.maxAdults &&
    children <= rt.maxChildren &&
    room.adults + children <= rt.maxOccupancy &&
    room.infants <= rt.maxInfants
  );
}

/**
 * Total price of one room for a stay, the single definition of a room price:
 *
 *   refundable = round(nightlySum × occPermille / 2000)
 *              + round(boardPerAdultNight × nights × boardUnits / 1000)
 *              + infants × infantNightly × nights
 *   non-refundable = round(refundable × (100 − discountPct) / 100)
 *
 * where `nightlySum` is the sum of the room type's double-occupancy nightly rates over the stay.
 */
export function roomStayPence(
  nightlySum: number,
  nights: number,
  occPermille: number,
  boardPerAdultNight: number,
  boardUnits: number,
  infants: number,
  infantNightly: number,
  nonRefundableDiscountPct: number,
  refundable: boolean,
): number {
  const total =
    Math.round((nightlySum * occPermille) / 2000) +
    Math.round((boardPerAdultNight * nights * boardUnits) / 1000) +
    infants * infantNightly * nights;
  return refundable ? total : Math.round((total * (100 - nonRefundableDiscountPct)) / 100);
}

/** Party price of one flight leg. */
export function legPartyPence(
  farePence: number,
  seats: number,
  infants: number,
  infantFee: number,
): number {
  return farePence * seats + infants * infantFee;
}
