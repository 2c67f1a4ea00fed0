import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingAccessHeaders } from '../../../shared/api/booking';
import { useToasts } from '../../../shared/stores/toasts';
import { jsonResponse, renderAt, stubApi } from '../../../test/render';
import { guestReference, useBookingAccess } from '../../../shared/stores/booking-access';
import { useLookupAttempts } from '../store';
import ManageBookingPage from './ManageBookingPage';

const FOUND = {
  reference: 'SW123456',
  grant: { token: 'g'.repeat(43), expires_at: new Date(Date.now() + 30 * 60_000).toISOString() },
};

afterEach(() => {
  vi.unstubAllGlobals();
  useBookingAccess.getState().endGuest();
  useLookupAttempts.setState({ lookupAttempts: [] });
  useToasts.setState({ toasts: [] });
});

const reference = () => screen.getByLabelText('Booking reference');
const surname = () => screen.getByLabelText('Lead passenger surname');
const dateGroup = () => screen.getByRole('group', { name: 'Departure date' });
const findButton = () => screen.getByRole('button', { name: 'Find My Booking' });

/** Fills the form as a person does: typing, tabbing through, the date by keyboard (dd mm yyyy). */
async function fill(values: { reference?: string; surname?: string; date?: string }) {
  const u = userEvent.setup();
  if (values.reference !== undefined) {
    await u.clear(reference());
    if (values.reference) await u.type(reference(), values.reference);
  }
  if (values.surname) await u.type(surname(), values.surname);
  if (values.date) {
    await u.click(within(dateGroup()).getAllByRole('spinbutton')[0]);
    await u.keyboard(values.date);
  }
  return u;
}
const good = { reference: 'sw123456', surname: "O'Brien-Smith", date: '15062025' };

