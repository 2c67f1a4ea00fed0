import { useEffect, useState } from 'react';

/**
 * True once the browser has been idle after the first render (or 2 s later where
 * requestIdleCallback is missing): the moment for work that must not delay the first paint.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const done = () => setIdle(true);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(done, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(done, 2000);
    return () => clearTimeout(timer);
  }, []);
  return idle;
}

/**
 * Starts loading a lazy chunk once the browser is idle, so that code kept out of the initial
 * bundle is ready before a person first needs it.
 */
export function useWarmWhenIdle(load: () => Promise<unknown>): void {
  const idle = useIdle();
  useEffect(() => {
    if (idle) void load().catch(() => undefined);
  }, [idle, load]);
}
