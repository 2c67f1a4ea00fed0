import {
  priceWatchCreated,
  priceWatchPaths,
  type PriceWatchRequest,
} from '@sunward/contracts/price-watch';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';

/**
 * POST /price-watches: watches the holiday's price, at once when signed in (201), after the
 * e-mailed link for a guest (202); a 422 names the e-mail field's problem.
 */
export const watchPrice = (body: PriceWatchRequest) =>
  apiRequest(priceWatchPaths.watch, { method: 'POST', body, schema: priceWatchCreated });

export const useWatchPrice = () =>
  useMutation({ mutationFn: watchPrice, meta: { handlesErrors: true } });
