import * as z from 'zod/mini';
import { touristTaxEstimate } from './tourist-tax';
import { title } from './auth';
import { manualFlightDetails, prebookResponse, roomBooking, transferCollections } from './prebook';
import { nationalities } from './nationalities';
import { flight, isoDate } from './search';

/**
 * Checkout, from prebook to a chosen payment plan (docs/spec/2-checkout-payment.md §3–§5, §7, §9; docs/design.md §6).
 *
 * The server keeps one checkout per itinerary uuid, built on its latest prebook (the 30-minute
 * hold). It advances only forward:
 *   prebooked → extras_committed → passengers_saved → prices_confirmed → agreements_accepted →
 *   plan_chosen → payment_pending → booked.
 * While a card payment is with the gateway the checkout is payment_pending (a declined or failed
 * payment returns it to plan_chosen for a retry); once booked it is closed to changes.
 * A step may be repeated (the customer goes back and changes something); repeating never moves the
 * state back. A step whose prerequisite is not reached answers 409 CONFLICT; an expired hold answers
 * 410 GONE. Every price is computed on the server: the client never sends one (a `total_pence` sent
 * for the plan preview only shapes the preview, never what is charged).
 *
 * Money is integer pence. Fields the spec names (unitCost, price, price.amount, deposit, amount…)
 * keep their names and carry pence, as in the search contracts.
 */

const pence = z.int();
const uuid = z.uuid({ error: 'That booking is not valid: please start your booking again.' });

export const checkoutStates = [
  'prebooked',
  'extras_committed',
  'passengers_saved',
  'prices_confirmed',
  'agreements_accepted',
  'plan_chosen',
  'payment_pending',
  'booked',
] as const;
export const checkoutState = z.enum(checkoutStates);
export type CheckoutState = z.infer<typeof checkoutState>;

/** docs/spec/2-checkout-payment.md §9 and §5 constants shared by server and web. */
/**
 * The checkout key header: the prebook id that prebook gave the browser which holds the booking.
 * Every checkout and payment call carries it; a prebook carries the browser's current one for the
 * same search, so that hold (and only that one) is replaced.
 */
export const CHECKOUT_KEY_HEADER = 'x-checkout-key';

export const CHECKOUT_HOLD_MINUTES = 30;
export const DEFAULT_MAX_BAGS = 6;
export const DEFAULT_EXTRA_QUANTITY = 1;
export const DEPOSIT_PER_PERSON_PENCE = 4900;
export const PHONE_MIN_CHARS = 7;

/** docs/spec/2-checkout-payment.md §8 and §5 messages, word for word, used by both sides. */
export const checkoutMessages = {
  sessionExpiredTitle: 'Booking Session Expired',
  sessionExpired: 'Your 30-minute booking session has expired. Please start your booking again.',
  invalidTotal: 'Invalid booking total. Please review your selections.',
  title: 'Title is required',
  gender: 'Gender is required',
  firstName: 'First name is required',
  lastName: 'Last name is required',
  nationality: 'Nationality is required',
  dob: 'Complete date of birth is required',
  assistance: 'Please describe the assistance required',
  email: 'Email is required',
  emailFormat: 'Enter a valid email address',
  phone: 'Telephone is required',
  phoneFormat: 'Enter a valid telephone number',
  address1: 'Address line 1 is required',
  city: 'Town/City is required',
  postcode: 'Postcode is required',
} as const;

// ---------------------------------------------------------------------------------------------
// What the customer can add (docs/spec/2-checkout-payment.md §3 Bag, Priority boarding, Extra, Seat map, Transfer)
// ---------------------------------------------------------------------------------------------

export const direction = z.enum(['outbound', 'inbound', 'both']);
export type Direction = z.infer<typeof direction>;

export const bag = z.object({
  /** Unique in this checkout (what the web keys its stepper by). */
  uiId: z.string(),
  id: z.string(),
  componentId: z.string(),
  supplier: z.string(),
  weight: z.int(),
  /** Per bag, covering both legs (docs/spec/2-checkout-payment.md §9). */
  price: pence,
  maxQuantity: z.int(),
  /** Bags are bought per booking and fly on both legs. */
  applyTo: z.literal('AllPax'),
  legs: direction,
  /** Price by quantity: bundles[q - 1] is the price of q bags. */
  bundles: z.array(z.object({ quantity: z.int(), price: pence })),
});
export type Bag = z.infer<typeof bag>;

