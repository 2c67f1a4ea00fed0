import * as z from 'zod/mini';
import { boardCode, iataCode, isoDate } from './search';

/**
 * Exclusive deals (docs/spec/1-shell-search-package.md §3 'Deal' and docs/spec/3-accounts-bookings-content.md §3 'Deal', merged): GET /deal/list and
 * GET /deal/{slug}. A deal is a supplier's special offer that can be booked today; it is built
 * from the search engine's real prices (with the offer, and at the standard price), so each date and
 * airport it offers can be found again with POST /itinerary/search (hotel_id, that departure date,
 * that duration, that airport, the deal's party, flexible_departure false).
 *
 * Money is integer pence. Every `priceFrom` and every amount in `airportPricingByDate` and
 * `pricing_details` is the package total for the deal's whole party (adults + children + infants);
 * a card's per-person price is `priceFrom ÷ (adults + children)`.
 */

const pence = z.int().check(z.nonnegative());

/** The key of `airportPricingByDate` and `pricing_details`: `${departure}-${duration}`. */
export function dealDateKey(departure: string, duration: number): string {
  return `${departure}-${duration}`;
}

export const dealHotel = z.object({
  name: z.string(),
  /** 'Resort, Region, Country'. */
  location: z.string(),
  /** Stars, 1-5. */
  rating: z.int().check(z.gte(1), z.lte(5)),
  imageUrls: z.array(z.string()),
  overview: z.string(),
  features: z.array(z.string()),
});
export type DealHotel = z.infer<typeof dealHotel>;

export const dealAirport = z.object({
  code: iataCode,
  name: z.string(),
  /** Cheapest party total from this airport over every date of the deal, pence. */
  priceFrom: pence,
});
export type DealAirport = z.infer<typeof dealAirport>;

export const dealDate = z.object({
  /** `${departure}-${duration}`, the key into `airportPricingByDate` and `pricing_details`. */
  id: z.string(),
  departure: isoDate,
  return: isoDate,
  /** Nights. */
  duration: z.int().check(z.positive()),
  /** Cheapest party total on this date and duration from any of the deal's airports, pence. */
  priceFrom: pence,
  /** Whether checkout offers a deposit plan for this departure (false when it is too soon). */
  depositAvailable: z.boolean(),
});
export type DealDate = z.infer<typeof dealDate>;

export const dealSelectedDate = z.object({
  departure_date: isoDate,
  /** Nights. */
  duration: z.int().check(z.positive()),
});

export const deal = z.object({
  /** Stable for a catalogue: the hotel id. */
  id: z.int().check(z.positive()),
  /** Unique, from the hotel name, e.g. 'costa-positano-bay'. */
  slug: z.string(),
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  /** Main picture URL. */
  image: z.string(),
  /**
   * Percent saved on the cheapest option against the same stay at the hotel's standard price
   * (savingFrom ÷ standardPriceFrom), rounded down: the badge.
   */
  discount: z.int().check(z.gte(0), z.lte(100)),
  /** The cheapest package total for the deal's party, pence (minimum of `pricing_details`). */
  priceFrom: pence,
  /** The same stay as `priceFrom` at the hotel's standard price, pence. */
  standardPriceFrom: pence,
  /** standardPriceFrom − priceFrom, pence: 'Save £X (N%) on our standard price for these dates'. */
  savingFrom: pence,
  /** The supplier's special offer the deal sells. */
  offer: z.object({
    kind: z.enum(['exclusive', 'early_booking', 'long_stay']),
    name: z.string(),
    discountPct: z.int(),
    /** First and last check-in dates it prices. */
    stayFrom: isoDate,
    stayTo: isoDate,
    /** The last day it can be booked, or null. */
    bookBy: z.nullable(isoDate),
    minNights: z.int(),
  }),
  adults: z.int().check(z.gte(1)),
  children: z.int().check(z.gte(0)),
  infants: z.int().check(z.gte(0)),
  /** One age per child (2-15 on return): what a search for this deal must send. */
  child_ages: z.array(z.int()),
  /** Board basis of the cheapest package, by name (e.g. 'Half Board'); null when unknown. */
  board_basis: z.nullable(z.string()),
  /** The same as `board_basis` (docs/spec/3-accounts-bookings-content.md spelling). */
  boardBasis: z.nullable(z.string()),
  /** The same board as a code (RO, BB, HB, FB, AI). */
  boardCode: z.nullable(boardCode),
  adultsOnly: z.boolean(),
  /** Stars, 1-5. */
  rating: z.int().check(z.gte(1), z.lte(5)),
  hotelName: z.string(),
  /** 'Resort, Region, Country'. */
  location: z.string(),
  /** Nights of the cheapest option. */
  duration: z.int().check(z.positive()),
  /** Nights on offer, ascending. */
  availableDurations: z.array(z.int().check(z.positive())),
  /** The destination (region) name, used by the deals filter. */
  destination: z.string(),
  /** The destination's region id (for the search bar). */
  region_id: z.int().check(z.positive()),
  country: z.string(),
  hotel_id: z.int().check(z.positive()),
  hotel: dealHotel,
  /** UK airports with at least one priced date, cheapest first. */
  selected_departure_airports: z.array(iataCode),
  /** Every priced departure date and duration, in date order. */
  selected_dates: z.array(dealSelectedDate),
  /** Cheapest first. */
  availableAirports: z.array(dealAirport),
  /** In date order, then duration. */
  availableDates: z.array(dealDate),
  /** `${departure}-${duration}` → UK airport code → party total, pence (only airports that sell it). */
  airportPricingByDate: z.record(z.string(), z.record(z.string(), pence)),
  /** The same keys: each stay at the hotel's standard price, pence (the saving is the difference). */
  standardPricingByDate: z.record(z.string(), z.record(z.string(), pence)),
  /** `${departure}-${duration}` → cheapest party total from any airport, pence. */
  pricing_details: z.record(z.string(), pence),
  /**
   * Whether any of the deal's departures can be booked with a deposit: only then may the deal say
   * 'Deposits from £49pp'.
   */
  depositAvailable: z.boolean(),
});
export type Deal = z.infer<typeof deal>;

export const dealListResponse = z.array(deal);
export type DealListResponse = z.infer<typeof dealListResponse>;

export const dealParams = z.strictObject({
  slug: z.string().check(z.minLength(1), z.maxLength(160)),
});
export const dealResponse = deal;
