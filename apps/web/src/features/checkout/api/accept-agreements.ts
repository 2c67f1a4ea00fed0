import {
  agreementsResponse,
  checkoutPaths,
  type agreementsRequest,
  type CheckoutView,
} from '@sunward/contracts/checkout';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { checkoutRequest } from './checkout-request';
import { checkoutQueryKey } from './get-checkout';

/** airlineTerms only when the outbound airline is Ryanair. */
export type AgreementsBody = z.infer<typeof agreementsRequest>;

/** POST /checkout/agreements (docs/spec/2-checkout-payment.md §5 'Agreements'): terms, and the airline's where required. */
export const acceptAgreements = (body: AgreementsBody) =>
  checkoutRequest(checkoutPaths.agreements, { method: 'POST', body, schema: agreementsResponse });

export function useAcceptAgreements(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptAgreements,
    onSuccess: ({ state }) =>
      queryClient.setQueryData<CheckoutView>(checkoutQueryKey(uuid), (view) =>
        view ? { ...view, state, agreements_accepted: true } : view,
      ),
    meta: { handlesErrors: true },
  });
}
