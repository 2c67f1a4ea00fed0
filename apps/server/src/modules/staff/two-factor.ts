import { randomInt } from 'node:crypto';
import { generateSecret, generateURI, verifySync } from 'otplib';
import { sha256Hex } from '../../lib/hash';

/** TOTP as authenticator apps use it: SHA-1, 6 digits, a 30-second step. */
export const TOTP_PERIOD_SECONDS = 30;

/**
 * A new TOTP secret: 160 random bits (the length of the HMAC-SHA-1 key), Base32 as authenticator apps
 * take it, and the `otpauth://` address its QR code carries.
 */
export function newTotpSecret(account: { email: string; issuer: string }): {
  secret: string;
  uri: string;
} {
  const secret = generateSecret({ length: 20 });
  const uri = generateURI({ issuer: account.issuer, label: account.email, secret });
  return { secret, uri };
}

/**
 * The time step of a valid code, or undefined. Accepted: the current step and the one before it
 * (a code typed as its 30 seconds end), never a later one, and never a step at or before
 * `lastStep` (a code works once: the caller stores the step it accepted).
 */
export function acceptedTotpStep(
  secret: string,
  code: string,
  now: Date,
  lastStep: number | null,
): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const result = verifySync({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    // Any time in the last 29 seconds: the current step and, at most, the one before.
    epochTolerance: [TOTP_PERIOD_SECONDS - 1, 0],
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

/** How many recovery codes a member of staff gets when two-factor sign-in is set up. */
export const RECOVERY_CODE_COUNT = 10;

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * Ten one-time recovery codes of 15 characters from a 31-letter alphabet without look-alikes
 * (74 random bits each, shown once as `xxxxx-xxxxx-xxxxx`), with the SHA-256 of each, which is all
 * that is stored: a code is too random to guess, so a slow hash adds nothing.
 */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const letters = Array.from({ length: 15 }, () => RECOVERY_ALPHABET[randomInt(31)] ?? '');
    return [0, 5, 10].map((at) => letters.slice(at, at + 5).join('')).join('-');
  });
  return { codes, hashes: codes.map(recoveryCodeHash) };
}

/** A recovery code as typed (any case, with or without its dashes and spaces) to its stored hash. */
export function recoveryCodeHash(code: string): string {
  return sha256Hex(code.toLowerCase().replace(/[\s-]/g, ''));
}
