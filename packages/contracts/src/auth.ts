import * as z from 'zod/mini';

export const titles = ['Mr', 'Mrs', 'Miss', 'Ms', 'Dr'] as const;
export const title = z.enum(titles);

/** docs/spec/3-accounts-bookings-content.md §5 register and login messages, word for word. */
export const authMessages = {
  required: 'Please fill in all required fields',
  passwordLength: 'Password must be at least 8 characters long',
  passwordMismatch: 'Passwords do not match',
  terms: 'Please accept the terms and conditions to continue',
  invalidEmail: 'Please enter a valid email address',
  loginRequired: 'Please enter both email and password',
} as const;

export const PASSWORD_MIN_LENGTH = 8;

/**
 * Request shapes: types only. Business rules (required, length, match) are checked by the service
 * and answered with 422 + per-field messages, so the web can show the spec's texts.
 */
export const registerRequest = z.strictObject({
  title: z.nullish(z.union([title, z.literal('')])),
  full_name: z.string().check(z.maxLength(100)),
  email: z.string().check(z.maxLength(254)),
  telephone: z.nullish(z.string().check(z.maxLength(30))),
  password: z.string().check(z.maxLength(128)),
  password_confirmation: z.string().check(z.maxLength(128)),
});
export type RegisterRequest = z.infer<typeof registerRequest>;

export const loginRequest = z.strictObject({
  email: z.string().check(z.maxLength(254)),
  password: z.string().check(z.maxLength(128)),
  remember_me: z.optional(z.boolean()),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/** A simple, permissive address check (the spec's 'basic pattern'). */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const user = z.object({
  id: z.uuid(),
  title: z.nullable(title),
  name: z.string(),
  full_name: z.string(),
  email: z.string(),
  telephone: z.nullable(z.string()),
  created_at: z.iso.datetime({ offset: true }),
});
export type User = z.infer<typeof user>;

export const authResponse = z.object({
  user,
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_at: z.iso.datetime({ offset: true }),
});
export type AuthResponse = z.infer<typeof authResponse>;

export const meResponse = z.object({ user });
export type MeResponse = z.infer<typeof meResponse>;
