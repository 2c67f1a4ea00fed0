import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../api/client';
import { meKey } from '../api/me';

/**
 * Errors a retry cannot mend (a refused or invalid request) are not retried. A 401 from any call
 * means the staff session is over (expired, idle, ended by an admin): nobody is signed in any
 * more, and the desk's guard sends the page to sign-in.
 */
export function createQueryClient(): QueryClient {
  const signedOut = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) client.setQueryData(meKey, null);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: signedOut }),
    mutationCache: new MutationCache({ onError: signedOut }),
    defaultOptions: {
      queries: {
        retry: (failures, error) =>
          failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
  return client;
}

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
