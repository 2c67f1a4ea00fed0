import * as z from 'zod/mini';

/**
 * Stable error codes. The web maps these (and the HTTP status) to the spec's message catalogue,
 * so a code never changes meaning once shipped.
 */
export const errorCodes = [
  'VALIDATION_ERROR', // 400: malformed JSON, wrong types, unknown or missing fields
  'UNAUTHORIZED', // 401: no, expired or revoked bearer token; wrong credentials
  'FORBIDDEN', // 403
  'NOT_FOUND', // 404
  'PAYMENT_DECLINED', // 402: the card issuer or 3-D Secure said no (details.paymentCode)
  'CONFLICT', // 409: duplicate or out-of-order
  'PRICE_CHANGED', // 409: the supplier's live price differs from the one shown (details: totals)
  'GONE', // 410: expired hold or link
  'NO_LONGER_AVAILABLE', // 410: the room or flight can no longer be booked
  'PAYLOAD_TOO_LARGE', // 413
  'UNSUPPORTED_MEDIA_TYPE', // 415
  'UNPROCESSABLE', // 422: well-formed but breaks a business rule (details.errors per field)
  'RATE_LIMITED', // 429
  'INTERNAL', // 500
  'UNAVAILABLE', // 503
] as const;
export const errorCode = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCode>;

/** Field-level messages, keyed by field name, first message first. */
export const fieldErrors = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrors>;

export const errorBody = z.object({
  error: z.object({
    code: errorCode,
    message: z.string(),
    details: z.optional(z.record(z.string(), z.unknown())),
  }),
});
export type ErrorBody = z.infer<typeof errorBody>;

/**
 * What a client accepts as an error body: any code string, so a code added to the server later
 * never costs the customer the server's message.
 */
export const clientErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.optional(z.record(z.string(), z.unknown())),
  }),
});

const IDEMPOTENCY_KEY_LENGTH = 'Idempotency-Key must be 8 to 200 characters.';

/**
 * The Idempotency-Key header of a request that must take effect once however often it is sent
 * (prebook, payments, change requests): 8 to 200 characters. `missing` is the message when the
 * route requires it.
 */
export const idempotencyKey = (missing?: string) =>
  z
    .string(missing ? { error: missing } : undefined)
    .check(z.minLength(8, IDEMPOTENCY_KEY_LENGTH), z.maxLength(200, IDEMPOTENCY_KEY_LENGTH));
