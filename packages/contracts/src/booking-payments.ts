import * as z from 'zod/mini';
import { browserInfo } from './payments';

/**
 * Paying towards a booking after checkout (docs/spec/3-accounts-bookings-content.md §2 'Payment
 * tab', §4 'Payment flow', §5, §7, §8): preview the schedule a payment would leave, open a payment
 * session for the amount, then pay it by card through the gateway's hosted fields (3-D Secure as
 * at checkout). Only the booking's owner or a guest holding its lookup grant may do any of it.
 *
 * A session is charged at most once, whatever is sent to it: a double click, a retry or a second
 * tab gets the first answer. A session remembers the balance it was opened against; if another
 * payment has changed the balance since, paying it is refused (409) rather than charging twice.
 *
 * Money is integer pence.
 */

export const bookingPaymentTypes = ['next_installment', 'remaining_balance', 'custom'] as const;
export type BookingPaymentType = (typeof bookingPaymentTypes)[number];

/** The smallest custom payment, pence (£1.00). */
export const MIN_CUSTOM_PAYMENT_PENCE = 100;

/** docs/spec/3-accounts-bookings-content.md §5 'Custom payment amount' and §8, word for word. */
export const bookingPaymentMessages = {
  amountRequired: 'Please enter an amount',
  amountInvalid: 'Please enter a valid amount',
  /** '{x.xx}' is the remaining balance in pounds and pence. */
  amountTooHigh: 'Amount cannot exceed remaining balance of £{x.xx}',
  amountTooLow: 'Minimum payment amount is £1.00',
  scheduleFailed: 'Failed to fetch payment schedule. Please try again.',
  initFailed: 'Failed to initialize payment. Please try again.',
  paymentFailed: 'Payment failed. Please try again.',
  nothingOwed: 'This booking has been paid in full.',
  /** Another payment (another tab, an earlier attempt) changed the balance since the session opened. */
  balanceChanged:
    'Your balance has changed since you started this payment, so nothing was taken. Please check your payment schedule and try again.',
  inProgress:
    'A payment on this booking is already being processed. Please wait a moment before trying again.',
  sessionExpired:
    'This payment session has expired, so nothing was taken. Please start your payment again.',
  keyReused: 'This payment request was already used for a different payment.',
  /** The gateway approved a payment the booking could no longer take, and it was given back. */
  givenBack:
    'We could not record your payment, so it has been cancelled and you have not been charged. Please try again or call us.',
  /** As above, while the gateway has not yet confirmed the payment is cancelled. */
  givingBack:
    'We could not record your payment, so it will be cancelled automatically and you will not be charged. Please try again in a few minutes or call us.',
  /** Approved at the gateway, recorded against the booking by reconciliation within minutes. */
  recordingLater:
    'Your payment has been taken and will show on your booking within a few minutes. Please do not pay again.',
  gatewayUnavailable:
    "We couldn't reach our payment provider. You have not been charged twice: please try again in a moment.",
} as const;

/**
 * A custom amount's rules, on the amount in pence (null when nothing was entered): required,
 * above nothing, at least £1.00, not above the remaining balance. Null when it may be paid.
 */
export function customAmountError(
  amountPence: number | null,
  remainingPence: number,
): string | null {
  if (amountPence === null) return bookingPaymentMessages.amountRequired;
  if (!Number.isInteger(amountPence) || amountPence <= 0)
    return bookingPaymentMessages.amountInvalid;
  if (amountPence > remainingPence) {
    return bookingPaymentMessages.amountTooHigh.replace(
      '{x.xx}',
      (remainingPence / 100).toFixed(2),
    );
  }
  if (amountPence < MIN_CUSTOM_PAYMENT_PENCE) return bookingPaymentMessages.amountTooLow;
  return null;
}

export const paymentScheduleRequest = z.strictObject({
  paymentType: z.enum(bookingPaymentTypes),
  /** Custom payments only: pence. */
  amount: z.optional(z.nullable(z.number())),
});
export type PaymentScheduleRequest = z.infer<typeof paymentScheduleRequest>;

export const scheduleEntry = z.object({
  id: z.string(),
  description: z.string(),
  amount: z.int(),
  payment_date: z.iso.date(),
  status: z.enum(['paid', 'pending', 'overdue']),
  paid_amount: z.int(),
  amount_due: z.int(),
});

