import {
  authMessages,
  emailPattern,
  PASSWORD_MIN_LENGTH,
  type AuthResponse,
  type LoginRequest,
  type RegisterRequest,
  type User,
} from '@sunward/contracts/auth';
import type { FieldErrors } from '@sunward/contracts/errors';
import { AppError } from '../../errors';
import { passwordProblem } from './password-strength';
import { burnVerification, hashPassword, verifyPassword } from './passwords';
import type { AuthRepository, UserRow } from './repository';
import { hashToken, newToken } from './tokens';

export interface AuthServiceOptions {
  sessionTtlHours: number;
  sessionRememberDays: number;
  /** The brand's names: passwords made of them are refused like common ones. */
  site?: { brandName: string; companyName: string };
  now?: () => Date;
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
    const { token, tokenHash } = newToken();
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
      return repo.findUserByTokenHash(hashToken(token), now());
    },

    async logout(token: string): Promise<void> {
      await repo.revokeToken(hashToken(token), now());
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

/** The account row other modules receive from an authenticated request. */
export type { UserRow } from './repository';
