import * as z from 'zod/mini';
import { title, user } from './user';

export { meResponse, title, titles, user } from './user';
export type { MeResponse, User } from './user';

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

export const authResponse = z.object({
  user,
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_at: z.iso.datetime({ offset: true }),
});
export type AuthResponse = z.infer<typeof authResponse>;

/** How long a password reset link works, from the request that sent it. */
export const RESET_LINK_MINUTES = 60;

/** docs/spec/3-accounts-bookings-content.md §5 and §8: forgot and reset password texts, word for word. */
export const resetMessages = {
  emailRequired: 'Please enter your email address',
  invalidEmail: 'Please enter a valid email address',
  /** The one answer to every well-formed request, whether or not an account exists. */
  linkSentIfAccount: 'If an account exists with this email, a reset link has been sent',
  linkSent: 'Password reset link has been sent to your email',
  linkResent: 'Reset link has been resent to your email',
  resendFailed: 'Failed to resend email. Please try again',
  tooManyResets: 'Too many reset attempts. Please try again later',
  forgotFailed: 'An error occurred. Please try again later',
  noConnection: 'Unable to connect to the server. Please check your connection',
  fillInAll: 'Please fill in all fields',
  invalidRequest: 'Invalid reset request. Please check your information',
  tooManyAttempts: 'Too many attempts. Please try again later',
  resetFailed: 'An error occurred. Please try again',
  resetDone: 'Password reset successful!',
  /** Server messages behind 404 and 410 (the page shows its invalid-link panel for both). */
  linkInvalid: 'This password reset link is not valid.',
  linkExpired: 'This password reset link has expired or has already been used.',
} as const;

export const forgotPasswordRequest = z.strictObject({
  email: z.string().check(z.maxLength(254)),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequest>;

/** Field rules (required, length, match) answer 422 per field, like registration. */
export const resetPasswordRequest = z.strictObject({
  token: z.string().check(z.maxLength(200)),
  email: z.string().check(z.maxLength(254)),
  password: z.string().check(z.maxLength(128)),
  password_confirmation: z.string().check(z.maxLength(128)),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/**
 * docs/spec/3-accounts-bookings-content.md §5 'Reset': the strength score the meter shows: +25 for
 * 8 or more characters, +10 for 12 or more, +25 mixed case, +25 a digit, +25 a special character,
 * capped at 100; under 30 Weak, under 60 Fair, under 85 Good, else Strong.
 */
export function passwordStrength(password: string): {
  score: number;
  label: 'Weak' | 'Fair' | 'Good' | 'Strong';
  checks: { length: boolean; mixedCase: boolean; digit: boolean; special: boolean };
} {
  const checks = {
    length: password.length >= PASSWORD_MIN_LENGTH,
    mixedCase: /[a-z]/.test(password) && /[A-Z]/.test(password),
    digit: /\d/.test(password),
    special: /[^A-Za-z0-9]/.test(password),
  };
  const score = Math.min(
    100,
    (checks.length ? 25 : 0) +
      (password.length >= 12 ? 10 : 0) +
      (checks.mixedCase ? 25 : 0) +
      (checks.digit ? 25 : 0) +
      (checks.special ? 25 : 0),
  );
  const label = score < 30 ? 'Weak' : score < 60 ? 'Fair' : score < 85 ? 'Good' : 'Strong';
  return { score, label, checks };
}
