import * as z from 'zod/mini';
import { touristTaxEstimate } from './tourist-tax';
import { BOOKING_REFERENCE } from './booking-reference';

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

/**
 * A cancelled booking's money as the customer reads it: what cancelling cost, what is refunded and
 * each refund as it stands (pence). Null while the booking is not cancelled.
 */
export const bookingCancellationSummary = z.object({
  cancelledAt: z.iso.datetime(),
  chargePence: z.int(),
  paidPence: z.int(),
  refundDuePence: z.int(),
  /** The date by which the refund is due (14 days after cancelling). */
  refundDueBy: z.iso.date(),
  refunds: z.array(
    z.object({
      amountPence: z.int(),
      status: z.enum(['Refunded', 'Processing']),
      /** When the gateway gave it back; null while processing. */
      date: z.nullable(z.iso.datetime()),
    }),
  ),
});
export type BookingCancellationSummary = z.infer<typeof bookingCancellationSummary>;

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
      type: z.enum(['Adult', 'Child', 'Infant']),
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
  /** The tourist tax payable at the hotel, as estimated when the holiday was booked (not charged by us). */
  localTax: z.optional(touristTaxEstimate),
  cancellation: z.nullable(bookingCancellationSummary),
});
export type BookingConfirmation = z.infer<typeof bookingConfirmation>;

export { BOOKING_REFERENCE, parseBookingReference } from './booking-reference';

