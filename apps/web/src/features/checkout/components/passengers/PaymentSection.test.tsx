import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderAt } from '../../../../test/render';
import { CHECKOUT_UUID } from '../../test-fixtures';
import { PaymentSection } from './PaymentSection';
import { completedView, errorResponse, PAYMENT_DATA, stubCheckout } from './test-helpers';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PaymentSection (amount due today and the card form)', () => {
  it("shows today's amount from the payment data and the chosen plan", async () => {
    const calls = stubCheckout(completedView({ plan_id: 'full' }), {
      [`GET /checkout/${CHECKOUT_UUID}/payment-data`]: () =>
        jsonResponse(200, { ...PAYMENT_DATA, amount: 165000 }),
    });
    renderAt('/book/passengers', <PaymentSection uuid={CHECKOUT_UUID} planId="full" />);
    expect(await screen.findByTestId('amount-due-today')).toHaveTextContent('£1,650.00');
    expect(await screen.findByText('Paid in Full')).toBeInTheDocument();
    expect(screen.queryByText(/monthly payment/)).toBeNull();
    expect(screen.getByRole('form', { name: 'Card payment' })).toBeInTheDocument();
    expect(screen.getByTitle('Card number')).toHaveAttribute(
      'src',
      expect.stringMatching(
        /^http:\/\/localhost:3000\/gateway\/hosted\/field\?field=number/,
      ) as unknown,
    );
    expect(calls.map((c) => c.path)).toContain(`/checkout/${CHECKOUT_UUID}/payment-data`);
  });

  it('says when the payment data cannot be loaded, and Retry asks again', async () => {
    let fail = true;
    stubCheckout(completedView(), {
      [`GET /checkout/${CHECKOUT_UUID}/payment-data`]: () =>
        fail
          ? errorResponse(409, 'CONFLICT', 'Choose a plan first')
          : jsonResponse(200, PAYMENT_DATA),
    });
    const user = userEvent.setup();
    renderAt('/book/passengers', <PaymentSection uuid={CHECKOUT_UUID} planId="monthly" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load payment options.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('amount-due-today')).toHaveTextContent('£147.00');
    expect(screen.getByText(/then 3 monthly payments from £501.00/)).toBeInTheDocument();
  });
});
