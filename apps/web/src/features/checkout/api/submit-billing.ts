import {
  billingResponse,
  checkoutPaths,
  type BillingRequest,
  type CheckoutView,
} from '@sunward/contracts/checkout';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkoutRequest } from './checkout-request';
import { checkoutQueryKey } from './get-checkout';

/** POST /checkout/billing (docs/spec/2-checkout-payment.md §7 'Billing submit'): the payer's details and account, if any. */
export const submitBilling = (body: BillingRequest) =>
  checkoutRequest(checkoutPaths.billing, { method: 'POST', body, schema: billingResponse });

export function useSubmitBilling(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitBilling,
    onSuccess: ({ state, billing }) =>
      queryClient.setQueryData<CheckoutView>(checkoutQueryKey(uuid), (view) =>
        view ? { ...view, state, billing } : view,
      ),
    meta: { handlesErrors: true },
  });
}
