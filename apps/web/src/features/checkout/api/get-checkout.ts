import { checkoutPaths, checkoutView } from '@sunward/contracts/checkout';
import { queryOptions } from '@tanstack/react-query';
import { checkoutRequest } from './checkout-request';

export const checkoutQueryKey = (uuid: string) => ['checkout', uuid] as const;

/**
 * GET /checkout/{uuid}: the whole checkout as the server holds it (state, hold expiry, what can be
 * added, what is chosen, passengers, billing, totals). Both checkout pages read it; every step's
 * mutation writes its answer back into this query.
 */
export const checkoutQuery = (uuid: string) =>
  queryOptions({
    queryKey: checkoutQueryKey(uuid),
    queryFn: ({ signal }) =>
      checkoutRequest(checkoutPaths.view(uuid), { schema: checkoutView, signal }),
    staleTime: 30_000,
    retry: false,
  });
