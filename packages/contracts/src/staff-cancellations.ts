import * as z from 'zod/mini';

/**
 * Cancelling a booking from the desk, in two steps as tour-operator systems do it: a quote (the
 * booking's own band charge today, what it has received, the refund due), valid for a few
 * minutes, then the cancellation confirmed with the quote's token, the charge accepted and a
 * reason. The money confirmed is the money quoted; confirming the same quote again answers the
 * same cancellation and never refunds twice.
 */

/** How long a cancellation quote may be confirmed. */
export const CANCELLATION_QUOTE_MINUTES = 10;
/** Under the Package Travel Regulations 2018 a cancelled package's refund is due within 14 days. */
export const REFUND_DUE_DAYS = 14;
export const CANCELLATION_REASON_MAX_LENGTH = 1000;

export const cancellationMessages = {
  alreadyCancelled: 'This booking is already cancelled.',
  quoteNotFound: 'This quote is not valid for this booking. Please get a new quote.',
  quoteExpired: 'This quote has expired. Please get a new quote.',
  paidChanged: "The booking's payments have changed since this quote. Please get a new quote.",
  chargeMismatch:
    'The charge you accepted is not the quoted charge less what you waive. Please check the figures.',
  reasonRequired: 'Please give the reason for cancelling.',
  waiveReasonRequired: 'Please give the reason for waiving part of the charge.',
  waiveTooMuch: 'You cannot waive more than the cancellation charge.',
  notCancelled: 'This booking has not been cancelled.',
  nothingToRetry: 'No refund of this cancellation is waiting to be retried.',
  approvalReasonRequired: 'Please say why the booking should be cancelled.',
  approvalOpen: 'A supervisor has already been asked to cancel this booking.',
  noApproval: 'Nobody has asked for this booking to be cancelled.',
  declineReasonRequired: 'Please give the reason for declining.',
} as const;

/** An agent asks a supervisor to cancel the booking, saying why. */
export const cancellationApprovalRequest = z.strictObject({
  reason: z.string().check(z.maxLength(CANCELLATION_REASON_MAX_LENGTH)),
});
export type CancellationApprovalRequest = z.infer<typeof cancellationApprovalRequest>;

/** A supervisor declines an agent's request, saying why. */
export const declineCancellationApprovalRequest = z.strictObject({
  reason: z.string().check(z.maxLength(CANCELLATION_REASON_MAX_LENGTH)),
});

/** An open request that a supervisor cancel the booking. */
export const staffCancellationApproval = z.object({
  id: z.string(),
  requestedBy: z.string(),
  reason: z.string(),
  createdAt: z.iso.datetime(),
});
export type StaffCancellationApproval = z.infer<typeof staffCancellationApproval>;

export const staffCancellationApprovalResponse = z.object({
  approval: z.nullable(staffCancellationApproval),
});

export const cancellationQuote = z.object({
  quoteToken: z.string(),
  /** The charge of the booking's own band today (never less than the deposit). */
  bandChargePence: z.int(),
  /** The band: deposit only (percent null) or a percentage, from `minDays` before departure. */
  band: z.object({ minDays: z.int(), percent: z.nullable(z.int()) }),
  daysBeforeDeparture: z.int(),
  totalPence: z.int(),
  paidPence: z.int(),
  /** Paid less the charge, never negative. */
  refundDuePence: z.int(),
  expiresAt: z.iso.datetime(),
});
export type CancellationQuote = z.infer<typeof cancellationQuote>;

export const confirmCancellationRequest = z.strictObject({
  quoteToken: z.string().check(z.maxLength(100)),
  /** The charge kept: the quoted band charge less what is waived. */
  acceptedChargePence: z.int().check(z.minimum(0), z.maximum(100_000_000)),
  waivedPence: z.optional(z.int().check(z.minimum(0), z.maximum(100_000_000))),
  waiveReason: z.optional(z.string().check(z.maxLength(CANCELLATION_REASON_MAX_LENGTH))),
  reason: z.string().check(z.maxLength(CANCELLATION_REASON_MAX_LENGTH)),
  /** The customer's cancellation request this answers (it is completed with the cancellation). */
  changeRequestId: z.optional(z.uuid()),
});
export type ConfirmCancellationRequest = z.infer<typeof confirmCancellationRequest>;

export const staffRefundStates = ['pending', 'sent', 'approved', 'declined'] as const;

/** A booking's cancellation as the desk sees it: the money, the refunds and the jobs' progress. */
export const staffCancellation = z.object({
  id: z.string(),
  state: z.enum(['refunding', 'refund_pending', 'refunded']),
  reason: z.string(),
  cancelledAt: z.iso.datetime(),
  cancelledBy: z.string(),
  bandChargePence: z.int(),
  waivedPence: z.int(),
  waiveReason: z.nullable(z.string()),
  chargePence: z.int(),
  paidPence: z.int(),
  refundDuePence: z.int(),
  refundDueBy: z.iso.date(),
  /** Not all refunded and the due date has passed. */
  late: z.boolean(),
  lastError: z.nullable(z.string()),
  refundedAt: z.nullable(z.iso.datetime()),
  supplierCancelledAt: z.nullable(z.iso.datetime()),
  airlineCancelledAt: z.nullable(z.iso.datetime()),
  refunds: z.array(
    z.object({
      id: z.string(),
      amountPence: z.int(),
      state: z.enum(staffRefundStates),
      method: z.nullable(z.enum(['void', 'refund'])),
      saleXref: z.string(),
      gatewayXref: z.nullable(z.string()),
      attempt: z.int(),
      responseMessage: z.nullable(z.string()),
      approvedAt: z.nullable(z.iso.datetime()),
    }),
  ),
});
export type StaffCancellation = z.infer<typeof staffCancellation>;

export const staffCancellationResponse = z.object({ cancellation: staffCancellation });
export type StaffCancellationResponse = z.infer<typeof staffCancellationResponse>;

/**
 * - POST /staff/bookings/{reference}/cancellation-quote → cancellationQuote (supervisors)
 * - POST /staff/bookings/{reference}/cancellation        → staffCancellationResponse (supervisors)
 * - POST /staff/bookings/{reference}/cancellation/retry  → staffCancellationResponse (supervisors)
 * - POST /staff/bookings/{reference}/cancellation-approval → staffCancellationApprovalResponse
 *   (agents ask a supervisor to cancel; `/decline` with a reason: supervisors)
 */
export const cancellationPaths = {
  quote: (reference: string) => `/staff/bookings/${reference}/cancellation-quote`,
  confirm: (reference: string) => `/staff/bookings/${reference}/cancellation`,
  retry: (reference: string) => `/staff/bookings/${reference}/cancellation/retry`,
  approval: (reference: string) => `/staff/bookings/${reference}/cancellation-approval`,
  declineApproval: (reference: string) =>
    `/staff/bookings/${reference}/cancellation-approval/decline`,
} as const;
