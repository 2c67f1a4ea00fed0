import { priceWatchList, priceWatchPaths } from '@sunward/contracts/price-watch';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';

/** GET /account/price-watches: the signed-in customer's watched holidays, newest first. */
export const priceWatchesQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['auth', 'price-watches', token],
    queryFn: ({ signal }) =>
      apiRequest(priceWatchPaths.account, { schema: priceWatchList, signal }).then(
        (r) => r.watches,
      ),
    enabled: token !== null,
  });
