import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../../shared/stores/session';
import { useToasts } from '../../../../shared/stores/toasts';
import { jsonResponse, renderAt } from '../../../../test/render';
import { checkoutQuery } from '../../api/get-checkout';
import { CHECKOUT_UUID } from '../../test-fixtures';
import { BillingForm } from './BillingForm';
import {
  BILLING,
  committedView,
  errorResponse,
  fillBilling,
  PREFILL,
  stubCheckout,
  USER,
} from './test-helpers';

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().logout();
  useToasts.setState({ toasts: [] });
});

/** What the page does: it reads the checkout while the form is open. */
function CheckoutObserver() {
  useQuery(checkoutQuery(CHECKOUT_UUID));
  return null;
}

function renderBilling(
  props: { userId?: string | null; announcePrefill?: boolean; withCheckout?: boolean } = {},
) {
  const onComplete = vi.fn();
  const view = renderAt(
    '/book/passengers',
    <>
      {props.withCheckout && <CheckoutObserver />}
      <BillingForm
        uuid={CHECKOUT_UUID}
        saved={null}
        userId={props.userId ?? null}
        announcePrefill={props.announcePrefill ?? true}
        onComplete={onComplete}
        onGone={() => undefined}
      />
    </>,
  );
  return { ...view, onComplete };
}

const form = () => within(screen.getByRole('form', { name: 'Billing details' }));
const continueButton = () => form().getByRole('button', { name: 'Continue' });

