import { footerResponse } from '@sunward/contracts/content';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';

export const footerPagesQuery = queryOptions({
  queryKey: ['config', 'footer'],
  queryFn: ({ signal }) => apiRequest('/config/footer', { schema: footerResponse, signal }),
  staleTime: 10 * 60_000,
  select: (data) => data.footer_pages,
});
