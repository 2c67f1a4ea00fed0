/** docs/spec/1-shell-search-package.md §2 scrolling rules as a pure decision, so the shell only carries them out. */
export type ScrollAction =
  | { kind: 'restore'; y: number; delayMs: number }
  | { kind: 'hash'; id: string }
  | { kind: 'top' }
  | { kind: 'none' };

export const SCROLL_RESTORE_DELAY_MS = 300;

export interface ScrollContext {
  navigationType: 'POP' | 'PUSH' | 'REPLACE';
  pathname: string;
  previousPathname: string | undefined;
  hash: string;
  /** Position saved for this history entry, if any (back/forward). */
  savedY: number | undefined;
  /** Position the results page saved when a result was opened. */
  resultsY: number | undefined;
  /** The navigation asked to stay where the page is (e.g. switching tabs within one page). */
  keepScroll?: boolean;
}

/** Navigation state that keeps the scroll position: `navigate(to, { state: KEEP_SCROLL })`. */
export const KEEP_SCROLL = { keepScroll: true } as const;

export const keepsScroll = (state: unknown): boolean =>
  typeof state === 'object' &&
  state !== null &&
  (state as { keepScroll?: unknown }).keepScroll === true;

export function decideScroll(ctx: ScrollContext): ScrollAction {
  // Back from package details to results: the position the results page saved when it was left.
  const fromPackage =
    ctx.previousPathname === '/package' || ctx.previousPathname === '/share/package';
  if (ctx.pathname === '/search' && fromPackage && ctx.resultsY !== undefined) {
    return { kind: 'restore', y: ctx.resultsY, delayMs: SCROLL_RESTORE_DELAY_MS };
  }
  if (ctx.navigationType === 'POP' && ctx.savedY !== undefined) {
    return { kind: 'restore', y: ctx.savedY, delayMs: SCROLL_RESTORE_DELAY_MS };
  }
  if (ctx.hash.length > 1) return { kind: 'hash', id: decodeURIComponent(ctx.hash.slice(1)) };
  if (ctx.keepScroll && ctx.navigationType !== 'POP') return { kind: 'none' };
  if (ctx.navigationType === 'REPLACE' && ctx.pathname === ctx.previousPathname)
    return { kind: 'none' };
  return { kind: 'top' };
}

const POSITIONS_KEY = 'sunward-scroll-positions';
const RESULTS_KEY = 'sunward-results-scroll';

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(POSITIONS_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/** Remembers the scroll position of a history entry (keyed by its location key). */
export function savePosition(key: string, y: number): void {
  const entries = Object.entries(readPositions()).filter(([k]) => k !== key);
  entries.push([key, Math.round(y)]);
  // Keep the store small: the 50 most recent entries are plenty for back/forward.
  sessionStorage.setItem(POSITIONS_KEY, JSON.stringify(Object.fromEntries(entries.slice(-50))));
}

export function savedPosition(key: string): number | undefined {
  return readPositions()[key];
}

/** The results page calls this when a result is opened; returning to /search restores it. */
export function saveResultsScroll(y: number): void {
  sessionStorage.setItem(RESULTS_KEY, String(Math.round(y)));
}

export function resultsScroll(): number | undefined {
  const value = sessionStorage.getItem(RESULTS_KEY);
  return value === null ? undefined : Number(value);
}
