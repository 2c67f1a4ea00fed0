import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderAt } from '../../../../test/render';
import { CHECKOUT_UUID } from '../../test-fixtures';
import { registerAnalyticsSink } from '../../../../shared/lib/analytics';
import { PlanSelector } from './PlanSelector';
import { committedView, errorResponse, PLANS, stubCheckout } from './test-helpers';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPlans(planId: string | null = null) {
  const onConfirmed = vi.fn();
  renderAt(
    '/book/passengers',
    <PlanSelector
      uuid={CHECKOUT_UUID}
      planId={planId}
      onConfirmed={onConfirmed}
      onGone={() => undefined}
    />,
  );
  return onConfirmed;
}

const confirmButton = () => screen.getByRole('button', { name: 'Confirm Payment Plan' });

describe('PlanSelector (docs/spec/2-checkout-payment.md §4, §9)', () => {
  it("shows 'paid in full' as its total only, other plans as deposit, payments and 'From'", async () => {
    const calls = stubCheckout(committedView());
    renderPlans();
    const full = await screen.findByRole('radio', { name: /Paid in Full/ });
    const fullLabel = full.closest('label');
    expect(fullLabel).toHaveTextContent('£1,650.00');
    expect(fullLabel).not.toHaveTextContent('Deposit');
    expect(fullLabel).not.toHaveTextContent('From');
    const monthly = screen.getByRole('radio', { name: /Monthly Payments/ }).closest('label');
    expect(monthly).toHaveTextContent('Deposit £147.00');
    expect(monthly).toHaveTextContent('3 monthly payments');
    expect(monthly).toHaveTextContent('From £501.00');
    expect(calls.at(0)?.path).toBe(`/checkout/plans?uuid=${CHECKOUT_UUID}`);
  });

  it('keeps Confirm disabled until a plan is chosen, shows its schedule, then saves it', async () => {
    let release: () => void = () => undefined;
    const calls = stubCheckout(committedView(), {
      'POST /checkout/plan': () =>
        new Promise((resolve) => {
          release = () =>
            resolve(jsonResponse(200, { state: 'plan_chosen', plan: PLANS.plans[1] }));
        }),
    });
    const user = userEvent.setup();
    const onConfirmed = renderPlans();
    await screen.findByRole('radio', { name: /Monthly Payments/ });
    expect(confirmButton()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Monthly Payments/ }));
    expect(confirmButton()).toBeEnabled();
    const schedule = within(screen.getByRole('table'));
    expect(
      schedule
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual([
      '21 November 2026£147.00Due',
      '12 January 2027£501.00Due',
      '12 March 2027£501.00Due',
      '12 May 2027£501.00Due',
    ]);
    await user.click(confirmButton());
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    const events: [string, Record<string, unknown>][] = [];
    const unregister = registerAnalyticsSink((event, data) => events.push([event, data]));
    release();
    await waitFor(() => expect(onConfirmed).toHaveBeenCalled());
    // docs/spec/2-checkout-payment.md §4: 'InitiateCheckout' fires on plan confirm.
    expect(events).toEqual([
      [
        'InitiateCheckout',
        expect.objectContaining({ currency: 'GBP', reference: CHECKOUT_UUID }) as unknown,
      ],
    ]);
    unregister();
    expect(calls.at(-1)).toMatchObject({
      path: '/checkout/plan',
      body: { uuid: CHECKOUT_UUID, planId: 'monthly' },
    });
  });

  it('shows no schedule for the paid-in-full plan, and restores a saved choice', async () => {
    stubCheckout(committedView());
    renderPlans('full');
    expect(await screen.findByRole('radio', { name: /Paid in Full/ })).toBeChecked();
    expect(screen.queryByRole('table')).toBeNull();
    expect(confirmButton()).toBeEnabled();
  });

  it('says when plans fail to load, and Try again asks again', async () => {
    let fail = true;
    stubCheckout(committedView(), {
      'GET /checkout/plans': () =>
        fail ? errorResponse(500, 'INTERNAL', 'boom') : jsonResponse(200, PLANS),
    });
    const user = userEvent.setup();
    renderPlans();
    expect(
      await screen.findByText('Failed to load payment plans. Please try again.'),
    ).toBeVisible();
    // The failure is also a toast.
    expect(
      await screen.findByText('Failed to load payment options. Please try again.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: /Paid in Full/ })).toBeInTheDocument();
  });

  it('says when there are no plans, with Try again', async () => {
    stubCheckout(committedView(), {
      'GET /checkout/plans': () => jsonResponse(200, { ...PLANS, plans: [] }),
    });
    renderPlans();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No payment plans available at this time.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says when the choice cannot be saved', async () => {
    stubCheckout(committedView(), {
      'POST /checkout/plan': () => errorResponse(500, 'INTERNAL', 'boom'),
    });
    const user = userEvent.setup();
    const onConfirmed = renderPlans();
    await user.click(await screen.findByRole('radio', { name: /Paid in Full/ }));
    await user.click(confirmButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Failed to save payment plan selection');
    expect(onConfirmed).not.toHaveBeenCalled();
  });

  it("puts the server's reason after 'Failed to save payment plan selection. '", async () => {
    stubCheckout(committedView(), {
      'POST /checkout/plan': () =>
        errorResponse(409, 'PLAN_UNAVAILABLE', 'That plan is no longer offered.'),
    });
    const user = userEvent.setup();
    renderPlans();
    await user.click(await screen.findByRole('radio', { name: /Paid in Full/ }));
    await user.click(confirmButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Failed to save payment plan selection. That plan is no longer offered.',
    );
  });
});
