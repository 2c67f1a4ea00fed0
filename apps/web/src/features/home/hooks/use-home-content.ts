import type { HomeContent } from '@sunward/contracts/home';
import { useQuery } from '@tanstack/react-query';
import { homeContentQuery } from '../api/home-content';
import { defaultHomeContent } from '../default-content';

export interface HomeContentState {
  /** The server's content, or the built-in default while loading and after a failure. */
  content: HomeContent;
  /** True once the server's content is shown. */
  loaded: boolean;
  /** Still waiting for the first answer (including retries). */
  pending: boolean;
  /** Every retry failed: show the error with Try Again. */
  failed: boolean;
  /** The last failure, when failed. */
  error: unknown;
  retrying: boolean;
  retry: () => void;
}

/** docs/spec/1-shell-search-package.md §4 'Home content load': loading → loaded, or error with retry, default content meanwhile. */
export function useHomeContent(): HomeContentState {
  const query = useQuery(homeContentQuery);
  // A failed background refresh keeps the content already shown; only a first load can fail.
  const failed = query.isError && query.data === undefined;
  return {
    content: query.data ?? defaultHomeContent,
    loaded: query.data !== undefined,
    pending: query.isPending && query.fetchStatus !== 'idle',
    failed,
    error: query.error,
    retrying: failed && query.isFetching,
    retry: () => void query.refetch(),
  };
}
