import { BOOKING_KEY_HEADER } from '@sunward/contracts/bookings';
import {
  airlineFinaliseResponse,
  paymentPaths,
  type AirlineFinaliseRequest,
  type AirlineFinaliseResponse,
} from '@sunward/contracts/payments';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/lib/api-client';
import { useBookingAccess } from '../../../../shared/stores/booking-access';
import { useCheckout } from '../../../../shared/stores/checkout';

/**
 * POST /airline/finalise (docs/spec/2-checkout-payment.md §7 'Finalise airline confirmation'): once the airline's page says
 * the customer confirmed, the server asks the airline and confirms the booking. The booking key
 * (the checkout's prebook id) proves this browser made the booking.
 */
function finaliseAirline(body: AirlineFinaliseRequest): Promise<AirlineFinaliseResponse> {
  // The checkout's key while it is this tab's checkout, else the key kept with the booking.
  const { prebook, bookingReference } = useCheckout.getState();
  const key =
    prebook?.uuid === body.itineraryUuid
      ? prebook.prebook_id
      : bookingReference && useBookingAccess.getState().keyFor(bookingReference);
  return apiRequest(paymentPaths.airlineFinalise, {
    method: 'POST',
    body,
    schema: airlineFinaliseResponse,
    headers: key ? { [BOOKING_KEY_HEADER]: key } : {},
  });
}

/**
 * Finalises this session's booking. `report` asks the server without waiting for the answer (after
 * a failed confirmation the server checks the session with the airline; the page changes nothing).
 */
export function useFinaliseAirline(
  body: AirlineFinaliseRequest,
  options: Pick<UseMutationOptions<AirlineFinaliseResponse>, 'onSuccess' | 'onError'>,
) {
  const mutation = useMutation({ mutationFn: () => finaliseAirline(body), ...options });
  const report = (request: AirlineFinaliseRequest) => {
    finaliseAirline(request).catch(() => undefined);
  };
  return { mutation, report };
}
