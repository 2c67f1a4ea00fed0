import { bookingDetail, bookingDetailPaths, type BookingDetail } from '@sunward/contracts/bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bookingAccessHeaders, isBookingNotFound } from './booking';
import { apiRequest } from '../lib/api-client';
import { bookingReference, referenceSegment } from '../lib/booking-reference';
import { useSession } from '../stores/session';

/** Every read of one booking's detail shares this prefix (refetched after a change request). */
export const bookingDetailQueryKey = (reference: string) =>
  ['booking-detail', bookingReference(reference)] as const;

/**
 * GET /bookings/{reference}/detail: the booking as its detail page shows it, to its owner (bearer)
 * or a guest holding its key or a lookup's grant; anyone else gets 404.
 */
export const fetchBookingDetail = (reference: string, signal?: AbortSignal) =>
  apiRequest<BookingDetail>(bookingDetailPaths.detail(referenceSegment(reference)), {
    schema: bookingDetail,
    signal,
    headers: bookingAccessHeaders(reference),
  });

/** Keyed by the bearer too: signing in or out can change what the server lets this visitor see. */
export const bookingDetailQuery = (reference: string, token: string | null) =>
  queryOptions({
    queryKey: [...bookingDetailQueryKey(reference), token] as const,
    queryFn: ({ signal }) => fetchBookingDetail(reference, signal),
    // 'Not found' is an answer, not a fault: asking again will not change it.
    retry: (failures, error) => !isBookingNotFound(error) && failures < 1,
  });

export function useBookingDetail(reference: string) {
  const token = useSession((s) => s.token);
  return useQuery(bookingDetailQuery(reference, token));
}
