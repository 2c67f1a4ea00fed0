// @vitest-environment jsdom
// (The card fields are the gateway's iframes, which happy-dom does not load.)
import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingDetailFixture } from '../../../../../test/booking-detail-fixtures';
import { jsonResponse, renderAt, stubApi } from '../../../../../test/render';
import { BookingPayment } from './BookingPayment';
import {
  fieldsReady,
  fromGateway,
  GATEWAY,
  GATEWAY_ORIGIN,
  PATHS,
  scheduleFixture,
  SESSION_UUIDS,
  sessionFixture,
} from './test-payment-fixtures';

const booking = bookingDetailFixture();
const region = () => within(screen.getByRole('region', { name: 'Make a payment' }));

const paid = {
  requiresAction: false,
  bookingReference: 'SW123456',
  transactionId: 'BP-1',
  amount: 50100,
  paidAmount: 114900,
  remainingBalance: 50100,
  paidInFull: false,
  paymentType: 'next_installment',
  method: 'card',
  date: '2027-03-12T10:05:00Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * Renders the flow with `pay` answering the pay calls (sessions open in turn as SESSION_UUIDS)
 * and goes to step 3 for the next instalment.
 */
async function atStep3(
  pay: () => Response | Promise<Response>,
  path = '/account/booking/SW123456/payment',
) {
  let opened = 0;
  const calls = stubApi((p) => {
    if (p === PATHS.schedule) return jsonResponse(200, scheduleFixture());
    if (p === PATHS.init)
      return jsonResponse(200, sessionFixture({ sessionUuid: SESSION_UUIDS[opened++ % 2] }));
    return pay();
  });
  const view = renderAt(path, <BookingPayment booking={booking} />);
  const invalidate = vi.spyOn(view.client, 'invalidateQueries');
  const user = userEvent.setup();
  await user.click(region().getByRole('button', { name: 'Continue' }));
  await user.click(await region().findByRole('button', { name: 'Proceed to Payment' }));
  await region().findByText('Confirm Payment Details');
  return { ...view, calls, user, invalidate };
}

type Call = ReturnType<typeof stubApi>[number];
const payCalls = (calls: Call[]) => calls.filter((c) => c.path.endsWith('/pay'));
const keyOf = (call: Call) => (call.init.headers as Record<string, string>)['Idempotency-Key'];

async function confirm(user: ReturnType<typeof userEvent.setup>, token = 'tok_123456789') {
  fieldsReady();
  await user.click(region().getByRole('button', { name: 'Confirm Payment' }));
  fromGateway({ type: 'token', paymentToken: token });
}

describe('Payment tab flow, step 3 and 3-D Secure (docs/spec/3-accounts-bookings-content.md §2, §4, §8)', () => {
  it('pays the session with the card token under one Idempotency-Key, then shows the new balance and refreshes the booking', async () => {
    const { calls, user, invalidate } = await atStep3(() => jsonResponse(200, paid));
    const frames = ['Card number', 'Expiry date (MM/YY)', 'Security code (CVV)'].map((t) =>
      region().getByTitle(t),
    );
    expect(frames[0]?.getAttribute('src')).toMatch(`${GATEWAY}/hosted/field?field=number`);
    const button = region().getByRole('button', { name: 'Confirm Payment', hidden: true });
    expect(button).toBeDisabled();
    fieldsReady();
    const frame = region().getByTitle<HTMLIFrameElement>('Card number');
    const post = vi.spyOn(frame.contentWindow as Window, 'postMessage');
    await user.click(region().getByRole('button', { name: 'Confirm Payment' }));
    expect(post).toHaveBeenCalledWith(
      { source: 'sunward-checkout', type: 'tokenise' },
      GATEWAY_ORIGIN,
    );
    expect(region().getByRole('button', { name: 'Processing your payment...' })).toBeDisabled();
    expect(region().getByRole('button', { name: 'Back' })).toBeDisabled();
    // A double click: the frame answers twice, the same attempt is sent twice.
    fromGateway({ type: 'token', paymentToken: 'tok_123456789' });
    fromGateway({ type: 'token', paymentToken: 'tok_123456789' });
    expect(await region().findByText('Payment successful')).toBeVisible();
    expect(region().getByText(/we have received your payment of £501.00/)).toBeVisible();
    expect(region().getByText(/Your remaining balance is now £501.00./)).toBeVisible();
    // Resets after success.
    expect(region().getByText('Select how much you would like to pay')).toBeVisible();
    const pays = payCalls(calls);
    expect(pays).toHaveLength(2);
    expect(pays[0]?.path).toBe(PATHS.pay(SESSION_UUIDS[0]));
    expect(pays[0]?.body).toMatchObject({
      paymentToken: 'tok_123456789',
      browserInfo: { deviceChannel: 'browser' },
    });
    const keys = pays.map(keyOf);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['booking-detail', 'SW123456'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['auth', 'itineraries'] });
  });

  it('paying in full says the booking has been paid in full and offers no more steps', async () => {
    const { user } = await atStep3(() =>
      jsonResponse(200, { ...paid, amount: 100200, remainingBalance: 0, paidInFull: true }),
    );
    await confirm(user);
    expect(await region().findByText('Payment successful')).toBeVisible();
    expect(region().getByText(/This booking has been paid in full./)).toBeVisible();
    expect(region().queryByRole('radiogroup')).toBeNull();
  });

  it.each([
    [402, 'Your card was declined. Please try another card.'],
    [
      409,
      'A payment on this booking is already being processed. Please wait a moment before trying again.',
    ],
    [
      410,
      'This payment session has expired, so nothing was taken. Please start your payment again.',
    ],
    [
      503,
      "We couldn't reach our payment provider. You have not been charged twice: please try again in a moment.",
    ],
  ])("a %i shows the server's message in the error panel", async (status, message) => {
    const { user } = await atStep3(() =>
      jsonResponse(status, { error: { code: 'PAYMENT', message } }),
    );
    await confirm(user);
    const panel = await region().findByRole('alert');
    expect(panel).toHaveTextContent('Payment Error');
    expect(panel).toHaveTextContent(message);
    expect(region().queryByTitle('Card number')).toBeNull();
  });

  it("a failure without the server's words says 'Payment failed. Please try again.'", async () => {
    const { user } = await atStep3(() => jsonResponse(500, 'oops'));
    await confirm(user);
    expect(await region().findByRole('alert')).toHaveTextContent(
      'Payment failed. Please try again.',
    );
  });

  it('Try again after a decline opens a new session and pays it under a new key; dismiss goes back to the review', async () => {
    let answer = () =>
      jsonResponse(402, {
        error: { code: 'PAYMENT_DECLINED', message: 'Your card was declined.' },
      });
    const { calls, user } = await atStep3(() => answer());
    await confirm(user);
    await user.click(
      within(await region().findByRole('alert')).getByRole('button', { name: 'Try again' }),
    );
    await region().findByTitle('Card number');
    expect(calls.filter((c) => c.path === PATHS.init)).toHaveLength(2);
    answer = () => jsonResponse(200, paid);
    await confirm(user, 'tok_987654321');
    expect(await region().findByText('Payment successful')).toBeVisible();
    const pays = payCalls(calls);
    expect(pays.map((c) => c.path)).toEqual([
      PATHS.pay(SESSION_UUIDS[0]),
      PATHS.pay(SESSION_UUIDS[1]),
    ]);
    expect(keyOf(pays[0])).not.toBe(keyOf(pays[1]));

    // Dismissing a failure on a spent session leaves the customer on step 2 to start again.
    answer = () =>
      jsonResponse(402, {
        error: { code: 'PAYMENT_DECLINED', message: 'Your card was declined.' },
      });
    await user.click(region().getByRole('button', { name: 'Continue' }));
    await user.click(await region().findByRole('button', { name: 'Proceed to Payment' }));
    await region().findByText('Confirm Payment Details');
    await confirm(user);
    await user.click(
      within(await region().findByRole('alert')).getByRole('button', { name: 'Dismiss' }),
    );
    expect(region().queryByRole('alert')).toBeNull();
    expect(region().getByRole('heading', { name: 'Preview Payment Schedule' })).toBeVisible();
  });

  it('Back from step 3 returns to the review without paying', async () => {
    const { calls, user } = await atStep3(() => jsonResponse(200, paid));
    await user.click(region().getByRole('button', { name: 'Back' }));
    expect(region().getByRole('heading', { name: 'Preview Payment Schedule' })).toHaveFocus();
    expect(payCalls(calls)).toHaveLength(0);
  });

  it("3-D Secure: the card fields give way to the bank's frame with its request posted into it; nothing is refreshed yet", async () => {
    const submit = vi
      .spyOn(HTMLFormElement.prototype, 'submit')
      .mockImplementation(() => undefined);
    const { user, invalidate } = await atStep3(() =>
      jsonResponse(200, {
        requiresAction: true,
        redirectUrl: `${GATEWAY}/3ds/challenge`,
        redirectData: { creq: 'abc' },
      }),
    );
    await confirm(user);
    expect(await region().findByTitle('Bank verification')).toBeInTheDocument();
    expect(region().queryByTitle('Card number')).toBeNull();
    await vi.waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    const form = document.querySelector('form[target="sunward-3ds"]');
    expect(form?.getAttribute('action')).toBe(`${GATEWAY}/3ds/challenge`);
    expect(form?.querySelector('input[name="creq"]')?.getAttribute('value')).toBe('abc');
    expect(invalidate).not.toHaveBeenCalled();
  });
});

