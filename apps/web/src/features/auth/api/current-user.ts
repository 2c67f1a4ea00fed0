import { meResponse } from '@sunward/contracts/user';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';

/** GET /auth/customer/me: the shell fetches it on every navigation (contracts/user, not auth, for the home route's budget). */
export const currentUserQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['auth', 'me', token],
    queryFn: ({ signal }) => apiRequest('/auth/customer/me', { schema: meResponse, signal }),
    enabled: token !== null,
    retry: false,
  });
