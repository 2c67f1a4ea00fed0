import * as z from 'zod/mini';

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
} as const;

export const passengerCorrectionRequest = z.strictObject({
  firstNames: z.string().check(z.maxLength(100)),
  lastName: z.string().check(z.maxLength(100)),
  dateOfBirth: z.string().check(z.maxLength(10)),
  reason: z.string().check(z.maxLength(AMENDMENT_REASON_MAX_LENGTH)),
});
export type PassengerCorrectionRequest = z.infer<typeof passengerCorrectionRequest>;

export const passengerCorrectionParams = z.strictObject({
  reference: z
    .string()
    .check(z.regex(/^[A-Z]{2}\d{6}$/, 'A booking reference is two letters and six digits.')),
  /** 1 for the lead passenger. */
  passenger: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(20)),
});

const passengerDetails = z.object({
  firstNames: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string(),
});

/** One amendment in the booking's history. */
export const staffAmendment = z.object({
  id: z.string(),
  kind: z.enum(['passenger_correction']),
  passenger: z.int(),
  before: passengerDetails,
  after: passengerDetails,
  reason: z.string(),
  staffName: z.string(),
  createdAt: z.iso.datetime(),
});
export type StaffAmendment = z.infer<typeof staffAmendment>;

export const staffAmendmentResponse = z.object({ amendment: staffAmendment });

/** - POST /staff/bookings/{reference}/passengers/{n}/correction → staffAmendmentResponse */
export const amendmentPaths = {
  correctPassenger: (reference: string, passenger: number | string) =>
    `/staff/bookings/${reference}/passengers/${String(passenger)}/correction`,
} as const;
