import { billingPrefillResponse, checkoutPaths } from '@sunward/contracts/checkout';
import { queryOptions } from '@tanstack/react-query';
import { checkoutRequest } from './checkout-request';

/**
 * GET /checkout/billing-prefill (docs/spec/2-checkout-payment.md §5 'Billing'): the signed-in customer's details and the
 * address they last used. 401 for a visitor, so it runs only with a customer's id.
 */
export const billingPrefillQuery = (userId: string | null) =>
  queryOptions({
    queryKey: ['checkout', 'billing-prefill', userId] as const,
    queryFn: ({ signal }) =>
      checkoutRequest(checkoutPaths.billingPrefill, { schema: billingPrefillResponse, signal }),
    enabled: userId !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
