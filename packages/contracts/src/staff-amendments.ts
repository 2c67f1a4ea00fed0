import * as z from 'zod/mini';
import { BOOKING_REFERENCE } from './booking-reference';

/**
 * Amending a booking from the desk: correcting a passenger's name or date of birth as airlines
 * allow it. A correction changes a few letters of a name (a different person is a new passenger,
 * which the airline sells as a new seat) or a date of birth that keeps the passenger the type the
 * holiday was priced for. The booking's confirmation, documents and e-mail follow.
 */

/** Letters a name correction may change (insertions, deletions or substitutions). */
export const NAME_CORRECTION_MAX_LETTERS = 3;
export const AMENDMENT_REASON_MAX_LENGTH = 1000;

export const amendmentMessages = {
  cancelled: 'A cancelled booking cannot be amended.',
  travelled: 'This holiday has started: its passengers can no longer be changed here.',
  noPassenger: 'This booking has no such passenger.',
  nothingChanged: 'Nothing has changed: correct the name or the date of birth.',
  tooManyLetters: `More than ${String(NAME_CORRECTION_MAX_LETTERS)} letters of the name differ: that is a different passenger, not a correction. The airline sells a new passenger as a new seat.`,
  typeChanges:
    'This date of birth makes the passenger a different type (adult, child or infant) from the one the holiday was priced for.',
  firstNames: 'Please enter the first names as on the passport.',
  lastName: 'Please enter the surname as on the passport.',
  dateOfBirth: 'Please enter a real date of birth in the past.',
  reasonRequired: 'Please give the reason for the correction.',
  changedMeanwhile: 'This passenger was changed meanwhile. Please reload and try again.',
  noFlights: 'This booking has no flights to add bags or seats to.',
  notKept:
    'This booking was made before its flights were kept for amendments: add bags or seats with the supplier directly.',
  notWithSupplier:
    'The supplier has not confirmed this booking yet: bags and seats can be added once it has.',
  nothingChosen: 'Please choose at least one bag or seat to add.',
  unknownBag: 'This bag is not sold on these flights.',
  tooManyBags: (max: number) =>
    `At most ${String(max)} more of these bags can be added to this booking.`,
  unknownSeat: 'Please choose a seat from the seat map.',
  seatTaken: 'This seat is no longer free: please choose another.',
  seatTwice: 'Each seat can be chosen once.',
  passengerHasSeat: 'This passenger already has a seat on this flight.',
  passengerNoSeat: 'Infants sit on an adult’s lap: they have no seat of their own.',
  priceChanged: (pence: number) =>
    `The price of these extras is now £${(pence / 100).toFixed(2)}: please check and confirm again.`,
  reasonForExtras: 'Please give the reason for adding these extras.',
} as const;

/** Extras added after booking are due this many days later (or the day before departure). */
export const EXTRAS_DUE_DAYS = 7;

export const passengerCorrectionRequest = z.strictObject({
  firstNames: z.string().check(z.maxLength(100)),
  lastName: z.string().check(z.maxLength(100)),
  dateOfBirth: z.string().check(z.maxLength(10)),
  reason: z.string().check(z.maxLength(AMENDMENT_REASON_MAX_LENGTH)),
});
export type PassengerCorrectionRequest = z.infer<typeof passengerCorrectionRequest>;

const reference = z
  .string()
  .check(z.regex(BOOKING_REFERENCE, 'A booking reference is two letters and six digits.'));

export const passengerCorrectionParams = z.strictObject({
  reference,
  /** 1 for the lead passenger. */
  passenger: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(20)),
});

const direction = z.enum(['outbound', 'inbound']);

/**
 * What can be added to a booking's flights now, at the supplier's live prices: hold bags (for the
 * whole booking, up to what is left of the maximum) and, per flight, the free seats for the
 * passengers who have none. `unavailable` says why nothing can be added.
 */
export const staffExtrasOptions = z.object({
  unavailable: z.nullable(z.string()),
  bags: z.array(
    z.object({
      id: z.string(),
      weightKg: z.int(),
      unitPence: z.int(),
      bought: z.int(),
      maxMore: z.int(),
    }),
  ),
  flights: z.array(
    z.object({
      direction,
      flightNumber: z.string(),
      date: z.string(),
      /** Passengers (1 for the lead) who have no seat on this flight and may be given one. */
      passengersWithoutSeat: z.array(z.object({ passenger: z.int(), name: z.string() })),
      seats: z.array(z.object({ number: z.string(), band: z.string(), pricePence: z.int() })),
    }),
  ),
});
export type StaffExtrasOptions = z.infer<typeof staffExtrasOptions>;

export const extrasAmendmentRequest = z.strictObject({
  bags: z
    .array(z.strictObject({ id: z.string().check(z.maxLength(80)), quantity: z.int() }))
    .check(z.maxLength(10)),
  seats: z
    .array(
      z.strictObject({
        direction,
        passenger: z.int().check(z.minimum(1), z.maximum(20)),
        seatNumber: z.string().check(z.maxLength(4)),
      }),
    )
    .check(z.maxLength(40)),
  /** The total the desk showed, pence: the extras are bought only at this price. */
  expectedTotalPence: z.int().check(z.minimum(0)),
  reason: z.string().check(z.maxLength(AMENDMENT_REASON_MAX_LENGTH)),
});
export type ExtrasAmendmentRequest = z.infer<typeof extrasAmendmentRequest>;

const passengerDetails = z.object({
  firstNames: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string(),
});

/** One amendment in the booking's history. */
export const passengerAmendment = z.object({
  id: z.string(),
  kind: z.literal('passenger_correction'),
  passenger: z.int(),
  before: passengerDetails,
  after: passengerDetails,
  reason: z.string(),
  staffName: z.string(),
  createdAt: z.iso.datetime(),
});

/**
 * Extras added after booking: `requested` while the supplier is asked, `added` (the price is
 * owed by the customer as a new instalment) or `refused` (the supplier's words; nothing owed).
 */
export const extrasAmendment = z.object({
  id: z.string(),
  kind: z.literal('extras'),
  state: z.enum(['requested', 'added', 'refused']),
  lines: z.array(z.object({ description: z.string(), amountPence: z.int() })),
  pricePence: z.int(),
  refusal: z.nullable(z.string()),
  reason: z.string(),
  staffName: z.string(),
  createdAt: z.iso.datetime(),
});

export const staffAmendment = z.discriminatedUnion('kind', [passengerAmendment, extrasAmendment]);
export type StaffAmendment = z.infer<typeof staffAmendment>;
export type ExtrasAmendment = z.infer<typeof extrasAmendment>;

export const staffAmendmentResponse = z.object({ amendment: staffAmendment });

/**
 * - POST /staff/bookings/{reference}/passengers/{n}/correction → staffAmendmentResponse
 * - GET  /staff/bookings/{reference}/extras → staffExtrasOptions
 * - POST /staff/bookings/{reference}/extras → extrasAmendmentRequest → staffAmendmentResponse
 */
export const amendmentPaths = {
  extrasOptions: (reference: string) => `/staff/bookings/${reference}/extras`,
  addExtras: (reference: string) => `/staff/bookings/${reference}/extras`,
  correctPassenger: (reference: string, passenger: number | string) =>
    `/staff/bookings/${reference}/passengers/${String(passenger)}/correction`,
} as const;
