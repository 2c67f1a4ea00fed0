// @vitest-environment jsdom
// (The card fields are the gateway's iframes, which happy-dom does not load.)
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderAt, stubApi } from '../../../../test/render';
import { CHECKOUT_UUID } from '../../test-fixtures';
import { describePaymentFailure, nextRoute } from '../lib/payment-outcome';
import { CardPaymentForm } from './CardPaymentForm';
import { ApiError, NetworkError } from '../../../../shared/lib/api-client';

const GATEWAY = 'http://gateway.test/gateway';
const ORIGIN = 'http://gateway.test';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A message from the gateway's frames (or from anywhere else, to check it is ignored). */
function fromGateway(data: object, origin = ORIGIN) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { origin, data: { source: 'sunward-gateway', ...data } }),
    );
  });
}

function renderForm(
  onBooked = vi.fn(),
  onFailed?: (failure: { message: string; code: string }) => void,
  itineraryUuid = CHECKOUT_UUID,
) {
  const view = renderAt(
    '/book/passengers',
    <CardPaymentForm
      itineraryUuid={itineraryUuid}
      planId="full"
      amount={165000}
      gatewayUrl={GATEWAY}
      onBooked={onBooked}
      onFailed={onFailed}
    />,
    [
      { path: '/book/confirmation/:ref', element: <p>Confirmation page</p> },
      { path: '/payment/failed/:uuid', element: <p>Failed page</p> },
    ],
  );
  return { ...view, onBooked };
}

const allReady = () => {
  for (const field of ['number', 'expiry', 'cvv']) fromGateway({ type: 'ready', field });
};

