import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The Cardstream-style Direct protocol (docs/design.md §6) that the sandbox gateway speaks and the
 * provider adapter talks: form-encoded fields, signed with SHA-512 over the fields sorted by
 * name (URL-encoded as a query string, line endings normalised to LF) followed by the shared
 * secret. Both ends use this file, as a merchant and a gateway would use the same published
 * algorithm.
 */

export type Fields = Record<string, string>;

/** responseCode values of the protocol. */
export const RESPONSE_CODE = {
  APPROVED: 0,
  DECLINED: 5,
  INSUFFICIENT_FUNDS: 51,
  EXPIRED_CARD: 54,
  DUPLICATE: 65554,
  /** 3-D Secure authentication required: continue with threeDSRef and threeDSResponse. */
  THREE_DS_REQUIRED: 65802,
  /** 3-D Secure authentication failed (the shopper failed the challenge). */
  THREE_DS_FAILED: 65803,
  TRANSACTION_NOT_FOUND: 65558,
  /** The transaction is in no state for this action: a CANCEL of a SALE already settled, or a
   * REFUND_SALE of one not settled yet. */
  ACTION_NOT_ALLOWED: 65541,
  INVALID_SIGNATURE: 65560,
  MISSING_FIELD: 66048,
  INVALID_FIELD: 66304,
  PROCESSING_ERROR: 65535,
} as const;

/** The query string both ends sign: names sorted, values URL-encoded, CR/CRLF as LF. */
function signingString(fields: Fields): string {
  const params = new URLSearchParams();
  for (const name of Object.keys(fields).sort()) {
    if (name === 'signature') continue;
    params.append(name, fields[name] ?? '');
  }
  return params.toString().replace(/%0D%0A|%0A%0D|%0D/g, '%0A');
}

export function sign(fields: Fields, secret: string): string {
  return createHash('sha512')
    .update(signingString(fields) + secret)
    .digest('hex');
}

/** The fields with their signature added. */
export function signed(fields: Fields, secret: string): Fields {
  return { ...fields, signature: sign(fields, secret) };
}

/** True when `fields.signature` is the signature of the other fields under `secret`. */
export function verify(fields: Fields, secret: string): boolean {
  const given = fields.signature;
  if (!given || !/^[0-9a-f]{128}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(sign(fields, secret), 'hex'));
}

export function encodeFields(fields: Fields): string {
  return new URLSearchParams(fields).toString();
}

export function decodeFields(body: string): Fields {
  return Object.fromEntries(new URLSearchParams(body));
}