/** The schedule as it would stand after paying `payment_amount` (pence), and what falls due next. */
export const paymentScheduleResponse = z.object({
  payment_amount: z.int(),
  schedule: z.array(scheduleEntry),
  next_payment: z.nullable(z.object({ payment_date: z.iso.date(), amount_due: z.int() })),
});
export type PaymentScheduleResponse = z.infer<typeof paymentScheduleResponse>;

/** How long a payment session may be paid once opened (minutes). */
export const PAYMENT_SESSION_MINUTES = 30;

/**
 * Opens a payment session ('Proceed to Payment'): the amount is fixed here from the type (the
 * custom amount in pence), against the balance the customer was shown (`remainingBalance`).
 */
export const bookingPaymentInitRequest = z.strictObject({
  paymentType: z.enum(bookingPaymentTypes),
  amount: z.optional(z.nullable(z.number())),
  /** The remaining balance the page showed, pence: a different balance now is a 409. */
  remainingBalance: z.int(),
  paymentMethod: z.optional(z.literal('card')),
});
export type BookingPaymentInitRequest = z.infer<typeof bookingPaymentInitRequest>;

export const bookingPaymentSession = z.object({
  sessionUuid: z.uuid(),
  /** Our transaction reference at the gateway (its transactionUnique). */
  transactionId: z.string(),
  bookingReference: z.string(),
  paymentType: z.enum(bookingPaymentTypes),
  amount: z.int(),
  remainingBalance: z.int(),
  /** Where the hosted card fields are served from. */
  gatewayUrl: z.string(),
  expiresAt: z.iso.datetime(),
});
export type BookingPaymentSession = z.infer<typeof bookingPaymentSession>;

/** Paying a session: the hosted fields' token and what 3-D Secure needs of the browser. */
export const bookingPaymentPayRequest = z.strictObject({
  paymentToken: z.string().check(z.minLength(8), z.maxLength(200)),
  browserInfo,
});
export type BookingPaymentPayRequest = z.infer<typeof bookingPaymentPayRequest>;

/** The payment is taken and recorded against the instalments (oldest unpaid first). */
export const bookingPaymentPaid = z.object({
  requiresAction: z.literal(false),
  bookingReference: z.string(),
  transactionId: z.string(),
  amount: z.int(),
  paidAmount: z.int(),
  remainingBalance: z.int(),
  paidInFull: z.boolean(),
  paymentType: z.enum(bookingPaymentTypes),
  method: z.literal('card'),
  date: z.iso.datetime(),
});
export type BookingPaymentPaid = z.infer<typeof bookingPaymentPaid>;

/** 3-D Secure needed: post `redirectData` as a form to `redirectUrl` (in a frame). */
export const bookingPaymentChallenge = z.object({
  requiresAction: z.literal(true),
  redirectUrl: z.string(),
  redirectData: z.object({
    creq: z.optional(z.string()),
    threeDSMethodData: z.optional(z.string()),
  }),
});

export const bookingPaymentPayResponse = z.union([bookingPaymentPaid, bookingPaymentChallenge]);
export type BookingPaymentPayResponse = z.infer<typeof bookingPaymentPayResponse>;

/**
 * After 3-D Secure the browser comes back to the booking's payment tab with the outcome in the
 * query: `payment=paid&transactionId=…&amount=…` or `payment=failed&error=…&errorCode=…`.
 */
export const PAYMENT_RETURN_PARAM = 'payment';

/**
 * - POST /auth/customer/itineraries/payment/{reference}/schedule → paymentScheduleResponse (owner
 *   or grant holder; 422 for an amount the rules refuse)
 * - POST /auth/customer/itineraries/payment/{reference} → bookingPaymentSession (owner or grant
 *   holder; 409 when the balance differs from the one shown; 422 for an amount the rules refuse)
 * - POST /auth/customer/itineraries/payment/{reference}/sessions/{sessionUuid}/pay →
 *   bookingPaymentPayResponse (Idempotency-Key; 402 declined, 409 in progress, balance changed or
 *   key reused, 410 session expired, 503 gateway unreachable)
 * - POST /payment/3ds/booking-callback: the gateway's 3-D Secure pages post the browser back
 */
export const bookingPaymentPaths = {
  schedule: (reference: string) => `/auth/customer/itineraries/payment/${reference}/schedule`,
  init: (reference: string) => `/auth/customer/itineraries/payment/${reference}`,
  pay: (reference: string, sessionUuid: string) =>
    `/auth/customer/itineraries/payment/${reference}/sessions/${sessionUuid}/pay`,
  threeDSCallback: '/payment/3ds/booking-callback',
} as const;