export const priorityBoardingOption = z.object({
  id: z.string(),
  componentId: z.string(),
  supplier: z.string(),
  /** Per passenger with a seat, for this direction. */
  unitCost: pence,
  /** Priority boarding is bought for everyone with a seat. */
  applyTo: z.literal('AllPax'),
});
export const priorityBoarding = z.object({
  outbound: z.nullable(priorityBoardingOption),
  inbound: z.nullable(priorityBoardingOption),
});
export type PriorityBoarding = z.infer<typeof priorityBoarding>;

export const flightExtra = z.object({
  id: z.string(),
  componentId: z.string(),
  supplier: z.string(),
  kind: z.enum(['meal', 'sports']),
  description: z.string(),
  unitCost: pence,
  quantityAvailable: z.int(),
  direction,
});
export type FlightExtra = z.infer<typeof flightExtra>;

export const seatBand = z.object({ id: z.string(), description: z.string(), price: pence });
export const seat = z.object({
  number: z.string(),
  row: z.int(),
  letter: z.string(),
  bandId: z.string(),
  /** False when sold, or held by another customer's checkout. */
  available: z.boolean(),
  componentId: z.string(),
  supplier: z.string(),
});
export const seatMap = z.object({
  flightNumber: z.string(),
  direction: z.enum(['outbound', 'inbound']),
  /** Departure airport (IATA) of this flight: seatAssignments' DeparturePoint. */
  departurePoint: z.string(),
  date: isoDate,
  aircraft: z.string(),
  rows: z.int(),
  /** Seat letters left to right; '' marks the aisle. */
  letters: z.array(z.string()),
  bands: z.array(seatBand),
  seats: z.array(seat),
});
export type SeatMap = z.infer<typeof seatMap>;

export const transferOption = z.object({
  /** 'none' is the no-transfer option (price 0). */
  id: z.string(),
  /** The vehicle type, one of docs/spec/2-checkout-payment.md §5's allowed types; 'No Transfer' for none. */
  vehicle_title: z.string(),
  name: z.string(),
  description: z.string(),
  supplier: z.string(),
  price: z.object({ amount: pence }),
  vehicles: z.int(),
  duration_minutes: z.int(),
  distance_km: z.number(),
  collections: z.optional(transferCollections),
});
export type TransferOption = z.infer<typeof transferOption>;

// ---------------------------------------------------------------------------------------------
// Upload extras (docs/spec/2-checkout-payment.md §7): {uuid, extras:{optionalExtras[], seatAssignments[]}}
// ---------------------------------------------------------------------------------------------

export const optionalExtraEntry = z.strictObject({
  /** Bag, priority boarding, meal or sports id; for type 'transfer' the transfer option id. */
  code: z.string().check(z.minLength(1), z.maxLength(80)),
  supplier: z.string().check(z.maxLength(80)),
  quantity: z.int().check(z.gte(0), z.lte(99)),
  direction,
  type: z.enum(['transfer', 'flight_extra']),
  description: z.string().check(z.maxLength(200)),
  componentId: z.optional(z.string().check(z.maxLength(80))),
  applyTo: z.optional(z.enum(['AllPax', 'SelectedPax'])),
  passengerIndex: z.optional(z.int().check(z.gte(0), z.lte(17))),
});
export type OptionalExtraEntry = z.infer<typeof optionalExtraEntry>;

export const seatAssignmentEntry = z.strictObject({
  FlightNumber: z.string().check(z.minLength(1), z.maxLength(10)),
  Supplier: z.string().check(z.maxLength(80)),
  DeparturePoint: z.string().check(z.maxLength(3)),
  ComponentId: z.optional(z.string().check(z.maxLength(80))),
  Assignments: z
    .array(
      z.strictObject({
        PassengerIndex: z.int().check(z.gte(0), z.lte(17)),
        SeatNumber: z.string().check(z.minLength(2), z.maxLength(4)),
      }),
    )
    .check(z.maxLength(18)),
});
export type SeatAssignmentEntry = z.infer<typeof seatAssignmentEntry>;

export const uploadExtrasRequest = z.strictObject({
  uuid,
  extras: z.strictObject({
    optionalExtras: z.array(optionalExtraEntry).check(z.maxLength(60)),
    seatAssignments: z.array(seatAssignmentEntry).check(z.maxLength(4)),
  }),
});
export type UploadExtrasRequest = z.infer<typeof uploadExtrasRequest>;

