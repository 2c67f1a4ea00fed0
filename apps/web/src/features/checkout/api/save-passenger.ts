import {
  checkoutPaths,
  savePassengerResponse,
  type CheckoutView,
  type SavePassengerRequest,
} from '@sunward/contracts/checkout';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkoutRequest } from './checkout-request';
import { checkoutQueryKey } from './get-checkout';

/** POST /checkout/passengers (docs/spec/2-checkout-payment.md §7 'Save passenger'): one passenger, by index. */
export const savePassenger = (body: SavePassengerRequest) =>
  checkoutRequest(checkoutPaths.passengers, {
    method: 'POST',
    body,
    schema: savePassengerResponse,
  });

/** Saves a passenger and writes the server's copy into the checkout. */
export function useSavePassenger(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePassenger,
    onSuccess: ({ state, passenger }) =>
      queryClient.setQueryData<CheckoutView>(checkoutQueryKey(uuid), (view) =>
        view
          ? {
              ...view,
              state,
              passengers: [
                ...view.passengers.filter((p) => p.index !== passenger.index),
                passenger,
              ].sort((a, b) => a.index - b.index),
            }
          : view,
      ),
    meta: { handlesErrors: true },
  });
}
