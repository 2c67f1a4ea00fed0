import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerAnalyticsSink } from '../../../../shared/lib/analytics';
import { useSession } from '../../../../shared/stores/session';
import { jsonResponse, renderAt, stubApi } from '../../../../test/render';
import { customerItinerariesQuery } from '../../../../shared/api/itineraries';
import PaymentConfirmationPage from './PaymentConfirmationPage';
import { paymentConfirmationTexts as T } from './PaymentResult';

const VERIFIED = {
  success: true,
  transactionId: 'TXN-0001',
  bookingReference: 'SW123456',
  amount: 14700,
  paymentDate: '2026-11-21T10:05:00Z',
  paymentMethod: 'Visa ending 1111',
  status: 'Paid',
};

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

const PAGE = '/payment/confirmation?transactionId=TXN-0001&bookingReference=SW123456';

const offs: (() => void)[] = [];
function purchaseSink() {
  const sink = vi.fn();
  offs.push(registerAnalyticsSink(sink));
  return sink;
}

afterEach(() => {
  offs.splice(0).forEach((off) => off());
  useSession.setState({ token: null, user: null });
  vi.unstubAllGlobals();
});

/** The <dd> that a <dt> labels. */
function valueOf(label: string): HTMLElement {
  const term = screen.getByText(label, { selector: 'dt' });
  const value = term.nextElementSibling;
  if (!(value instanceof HTMLElement) || value.tagName !== 'DD')
    throw new Error(`No value for ${label}`);
  return value;
}

const verifyAnswers = (answer: () => Response | Promise<Response>) =>
  stubApi((path) =>
    path === '/payment/verify/payment' ? answer() : jsonResponse(404, { error: 'not stubbed' }),
  );

