import {
  authMessages,
  emailPattern,
  PASSWORD_MIN_LENGTH,
  RESET_LINK_MINUTES,
  resetMessages,
  type AuthResponse,
  type ForgotPasswordRequest,
  type LoginRequest,
  type MessageResponse,
  type RegisterRequest,
  type ResetPasswordRequest,
  type User,
} from '@sunward/contracts/auth';
import type { FieldErrors } from '@sunward/contracts/errors';
import { AppError } from '../../errors';
import { passwordProblem } from '../../lib/password-strength';
import { burnVerification, hashPassword, verifyPassword } from '../../lib/passwords';
import type { AuthRepository, UserRow } from './repository';
import { sha256Hex } from '../../lib/hash';
import { randomToken } from '../../lib/tokens';

/** What the account e-mails need from the mail module (wired in app.ts). */
export interface AccountMailer {
  sendResetLink(to: { email: string; name: string }, token: string): Promise<void>;
  sendPasswordChanged(to: { email: string; name: string }, changedAt: string): Promise<void>;
}

export interface AuthServiceOptions {
  sessionTtlHours: number;
  sessionRememberDays: number;
  /** The brand's names: passwords made of them are refused like common ones. */
  site?: { brandName: string; companyName: string };
  now?: () => Date;
  /** Sends the reset link and the 'password changed' notice (jobs run them). */
  mail?: AccountMailer;
  /** Wakes the job queue after a commit that queued work. */
  jobs?: { kick(): void };
}

const HOUR = 3_600_000;

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    title: (row.title as User['title']) ?? null,
    name: row.fullName,
    full_name: row.fullName,
    email: row.email,
    telephone: row.telephone,
    created_at: row.createdAt.toISOString(),
  };
}

function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function resetRules(input: ResetPasswordRequest): FieldErrors {
  const errors: FieldErrors = {};
  if (input.password === '' || input.password_confirmation === '') {
    errors.password = [resetMessages.fillInAll];
  } else if (input.password.length < PASSWORD_MIN_LENGTH) {
    errors.password = [authMessages.passwordLength];
  } else if (input.password !== input.password_confirmation) {
    errors.password_confirmation = [authMessages.passwordMismatch];
  }
  return errors;
}

function registerRules(input: RegisterRequest): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  for (const field of ['full_name', 'email', 'password', 'password_confirmation'] as const) {
    if (input[field].trim() === '') add(field, authMessages.required);
  }
  if (input.email.trim() !== '' && !emailPattern.test(input.email.trim())) {
    add('email', authMessages.invalidEmail);
  }
  if (input.password !== '' && input.password.length < PASSWORD_MIN_LENGTH) {
    add('password', authMessages.passwordLength);
  }
  if (input.password_confirmation !== '' && input.password !== input.password_confirmation) {
    add('password_confirmation', authMessages.passwordMismatch);
  }
  return errors;
}

