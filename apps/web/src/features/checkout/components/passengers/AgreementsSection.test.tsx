import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../../test/render';
import { CHECKOUT_UUID } from '../../test-fixtures';
import { AgreementsSection } from './AgreementsSection';
import { committedView, errorResponse, stubCheckout } from './test-helpers';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderAgreements(airlineRequired: boolean, accepted = false) {
  const onComplete = vi.fn();
  renderAt(
    '/book/passengers',
    <AgreementsSection
      uuid={CHECKOUT_UUID}
      airlineRequired={airlineRequired}
      airline="Ryanair"
      accepted={accepted}
      onComplete={onComplete}
      onGone={() => undefined}
    />,
  );
  return onComplete;
}

const terms = () => screen.getByRole('checkbox', { name: /I have read and accept the terms/ });
const airline = () => screen.queryByRole('checkbox', { name: /Ryanair's terms/ });
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('AgreementsSection (docs/spec/2-checkout-payment.md §5 Agreements)', () => {
  it('needs the terms, linking the terms and privacy pages, then saves them', async () => {
    const calls = stubCheckout(committedView());
    const user = userEvent.setup();
    const onComplete = renderAgreements(false);
    expect(airline()).toBeNull();
    expect(screen.getByRole('link', { name: /terms and conditions/ })).toHaveAttribute(
      'href',
      '/page/terms_&_conditions',
    );
    expect(screen.getByRole('link', { name: /privacy policy/ })).toHaveAttribute(
      'href',
      '/page/privacy_policy',
    );
    expect(continueButton()).toBeDisabled();
    await user.click(terms());
    await user.click(continueButton());
    await waitFor(() => expect(onComplete).toHaveBeenCalled());
    expect(calls).toMatchObject([
      { path: '/checkout/agreements', body: { uuid: CHECKOUT_UUID, terms: true } },
    ]);
    expect(calls.at(0)?.body).not.toHaveProperty('airlineTerms');
  });

  it("also needs the airline's box when the outbound airline is Ryanair", async () => {
    const calls = stubCheckout(committedView({ airline_terms_required: true }));
    const user = userEvent.setup();
    const onComplete = renderAgreements(true);
    await user.click(terms());
    expect(continueButton()).toBeDisabled();
    const box = airline();
    expect(box).not.toBeNull();
    if (box) await user.click(box);
    expect(continueButton()).toBeEnabled();
    await user.click(continueButton());
    await waitFor(() => expect(onComplete).toHaveBeenCalled());
    expect(calls.at(0)?.body).toEqual({ uuid: CHECKOUT_UUID, terms: true, airlineTerms: true });
  });

  it('restores accepted agreements ticked, and shows a failure to save', async () => {
    stubCheckout(committedView(), {
      'POST /checkout/agreements': () =>
        errorResponse(409, 'CONFLICT', 'Please complete your billing details first.'),
    });
    const user = userEvent.setup();
    const onComplete = renderAgreements(true, true);
    expect(terms()).toBeChecked();
    expect(airline()).toBeChecked();
    await user.click(continueButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please complete your billing details first.',
    );
    expect(onComplete).not.toHaveBeenCalled();
  });
});
