import { customerItinerariesResponse } from '@sunward/contracts/bookings';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client';

/** The customer's bookings; docs/spec/1-shell-search-package.md §7: a failed fetch gives an empty list. */
export const customerItinerariesQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['auth', 'itineraries', token],
    queryFn: ({ signal }) =>
      apiRequest('/auth/customer/itineraries', {
        schema: customerItinerariesResponse,
        signal,
      }).catch((err: unknown) => {
        if (err instanceof DOMException && err.name === 'AbortError') throw err;
        return [];
      }),
    enabled: token !== null,
  });
