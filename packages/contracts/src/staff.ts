import * as z from 'zod/mini';
import { bookingDetail } from './bookings';
import { staffAmendment } from './staff-amendments';
import { staffCancellation, staffCancellationApproval } from './staff-cancellations';

/**
 * The back office's roles, from least to most trusted: agents answer customers, supervisors
 * decide on money, admins manage staff.
 */
export const STAFF_ROLES = ['agent', 'supervisor', 'admin'] as const;
export const staffRole = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRole>;

/** A member of staff as the back office shows them (never a password hash or a secret). */
export const staffMember = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: staffRole,
  active: z.boolean(),
  /** Two-factor sign-in is set up. */
  twoFactor: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMember>;

export const staffMessages = {
  signInFailed: 'Invalid email or password. Please try again.',
  codeFailed: 'That code is not valid. Please try again.',
  signInFirst: 'Please sign in to the back office.',
  signInAgain: 'Your sign-in has expired. Please sign in again.',
} as const;

/** Sign-in, first step: the password. Business rules answer 401 with one message for any miss. */
export const staffSignInRequest = z.strictObject({
  email: z.string().check(z.maxLength(254)),
  password: z.string().check(z.maxLength(128)),
});
export type StaffSignInRequest = z.infer<typeof staffSignInRequest>;

/** What comes next: setting up two-factor sign-in (first sign-in), or a code. */
export const staffSignInResponse = z.object({ next: z.enum(['setup', 'code']) });
export type StaffSignInResponse = z.infer<typeof staffSignInResponse>;

/** A code from the authenticator app (6 digits) or a recovery code (`xxxxx-xxxxx-xxxxx`). */
export const staffCodeRequest = z.strictObject({ code: z.string().check(z.maxLength(40)) });
export type StaffCodeRequest = z.infer<typeof staffCodeRequest>;

/** The new secret, as text and as the `otpauth://` address its QR code carries. */
export const staffTwoFactorSetup = z.object({ secret: z.string(), uri: z.string() });
export type StaffTwoFactorSetup = z.infer<typeof staffTwoFactorSetup>;

export const staffSession = z.object({ staff: staffMember, expiresAt: z.iso.datetime() });
export type StaffSession = z.infer<typeof staffSession>;

/** Two-factor sign-in set up: signed in, and the ten recovery codes, shown this once. */
export const staffTwoFactorConfirmed = z.extend(staffSession, {
  recoveryCodes: z.array(z.string()),
});
export type StaffTwoFactorConfirmed = z.infer<typeof staffTwoFactorConfirmed>;

export const staffMe = z.object({ staff: staffMember });
export type StaffMe = z.infer<typeof staffMe>;

export const staffPaths = {
  signIn: '/staff/sign-in',
  setup: '/staff/two-factor/setup',
  confirm: '/staff/two-factor/confirm',
  verify: '/staff/two-factor',
  me: '/staff/me',
  signOut: '/staff/sign-out',
  members: '/staff/members',
  member: (id: string) => `/staff/members/${id}`,
  endSessions: (id: string) => `/staff/members/${id}/end-sessions`,
  resetTwoFactor: (id: string) => `/staff/members/${id}/reset-two-factor`,
  recoveryCodes: '/staff/me/recovery-codes',
  bookings: '/staff/bookings',
  booking: (reference: string) => `/staff/bookings/${reference}`,
  notes: (reference: string) => `/staff/bookings/${reference}/notes`,
  memberAudit: (id: string) => `/staff/members/${id}/audit`,
} as const;

/** Admins: the staff list, a new member of staff, a change of role or of active. */
export const staffMembersResponse = z.object({ members: z.array(staffMember) });
export type StaffMembersResponse = z.infer<typeof staffMembersResponse>;

export const createStaffRequest = z.strictObject({
  email: z.string().check(z.maxLength(254)),
  fullName: z.string().check(z.maxLength(100)),
  role: staffRole,
  /** The first password, given to them in person; two-factor sign-in is set up at first sign-in. */
  password: z.string().check(z.maxLength(128)),
});
export type CreateStaffRequest = z.infer<typeof createStaffRequest>;

