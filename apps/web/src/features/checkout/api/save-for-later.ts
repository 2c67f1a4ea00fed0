import { checkoutPaths, saveForLaterResponse } from '@sunward/contracts/checkout';
import { useMutation } from '@tanstack/react-query';
import { checkoutRequest } from './checkout-request';

/** POST /checkout/save-for-later: keep this checkout (in the account when signed in) while held. */
export const saveForLater = (uuid: string) =>
  checkoutRequest(checkoutPaths.saveForLater, {
    method: 'POST',
    body: { uuid },
    schema: saveForLaterResponse,
  });

export function useSaveForLater() {
  return useMutation({ mutationFn: saveForLater, meta: { handlesErrors: true } });
}
