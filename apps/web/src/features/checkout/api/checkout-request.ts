import { CHECKOUT_KEY_HEADER } from '@sunward/contracts/checkout';
import { apiRequest } from '../../../shared/lib/api-client';
import { useCheckout } from '../../../shared/stores/checkout';

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
