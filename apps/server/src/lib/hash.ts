import { createHash } from 'node:crypto';

/** The SHA-256 of a secret, as hex: what is stored instead of the secret itself. */
export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');