export const bookingReferenceParams = z.strictObject({
  reference: z.string().check(z.regex(BOOKING_REFERENCE, 'That is not a booking reference.')),
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

/**
 * What cancelling costs, kept with each booking when it is made: bands by days before departure,
 * each charging a percentage of the holiday's price (never less than the deposit) or, far enough
 * out, only the deposit. A band applies from `minDays` days before departure until the next band.
 */
export const cancellationPolicy = z.object({
  depositPence: z.int(),
  bands: z.array(
    z.object({
      minDays: z.int(),
      /** null: the deposit only. */
      percent: z.nullable(z.int()),
    }),
  ),
});
export type CancellationPolicy = z.infer<typeof cancellationPolicy>;

/** What cancelling would cost today, and when (and by how much) that next rises. Pence. */
export const cancellationToday = z.object({
  chargePence: z.int(),
  paidPence: z.int(),
  /** null once the charge is the whole price. */
  nextRise: z.nullable(z.object({ date: z.iso.date(), chargePence: z.int(), byPence: z.int() })),
});
export type CancellationToday = z.infer<typeof cancellationToday>;

// ---------------------------------------------------------------------------------------------
// The booking as its detail page shows it (docs/spec/3-accounts-bookings-content.md §3 'Booking')
// ---------------------------------------------------------------------------------------------

export const changeRequestTypes = [
  'flight',
  'hotel',
  'room',
  'dates',
  'passenger',
  'special',
  'cancellation',
  'other',
] as const;
export const changeUrgencies = ['low', 'medium', 'high'] as const;
export const contactMethods = ['email', 'phone', 'both'] as const;
/**
 * Where the team's work on a change request stands: waiting to be picked up, being worked on,
 * waiting for the customer's answer, then done or declined (with a reason the customer reads).
 */
export const changeRequestStatuses = [
  'pending',
  'in_progress',
  'awaiting_customer',
  'completed',
  'declined',
] as const;
export type ChangeRequestStatus = (typeof changeRequestStatuses)[number];

/** Each status in the customer's words (the Changes tab). */
export const changeRequestStatusLabels: Record<ChangeRequestStatus, string> = {
  pending: 'Pending',
  in_progress: 'In progress',
  awaiting_customer: 'Awaiting your reply',
  completed: 'Completed',
  declined: 'Declined',
};

/** Attachments a change request accepts: PDF, PNG or JPEG, up to 5 MB each, up to 3. */
export const CHANGE_ATTACHMENT = {
  maxBytes: 5 * 1024 * 1024,
  types: ['application/pdf', 'image/png', 'image/jpeg'],
  maxCount: 3,
} as const;

/** docs/spec/3-accounts-bookings-content.md §8 'Change request' and §5, word for word. */
export const changeRequestMessages = {
  submitted:
    'Your change request has been submitted successfully! We will contact you within 24 hours.',
  failed: 'There was an error submitting your request. Please try again.',
  typeRequired: 'Please choose what you would like to change',
  descriptionRequired: 'Please describe the change you would like',
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  phoneRequired: 'Please enter a phone number we can call',
  attachmentType: 'Attachments must be PDF, PNG or JPEG files',
  attachmentSize: 'Each attachment must be 5 MB or smaller',
  attachmentCount: 'Please attach no more than 3 files',
} as const;

/** A reply from the team, as the customer reads it: signed by the team, never by a person. */
export const changeRequestReply = z.object({
  id: z.string(),
  body: z.string(),
  /** The signature, e.g. 'Sunward Holidays customer care'. */
  from: z.string(),
  sentAt: z.iso.datetime({ offset: true }),
});
export type ChangeRequestReply = z.infer<typeof changeRequestReply>;

export const changeRequest = z.object({
  id: z.string(),
  type: z.enum(changeRequestTypes),
  urgency: z.enum(changeUrgencies),
  status: z.enum(changeRequestStatuses),
  description: z.string(),
  contactMethod: z.enum(contactMethods),
  attachments: z.array(z.object({ name: z.string(), type: z.string(), size: z.int() })),
  created_at: z.iso.datetime({ offset: true }),
  /** The team's replies, oldest first. */
  replies: z.array(changeRequestReply),
  /** Why the team declined it; null unless declined. */
  declineReason: z.nullable(z.string()),
});
export type ChangeRequest = z.infer<typeof changeRequest>;

/**
 * A change request as the form sends it (JSON; attachments base64). Types only: required fields,
 * e-mail and attachments are checked by the service and answered 422 per field.
 */
export const changeRequestBody = z.strictObject({
  type: z.string().check(z.maxLength(20)),
  urgency: z.optional(z.string().check(z.maxLength(10))),
  description: z.string().check(z.maxLength(2000)),
  contactMethod: z.optional(z.string().check(z.maxLength(10))),
  contactEmail: z.string().check(z.maxLength(254)),
  contactPhone: z.optional(z.string().check(z.maxLength(30))),
  bookingReference: z.optional(z.string().check(z.maxLength(20))),
  submittedAt: z.optional(z.string().check(z.maxLength(40))),
  attachments: z.optional(
    z
      .array(
        z.strictObject({
          name: z.string().check(z.maxLength(200)),
          type: z.string().check(z.maxLength(100)),
          /** The file's bytes, base64 (5 MB of file is under 7 MB of text). */
          content: z.string().check(z.maxLength(7_000_000)),
        }),
      )
      .check(z.maxLength(10)),
  ),
});
export type ChangeRequestBody = z.infer<typeof changeRequestBody>;

export const changeRequestResponse = z.object({
  message: z.string(),
  changeRequest,
});
export type ChangeRequestResponse = z.infer<typeof changeRequestResponse>;

const detailLeg = z.object({
  airline: z.string(),
  flightNo: z.string(),
  /** Airport code and name: 'LGW', 'London Gatwick'. */
  from: z.string(),
  from_str: z.string(),
  to: z.string(),
  to_str: z.string(),
  date: z.iso.date(),
  departure_time: z.string(),
  arrival_time: z.string(),
});

export const bookingDetail = z.object({
  id: z.string(),
  uuid: z.string(),
  reference: z.string(),
  status: z.enum(['Confirmed', 'Pending', 'Cancelled']),
  type: z.enum(['package', 'hotelonly']),
  bookedAt: z.iso.datetime(),
  destination: z.string(),
  hotel: z.object({
    name: z.string(),
    address: z.string(),
    destinationName: z.string(),
    image: z.string(),
    checkIn: z.iso.date(),
    checkOut: z.iso.date(),
    nights: z.int(),
    roomType: z.string(),
    boardBasis: z.string(),
    /** Where the hotel is, for its map (null for bookings made before it was kept). */
    coordinates: z.nullable(z.object({ lat: z.number(), lon: z.number() })),
  }),
  flights: z.nullable(z.object({ outbound: detailLeg, inbound: detailLeg })),
  /** The tourist tax payable at the hotel, as estimated when the holiday was booked (not charged by us). */
  localTax: z.optional(touristTaxEstimate),
  transfers: z.nullable(
    z.object({
      type: z.string(),
      provider: z.string(),
      outboundCollection: z.string(),
      outboundCollectionNotes: z.string(),
      inboundCollection: z.string(),
      inboundCollectionNotes: z.string(),
    }),
  ),
  passengers: z.array(
    z.object({
      id: z.string(),
      fullName: z.string(),
      title: z.string(),
      first_names: z.string(),
      last_name: z.string(),
      /** Infant under 2, Child under 12, otherwise Adult (on the departure date). */
      type: z.enum(['Adult', 'Child', 'Infant']),
      age: z.int(),
      date_of_birth: z.iso.date(),
      nationality: z.nullable(z.string()),
      lead: z.boolean(),
      /** The lead passenger's contact details (null for the others, and for older bookings). */
      email: z.nullable(z.string()),
      phone: z.nullable(z.string()),
      address_line_one: z.nullable(z.string()),
      address_line_two: z.nullable(z.string()),
      city: z.nullable(z.string()),
      postcode: z.nullable(z.string()),
    }),
  ),
  /** Pence. */
  payment: z.object({
    totalCost: z.int(),
    paidAmount: z.int(),
    remainingBalance: z.int(),
    planName: z.string(),
    deposit: z.int(),
    schedule: z.array(
      z.object({
        /** 'Deposit', 'Payment n', or what an amendment added ('Extras added on …'). */
        description: z.string(),
        amount: z.int(),
        payment_date: z.iso.date(),
        status: z.enum(['paid', 'pending', 'overdue']),
      }),
    ),
  }),
  transactions: z.array(
    z.object({
      id: z.string(),
      date: z.iso.datetime(),
      amount: z.int(),
      method: z.enum(['card', 'bank_transfer', 'paypal']),
      description: z.string(),
    }),
  ),
  documents: z.array(
    z.object({
      name: z.string(),
      type: z.string(),
      available: z.boolean(),
      download_url: z.string(),
    }),
  ),
  changeRequests: z.array(changeRequest),
  cancellation: cancellationToday,
  /** Once cancelled: the charge kept and the refunds (the Payment tab). */
  cancelled: z.nullable(bookingCancellationSummary),
  canCreateAccount: z.boolean(),
});
export type BookingDetail = z.infer<typeof bookingDetail>;

/**
 * - GET  /bookings/{reference}/detail             → bookingDetail (owner or grant holder, else 404)
 * - GET  /bookings/{reference}/calendar.ics       → text/calendar (owner or grant holder)
 * - POST /auth/customer/itineraries/change/{reference} → changeRequestResponse (owner or grant
 *   holder; Idempotency-Key)
 */
export const bookingDetailPaths = {
  detail: (reference: string) => `/bookings/${reference}/detail`,
  calendar: (reference: string) => `/bookings/${reference}/calendar.ics`,
  change: (reference: string) => `/auth/customer/itineraries/change/${reference}`,
} as const;

/** How the change-request form and its e-mails name each type, urgency and contact method. */
export const changeTypeLabels: Record<(typeof changeRequestTypes)[number], string> = {
  flight: 'Flight change',
  hotel: 'Hotel change',
  room: 'Room change',
  dates: 'Change of dates',
  passenger: 'Passenger details',
  special: 'Special request',
  cancellation: 'Cancellation',
  other: 'Something else',
};
/** docs/spec/3-accounts-bookings-content.md §9: urgency low, medium and high with their meanings. */
export const urgencyLabels: Record<(typeof changeUrgencies)[number], string> = {
  low: 'Low (general inquiry)',
  medium: 'Medium (within next week)',
  high: 'High (urgent, within 48 hours)',
};
export const contactMethodLabels: Record<(typeof contactMethods)[number], string> = {
  email: 'Email',
  phone: 'Phone',
  both: 'Email and phone',
};
