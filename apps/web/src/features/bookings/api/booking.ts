import {
  bookingConfirmation,
  bookingPaths,
  type BookingConfirmation,
} from '@sunward/contracts/bookings';
import { queryOptions } from '@tanstack/react-query';
import {
  bookingAccessHeaders,
  bookingQueryKey,
  isBookingNotFound,
} from '../../../shared/api/booking';
import { apiRequest } from '../../../shared/lib/api-client';
import { referenceSegment } from '../../../shared/lib/booking-reference';

/** GET /bookings/{reference}: the booking as its confirmation shows it (owner only, else 404). */
export const fetchBooking = (reference: string, signal?: AbortSignal) =>
  apiRequest<BookingConfirmation>(bookingPaths.byReference(referenceSegment(reference)), {
    schema: bookingConfirmation,
    signal,
    headers: bookingAccessHeaders(reference),
  });

/** Keyed by the bearer too: signing in or out can change what the server lets this visitor see. */
export const bookingQuery = (reference: string, token: string | null) =>
  queryOptions({
    queryKey: [...bookingQueryKey(reference), token] as const,
    queryFn: ({ signal }) => fetchBooking(reference, signal),
    // 'Not found' is an answer, not a fault: asking again will not change it.
    retry: (failures, error) => !isBookingNotFound(error) && failures < 1,
  });
