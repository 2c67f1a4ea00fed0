import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

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
