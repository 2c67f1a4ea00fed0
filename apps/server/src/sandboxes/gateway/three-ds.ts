import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The 3-D Secure messages the sandbox gateway hands out and takes back, as base64url JSON in the
 * EMV style. Each carries an HMAC under the gateway's secret, so the redirect URL can travel
 * inside them (no column holds it) and neither the shopper nor the merchant can forge a result.
 */

export type ThreeDSMessage =
  /** threeDSRequest[threeDSMethodData]: what the checkout posts to /3ds/method. */
  | { kind: 'method'; threeDSRef: string; redirectURL: string }
  /** threeDSRequest[creq]: what the checkout posts to /3ds/challenge. */
  | { kind: 'creq'; threeDSRef: string; redirectURL: string }
  /** threeDSResponse[threeDSMethodData]: proof the method step ran. */
  | { kind: 'methodResult'; threeDSRef: string }
  /** threeDSResponse[cres]: the challenge result, Y (authenticated) or N (failed). */
  | { kind: 'cres'; threeDSRef: string; transStatus: 'Y' | 'N' };

const MESSAGE_TYPE = {
  method: 'ThreeDSMethodData',
  creq: 'CReq',
  methodResult: 'ThreeDSMethodResult',
  cres: 'CRes',
} as const;
type Kind = ThreeDSMessage['kind'];

/** Far more than any message here needs; refuses absurd input before decoding it. */
const MAX_LENGTH = 4096;

function macOf(message: ThreeDSMessage, secret: string): string {
  const canonical = JSON.stringify([
    message.kind,
    message.threeDSRef,
    'redirectURL' in message ? message.redirectURL : '',
    'transStatus' in message ? message.transStatus : '',
  ]);
  // A key of its own, so a 3-D Secure MAC can never double as a Direct request signature.
  return createHmac('sha256', `sandbox-gateway-3ds:${secret}`)
    .update(canonical)
    .digest('base64url');
}

export function encodeThreeDS(message: ThreeDSMessage, secret: string): string {
  const body: Record<string, string> = {
    messageType: MESSAGE_TYPE[message.kind],
    messageVersion: '2.2.0',
    threeDSRef: message.threeDSRef,
  };
  if ('redirectURL' in message) body.notificationURL = message.redirectURL;
  if ('transStatus' in message) body.transStatus = message.transStatus;
  body.mac = macOf(message, secret);
  return Buffer.from(JSON.stringify(body)).toString('base64url');
}

function parse(encoded: string): Record<string, unknown> | undefined {
  if (encoded.length > MAX_LENGTH || !/^[A-Za-z0-9_-]+={0,2}$/.test(encoded)) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** The message when `encoded` is an untampered message of `kind`; otherwise undefined. */
export function decodeThreeDS<K extends Kind>(
  encoded: string,
  kind: K,
  secret: string,
): Extract<ThreeDSMessage, { kind: K }> | undefined {
  const body = parse(encoded);
  if (!body || body.messageType !== MESSAGE_TYPE[kind]) return undefined;
  const threeDSRef = str(body.threeDSRef);
  const mac = str(body.mac);
  if (!threeDSRef || !mac) return undefined;
  let message: ThreeDSMessage;
  if (kind === 'method' || kind === 'creq') {
    const redirectURL = str(body.notificationURL);
    if (!redirectURL) return undefined;
    message = { kind, threeDSRef, redirectURL };
  } else if (kind === 'cres') {
    const transStatus = body.transStatus;
    if (transStatus !== 'Y' && transStatus !== 'N') return undefined;
    message = { kind, threeDSRef, transStatus };
  } else {
    message = { kind: 'methodResult', threeDSRef };
  }
  const expected = Buffer.from(macOf(message, secret));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return message as Extract<ThreeDSMessage, { kind: K }>;
}
