import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../shared/stores/session';
import { useCheckout } from '../../../shared/stores/checkout';
import { stubDownloads } from '../../../test/downloads';
import { jsonResponse, stubApi } from '../../../test/render';
import { useBookingAccess } from '../../../shared/stores/booking-access';
import BookingConfirmationPage from './BookingConfirmationPage';
import { CLAIM_ERROR } from './confirmation/CreateAccountPanel';
import { DOCUMENT_ERROR } from './DocumentList';
import { BOOKING_KEY, BOOKING_REFERENCE, bookingFixture } from '../../../test/booking-fixtures';
import { rememberBookingKey } from '../../../shared/api/booking';

const { fire, create } = vi.hoisted(() => {
  const fire = vi.fn(() => null);
  return { fire, create: vi.fn(() => fire) };
});
vi.mock('canvas-confetti', () => ({ default: { create } }));

const USER = {
  id: '0f0b6c1e-8a57-4f3c-9f57-1f2a3b4c5d6e',
  title: 'Ms' as const,
  name: 'Amelia',
  full_name: 'Amelia Hart',
  email: 'amelia@example.co.uk',
  telephone: null,
  created_at: '2026-11-01T10:00:00.000Z',
};
const TOKEN = 't'.repeat(43);
const PAGE = `/book/confirmation/${BOOKING_REFERENCE}`;

/** The page under its real route pattern (the reference is a parameter), in a memory router. */
function renderPage(path = PAGE, { strict = false } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: '/book/confirmation/:reference', element: <BookingConfirmationPage /> },
      { path: '/book/confirmation', element: <BookingConfirmationPage /> },
      { path: '*', element: <p>Other page</p> },
    ],
    { initialEntries: [path] },
  );
  const app = (
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
  const view = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...view, client, router };
}

type Answer = (path: string, init: RequestInit) => Response | Promise<Response>;

/** The booking server: GET answers `booking`; other calls go to `more` (404 if not given). */
function stubBooking(
  booking: unknown = bookingFixture(),
  more: Partial<Record<string, Answer>> = {},
) {
  return stubApi((path, init) => {
    const key = `${init.method ?? 'GET'} ${path}`;
    if (key === `GET /bookings/${BOOKING_REFERENCE}`) return jsonResponse(200, booking);
    const answer = more[key];
    return answer
      ? answer(path, init)
      : jsonResponse(404, { error: { code: 'NOT_FOUND', message: `No ${key}` } });
  });
}

/** The confirmation of `booking` (the usual one unless given), once it shows. */
async function showConfirmation(booking: unknown = bookingFixture()) {
  stubBooking(booking);
  renderPage();
  await screen.findByText('Your holiday is booked!');
}

const header = (init: RequestInit, name: string) =>
  (init.headers as Record<string, string> | undefined)?.[name];

const sectionNamed = (name: string) => screen.getByRole('region', { name });

/** The <dd> a <dt> labels, inside `scope`. */
function valueIn(scope: HTMLElement, label: string): HTMLElement {
  const term = within(scope).getByText(label, { selector: 'dt' });
  const value = term.nextElementSibling;
  if (!(value instanceof HTMLElement) || value.tagName !== 'DD') throw new Error(label);
  return value;
}

beforeEach(() => {
  fire.mockClear();
  create.mockClear();
});

