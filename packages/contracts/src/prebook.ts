import { z } from 'zod';
import { flight, iataCode, isoDate } from './search';

/** Spec 1 §3 'Hotel-only flight details'. */
export const manualFlightLeg = z.strictObject({
  airportCode: iataCode,
  flightNumber: z
    .string()
    .trim()
    .min(2, { error: 'Flight number is required' })
    .max(8)
    .transform((s) => s.toUpperCase()),
  date: isoDate,
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Times are HH:MM (24-hour).' }),
});
export const manualFlightDetails = z.strictObject({
  outbound: manualFlightLeg,
  return: manualFlightLeg,
});
export type ManualFlightDetails = z.infer<typeof manualFlightDetails>;

/** POST /itinerary/prebook (spec 1 §3 'Prebook request'). */
export const prebookRequest = z.strictObject({
  uuid: z.uuid({ error: 'That search is not valid: please search again.' }),
  property_id: z.int().positive(),
  hotel_booking_code: z.string().min(1).max(60),
  ivector_property_id: z.int().positive(),
  rooms: z
    .array(
      z.strictObject({
        RoomBookingToken: z.string().min(1).max(80),
        SupplierReference1: z.string().max(80).optional(),
        SupplierReference2: z.string().max(80).optional(),
      }),
    )
    .min(1)
    .max(5),
  /** Packages: the chosen flight's itineraryId. */
  flight_itinerary: z.string().max(80).optional(),
  arrival_airport_code: iataCode.optional(),
  /** Hotel-only with a transfer: the customer's own flights. */
  manual_flight_details: manualFlightDetails.optional(),
  /** The new total the customer accepted after a price change, pence. */
  accept_total_pence: z.int().positive().optional(),
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

export const transferQuote = z.object({
  id: z.string(),
  /** null for the no-transfer option. */
  vehicle_type: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  supplier: z.string(),
  total_pence: z.int(),
  vehicles: z.int(),
  duration_minutes: z.int(),
  distance_km: z.number(),
});

export const prebookResponse = z.object({
  uuid: z.uuid(),
  /** Our id for this hold (checkout continues under it). */
  prebook_id: z.uuid(),
  expires_at: z.iso.datetime(),
  /** Hotel plus flight, pence, re-priced live by the supplier. */
  total_pence: z.int(),
  flight: flight.nullable(),
  hotel: z.object({
    ivector_property_id: z.int(),
    name: z.string(),
    check_in: isoDate,
    check_out: isoDate,
    nights: z.int(),
    arrival_airport_code: z.string().nullable(),
    RoomBookings: z.array(roomBooking),
  }),
  /** Transfer quotes, cheapest first, the no-transfer option first. */
  transfer: z.array(transferQuote),
  manual_flight_details: manualFlightDetails.nullable(),
});
export type PrebookResponse = z.infer<typeof prebookResponse>;
