import { meResponse } from '@sunward/contracts/auth';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';

export const currentUserQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['auth', 'me', token],
    queryFn: ({ signal }) => apiRequest('/auth/customer/me', { schema: meResponse, signal }),
    enabled: token !== null,
    retry: false,
  });
