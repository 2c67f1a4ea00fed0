import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBookingGrant } from '../../../shared/stores/booking-access';
import { useSession } from '../../../shared/stores/session';
import { BOOKING_REFERENCE, bookingFixture } from '../../../test/booking-fixtures';
import { userFixture } from '../../../test/user-fixtures';
import { jsonResponse, renderAt, stubApi } from '../../../test/render';
import BookingDetailPage from './BookingDetailPage';

const user = userFixture({
  title: 'Mr',
  name: 'Sam Jones',
  full_name: 'Sam Jones',
  email: 'sam@example.co.uk',
});
const PAGE = `/account/booking/${BOOKING_REFERENCE}`;
const pattern = '/account/booking/:id';
const header = (init: RequestInit, name: string) => new Headers(init.headers).get(name);

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().logout();
  useBookingGrant.getState().drop();
});

describe('Booking detail (docs/spec/3-accounts-bookings-content.md §2 BookingDetail)', () => {
  it('reads the booking with the bearer and shows destination, reference, status and a summary', async () => {
    useSession.getState().signIn('s'.repeat(43), user);
    const calls = stubApi(() => jsonResponse(200, bookingFixture()));
    renderAt(PAGE, <BookingDetailPage />, [], { pattern });
    expect(await screen.findByRole('heading', { level: 1, name: 'Majorca' })).toBeVisible();
    expect(screen.getByText(BOOKING_REFERENCE)).toBeVisible();
    expect(screen.getByText('Status:').parentElement).toHaveTextContent('Status: Confirmed');
    expect(screen.getByText('Hotel Playa Azul')).toBeVisible();
    expect(screen.getByText('Saturday 12 June 2027')).toBeVisible();
    expect(screen.getByText('Mrs Ann Jones')).toBeVisible();
    expect(screen.getByText('£1,650.00')).toBeVisible();
    expect(screen.getByText('£147.00')).toBeVisible();
    expect(calls[0]?.path).toBe(`/bookings/${BOOKING_REFERENCE}`);
    expect(header(calls[0].init, 'authorization')).toBe(`Bearer ${'s'.repeat(43)}`);
  });

  it.each([
    ['Awaiting airline confirmation', 'Pending'],
    ['Cancelled', 'Cancelled'],
  ] as const)('shows a booking %s as %s', async (status, badge) => {
    useSession.getState().signIn('s'.repeat(43), user);
    stubApi(() => jsonResponse(200, bookingFixture({ status })));
    renderAt(PAGE, <BookingDetailPage />, [], { pattern });
    await screen.findByRole('heading', { level: 1, name: 'Majorca' });
    expect(screen.getByText('Status:').parentElement).toHaveTextContent(`Status: ${badge}`);
  });

  it("opens for a guest with the lookup's grant, sent as x-booking-grant", async () => {
    useBookingGrant.getState().keep({
      reference: BOOKING_REFERENCE,
      token: 'grant-token',
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    const calls = stubApi(() => jsonResponse(200, bookingFixture()));
    renderAt(PAGE.toLowerCase(), <BookingDetailPage />, [], { pattern });
    expect(await screen.findByRole('heading', { level: 1, name: 'Majorca' })).toBeVisible();
    expect(header(calls[0].init, 'x-booking-grant')).toBe('grant-token');
    expect(header(calls[0].init, 'authorization')).toBeNull();
  });

  it('says Booking Not Found, with the way back to the account, when the server says 404', async () => {
    stubApi(() => jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'Not found' } }));
    renderAt(PAGE, <BookingDetailPage />, [], { pattern });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Booking Not Found' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to My Account' })).toHaveAttribute(
      'href',
      '/account',
    );
  });

  it('offers Try Again when the booking could not be loaded', async () => {
    // The query asks twice before it gives up (shared/api/booking.ts).
    let answers = 0;
    stubApi(() => (answers++ < 2 ? jsonResponse(503, null) : jsonResponse(200, bookingFixture())));
    renderAt(PAGE, <BookingDetailPage />, [], { pattern });
    expect(await screen.findByRole('alert')).toHaveTextContent('Server Error');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Majorca' })).toBeVisible();
  });
});
