import type { CheckoutView, UploadExtrasResponse } from '@sunward/contracts/checkout';
import type { PrebookResponse } from '@sunward/contracts/prebook';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOverlays } from '../../../../shared/stores/overlays';
import { useToasts } from '../../../../shared/stores/toasts';
import { jsonResponse, renderAt, stubApi } from '../../../../test/render';
import { usePackageStore } from '../../../../shared/stores/package';
import { checkoutQueryKey } from '../../api/get-checkout';
import { useCheckout } from '../../../../shared/stores/checkout';
import { CHECKOUT_UUID, checkoutViewFixture } from '../../test-fixtures';
import { useCheckoutTimer } from '../../../../shared/stores/checkout-timer';
import ExtrasPage from '../ExtrasPage';

const FLIGHT_ID = '11:2027-06-12:12:2027-06-19';
const PACKAGE_PATH = `/package?uuid=${CHECKOUT_UUID}&hotelId=1201&flightId=${encodeURIComponent(FLIGHT_ID)}`;

function prebookFor(view: CheckoutView): PrebookResponse {
  return {
    uuid: view.uuid,
    prebook_id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    expires_at: view.expires_at,
    total_pence: view.totals.total,
    flight: view.flight,
    hotel: {
      ivector_property_id: view.hotel.ivector_property_id,
      name: view.hotel.name,
      check_in: view.hotel.check_in,
      check_out: view.hotel.check_out,
      nights: view.hotel.nights,
      arrival_airport_code: 'PMI',
      RoomBookings: view.hotel.RoomBookings,
    },
    transfer: [],
    manual_flight_details: null,
  };
}

/** The checkout store as prebook leaves it. */
function startCheckout(view: CheckoutView, withSelection = true) {
  useCheckout.setState({
    itineraryUuid: view.uuid,
    prebook: prebookFor(view),
    selection: withSelection
      ? {
          hotelId: view.hotel.ivector_property_id,
          flightId: view.flight?.itineraryId ?? null,
          roomTokens: ['rb-1'],
          adults: view.party.adults,
          children: view.party.children,
          infants: view.party.infants,
        }
      : null,
    extrasCommitted: false,
  });
}

type Answer = (body: unknown) => Response | Promise<Response>;

/** The server: the checkout view, the plans preview and the extras upload. */
function serve(view: CheckoutView | Response, extras: Answer = () => jsonResponse(500, null)) {
  return stubApi((path, init) => {
    if (path === `/checkout/${CHECKOUT_UUID}`) {
      return view instanceof Response ? view : jsonResponse(200, view);
    }
    if (path.startsWith('/checkout/plans')) {
      return jsonResponse(200, { plans: [], total: 1, selected_plan_id: null });
    }
    if (path === '/checkout/extras') {
      return extras(typeof init.body === 'string' ? JSON.parse(init.body) : undefined);
    }
    return jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
  });
}

const routes = [
  { path: '/book/passengers', element: <p>Passengers page</p> },
  { path: '/', element: <p>Home page</p> },
  { path: '/package', element: <p>Package page</p> },
];

function open() {
  return renderAt('/book/extras', <ExtrasPage />, routes);
}

function committed(view: CheckoutView, flightsExtra: number, transfer = 0): UploadExtrasResponse {
  return {
    state: 'extras_committed',
    flight: { itinerary: { cost: { total: 45000 + flightsExtra } } },
    transfer: null,
    totals: {
      lines: view.totals.lines,
      hotel: 120000,
      flights: 45000 + flightsExtra,
      transfer,
      total: 165000 + flightsExtra + transfer,
    },
  };
}

const extrasCalls = <T extends { path: string }>(calls: T[]) =>
  calls.filter((c) => c.path === '/checkout/extras');
const add = (label: string) => screen.getByRole('button', { name: `Add one ${label}` });
const total = () => screen.getByTestId('extras-total');
const cont = () => screen.getAllByRole('button', { name: 'Continue' })[0];
const toasts = () => useToasts.getState().toasts.map((t) => [t.type, t.message, t.duration]);

afterEach(() => {
  vi.unstubAllGlobals();
  useCheckout.getState().clear();
  useCheckoutTimer.getState().stop();
  usePackageStore.setState({ transfers: {} });
  useToasts.setState({ toasts: [] });
  useOverlays.getState().hideLoading();
});

