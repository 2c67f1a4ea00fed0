import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

/**
 * The address's parameters, for a page that keeps its state there (filters, a page number).
 *
 * The router shows a new address in a transition, so a second change (a rating chosen just after
 * a destination) can come before the page has rendered the first. Each change therefore builds on
 * the last address this page wrote, until the router has shown it; an address the page did not
 * write (a link, back or forward) replaces what it wrote.
 */
export function useAddressParams() {
  const [params, setParams] = useSearchParams();
  /** What this page wrote that the router has not shown yet, oldest first. */
  const unshown = useRef<string[]>([]);

  const shown = params.toString();
  useEffect(() => {
    const at = unshown.current.indexOf(shown);
    // Shown: it and everything written before it are done. Not ours: the address moved on.
    unshown.current = at === -1 ? [] : unshown.current.slice(at + 1);
  }, [shown]);

  const update = useCallback(
    (change: (latest: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => {
      const latest = new URLSearchParams(unshown.current.at(-1) ?? shown);
      const next = change(latest);
      unshown.current.push(next.toString());
      setParams(next, options);
    },
    [shown, setParams],
  );

  return [params, update] as const;
}
