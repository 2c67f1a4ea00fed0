import * as z from 'zod/mini';

/**
 * Card payment, final booking and payment verification (docs/spec/2-checkout-payment.md §4, §5 'Payment', §7 from payment
 * data onward; docs/design.md §6).
 *
 * Card numbers and CVVs never reach these calls: the gateway's hosted fields exchange them for a
 * `paymentToken`, and any card field sent here is refused (400). Every submit carries an
 * `Idempotency-Key` header (and the checkout's `x-checkout-key`): repeating it returns the first
 * answer, so a double click, a retry or a second tab never charges twice.
 *
 * The spec's 'Final booking' call is answered by the submit itself: the booking is created in the
 * same transaction that records the approved payment, so there is no window in which a payment is
 * approved and its booking not yet asked for. With 3-D Secure, the gateway's pages post back to
 * POST /payment/3ds/callback, which continues the payment, books, and sends the browser on.
 *
 * Money is integer pence (minor units, as the gateway takes them).
 */

const pence = z.int();
const uuid = z.uuid({ error: 'That booking is not valid: please start your booking again.' });

/** Fields a browser reports for 3-D Secure (docs/spec/2-checkout-payment.md §7 'Payment submit'). */
export const browserInfo = z.strictObject({
  deviceChannel: z.string().check(z.maxLength(20)),
  deviceIdentity: z.string().check(z.maxLength(500)),
  deviceTimeZone: z.string().check(z.maxLength(10)),
  deviceAcceptLanguage: z.string().check(z.maxLength(100)),
  deviceScreenResolution: z.string().check(z.maxLength(20)),
});
export type BrowserInfo = z.infer<typeof browserInfo>;

/** Names a card number, expiry or CVV could travel under: refused outright. */
export const CARD_DATA_FIELDS = [
  'cardNumber',
  'card_number',
  'pan',
  'cardCVV',
  'cvv',
  'cvc',
  'cardExpiryDate',
  'cardExpiryMonth',
  'cardExpiryYear',
] as const;

const CARD_WORDS =
  /^(card|cc|credit(card)?|debit(card)?)?(number|num|no|pan|cvv2?|cvc2?|cv2|csc|securitycode|expiry(date|month|year)?|exp(date|month|year|iry)?)$/;
const CARD_ONLY_WORDS = new Set(['number', 'num', 'no', 'exp', 'expdate', 'expmonth', 'expyear']);

/**
 * True when a field name looks like card data however it is spelt (case, `_`, `-`): the listed
 * names, and card/cc/credit/debit with number, CVV/CVC/CSC, security code or expiry. Bare
 * `number` or `exp` count only with a card word before them.
 */
export function isCardDataField(name: string): boolean {
  if ((CARD_DATA_FIELDS as readonly string[]).includes(name)) return true;
  const word = name.toLowerCase().replace(/[^a-z0-9]/g, '');
  const match = CARD_WORDS.exec(word);
  if (!match) return false;
  // match[1] is the card word before the rest, when there is one.
  return Boolean(match[1]) || !CARD_ONLY_WORDS.has(word);
}

/**
 * Payment submit (first payment and retry alike). The payment-data fields are echoed back as the
 * spec sends them; the server charges its own amount and refuses an echo that does not match it.
 * Strict: an unknown field is refused (400), never silently dropped.
 */
export const paymentSubmitRequest = z.strictObject({
  itineraryUuid: uuid,
  paymentToken: z.string().check(z.minLength(8), z.maxLength(200)),
  merchantID: z.optional(z.string()),
  action: z.optional(z.literal('SALE')),
  type: z.optional(z.literal(1)),
  countryCode: z.optional(z.literal(826)),
  currencyCode: z.optional(z.literal(826)),
  amount: z.optional(pence),
  orderRef: z.optional(z.string()),
  transactionUnique: z.optional(z.string()),
  planId: z.optional(z.string()),
  adhoc: z.optional(z.boolean()),
  isRetry: z.optional(z.boolean()),
  browserInfo,
});
export type PaymentSubmitRequest = z.infer<typeof paymentSubmitRequest>;

