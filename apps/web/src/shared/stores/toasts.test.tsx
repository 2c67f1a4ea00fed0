import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../ui/Toaster';
import { DEFAULT_TOAST_DURATION, toast, useToasts } from './toasts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => useToasts.getState().toasts.forEach((t) => useToasts.getState().dismiss(t.id)));
  vi.useRealTimers();
});

describe('toasts (docs/spec/1-shell-search-package.md §4)', () => {
  it('default to info and 5000 ms', () => {
    toast('Saved');
    const [t] = useToasts.getState().toasts;
    expect(t).toMatchObject({ type: 'info', duration: DEFAULT_TOAST_DURATION, message: 'Saved' });
    expect(DEFAULT_TOAST_DURATION).toBe(5000);
  });

  it('remove themselves after their duration', () => {
    render(<Toaster />);
    act(() => {
      toast('Search results loaded successfully', { type: 'success', duration: 2000 });
    });
    expect(screen.getByText('Search results loaded successfully')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(screen.getByText('Search results loaded successfully')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Search results loaded successfully')).not.toBeInTheDocument();
  });

  it('are removed when clicked and announced politely', async () => {
    vi.useRealTimers();
    render(<Toaster />);
    act(() => {
      toast('Failed to copy link to clipboard', { type: 'error', duration: 3000 });
    });
    const item = screen.getByRole('button', { name: /Failed to copy link to clipboard/ });
    expect(item.closest('[aria-live="polite"]')).not.toBeNull();
    await userEvent.click(item);
    expect(screen.queryByText('Failed to copy link to clipboard')).not.toBeInTheDocument();
  });
});
