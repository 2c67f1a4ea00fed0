import {
  bookingLookupResponse,
  lookupPaths,
  type BookingLookupRequest,
} from '@sunward/contracts/bookings';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';
import { bookingReference } from '../../../shared/lib/booking-reference';
import { useBookingAccess } from '../../../shared/stores/booking-access';
import { recordLookupAttempt } from '../lib/lookup-attempts';

/**
 * POST /itinerary/booking/lookup (docs/spec/3-accounts-bookings-content.md §7): reference, surname
 * and departure date. Each lookup sent is counted (§9); the answer names the booking and carries
 * the grant that opens it until the server's `expires_at`, which this tab keeps as its guest
 * booking.
 */
export function useLookupBooking() {
  return useMutation({
    mutationFn: (body: BookingLookupRequest) => {
      recordLookupAttempt();
      return apiRequest(lookupPaths.lookup, {
        method: 'POST',
        body,
        schema: bookingLookupResponse,
      });
    },
    onSuccess: (data) =>
      useBookingAccess.getState().startGuest(bookingReference(data.reference), data.grant),
    meta: { handlesErrors: true },
  });
}
