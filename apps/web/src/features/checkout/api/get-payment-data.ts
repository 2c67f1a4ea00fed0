import { checkoutPaths, paymentData } from '@sunward/contracts/checkout';
import { queryOptions } from '@tanstack/react-query';
import { checkoutRequest } from './checkout-request';
import { checkoutQueryKey } from './get-checkout';

/**
 * GET /checkout/{uuid}/payment-data (docs/spec/2-checkout-payment.md §7 'Payment data'): what the card form submits for
 * the chosen plan, amount in pence. 409 until a plan is chosen; keyed by plan so a new choice
 * asks again.
 */
export const paymentDataQuery = (uuid: string, planId: string | null) =>
  queryOptions({
    queryKey: [...checkoutQueryKey(uuid), 'payment-data', planId] as const,
    queryFn: ({ signal }) =>
      checkoutRequest(checkoutPaths.paymentData(uuid), { schema: paymentData, signal }),
    enabled: planId !== null,
    staleTime: 0,
    retry: false,
  });