describe('Extras page: getting there', () => {
  it('sends a visitor without a checkout home', async () => {
    const calls = serve(checkoutViewFixture());
    open();
    expect(await screen.findByText('Home page')).toBeVisible();
    expect(calls).toEqual([]);
  });

  it('goes back to the package page when the checkout is not found', async () => {
    const view = checkoutViewFixture();
    startCheckout(view);
    serve(jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'No such checkout' } }));
    const { router } = open();
    expect(await screen.findByText('Package page')).toBeVisible();
    expect(router.state.location.pathname + router.state.location.search).toBe(PACKAGE_PATH);
  });

  it('goes home when the checkout is not found and no package was chosen', async () => {
    startCheckout(checkoutViewFixture(), false);
    serve(jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'No such checkout' } }));
    open();
    expect(await screen.findByText('Home page')).toBeVisible();
  });

  it('says the booking session has expired when the hold is gone (410)', async () => {
    startCheckout(checkoutViewFixture());
    serve(jsonResponse(410, { error: { code: 'GONE', message: 'The hold has expired.' } }));
    open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Booking Session Expired');
    expect(alert).toHaveTextContent(
      'Your 30-minute booking session has expired. Please start your booking again.',
    );
    expect(within(alert).getByRole('link', { name: 'Back to your holiday' })).toHaveAttribute(
      'href',
      PACKAGE_PATH,
    );
    expect(within(alert).getByRole('link', { name: 'Start a new search' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('shows the sections in order with a Back link to the package', async () => {
    startCheckout(checkoutViewFixture());
    serve(checkoutViewFixture());
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose Your Extras' }),
    ).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Your flights',
      'Airport transfers',
      'Priority boarding',
      'Hold luggage',
      'Seat selection',
      'Flight extras',
      'Payment options',
      'Booking summary',
    ]);
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', PACKAGE_PATH);
    const flights = screen.getByRole('region', { name: 'Your flights' });
    expect(flights).toHaveTextContent('Jet2 · Flight LS1201');
    expect(flights).toHaveTextContent('London Gatwick (LGW)');
    expect(flights).toHaveTextContent(/Sat,? 12 Jun 2027, 07:05/);
    expect(flights).toHaveTextContent('Jet2 · Flight LS1202');
    expect(screen.getByText(/carry a 10kg cabin bag and board first/)).toBeVisible();
    expect(screen.getByText(/Bag prices cover both legs/)).toBeVisible();
    expect(total()).toHaveTextContent('£1,650.00');
  });
});

