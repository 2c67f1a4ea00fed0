import { pageResponse } from '@sunward/contracts/content';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, ApiError } from '../../../shared/lib/api-client';

export const contentPageQuery = (slug: string) =>
  queryOptions({
    queryKey: ['page', slug],
    queryFn: ({ signal }) =>
      apiRequest(`/page/${encodeURIComponent(slug)}`, { schema: pageResponse, signal }),
    staleTime: 5 * 60_000,
    // A missing page will not appear by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });
