import type { BookingSummary } from '@sunward/contracts/bookings';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderAt, stubApi } from '../../../../test/render';
import { AccountHolidays } from './AccountHolidays';

const booking = (reference: string, checkIn: string, checkOut: string): BookingSummary => ({
  id: reference,
  uuid: `uuid-${reference}`,
  reference,
  status: 'Confirmed',
  destination: `Destination ${reference}`,
  hotel: { name: `Hotel ${reference}`, checkIn, checkOut, nights: 7 },
});

/** Renders the holiday part at a fixed London time. */
function renderOn(instant: string, bookings: BookingSummary[]) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(new Date(instant));
  stubApi(() => jsonResponse(404, null));
  renderAt('/account', <AccountHolidays bookings={bookings} />);
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const upcoming = booking('SW100001', '2027-07-18', '2027-07-25');
const recent = booking('SW100002', '2027-06-01', '2027-06-08');

describe('Account home holiday state (docs/spec/3-accounts-bookings-content.md §4)', () => {
  it('on arrival day says so (and hides the toggle with one state)', () => {
    renderOn('2027-07-18T08:00:00Z', [upcoming]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Happy arrival day! Have a great holiday.',
    );
    expect(screen.queryByRole('radiogroup', { name: 'Show holiday' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('on leaving day says so', () => {
    renderOn('2027-07-25T08:00:00Z', [upcoming]);
    expect(screen.getByRole('status')).toHaveTextContent('Leaving day — safe travels back home.');
  });

  it('during the holiday says it is active', () => {
    renderOn('2027-07-20T08:00:00Z', [upcoming]);
    expect(screen.getByRole('status')).toHaveTextContent('You have an active holiday right now.');
  });

  it('within 7 days of the return welcomes back', () => {
    renderOn('2027-06-10T08:00:00Z', [recent]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Welcome back! Hope you enjoyed your recent holiday.',
    );
  });

  it('before departure says the next holiday is coming', () => {
    renderOn('2027-06-20T08:00:00Z', [upcoming]);
    expect(screen.getByRole('status')).toHaveTextContent('Your next holiday is coming up.');
  });

  it('offers the toggle with two states, and a manual choice switches the state', async () => {
    const u = renderOn('2027-06-10T08:00:00Z', [upcoming, recent]);
    expect(screen.getByRole('status')).toHaveTextContent('Welcome back!');
    expect(screen.getByRole('radio', { name: 'Past Holiday' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Current Holiday' })).toBeNull();
    await u.click(screen.getByRole('radio', { name: 'Upcoming' }));
    expect(screen.getByRole('status')).toHaveTextContent('Your next holiday is coming up.');
    expect(screen.getByRole('radio', { name: 'Upcoming' })).toBeChecked();
    // Keyboard: arrow back to Past Holiday and choose it.
    await u.keyboard('{ArrowRight}{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Welcome back!');
  });
});
