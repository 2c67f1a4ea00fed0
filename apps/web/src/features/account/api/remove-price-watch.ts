import { priceWatchPaths } from '@sunward/contracts/price-watch';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';

/** DELETE /account/price-watches/{id}: stops watching; the list is read again. */
export const removePriceWatch = (id: string) =>
  apiRequest(priceWatchPaths.accountWatch(id), { method: 'DELETE' });

export function useRemovePriceWatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removePriceWatch,
    onSuccess: () => client.invalidateQueries({ queryKey: ['auth', 'price-watches'] }),
    meta: { handlesErrors: true },
  });
}
