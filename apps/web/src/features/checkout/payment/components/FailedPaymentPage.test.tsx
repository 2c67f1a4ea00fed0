import type { CheckoutView, PaymentPlansResponse } from '@sunward/contracts/checkout';
import type { PrebookResponse } from '@sunward/contracts/prebook';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToasts } from '../../../../shared/stores/toasts';
import { Toaster } from '../../../../shared/ui/Toaster';
import { jsonResponse } from '../../../../test/render';
import { useBookingAccess } from '../../../../shared/stores/booking-access';
import {
  completedView,
  errorResponse,
  PAYMENT_DATA,
  PLANS,
  stubCheckout,
} from '../../components/passengers/test-helpers';
import { useCheckout } from '../../../../shared/stores/checkout';
import { CHECKOUT_UUID } from '../../test-fixtures';
import { useCheckoutTimer } from '../../../../shared/stores/checkout-timer';
import FailedPaymentPage from './FailedPaymentPage';

const CHECKOUT_KEY = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const PAGE = `/payment/failed/${CHECKOUT_UUID}`;
const VIEW_PATH = `GET /checkout/${CHECKOUT_UUID}`;
const PAYMENT_DATA_PATH = `GET /checkout/${CHECKOUT_UUID}/payment-data`;
const GATEWAY_ORIGIN = new URL(PAYMENT_DATA.gatewayUrl).origin;

/** This browser holds the checkout key prebook gave it for the checkout. */
function holdCheckoutKey(uuid = CHECKOUT_UUID) {
  useCheckout.setState({
    itineraryUuid: uuid,
    prebook: { uuid, prebook_id: CHECKOUT_KEY } as PrebookResponse,
    selection: {
      hotelId: 1201,
      flightId: '11:2027-06-12:12:2027-06-19',
      roomTokens: ['rb-1'],
      adults: 2,
      children: 1,
      infants: 0,
    },
  });
}

/** A checkout whose payment was declined: the server reopened it with its plan chosen. */
const declinedView = (overrides: Partial<CheckoutView> = {}) =>
  completedView({ plan_id: 'monthly', ...overrides });

/** The page under its real route pattern (uuid optional), with the toaster. */
function renderPage(url = PAGE) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: '/payment/failed/:uuid?', element: <FailedPaymentPage /> },
      { path: '/book/confirmation/:ref', element: <p>Confirmation page</p> },
      { path: '*', element: <p>Other page</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { router };
}

/** A message from the gateway's hosted fields. */
function fromGateway(data: object) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: GATEWAY_ORIGIN,
        data: { source: 'sunward-gateway', ...data },
      }),
    );
  });
}
const fieldsReady = () => {
  for (const field of ['number', 'expiry', 'cvv']) fromGateway({ type: 'ready', field });
};

/** Moves the fake clock on (the retry prompt waits 2 s). */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const banner = () => screen.getByTestId('payment-failed-banner');
const toastMessages = () => useToasts.getState().toasts.map((t) => t.message);

/** Confirms `plan` in the selector and waits for the retry section. */
async function confirmPlan(user: ReturnType<typeof userEvent.setup>, plan: RegExp) {
  await user.click(await screen.findByRole('radio', { name: plan }));
  await user.click(screen.getByRole('button', { name: 'Confirm Payment Plan' }));
  return screen.findByRole('region', { name: 'Retry Payment' });
}

beforeEach(() => holdCheckoutKey());

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useToasts.setState({ toasts: [] });
  useCheckout.getState().clear();
  useCheckoutTimer.getState().stop();
  useBookingAccess.setState({ keys: {}, pending: null });
});

