import * as z from 'zod/mini';
import { flight, iataCode, isoDate } from './search';

/** docs/spec/1-shell-search-package.md §3 'Hotel-only flight details'. */
export const manualFlightLeg = z.strictObject({
  airportCode: iataCode,
  flightNumber: z.pipe(
    z
      .string()
      .check(z.trim(), z.minLength(2, { error: 'Flight number is required' }), z.maxLength(8)),
    z.transform((s) => s.toUpperCase()),
  ),
  date: isoDate,
  time: z
    .string()
    .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Times are HH:MM (24-hour).' })),
});
export const manualFlightDetails = z.strictObject({
  outbound: manualFlightLeg,
  return: manualFlightLeg,
});
export type ManualFlightDetails = z.infer<typeof manualFlightDetails>;

/** POST /itinerary/prebook (docs/spec/1-shell-search-package.md §3 'Prebook request'). */
export const prebookRequest = z.strictObject({
  uuid: z.uuid({ error: 'That search is not valid: please search again.' }),
  property_id: z.int().check(z.positive()),
  hotel_booking_code: z.string().check(z.minLength(1), z.maxLength(60)),
  ivector_property_id: z.int().check(z.positive()),
  rooms: z
    .array(
      z.strictObject({
        RoomBookingToken: z.string().check(z.minLength(1), z.maxLength(80)),
        SupplierReference1: z.optional(z.string().check(z.maxLength(80))),
        SupplierReference2: z.optional(z.string().check(z.maxLength(80))),
      }),
    )
    .check(z.minLength(1), z.maxLength(5)),
  /** Packages: the chosen flight's itineraryId. */
  flight_itinerary: z.optional(z.string().check(z.maxLength(80))),
  arrival_airport_code: z.optional(iataCode),
  /** Hotel-only with a transfer: the customer's own flights. */
  manual_flight_details: z.optional(manualFlightDetails),
  /** The new total the customer accepted after a price change, pence. */
  accept_total_pence: z.optional(z.int().check(z.positive())),
  /**
   * The total the page showed for these rooms and flight, pence: a different live total is a price
   * change the customer is told of (never what is charged: that is always the supplier's).
   */
  shown_total_pence: z.optional(z.int().check(z.positive())),
});
export type PrebookRequest = z.input<typeof prebookRequest>;

export const roomBooking = z.object({
  RoomBookingToken: z.string(),
  RoomType: z.string(),
  MealBasisCode: z.string(),
  NonRefundable: z.boolean(),
  /** Pence. */
  TotalCost: z.int(),
  Supplier: z.string(),
  SupplierReference: z.string(),
});

/**
 * When a transfer's driver collects the party, local wall-clock 'yyyy-mm-ddThh:mm': at the airport
 * after landing and at the hotel before the flight home; null while the supplier cannot say.
 */
export const transferCollections = z.object({
  arrival: z.nullable(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/))),
  departure: z.nullable(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/))),
});
export type TransferCollections = z.infer<typeof transferCollections>;

export const transferQuote = z.object({
  id: z.string(),
  /** null for the no-transfer option. */
  vehicle_type: z.nullable(z.string()),
  name: z.string(),
  description: z.string(),
  supplier: z.string(),
  total_pence: z.int(),
  vehicles: z.int(),
  duration_minutes: z.int(),
  distance_km: z.number(),
  /** When the driver collects the party (local 'yyyy-mm-ddThh:mm'); absent from older holds. */
  collections: z.optional(transferCollections),
});

export const prebookResponse = z.object({
  uuid: z.uuid(),
  /** Our id for this hold (checkout continues under it). */
  prebook_id: z.uuid(),
  expires_at: z.iso.datetime(),
  /** Hotel plus flight, pence, re-priced live by the supplier. */
  total_pence: z.int(),
  flight: z.nullable(flight),
  hotel: z.object({
    ivector_property_id: z.int(),
    name: z.string(),
    check_in: isoDate,
    check_out: isoDate,
    nights: z.int(),
    arrival_airport_code: z.nullable(z.string()),
    RoomBookings: z.array(roomBooking),
  }),
  /** Transfer quotes, cheapest first, the no-transfer option first. */
  transfer: z.array(transferQuote),
  manual_flight_details: z.nullable(manualFlightDetails),
});
export type PrebookResponse = z.infer<typeof prebookResponse>;