describe('CardPaymentForm (hosted fields, Pay, 3-D Secure)', () => {
  it("loads the gateway's three fields and keeps Pay disabled until they are all ready", () => {
    stubApi(() => jsonResponse(500, {}));
    renderForm();
    const frames = ['Card number', 'Expiry date (MM/YY)', 'Security code (CVV)'].map((t) =>
      screen.getByTitle(t),
    );
    expect(frames.map((f) => f.getAttribute('src'))).toEqual([
      `${GATEWAY}/hosted/field?field=number&parentOrigin=${encodeURIComponent(window.location.origin)}`,
      `${GATEWAY}/hosted/field?field=expiry&parentOrigin=${encodeURIComponent(window.location.origin)}`,
      `${GATEWAY}/hosted/field?field=cvv&parentOrigin=${encodeURIComponent(window.location.origin)}`,
    ]);
    const pay = screen.getByRole('button', { name: 'Pay £1,650.00', hidden: true });
    expect(pay).toBeDisabled();
    // Messages from another origin are ignored.
    for (const field of ['number', 'expiry', 'cvv'])
      fromGateway({ type: 'ready', field }, 'http://evil.test');
    expect(pay).toBeDisabled();
    allReady();
    expect(screen.getByRole('button', { name: 'Pay £1,650.00' })).toBeEnabled();
    fromGateway({
      type: 'change',
      field: 'number',
      complete: false,
      error: 'Enter a valid card number',
    });
    expect(screen.getByText('Enter a valid card number')).toBeInTheDocument();
  });

  it("a total of £0 says 'Invalid booking total...' and offers no card fields", () => {
    stubApi(() => jsonResponse(500, {}));
    renderAt(
      '/book/passengers',
      <CardPaymentForm
        itineraryUuid={CHECKOUT_UUID}
        planId="full"
        amount={0}
        gatewayUrl={GATEWAY}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Invalid booking total. Please review your selections.',
    );
    expect(screen.queryByTitle('Card number')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it('Pay asks the number frame for a token, submits it once with an Idempotency-Key and goes to the confirmation', async () => {
    const calls = stubApi(() =>
      jsonResponse(200, {
        requiresAction: false,
        bookingReference: 'KT482915',
        transactionId: 'X1',
      }),
    );
    const { router, onBooked } = renderForm();
    allReady();
    const frame = screen.getByTitle<HTMLIFrameElement>('Card number');
    const post = vi.spyOn(frame.contentWindow as Window, 'postMessage');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay £1,650.00' }));
    expect(post).toHaveBeenCalledWith({ source: 'sunward-checkout', type: 'tokenise' }, ORIGIN);
    expect(screen.getByRole('button', { name: 'Processing payment...' })).toBeDisabled();
    fromGateway({
      type: 'token',
      paymentToken: 'tok_123456789',
      cardNumberMask: '444433******1111',
    });
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe('/book/confirmation/KT482915'),
    );
    const submit = calls.find((c) => c.path === '/payment/submit');
    expect(submit?.body).toMatchObject({
      itineraryUuid: CHECKOUT_UUID,
      paymentToken: 'tok_123456789',
      amount: 165000,
      planId: 'full',
    });
    expect(JSON.stringify(submit?.body)).not.toMatch(/4444/);
    expect((submit?.init.headers as Record<string, string>)['idempotency-key']).toMatch(
      /^[0-9a-f-]{36}$/,
    );
    expect(onBooked).toHaveBeenCalledWith('KT482915');
  });

  it('a declined card goes to the failed-payment page with the message and code', async () => {
    stubApi(() =>
      jsonResponse(402, {
        error: {
          code: 'PAYMENT_DECLINED',
          message: 'Your card was declined.',
          details: { paymentCode: 'CARD_DECLINED' },
        },
      }),
    );
    const { router } = renderForm();
    allReady();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay £1,650.00' }));
    fromGateway({ type: 'token', paymentToken: 'tok_123456789' });
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe(`/payment/failed/${CHECKOUT_UUID}`),
    );
    const q = new URLSearchParams(router.state.location.search);
    expect(q.get('error')).toBe('Your card was declined.');
    expect(q.get('errorCode')).toBe('CARD_DECLINED');
  });

  it("a failed payment with no itinerary says 'Failed to process payment. Please try again.'", async () => {
    stubApi(() => jsonResponse(402, { error: { code: 'PAYMENT_DECLINED', message: 'Declined.' } }));
    const { router } = renderForm(vi.fn(), undefined, '');
    allReady();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay £1,650.00' }));
    fromGateway({ type: 'token', paymentToken: 'tok_123456789' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to process payment. Please try again.');
    expect(router.state.location.pathname).toBe('/book/passengers');
  });

  it("frames whose pages load but never get ready say 'Failed to load payment provider scripts...'", () => {
    vi.useFakeTimers();
    try {
      stubApi(() => jsonResponse(500, {}));
      renderForm();
      for (const t of ['Card number', 'Expiry date (MM/YY)', 'Security code (CVV)'])
        fireEvent.load(screen.getByTitle(t));
      act(() => {
        vi.advanceTimersByTime(4_999);
      });
      expect(screen.queryByRole('alert')).toBeNull();
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Failed to load payment provider scripts. Please refresh the page.',
      );
      // The later 'form not loaded' time-out does not replace the more precise message.
      act(() => {
        vi.advanceTimersByTime(15_000);
      });
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Failed to load payment provider scripts. Please refresh the page.',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('with onFailed, a declined card is reported there instead of navigating, and the next try has a new key', async () => {
    let answer = () =>
      jsonResponse(402, {
        error: {
          code: 'PAYMENT_DECLINED',
          message: 'Your card was declined.',
          details: { paymentCode: 'CARD_DECLINED' },
        },
      });
    const calls = stubApi(() => answer());
    const onFailed = vi.fn();
    const { router } = renderForm(vi.fn(), onFailed);
    allReady();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Pay £1,650.00' }));
    fromGateway({ type: 'token', paymentToken: 'tok_123456789' });
    await vi.waitFor(() =>
      expect(onFailed).toHaveBeenCalledWith({
        message: 'Your card was declined.',
        code: 'CARD_DECLINED',
      }),
    );
    expect(router.state.location.pathname).toBe('/book/passengers');
    // The form is ready for another go, under a new Idempotency-Key.
    expect(screen.getByRole('button', { name: 'Pay £1,650.00' })).toBeEnabled();
    answer = () => jsonResponse(500, {});
    await user.click(screen.getByRole('button', { name: 'Pay £1,650.00' }));
    fromGateway({ type: 'token', paymentToken: 'tok_987654321' });
    await vi.waitFor(() => expect(onFailed).toHaveBeenCalledTimes(2));
    expect(onFailed).toHaveBeenLastCalledWith({
      message: 'Payment failed. Please check your details and try again.',
      code: 'PAYMENT_ERROR',
    });
    const keys = calls
      .filter((c) => c.path === '/payment/submit')
      .map((c) => (c.init.headers as Record<string, string>)['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
    expect(router.state.location.pathname).toBe('/book/passengers');
  });

  it("describes a failure: the response's message, else the error's, else the default", () => {
    expect(
      describePaymentFailure(new ApiError(402, 'PAYMENT_DECLINED', 'Card declined', {}, true)),
    ).toEqual({ message: 'Card declined', code: 'PAYMENT_FAILED' });
    expect(
      describePaymentFailure(new ApiError(502, undefined, 'Bad Gateway', undefined, false)),
    ).toEqual({
      message: 'Payment failed. Please check your details and try again.',
      code: 'PAYMENT_ERROR',
    });
    // Approved but given back because the booking could not be made: the server names it.
    expect(
      describePaymentFailure(
        new ApiError(
          409,
          'CONFLICT',
          'We could not complete your booking, so your payment has been cancelled.',
          { paymentCode: 'BOOKING_FAILED' },
          true,
        ),
      ),
    ).toEqual({
      message: 'We could not complete your booking, so your payment has been cancelled.',
      code: 'BOOKING_FAILED',
    });
    expect(describePaymentFailure(new NetworkError(new TypeError('offline')))).toEqual({
      message: 'Network request failed',
      code: 'PAYMENT_ERROR',
    });
    expect(describePaymentFailure('weird')).toEqual({
      message: 'Payment failed. Please check your details and try again.',
      code: 'PAYMENT_ERROR',
    });
  });

  it('3-D Secure: the card form gives way to the bank frame, with the request posted into it', async () => {
    stubApi(() =>
      jsonResponse(200, {
        requiresAction: true,
        redirectUrl: `${GATEWAY}/3ds/challenge`,
        redirectData: { creq: 'abc' },
      }),
    );
    const submit = vi
      .spyOn(HTMLFormElement.prototype, 'submit')
      .mockImplementation(() => undefined);
    renderForm();
    allReady();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay £1,650.00' }));
    fromGateway({ type: 'token', paymentToken: 'tok_123456789' });
    expect(await screen.findByTitle('Bank verification')).toBeInTheDocument();
    expect(screen.queryByTitle('Card number')).toBeNull();
    await vi.waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    const form = document.querySelector('form[target="sunward-3ds"]');
    expect(form?.getAttribute('action')).toBe(`${GATEWAY}/3ds/challenge`);
    expect(form?.querySelector('input[name="creq"]')?.getAttribute('value')).toBe('abc');
  });

  it('routes a final answer: airline confirmation, absolute and internal redirects, else the booking', () => {
    const base = {
      requiresAction: false as const,
      bookingReference: 'KT482915',
      transactionId: 'X1',
    };
    expect(nextRoute({ ...base, ryanairSessionId: 'S1', environment: 'test' })).toEqual({
      internal: '/book/ryanair-confirmation?sessionId=S1&target=TEST',
    });
    expect(nextRoute({ ...base, redirectUrl: 'https://bank.example/x' })).toEqual({
      external: 'https://bank.example/x',
    });
    expect(nextRoute({ ...base, redirectUrl: '/account' })).toEqual({ internal: '/account' });
    expect(nextRoute(base)).toEqual({ internal: '/book/confirmation/KT482915' });
  });
});
