import * as z from 'zod/mini';

/**
 * The back office's roles, from least to most trusted: agents answer customers, supervisors
 * decide on money, admins manage staff.
 */
export const STAFF_ROLES = ['agent', 'supervisor', 'admin'] as const;
export const staffRole = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRole>;

/** A member of staff as the back office shows them (never a password hash or a secret). */
export const staffMember = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: staffRole,
  active: z.boolean(),
  /** Two-factor sign-in is set up. */
  twoFactor: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMember>;

export const staffMessages = {
  signInFailed: 'Invalid email or password. Please try again.',
  codeFailed: 'That code is not valid. Please try again.',
  signInFirst: 'Please sign in to the back office.',
  signInAgain: 'Your sign-in has expired. Please sign in again.',
} as const;

/** Sign-in, first step: the password. Business rules answer 401 with one message for any miss. */
export const staffSignInRequest = z.strictObject({
  email: z.string().check(z.maxLength(254)),
  password: z.string().check(z.maxLength(128)),
});
export type StaffSignInRequest = z.infer<typeof staffSignInRequest>;

/** What comes next: setting up two-factor sign-in (first sign-in), or a code. */
export const staffSignInResponse = z.object({ next: z.enum(['setup', 'code']) });
export type StaffSignInResponse = z.infer<typeof staffSignInResponse>;

/** A code from the authenticator app (6 digits) or a recovery code (`xxxxx-xxxxx-xxxxx`). */
export const staffCodeRequest = z.strictObject({ code: z.string().check(z.maxLength(40)) });
export type StaffCodeRequest = z.infer<typeof staffCodeRequest>;

/** The new secret, as text and as the `otpauth://` address its QR code carries. */
export const staffTwoFactorSetup = z.object({ secret: z.string(), uri: z.string() });
export type StaffTwoFactorSetup = z.infer<typeof staffTwoFactorSetup>;

export const staffSession = z.object({ staff: staffMember, expiresAt: z.iso.datetime() });
export type StaffSession = z.infer<typeof staffSession>;

/** Two-factor sign-in set up: signed in, and the ten recovery codes, shown this once. */
export const staffTwoFactorConfirmed = z.object({
  staff: staffMember,
  expiresAt: z.iso.datetime(),
  recoveryCodes: z.array(z.string()),
});
export type StaffTwoFactorConfirmed = z.infer<typeof staffTwoFactorConfirmed>;

export const staffMe = z.object({ staff: staffMember });
export type StaffMe = z.infer<typeof staffMe>;

export const staffPaths = {
  signIn: '/staff/sign-in',
  setup: '/staff/two-factor/setup',
  confirm: '/staff/two-factor/confirm',
  verify: '/staff/two-factor',
  me: '/staff/me',
  signOut: '/staff/sign-out',
} as const;
