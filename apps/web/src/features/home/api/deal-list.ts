import { dealListResponse } from '@sunward/contracts/deals';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';

/** GET /deal/list → every exclusive deal (priceFrom is the whole party's total, pence). */
export const dealListQuery = queryOptions({
  queryKey: ['deals', 'list'],
  queryFn: ({ signal }) => apiRequest('/deal/list', { schema: dealListResponse, signal }),
  staleTime: 5 * 60_000,
});
