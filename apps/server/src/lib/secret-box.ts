import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Secrets the server must read back (a TOTP seed), kept sealed at rest: AES-256-GCM under a key
 * from the environment, a fresh 96-bit nonce per seal, the authentication tag checked on opening.
 * A copy of the database without the key yields nothing usable. Sealed form:
 * `v1.<nonce>.<tag>.<ciphertext>`, each base64url.
 */
export function sealSecret(key: Buffer, plaintext: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', nonce, cipher.getAuthTag(), sealed]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The plaintext of a sealed secret; throws if it was sealed under another key or altered. */
export function openSecret(key: Buffer, sealed: string): string {
  const parts = sealed.split('.');
  if (parts.length !== 4 || parts[0] !== 'v1') throw new Error('not a sealed secret');
  const [, nonce = '', tag = '', data = ''] = parts;
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(data, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}
