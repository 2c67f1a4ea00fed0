import { LOOKUP_LIMIT } from '@sunward/contracts/bookings';
import { useLookupAttempts } from '../store';

const LOOKUP_WINDOW_MS = LOOKUP_LIMIT.windowMinutes * 60_000;

/** Notes a lookup sent now, forgetting those older than the window. */
export function recordLookupAttempt(now = Date.now()): void {
  useLookupAttempts.setState((s) => ({
    lookupAttempts: [...s.lookupAttempts.filter((t) => now - t < LOOKUP_WINDOW_MS), now],
  }));
}

/** §9: 5 lookups per 10 minutes; true once this tab has sent them all within the window. */
export function lookupLimitReached(now = Date.now()): boolean {
  const recent = useLookupAttempts
    .getState()
    .lookupAttempts.filter((t) => now - t < LOOKUP_WINDOW_MS);
  return recent.length >= LOOKUP_LIMIT.max;
}
