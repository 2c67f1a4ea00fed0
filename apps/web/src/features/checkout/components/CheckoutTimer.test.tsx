import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test/render';
import { useCheckout } from '../../../shared/stores/checkout';
import { useCheckoutTimer } from '../../../shared/stores/checkout-timer';
import { crossedThreshold, warningLevel } from '../lib/timer-display';
import { CheckoutTimer } from './CheckoutTimer';

const tick = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

describe('warning levels and reminders', () => {
  it('follows docs/spec/2-checkout-payment.md §4: normal over 10 minutes, caution ≤ 10, warning ≤ 5, critical ≤ 2', () => {
    expect(warningLevel(601)).toBe('normal');
    expect(warningLevel(600)).toBe('caution');
    expect(warningLevel(301)).toBe('caution');
    expect(warningLevel(300)).toBe('warning');
    expect(warningLevel(121)).toBe('warning');
    expect(warningLevel(120)).toBe('critical');
  });

  it('announces 10, 5 and 2 minutes when crossed, never on a first look or at 0', () => {
    expect(crossedThreshold(601, 600)).toBe(10);
    expect(crossedThreshold(301, 300)).toBe(5);
    expect(crossedThreshold(121, 120)).toBe(2);
    expect(crossedThreshold(600, 599)).toBeNull();
    expect(crossedThreshold(null, 240)).toBeNull();
    expect(crossedThreshold(1, 0)).toBeNull();
  });
});

describe('CheckoutTimer', () => {
  let notifications: { title: string; options: NotificationOptions }[];
  let requestPermission: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2027-01-10T10:00:00Z'));
    notifications = [];
    requestPermission = vi.fn(() => Promise.resolve('granted' as const));
    const FakeNotification = Object.assign(
      function FakeNotification(title: string, options: NotificationOptions) {
        notifications.push({ title, options });
      },
      { permission: 'granted', requestPermission },
    );
    vi.stubGlobal('Notification', FakeNotification);
  });
  afterEach(() => {
    useCheckoutTimer.getState().stop();
    useCheckout.getState().clear();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('counts down every second from 30:00', () => {
    renderAt('/book/extras', <CheckoutTimer />);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    act(() => {
      useCheckoutTimer.getState().start();
    });
    expect(screen.getByRole('timer')).toHaveTextContent('30:00');
    tick(61_000);
    expect(screen.getByRole('timer')).toHaveTextContent('28:59');
  });

  it('warns from 5 minutes, changes level and sends each reminder once', () => {
    const { container } = renderAt('/book/extras', <CheckoutTimer />);
    act(() => {
      useCheckoutTimer.getState().start(Date.now() + 10 * 60_000 + 2_000);
    });
    expect(container.querySelector('[data-level]')).toHaveAttribute('data-level', 'normal');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    tick(3_000);
    expect(container.querySelector('[data-level]')).toHaveAttribute('data-level', 'caution');
    expect(notifications.map((n) => n.options.body)).toEqual([
      '10 minutes left to complete your booking.',
    ]);
    tick(5 * 60_000);
    expect(container.querySelector('[data-level]')).toHaveAttribute('data-level', 'warning');
    expect(screen.getByRole('alert')).toHaveTextContent('Less than 5 minutes left');
    tick(3 * 60_000);
    expect(container.querySelector('[data-level]')).toHaveAttribute('data-level', 'critical');
    expect(notifications.map((n) => n.options.body)).toEqual([
      '10 minutes left to complete your booking.',
      '5 minutes left to complete your booking.',
      '2 minutes left to complete your booking.',
    ]);
  });

  it('sends no reminder without permission, and offers to ask for it', () => {
    (Notification as unknown as { permission: string }).permission = 'default';
    renderAt('/book/extras', <CheckoutTimer />);
    act(() => {
      useCheckoutTimer.getState().start(Date.now() + 10 * 60_000 + 2_000);
    });
    tick(3_000);
    expect(notifications).toEqual([]);
    act(() => {
      screen.getByRole('button', { name: 'Remind me before time runs out' }).click();
    });
    expect(requestPermission).toHaveBeenCalled();
  });

  it('at 0 shows Booking Session Expired, resets the extras and leads back to the package', async () => {
    act(() => {
      useCheckout.getState().prebooked(
        {
          uuid: '6f1c2a3b-4d5e-4f60-8a71-92b3c4d5e6f7',
          hotel: { RoomBookings: [{ RoomBookingToken: 'rb-1' }] },
        } as never,
        {
          hotelId: 1201,
          flightId: 'f-1',
          roomTokens: ['rb-1'],
          adults: 2,
          children: 0,
          infants: 0,
        },
      );
      useCheckout.getState().markExtrasCommitted();
    });
    const { router } = renderAt('/book/extras', <CheckoutTimer />);
    act(() => {
      useCheckoutTimer.getState().start(Date.now() + 2_000);
    });
    tick(3_000);
    const dialog = screen.getByRole('alertdialog', { name: 'Booking Session Expired' });
    expect(dialog).toHaveTextContent(
      'Your 30-minute booking session has expired. Please start your booking again.',
    );
    expect(useCheckout.getState().extrasCommitted).toBe(false);
    const back = screen.getByRole('link', { name: 'Back to your holiday' });
    expect(back).toHaveFocus();
    act(() => {
      back.click();
    });
    expect(router.state.location.pathname).toBe('/package');
    expect(router.state.location.search).toContain('hotelId=1201');
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
