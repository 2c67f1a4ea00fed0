import type { BookingSummary } from '@sunward/contracts/bookings';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingDetailFixture } from '../../../../test/booking-detail-fixtures';
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

let calls: ReturnType<typeof stubApi> = [];

/** Renders the holiday part at a fixed London time. */
function renderOn(
  instant: string,
  bookings: BookingSummary[],
  answer: (path: string) => Response = () => jsonResponse(404, null),
) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(new Date(instant));
  calls = stubApi(answer);
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
  /** The booking's detail as the server gives it: its transfer, flights and the hotel's position. */
  const detailOf = (path: string) =>
    path.includes('/bookings/SW100001/detail')
      ? jsonResponse(
          200,
          bookingDetailFixture({
            reference: 'SW100001',
            hotel: { ...bookingDetailFixture().hotel, name: 'Hotel SW100001' },
          }),
        )
      : jsonResponse(404, null);

  it('on arrival day says so, with the transfer, the flight landing and the hotel on a map', async () => {
    const u = renderOn('2027-07-18T08:00:00Z', [upcoming], detailOf);
    expect(await screen.findByText('Private Transfer with Sunshine Transfers')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Happy arrival day! Have a great holiday.',
    );
    expect(screen.queryByRole('radiogroup', { name: 'Show holiday' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Your transfer' })).toBeVisible();
    expect(screen.getByText(/you arrive at Hotel SW100001, Destination SW100001/)).toBeVisible();
    expect(screen.getByText('Meet your driver in the arrivals hall')).toBeVisible();
    expect(
      screen.getByText(
        'easyJet EZY8061: London Gatwick (LGW) 06:40 to Palma de Mallorca (PMI) 10:05',
      ),
    ).toBeVisible();
    await u.click(screen.getByRole('button', { name: 'View Map' }));
    const dialog = screen.getByRole('dialog', { name: 'Hotel SW100001' });
    expect(within(dialog).getByRole('heading', { name: 'Location' })).toBeVisible();
    await u.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("on arrival day without the hotel's position: View Map opens the booking instead", async () => {
    renderOn('2027-07-18T08:00:00Z', [upcoming], (path) =>
      path.includes('/detail')
        ? jsonResponse(
            200,
            bookingDetailFixture({
              reference: 'SW100001',
              transfers: null,
              hotel: { ...bookingDetailFixture().hotel, coordinates: null },
            }),
          )
        : jsonResponse(404, null),
    );
    expect(await screen.findByRole('link', { name: 'View Map' })).toHaveAttribute(
      'href',
      '/account/booking/SW100001',
    );
    expect(screen.getByText(/No transfer is booked/)).toBeVisible();
  });

  it('on leaving day says so, with the transfer back and the flight home', async () => {
    renderOn('2027-07-25T08:00:00Z', [upcoming], detailOf);
    expect(await screen.findByText('Wait at the hotel reception')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Leaving day — safe travels back home.');
    expect(
      screen.getByText(/Today, Sunday,? 25 July 2027, you check out of Hotel SW100001 by 11:00/),
    ).toBeVisible();
    expect(
      screen.getByText(
        'easyJet EZY8062: Palma de Mallorca (PMI) 11:00 to London Gatwick (LGW) 12:35',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'View Flight Status' })).toHaveAttribute(
      'href',
      '/account/booking/SW100001/itinerary',
    );
  });

  it('during the holiday says it is active', () => {
    renderOn('2027-07-20T08:00:00Z', [upcoming]);
    expect(screen.getByRole('status')).toHaveTextContent('You have an active holiday right now.');
    expect(screen.getByRole('heading', { name: 'Holiday tips' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Enjoying Hotel SW100001?' })).toBeVisible();
    const help = screen.getByRole('region', { name: 'Need urgent assistance?' });
    expect(within(help).getByRole('link', { name: '0330 088 5600' })).toHaveAttribute(
      'href',
      'tel:03300885600',
    );
  });

  it('within 7 days of the return welcomes back and opens the review form from a 1-5 star rating', async () => {
    renderOn('2027-06-10T08:00:00Z', [recent], (path) =>
      path === '/bookings/SW100002/review'
        ? jsonResponse(200, {
            reference: 'SW100002',
            hotelName: 'Hotel SW100002',
            checkOut: '2027-06-08',
            canReview: true,
            reason: null,
            review: null,
          })
        : jsonResponse(404, null),
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Welcome back! Hope you enjoyed your recent holiday.',
    );
    const rate = await screen.findByRole('group', { name: 'Rate your holiday' });
    expect(
      within(rate)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('heading', { name: 'How was Hotel SW100002?' })).toBeVisible();
    // Its own tests: HolidayReview.test.tsx.
    expect(calls.map((c) => c.path)).toEqual(['/bookings/SW100002/review']);
  });

  it('before departure says the next holiday is coming', () => {
    renderOn('2027-06-20T08:00:02Z', [upcoming]);
    expect(screen.getByRole('status')).toHaveTextContent('Your next holiday is coming up.');
    // Check-in 18 Jul 2027 00:00 London (BST) = 17 Jul 23:00 UTC: 27 d 14 h 59 min 58 s ahead.
    expect(screen.getByRole('timer')).toHaveAccessibleName(
      '27 days, 14 hours, 59 minutes and 58 seconds until your holiday to Destination SW100001',
    );
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getByRole('timer')).toHaveAccessibleName(
      '27 days, 14 hours, 59 minutes and 55 seconds until your holiday to Destination SW100001',
    );
    expect(screen.getByRole('timer')).toHaveAttribute('aria-live', 'off');
    expect(
      within(screen.getByRole('list', { name: 'Before you go' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Check In For Your Flights',
      'Check Passport & Visa Requirements',
      'Pack Your Bags',
      'Purchase Travel Insurance',
    ]);
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

  it('lists Current Trip, Upcoming and Recent (last 7 days), each opening its booking', () => {
    const current = booking('SW100003', '2027-06-05', '2027-06-15');
    const old = booking('SW100004', '2027-01-01', '2027-01-08');
    renderOn('2027-06-10T08:00:00Z', [upcoming, recent, current, old]);
    const list = (name: string) => screen.getByRole('region', { name });
    const refs = (name: string) =>
      within(list(name))
        .getAllByRole('link', { name: 'View booking' })
        .map((a) => a.getAttribute('href'));
    expect(refs('Current Trip')).toEqual(['/account/booking/SW100003']);
    expect(refs('Upcoming')).toEqual(['/account/booking/SW100001']);
    expect(refs('Recent (last 7 days)')).toEqual(['/account/booking/SW100002']);
    expect(refs('Earlier bookings')).toEqual(['/account/booking/SW100004']);
    expect(screen.getByRole('status')).toHaveTextContent('You have an active holiday right now.');
  });
});
