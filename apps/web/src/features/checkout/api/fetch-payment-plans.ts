import { checkoutPaths, paymentPlansResponse } from '@sunward/contracts/checkout';
import { apiRequest } from '../../../shared/lib/api-client';

/**
 * GET /checkout/plans?uuid=&total=: payment plans for this booking. `total` (pence) is given by the
 * extras page's preview, whose selections are not saved yet; without it the server's total is used.
 */
export const fetchPaymentPlans = (uuid: string, total?: number, signal?: AbortSignal) => {
  const query = new URLSearchParams({ uuid });
  if (total !== undefined) query.set('total', String(total));
  return apiRequest(`${checkoutPaths.plans}?${query.toString()}`, {
    schema: paymentPlansResponse,
    signal,
  });
};
