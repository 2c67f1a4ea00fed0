import { priceWatchPaths } from '@sunward/contracts/price-watch';
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '../../../shared/lib/api-client';

/** POST /price-watches/unsubscribe: stops a watch's e-mails (404: the link is not valid). */
export const unsubscribePriceWatch = (token: string) =>
  apiRequest(priceWatchPaths.unsubscribe, {
    method: 'POST',
    body: { token },
    schema: z.object({ unsubscribed: z.literal(true) }),
  });

export const useUnsubscribePriceWatch = () =>
  useMutation({ mutationFn: unsubscribePriceWatch, meta: { handlesErrors: true } });
