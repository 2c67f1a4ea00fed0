import { randomBytes } from 'node:crypto';
import { sha256Hex } from './hash';

/**
 * A random 256-bit secret for a bearer token, a reset link or a booking grant, URL-safe; only its
 * SHA-256 is stored, so a database leak yields nothing that works.
 */
export function randomToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: sha256Hex(token) };
}
