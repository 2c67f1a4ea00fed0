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

/**
 * The header a guest's browser sends a booking grant with: what a successful guest lookup returns,
 * good for that one booking for GUEST_GRANT_MINUTES.
 */
export const BOOKING_GRANT_HEADER = 'x-booking-grant';
export const GUEST_GRANT_MINUTES = 30;
/** Guest lookups (and links) one client may make per window, and the window. */
export const LOOKUP_LIMIT = { max: 5, windowMinutes: 10 } as const;

/** docs/spec/3-accounts-bookings-content.md §5 'Link booking' and 'Guest lookup', word for word. */
export const lookupMessages = {
  referenceRequired: 'Booking reference is required',
  referenceLength: 'Booking reference must be at least 6 characters',
  referenceCharacters: 'Booking reference must contain only letters and numbers',
  surnameRequired: 'Surname is required',
  surnameLength: 'Surname must be at least 2 characters',
  surnameCharacters: 'Surname must contain only letters, spaces, hyphens, and apostrophes',
  dateRequired: 'Departure date is required',
  /** Not in the spec's list: a typed date that is not a real date, or outside the picker's range. */
  dateInvalid: 'Please enter a valid departure date',
  /** The server's one answer to any lookup or link that matches no booking. */
  notFound: 'We could not find a booking with the details provided.',
  alreadyLinked: 'This booking is already linked to an account.',
  linked: 'Booking successfully linked to your account!',
} as const;

export type LookupForm = 'lookup' | 'link';

/** The range the departure date may take: from (lookup 2024, link 2020) to two years ahead. */
export function departureDateRange(form: LookupForm, today: string): { min: string; max: string } {
  const year = Number(today.slice(0, 4));
  return {
    min: form === 'lookup' ? '2024-01-01' : '2020-01-01',
    max: `${String(year + 2)}${today.slice(4)}`,
  };
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
function realDate(value: string): boolean {
  if (!isoDate.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/**
 * The field rules of the guest lookup ('lookup') and the link-booking modal ('link'), shared by
 * the forms and the server: reference at least 6 (lookup: letters and digits only), surname at
 * least 2 (lookup: letters, spaces, hyphens, apostrophes), departure date required (yyyy-mm-dd in
 * the picker's range). `today` is yyyy-mm-dd (London).
 */
export function bookingLookupErrors(
  input: { reference: string; surname: string; departure_date: string },
  form: LookupForm,
  today: string,
): Partial<Record<'reference' | 'surname' | 'departure_date', string>> {
  const errors: Partial<Record<'reference' | 'surname' | 'departure_date', string>> = {};
  const reference = input.reference.trim();
  const surname = input.surname.trim();
  if (reference === '') errors.reference = lookupMessages.referenceRequired;
  else if (reference.length < 6) errors.reference = lookupMessages.referenceLength;
  else if (form === 'lookup' && !/^[A-Za-z0-9]+$/.test(reference))
    errors.reference = lookupMessages.referenceCharacters;
  if (surname === '') errors.surname = lookupMessages.surnameRequired;
  else if (surname.length < 2) errors.surname = lookupMessages.surnameLength;
  else if (form === 'lookup' && !/^[\p{L}\p{M}\s'’-]+$/u.test(surname))
    errors.surname = lookupMessages.surnameCharacters;
  const date = input.departure_date.trim();
  const range = departureDateRange(form, today);
  if (date === '') errors.departure_date = lookupMessages.dateRequired;
  else if (!realDate(date) || date < range.min || date > range.max)
    errors.departure_date = lookupMessages.dateInvalid;
  return errors;
}

/** Sent upper-cased (reference) with the date as yyyy-mm-dd; shapes only, rules above (422). */
export const bookingLookupRequest = z.strictObject({
  reference: z.string().check(z.maxLength(40)),
  surname: z.string().check(z.maxLength(100)),
  departure_date: z.string().check(z.maxLength(10)),
});
export type BookingLookupRequest = z.infer<typeof bookingLookupRequest>;

export const bookingGrant = z.object({
  token: z.string(),
  expires_at: z.iso.datetime({ offset: true }),
});
export type BookingGrant = z.infer<typeof bookingGrant>;

/** The booking found: its reference (both names the client reads) and the grant to open it. */
export const bookingLookupResponse = z.object({
  reference: z.string(),
  booking_reference: z.string(),
  grant: bookingGrant,
});
export type BookingLookupResponse = z.infer<typeof bookingLookupResponse>;

export const linkBookingResponse = z.object({
  message: z.string(),
  booking: bookingSummary,
});
export type LinkBookingResponse = z.infer<typeof linkBookingResponse>;

/**
 * - POST /itinerary/booking/lookup          → bookingLookupResponse; any miss is 404 (never says
 *   which detail was wrong), 422 field rules, 429 with Retry-After
 * - POST /auth/customer/bookings/link       → linkBookingResponse (bearer); 404 miss, 409 linked
 *   to another account, 422, 429
 */
export const lookupPaths = {
  lookup: '/itinerary/booking/lookup',
  link: '/auth/customer/bookings/link',
} as const;
