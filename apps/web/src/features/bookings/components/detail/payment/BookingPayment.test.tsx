import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingDetailFixture } from '../../../../../test/booking-detail-fixtures';
import { jsonResponse, renderAt, stubApi } from '../../../../../test/render';
import { BookingPayment } from './BookingPayment';
import { deferred, entry, PATHS, scheduleFixture, sessionFixture } from './test-payment-fixtures';

const base = bookingDetailFixture();

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderFlow(booking = base) {
  const view = renderAt(
    `/account/booking/${booking.reference}/payment`,
    <BookingPayment booking={booking} />,
  );
  return { ...view, user: userEvent.setup() };
}

const region = () => within(screen.getByRole('region', { name: 'Make a payment' }));
const currentStep = () =>
  within(screen.getByRole('list', { name: 'Payment steps' }))
    .getAllByRole('listitem')
    .filter((li) => li.getAttribute('aria-current') === 'step')
    .map((li) => li.lastElementChild?.textContent);

describe('Payment tab flow, steps 1 and 2 (docs/spec/3-accounts-bookings-content.md §2, §4, §5, §8)', () => {
  it('step 1 offers the three amounts, the next instalment chosen, and the step indicator at 1', async () => {
    stubApi(() => jsonResponse(500, {}));
    const { user } = renderFlow();
    expect(region().getByText('Select how much you would like to pay')).toBeVisible();
    const group = region().getByRole('radiogroup', {
      name: 'Select how much you would like to pay',
    });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      'Next Installment PaymentDue Friday 12 March 2027',
      'Pay Remaining Balance£1,002.00',
      'Pay Custom AmountAny amount from £1.00',
    ]);
    expect(radios[0]).toBeChecked();
    expect(currentStep()).toEqual(['Step 1: Select Amount']);
    // Keyboard only: the arrow keys move the choice.
    await user.tab();
    expect(radios[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(radios[1]).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(radios[2]).toBeChecked();
    expect(region().getByRole('spinbutton', { name: 'Amount to pay (£)' })).toBeVisible();
    expect(region().getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('a custom amount: each rule has its message, nothing is asked of the server until it passes', async () => {
    const calls = stubApi(() => jsonResponse(200, scheduleFixture({ payment_amount: 25050 })));
    const { user } = renderFlow();
    await user.click(region().getByRole('radio', { name: /Pay Custom Amount/ }));
    const amount = region().getByRole('spinbutton', { name: 'Amount to pay (£)' });
    expect(amount).toHaveAttribute('step', '0.01');
    expect(amount).toHaveAttribute('min', '1');
    const cont = region().getByRole('button', { name: 'Continue' });
    const tries: [string, string][] = [
      ['', 'Please enter an amount'],
      ['0', 'Please enter a valid amount'],
      ['12.345', 'Please enter a valid amount'],
      ['0.99', 'Minimum payment amount is £1.00'],
      ['1002.01', 'Amount cannot exceed remaining balance of £1002.00'],
    ];
    for (const [typed, message] of tries) {
      await user.clear(amount);
      if (typed) await user.type(amount, typed);
      await user.click(cont);
      expect(amount).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(amount).toHaveAttribute('aria-invalid', 'true');
    }
    expect(calls.filter((c) => c.path === PATHS.schedule)).toHaveLength(0);
    await user.clear(amount);
    await user.type(amount, '250.50');
    await user.click(cont);
    expect(await region().findByText('Preview Payment Schedule')).toBeVisible();
    expect(calls.find((c) => c.path === PATHS.schedule)?.body).toEqual({
      paymentType: 'custom',
      amount: 25050,
    });
  });

  it('Continue shows the schedule the payment leaves with the current instalment highlighted; Back keeps the choice', async () => {
    const calls = stubApi(() =>
      jsonResponse(
        200,
        scheduleFixture({
          schedule: [
            entry('i1', 'Deposit', 14700, '2026-11-21', 14700),
            entry('i2', 'Payment 2', 50100, '2027-01-12', 50100),
            entry('i3', 'Payment 3', 50100, '2027-03-12', 25000),
            entry('i4', 'Payment 4', 50100, '2027-05-12', 0),
          ],
        }),
      ),
    );
    const { user } = renderFlow();
    await user.click(region().getByRole('radio', { name: /Pay Remaining Balance/ }));
    await user.click(region().getByRole('button', { name: 'Continue' }));
    const heading = await region().findByRole('heading', { name: 'Preview Payment Schedule' });
    expect(heading).toHaveFocus();
    expect(currentStep()).toEqual(['Step 2: Review Schedule']);
    expect(calls[0]?.body).toEqual({ paymentType: 'remaining_balance' });
    const rows = within(
      region().getByRole('list', { name: 'Payment schedule after this payment' }),
    ).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      'DepositSaturday 21 November 2026£147.00Paid',
      'Payment 2Tuesday 12 January 2027£501.00Paid',
      'Payment 3Next dueFriday 12 March 2027£501.00£251.00 duePending',
      'Payment 4Wednesday 12 May 2027£501.00Pending',
    ]);
    expect(rows.map((r) => r.getAttribute('aria-current'))).toEqual([null, null, 'step', null]);
    expect(region().getByText(/Your next payment of £501.00 will be due on/)).toBeVisible();
    await user.click(region().getByRole('button', { name: 'Back' }));
    expect(region().getByRole('radio', { name: /Pay Remaining Balance/ })).toBeChecked();
    expect(
      region().getByRole('heading', { name: 'Select how much you would like to pay' }),
    ).toHaveFocus();
    expect(currentStep()).toEqual(['Step 1: Select Amount']);
  });

  it("a schedule that cannot be shown says 'No Schedule Data' with Go Back", async () => {
    stubApi(() => jsonResponse(200, scheduleFixture({ schedule: [] })));
    const { user } = renderFlow();
    await user.click(region().getByRole('button', { name: 'Continue' }));
    expect(await region().findByRole('heading', { name: 'No Schedule Data' })).toBeVisible();
    expect(
      region().getByText('Unable to display payment schedule. Please try again.'),
    ).toBeVisible();
    expect(region().queryByRole('button', { name: 'Proceed to Payment' })).toBeNull();
    await user.click(region().getByRole('button', { name: 'Go Back' }));
    expect(region().getByText('Select how much you would like to pay')).toBeVisible();
  });

  it('a failed preview shows the error panel; Try again asks again, dismiss closes it', async () => {
    let answer = () => jsonResponse(500, {});
    const calls = stubApi(() => answer());
    const { user } = renderFlow();
    await user.click(region().getByRole('button', { name: 'Continue' }));
    const panel = await region().findByRole('alert');
    expect(panel).toHaveTextContent('Payment Error');
    expect(panel).toHaveTextContent('Failed to fetch payment schedule. Please try again.');
    await user.click(within(panel).getByRole('button', { name: 'Dismiss' }));
    expect(region().queryByRole('alert')).toBeNull();
    await user.click(region().getByRole('button', { name: 'Continue' }));
    answer = () => jsonResponse(200, scheduleFixture());
    await user.click(
      within(await region().findByRole('alert')).getByRole('button', { name: 'Try again' }),
    );
    expect(await region().findByText('Preview Payment Schedule')).toBeVisible();
    expect(region().queryByRole('alert')).toBeNull();
    expect(calls.filter((c) => c.path === PATHS.schedule)).toHaveLength(3);
  });

  it("a refused amount (422) shows the rule's own message", async () => {
    stubApi(() =>
      jsonResponse(422, {
        error: {
          code: 'VALIDATION',
          message: 'Invalid request',
          details: { errors: { amount: ['Amount cannot exceed remaining balance of £400.00'] } },
        },
      }),
    );
    const { user } = renderFlow();
    await user.click(region().getByRole('button', { name: 'Continue' }));
    expect(await region().findByRole('alert')).toHaveTextContent(
      'Amount cannot exceed remaining balance of £400.00',
    );
  });

  it("'Proceed to Payment' says 'Initializing...' while the session opens, against the balance shown, then step 3", async () => {
    const init = deferred<Response>();
    const calls = stubApi((path) =>
      path === PATHS.schedule ? jsonResponse(200, scheduleFixture()) : init.promise,
    );
    const { user } = renderFlow();
    await user.click(region().getByRole('button', { name: 'Continue' }));
    await user.click(await region().findByRole('button', { name: 'Proceed to Payment' }));
    expect(region().getByRole('button', { name: 'Initializing...' })).toBeDisabled();
    expect(region().getByRole('button', { name: 'Back' })).toBeDisabled();
    init.resolve(jsonResponse(200, sessionFixture()));
    expect(await region().findByRole('heading', { name: 'Complete Payment' })).toHaveFocus();
    expect(region().getByText('Confirm Payment Details')).toBeVisible();
    expect(region().getByText(/You are about to pay/)).toHaveTextContent(
      'You are about to pay £501.00',
    );
    expect(currentStep()).toEqual(['Step 3: Confirm & Pay']);
    expect(calls.find((c) => c.path === PATHS.init)?.body).toEqual({
      paymentType: 'next_installment',
      remainingBalance: 100200,
    });
  });

  it("opening the session: a changed balance (409) shows the server's words, Try again opens it again, anything else the init message", async () => {
    let answer = () =>
      jsonResponse(409, {
        error: {
          code: 'BALANCE_CHANGED',
          message: 'Your balance has changed since you started this payment.',
        },
      });
    const calls = stubApi((path) =>
      path === PATHS.schedule ? jsonResponse(200, scheduleFixture()) : answer(),
    );
    const { user } = renderFlow();
    await user.click(region().getByRole('button', { name: 'Continue' }));
    await user.click(await region().findByRole('button', { name: 'Proceed to Payment' }));
    const panel = await region().findByRole('alert');
    expect(panel).toHaveTextContent('Your balance has changed since you started this payment.');
    expect(region().getByText('Preview Payment Schedule')).toBeVisible();
    answer = () => jsonResponse(500, {});
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() =>
      expect(region().getByRole('alert')).toHaveTextContent(
        'Failed to initialize payment. Please try again.',
      ),
    );
    expect(calls.filter((c) => c.path === PATHS.init)).toHaveLength(2);
    answer = () => jsonResponse(200, sessionFixture());
    await user.click(region().getByRole('button', { name: 'Try again' }));
    expect(await region().findByText('Complete Payment')).toBeVisible();
  });

  it('a custom amount opens its session in pence', async () => {
    const calls = stubApi((path) =>
      path === PATHS.schedule
        ? jsonResponse(200, scheduleFixture({ payment_amount: 2000 }))
        : jsonResponse(200, sessionFixture({ amount: 2000, paymentType: 'custom' })),
    );
    const { user } = renderFlow();
    await user.click(region().getByRole('radio', { name: /Pay Custom Amount/ }));
    await user.type(region().getByRole('spinbutton', { name: 'Amount to pay (£)' }), '20');
    await user.click(region().getByRole('button', { name: 'Continue' }));
    await user.click(await region().findByRole('button', { name: 'Proceed to Payment' }));
    expect(await region().findByText(/You are about to pay/)).toHaveTextContent('£20.00');
    expect(calls.find((c) => c.path === PATHS.init)?.body).toEqual({
      paymentType: 'custom',
      amount: 2000,
      remainingBalance: 100200,
    });
  });

  it("nothing left to pay: 'This booking has been paid in full.' and no flow", () => {
    stubApi(() => jsonResponse(500, {}));
    renderFlow(
      bookingDetailFixture({
        payment: { ...base.payment, paidAmount: 165000, remainingBalance: 0 },
      }),
    );
    expect(region().getByText('This booking has been paid in full.')).toBeVisible();
    expect(region().queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Payment steps' })).toBeNull();
  });
});
