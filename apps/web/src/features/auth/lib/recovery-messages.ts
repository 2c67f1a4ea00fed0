import {
  authMessages,
  emailPattern,
  PASSWORD_MIN_LENGTH,
  resetMessages,
} from '@sunward/contracts/auth';
import { ApiError, NetworkError } from '../../../shared/lib/api-client';

/** docs/spec/3-accounts-bookings-content.md §9: the resend button waits 60 s; success toasts 3 s. */
export const RESEND_COOLDOWN_SECONDS = 60;
export const RECOVERY_TOAST_MS = 3000;

const firstFieldError = (error: ApiError) =>
  Object.values(error.fieldErrors ?? {})
    .flat()
    .at(0);

/** §5 'Forgot password': required, then the basic pattern. */
export function forgotEmailError(email: string): string | null {
  const value = email.trim();
  if (value === '') return resetMessages.emailRequired;
  if (!emailPattern.test(value)) return resetMessages.invalidEmail;
  return null;
}

/** §8 'Forgot password' (a 404 never gets here: it counts as success). */
export function forgotErrorMessage(error: unknown): string {
  if (error instanceof NetworkError) return resetMessages.noConnection;
  if (error instanceof ApiError) {
    if (error.status === 422) return firstFieldError(error) ?? resetMessages.invalidEmail;
    if (error.status === 429) return resetMessages.tooManyResets;
  }
  return resetMessages.forgotFailed;
}

/** §5 'Reset': both fields, at least 8 characters, the same twice. */
export function resetFormError(password: string, confirmation: string): string | null {
  if (password === '' || confirmation === '') return resetMessages.fillInAll;
  if (password.length < PASSWORD_MIN_LENGTH) return authMessages.passwordLength;
  if (password !== confirmation) return authMessages.passwordMismatch;
  return null;
}

export type ResetFailure =
  { invalidLink: true; message: string | null } | { invalidLink: false; message: string };

/** §8 'Reset': 404 or 410 → the invalid-link panel; 400/422 the server's message; 429; other; no connection. */
export function resetFailure(error: unknown): ResetFailure {
  if (error instanceof NetworkError)
    return { invalidLink: false, message: resetMessages.noConnection };
  if (error instanceof ApiError) {
    if (error.status === 404 || error.status === 410)
      return { invalidLink: true, message: error.hasServerMessage ? error.message : null };
    if (error.status === 400 || error.status === 422) {
      const server = error.status === 422 && error.hasServerMessage ? error.message : undefined;
      return {
        invalidLink: false,
        message: firstFieldError(error) ?? server ?? resetMessages.invalidRequest,
      };
    }
    if (error.status === 429) return { invalidLink: false, message: resetMessages.tooManyAttempts };
  }
  return { invalidLink: false, message: resetMessages.resetFailed };
}
