import { destinationsResponse } from '@sunward/contracts/search';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client';

/** Destinations by country and UK departure airports by region, for the search bar. */
export const destinationsQuery = queryOptions({
  queryKey: ['config', 'destinations'],
  queryFn: ({ signal }) =>
    apiRequest('/config/destinations', { schema: destinationsResponse, signal }),
  staleTime: 60 * 60_000,
});
