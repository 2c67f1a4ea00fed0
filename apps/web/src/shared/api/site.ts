import { defaultSiteConfig, siteConfig } from '@sunward/contracts/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client';

/** Brand and contact details; the built-in defaults show until (or if) the server answers. */
export const siteConfigQuery = queryOptions({
  queryKey: ['config', 'site'],
  queryFn: ({ signal }) => apiRequest('/config/site', { schema: siteConfig, signal }),
  staleTime: Infinity,
  placeholderData: defaultSiteConfig,
});

export function useSiteConfig() {
  return useQuery(siteConfigQuery).data ?? defaultSiteConfig;
}