export function createAuthService(repo: AuthRepository, options: AuthServiceOptions) {
  const now = options.now ?? (() => new Date());

  async function issueToken(userId: string, remember: boolean) {
    const { token, tokenHash } = randomToken();
    const ttl = remember ? options.sessionRememberDays * 24 * HOUR : options.sessionTtlHours * HOUR;
    const expiresAt = new Date(now().getTime() + ttl);
    await repo.insertToken({ userId, tokenHash, expiresAt });
    return {
      access_token: token,
      token_type: 'Bearer' as const,
      expires_at: expiresAt.toISOString(),
    };
  }

  return {
    async register(input: RegisterRequest): Promise<AuthResponse> {
      const errors = registerRules(input);
      if (input.password !== '' && !('password' in errors)) {
        const problem = await passwordProblem(input.password, {
          email: input.email,
          name: input.full_name,
          site: options.site ? [options.site.brandName, options.site.companyName] : [],
        });
        if (problem) errors.password = [problem];
      }
      if (Object.keys(errors).length > 0) throw AppError.unprocessable(errors);
      const row = await repo.insertUser({
        title: input.title || null,
        fullName: input.full_name.trim(),
        email: normaliseEmail(input.email),
        telephone: input.telephone?.trim() || null,
        passwordHash: await hashPassword(input.password),
      });
      if (!row) {
        throw new AppError('CONFLICT', 'An account with this email already exists.', {
          errors: { email: ['An account with this email already exists.'] },
        });
      }
      return { user: toUser(row), ...(await issueToken(row.id, false)) };
    },

    async login(input: LoginRequest): Promise<AuthResponse> {
      if (input.email.trim() === '' || input.password === '') {
        throw AppError.unprocessable({ email: [authMessages.loginRequired] });
      }
      const row = await repo.findUserByEmail(normaliseEmail(input.email));
      // Same work and the same answer whether or not the e-mail exists: no account enumeration.
      const ok = row
        ? await verifyPassword(row.passwordHash, input.password)
        : await burnVerification(input.password).then(() => false);
      if (!row || !ok) throw new AppError('UNAUTHORIZED', 'Invalid email or password.');
      return { user: toUser(row), ...(await issueToken(row.id, input.remember_me ?? false)) };
    },

    /** The user for a bearer token, or undefined for an unknown, expired or revoked one. */
    async authenticate(token: string): Promise<UserRow | undefined> {
      return repo.findUserByTokenHash(sha256Hex(token), now());
    },

    async logout(token: string): Promise<void> {
      await repo.revokeToken(sha256Hex(token), now());
    },

    /**
     * Asks for a reset link. The answer is the same whether or not the address has an account,
     * and so is the work: the request only queues a job, which looks the account up and e-mails
     * it the link (no enumeration by message or by timing).
     */
    async forgotPassword(input: ForgotPasswordRequest): Promise<MessageResponse> {
      const email = normaliseEmail(input.email);
      if (email === '') throw AppError.unprocessable({ email: [resetMessages.emailRequired] });
      if (!emailPattern.test(email)) {
        throw AppError.unprocessable({ email: [resetMessages.invalidEmail] });
      }
      await repo.requestReset(email);
      options.jobs?.kick();
      return { message: resetMessages.linkSentIfAccount };
    },

    /**
     * The reset job: for an address with an account, a new 256-bit link (only its hash stored,
     * the older ones superseded) valid RESET_LINK_MINUTES, e-mailed. No account: nothing.
     */
    async sendResetLink(email: string): Promise<void> {
      const row = await repo.findUserByEmail(email);
      if (!row || !options.mail) return;
      const { token, tokenHash } = randomToken();
      const at = now();
      await repo.insertReset(
        row.id,
        tokenHash,
        at,
        new Date(at.getTime() + RESET_LINK_MINUTES * 60_000),
      );
      await options.mail.sendResetLink({ email: row.email, name: row.fullName }, token);
    },

    /**
     * Sets a new password with a reset link: field rules 422; a link that is not this account's
     * 404; used, superseded or expired 410. Every session of the account ends, and the customer
     * is told by e-mail.
     */
    async resetPassword(input: ResetPasswordRequest): Promise<MessageResponse> {
      const email = normaliseEmail(input.email);
      if (input.token === '' || email === '') {
        throw new AppError('NOT_FOUND', resetMessages.linkInvalid);
      }
      const errors = resetRules(input);
      if (!('password' in errors) && !('password_confirmation' in errors)) {
        const problem = await passwordProblem(input.password, {
          email,
          name: '',
          site: options.site ? [options.site.brandName, options.site.companyName] : [],
        });
        if (problem) errors.password = [problem];
      }
      if (Object.keys(errors).length > 0) throw AppError.unprocessable(errors);
      const outcome = await repo.resetPassword({
        tokenHash: sha256Hex(input.token),
        email,
        passwordHash: await hashPassword(input.password),
        now: now(),
      });
      if (outcome === 'unknown') throw new AppError('NOT_FOUND', resetMessages.linkInvalid);
      if (outcome === 'spent') throw new AppError('GONE', resetMessages.linkExpired);
      options.jobs?.kick();
      return { message: resetMessages.resetDone };
    },

    /** The 'password changed' job. */
    async sendPasswordChanged(userId: string, changedAt: string): Promise<void> {
      const row = await repo.findUserById(userId);
      if (!row || !options.mail) return;
      await options.mail.sendPasswordChanged({ email: row.email, name: row.fullName }, changedAt);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

/** The account row other modules receive from an authenticated request. */
export type { UserRow } from './repository';
// How a request's bearer token is read (the authentication plugin resolves the customer).
export { bearerToken } from './tokens';
