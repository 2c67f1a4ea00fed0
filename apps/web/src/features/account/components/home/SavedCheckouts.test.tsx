import type { SavedCheckout } from '@sunward/contracts/checkout';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderAt, stubApi } from '../../../../test/render';
import { useCheckout } from '../../../../shared/stores/checkout';
import { useCheckoutTimer } from '../../../../shared/stores/checkout-timer';
import { useSavedCheckout } from '../../../../shared/stores/saved-checkout';
import { useSession } from '../../../../shared/stores/session';
import { SavedCheckouts } from './SavedCheckouts';

const UUID = '3c0a6f1e-5b7d-4e2a-9c8b-1d2e3f4a5b6c';
const KEY = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const NOW = Date.parse('2026-11-25T12:00:00Z');
const EXPIRES = '2026-11-25T12:20:00.000Z';

const saved: SavedCheckout = {
  uuid: UUID,
  checkout_key: KEY,
  state: 'passengers_saved',
  resume_path: '/book/passengers',
  expires_at: EXPIRES,
  hotel_name: 'Hotel Cala Blava',
  check_in: '2027-06-01',
  nights: 7,
  party: { adults: 2, children: 0, infants: 0 },
  prebook: {
    uuid: UUID,
    prebook_id: KEY,
    expires_at: EXPIRES,
    total_pence: 165_000,
    flight: null,
    hotel: {
      ivector_property_id: 1201,
      name: 'Hotel Cala Blava',
      check_in: '2027-06-01',
      check_out: '2027-06-08',
      nights: 7,
      arrival_airport_code: null,
      RoomBookings: [],
    },
    transfer: [],
    manual_flight_details: null,
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  useSession.setState({ token: null, user: null });
  useSavedCheckout.getState().forget();
  useCheckout.getState().clear();
  useCheckoutTimer.getState().stop();
});

/** The server: the list holds the checkout once it has been claimed (or `always`). */
function stubSaved(always = false) {
  let claimed = always;
  return stubApi((path) => {
    if (path !== '/checkout/saved/claim') {
      return jsonResponse(200, { checkouts: claimed ? [saved] : [] });
    }
    claimed = true;
    return jsonResponse(200, { claimed: true });
  });
}

const renderHome = () =>
  renderAt('/account', <SavedCheckouts />, [
    { path: '/book/passengers', element: <p>Passengers page</p> },
  ]);

describe('SavedCheckouts (account home)', () => {
  it("adds this browser's saved checkout to the account, then offers to continue it at its step", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    useSession.setState({ token: 'token-1' });
    useSavedCheckout.getState().keep({ uuid: UUID, checkoutKey: KEY, expiresAt: EXPIRES });
    const calls = stubSaved();
    renderHome();
    const resume = await screen.findByRole('button', { name: /Continue booking/ });
    const claim = calls.find((c) => c.path === '/checkout/saved/claim');
    expect(claim?.body).toEqual({ uuid: UUID });
    expect((claim?.init.headers as Record<string, string>)['x-checkout-key']).toBe(KEY);
    expect(useSavedCheckout.getState().saved).toBeNull();
    expect(screen.getByText('Hotel Cala Blava')).toBeInTheDocument();
    expect(screen.getByText(/held until 12:20/)).toBeInTheDocument();

    await userEvent.setup().click(resume);
    expect(await screen.findByText('Passengers page')).toBeInTheDocument();
    const checkout = useCheckout.getState();
    expect(checkout.prebook?.prebook_id).toBe(KEY);
    expect(checkout.itineraryUuid).toBe(UUID);
    expect(checkout.extrasCommitted).toBe(true);
    expect(useCheckoutTimer.getState().expiresAt).toBe(Date.parse(EXPIRES));
  });

  it('shows the claimed checkout even when the claim answers before a list asked for earlier', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    useSession.setState({ token: 'token-1' });
    useSavedCheckout.getState().keep({ uuid: UUID, checkoutKey: KEY, expiresAt: EXPIRES });
    // The list is what the server held when asked; its answer arrives only after the claim's.
    let claimed = false;
    let claimDone: () => void = () => undefined;
    const afterClaim = new Promise<void>((resolve) => (claimDone = resolve));
    const calls = stubApi(async (path) => {
      if (path === '/checkout/saved/claim') {
        claimed = true;
        setTimeout(claimDone, 0);
        return jsonResponse(200, { claimed: true });
      }
      const held = claimed ? [saved] : [];
      await afterClaim;
      return jsonResponse(200, { checkouts: held });
    });
    renderHome();
    expect(await screen.findByRole('button', { name: /Continue booking/ })).toBeInTheDocument();
    const order = calls.map((c) => c.path);
    expect(order.indexOf('/checkout/saved/claim')).toBeLessThan(order.indexOf('/checkout/saved'));
  });

  it('claims nothing once the hold of the saved checkout has ended, and shows nothing', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(EXPIRES) + 1000);
    useSession.setState({ token: 'token-1' });
    useSavedCheckout.getState().keep({ uuid: UUID, checkoutKey: KEY, expiresAt: EXPIRES });
    const calls = stubSaved();
    renderHome();
    await waitFor(() => expect(useSavedCheckout.getState().saved).toBeNull());
    await waitFor(() => expect(calls.some((c) => c.path === '/checkout/saved')).toBe(true));
    expect(calls.some((c) => c.path === '/checkout/saved/claim')).toBe(false);
    expect(screen.queryByRole('button', { name: /Continue booking/ })).toBeNull();
  });
});