describe('BillingForm (docs/spec/2-checkout-payment.md §5 Billing, §7 Billing submit)', () => {
  it("shows the spec's messages once each field has been visited; line 2 is optional", async () => {
    stubCheckout(committedView());
    const user = userEvent.setup();
    renderBilling();
    for (const label of ['Email address', 'Telephone', 'Address line 1', 'Address line 2']) {
      await user.click(form().getByLabelText(label, { exact: false }));
    }
    await user.click(form().getByLabelText('Town/City'));
    await user.click(form().getByLabelText('Postcode'));
    await user.tab();
    expect(form().getByLabelText('Email address')).toHaveAccessibleDescription('Email is required');
    expect(form().getByLabelText('Telephone')).toHaveAccessibleDescription('Telephone is required');
    expect(form().getByLabelText('Address line 1')).toHaveAccessibleDescription(
      'Address line 1 is required',
    );
    expect(form().getByLabelText('Address line 2', { exact: false })).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(form().getByLabelText('Town/City')).toHaveAccessibleDescription('Town/City is required');
    expect(form().getByLabelText('Postcode')).toHaveAccessibleDescription('Postcode is required');
    expect(continueButton()).toBeDisabled();
  });

  it('checks the email format and the telephone rule (7 digits or +)', async () => {
    stubCheckout(committedView());
    const user = userEvent.setup();
    renderBilling();
    await fillBilling(user, { ...BILLING, email: 'sam@example', phone: '12-34-56' });
    await user.tab();
    expect(form().getByLabelText('Email address')).toHaveAccessibleDescription(
      'Enter a valid email address',
    );
    expect(form().getByLabelText('Telephone')).toHaveAccessibleDescription(
      'Enter a valid telephone number',
    );
    expect(continueButton()).toBeDisabled();
    await fillBilling(user, { email: BILLING.email, phone: '+441 234' });
    await waitFor(() => expect(continueButton()).toBeEnabled());
    expect(form().getByLabelText('Telephone')).not.toHaveAttribute('aria-invalid');
  });

  it('submits billing with the guest userId null, then confirms prices with {uuid}', async () => {
    const calls = stubCheckout(committedView());
    const user = userEvent.setup();
    const { onComplete } = renderBilling();
    await fillBilling(user, { ...BILLING, postcode: 'ls1 4ap' });
    await waitFor(() => expect(continueButton()).toBeEnabled());
    await user.click(continueButton());
    await waitFor(() => expect(onComplete).toHaveBeenCalledWith(false));
    expect(calls.map((c) => `${c.init.method ?? 'GET'} ${c.path}`)).toEqual([
      'POST /checkout/billing',
      'POST /checkout/billing/confirm',
    ]);
    expect(calls.at(0)?.body).toEqual({
      itineraryUuid: CHECKOUT_UUID,
      userId: null,
      billing: { ...BILLING, postcode: 'LS1 4AP' },
    });
    expect(calls.at(1)?.body).toEqual({ uuid: CHECKOUT_UUID });
  });

  it('sends the signed-in customer id and prefills the empty fields with a toast', async () => {
    useSession.getState().signIn('t'.repeat(43), USER);
    const calls = stubCheckout(committedView());
    const user = userEvent.setup();
    const { onComplete } = renderBilling({ userId: USER.id });
    expect(
      await screen.findByText('Your account details have been loaded into the billing form.'),
    ).toBeInTheDocument();
    expect(form().getByLabelText('Email address')).toHaveValue(PREFILL.billing.email);
    expect(form().getByLabelText('Town/City')).toHaveValue('Brighton');
    expect(calls.at(0)?.path).toBe('/checkout/billing-prefill');
    await waitFor(() => expect(continueButton()).toBeEnabled());
    await user.click(continueButton());
    await waitFor(() => expect(onComplete).toHaveBeenCalled());
    expect(calls.find((c) => c.path === '/checkout/billing')?.body).toMatchObject({
      userId: USER.id,
      billing: { email: PREFILL.billing.email, postcode: 'BN1 1AA' },
    });
  });

  it('prefills without its own toast right after signing in here', async () => {
    useSession.getState().signIn('t'.repeat(43), USER);
    stubCheckout(committedView());
    renderBilling({ userId: USER.id, announcePrefill: false });
    await waitFor(() => expect(form().getByLabelText('Postcode')).toHaveValue('BN1 1AA'));
    expect(
      screen.queryByText('Your account details have been loaded into the billing form.'),
    ).toBeNull();
  });

  it('shows both totals on a price change and continues at the new price', async () => {
    const calls = stubCheckout(committedView(), {
      'POST /checkout/billing/confirm': (body) =>
        (body as { accept_total_pence?: number }).accept_total_pence === 171250
          ? jsonResponse(200, { state: 'prices_confirmed', totals: committedView().totals })
          : errorResponse(409, 'PRICE_CHANGED', 'The price of your holiday has changed.', {
              previous_total: 165000,
              total: 171250,
            }),
    });
    const user = userEvent.setup();
    // The page holds the checkout; the new price is read again from it.
    const { onComplete } = renderBilling({ withCheckout: true });
    await waitFor(() => expect(calls).toHaveLength(1));
    await fillBilling(user);
    await waitFor(() => expect(continueButton()).toBeEnabled());
    await user.click(continueButton());
    const alert = await screen.findByText('The price of your holiday has changed');
    expect(alert.parentElement).toHaveTextContent('It was £1,650.00 and is now £1,712.50.');
    expect(onComplete).not.toHaveBeenCalled();
    const before = calls.length;
    await user.click(screen.getByRole('button', { name: 'Continue at £1,712.50' }));
    await waitFor(() => expect(onComplete).toHaveBeenCalledWith(true));
    // The new price is accepted on the server, then the checkout is read again at it.
    expect(calls.slice(before).map((c) => [c.path, c.body])).toEqual([
      ['/checkout/billing/confirm', { uuid: CHECKOUT_UUID, accept_total_pence: 171250 }],
      [`/checkout/${CHECKOUT_UUID}`, undefined],
    ]);
  });

  it("says 'Failed to submit billing details' with the server's field messages", async () => {
    const calls = stubCheckout(committedView(), {
      'POST /checkout/billing': () =>
        errorResponse(422, 'UNPROCESSABLE', 'Check your details', {
          errors: { 'billing.postcode': ['Enter a UK postcode'] },
        }),
    });
    const user = userEvent.setup();
    const { onComplete } = renderBilling();
    await fillBilling(user);
    await waitFor(() => expect(continueButton()).toBeEnabled());
    await user.click(continueButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit billing details');
    expect(form().getByLabelText('Postcode')).toHaveAccessibleDescription('Enter a UK postcode');
    expect(calls.map((c) => c.path)).toEqual(['/checkout/billing']);
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('keeps Continue disabled while submitting', async () => {
    stubCheckout(committedView(), {
      'POST /checkout/billing': () => new Promise(() => undefined),
    });
    const user = userEvent.setup();
    renderBilling();
    await fillBilling(user);
    await waitFor(() => expect(continueButton()).toBeEnabled());
    await user.click(continueButton());
    expect(await form().findByRole('button', { name: 'Submitting...' })).toBeDisabled();
  });
});