export const updateStaffRequest = z.strictObject({
  role: z.optional(staffRole),
  active: z.optional(z.boolean()),
});
export type UpdateStaffRequest = z.infer<typeof updateStaffRequest>;

export const staffMemberResponse = z.object({ member: staffMember });
export type StaffMemberResponse = z.infer<typeof staffMemberResponse>;

/** Changing one's two-factor settings asks for the password and a code again. */
export const renewRecoveryCodesRequest = z.strictObject({
  password: z.string().check(z.maxLength(128)),
  code: z.string().check(z.maxLength(40)),
});
export type RenewRecoveryCodesRequest = z.infer<typeof renewRecoveryCodesRequest>;

export const recoveryCodesResponse = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponse>;

export const endSessionsResponse = z.object({ ended: z.number() });
export type EndSessionsResponse = z.infer<typeof endSessionsResponse>;

export const staffAdminMessages = {
  email: 'Please enter a valid email address',
  name: 'Please enter a name',
  taken: 'A member of staff with this e-mail already exists',
  forbidden: 'Your role does not allow this.',
  notFound: 'No such member of staff.',
  ownAccount: 'You cannot change your own role or deactivate yourself.',
  proofFailed: 'Your password or code is not right. Please try again.',
  changedMeanwhile: 'This member of staff was changed meanwhile. Please reload and try again.',
  bookingNotFound: 'There is no booking with this reference.',
} as const;

/** The back office's booking statuses, as the database keeps them. */
export const bookingStatuses = ['awaiting_airline', 'confirmed', 'cancelled'] as const;

/**
 * Find a booking: any of reference, lead surname, e-mail, telephone, departure dates, status,
 * the start of the hotel's or the destination's name; paged and sorted on the server.
 */
export const staffBookingSearchQuery = z.strictObject({
  reference: z.optional(z.string().check(z.maxLength(20))),
  surname: z.optional(z.string().check(z.maxLength(100))),
  email: z.optional(z.string().check(z.maxLength(254))),
  phone: z.optional(z.string().check(z.maxLength(30))),
  departureFrom: z.optional(z.iso.date()),
  departureTo: z.optional(z.iso.date()),
  status: z.optional(z.enum(bookingStatuses)),
  hotel: z.optional(z.string().check(z.maxLength(100))),
  destination: z.optional(z.string().check(z.maxLength(100))),
  sort: z.optional(z.enum(['departure', '-departure', 'booked', '-booked'])),
  page: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))),
  pageSize: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
});
export type StaffBookingSearchQuery = z.infer<typeof staffBookingSearchQuery>;

export const staffBookingRow = z.object({
  reference: z.string(),
  status: z.enum(bookingStatuses),
  type: z.enum(['package', 'hotelonly']),
  leadPassenger: z.string(),
  email: z.string(),
  hotel: z.string(),
  destination: z.string(),
  departureDate: z.iso.date(),
  totalPence: z.int(),
  bookedAt: z.iso.datetime(),
});
export type StaffBookingRow = z.infer<typeof staffBookingRow>;