// ---------------------------------------------------------------------------------------------
// Totals (docs/spec/2-checkout-payment.md §9), computed by the server only
// ---------------------------------------------------------------------------------------------

export const totalLine = z.object({
  kind: z.enum(['hotel', 'flights', 'bags', 'priority', 'extras', 'seats', 'transfer']),
  label: z.string(),
  amount: pence,
});
export const checkoutTotals = z.object({
  /** One line per thing bought, in docs/spec/2-checkout-payment.md §9 order; lines of 0 are left out except hotel. */
  lines: z.array(totalLine),
  hotel: pence,
  /** Flights with bags, priority boarding, meals/sports and seats (what the airline charges). */
  flights: pence,
  transfer: pence,
  total: pence,
});
export type CheckoutTotals = z.infer<typeof checkoutTotals>;

/** Answer to upload extras: the spec reads flight.itinerary.cost.total and transfer. */
export const uploadExtrasResponse = z.object({
  state: checkoutState,
  flight: z.object({ itinerary: z.object({ cost: z.object({ total: pence }) }) }),
  transfer: z.nullable(transferOption),
  totals: checkoutTotals,
});
export type UploadExtrasResponse = z.infer<typeof uploadExtrasResponse>;

// ---------------------------------------------------------------------------------------------
// Passengers (docs/spec/2-checkout-payment.md §5 'Passenger')
// ---------------------------------------------------------------------------------------------

export const genders = ['Male', 'Female', 'Other'] as const;

/** Types only: required-field rules are checked by the service and answered 422 per field. */
export const savePassengerRequest = z.strictObject({
  uuid,
  /**
   * 0-based: the adults first, then the children, then the infants (who travel on a lap but are
   * named like everyone: airlines and the ATOL certificate need each traveller).
   */
  index: z.int().check(z.gte(0), z.lte(26)),
  title: z.string().check(z.maxLength(10)),
  gender: z.string().check(z.maxLength(10)),
  firstName: z.string().check(z.maxLength(60)),
  lastName: z.string().check(z.maxLength(60)),
  nationality: z.string().check(z.maxLength(40)),
  /** yyyy-mm-dd; '' when incomplete. */
  dateOfBirth: z.string().check(z.maxLength(10)),
  requiresAssistance: z.boolean(),
  /** '' unless assistance is required. */
  assistanceDetails: z.string().check(z.maxLength(500)),
});
export type SavePassengerRequest = z.infer<typeof savePassengerRequest>;

export const passengerTypes = ['Adult', 'Child', 'Infant'] as const;
export type PassengerType = (typeof passengerTypes)[number];

export const savedPassenger = z.object({
  index: z.int(),
  type: z.enum(passengerTypes),
  title,
  gender: z.enum(genders),
  firstName: z.string(),
  lastName: z.string(),
  nationality: z.enum(nationalities),
  dateOfBirth: isoDate,
  /** Age on the return date. */
  ageOnReturn: z.int(),
  requiresAssistance: z.boolean(),
  assistanceDetails: z.string(),
});
export type SavedPassenger = z.infer<typeof savedPassenger>;

export const savePassengerResponse = z.object({
  state: checkoutState,
  passenger: savedPassenger,
});

// ---------------------------------------------------------------------------------------------
// Billing (docs/spec/2-checkout-payment.md §5 'Billing'), then a second call {uuid} that confirms prices
// ---------------------------------------------------------------------------------------------

export const billingDetails = z.strictObject({
  email: z.string().check(z.maxLength(254)),
  phone: z.string().check(z.maxLength(30)),
  addressLine1: z.string().check(z.maxLength(120)),
  addressLine2: z.optional(z.string().check(z.maxLength(120))),
  city: z.string().check(z.maxLength(80)),
  postcode: z.string().check(z.maxLength(10)),
});
export type BillingDetails = z.infer<typeof billingDetails>;

export const billingRequest = z.strictObject({
  itineraryUuid: uuid,
  /** The signed-in customer's id, or null for a guest; must match the bearer token. */
  userId: z.nullable(z.uuid()),
  billing: billingDetails,
});
export type BillingRequest = z.infer<typeof billingRequest>;
export const billingResponse = z.object({ state: checkoutState, billing: billingDetails });

export const confirmPricesRequest = z.strictObject({
  uuid,
  /** After a PRICE_CHANGED: the new total (pence) the customer accepted; it must still be live. */
  accept_total_pence: z.optional(z.int().check(z.positive())),
});
/** 409 PRICE_CHANGED when the supplier's live price moved (details: previous/new totals). */
export const confirmPricesResponse = z.object({ state: checkoutState, totals: checkoutTotals });