/** The final booking answer (docs/spec/2-checkout-payment.md §4 'Final booking response'). */
export const finalBookingResponse = z.object({
  requiresAction: z.literal(false),
  bookingReference: z.string(),
  /** Present when the outbound airline needs its own confirmation (Ryanair). */
  ryanairSessionId: z.optional(z.string()),
  environment: z.optional(z.enum(['test', 'live'])),
  /** Where to go next: an internal route, or an absolute http(s) URL to follow. */
  redirectUrl: z.optional(z.string()),
  /** The gateway's transaction reference (xref). */
  transactionId: z.string(),
});
export type FinalBookingResponse = z.infer<typeof finalBookingResponse>;

/** 3-D Secure needed: post `redirectData` as a form to `redirectUrl` (in a frame). */
export const requiresActionResponse = z.object({
  requiresAction: z.literal(true),
  redirectUrl: z.string(),
  redirectData: z.object({
    creq: z.optional(z.string()),
    threeDSMethodData: z.optional(z.string()),
  }),
});
export type RequiresActionResponse = z.infer<typeof requiresActionResponse>;

export const paymentSubmitResponse = z.union([finalBookingResponse, requiresActionResponse]);
export type PaymentSubmitResponse = z.infer<typeof paymentSubmitResponse>;

/** Confirm payment (docs/spec/2-checkout-payment.md §7): both ids are required. */
export const verifyPaymentRequest = z.strictObject({
  transactionId: z.string().check(z.minLength(1), z.maxLength(100)),
  bookingReference: z.string().check(z.minLength(1), z.maxLength(20)),
});
export const verifyPaymentResponse = z.object({
  success: z.boolean(),
  transactionId: z.string(),
  bookingReference: z.string(),
  /** Pence paid today. */
  amount: pence,
  paymentDate: z.iso.datetime(),
  paymentMethod: z.string(),
  status: z.string(),
  message: z.optional(z.string()),
});
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponse>;

/** Finalise the airline confirmation (docs/spec/2-checkout-payment.md §7). */
export const airlineFinaliseRequest = z.strictObject({
  sessionId: z.string().check(z.minLength(1), z.maxLength(200)),
  itineraryUuid: uuid,
});
export type AirlineFinaliseRequest = z.infer<typeof airlineFinaliseRequest>;
export const airlineFinaliseResponse = z.object({
  bookingReference: z.string(),
  redirectUrl: z.optional(z.string()),
});
export type AirlineFinaliseResponse = z.infer<typeof airlineFinaliseResponse>;

/** Error codes a payment can answer with (the web maps them to docs/spec/2-checkout-payment.md §8's texts). */
export const paymentErrorCodes = [
  'CARD_DECLINED',
  'INSUFFICIENT_FUNDS',
  'CARD_EXPIRED',
  'THREE_DS_FAILED',
  'PAYMENT_FAILED',
  'PAYMENT_ERROR',
  'INVALID_TOTAL',
] as const;

export const paymentMessages = {
  invalidTotal: 'Invalid booking total. Please review your selections.',
  missingVerification: 'Missing required payment verification parameters',
  missingAirlineSession:
    'Missing required session information. Please restart the booking process.',
} as const;

/**
 * Paths under /api:
 * - POST /payment/submit               → paymentSubmitRequest → paymentSubmitResponse
 *   (headers Idempotency-Key and x-checkout-key; 402 with a payment error code on a decline)
 * - POST /payment/3ds/callback         ← the gateway's 3-D Secure pages (form post); HTML that
 *   sends the top window to the confirmation (or failed-payment) route
 * - POST /payment/verify/payment       → verifyPaymentRequest → verifyPaymentResponse
 * - POST /airline/finalise             → airlineFinaliseRequest → airlineFinaliseResponse
 */
export const paymentPaths = {
  submit: '/payment/submit',
  threeDSCallback: '/payment/3ds/callback',
  verify: '/payment/verify/payment',
  airlineFinalise: '/airline/finalise',
} as const;
