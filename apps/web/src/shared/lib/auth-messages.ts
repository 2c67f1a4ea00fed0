import { ApiError, NetworkError } from './api-client';

/** docs/spec/3-accounts-bookings-content.md §8 'Login', word for word. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof NetworkError)
    return 'Unable to connect to the server. Please check your connection.';
  if (error instanceof ApiError) {
    if (error.status === 401) return 'Invalid email or password. Please try again.';
    if (error.status === 422) return 'Please check your login details and try again.';
    if (error.status === 429) return 'Too many login attempts. Please try again later.';
  }
  return 'An error occurred during login. Please try again.';
}

/** docs/spec/3-accounts-bookings-content.md §8 'Register', word for word. */
export function registerErrorMessage(error: unknown): string {
  if (error instanceof NetworkError)
    return 'Unable to connect to the server. Please check your connection.';
  if (error instanceof ApiError) {
    if (error.status === 422) {
      const first = Object.values(error.fieldErrors ?? {})
        .flat()
        .at(0);
      return first ?? 'Please check your details and try again.';
    }
    if (error.status === 409)
      return 'An account with this email already exists. Please sign in instead.';
  }
  return 'An error occurred during registration. Please try again.';
}

export const WELCOME_BACK = 'Welcome back!';
export const LOGIN_TOAST_MS = 2000;
export const REGISTER_TOAST_MS = 3000;
export const AUTH_REDIRECT_MS = 500;

/** Where to go after signing in: a same-site path from ?redirect=, else the account. */
export function safeRedirect(value: string | null, fallback = '/account'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/login'))
    return fallback;
  return value;
}