describe('Manage Your Booking (docs/spec/3-accounts-bookings-content.md §2, §4, §5, §8)', () => {
  it('fills the reference from ?reference= and from the booking page the guard came from', () => {
    const { unmount } = renderAt('/manage-booking?reference=sw654321', <ManageBookingPage />);
    expect(reference()).toHaveValue('SW654321');
    unmount();
    renderAt('/manage-booking?redirect=%2Faccount%2Fbooking%2FSW123456', <ManageBookingPage />);
    expect(reference()).toHaveValue('SW123456');
  });

  it('upper-cases the reference and keeps Find My Booking disabled until every field is valid', async () => {
    renderAt('/manage-booking', <ManageBookingPage />);
    expect(findButton()).toBeDisabled();
    await fill({ reference: good.reference, surname: good.surname });
    expect(reference()).toHaveValue('SW123456');
    expect(findButton()).toBeDisabled();
    await fill({ date: good.date });
    expect(findButton()).toBeEnabled();
  });

  it.each([
    ['', 'Booking reference is required'],
    ['SW123', 'Booking reference must be at least 6 characters'],
    ['SW-123456', 'Booking reference must contain only letters and numbers'],
  ])('says what is wrong with the reference %j once it is left', async (value, message) => {
    renderAt('/manage-booking', <ManageBookingPage />);
    const u = await fill({ reference: value });
    if (!value) await u.click(reference());
    expect(screen.queryByText(message)).toBeNull();
    await u.tab();
    expect(reference()).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it.each([
    ['J', 'Surname must be at least 2 characters'],
    ['J0nes', 'Surname must contain only letters, spaces, hyphens, and apostrophes'],
  ])('says what is wrong with the surname %j once it is left', async (value, message) => {
    renderAt('/manage-booking', <ManageBookingPage />);
    const u = await fill({ surname: value });
    expect(screen.queryByText(message)).toBeNull();
    await u.tab();
    expect(surname()).toHaveAccessibleDescription(message);
  });

  it('asks for the departure date once the date is left empty', async () => {
    renderAt('/manage-booking', <ManageBookingPage />);
    const u = userEvent.setup();
    await u.click(within(dateGroup()).getAllByRole('spinbutton')[0]);
    expect(screen.queryByText('Departure date is required')).toBeNull();
    await u.click(surname());
    expect(await screen.findByText('Departure date is required')).toBeInTheDocument();
  });

  it('finds the booking: sends it upper-cased with the date as yyyy-mm-dd, toasts, keeps the grant and opens the booking', async () => {
    const calls = stubApi(() => jsonResponse(200, FOUND));
    const { router } = renderAt('/manage-booking', <ManageBookingPage />);
    const u = await fill(good);
    await u.click(findButton());
    expect(await screen.findByText('Booking found! Redirecting...')).toBeInTheDocument();
    expect(calls).toMatchObject([
      {
        path: '/itinerary/booking/lookup',
        body: { reference: 'SW123456', surname: "O'Brien-Smith", departure_date: '2025-06-15' },
      },
    ]);
    expect(guestReference()).toBe('SW123456');
    expect(bookingAccessHeaders('sw123456')).toMatchObject({
      'x-booking-grant': FOUND.grant.token,
    });
    expect(bookingAccessHeaders('SW999999')).not.toHaveProperty('x-booking-grant');
    expect(router.state.location.pathname).toBe('/manage-booking');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/booking/SW123456'));
  });

  it('goes back to the page the guard came from, but never off the site or to another booking', async () => {
    stubApi(() => jsonResponse(200, FOUND));
    const target = '/account/booking/SW123456?tab=documents';
    const { router } = renderAt(
      `/manage-booking?redirect=${encodeURIComponent(target)}`,
      <ManageBookingPage />,
    );
    const u = await fill({ surname: good.surname, date: good.date });
    await u.click(findButton());
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(target),
    );
  });

  it.each(['//evil.example/x', '/account/booking/SW000001'])(
    'ignores the redirect %s',
    async (redirect) => {
      stubApi(() => jsonResponse(200, FOUND));
      const { router } = renderAt(
        `/manage-booking?reference=SW123456&redirect=${encodeURIComponent(redirect)}`,
        <ManageBookingPage />,
      );
      const u = await fill({ surname: good.surname, date: good.date });
      await u.click(findButton());
      await waitFor(() => expect(router.state.location.pathname).toBe('/account/booking/SW123456'));
    },
  );

  it('says it is looking the booking up while the server answers', async () => {
    let answer: (r: Response) => void = () => undefined;
    stubApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderAt('/manage-booking', <ManageBookingPage />);
    const u = await fill(good);
    await u.click(findButton());
    expect(
      await screen.findByRole('button', { name: 'Looking up your booking...' }),
    ).toBeDisabled();
    answer(jsonResponse(404, null));
    expect(await screen.findByRole('alert')).toHaveTextContent('Booking Not Found');
  });

  it.each([
    [
      404,
      'Booking Not Found',
      'We could not find a booking with the details provided. Please check your information and try again.',
    ],
    [
      401,
      'Details Do Not Match',
      'The details you entered do not match our records. Please ensure all information is correct.',
    ],
    [
      403,
      'Details Do Not Match',
      'The details you entered do not match our records. Please ensure all information is correct.',
    ],
    [
      429,
      'Too Many Attempts',
      'You have made too many lookup attempts. Please wait a few minutes before trying again.',
    ],
    [
      500,
      'Something Went Wrong',
      'An error occurred while looking up your booking. Please try again later or contact support.',
    ],
    [
      422,
      'Something Went Wrong',
      'An error occurred while looking up your booking. Please try again later or contact support.',
    ],
  ])('a %i answer shows the %s panel', async (status, title, text) => {
    stubApi(() => jsonResponse(status, { error: { code: 'X', message: 'server words' } }));
    const { router } = renderAt('/manage-booking', <ManageBookingPage />);
    const u = await fill(good);
    await u.click(findButton());
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent(title);
    expect(panel).toHaveTextContent(text);
    expect(guestReference()).toBeNull();
    expect(router.state.location.pathname).toBe('/manage-booking');
  });

  it('shows Connection Error when the server cannot be reached', async () => {
    stubApi(() => Promise.reject(new TypeError('Failed to fetch')));
    renderAt('/manage-booking', <ManageBookingPage />);
    const u = await fill(good);
    await u.click(findButton());
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('Connection Error');
    expect(panel).toHaveTextContent(
      'Unable to connect to our servers. Please check your internet connection and try again.',
    );
  });

  it('refuses a sixth lookup within 10 minutes without asking the server', async () => {
    const now = Date.now();
    useLookupAttempts.setState({ lookupAttempts: [1, 2, 3, 4, 5].map((m) => now - m * 60_000) });
    const calls = stubApi(() => jsonResponse(200, FOUND));
    renderAt('/manage-booking', <ManageBookingPage />);
    const u = await fill(good);
    await u.click(findButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Too Many Attempts');
    expect(calls).toEqual([]);
  });

  it('points account holders to sign in', () => {
    renderAt('/manage-booking', <ManageBookingPage />);
    expect(screen.getByRole('link', { name: 'Sign in to your account' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});
