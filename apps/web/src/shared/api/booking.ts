import {
  BOOKING_GRANT_HEADER,
  BOOKING_KEY_HEADER,
  bookingConfirmation,
  bookingPaths,
  type BookingConfirmation,
} from '@sunward/contracts/bookings';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { API_BASE, ApiError, apiRequest, NetworkError } from '../lib/api-client';
import { useSession } from '../stores/session';
import { bookingGrantFor, useBookingAccess } from '../stores/booking-access';

/** References are upper case on the server ('SW123456'); a link may carry them in any case. */
export const normaliseReference = (reference: string) => reference.trim().toUpperCase();

/** The query key prefix every read of one booking shares (refreshed after payment or a claim). */
export const bookingQueryKey = (reference: string) =>
  ['booking', normaliseReference(reference)] as const;

/**
 * A guest's proofs of access to this booking: `x-booking-key` when this browser made it (its
 * key), `x-booking-grant` while a guest lookup's grant for it is unexpired.
 */
export function bookingAccessHeaders(reference: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const key = useBookingAccess.getState().keyFor(reference);
  if (key) headers[BOOKING_KEY_HEADER] = key;
  const grant = bookingGrantFor(reference);
  if (grant) headers[BOOKING_GRANT_HEADER] = grant;
  return headers;
}

/** GET /bookings/{reference}: the booking as its confirmation shows it (owner only, else 404). */
export const fetchBooking = (reference: string, signal?: AbortSignal) =>
  apiRequest<BookingConfirmation>(
    bookingPaths.byReference(encodeURIComponent(normaliseReference(reference))),
    { schema: bookingConfirmation, signal, headers: bookingAccessHeaders(reference) },
  );

/** Not this visitor's booking, or no such booking: the server says 404 (or 403, or 400). */
export const isBookingNotFound = (error: unknown): error is ApiError =>
  error instanceof ApiError && [400, 403, 404].includes(error.status);

/** Keyed by the bearer too: signing in or out can change what the server lets this visitor see. */
export const bookingQuery = (reference: string, token: string | null) =>
  queryOptions({
    queryKey: [...bookingQueryKey(reference), token] as const,
    queryFn: ({ signal }) => fetchBooking(reference, signal),
    // 'Not found' is an answer, not a fault: asking again will not change it.
    retry: (failures, error) => !isBookingNotFound(error) && failures < 1,
  });

/** A document's address: API paths ('/bookings/…') go under /api; full URLs stay as they are. */
export function documentHref(url: string): string {
  if (/^https?:\/\//i.test(url) || url.startsWith(`${API_BASE}/`)) return url;
  return `${API_BASE}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** True when the document is served by us (so it needs the bearer and booking key). */
export function isOwnDocument(url: string): boolean {
  if (!/^https?:\/\//i.test(url)) return true;
  try {
    return new URL(url).origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * GET /bookings/{reference}/documents/{kind} → the PDF. A plain link cannot carry the bearer or
 * the booking key, so the file is fetched with them and handed to the browser as a blob.
 */
async function fetchBookingDocument(reference: string, url: string): Promise<Blob> {
  const headers: Record<string, string> = {
    accept: 'application/pdf',
    ...bookingAccessHeaders(reference),
  };
  const token = useSession.getState().token;
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(documentHref(url), { headers });
  } catch (err) {
    throw new NetworkError(err);
  }
  if (!response.ok) {
    throw new ApiError(response.status, undefined, response.statusText, undefined, false);
  }
  return response.blob();
}

/** Downloads one of the booking's own documents (see fetchBookingDocument) as a blob; its caller words a failure. */
export const useBookingDocument = (reference: string) =>
  useMutation({
    mutationFn: (url: string) => fetchBookingDocument(reference, url),
    meta: { handlesErrors: true },
  });
