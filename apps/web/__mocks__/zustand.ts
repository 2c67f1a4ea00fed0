/**
 * zustand for component tests (mocked in src/test/setup.ts), as zustand's own testing guide does
 * it: every store made is put back to its initial state after each test, so no test sees another's
 * state. The test files of a worker share one module graph (`isolate: false`, vite.config.ts), so
 * a store lives as long as its worker.
 */
import { vi } from 'vitest';
import type * as Zustand from 'zustand';
import { storeResetFns } from '../src/test/store-reset';

export * from 'zustand';

const { create: actualCreate } = await vi.importActual<typeof Zustand>('zustand');

function createUncurried<T>(stateCreator: Zustand.StateCreator<T>) {
  const store = actualCreate(stateCreator);
  const initialState = store.getInitialState();
  storeResetFns.add(() => store.setState(initialState, true));
  return store;
}

export const create = (<T>(stateCreator: Zustand.StateCreator<T>) =>
  typeof stateCreator === 'function'
    ? createUncurried(stateCreator)
    : createUncurried) as typeof Zustand.create;