afterEach(() => {
  useSession.setState({ token: null, user: null });
  useBookingAccess.setState({ keys: {} });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('BookingConfirmationPage', () => {
  it('says it is loading while the booking is fetched', async () => {
    stubApi(() => new Promise<Response>(() => undefined));
    renderPage();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your booking...');
  });

  it('celebrates with the reference, the status and one h1, then the sections in order', async () => {
    stubBooking();
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your holiday is booked!' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByTestId('booking-reference')).toHaveTextContent(/^SW123456$/);
    expect(screen.getByTestId('booking-status')).toHaveTextContent(/^Confirmed$/);
    expect(screen.getByText(/We have emailed your confirmation to/)).toHaveTextContent(
      'sam@example.co.uk',
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Booking summary',
      'Your stay',
      'Flights',
      'Passengers',
      'Extras',
      'Transfer',
      'Payment summary',
      'Documents',
    ]);
    expect(screen.queryByRole('heading', { name: 'Create an account' })).toBeNull();
  });

  it('summarises the booking: reference, booked date, lead passenger, guests, email', async () => {
    stubBooking();
    renderPage();
    const summary = await screen.findByRole('region', { name: 'Booking summary' });
    expect(valueIn(summary, 'Booking reference')).toHaveTextContent('SW123456');
    expect(valueIn(summary, 'Booked on')).toHaveTextContent(/^21 November 2026$/);
    expect(valueIn(summary, 'Lead passenger')).toHaveTextContent('Mr Sam Jones');
    expect(valueIn(summary, 'Guests')).toHaveTextContent('2 adults, 1 child');
    expect(valueIn(summary, 'Email')).toHaveTextContent('sam@example.co.uk');
    expect(within(summary).getByTestId('booking-total')).toHaveTextContent('£1,650.00');
  });

  it('shows the stay with en-GB long dates and nights, room and board', async () => {
    await showConfirmation();
    const stay = sectionNamed('Your stay');
    expect(within(stay).getByText('Hotel Playa Azul')).toBeInTheDocument();
    expect(within(stay).getByText('Carrer de la Mar 12, 07400 Alcúdia')).toBeInTheDocument();
    expect(valueIn(stay, 'Destination')).toHaveTextContent('Majorca');
    expect(valueIn(stay, 'Check-in')).toHaveTextContent(/^Saturday 12 June 2027$/);
    expect(valueIn(stay, 'Check-out')).toHaveTextContent(/^Saturday 19 June 2027$/);
    expect(valueIn(stay, 'Length of stay')).toHaveTextContent(/^7 nights$/);
    expect(valueIn(stay, 'Room type')).toHaveTextContent('Double Room Sea View');
    expect(valueIn(stay, 'Board basis')).toHaveTextContent('Half Board');
  });

  it('shows both flights: airline and number, route, date and times', async () => {
    await showConfirmation();
    const flights = sectionNamed('Flights');
    const outbound = within(flights).getByRole('heading', { name: 'Outbound' }).parentElement;
    const inbound = within(flights).getByRole('heading', { name: 'Return' }).parentElement;
    if (!outbound || !inbound) throw new Error('flight cards');
    expect(valueIn(outbound, 'Flight')).toHaveTextContent('easyJet EZY8061');
    expect(outbound).toHaveTextContent(/London Gatwick \(LGW\) →\s?to Palma \(PMI\)/);
    expect(valueIn(outbound, 'Date')).toHaveTextContent('Saturday 12 June 2027');
    expect(valueIn(outbound, 'Departs')).toHaveTextContent('06:40');
    expect(valueIn(outbound, 'Arrives')).toHaveTextContent('10:05');
    expect(valueIn(inbound, 'Flight')).toHaveTextContent('easyJet EZY8062');
    expect(valueIn(inbound, 'Date')).toHaveTextContent('Saturday 19 June 2027');
    expect(valueIn(inbound, 'Departs')).toHaveTextContent('11:00');
    expect(valueIn(inbound, 'Arrives')).toHaveTextContent('12:35');
  });

  it('hides the flights for a hotel-only booking', async () => {
    await showConfirmation(bookingFixture({ type: 'hotelonly', flights: null }));
    expect(screen.getByRole('heading', { name: 'Your stay' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Flights' })).toBeNull();
    expect(screen.queryByText('EZY8061', { exact: false })).toBeNull();
  });

  it('lists the passengers in a table: name, date of birth, Adult or Child', async () => {
    await showConfirmation();
    const table = within(sectionNamed('Passengers')).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Date of birth', 'Type']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'Mr Sam Jones12 April 1985Adult',
      'Mrs Ann Jones3 September 1987Adult',
      'Miss Lily Jones20 January 2019Child',
    ]);
  });

  it('lists the extras with their amounts, and the transfer', async () => {
    await showConfirmation();
    const extras = sectionNamed('Extras');
    expect(valueIn(extras, 'Hold luggage 23kg x 2')).toHaveTextContent('£90.00');
    expect(valueIn(extras, 'Priority boarding')).toHaveTextContent('£24.00');
    const transfer = sectionNamed('Transfer');
    expect(valueIn(transfer, 'Type')).toHaveTextContent('Private Transfer');
    expect(valueIn(transfer, 'Outbound collection')).toHaveTextContent(
      'Palma airport arrivals hall',
    );
    expect(valueIn(transfer, 'Return collection')).toHaveTextContent('Hotel reception');
    expect(valueIn(transfer, 'Distance')).toHaveTextContent('58 km');
    expect(valueIn(transfer, 'Journey time')).toHaveTextContent('55 min');
  });

  it("says 'No extras added' and 'No transfer booked' when there are none", async () => {
    await showConfirmation(bookingFixture({ addons: [], transfers: null }));
    expect(within(sectionNamed('Extras')).getByText('No extras added')).toBeInTheDocument();
    expect(within(sectionNamed('Transfer')).getByText('No transfer booked')).toBeInTheDocument();
  });

  it('shows the payment summary: total, plan, schedule (Paid/Due) and remaining balance', async () => {
    await showConfirmation();
    const payment = sectionNamed('Payment summary');
    expect(valueIn(payment, 'Total cost')).toHaveTextContent('£1,650.00');
    expect(valueIn(payment, 'Paid so far')).toHaveTextContent('£147.00');
    expect(valueIn(payment, 'Payment plan')).toHaveTextContent('Monthly Payments');
    const table = within(payment).getByRole('table', { name: 'Payment schedule' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.getAttribute('scope')),
    ).toEqual(['col', 'col', 'col']);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual([
      '21 November 2026£147.00Paid',
      '12 January 2027£501.00Due',
      '12 March 2027£501.00Due',
      '12 May 2027£501.00Due',
    ]);
    expect(valueIn(payment, 'Remaining balance')).toHaveTextContent('£1,503.00');
  });

  it('shows an airline confirmation still to come', async () => {
    stubBooking(bookingFixture({ status: 'Awaiting airline confirmation' }));
    renderPage();
    expect(await screen.findByTestId('booking-status')).toHaveTextContent(
      /^Awaiting airline confirmation$/,
    );
    expect(screen.getByText('Your airline is confirming your flights')).toBeInTheDocument();
  });

  it("links an unconfirmed Ryanair booking back to the airline's page, with its session", async () => {
    stubBooking(
      bookingFixture({
        status: 'Awaiting airline confirmation',
        airlineConfirmation: { sessionId: 'FR-abc', target: 'TEST' },
      }),
    );
    const user = userEvent.setup();
    const { router } = renderPage();
    const link = await screen.findByRole('link', { name: /^Confirm with / });
    expect(link).toHaveAttribute('href', '/book/ryanair-confirmation?sessionId=FR-abc&target=TEST');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/book/ryanair-confirmation');
    // The airline page finalises this booking (its itinerary and reference).
    expect(useCheckout.getState().bookingReference).toBe(BOOKING_REFERENCE);
  });

  it('sends the bearer and the booking key this browser holds', async () => {
    useSession.setState({ token: TOKEN, user: USER });
    rememberBookingKey(BOOKING_REFERENCE.toLowerCase(), BOOKING_KEY);
    const calls = stubBooking();
    renderPage(`/book/confirmation/${BOOKING_REFERENCE.toLowerCase()}`);
    await screen.findByText('Your holiday is booked!');
    const read = calls.find((c) => c.path === `/bookings/${BOOKING_REFERENCE}`);
    expect(read).toBeDefined();
    expect(header(read?.init ?? {}, 'x-booking-key')).toBe(BOOKING_KEY);
    expect(header(read?.init ?? {}, 'authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('sends no booking key when it holds none for that booking', async () => {
    useBookingAccess.getState().remember('SW999999', BOOKING_KEY);
    const calls = stubBooking();
    renderPage();
    await screen.findByText('Your holiday is booked!');
    expect(calls[0]?.path).toBe(`/bookings/${BOOKING_REFERENCE}`);
    expect(header(calls[0]?.init ?? {}, 'x-booking-key')).toBeUndefined();
    expect(header(calls[0]?.init ?? {}, 'authorization')).toBeUndefined();
  });

  it('throws 100 pieces of confetti once, even when mounted twice or read again', async () => {
    stubBooking();
    // Strict mode runs every effect twice on mount, as a remount would.
    const { client } = renderPage(PAGE, { strict: true });
    await screen.findByText('Your holiday is booked!');
    await vi.waitFor(() => {
      expect(fire).toHaveBeenCalledTimes(1);
    });
    expect(fire).toHaveBeenCalledWith(
      expect.objectContaining({ particleCount: 100, disableForReducedMotion: true }),
    );
    // Drawn on the page's thread: a blob: worker would break the Content-Security-Policy.
    expect(create).toHaveBeenCalledWith(undefined, expect.objectContaining({ useWorker: false }));
    await client.refetchQueries();
    // A second throw would load the library again: wait for every load begun to land.
    await act(() => vi.dynamicImportSettled());
    expect(fire).toHaveBeenCalledTimes(1);
  });

  it('does not throw confetti again when the booking is re-read for a new sign-in state', async () => {
    useSession.setState({ token: TOKEN, user: USER });
    useBookingAccess.getState().remember(BOOKING_REFERENCE, BOOKING_KEY);
    const calls = stubBooking();
    renderPage();
    await screen.findByText('Your holiday is booked!');
    await vi.waitFor(() => {
      expect(fire).toHaveBeenCalledTimes(1);
    });
    // Signed out on this page: the booking is asked for again, now with the booking key alone.
    act(() => {
      useSession.setState({ token: null, user: null });
    });
    await vi.waitFor(() => {
      expect(calls).toHaveLength(2);
    });
    expect(await screen.findByText('Your holiday is booked!')).toBeInTheDocument();
    expect(header(calls[1]?.init ?? {}, 'authorization')).toBeUndefined();
    // A second throw would load the library again: wait for every load begun to land.
    await act(() => vi.dynamicImportSettled());
    expect(fire).toHaveBeenCalledTimes(1);
  });

  it.each([
    [404, 'That booking could not be found.'],
    [403, 'You cannot view this booking.'],
  ])('%s: Booking Not Found with the server message and a way home', async (status, message) => {
    stubApi(() => jsonResponse(status, { error: { code: 'NOT_FOUND', message } }));
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Booking Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(fire).not.toHaveBeenCalled();
  });

  it("404 without the server's words: 'We couldn't find that booking.'", async () => {
    const calls = stubApi(() => new Response('gone', { status: 404, statusText: 'Not Found' }));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^We couldn't find that booking\.$/);
    // Not found is an answer: it is not asked again.
    expect(calls).toHaveLength(1);
  });

  it("without a reference: 'No booking reference was provided.' and no call", async () => {
    const calls = stubBooking();
    renderPage('/book/confirmation');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^No booking reference was provided\.$/,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Booking Not Found');
    expect(calls).toHaveLength(0);
  });

  it('a server fault says so (after one retry) and Try again asks again', async () => {
    let fail = true;
    const calls = stubApi(() =>
      fail
        ? jsonResponse(500, { error: { code: 'INTERNAL', message: 'boom' } })
        : jsonResponse(200, bookingFixture()),
    );
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Our servers are experiencing issues. Please try again in a few moments.',
    );
    expect(calls).toHaveLength(2);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your holiday is booked!')).toBeInTheDocument();
  });

  describe('documents', () => {
    it('downloads a PDF with the bearer and booking key and saves it from a blob', async () => {
      useSession.setState({ token: TOKEN, user: USER });
      useBookingAccess.getState().remember(BOOKING_REFERENCE, BOOKING_KEY);
      const { createObjectURL, clicked } = stubDownloads();
      const calls = stubBooking(bookingFixture(), {
        [`GET /bookings/${BOOKING_REFERENCE}/documents/atol`]: () =>
          new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } }),
      });
      const user = userEvent.setup();
      renderPage();
      await screen.findByText('Your holiday is booked!');
      const docs = sectionNamed('Documents');
      expect(within(docs).getByRole('button', { name: /Booking confirmation/ })).toBeEnabled();
      await user.click(within(docs).getByRole('button', { name: /ATOL certificate/ }));
      await vi.waitFor(() => {
        expect(clicked).toHaveLength(1);
      });
      const download = calls.find((c) => c.path.endsWith('/documents/atol'));
      expect(header(download?.init ?? {}, 'x-booking-key')).toBe(BOOKING_KEY);
      expect(header(download?.init ?? {}, 'authorization')).toBe(`Bearer ${TOKEN}`);
      expect(header(download?.init ?? {}, 'accept')).toBe('application/pdf');
      expect(createObjectURL).toHaveBeenCalledTimes(1);
      expect(clicked[0]?.getAttribute('href')).toBe('blob:file-1');
      expect(clicked[0]?.download).toBe('SW123456-atol.pdf');
      expect(screen.queryByText(DOCUMENT_ERROR)).toBeNull();
    });

    it('says so when a document cannot be downloaded', async () => {
      const { clicked } = stubDownloads();
      stubBooking();
      const user = userEvent.setup();
      renderPage();
      await screen.findByText('Your holiday is booked!');
      await user.click(screen.getByRole('button', { name: /Booking confirmation/ }));
      expect(await screen.findByRole('alert')).toHaveTextContent(DOCUMENT_ERROR);
      expect(clicked).toHaveLength(0);
    });
  });

  describe('account creation for a guest booking', () => {
    /** A signed-in customer holding the booking's key; the booking offers linking until claimed. */
    function signedInWithClaim() {
      useSession.setState({ token: TOKEN, user: USER });
      useBookingAccess.getState().remember(BOOKING_REFERENCE, BOOKING_KEY);
      let linked = false;
      return stubApi((path, init) => {
        if (path === `/bookings/${BOOKING_REFERENCE}/claim` && init.method === 'POST') {
          linked = true;
          return new Response(null, { status: 204 });
        }
        return jsonResponse(200, bookingFixture({ canCreateAccount: !linked }));
      });
    }

    it('a guest is sent to create an account, or to sign in and come back here', async () => {
      stubBooking(bookingFixture({ canCreateAccount: true }));
      renderPage();
      const panel = await screen.findByRole('region', { name: 'Create an account' });
      const back = encodeURIComponent(`${PAGE}?link=account`);
      expect(within(panel).getByRole('link', { name: 'Create an account' })).toHaveAttribute(
        'href',
        `/register?redirect=${back}`,
      );
      expect(within(panel).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
        'href',
        `/login?redirect=${back}`,
      );
      expect(within(panel).queryByRole('button', { name: 'Link to my account' })).toBeNull();
    });

    it('a signed-in visitor links it with one click (bearer and booking key)', async () => {
      const calls = signedInWithClaim();
      const user = userEvent.setup();
      renderPage();
      const panel = await screen.findByRole('region', { name: 'Create an account' });
      expect(within(panel).queryByRole('link', { name: 'Create an account' })).toBeNull();
      await user.click(within(panel).getByRole('button', { name: 'Link to my account' }));
      expect(
        await screen.findByText('Booking SW123456 is now linked to your account.'),
      ).toBeInTheDocument();
      const claim = calls.find((c) => c.path.endsWith('/claim'));
      expect(header(claim?.init ?? {}, 'x-booking-key')).toBe(BOOKING_KEY);
      expect(header(claim?.init ?? {}, 'authorization')).toBe(`Bearer ${TOKEN}`);
      // The booking is read again after the claim.
      await vi.waitFor(() => {
        expect(calls.filter((c) => c.path === `/bookings/${BOOKING_REFERENCE}`)).toHaveLength(2);
      });
      expect(screen.getByRole('link', { name: 'Go to My Account' })).toHaveAttribute(
        'href',
        '/account',
      );
    });

    it('back from creating an account (?link=account), the booking is linked without a click', async () => {
      const calls = signedInWithClaim();
      renderPage(`${PAGE}?link=account`);
      expect(
        await screen.findByText('Booking SW123456 is now linked to your account.'),
      ).toBeInTheDocument();
      expect(calls.filter((c) => c.path.endsWith('/claim'))).toHaveLength(1);
    });

    it('a guest arriving with ?link=account (not signed in) is not linked', async () => {
      const calls = stubApi(() => jsonResponse(200, bookingFixture({ canCreateAccount: true })));
      renderPage(`${PAGE}?link=account`);
      await screen.findByRole('region', { name: 'Create an account' });
      expect(calls.filter((c) => c.path.endsWith('/claim'))).toHaveLength(0);
    });

    it('says so when the booking cannot be linked', async () => {
      useSession.setState({ token: TOKEN, user: USER });
      stubBooking(bookingFixture({ canCreateAccount: true }), {
        [`POST /bookings/${BOOKING_REFERENCE}/claim`]: () =>
          jsonResponse(500, { error: { code: 'INTERNAL', message: 'boom' } }),
      });
      const user = userEvent.setup();
      renderPage();
      await user.click(await screen.findByRole('button', { name: 'Link to my account' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(CLAIM_ERROR);
      expect(screen.getByRole('button', { name: 'Link to my account' })).toBeEnabled();
    });
  });
});