describe('back from 3-D Secure (PAYMENT_RETURN_PARAM)', () => {
  function renderReturn(query: string) {
    stubApi(() => jsonResponse(500, {}));
    const view = renderAt(
      `/account/booking/SW123456/payment?${query}`,
      <BookingPayment booking={booking} />,
      [],
      { pattern: '/account/booking/:reference/:tab' },
    );
    return view;
  }

  it('paid: the success message, the booking read again, the outcome taken out of the address', async () => {
    const invalidate = vi.spyOn(QueryClient.prototype, 'invalidateQueries');
    const { router } = renderReturn('payment=paid&transactionId=BP-9&amount=50100&tab=x');
    expect(await region().findByText('Payment successful')).toBeVisible();
    expect(region().getByText(/we have received your payment of £501.00/)).toBeVisible();
    await vi.waitFor(() => expect(router.state.location.search).toBe('?tab=x'));
    expect(router.state.historyAction).toBe('REPLACE');
    await vi.waitFor(() =>
      expect(invalidate).toHaveBeenCalledWith({ queryKey: ['booking-detail', 'SW123456'] }),
    );
  });

  it("failed: the error panel with the gateway's message, or the default", async () => {
    const { router } = renderReturn(
      'payment=failed&error=Your%20card%20was%20declined.&errorCode=05',
    );
    expect(await region().findByRole('alert')).toHaveTextContent('Your card was declined.');
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
    expect(region().queryByText('Payment successful')).toBeNull();
  });

  it("failed without a message: 'Payment failed. Please try again.'", async () => {
    renderReturn('payment=failed');
    expect(await region().findByRole('alert')).toHaveTextContent(
      'Payment failed. Please try again.',
    );
  });
});
