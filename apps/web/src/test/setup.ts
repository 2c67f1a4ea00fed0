import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import type * as Zustand from 'zustand';

/** Resets every store made with zustand's `create` to its first state (see the mock below). */
interface StoreResets {
  sunwardStoreResets?: Set<() => void>;
}
const storeResets = ((globalThis as StoreResets).sunwardStoreResets ??= new Set());

// Stores are module singletons, and a worker's test files share loaded modules (isolate: false),
// so each store made with `create` is put back to its initial state after every test (zustand's
// own testing recipe). The resets live on globalThis: one set whichever copy of the mock made them.
vi.mock('zustand', async (importOriginal) => {
  const actual = await importOriginal<typeof Zustand>();
  type Store = {
    getInitialState: () => unknown;
    setState: (state: unknown, replace: true) => void;
  };
  const resets = ((globalThis as StoreResets).sunwardStoreResets ??= new Set());
  const track = (store: Store) => {
    const initial = store.getInitialState();
    resets.add(() => store.setState(initial, true));
    return store;
  };
  const create = (creator?: unknown): unknown =>
    creator === undefined
      ? (later: unknown) => track(actual.create(later as never))
      : track(actual.create(creator as never));
  return { ...actual, create };
});

// findBy*/waitFor wait up to 5 s (not 1 s) for what they expect: on a busy machine a render or a
// mocked answer can take longer than a second to show, and the wait ends as soon as it does.
configure({ asyncUtilTimeout: 5_000 });

// Tests that run in Node (// @vitest-environment node, e.g. architecture.test.ts) have no DOM.
const browser = typeof window !== 'undefined';

afterEach(() => {
  if (!browser) return;
  cleanup();
  for (const reset of storeResets) reset();
  localStorage.clear();
  sessionStorage.clear();
});

if (browser) installBrowserStubs();

function installBrowserStubs() {
  // jsdom has no matchMedia; the shell listens for width changes through it.
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });

  // jsdom has no requestIdleCallback: idle work (lazy sections, warmed chunks) runs on the next task.
  Object.defineProperty(window, 'requestIdleCallback', {
    writable: true,
    value: (cb: IdleRequestCallback) =>
      window.setTimeout(() => cb({ didTimeout: false, timeRemaining: () => 50 }), 0),
  });
  Object.defineProperty(window, 'cancelIdleCallback', {
    writable: true,
    value: (id: number) => window.clearTimeout(id),
  });

  // No test reaches the network: a request the test has not stubbed (test/render.tsx stubApi)
  // fails at once, as a browser's does offline, instead of trying a server on localhost:3000.
  globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
}
