import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { IntegrationsContext } from '../shared/integrations/integrations';
import { useOverlays } from '../shared/stores/overlays';
import { integrations } from './integrations';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The caller words its own errors; skip the generic error modal. */
      handlesErrors?: boolean;
      /** 'prefix: message' in the generic error modal. */
      errorPrefix?: string;
    };
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: 1, staleTime: 30_000 },
    },
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.handlesErrors) return;
        useOverlays.getState().showError(error, { prefix: mutation.meta?.errorPrefix });
      },
    }),
  });
}

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <IntegrationsContext value={integrations}>{children}</IntegrationsContext>
    </QueryClientProvider>
  );
}
