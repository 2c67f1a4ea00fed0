import { useMutation } from '@tanstack/react-query';
import { bookingAccessHeaders } from '../../../shared/api/booking';
import { API_BASE, ApiError, NetworkError } from '../../../shared/lib/api-client';
import { useSession } from '../../../shared/stores/session';

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
