import { act } from '@testing-library/react';
import type { create as zustandCreate, StateCreator } from 'zustand';

/**
 * Stores made in a test worker, each with how to put it back to its initial state: the test files
 * of a worker share one module graph (`isolate: false`, vite.config.ts), so a store lives as long
 * as its worker. src/test/setup.ts mocks zustand's `create` with `resettingCreate`, as zustand's
 * own testing guide does, and resets every store after each test.
 */
const storeResetFns = new Set<() => void>();

/** zustand's `create`, remembering each store's initial state. */
export function resettingCreate(actualCreate: typeof zustandCreate): typeof zustandCreate {
  function createUncurried<T>(stateCreator: StateCreator<T>) {
    const store = actualCreate(stateCreator);
    const initialState = store.getInitialState();
    storeResetFns.add(() => store.setState(initialState, true));
    return store;
  }
  return (<T>(stateCreator?: StateCreator<T>) =>
    typeof stateCreator === 'function'
      ? createUncurried(stateCreator)
      : createUncurried) as typeof zustandCreate;
}

/** Puts every store back to how it started. */
export function resetAllStores(): void {
  act(() => storeResetFns.forEach((reset) => reset()));
}
