import type { CheckoutView } from '@sunward/contracts/checkout';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../../shared/stores/session';
import { useToasts } from '../../../../shared/stores/toasts';
import { jsonResponse, renderAt } from '../../../../test/render';
import { useCheckout } from '../../../../shared/stores/checkout';
import { CHECKOUT_UUID } from '../../test-fixtures';
import { useCheckoutTimer } from '../../../../shared/stores/checkout-timer';
import PassengersPage from '../PassengersPage';
import { useCheckoutGuest } from '../../store';
import {
  ADULT,
  BILLING,
  committedView,
  completedView,
  errorResponse,
  fillBilling,
  fillPassenger,
  passengerForm,
  PREFILL,
  savedPassenger,
  stubCheckout,
  USER,
} from './test-helpers';

beforeEach(() => {
  useCheckout.setState({
    itineraryUuid: CHECKOUT_UUID,
    selection: {
      hotelId: 1201,
      flightId: '11:2027-06-12:12:2027-06-19',
      roomTokens: ['rb-1'],
      adults: 2,
      children: 1,
      infants: 0,
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().logout();
  useToasts.setState({ toasts: [] });
  useCheckout.getState().clear();
  useCheckoutGuest.setState({ guestFor: null });
  useCheckoutTimer.getState().stop();
});

const renderPage = () => renderAt('/book/passengers', <PassengersPage />);
const section = (name: RegExp) => screen.getByRole('button', { name });
const allSavedView = (overrides: Partial<CheckoutView> = {}) =>
  committedView({
    state: 'passengers_saved',
    passengers: [0, 1, 2].map(savedPassenger),
    ...overrides,
  });

describe('PassengersPage redirects (docs/spec/2-checkout-payment.md §2)', () => {
  it('goes home without a booking in progress', async () => {
    const calls = stubCheckout(committedView());
    useCheckout.getState().clear();
    const { router } = renderPage();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls).toEqual([]);
  });

  it('goes home when the server has no such itinerary', async () => {
    stubCheckout(committedView(), {
      [`GET /checkout/${CHECKOUT_UUID}`]: () => errorResponse(404, 'NOT_FOUND', 'Not found'),
    });
    const { router } = renderPage();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it.each([
    ['a package without its flight', committedView({ flight: null })],
    [
      'a booking without a room',
      committedView({ hotel: { ...committedView().hotel, RoomBookings: [] } }),
    ],
  ])('goes back to the package for %s', async (_, view) => {
    stubCheckout(view);
    const { router } = renderPage();
    await waitFor(() => expect(router.state.location.pathname).toBe('/package'));
    expect(router.state.location.search).toBe(`?uuid=${CHECKOUT_UUID}&hotelId=1201`);
  });

  it('lets a hotel-only booking through without a flight', async () => {
    stubCheckout(committedView({ type: 'hotelonly', flight: null }));
    const { router } = renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Passenger Details', level: 1 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/book/passengers');
  });

  it('sends a checkout whose extras are not committed to the extras page', async () => {
    stubCheckout(committedView({ state: 'prebooked' }));
    const { router } = renderPage();
    await waitFor(() => expect(router.state.location.pathname).toBe('/book/extras'));
  });

  it('says the session has expired on 410, with ways back', async () => {
    stubCheckout(committedView(), {
      [`GET /checkout/${CHECKOUT_UUID}`]: () => errorResponse(410, 'GONE', 'Hold expired'),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Booking Session Expired' })).toHaveFocus();
    expect(
      screen.getByText(
        'Your 30-minute booking session has expired. Please start your booking again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your holiday' })).toHaveAttribute(
      'href',
      `/package?uuid=${CHECKOUT_UUID}&hotelId=1201&flightId=11%3A2027-06-12%3A12%3A2027-06-19`,
    );
    expect(screen.getByRole('link', { name: 'Start a new search' })).toHaveAttribute('href', '/');
  });
});

describe('PassengersPage (docs/spec/2-checkout-payment.md §2 Passengers page, §4 Checkout sections)', () => {
  it('shows the summary without a Book button, the back link and the steps in order', async () => {
    stubCheckout(
      committedView({
        totals: {
          lines: [
            { kind: 'hotel', label: 'Hotel', amount: 120000 },
            { kind: 'flights', label: 'Flights', amount: 45000 },
            { kind: 'bags', label: 'Hold luggage', amount: 10998 },
          ],
          hotel: 120000,
          flights: 55998,
          transfer: 0,
          total: 175998,
        },
      }),
    );
    renderPage();
    const summary = await screen.findByRole('complementary', { name: 'Your holiday' });
    expect(summary).toHaveTextContent('Hotel Cala Blava');
    expect(summary).toHaveTextContent('Sat, 12 Jun 2027 – Sat, 19 Jun 2027 · 7 nights');
    expect(summary).toHaveTextContent('2 adults, 1 child · 1 room');
    expect(summary).toHaveTextContent('Double Room, Half Board');
    expect(summary).toHaveTextContent('LGW → PMI');
    expect(summary).toHaveTextContent('Hold luggage£109.98');
    expect(within(summary).getByTestId('checkout-total')).toHaveTextContent('£1,759.98');
    expect(within(summary).queryByRole('button', { name: /Book/ })).toBeNull();
    expect(screen.getByRole('timer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Extras/ })).toHaveAttribute(
      'href',
      '/book/extras',
    );
    const steps = screen
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent)
      .filter((t) => t !== 'Your holiday');
    expect(
      steps.map((t) => t.replace(/(To do|Optional|Completed|Not yet available).*$/, '')),
    ).toEqual([
      'Sign in or continue as guest',
      '1Passenger information',
      '2Billing details',
      '3Terms and agreements',
      '4Payment plan',
      '5Payment',
    ]);
    expect(section(/Billing details/)).toBeDisabled();
    expect(section(/Passenger information/)).toHaveAttribute('aria-expanded', 'true');
  });

  // The way through checkout, in two parts (each proves its steps; together, the whole way). Each
  // is a journey of many renders: on a busy machine it takes seconds, hence its own time limit.
  it('takes a guest through every passenger, in order, to billing', async () => {
    const calls = stubCheckout(committedView());
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Continue as Guest' }));
    expect(
      screen.getByText('Continuing as guest. You can create an account at the end of checkout.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Sign in or continue as guest/ })).toBeNull();

    const people = [
      ['Adult 1', ADULT],
      ['Adult 2', { ...ADULT, title: 'Mrs', gender: 'Female', firstName: 'Ann' }],
      ['Child 1', { ...ADULT, title: 'Miss', gender: 'Female', firstName: 'Lily', year: '2019' }],
    ] as const;
    for (const [label, input] of people) {
      const header = screen.getByRole('button', { name: new RegExp(`^${label}`) });
      await waitFor(() => expect(header).toHaveAttribute('aria-expanded', 'true'));
      if (label !== 'Adult 1') expect(header).toHaveFocus();
      await fillPassenger(user, passengerForm(label), input);
      const confirm = screen.getByRole('button', { name: `Confirm ${label}` });
      await waitFor(() => expect(confirm).toBeEnabled());
      await user.click(confirm);
      await waitFor(() => expect(header).toHaveTextContent('Saved'));
    }
    expect(calls.filter((c) => c.path === '/checkout/passengers').map((c) => c.body)).toMatchObject(
      [
        { index: 0, firstName: 'Sam' },
        { index: 1, firstName: 'Ann' },
        { index: 2, firstName: 'Lily', dateOfBirth: '2019-04-12' },
      ],
    );

    // After the last passenger, billing opens.
    await waitFor(() => expect(section(/Billing details/)).toHaveFocus());
    expect(section(/Billing details/)).toHaveAttribute('aria-expanded', 'true');
    expect(section(/Passenger information/)).toHaveTextContent('Completed');
    expect(screen.getByRole('form', { name: 'Billing details' })).toBeInTheDocument();
    expect(calls.map((c) => `${c.init.method ?? 'GET'} ${c.path.split('?')[0] ?? ''}`)).toEqual([
      `GET /checkout/${CHECKOUT_UUID}`,
      'POST /checkout/passengers',
      'POST /checkout/passengers',
      'POST /checkout/passengers',
    ]);
  }, 30_000);

  it('names a lap infant after the adults and children', async () => {
    const committed = committedView();
    const calls = stubCheckout({ ...committed, party: { ...committed.party, infants: 1 } });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Continue as Guest' }));
    const header = screen.getByRole('button', { name: /^Infant 1/ });
    await user.click(header);
    expect(
      within(passengerForm('Infant 1')).getByText(/Travelling on an adult's lap: under 2/),
    ).toBeInTheDocument();
    await fillPassenger(user, passengerForm('Infant 1'), {
      ...ADULT,
      title: 'Miss',
      gender: 'Female',
      firstName: 'Poppy',
      year: String(new Date().getFullYear() - 1),
    });
    const confirm = screen.getByRole('button', { name: 'Confirm Infant 1' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    await waitFor(() => expect(header).toHaveTextContent('Saved'));
    expect(calls.filter((c) => c.path === '/checkout/passengers').map((c) => c.body)).toMatchObject(
      [{ index: 3, firstName: 'Poppy' }],
    );
  }, 30_000);

  it('takes a guest with every passenger saved from billing through every step to the payment', async () => {
    const calls = stubCheckout(allSavedView());
    const user = userEvent.setup();
    useCheckoutGuest.getState().continueAsGuest(CHECKOUT_UUID);
    renderPage();
    await screen.findByRole('form', { name: 'Billing details' });
    expect(section(/Billing details/)).toHaveAttribute('aria-expanded', 'true');
    expect(section(/Passenger information/)).toHaveTextContent('Completed');
    await fillBilling(user);
    await user.click(
      within(screen.getByRole('form', { name: 'Billing details' })).getByRole('button', {
        name: 'Continue',
      }),
    );

    await waitFor(() => expect(section(/Terms and agreements/)).toHaveFocus());
    await user.click(screen.getByRole('checkbox', { name: /I have read and accept the terms/ }));
    await user.click(
      within(screen.getByRole('form', { name: 'Terms and agreements' })).getByRole('button', {
        name: 'Continue',
      }),
    );

    await waitFor(() => expect(section(/Payment plan/)).toHaveFocus());
    await user.click(await screen.findByRole('radio', { name: /Monthly Payments/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm Payment Plan' }));

    await waitFor(() => expect(section(/^Payment(?! plan)/)).toHaveFocus());
    expect(await screen.findByTestId('amount-due-today')).toHaveTextContent('£147.00');
    const payment = screen.getByRole('region', { name: /^Payment(?! plan)/ });
    expect(payment).toHaveTextContent('Monthly Payments');
    expect(payment).toHaveTextContent('Pay £');
    expect(calls.map((c) => `${c.init.method ?? 'GET'} ${c.path.split('?')[0] ?? ''}`)).toEqual([
      `GET /checkout/${CHECKOUT_UUID}`,
      'POST /checkout/billing',
      'POST /checkout/billing/confirm',
      'POST /checkout/agreements',
      'GET /checkout/plans',
      'POST /checkout/plan',
      `GET /checkout/${CHECKOUT_UUID}/payment-data`,
    ]);
    expect(calls.find((c) => c.path === '/checkout/billing')?.body).toMatchObject({
      userId: null,
      billing: BILLING,
    });
  }, 30_000);

  it('restores the steps the server holds as completed, and they reopen to edit', async () => {
    stubCheckout(completedView());
    const user = userEvent.setup();
    useCheckoutGuest.getState().continueAsGuest(CHECKOUT_UUID);
    renderPage();
    expect(await screen.findByTestId('amount-due-today')).toHaveTextContent('£147.00');
    expect(section(/^Payment(?! plan)/)).toHaveAttribute('aria-expanded', 'true');
    for (const name of [/Passenger information/, /Billing details/, /Terms and agreements/]) {
      expect(section(name)).toHaveTextContent('Completed');
      expect(section(name)).toHaveAttribute('aria-expanded', 'false');
    }
    expect(section(/Billing details/)).toHaveTextContent('sam@example.co.uk · LS1 4AP');
    expect(screen.queryByRole('button', { name: /Sign in or continue as guest/ })).toBeNull();

    await user.click(section(/Passenger information/));
    expect(section(/Passenger information/)).toHaveAttribute('aria-expanded', 'true');
    expect(section(/^Payment(?! plan)/)).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: /^Adult 2/ }));
    expect(within(passengerForm('Adult 2')).getByLabelText('First name')).toHaveValue('Ann');

    await user.click(section(/Billing details/));
    const billing = within(screen.getByRole('form', { name: 'Billing details' }));
    expect(billing.getByLabelText('Postcode')).toHaveValue('LS1 4AP');
  });

  it('reopens billing when its prices were never confirmed', async () => {
    stubCheckout(allSavedView({ billing: BILLING }));
    useCheckoutGuest.getState().continueAsGuest(CHECKOUT_UUID);
    renderPage();
    const billing = within(await screen.findByRole('form', { name: 'Billing details' }));
    expect(section(/Billing details/)).toHaveAttribute('aria-expanded', 'true');
    expect(billing.getByLabelText('Email address')).toHaveValue(BILLING.email);
    expect(section(/Terms and agreements/)).toBeDisabled();
  });

  it('opens the first passenger not yet saved', async () => {
    stubCheckout(committedView({ passengers: [savedPassenger(0)] }));
    renderPage();
    expect(await screen.findByRole('button', { name: /^Adult 2/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: /^Adult 1/ })).toHaveTextContent('Saved');
    await userEvent.click(section(/Passenger information/));
    expect(section(/Passenger information/)).toHaveTextContent('1 of 3 passengers saved');
  });

  it('signs in within checkout: the box goes and billing is prefilled', async () => {
    const calls = stubCheckout(allSavedView());
    const user = userEvent.setup();
    renderPage();
    const box = within(await screen.findByRole('form', { name: 'Sign in' }));
    await user.type(box.getByLabelText('Email address'), 'amelia@example.co.uk');
    await user.type(box.getByLabelText('Password'), 'sunshine-2026');
    await user.click(box.getByRole('button', { name: 'Sign In' }));
    expect(
      await screen.findByText('Welcome back! Your details have been loaded.'),
    ).toBeInTheDocument();
    const billing = within(screen.getByRole('form', { name: 'Billing details' }));
    await waitFor(() =>
      expect(billing.getByLabelText('Email address')).toHaveValue(PREFILL.billing.email),
    );
    expect(billing.getByLabelText('Telephone')).toHaveValue('07700 900123');
    expect(screen.queryByRole('form', { name: 'Sign in' })).toBeNull();
    expect(
      screen.queryByText('Your account details have been loaded into the billing form.'),
    ).toBeNull();
    expect(calls.map((c) => c.path)).toContain('/checkout/billing-prefill');
  });

  it('hides the box for a signed-in customer and prefills billing with its toast', async () => {
    useSession.getState().signIn('t'.repeat(43), USER);
    stubCheckout(allSavedView());
    renderPage();
    expect(
      await screen.findByText('Your account details have been loaded into the billing form.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Sign in or continue as guest/ })).toBeNull();
    const billing = within(screen.getByRole('form', { name: 'Billing details' }));
    expect(billing.getByLabelText('Postcode')).toHaveValue('BN1 1AA');
  });

  it('reads a signed-in customer’s billing details with the page, before billing opens', async () => {
    useSession.getState().signIn('t'.repeat(43), USER);
    const calls = stubCheckout(committedView());
    renderPage();
    expect(await screen.findByRole('button', { name: /^Billing details/ })).toBeDisabled();
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/checkout/billing-prefill'));
  });

  it('continues at a changed price with the checkout read again', async () => {
    let billed = false;
    let confirmed = false;
    let total = 165000;
    stubCheckout(allSavedView(), {
      'POST /checkout/billing': () => {
        billed = true;
        return jsonResponse(200, { state: 'passengers_saved', billing: BILLING });
      },
      'POST /checkout/billing/confirm': (body) => {
        total = 171250;
        const accepted = (body as { accept_total_pence?: number }).accept_total_pence;
        if (accepted === total) {
          confirmed = true;
          return jsonResponse(200, { state: 'prices_confirmed', totals: committedView().totals });
        }
        return errorResponse(409, 'PRICE_CHANGED', 'The price has changed', {
          previous_total: 165000,
          total,
        });
      },
      [`GET /checkout/${CHECKOUT_UUID}`]: () =>
        jsonResponse(
          200,
          allSavedView(
            billed
              ? {
                  // Until the new price is accepted the server's state stays where it was.
                  ...(confirmed ? { state: 'prices_confirmed' as const } : {}),
                  billing: BILLING,
                  totals: { ...committedView().totals, total },
                }
              : {},
          ),
        ),
    });
    const user = userEvent.setup();
    useCheckoutGuest.getState().continueAsGuest(CHECKOUT_UUID);
    renderPage();
    await screen.findByRole('form', { name: 'Billing details' });
    await fillBilling(user);
    await user.click(
      within(screen.getByRole('form', { name: 'Billing details' })).getByRole('button', {
        name: 'Continue',
      }),
    );
    const changed = await screen.findByText('The price of your holiday has changed');
    expect(changed.parentElement).toHaveTextContent('It was £1,650.00 and is now £1,712.50.');
    expect(section(/Terms and agreements/)).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Continue at £1,712.50' }));
    await waitFor(() => expect(section(/Terms and agreements/)).toHaveFocus());
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('£1,712.50');
  });

  it('says so when the hold has gone while saving a passenger', async () => {
    let gone = false;
    stubCheckout(committedView(), {
      'POST /checkout/passengers': () => {
        gone = true;
        return errorResponse(410, 'GONE', 'Hold expired');
      },
      [`GET /checkout/${CHECKOUT_UUID}`]: () =>
        gone ? errorResponse(410, 'GONE', 'Hold expired') : jsonResponse(200, committedView()),
    });
    const user = userEvent.setup();
    useCheckoutGuest.getState().continueAsGuest(CHECKOUT_UUID);
    renderPage();
    await fillPassenger(user, await screen.findByRole('form', { name: 'Adult 1 details' }), ADULT);
    const confirm = screen.getByRole('button', { name: 'Confirm Adult 1' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    expect(
      await screen.findByRole('heading', { name: 'Booking Session Expired' }),
    ).toBeInTheDocument();
  });
});