// ---------------------------------------------------------------------------------------------
// Agreements (docs/spec/2-checkout-payment.md §5 'Agreements')
// ---------------------------------------------------------------------------------------------

export const agreementsRequest = z.strictObject({
  uuid,
  terms: z.boolean(),
  /** Required (true) when the outbound airline is Ryanair. */
  airlineTerms: z.optional(z.boolean()),
});
export const agreementsResponse = z.object({ state: checkoutState });

// ---------------------------------------------------------------------------------------------
// Payment plans (docs/spec/2-checkout-payment.md §3 'Payment plan', §9)
// ---------------------------------------------------------------------------------------------

export const paymentPlan = z.object({
  id: z.string(),
  /** The full-payment plan's name contains 'paid in full' (docs/spec/2-checkout-payment.md §9). */
  name: z.string(),
  description: z.string(),
  /** Paid today. For 'paid in full' the whole total. */
  deposit: pence,
  /** Number of payments after the deposit. */
  payments: z.int(),
  installment_amount: pence,
  total: pence,
  /** Every payment including today's, in date order. */
  schedule: z.array(z.object({ payment_date: isoDate, amount: pence })),
});
export type PaymentPlan = z.infer<typeof paymentPlan>;

/** Fetch plans: the itinerary uuid and, for the extras page's preview, the total it shows. */
export const paymentPlansQuery = z.strictObject({
  uuid,
  total: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000_000))),
});
export const paymentPlansResponse = z.object({
  plans: z.array(paymentPlan),
  /** The total the plans were computed from. */
  total: pence,
  selected_plan_id: z.nullable(z.string()),
});
export type PaymentPlansResponse = z.infer<typeof paymentPlansResponse>;

export const selectPlanRequest = z.strictObject({
  uuid,
  planId: z.string().check(z.minLength(1), z.maxLength(40)),
});
export const selectPlanResponse = z.object({ state: checkoutState, plan: paymentPlan });

/** Payment data for the chosen plan (docs/spec/2-checkout-payment.md §3 'Payment data'): what the card form submits. */
export const paymentData = z.object({
  merchantId: z.string(),
  action: z.literal('SALE'),
  /** 1 = e-commerce. */
  type: z.literal(1),
  /** ISO 3166 numeric, 826 = United Kingdom. */
  countryCode: z.literal(826),
  /** ISO 4217 numeric, 826 = GBP. */
  currencyCode: z.literal(826),
  /** Minor units: the plan's payment due today. */
  amount: pence,
  orderRef: z.string(),
  transactionUnique: z.string(),
  adhoc: z.boolean(),
  /** The gateway whose hosted card fields take the card (its /hosted/field pages). */
  gatewayUrl: z.string(),
});
export type PaymentData = z.infer<typeof paymentData>;

// ---------------------------------------------------------------------------------------------
// The whole checkout, as the extras and passengers pages load it
// ---------------------------------------------------------------------------------------------

export const checkoutView = z.object({
  uuid: z.uuid(),
  state: checkoutState,
  type: z.enum(['package', 'hotelonly']),
  expires_at: z.iso.datetime(),
  party: z.object({
    adults: z.int(),
    children: z.int(),
    infants: z.int(),
    child_ages: z.array(z.int()),
    rooms: z.int(),
  }),
  hotel: z.object({
    ivector_property_id: z.int(),
    name: z.string(),
    location: z.string(),
    rating: z.int(),
    image: z.string(),
    check_in: isoDate,
    check_out: isoDate,
    nights: z.int(),
    RoomBookings: z.array(roomBooking),
    /** Where the hotel is (null when the catalogue no longer has it). */
    coordinates: z.nullable(z.object({ lat: z.number(), lon: z.number() })),
  }),
  flight: z.nullable(flight),
  /** Hotel-only: the customer's own flights when they asked for a transfer. */
  manual_flight_details: z.nullable(manualFlightDetails),
  /** True when the outbound airline is Ryanair (docs/spec/2-checkout-payment.md §5 'Agreements'). */
  airline_terms_required: z.boolean(),
  /** Whether a deposit plan is offered for this departure (false when it is too soon). */
  deposit_available: z.boolean(),
  options: z.object({
    supplier: z.nullable(z.string()),
    bags: z.array(bag),
    priorityBoarding: z.nullable(priorityBoarding),
    extras: z.array(flightExtra),
    /** Keyed by flight number; a flight without a seat map is absent. */
    seatMaps: z.record(z.string(), seatMap),
    /** Allowed vehicle types only, price ascending, the no-transfer option first. */
    transfers: z.array(transferOption),
  }),
  /** What the customer has committed so far. */
  selection: z.object({
    optionalExtras: z.array(optionalExtraEntry),
    seatAssignments: z.array(seatAssignmentEntry),
    transfer: z.nullable(transferOption),
  }),
  passengers: z.array(savedPassenger),
  billing: z.nullable(billingDetails),
  agreements_accepted: z.boolean(),
  plan_id: z.nullable(z.string()),
  totals: checkoutTotals,
  /**
   * The tourist tax payable at the hotel for this stay (POST /tourist-tax/estimate's answer); not
   * part of what we charge. Absent when it could not be estimated.
   */
  local_tax: z.optional(touristTaxEstimate),
});
export type CheckoutView = z.infer<typeof checkoutView>;

