import { BOOKING_GRANT_HEADER, BOOKING_KEY_HEADER } from '@sunward/contracts/bookings';
import { queryOptions } from '@tanstack/react-query';
import type { core } from 'zod/mini';
import { ApiError, apiRequest } from '../lib/api-client';
import { bookingReference, referenceSegment } from '../lib/booking-reference';
import { bookingGrantFor, useBookingAccess } from '../stores/booking-access';

/** The query key prefix every read of one of a booking's views (`view`) shares. */
export const bookingViewKey = (view: string, reference: string) =>
  [view, bookingReference(reference)] as const;

/**
 * The query key prefix every read of one booking's confirmation shares (refreshed after a payment,
 * here or at checkout, or a claim).
 */
export const bookingQueryKey = (reference: string) => bookingViewKey('booking', reference);

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

/** Keeps the key that proves this browser made the booking, under the reference's one spelling. */
export const rememberBookingKey = (reference: string, key: string) =>
  useBookingAccess.getState().remember(bookingReference(reference), key);

/** Not this visitor's booking, or no such booking: the server says 404 (or 403, or 400). */
export const isBookingNotFound = (error: unknown): error is ApiError =>
  error instanceof ApiError && [400, 403, 404].includes(error.status);

/**
 * One of a booking's views (`view`: its confirmation, its detail) read as this visitor may see it,
 * from `path` (given the reference as a path segment): with the bearer and the visitor's proofs of
 * access, keyed by the bearer too (signing in or out can change what the server lets this visitor
 * see). 'Not found' is an answer, not a fault: asking again will not change it.
 */
export function bookingViewQuery<T>(
  view: string,
  path: (segment: string) => string,
  schema: core.$ZodType<T>,
  reference: string,
  token: string | null,
) {
  return queryOptions({
    queryKey: [...bookingViewKey(view, reference), token] as const,
    queryFn: ({ signal }) =>
      apiRequest<T>(path(referenceSegment(reference)), {
        schema,
        signal,
        headers: bookingAccessHeaders(reference),
      }),
    retry: (failures, error) => !isBookingNotFound(error) && failures < 1,
  });
}
