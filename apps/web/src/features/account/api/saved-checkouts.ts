import {
  checkoutPaths,
  claimSavedResponse,
  CHECKOUT_KEY_HEADER,
  savedCheckoutsResponse,
} from '@sunward/contracts/checkout';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';

/** GET /checkout/saved: the signed-in customer's saved checkouts whose holds still last. */
export const savedCheckoutsQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['auth', 'saved-checkouts', token],
    queryFn: ({ signal }) =>
      apiRequest(checkoutPaths.saved, { schema: savedCheckoutsResponse, signal }),
    enabled: token !== null,
  });

/** POST /checkout/saved/claim: a checkout this browser saved signed out joins the account. */
export const claimSavedCheckout = (uuid: string, checkoutKey: string) =>
  apiRequest(checkoutPaths.claimSaved, {
    method: 'POST',
    body: { uuid },
    headers: { [CHECKOUT_KEY_HEADER]: checkoutKey },
    schema: claimSavedResponse,
  });
