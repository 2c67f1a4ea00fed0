import { BOOKING_GRANT_HEADER, BOOKING_KEY_HEADER } from '@sunward/contracts/bookings';
import { ApiError } from '../lib/api-client';
import { bookingReference } from '../lib/booking-reference';
import { bookingGrantFor, useBookingAccess } from '../stores/booking-access';

/**
 * The query key prefix every read of one booking's confirmation shares (refreshed after a payment,
 * here or at checkout, or a claim).
 */
export const bookingQueryKey = (reference: string) =>
  ['booking', bookingReference(reference)] as const;

/**
 * A guest's proofs of access to this booking: `x-booking-key` when this browser made it (its
 * key), `x-booking-grant` while a guest lookup's grant for it is unexpired.
 */
export function bookingAccessHeaders(reference: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const spelled = bookingReference(reference);
  const key = useBookingAccess.getState().keyFor(spelled);
  if (key) headers[BOOKING_KEY_HEADER] = key;
  const grant = bookingGrantFor(spelled);
  if (grant) headers[BOOKING_GRANT_HEADER] = grant;
  return headers;
}

/** Not this visitor's booking, or no such booking: the server says 404 (or 403, or 400). */
export const isBookingNotFound = (error: unknown): error is ApiError =>
  error instanceof ApiError && [400, 403, 404].includes(error.status);