describe('FailedPaymentPage: loading and not found (docs/spec/2-checkout-payment.md §2, §4, §8)', () => {
  it("says 'Loading booking details...' while the checkout loads, with the checkout key", async () => {
    let answer: (r: Response) => void = () => undefined;
    const calls = stubCheckout(declinedView(), {
      [VIEW_PATH]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderPage();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading booking details...');
    expect(calls[0]?.path).toBe(`/checkout/${CHECKOUT_UUID}`);
    expect((calls[0]?.init.headers as Record<string, string>)['x-checkout-key']).toBe(CHECKOUT_KEY);
    answer(jsonResponse(200, declinedView()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Failed' })).toBeVisible();
    expect(screen.queryByText('Loading booking details...')).toBeNull();
  });

  const expectNotFound = async () => {
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Booking Not Found' }),
    ).toHaveFocus();
    expect(
      screen.getByText("We couldn't find the booking details you're looking for."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Payment Failed')).toBeNull();
  };

  it('shows Booking Not Found when the server does not know the uuid', async () => {
    stubCheckout(declinedView(), {
      [VIEW_PATH]: () => errorResponse(404, 'NOT_FOUND', 'Not found'),
    });
    renderPage();
    await expectNotFound();
  });

  it('shows Booking Not Found without asking when this browser has no checkout key for it', async () => {
    const calls = stubCheckout(declinedView());
    holdCheckoutKey('11111111-2222-4333-8444-555555555555');
    renderPage();
    await expectNotFound();
    expect(calls).toEqual([]);
  });

  it('shows Booking Not Found without a uuid', async () => {
    const calls = stubCheckout(declinedView());
    renderPage('/payment/failed?error=Declined');
    await expectNotFound();
    expect(calls).toEqual([]);
  });

  it('shows Booking Not Found for a checkout without its hotel', async () => {
    stubCheckout(declinedView({ hotel: { ...declinedView().hotel, name: '' } }));
    renderPage();
    await expectNotFound();
  });

  it('takes the uuid from the query too', async () => {
    stubCheckout(declinedView());
    renderPage(`/payment/failed?uuid=${CHECKOUT_UUID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Failed' })).toBeVisible();
    expect(screen.getByTestId('summary-hotel')).toHaveTextContent('Hotel Cala Blava');
  });

  it('says the session has expired on 410', async () => {
    stubCheckout(declinedView(), {
      [VIEW_PATH]: () => errorResponse(410, 'GONE', 'Hold expired'),
    });
    useCheckoutTimer.getState().start();
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Booking Session Expired' }),
    ).toHaveFocus();
    expect(
      screen.getByText(
        'Your 30-minute booking session has expired. Please start your booking again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a new search' })).toHaveAttribute('href', '/');
    expect(useCheckoutTimer.getState().expiresAt).toBeNull();
  });

  it("toasts 'Failed to load booking details' on another load error, and Try Again loads it", async () => {
    let fail = true;
    stubCheckout(declinedView(), {
      [VIEW_PATH]: () =>
        fail ? errorResponse(500, 'INTERNAL', 'Boom') : jsonResponse(200, declinedView()),
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Server Error' })).toBeVisible();
    expect(useToasts.getState().toasts).toEqual([
      expect.objectContaining({ message: 'Failed to load booking details', type: 'error' }),
    ]);
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Failed' })).toBeVisible();
  });
});

describe('FailedPaymentPage: banner, summary, help (docs/spec/2-checkout-payment.md §2, §8, §9)', () => {
  it('shows the default message without a query, focused, with no error code', async () => {
    stubCheckout(declinedView());
    renderPage();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Payment Failed' });
    expect(heading).toHaveFocus();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(banner()).toHaveAttribute('role', 'alert');
    expect(within(banner()).getByTestId('payment-failed-message')).toHaveTextContent(
      /^Payment could not be processed\. Please try again\.$/,
    );
    expect(within(banner()).queryByText(/Error code/)).toBeNull();
    expect(
      within(banner()).getByText(
        'We were unable to process your payment. Please check your payment details and try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Booking/ })).toHaveAttribute(
      'href',
      '/book/passengers',
    );
  });

  it('shows the query error and its code', async () => {
    stubCheckout(declinedView());
    const q = new URLSearchParams({ error: 'Your card was declined.', errorCode: 'CARD_DECLINED' });
    renderPage(`${PAGE}?${q.toString()}`);
    await screen.findByRole('heading', { level: 1, name: 'Payment Failed' });
    expect(within(banner()).getByText('Your card was declined.')).toBeInTheDocument();
    expect(within(banner()).getByText('Error code: CARD_DECLINED')).toBeInTheDocument();
    expect(
      within(banner()).queryByText('Payment could not be processed. Please try again.'),
    ).toBeNull();
  });

  it('summarises the booking: hotel, location, nights, people, board, prices', async () => {
    const view = declinedView();
    stubCheckout(view);
    renderPage();
    const summary = await screen.findByRole('region', { name: 'Booking Summary' });
    const value = (id: string) => within(summary).getByTestId(id);
    expect(value('summary-hotel')).toHaveTextContent('Hotel Cala Blava');
    expect(value('summary-location')).toHaveTextContent('Alcúdia, Majorca, Spain');
    expect(value('summary-nights')).toHaveTextContent('7 nights');
    expect(value('summary-people')).toHaveTextContent('2 adults, 1 child');
    expect(value('summary-board')).toHaveTextContent('Half Board');
    expect(value('summary-hotel-price')).toHaveTextContent('£1,200.00');
    expect(value('summary-flights-cost')).toHaveTextContent('£450.00');
    expect(value('summary-total')).toHaveTextContent('£1,650.00');
    // The sidebar: the package summary and the timer, started from the server's hold.
    expect(screen.getByRole('complementary', { name: 'Your holiday' })).toBeInTheDocument();
    expect(useCheckoutTimer.getState().expiresAt).toBe(Date.parse(view.expires_at));
    expect(screen.getByRole('timer')).toBeInTheDocument();
  });

  it("fills gaps with docs/spec/2-checkout-payment.md §9's defaults: 7 nights, 1 adult, Majorca, Room Only", async () => {
    const base = declinedView();
    stubCheckout(
      declinedView({
        party: { adults: 0, children: 0, infants: 0, child_ages: [], rooms: 1 },
        hotel: {
          ...base.hotel,
          location: '',
          nights: 0,
          RoomBookings: base.hotel.RoomBookings.map((r) => ({ ...r, MealBasisCode: '' })),
        },
      }),
    );
    renderPage();
    const summary = await screen.findByRole('region', { name: 'Booking Summary' });
    expect(within(summary).getByTestId('summary-location')).toHaveTextContent(/^Majorca$/);
    expect(within(summary).getByTestId('summary-nights')).toHaveTextContent(/^7 nights$/);
    expect(within(summary).getByTestId('summary-people')).toHaveTextContent(/^1 adult$/);
    expect(within(summary).getByTestId('summary-board')).toHaveTextContent(/^Room Only$/);
  });

  it('offers no retry for a checkout that is already booked, linking to the booking', async () => {
    stubCheckout(declinedView({ state: 'booked' }));
    useCheckout.getState().setBooking(CHECKOUT_UUID, 'SW482915');
    renderPage();
    expect(
      await screen.findByText('This holiday has already been booked and paid for.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Booking' })).toHaveAttribute(
      'href',
      '/book/confirmation/SW482915',
    );
    expect(screen.queryByRole('form', { name: 'Payment plan' })).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('offers Contact Support and paying by phone', async () => {
    stubCheckout(declinedView());
    renderPage();
    const help = await screen.findByRole('region', { name: 'Need Help?' });
    expect(within(help).getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    expect(within(help).getByTestId('pay-by-phone')).toHaveTextContent(
      /^Prefer to pay by phone\? Call 0330 088 5600 /,
    );
    expect(within(help).getByRole('link', { name: '0330 088 5600' })).toHaveAttribute(
      'href',
      'tel:03300885600',
    );
  });
});

describe('FailedPaymentPage: plan and retry (docs/spec/2-checkout-payment.md §4 Failed payment retry)', () => {
  it('shows the saved plan selected; confirming one saves it and opens the retry with its deposit', async () => {
    let answerData: (r: Response) => void = () => undefined;
    const calls = stubCheckout(declinedView(), {
      [PAYMENT_DATA_PATH]: () => new Promise<Response>((resolve) => (answerData = resolve)),
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('radio', { name: /Monthly Payments/ })).toBeChecked();
    expect(screen.queryByRole('region', { name: 'Retry Payment' })).toBeNull();
    const retry = await confirmPlan(user, /Monthly Payments/);
    expect(calls.find((c) => c.path === '/checkout/plan')?.body).toEqual({
      uuid: CHECKOUT_UUID,
      planId: 'monthly',
    });
    expect(within(retry).getByRole('heading', { name: 'Retry Payment' })).toHaveFocus();
    expect(screen.queryByRole('form', { name: 'Payment plan' })).toBeNull();
    expect(within(retry).getByTestId('retry-selected-plan')).toHaveTextContent('Monthly Payments');
    expect(within(retry).getByTestId('retry-amount-due')).toHaveTextContent('£147.00');
    expect(within(retry).getByRole('heading', { name: 'Before You Retry' })).toBeVisible();
    expect(await within(retry).findByText('Initializing secure payment...')).toBeInTheDocument();
    answerData(jsonResponse(200, PAYMENT_DATA));
    expect(
      await within(retry).findByRole('button', { name: 'Pay £147.00', hidden: true }),
    ).toBeDisabled();
    expect(calls.filter((c) => c.path === `/checkout/${CHECKOUT_UUID}/payment-data`)).toHaveLength(
      1,
    );
    // Change plan goes back to the selector.
    await user.click(within(retry).getByRole('button', { name: 'Change plan' }));
    expect(screen.getByRole('heading', { name: 'Choose a Payment Plan' })).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Retry Payment' })).toBeNull();
  });

  it('makes the amount due the grand total for a plan without a deposit', async () => {
    const plans: PaymentPlansResponse = {
      ...PLANS,
      plans: [{ ...PLANS.plans[1], id: 'later', name: 'Pay Later', deposit: 0 }],
    };
    stubCheckout(declinedView({ plan_id: 'later' }), {
      'GET /checkout/plans': () => jsonResponse(200, plans),
      'POST /checkout/plan': () =>
        jsonResponse(200, { state: 'plan_chosen', plan: plans.plans[0] }),
    });
    renderPage();
    const retry = await confirmPlan(userEvent.setup(), /Pay Later/);
    expect(within(retry).getByTestId('retry-amount-due')).toHaveTextContent('£1,650.00');
  });

  it('a failed initialisation offers Try Again, which initialises afresh', async () => {
    let failures = 1;
    const calls = stubCheckout(declinedView(), {
      [PAYMENT_DATA_PATH]: () =>
        failures-- > 0 ? errorResponse(500, 'INTERNAL', 'Boom') : jsonResponse(200, PAYMENT_DATA),
    });
    const user = userEvent.setup();
    renderPage();
    const retry = await confirmPlan(user, /Monthly Payments/);
    const error = await within(retry).findByTestId('payment-init-error');
    expect(within(error).getByText('Unable to initialize payment system.')).toBeInTheDocument();
    expect(
      within(error).getByText('Failed to initialize payment. Please try again.'),
    ).toBeInTheDocument();
    await user.click(within(error).getByRole('button', { name: 'Try Again' }));
    expect(
      await within(retry).findByRole('button', { name: 'Pay £147.00', hidden: true }),
    ).toBeInTheDocument();
    expect(within(retry).queryByTestId('payment-init-error')).toBeNull();
    expect(calls.filter((c) => c.path === `/checkout/${CHECKOUT_UUID}/payment-data`)).toHaveLength(
      2,
    );
  });

  it('after 3 failed initialisations it says to contact support, with no more Try Again', async () => {
    const calls = stubCheckout(declinedView(), {
      [PAYMENT_DATA_PATH]: () => errorResponse(503, 'UNAVAILABLE', 'Down'),
    });
    const user = userEvent.setup();
    renderPage();
    const retry = await confirmPlan(user, /Monthly Payments/);
    for (let attempt = 1; attempt <= 2; attempt++) {
      await user.click(await within(retry).findByRole('button', { name: 'Try Again' }));
    }
    expect(
      await within(retry).findByText(
        'Unable to initialize payment after multiple attempts. Please contact support.',
      ),
    ).toBeInTheDocument();
    expect(within(retry).getByText('Unable to initialize payment system.')).toBeInTheDocument();
    expect(within(retry).queryByRole('button', { name: 'Try Again' })).toBeNull();
    expect(within(retry).queryByText('Failed to initialize payment. Please try again.')).toBeNull();
    expect(within(retry).getByRole('link', { name: '0330 088 5600' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === `/checkout/${CHECKOUT_UUID}/payment-data`)).toHaveLength(
      3,
    );
  });

  it('a successful initialisation resets the count of failed attempts', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers = [500, 500, 200, 500];
    stubCheckout(declinedView(), {
      [PAYMENT_DATA_PATH]: () =>
        answers.shift() === 200
          ? jsonResponse(200, PAYMENT_DATA)
          : errorResponse(500, 'INTERNAL', 'Boom'),
      'POST /payment/submit': () => errorResponse(402, 'PAYMENT_DECLINED', 'Card declined.'),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    renderPage();
    const retry = await confirmPlan(user, /Monthly Payments/);
    // Two failures, then a success on the third attempt.
    for (let attempt = 1; attempt <= 2; attempt++) {
      await user.click(await within(retry).findByRole('button', { name: 'Try Again' }));
    }
    await within(retry).findByRole('button', { name: 'Pay £147.00', hidden: true });
    fieldsReady();
    await user.click(within(retry).getByRole('button', { name: 'Pay £147.00' }));
    fromGateway({ type: 'token', paymentToken: 'tok_123456789' });
    await waitFor(() => expect(within(banner()).getByText('Card declined.')).toBeInTheDocument());
    await advance(2000);
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, try again' }));
    // The re-initialisation fails: the first failure since the success, so Try Again is offered.
    expect(await within(retry).findByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(
      within(retry).queryByText(
        'Unable to initialize payment after multiple attempts. Please contact support.',
      ),
    ).toBeNull();
  });

  it('a retry that fails is shown in the banner and toasted; 2 s later it offers to initialise again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubCheckout(declinedView(), {
      'POST /payment/submit': () =>
        errorResponse(402, 'PAYMENT_DECLINED', 'Insufficient funds on this card.', {
          paymentCode: 'INSUFFICIENT_FUNDS',
        }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const { router } = renderPage();
    const retry = await confirmPlan(user, /Monthly Payments/);
    await within(retry).findByRole('button', { name: 'Pay £147.00', hidden: true });
    fieldsReady();
    await user.click(within(retry).getByRole('button', { name: 'Pay £147.00' }));
    fromGateway({ type: 'token', paymentToken: 'tok_123456789' });

    await waitFor(() =>
      expect(within(banner()).getByText('Insufficient funds on this card.')).toBeInTheDocument(),
    );
    expect(within(banner()).getByText('Error code: INSUFFICIENT_FUNDS')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Failed' })).toHaveFocus();
    expect(useToasts.getState().toasts).toEqual([
      expect.objectContaining({
        message: 'Insufficient funds on this card.',
        type: 'error',
        duration: 5000,
      }),
    ]);
    expect(router.state.location.pathname).toBe(PAGE);
    expect(calls.find((c) => c.path === '/payment/submit')?.body).toMatchObject({
      isRetry: true,
      planId: 'monthly',
      amount: 14700,
    });

    // Not yet at 1.5 s; there at 2 s.
    await advance(1500);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await advance(500);
    const dialog = screen.getByRole('alertdialog', {
      name: 'Would you like to try initializing payment again?',
    });

    const dataCalls = () =>
      calls.filter((c) => c.path === `/checkout/${CHECKOUT_UUID}/payment-data`).length;
    expect(dataCalls()).toBe(1);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, try again' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(dataCalls()).toBe(2));
    // A fresh card form: its fields load again before Pay can be used.
    expect(
      await within(retry).findByRole('button', { name: 'Pay £147.00', hidden: true }),
    ).toBeDisabled();
  });

  it('No closes the prompt and keeps the card form', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubCheckout(declinedView(), {
      'POST /payment/submit': () => jsonResponse(500, {}),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    renderPage();
    const retry = await confirmPlan(user, /Monthly Payments/);
    await within(retry).findByRole('button', { name: 'Pay £147.00', hidden: true });
    fieldsReady();
    await user.click(within(retry).getByRole('button', { name: 'Pay £147.00' }));
    fromGateway({ type: 'token', paymentToken: 'tok_123456789' });
    await waitFor(() =>
      expect(
        within(banner()).getByText('Payment failed. Please check your details and try again.'),
      ).toBeInTheDocument(),
    );
    expect(within(banner()).getByText('Error code: PAYMENT_ERROR')).toBeInTheDocument();
    expect(toastMessages()).toEqual(['Payment failed. Please check your details and try again.']);
    await advance(2000);
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'No, thanks' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(retry).getByRole('button', { name: 'Pay £147.00' })).toBeEnabled();
    expect(calls.filter((c) => c.path === `/checkout/${CHECKOUT_UUID}/payment-data`)).toHaveLength(
      1,
    );
  });

  it('a successful retry goes to the booking confirmation and remembers the booking key', async () => {
    stubCheckout(declinedView(), {
      'POST /payment/submit': () =>
        jsonResponse(200, {
          requiresAction: false,
          bookingReference: 'SW482915',
          transactionId: 'X1',
        }),
    });
    const user = userEvent.setup();
    const { router } = renderPage();
    const retry = await confirmPlan(user, /Monthly Payments/);
    await within(retry).findByRole('button', { name: 'Pay £147.00', hidden: true });
    fieldsReady();
    await user.click(within(retry).getByRole('button', { name: 'Pay £147.00' }));
    fromGateway({ type: 'token', paymentToken: 'tok_123456789' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/book/confirmation/SW482915'));
    expect(useBookingAccess.getState().keyFor('SW482915')).toBe(CHECKOUT_KEY);
    expect(useCheckout.getState().bookingReference).toBe('SW482915');
  });
});
