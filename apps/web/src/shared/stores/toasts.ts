import { create } from 'zustand';

export type ToastType = 'info' | 'success' | 'error' | 'warning';
export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  duration: number;
  timestamp: number;
}

export const DEFAULT_TOAST_DURATION = 5000;

interface ToastState {
  toasts: Toast[];
  show: (message: string, options?: { type?: ToastType; duration?: number }) => number;
  dismiss: (id: number) => void;
}

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

/** docs/spec/1-shell-search-package.md §4 'Toasts': removed after their duration (default 5000 ms, type info) or on click. */
export const useToasts = create<ToastState>()((set, get) => ({
  toasts: [],
  show: (message, options = {}) => {
    const toast: Toast = {
      id: nextId++,
      type: options.type ?? 'info',
      message,
      duration: options.duration ?? DEFAULT_TOAST_DURATION,
      timestamp: Date.now(),
    };
    set((state) => ({ toasts: [...state.toasts, toast] }));
    timers.set(
      toast.id,
      setTimeout(() => get().dismiss(toast.id), toast.duration),
    );
    return toast.id;
  },
  dismiss: (id) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
    set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) }));
  },
}));

/** Shorthand usable outside React. */
export const toast = (message: string, options?: { type?: ToastType; duration?: number }) =>
  useToasts.getState().show(message, options);