export const staffBookingSearchResponse = z.object({
  bookings: z.array(staffBookingRow),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type StaffBookingSearchResponse = z.infer<typeof staffBookingSearchResponse>;

/** A payment at the gateway for a booking: the checkout's, or a later one from the payment tab. */
export const staffGatewayAttempt = z.object({
  kind: z.enum(['checkout', 'booking-payment']),
  state: z.string(),
  amountPence: z.int(),
  /** Our reference at the gateway (transactionUnique) and the gateway's own (xref). */
  transactionUnique: z.string(),
  xref: z.nullable(z.string()),
  responseCode: z.nullable(z.int()),
  responseMessage: z.nullable(z.string()),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type StaffGatewayAttempt = z.infer<typeof staffGatewayAttempt>;

/** Work that followed the booking (supplier booking, e-mails, airline session) in the job queue. */
export const staffBookingJob = z.object({
  id: z.string(),
  queue: z.string(),
  state: z.enum(['waiting', 'running', 'retrying', 'done', 'failed', 'cancelled']),
  attempts: z.int(),
  createdAt: z.iso.datetime(),
  finishedAt: z.nullable(z.iso.datetime()),
  /** Why the last try failed, when it did. */
  error: z.nullable(z.string()),
});
export type StaffBookingJob = z.infer<typeof staffBookingJob>;

/** An e-mail the product recorded about the booking (the outbox), and whether it was delivered. */
export const staffBookingEmail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  recordedAt: z.iso.datetime(),
  sentAt: z.nullable(z.iso.datetime()),
});
export type StaffBookingEmail = z.infer<typeof staffBookingEmail>;

/** One line of the audit trail. */
export const staffAuditEntry = z.object({
  at: z.iso.datetime(),
  staffName: z.nullable(z.string()),
  role: z.nullable(z.string()),
  action: z.string(),
  /** What it was done to (a booking, a change request, a member of staff), if anything. */
  target: z.nullable(z.object({ type: z.string(), id: z.string() })),
  details: z.unknown(),
});
export type StaffAuditEntry = z.infer<typeof staffAuditEntry>;

/** An internal note on a booking, by whom and when. */
export const staffBookingNote = z.object({
  id: z.string(),
  body: z.string(),
  staffName: z.string(),
  createdAt: z.iso.datetime(),
});
export type StaffBookingNote = z.infer<typeof staffBookingNote>;

export const BOOKING_NOTE_MAX_LENGTH = 2000;
export const staffNoteMessages = {
  required: 'Please write the note.',
  tooLong: `A note is at most ${String(BOOKING_NOTE_MAX_LENGTH)} characters.`,
} as const;

export const addBookingNoteRequest = z.strictObject({
  body: z.string().check(z.maxLength(BOOKING_NOTE_MAX_LENGTH, staffNoteMessages.tooLong)),
});
export type AddBookingNoteRequest = z.infer<typeof addBookingNoteRequest>;

export const bookingNoteResponse = z.object({ note: staffBookingNote });

/**
 * A booking as the desk sees it: what the customer's page shows, plus what only staff see: the
 * booking's own record (supplier and airline references and statuses), the money received and the
 * gateway's attempts, the jobs and e-mails that followed it, and (supervisors) its audit trail.
 */
export const staffBookingView = z.object({
  booking: bookingDetail,
  record: z.object({
    id: z.string(),
    status: z.enum(bookingStatuses),
    /** Booked by a signed-in customer's account, or as a guest. */
    account: z.enum(['customer', 'guest']),
    supplierStatus: z.enum(['pending', 'booked', 'failed', 'cancelled']),
    supplierReference: z.nullable(z.string()),
    airlineSessionId: z.nullable(z.string()),
    bookedAt: z.iso.datetime(),
    confirmedAt: z.nullable(z.iso.datetime()),
  }),
  received: z.array(
    z.object({
      amountPence: z.int(),
      method: z.enum(['card', 'bank_transfer', 'paypal']),
      gatewayXref: z.nullable(z.string()),
      receivedAt: z.iso.datetime(),
    }),
  ),
  attempts: z.array(staffGatewayAttempt),
  jobs: z.array(staffBookingJob),
  emails: z.array(staffBookingEmail),
  /** Null when the reader's role may not read the audit trail. */
  audit: z.nullable(z.array(staffAuditEntry)),
  /** Staff's internal notes, oldest first: never shown to the customer. */
  notes: z.array(staffBookingNote),
  /** Its cancellation, once cancelled: the charge, the refunds and who cancelled it. */
  cancellation: z.nullable(staffCancellation),
  /** An agent's open request that a supervisor cancel it. */
  cancellationApproval: z.nullable(staffCancellationApproval),
  /** Changes made after booking (passenger corrections), oldest first. */
  amendments: z.array(staffAmendment),
});
export type StaffBookingView = z.infer<typeof staffBookingView>;

export const staffBookingParams = z.strictObject({
  reference: z
    .string()
    .check(z.regex(/^[A-Z]{2}\d{6}$/, 'A booking reference is two letters and six digits.')),
});

/** What one member of staff did, newest first (supervisors and admins). */
export const staffAuditResponse = z.object({ entries: z.array(staffAuditEntry) });
export type StaffAuditResponse = z.infer<typeof staffAuditResponse>;
