import { lookupMessages } from '@sunward/contracts/bookings';
import { ApiError, NetworkError } from '../../../shared/lib/api-client';

/** docs/spec/3-accounts-bookings-content.md §8 'Link booking', word for word. */
export const linkMessages = {
  notFound: 'No booking found with these details. Please check your information.',
  mismatch: 'The details provided do not match our records.',
  alreadyLinked: lookupMessages.alreadyLinked,
  other: 'Unable to link booking. Please try again.',
  connection: 'Connection error. Please check your internet and try again.',
  linked: lookupMessages.linked,
} as const;

/** §9: the modal closes 1.5 s after a successful link. */
export const LINK_CLOSE_MS = 1500;

export function linkErrorMessage(error: unknown): string {
  if (error instanceof NetworkError) return linkMessages.connection;
  if (error instanceof ApiError) {
    if (error.status === 404) return linkMessages.notFound;
    if (error.status === 401 || error.status === 403) return linkMessages.mismatch;
    if (error.status === 409) return linkMessages.alreadyLinked;
  }
  return linkMessages.other;
}
