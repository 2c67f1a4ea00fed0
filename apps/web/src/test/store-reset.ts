import { act } from '@testing-library/react';

/** How each store made in a test worker is put back to its initial state (see __mocks__/zustand.ts). */
export const storeResetFns = new Set<() => void>();

/** Puts every store back to how it started: after each test (src/test/setup.ts). */
export function resetAllStores(): void {
  act(() => storeResetFns.forEach((reset) => reset()));
}
