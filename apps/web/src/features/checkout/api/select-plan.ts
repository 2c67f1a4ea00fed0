import {
  checkoutPaths,
  selectPlanResponse,
  type CheckoutView,
  type selectPlanRequest,
} from '@sunward/contracts/checkout';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { checkoutRequest } from './checkout-request';
import { checkoutQueryKey } from './get-checkout';

/** The plan could not be saved and the server said nothing of its own. */
export const PLAN_SAVE_ERROR = 'Failed to save payment plan selection';
/** The plan could not be saved: this prefix, then the server's own message. */
export const PLAN_SAVE_ERROR_PREFIX = 'Failed to save payment plan selection. ';

/** POST /checkout/plan (docs/spec/2-checkout-payment.md §7 'Save plan selection'): the itinerary uuid and plan id. */
export const selectPlan = (body: z.infer<typeof selectPlanRequest>) =>
  checkoutRequest(checkoutPaths.plan, { method: 'POST', body, schema: selectPlanResponse });

export function useSelectPlan(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectPlan,
    onSuccess: ({ state, plan }) =>
      queryClient.setQueryData<CheckoutView>(checkoutQueryKey(uuid), (view) =>
        view ? { ...view, state, plan_id: plan.id } : view,
      ),
    meta: { handlesErrors: true },
  });
}
