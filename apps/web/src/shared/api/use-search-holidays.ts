import type { SearchRequest } from '@sunward/contracts/search';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { searchHolidaysMutation } from './search';

/**
 * The holiday search (./search.ts) as a mutation hook. It runs the search through the client's
 * mutation cache as useMutation does (the client's mutation defaults and error handling), without
 * useMutation's observer: the search bar is on the home page, and with the observer the home
 * route's JavaScript is over its budget (150.2 KB of 150, docs/performance.md). In a file of its
 * own: inside search.ts, the bundler split the query client's provider module into a chunk of its
 * own on the home route. `mutateAsync` keeps its identity.
 */
export function useSearchHolidays() {
  const client = useQueryClient();
  const [isPending, setPending] = useState(false);
  const mutateAsync = useCallback(
    async (body: SearchRequest) => {
      setPending(true);
      try {
        return await client.getMutationCache().build(client, searchHolidaysMutation).execute(body);
      } finally {
        setPending(false);
      }
    },
    [client],
  );
  return { mutateAsync, isPending };
}
