import { bookingDetail, bookingDetailPaths } from '@sunward/contracts/bookings';
import { useQuery } from '@tanstack/react-query';
import { bookingViewKey, bookingViewQuery } from './booking';
import { useSession } from '../stores/session';

/** Every read of one booking's detail shares this prefix (refetched after a change request). */
export const bookingDetailQueryKey = (reference: string) =>
  bookingViewKey('booking-detail', reference);

/**
 * GET /bookings/{reference}/detail: the booking as its detail page shows it, to its owner (bearer)
 * or a guest holding its key or a lookup's grant; anyone else gets 404.
 */
export const bookingDetailQuery = (reference: string, token: string | null) =>
  bookingViewQuery('booking-detail', bookingDetailPaths.detail, bookingDetail, reference, token);

export function useBookingDetail(reference: string) {
  const token = useSession((s) => s.token);
  return useQuery(bookingDetailQuery(reference, token));
}
