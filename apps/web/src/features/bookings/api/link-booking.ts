import {
  linkBookingResponse,
  lookupPaths,
  type BookingLookupRequest,
} from '@sunward/contracts/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customerItinerariesQuery } from '../../../shared/api/itineraries';
import { apiRequest } from '../../../shared/lib/api-client';
import { useSession } from '../../../shared/stores/session';

/** POST /auth/customer/bookings/link (docs/spec/3-accounts-bookings-content.md §7), with the bearer. */
export const linkBooking = (body: BookingLookupRequest) =>
  apiRequest(lookupPaths.link, { method: 'POST', body, schema: linkBookingResponse });

/** Links a booking to the signed-in customer; on success their bookings are fetched again (§4). */
export function useLinkBooking() {
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  return useMutation({
    mutationFn: linkBooking,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: customerItinerariesQuery(token).queryKey }),
    meta: { handlesErrors: true },
  });
}