describe('PaymentConfirmationPage', () => {
  it("says 'Verifying Payment...' while it asks the server with both ids", async () => {
    let answer: (r: Response) => void = () => undefined;
    const calls = verifyAnswers(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderAt(PAGE, <PaymentConfirmationPage />);
    expect(await screen.findByRole('status')).toHaveTextContent('Verifying Payment...');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.path).toBe('/payment/verify/payment');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.body).toEqual({ transactionId: 'TXN-0001', bookingReference: 'SW123456' });
    answer(jsonResponse(200, VERIFIED));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Payment Successful!',
    );
    expect(screen.queryByText('Verifying Payment...')).toBeNull();
  });

  it('shows the verified payment: id, amount in pounds, reference, date, method, status', async () => {
    verifyAnswers(() => jsonResponse(200, VERIFIED));
    renderAt(PAGE, <PaymentConfirmationPage />);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' });
    expect(heading).toHaveFocus();
    expect(valueOf('Transaction ID')).toHaveTextContent('TXN-0001');
    expect(valueOf('Amount paid')).toHaveTextContent('£147.00');
    expect(valueOf('Booking reference')).toHaveTextContent('SW123456');
    expect(valueOf('Payment date')).toHaveTextContent('21 November 2026 at 10:05');
    expect(valueOf('Payment method')).toHaveTextContent('Visa ending 1111');
    expect(valueOf('Status')).toHaveTextContent('Paid');
    expect(screen.getByRole('link', { name: 'View Booking' })).toHaveAttribute(
      'href',
      '/book/confirmation/SW123456',
    );
    // A guest has no account: the button goes home.
    expect(screen.getByRole('link', { name: 'Go to My Account' })).toHaveAttribute('href', '/');
    expect(screen.getByText(/We have sent a confirmation email/)).toBeInTheDocument();
  });

  it("defaults an empty method to 'Card' and status to 'Confirmed', and formats pence", async () => {
    verifyAnswers(() =>
      jsonResponse(200, { ...VERIFIED, amount: 123456, paymentMethod: '', status: '' }),
    );
    renderAt(PAGE, <PaymentConfirmationPage />);
    await screen.findByText('Payment Successful!');
    expect(valueOf('Payment method')).toHaveTextContent(/^Card$/);
    expect(valueOf('Status')).toHaveTextContent(/^Confirmed$/);
    expect(screen.getByTestId('amount-paid')).toHaveTextContent('£1,234.56');
  });

  it.each([
    ['txn_id', 'booking_ref'],
    ['xref', 'orderRef'],
  ])('reads the ids from %s and %s too', async (txn, ref) => {
    const calls = verifyAnswers(() => jsonResponse(200, VERIFIED));
    renderAt(`/payment/confirmation?${txn}=XREF-9&${ref}=SW654321`, <PaymentConfirmationPage />);
    await screen.findByText('Payment Successful!');
    expect(calls[0]?.body).toEqual({ transactionId: 'XREF-9', bookingReference: 'SW654321' });
  });

  it('for a signed-in customer: My Account goes to /account and their bookings are refreshed', async () => {
    useSession.setState({ token: TOKEN, user: USER });
    verifyAnswers(() => jsonResponse(200, VERIFIED));
    const { client } = renderAt(PAGE, <PaymentConfirmationPage />);
    const bookingsKey = customerItinerariesQuery(TOKEN).queryKey;
    client.setQueryData(bookingsKey, []);
    expect(client.getQueryState(bookingsKey)?.isInvalidated).toBe(false);
    await screen.findByText('Payment Successful!');
    expect(screen.getByRole('link', { name: 'Go to My Account' })).toHaveAttribute(
      'href',
      '/account',
    );
    await vi.waitFor(() => {
      expect(client.getQueryState(bookingsKey)?.isInvalidated).toBe(true);
    });
  });

  it('refreshes the bookings only once, however often the page renders', async () => {
    useSession.setState({ token: TOKEN, user: USER });
    verifyAnswers(() => jsonResponse(200, VERIFIED));
    const { client, router } = renderAt(PAGE, <PaymentConfirmationPage />);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await screen.findByText('Payment Successful!');
    await vi.waitFor(() => {
      expect(invalidate).toHaveBeenCalled();
    });
    const refreshes = () =>
      invalidate.mock.calls.filter(([filters]) => filters?.queryKey?.[1] === 'itineraries').length;
    expect(refreshes()).toBe(1);
    // Same payment, the page rendered again (a tracking parameter added to the address).
    await act(() => router.navigate(`${PAGE}&utm_source=email`));
    expect(router.state.location.search).toContain('utm_source=email');
    expect(screen.getByText('Payment Successful!')).toBeInTheDocument();
    expect(refreshes()).toBe(1);
  });

  it("reports 'Purchase' exactly once, with pence, GBP and the reference", async () => {
    const sink = purchaseSink();
    verifyAnswers(() => jsonResponse(200, VERIFIED));
    const first = renderAt(PAGE, <PaymentConfirmationPage />);
    await screen.findByText('Payment Successful!');
    await vi.waitFor(() => {
      expect(sink).toHaveBeenCalled();
    });
    // A re-render, a new query answer and a reload of the page do not report it again.
    first.rerender(<></>);
    first.unmount();
    renderAt(PAGE, <PaymentConfirmationPage />);
    await screen.findByText('Payment Successful!');
    expect(sink).toHaveBeenCalledExactlyOnceWith('Purchase', {
      value: 14700,
      currency: 'GBP',
      reference: 'SW123456',
    });
  });

  it('a declined verification shows the server message, the reference and the ways on', async () => {
    const sink = purchaseSink();
    verifyAnswers(() =>
      jsonResponse(200, { ...VERIFIED, success: false, message: 'The card was declined.' }),
    );
    renderAt(PAGE, <PaymentConfirmationPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment Failed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The card was declined.');
    expect(valueOf('Booking reference')).toHaveTextContent('SW123456');
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute(
      'href',
      '/book/passengers',
    );
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(screen.getByTestId('support-advice')).toHaveTextContent(
      /contact our support team on 0330 088 5600 or hello@sunwardholidays\.co\.uk, quoting booking reference SW123456\./,
    );
    expect(screen.queryByRole('link', { name: 'View Booking' })).toBeNull();
    expect(sink).not.toHaveBeenCalled();
  });

  it('a declined verification without a message says the default text', async () => {
    verifyAnswers(() => jsonResponse(200, { ...VERIFIED, success: false }));
    renderAt(PAGE, <PaymentConfirmationPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Payment verification failed\. Please contact support\.$/,
    );
  });

  it.each([
    ['no answer at all', () => Promise.reject(new TypeError('Failed to fetch'))],
    [
      'a server fault',
      () => jsonResponse(500, { error: { code: 'INTERNAL', message: 'Database down' } }),
    ],
    [
      'an unavailable server',
      () => jsonResponse(503, { error: { code: 'UNAVAILABLE', message: 'Try later' } }),
    ],
  ])('%s: unable to verify at this time', async (_label, answer) => {
    verifyAnswers(answer);
    renderAt(PAGE, <PaymentConfirmationPage />);
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Unable to verify payment at this time. Please contact support with your transaction details.',
    );
    expect(screen.getByRole('link', { name: 'Try Again' })).toBeInTheDocument();
  });

  it.each([
    [
      'a refused request',
      () => jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'No such payment' } }),
    ],
    ['an answer outside the contract', () => jsonResponse(200, { success: true })],
  ])('%s: an error occurred while confirming', async (_label, answer) => {
    verifyAnswers(answer);
    renderAt(PAGE, <PaymentConfirmationPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^An error occurred while confirming your payment\.$/,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment Failed');
  });

  it('without a transaction id or reference: the failure view and no call', async () => {
    const calls = verifyAnswers(() => jsonResponse(200, VERIFIED));
    renderAt('/payment/confirmation?txn_id=&orderRef=', <PaymentConfirmationPage />);
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^Missing required payment verification parameters$/,
    );
    // Without a reference there is nothing to try again with.
    expect(screen.queryByRole('link', { name: 'Try Again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go Home' })).toBeInTheDocument();
    expect(screen.getByTestId('support-advice')).toHaveTextContent(
      'quoting your transaction details.',
    );
    expect(calls).toHaveLength(0);
  });

  it('with a reference but no transaction id: missing parameters, Try Again kept', async () => {
    const calls = verifyAnswers(() => jsonResponse(200, VERIFIED));
    renderAt('/payment/confirmation?bookingReference=SW123456', <PaymentConfirmationPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(T.missingParameters);
    expect(screen.getByRole('link', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getByTestId('support-advice')).toHaveTextContent('SW123456');
    expect(calls).toHaveLength(0);
  });

  it('keeps the spec texts word for word', () => {
    expect(T).toMatchObject({
      verifying: 'Verifying Payment...',
      successTitle: 'Payment Successful!',
      failedTitle: 'Payment Failed',
      missingParameters: 'Missing required payment verification parameters',
      verificationFailed: 'Payment verification failed. Please contact support.',
      unableToVerify:
        'Unable to verify payment at this time. Please contact support with your transaction details.',
      errorConfirming: 'An error occurred while confirming your payment.',
      viewBooking: 'View Booking',
      goToAccount: 'Go to My Account',
      tryAgain: 'Try Again',
      goHome: 'Go Home',
    });
  });
});
