import { checkoutPaths, paymentData } from '@sunward/contracts/checkout';
import { queryOptions } from '@tanstack/react-query';
import { checkoutRequest } from '../../api/checkout-request';

/**
 * docs/spec/2-checkout-payment.md §7 'Retry: initialise payment': the payment data (amount in pence, order reference,
 * gateway) for the checkout's chosen plan, asked afresh for each initialisation attempt of the
 * failed-payment page. Kept apart from the checkout's own keys, so a refetch of the checkout
 * never swaps the data under a card form in use; dropped as soon as nothing shows it.
 */
export const retryPaymentDataQuery = (uuid: string, planId: string, attempt: number) =>
  queryOptions({
    queryKey: ['payment-retry', uuid, planId, attempt] as const,
    queryFn: ({ signal }) =>
      checkoutRequest(checkoutPaths.paymentData(uuid), { schema: paymentData, signal }),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
