import { bookingPaths } from '@sunward/contracts/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';
import { useSession } from '../../../shared/stores/session';
import { customerItinerariesQuery } from '../../../shared/api/itineraries';
import { bookingAccessHeaders, bookingQueryKey } from '../../../shared/api/booking';
import { referenceSegment } from '../../../shared/lib/booking-reference';

/**
 * POST /bookings/{reference}/claim: links a guest booking to the signed-in customer. Needs both
 * the bearer (who to link it to) and `x-booking-key` (proof this browser made the booking).
 * The answer's body is not used: the booking is read again.
 */
export const claimBooking = (reference: string) =>
  apiRequest(bookingPaths.claim(referenceSegment(reference)), {
    method: 'POST',
    headers: bookingAccessHeaders(reference),
  });

export function useClaimBooking(reference: string) {
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  return useMutation({
    mutationFn: () => claimBooking(reference),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingQueryKey(reference) }),
        queryClient.invalidateQueries({ queryKey: customerItinerariesQuery(token).queryKey }),
      ]);
    },
    meta: { handlesErrors: true },
  });
}