describe('Extras page: choosing and continuing', () => {
  it('adds bags, priority, seats, a transfer and golf clubs, then uploads exactly those and goes on', async () => {
    const view = checkoutViewFixture();
    startCheckout(view);
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const calls = serve(view, async () => {
      await answered;
      return jsonResponse(200, {
        ...committed(view, 10998 + 2100 + 1598 + 4500, 3600),
        transfer: view.options.transfers[1],
      });
    });
    const { router, client } = open();
    await screen.findByRole('heading', { level: 1, name: 'Choose Your Extras' });
    const user = userEvent.setup();

    await user.click(add('20kg hold bag'));
    await user.click(add('20kg hold bag'));
    expect(total()).toHaveTextContent('£1,759.98');
    await user.click(screen.getByRole('checkbox', { name: /outbound flight \(LS1201\)/ }));
    expect(total()).toHaveTextContent('£1,780.98');

    await user.click(screen.getByRole('button', { name: 'Choose seats: Outbound flight LS1201' }));
    const dialog = screen.getByRole('dialog', { name: 'Choose seats' });
    await user.click(within(dialog).getByRole('button', { name: /^Seat 4A,/ }));
    await user.click(within(dialog).getByRole('button', { name: /^Seat 4B,/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(total()).toHaveTextContent('£1,796.96');

    await user.click(screen.getByRole('radio', { name: /^Shuttle Bus/ }));
    await user.click(add('Golf clubs'));
    expect(total()).toHaveTextContent('£1,877.96');

    const summary = screen.getByRole('complementary', { name: 'Booking summary' });
    expect(summary).toHaveTextContent('2 × 20kg hold bag£109.98');
    expect(summary).toHaveTextContent('Priority boarding, outbound (3 passengers)£21.00');
    expect(summary).toHaveTextContent('Seats, outbound LS1201: 4A, 4B£15.98');
    expect(summary).toHaveTextContent('Transfer: Shuttle Bus£36.00');
    expect(summary).toHaveTextContent('1 × Golf clubs£45.00');

    await user.click(cont());
    await waitFor(() => expect(extrasCalls(calls)).toHaveLength(1));
    expect(useOverlays.getState().loading).toEqual({
      message: 'Confirming Your Selections...',
      detail: 'This may take up to 20 seconds!',
    });
    expect(extrasCalls(calls)[0]?.body).toEqual({
      uuid: CHECKOUT_UUID,
      extras: {
        optionalExtras: [
          {
            code: 'bag-20',
            supplier: 'SandboxAir',
            quantity: 2,
            direction: 'both',
            type: 'flight_extra',
            description: '20kg hold bag',
            componentId: 'bags',
            applyTo: 'AllPax',
          },
          {
            code: 'pb-out',
            supplier: 'SandboxAir',
            quantity: 3,
            direction: 'outbound',
            type: 'flight_extra',
            description: 'Priority boarding (outbound)',
            componentId: 'priority',
            applyTo: 'AllPax',
          },
          {
            code: 'sport-golf',
            supplier: 'SandboxAir',
            quantity: 1,
            direction: 'both',
            type: 'flight_extra',
            description: 'Golf clubs',
            componentId: 'sports',
          },
          {
            code: 'shuttle',
            supplier: 'SandboxTransfers',
            quantity: 1,
            direction: 'both',
            type: 'transfer',
            description: 'Shuttle Bus to Hotel Cala Blava',
          },
        ],
        seatAssignments: [
          {
            FlightNumber: 'LS1201',
            Supplier: 'SandboxAir',
            DeparturePoint: 'LGW',
            ComponentId: 'seat-LS1201',
            Assignments: [
              { PassengerIndex: 0, SeatNumber: '4A' },
              { PassengerIndex: 1, SeatNumber: '4B' },
            ],
          },
        ],
      },
    });
    expect(extrasCalls(calls)[0]?.init.method).toBe('POST');

    release();
    expect(await screen.findByText('Passengers page')).toBeVisible();
    expect(router.state.location.pathname).toBe('/book/passengers');
    expect(useOverlays.getState().loading).toBeNull();
    expect(useCheckout.getState().extrasCommitted).toBe(true);
    const cached = client.getQueryData<CheckoutView>(checkoutQueryKey(CHECKOUT_UUID));
    expect(cached?.state).toBe('extras_committed');
    expect(cached?.totals.total).toBe(187796);
    expect(cached?.selection.transfer?.id).toBe('shuttle');
    expect(cached?.selection.seatAssignments).toHaveLength(1);
    expect(client.getQueryState(checkoutQueryKey(CHECKOUT_UUID))?.isInvalidated).toBe(true);
  });

  it('uploads an empty selection too (the checkout needs the commit)', async () => {
    const view = checkoutViewFixture();
    startCheckout(view);
    const calls = serve(view, () => jsonResponse(200, committed(view, 0)));
    open();
    await screen.findByRole('heading', { level: 1, name: 'Choose Your Extras' });
    await userEvent.click(cont());
    expect(await screen.findByText('Passengers page')).toBeVisible();
    expect(extrasCalls(calls).map((c) => c.body)).toEqual([
      { uuid: CHECKOUT_UUID, extras: { optionalExtras: [], seatAssignments: [] } },
    ]);
  });

  it('keeps the selection and says why when the upload fails', async () => {
    const view = checkoutViewFixture();
    startCheckout(view);
    let answer = () =>
      jsonResponse(409, {
        error: { code: 'SEAT_TAKEN', message: 'Seat 4A on LS1201 has just been taken.' },
      });
    const calls = serve(view, () => answer());
    const { router } = open();
    await screen.findByRole('heading', { level: 1, name: 'Choose Your Extras' });
    const user = userEvent.setup();
    await user.click(add('23kg hold bag'));
    await user.click(screen.getByRole('radio', { name: /^Private Transfer/ }));
    await user.click(cont());

    await waitFor(() =>
      expect(toasts()).toEqual([
        ['error', 'Failed to save extras selection: Seat 4A on LS1201 has just been taken.', 5000],
      ]),
    );
    expect(
      screen.getByRole('button', { name: /Failed to save extras selection: Seat 4A/ }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/book/extras');
    expect(useCheckout.getState().extrasCommitted).toBe(false);
    expect(useOverlays.getState().loading).toBeNull();
    expect(screen.getByRole('status', { name: '23kg hold bag: 1' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Private Transfer/ })).toBeChecked();
    // What is on offer is read again (a seat may have just sold).
    await waitFor(() =>
      expect(calls.filter((c) => c.path === `/checkout/${CHECKOUT_UUID}`)).toHaveLength(2),
    );
    expect(screen.getByRole('status', { name: '23kg hold bag: 1' })).toBeInTheDocument();

    // A server failure says only the spec's words; the next try sends the same selection.
    answer = () => jsonResponse(500, { error: { code: 'INTERNAL', message: 'Boom' } });
    useToasts.setState({ toasts: [] });
    await user.click(cont());
    await waitFor(() =>
      expect(toasts()).toEqual([['error', 'Failed to save extras selection', 5000]]),
    );
    const [first, second] = extrasCalls(calls);
    expect(second.body).toEqual(first.body);
  });

  it('says the session has expired when the hold ends before the upload (410)', async () => {
    const view = checkoutViewFixture();
    startCheckout(view);
    serve(view, () => jsonResponse(410, { error: { code: 'GONE', message: 'Expired' } }));
    open();
    await screen.findByRole('heading', { level: 1, name: 'Choose Your Extras' });
    await userEvent.click(cont());
    expect(await screen.findByText('Booking Session Expired')).toBeVisible();
  });

  it('starts from the committed selection when the customer comes back', async () => {
    const base = checkoutViewFixture();
    const view = checkoutViewFixture({
      state: 'extras_committed',
      selection: {
        optionalExtras: [
          {
            code: 'bag-23',
            supplier: 'SandboxAir',
            quantity: 2,
            direction: 'both',
            type: 'flight_extra',
            description: '23kg hold bag',
            componentId: 'bags',
            applyTo: 'AllPax',
          },
          {
            code: 'pb-in',
            supplier: 'SandboxAir',
            quantity: 3,
            direction: 'inbound',
            type: 'flight_extra',
            description: 'Priority boarding (return)',
            componentId: 'priority',
            applyTo: 'AllPax',
          },
        ],
        seatAssignments: [
          {
            FlightNumber: 'LS1202',
            Supplier: 'SandboxAir',
            DeparturePoint: 'PMI',
            ComponentId: 'seat-LS1202',
            Assignments: [{ PassengerIndex: 2, SeatNumber: '1F' }],
          },
        ],
        transfer: base.options.transfers[4] ?? null,
      },
      totals: {
        lines: [
          ...base.totals.lines,
          { kind: 'bags', label: 'Bags', amount: 12998 },
          { kind: 'priority', label: 'Priority boarding', amount: 2100 },
          { kind: 'seats', label: 'Seats', amount: 1899 },
          { kind: 'transfer', label: 'Transfer', amount: 18500 },
        ],
        hotel: 120000,
        flights: 45000 + 12998 + 2100 + 1899,
        transfer: 18500,
        total: 165000 + 12998 + 2100 + 1899 + 18500,
      },
    });
    startCheckout(view);
    serve(view);
    open();
    await screen.findByRole('heading', { level: 1, name: 'Choose Your Extras' });
    expect(screen.getByRole('status', { name: '23kg hold bag: 2' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /return flight \(LS1202\)/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /outbound flight/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /^VIP Car/ })).toBeChecked();
    const back = screen.getByRole('heading', {
      level: 3,
      name: 'Return flight LS1202',
    }).parentElement!;
    expect(back).toHaveTextContent('Child 1Seat 1F (£18.99)');
    // The same total as the server's: nothing counted twice.
    expect(total()).toHaveTextContent('£2,004.97');
  });
});

describe('Extras page: hotel only', () => {
  function hotelOnly(transfers = checkoutViewFixture().options.transfers.slice(0, 3)) {
    const base = checkoutViewFixture();
    return checkoutViewFixture({
      type: 'hotelonly',
      flight: null,
      options: {
        supplier: null,
        bags: [],
        priorityBoarding: null,
        extras: [],
        seatMaps: {},
        transfers,
      },
      totals: {
        lines: [base.totals.lines[0]],
        hotel: 120000,
        flights: 0,
        transfer: 0,
        total: 120000,
      },
    });
  }
  const decide = (
    choice: Parameters<ReturnType<typeof usePackageStore.getState>['setTransfer']>[1],
  ) => usePackageStore.getState().setTransfer(`${CHECKOUT_UUID}:1201`, choice);
  const details = {
    outbound: { airportCode: 'PMI', flightNumber: 'FR1234', date: '2027-06-12', time: '14:30' },
    return: { airportCode: 'PMI', flightNumber: 'FR1235', date: '2027-06-19', time: '18:00' },
  };

  it('shows only the transfers and the summary', async () => {
    const view = hotelOnly();
    startCheckout(view);
    serve(view);
    open();
    await screen.findByRole('heading', { level: 1, name: 'Choose Your Extras' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Airport transfers',
      'Payment options',
      'Booking summary',
    ]);
  });

  it('asks for the transfer decision before going on', async () => {
    const view = hotelOnly();
    startCheckout(view);
    const calls = serve(view, () => jsonResponse(200, committed(view, 0)));
    open();
    await screen.findByRole('heading', { level: 1, name: 'Choose Your Extras' });
    await userEvent.click(cont());
    expect(toasts()).toEqual([['error', 'Please decide whether you need airport transfers', 3000]]);
    expect(extrasCalls(calls)).toEqual([]);
    expect(screen.getByRole('link', { name: 'Answer the transfer question' })).toHaveAttribute(
      'href',
      `/package?uuid=${CHECKOUT_UUID}&hotelId=1201`,
    );
  });

  it('asks for flight details when a transfer is chosen without them', async () => {
    const view = hotelOnly();
    startCheckout(view);
    decide({ kind: 'declined' });
    const calls = serve(view, () => jsonResponse(200, committed(view, 0)));
    open();
    await screen.findByRole('heading', { level: 1, name: 'Choose Your Extras' });
    await userEvent.click(screen.getByRole('radio', { name: /^Shuttle Bus/ }));
    await userEvent.click(cont());
    expect(toasts()).toEqual([
      ['error', 'Please provide your flight details for transfer arrangements', 3000],
    ]);
    expect(extrasCalls(calls)).toEqual([]);
    // Without a transfer it goes on.
    await userEvent.click(screen.getByRole('radio', { name: /^No Transfer/ }));
    await userEvent.click(cont());
    expect(await screen.findByText('Passengers page')).toBeVisible();
    expect(extrasCalls(calls)[0]?.body).toEqual({
      uuid: CHECKOUT_UUID,
      extras: { optionalExtras: [], seatAssignments: [] },
    });
  });

  it('books the transfer when the flight details were given', async () => {
    const view = hotelOnly();
    startCheckout(view);
    decide({ kind: 'details', details });
    const calls = serve(view, () => jsonResponse(200, committed(view, 0, 9800)));
    open();
    await screen.findByRole('heading', { level: 1, name: 'Choose Your Extras' });
    await userEvent.click(screen.getByRole('radio', { name: /^Private Transfer/ }));
    expect(total()).toHaveTextContent('£1,298.00');
    await userEvent.click(cont());
    expect(await screen.findByText('Passengers page')).toBeVisible();
    expect(extrasCalls(calls)[0]?.body).toMatchObject({
      extras: { optionalExtras: [{ code: 'private', type: 'transfer', quantity: 1 }] },
    });
  });

  it('with no transfer options says so and goes straight on to passengers', async () => {
    const view = hotelOnly([]);
    startCheckout(view);
    const calls = serve(view, () => jsonResponse(200, committed(view, 0)));
    open();
    expect(
      await screen.findByText(/There are no airport transfers available for this stay/),
    ).toBeVisible();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await userEvent.click(cont());
    expect(await screen.findByText('Passengers page')).toBeVisible();
    expect(toasts()).toEqual([]);
    expect(extrasCalls(calls)).toHaveLength(1);
  });
});
