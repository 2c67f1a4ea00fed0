import { useEffect, useState } from 'react';

/**
 * The current time (epoch ms), refreshed every `intervalMs`. Reads `Date.now()`, so tests can fix
 * or advance it with `vi.useFakeTimers()` / `vi.setSystemTime()`.
 */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}
