import { priceWatch, priceWatchPaths } from '@sunward/contracts/price-watch';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';

/** POST /price-watches/confirm: the e-mailed link starts a guest's watch (404: not valid). */
export const confirmPriceWatch = (token: string) =>
  apiRequest(priceWatchPaths.confirm, { method: 'POST', body: { token }, schema: priceWatch });

export const useConfirmPriceWatch = () =>
  useMutation({ mutationFn: confirmPriceWatch, meta: { handlesErrors: true } });
