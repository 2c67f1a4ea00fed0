import type { PrebookResponse } from '@sunward/contracts/prebook';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderAt, stubApi } from '../../../test/render';
import { useCheckout } from '../../../shared/stores/checkout';
import { useSavedCheckout } from '../../../shared/stores/saved-checkout';
import { useSession } from '../../../shared/stores/session';
import { CHECKOUT_UUID } from '../test-fixtures';
import { SaveForLater } from './SaveForLater';

const KEY = '9b2f6a8e-1c4d-4e5f-8a7b-6c5d4e3f2a1b';
const EXPIRES = '2026-11-25T12:30:00.000Z';

beforeEach(() => {
  useCheckout.setState({
    itineraryUuid: CHECKOUT_UUID,
    prebook: { prebook_id: KEY, uuid: CHECKOUT_UUID } as PrebookResponse,
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState({ token: null, user: null });
  useSavedCheckout.getState().forget();
  useCheckout.getState().clear();
});

function renderButton() {
  return renderAt('/book/extras', <SaveForLater uuid={CHECKOUT_UUID} />, [
    { path: '/', element: <p>Home page</p> },
    { path: '/account', element: <p>Account home</p> },
  ]);
}

describe('SaveForLater', () => {
  it("a guest's booking is saved with its key kept, the toast says so and home opens", async () => {
    const calls = stubApi(() => jsonResponse(200, { in_account: false, expires_at: EXPIRES }));
    renderButton();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save for later' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(
      screen.getByText('Your booking has been saved. You can complete it later by logging in.'),
    ).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({
      path: '/checkout/save-for-later',
      body: { uuid: CHECKOUT_UUID },
    });
    expect((calls.at(-1)?.init.headers as Record<string, string>)['x-checkout-key']).toBe(KEY);
    expect(useSavedCheckout.getState().saved).toEqual({
      uuid: CHECKOUT_UUID,
      checkoutKey: KEY,
      expiresAt: EXPIRES,
    });
  });

  it('a signed-in customer goes to their account', async () => {
    useSession.setState({ token: 'token-1' });
    stubApi(() => jsonResponse(200, { in_account: true, expires_at: EXPIRES }));
    renderButton();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save for later' }));
    expect(await screen.findByText('Account home')).toBeInTheDocument();
    expect(useSavedCheckout.getState().saved).toBeNull();
  });

  it('says so when the booking cannot be saved, and stays', async () => {
    stubApi(() => jsonResponse(410, { error: { code: 'GONE', message: 'Expired' } }));
    renderButton();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save for later' }));
    expect(
      await screen.findByText('We could not save your booking. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save for later' })).toBeInTheDocument();
  });
});
