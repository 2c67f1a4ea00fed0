import * as z from 'zod/mini';

/** A booking as listed for its customer (docs/spec/3-accounts-bookings-content.md §3 'Booking'); detail fields arrive with bookings. */
export const bookingSummary = z.object({
  id: z.string(),
  uuid: z.string(),
  reference: z.string(),
  status: z.enum(['Confirmed', 'Pending', 'Cancelled']),
  destination: z.string(),
  hotel: z.object({
    name: z.string(),
    checkIn: z.iso.date(),
    checkOut: z.iso.date(),
    nights: z.number().check(z.int()),
  }),
});
export type BookingSummary = z.infer<typeof bookingSummary>;

export const customerItinerariesResponse = z.array(bookingSummary);

/**
 * A booking as its confirmation shows it (docs/spec/2-checkout-payment.md §3 'Booking confirmation'). Read by its owner
 * only: the signed-in customer who booked, or the browser that booked it as a guest (header
 * `x-booking-key`, the checkout key that browser held). Money in pence.
 */
const flightLeg = z.object({
  from: z.string(),
  to: z.string(),
  /** yyyy-mm-dd, London time for UK airports, local time abroad. */
  date: z.iso.date(),
  airline: z.string(),
  flightNo: z.string(),
  departureTime: z.string(),
  arrivalTime: z.string(),
  supplier: z.string(),
});

export const bookingConfirmation = z.object({
  reference: z.string(),
  /** When it was booked (ISO date-time). */
  date: z.iso.datetime(),
  status: z.enum(['Confirmed', 'Awaiting airline confirmation', 'Cancelled']),
  type: z.enum(['package', 'hotelonly']),
  itineraryUuid: z.uuid(),
  leadPassenger: z.string(),
  /** '2 adults, 1 child'. */
  guests: z.string(),
  email: z.string(),
  hotel: z.object({
    name: z.string(),
    address: z.string(),
    destinationName: z.string(),
    checkIn: z.iso.date(),
    checkOut: z.iso.date(),
    nights: z.int(),
    roomType: z.string(),
    boardBasis: z.string(),
    image: z.string(),
  }),
  flights: z.nullable(z.object({ outbound: flightLeg, inbound: flightLeg })),
  passengers: z.array(
    z.object({
      title: z.string(),
      first_names: z.string(),
      last_name: z.string(),
      date_of_birth: z.iso.date(),
      type: z.enum(['Adult', 'Child']),
    }),
  ),
  /** Bags, priority boarding, meals, sports and seats: one line each. */
  addons: z.array(z.object({ description: z.string(), amount: z.int() })),
  transfers: z.nullable(
    z.object({
      type: z.string(),
      outboundCollection: z.string(),
      inboundCollection: z.string(),
      distance: z.string(),
      duration: z.string(),
    }),
  ),
  payment: z.object({
    totalCost: z.int(),
    paid: z.int(),
    planName: z.string(),
    schedule: z.array(
      z.object({ date: z.iso.date(), amount: z.int(), status: z.enum(['Paid', 'Due']) }),
    ),
    remainingBalance: z.int(),
  }),
  /** Documents the owner can download (PDF), once the booking is confirmed. */
  documents: z.array(z.object({ kind: z.string(), title: z.string(), url: z.string() })),
  /** True for a guest booking not yet linked to an account: the page offers account creation. */
  canCreateAccount: z.boolean(),
  /**
   * While the airline still waits for the customer (Ryanair): the session to confirm on its page
   * (docs/spec/2-checkout-payment.md 'Airline confirmation screen'); null otherwise.
   */
  airlineConfirmation: z.nullable(
    z.object({ sessionId: z.string(), target: z.enum(['TEST', 'PRODUCTION']) }),
  ),
});
export type BookingConfirmation = z.infer<typeof bookingConfirmation>;

export const bookingReferenceParams = z.strictObject({
  reference: z.string().check(z.regex(/^[A-Z]{2}\d{6}$/, 'That is not a booking reference.')),
});

/** The header a guest's browser proves ownership of its booking with. */
export const BOOKING_KEY_HEADER = 'x-booking-key';

/**
 * Paths under /api:
 * - GET  /bookings/{reference}                    → bookingConfirmation (owner only, else 404)
 * - GET  /bookings/{reference}/documents/{kind}   → application/pdf (owner only)
 * - POST /bookings/{reference}/claim              → links a guest booking to the signed-in
 *   customer (bearer + x-booking-key)
 */
export const bookingPaths = {
  byReference: (reference: string) => `/bookings/${reference}`,
  document: (reference: string, kind: string) => `/bookings/${reference}/documents/${kind}`,
  claim: (reference: string) => `/bookings/${reference}/claim`,
} as const;
