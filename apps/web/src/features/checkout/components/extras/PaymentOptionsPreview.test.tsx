import type { PaymentPlan } from '@sunward/contracts/checkout';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '../../../../test/render';
import { CHECKOUT_UUID } from '../../test-fixtures';
import { PaymentOptionsPreview, PREVIEW_FAILED } from './PaymentOptionsPreview';

const plan = (patch: Partial<PaymentPlan>): PaymentPlan => ({
  id: 'full',
  name: 'Paid in full',
  description: 'Pay the whole amount today',
  deposit: 165000,
  payments: 0,
  installment_amount: 0,
  total: 165000,
  schedule: [{ payment_date: '2027-01-10', amount: 165000 }],
  ...patch,
});

const plans = [
  plan({}),
  plan({
    id: 'monthly',
    name: 'Monthly instalments',
    deposit: 14700,
    payments: 5,
    installment_amount: 30060,
  }),
];

function stub(fail = false) {
  return stubApi((path) => {
    const total = Number(new URL(path, 'http://x').searchParams.get('total'));
    return fail
      ? jsonResponse(500, { error: { code: 'INTERNAL', message: 'Down' } })
      : jsonResponse(200, { plans, total, selected_plan_id: null });
  });
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const totals = (calls: { path: string }[]) =>
  calls.map((c) => new URL(c.path, 'http://x').searchParams.get('total'));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('PaymentOptionsPreview (docs/spec/2-checkout-payment.md §7, §8, §9)', () => {
  it('fetches 500 ms after mount, for the total on screen', async () => {
    const calls = stub();
    render(<PaymentOptionsPreview uuid={CHECKOUT_UUID} depositAvailable total={165000} />);
    await advance(499);
    expect(calls).toHaveLength(0);
    await advance(1);
    expect(calls.map((c) => c.path)).toEqual([
      `/checkout/plans?uuid=${CHECKOUT_UUID}&total=165000`,
    ]);
  });

  it('re-fetches 500 ms after the total stops changing', async () => {
    const calls = stub();
    const { rerender } = render(
      <PaymentOptionsPreview uuid={CHECKOUT_UUID} depositAvailable total={165000} />,
    );
    await advance(500);
    rerender(<PaymentOptionsPreview uuid={CHECKOUT_UUID} depositAvailable total={170499} />);
    await advance(300);
    rerender(<PaymentOptionsPreview uuid={CHECKOUT_UUID} depositAvailable total={175998} />);
    await advance(499);
    expect(totals(calls)).toEqual(['165000']);
    await advance(1);
    expect(totals(calls)).toEqual(['165000', '175998']);
  });

  it('skips the fetch when the total is back to the one already fetched', async () => {
    const calls = stub();
    const { rerender } = render(
      <PaymentOptionsPreview uuid={CHECKOUT_UUID} depositAvailable total={165000} />,
    );
    await advance(500);
    rerender(<PaymentOptionsPreview uuid={CHECKOUT_UUID} depositAvailable total={165000} />);
    await advance(1000);
    rerender(<PaymentOptionsPreview uuid={CHECKOUT_UUID} depositAvailable total={170499} />);
    await advance(200);
    rerender(<PaymentOptionsPreview uuid={CHECKOUT_UUID} depositAvailable total={165000} />);
    await advance(1000);
    expect(totals(calls)).toEqual(['165000']);
  });

  it('shows paid in full as its total only, and other plans as deposit, payments and From', async () => {
    stub();
    render(<PaymentOptionsPreview uuid={CHECKOUT_UUID} depositAvailable total={165000} />);
    await advance(500);
    const [full, monthly] = screen.getAllByRole('listitem');
    expect(full).toHaveTextContent('Paid in full');
    expect(full).toHaveTextContent('Total £1,650.00');
    expect(full).not.toHaveTextContent('Deposit');
    expect(monthly).toHaveTextContent('Deposit £147.00');
    expect(monthly).toHaveTextContent('5 payments, From £300.60');
  });

  it('says payment options will be available during checkout when the fetch fails', async () => {
    stub(true);
    render(<PaymentOptionsPreview uuid={CHECKOUT_UUID} depositAvailable total={165000} />);
    expect(screen.queryByText(PREVIEW_FAILED)).not.toBeInTheDocument();
    await advance(500);
    expect(screen.getByText('Payment options will be available during checkout')).toBeVisible();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('claims deposits only when a deposit plan is offered for the departure', async () => {
    stub();
    const { rerender } = render(
      <PaymentOptionsPreview uuid={CHECKOUT_UUID} depositAvailable total={165000} />,
    );
    expect(screen.getByText(/Deposits from £49 per person\./)).toBeVisible();
    rerender(
      <PaymentOptionsPreview uuid={CHECKOUT_UUID} depositAvailable={false} total={165000} />,
    );
    expect(screen.queryByText(/Deposits from/)).toBeNull();
    expect(screen.getByText(/Pay in full: departure is too soon for a deposit\./)).toBeVisible();
  });
});
