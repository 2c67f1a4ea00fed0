import { create } from 'zustand';
import { describeError } from '../lib/errors';

interface ErrorModalState {
  title: string;
  message: string;
  retry: (() => void) | undefined;
}

interface OverlayState {
  loading: { message: string; detail?: string } | null;
  error: ErrorModalState | null;
  showLoading: (message: string, detail?: string) => void;
  hideLoading: () => void;
  showError: (error: unknown, options?: { prefix?: string; retry?: () => void }) => void;
  closeError: () => void;
}

/** The global loading modal and error modal (Close, Try Again). */
export const useOverlays = create<OverlayState>()((set) => ({
  loading: null,
  error: null,
  showLoading: (message, detail) => set({ loading: detail ? { message, detail } : { message } }),
  hideLoading: () => set({ loading: null }),
  showError: (error, options = {}) =>
    set({ error: { ...describeError(error, options.prefix), retry: options.retry } }),
  closeError: () => set({ error: null }),
}));
