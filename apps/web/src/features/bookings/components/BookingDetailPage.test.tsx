import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBookingAccess } from '../../../shared/stores/booking-access';
import { useSession } from '../../../shared/stores/session';
import { DETAIL_REFERENCE, bookingDetailFixture } from '../../../test/booking-detail-fixtures';
import { userFixture } from '../../../test/user-fixtures';
import { jsonResponse, renderAt, stubApi } from '../../../test/render';
import BookingDetailPage from './BookingDetailPage';

const user = userFixture({
  title: 'Mr',
  name: 'Sam Jones',
  full_name: 'Sam Jones',
  email: 'sam@example.co.uk',
});
const PAGE = `/account/booking/${DETAIL_REFERENCE}`;
const pattern = '/account/booking/:reference/:tab?';
const header = (init: RequestInit, name: string) => new Headers(init.headers).get(name);
const TABS = ['Overview', 'Payment', 'Itinerary', 'Transfers', 'Documents', 'Changes'];

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().logout();
  useBookingAccess.getState().endGuest();
});

describe('Booking detail (docs/spec/3-accounts-bookings-content.md §2 BookingDetail)', () => {
  it('reads the detail with the bearer and shows destination, reference, status and six tabs', async () => {
    useSession.getState().signIn('s'.repeat(43), user);
    const calls = stubApi(() => jsonResponse(200, bookingDetailFixture()));
    renderAt(PAGE, <BookingDetailPage />, [], { pattern });
    expect(await screen.findByRole('heading', { level: 1, name: 'Majorca' })).toBeVisible();
    expect(screen.getByText(DETAIL_REFERENCE)).toBeVisible();
    expect(screen.getByText('Status:').parentElement).toHaveTextContent('Status: Confirmed');
    const tabs = within(screen.getByRole('tablist', { name: 'Booking details' }));
    expect(tabs.getAllByRole('tab').map((t) => t.textContent)).toEqual(TABS);
    expect(tabs.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(calls[0]?.path).toBe(`/bookings/${DETAIL_REFERENCE}/detail`);
    expect(header(calls[0].init, 'authorization')).toBe(`Bearer ${'s'.repeat(43)}`);
  });

  // §4 'Booking status colours': Confirmed green, Pending yellow, Cancelled red (always with its word).
  it.each([
    ['Confirmed', 'bg-emerald-100'],
    ['Pending', 'bg-amber-100'],
    ['Cancelled', 'bg-red-100'],
  ] as const)('shows a %s booking with that badge, coloured %s', async (status, tone) => {
    useSession.getState().signIn('s'.repeat(43), user);
    stubApi(() => jsonResponse(200, bookingDetailFixture({ status })));
    renderAt(PAGE, <BookingDetailPage />, [], { pattern });
    await screen.findByRole('heading', { level: 1, name: 'Majorca' });
    expect(screen.getByText('Status:').parentElement).toHaveTextContent(`Status: ${status}`);
    expect(document.querySelector(`[data-status="${status}"]`)?.className).toContain(tone);
  });

  it('opens the tab its address names: /payment, as the e-mails link to', async () => {
    useSession.getState().signIn('s'.repeat(43), user);
    stubApi(() => jsonResponse(200, bookingDetailFixture()));
    renderAt(`${PAGE}/payment`, <BookingDetailPage />, [], { pattern });
    expect(await screen.findByRole('tab', { name: 'Payment' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Payment schedule');
  });

  it('moves between tabs with the arrow keys, and the address follows', async () => {
    useSession.getState().signIn('s'.repeat(43), user);
    stubApi(() => jsonResponse(200, bookingDetailFixture()));
    const { router } = renderAt(PAGE, <BookingDetailPage />, [], { pattern });
    const overview = await screen.findByRole('tab', { name: 'Overview' });
    const keys = userEvent.setup();
    await keys.click(overview);
    await keys.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Payment' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Payment' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.pathname).toBe(`${PAGE}/payment`);
    await keys.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Your transfers');
    expect(router.state.location.pathname).toBe(`${PAGE}/transfers`);
    await keys.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(router.state.location.pathname).toBe(PAGE);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('What cancelling would cost today');
  });

  it("opens for a guest with the lookup's grant, sent as x-booking-grant", async () => {
    useBookingAccess.getState().startGuest(DETAIL_REFERENCE, {
      token: 'grant-token',
      expires_at: new Date(Date.now() + 60_000).toISOString(),
    });
    const calls = stubApi(() => jsonResponse(200, bookingDetailFixture()));
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

  it('reads a reference written in any case as the booking, and an address naming none is Booking Not Found without asking', async () => {
    useSession.getState().signIn('s'.repeat(43), user);
    const calls = stubApi(() => jsonResponse(200, bookingDetailFixture()));
    const { unmount } = renderAt(
      `/account/booking/${DETAIL_REFERENCE.toLowerCase()}`,
      <BookingDetailPage />,
      [],
      { pattern },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Majorca' })).toBeVisible();
    expect(calls.map((c) => c.path)).toEqual([`/bookings/${DETAIL_REFERENCE}/detail`]);
    unmount();
    renderAt('/account/booking/not-a-booking', <BookingDetailPage />, [], { pattern });
    expect(screen.getByRole('heading', { level: 1, name: 'Booking Not Found' })).toBeVisible();
    expect(screen.getByText(/We could not find booking not-a-booking/)).toBeVisible();
    expect(calls).toHaveLength(1);
  });

  it('offers Try Again when the booking could not be loaded', async () => {
    // The query asks twice before it gives up (shared/api/booking-detail.ts).
    let answers = 0;
    stubApi(() =>
      answers++ < 2 ? jsonResponse(503, null) : jsonResponse(200, bookingDetailFixture()),
    );
    renderAt(PAGE, <BookingDetailPage />, [], { pattern });
    expect(await screen.findByRole('alert')).toHaveTextContent('Server Error');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Majorca' })).toBeVisible();
  });
});
