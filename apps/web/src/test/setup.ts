import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait up to 5 s (not 1 s) for what they expect: on a busy machine a render or a
// mocked answer can take longer than a second to show, and the wait ends as soon as it does.
configure({ asyncUtilTimeout: 5_000 });

// Tests that run in Node (// @vitest-environment node, e.g. architecture.test.ts) have no DOM.
const browser = typeof window !== 'undefined';

afterEach(() => {
  if (!browser) return;
  cleanup();
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
}
