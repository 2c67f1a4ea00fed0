import { parseBookingReference } from '@sunward/contracts/booking-reference';
import type { ErrorDescription } from '../../../shared/lib/errors';
import { messageForAnswer } from './answer-messages';

/** docs/spec/3-accounts-bookings-content.md §8 'Guest lookup': the five error panels, word for word. */
export const lookupErrorPanels = {
  notFound: {
    title: 'Booking Not Found',
    message:
      'We could not find a booking with the details provided. Please check your information and try again.',
  },
  mismatch: {
    title: 'Details Do Not Match',
    message:
      'The details you entered do not match our records. Please ensure all information is correct.',
  },
  tooMany: {
    title: 'Too Many Attempts',
    message:
      'You have made too many lookup attempts. Please wait a few minutes before trying again.',
  },
  other: {
    title: 'Something Went Wrong',
    message:
      'An error occurred while looking up your booking. Please try again later or contact support.',
  },
  connection: {
    title: 'Connection Error',
    message:
      'Unable to connect to our servers. Please check your internet connection and try again.',
  },
} as const satisfies Record<string, ErrorDescription>;

/** 404 not found, 401/403 details do not match, 429 too many, no answer connection, else other. */
export const lookupErrorPanel = (error: unknown): ErrorDescription =>
  messageForAnswer<ErrorDescription>(error, {
    connection: lookupErrorPanels.connection,
    other: lookupErrorPanels.other,
    byStatus: {
      404: lookupErrorPanels.notFound,
      401: lookupErrorPanels.mismatch,
      403: lookupErrorPanels.mismatch,
      429: lookupErrorPanels.tooMany,
    },
  });

export const BOOKING_FOUND = 'Booking found! Redirecting...';
/** docs/spec/3-accounts-bookings-content.md §9: the toast shows 2000 ms, the page moves on after 500 ms. */
export const BOOKING_FOUND_TOAST_MS = 2000;
export const BOOKING_FOUND_REDIRECT_MS = 500;

const bookingPath = /^\/account\/booking\/([^/?#]+)/;

/**
 * What a `?redirect=` to a booking page names: its path segment as written, or null when the
 * redirect is not a booking page ('/account/booking/SW123456/payment' → 'SW123456').
 */
function bookingSegment(redirect: string | null): string | null {
  const match = redirect ? bookingPath.exec(redirect) : null;
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return '';
  }
}

/** The booking reference a `?redirect=` to a booking page names, in its one spelling; else null. */
export function referenceInRedirect(redirect: string | null): string | null {
  return parseBookingReference(bookingSegment(redirect) ?? '');
}

/**
 * Where to go once a booking is found (`reference` as the server spells it): the same-site
 * `redirect` the guard sent the guest from, unless it is the page of any other booking (the grant
 * opens only this one); else this booking's page.
 */
export function afterLookupTarget(redirect: string | null, reference: string): string {
  const own = `/account/booking/${encodeURIComponent(reference)}`;
  // A path on this site only: '//host' and '/\host' would leave it.
  if (!redirect || !/^\/(?![/\\])/.test(redirect)) return own;
  const segment = bookingSegment(redirect);
  if (segment !== null && parseBookingReference(segment) !== reference) return own;
  return redirect;
}
