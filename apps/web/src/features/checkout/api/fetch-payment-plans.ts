import { checkoutPaths, paymentPlansResponse } from '@sunward/contracts/checkout';
import { checkoutRequest } from './checkout-request';

/**
 * GET /checkout/plans?uuid=&total=: payment plans for this booking. `total` (pence) is given by the
 * extras page's preview, whose selections are not saved yet; without it the server's total is used.
 */
export const fetchPaymentPlans = (uuid: string, total?: number, signal?: AbortSignal) => {
  const query = new URLSearchParams({ uuid });
  if (total !== undefined) query.set('total', String(total));
  return checkoutRequest(`${checkoutPaths.plans}?${query.toString()}`, {
    schema: paymentPlansResponse,
    signal,
  });
};
