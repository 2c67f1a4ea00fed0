import { touristTaxEstimate, type TouristTaxEstimateRequest } from '@sunward/contracts/tourist-tax';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client';

/**
 * POST /tourist-tax/estimate: the tax payable at the hotel for one stay (a read: the same stay
 * always gets the same answer, so it is cached like a query).
 */
export const touristTaxEstimateQuery = (request: TouristTaxEstimateRequest) =>
  queryOptions({
    queryKey: ['tourist-tax-estimate', request],
    queryFn: ({ signal }) =>
      apiRequest('/tourist-tax/estimate', {
        method: 'POST',
        body: request,
        schema: touristTaxEstimate,
        signal,
      }),
    staleTime: 30 * 60_000,
    placeholderData: keepPreviousData,
    retry: 1,
  });
