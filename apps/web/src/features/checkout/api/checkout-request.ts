import { apiRequest } from '../../../shared/lib/api-client';
import { useCheckout } from '../store';

/** The header the server opens a checkout with (apps/server/src/modules/checkout/routes.ts). */
export const CHECKOUT_KEY_HEADER = 'x-checkout-key';

/**
 * Every checkout call carries the checkout key: the prebook id that prebook gave this browser.
 * The itinerary uuid travels in package links, so it alone opens nobody's booking.
 */
export function checkoutRequest<T = void>(
  path: string,
  options: Parameters<typeof apiRequest<T>>[1] = {},
): Promise<T> {
  const key = useCheckout.getState().prebook?.prebook_id;
  return apiRequest(path, {
    ...options,
    headers: { ...options.headers, ...(key ? { [CHECKOUT_KEY_HEADER]: key } : {}) },
  });
}