export const checkoutParams = z.strictObject({ uuid });

/** Billing prefill for a signed-in customer: their profile and the address they last used. */
export const billingPrefillResponse = z.object({
  billing: z.object({
    email: z.string(),
    phone: z.string(),
    addressLine1: z.string(),
    addressLine2: z.string(),
    city: z.string(),
    postcode: z.string(),
  }),
});

/**
 * Paths under /api (docs/spec/2-checkout-payment.md §7 does not show them; these are ours):
 * - GET  /checkout/{uuid}                → checkoutView
 * - POST /checkout/extras                → uploadExtrasRequest → uploadExtrasResponse
 * - POST /checkout/passengers            → savePassengerRequest → savePassengerResponse
 * - POST /checkout/billing               → billingRequest → billingResponse
 * - POST /checkout/billing/confirm       → confirmPricesRequest → confirmPricesResponse
 * - POST /checkout/agreements            → agreementsRequest → agreementsResponse
 * - GET  /checkout/plans?uuid=&total=    → paymentPlansResponse
 * - POST /checkout/plan                  → selectPlanRequest → selectPlanResponse
 * - GET  /checkout/{uuid}/payment-data   → paymentData (409 until a plan is chosen)
 * - GET  /checkout/billing-prefill       → billingPrefillResponse (signed in only, else 401)
 */
export const checkoutPaths = {
  view: (uuid: string) => `/checkout/${uuid}`,
  extras: '/checkout/extras',
  passengers: '/checkout/passengers',
  billing: '/checkout/billing',
  confirmPrices: '/checkout/billing/confirm',
  agreements: '/checkout/agreements',
  plans: '/checkout/plans',
  plan: '/checkout/plan',
  paymentData: (uuid: string) => `/checkout/${uuid}/payment-data`,
  billingPrefill: '/checkout/billing-prefill',
  saveForLater: '/checkout/save-for-later',
  claimSaved: '/checkout/saved/claim',
  saved: '/checkout/saved',
} as const;

/** Save for later: this checkout, kept (to the account when signed in) while its hold lasts. */
export const saveForLaterRequest = z.strictObject({ uuid });
export const saveForLaterResponse = z.object({
  /** True when the checkout is now in the signed-in customer's account. */
  in_account: z.boolean(),
  /** The hold ends then; the saved checkout goes with it. */
  expires_at: z.iso.datetime(),
});

/** A checkout this browser saved while signed out joins the account that has just signed in. */
export const claimSavedRequest = z.strictObject({ uuid });
export const claimSavedResponse = z.object({ claimed: z.boolean() });

/** One saved checkout of the account, still held: what resuming it needs. */
export const savedCheckout = z.object({
  uuid: z.uuid(),
  /** The checkout key (prebook id): given only to the account the checkout was saved to. */
  checkout_key: z.uuid(),
  state: checkoutState,
  /** The page to go back to: extras until they are committed, then passengers. */
  resume_path: z.enum(['/book/extras', '/book/passengers']),
  expires_at: z.iso.datetime(),
  hotel_name: z.string(),
  check_in: isoDate,
  nights: z.int(),
  party: z.object({ adults: z.int(), children: z.int(), infants: z.int() }),
  prebook: prebookResponse,
});
export type SavedCheckout = z.infer<typeof savedCheckout>;
export const savedCheckoutsResponse = z.object({ checkouts: z.array(savedCheckout) });
