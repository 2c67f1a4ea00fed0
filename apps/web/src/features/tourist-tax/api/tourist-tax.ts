import { touristTaxResponse } from '@sunward/contracts/tourist-tax';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';

/** GET /tourist-tax: every country we sell with its regions (docs/spec/3-accounts-bookings-content.md §7). */
export const touristTaxQuery = queryOptions({
  queryKey: ['tourist-tax'],
  queryFn: ({ signal }) => apiRequest('/tourist-tax', { schema: touristTaxResponse, signal }),
  staleTime: 30 * 60_000,
  select: (data) => data.countries,
});
