import {
  checkoutPaths,
  confirmPricesResponse,
  type CheckoutView,
} from '@sunward/contracts/checkout';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { ApiError } from '../../../shared/lib/api-client';
import { checkoutRequest } from './checkout-request';
import { checkoutQueryKey } from './get-checkout';

/**
 * POST /checkout/billing/confirm {uuid} (docs/spec/2-checkout-payment.md §7, the call after billing): the supplier re-prices
 * the holiday. 409 PRICE_CHANGED when the live price moved (see `priceChange`); calling again with
 * `acceptTotal` (pence) accepts the new price while it is still the live one.
 */
export const confirmPrices = (uuid: string, acceptTotal?: number) =>
  checkoutRequest(checkoutPaths.confirmPrices, {
    method: 'POST',
    body: acceptTotal === undefined ? { uuid } : { uuid, accept_total_pence: acceptTotal },
    schema: confirmPricesResponse,
  });

export function useConfirmPrices(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (acceptTotal?: number) => confirmPrices(uuid, acceptTotal),
    onSuccess: ({ state, totals }) =>
      queryClient.setQueryData<CheckoutView>(checkoutQueryKey(uuid), (view) =>
        view ? { ...view, state, totals } : view,
      ),
    meta: { handlesErrors: true },
  });
}

const priceChangedDetails = z.object({ previous_total: z.int(), total: z.int() });

/** The totals (pence) of a 409 PRICE_CHANGED answer, or null for any other error. */
export function priceChange(error: unknown): { previousTotal: number; total: number } | null {
  if (!(error instanceof ApiError) || error.code !== 'PRICE_CHANGED') return null;
  const details = z.safeParse(priceChangedDetails, error.details);
  return details.success
    ? { previousTotal: details.data.previous_total, total: details.data.total }
    : null;
}
