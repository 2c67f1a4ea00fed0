import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCheckoutTimer } from '../timer';
import { CheckoutTimer } from './CheckoutTimer';

describe('CheckoutTimer', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2027-01-10T10:00:00Z'));
  });
  afterEach(() => {
    useCheckoutTimer.getState().stop();
    vi.useRealTimers();
  });

  it('counts down every second from 30:00 and says when the hold has expired', () => {
    render(<CheckoutTimer />);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    act(() => {
      useCheckoutTimer.getState().start();
    });
    expect(screen.getByRole('timer')).toHaveTextContent('30:00');
    act(() => {
      vi.advanceTimersByTime(61_000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('28:59');
    act(() => {
      vi.advanceTimersByTime(29 * 60_000);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Your hold on this holiday has expired.');
  });

  it('keeps the deadline in local storage for reloads and other tabs', () => {
    act(() => {
      useCheckoutTimer.getState().start();
    });
    const stored = JSON.parse(localStorage.getItem('sunward-checkout-timer') ?? '{}') as {
      state: { expiresAt: number };
    };
    expect(stored.state.expiresAt).toBe(Date.now() + 30 * 60_000);
  });
});
