import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../../shared/stores/session';
import { makePriceWatch } from '../../../../test/price-watch-fixtures';
import { jsonResponse, renderAt, stubApi } from '../../../../test/render';
import { PriceWatches } from './PriceWatches';

beforeEach(() => useSession.setState({ token: 't'.repeat(43) }));
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState({ token: null, user: null });
});

const base = makePriceWatch({ price_pence: 146_000 });
const departed = makePriceWatch({
  id: '33333333-3333-4333-8333-333333333333',
  state: 'expired',
  hotel_name: 'Villa Mar',
  type: 'hotelonly',
  departure_airports: [],
  price_pence: null,
});

describe('My Account’s price watches', () => {
  it('lists each watch with the price watched and now, and removes one after asking', async () => {
    let watches = [base, departed];
    const calls = stubApi((path, init) => {
      if (init.method === 'DELETE') {
        watches = watches.filter((w) => !path.endsWith(w.id));
        return new Response(null, { status: 204 });
      }
      return jsonResponse(200, { watches });
    });
    renderAt('/account', <PriceWatches />);
    const list = await screen.findByRole('list');
    const [sol, mar] = within(list).getAllByRole('listitem');
    expect(
      within(sol).getByText('7 nights from 10 July 2027 · 2 adults · Flights from LGW'),
    ).toBeVisible();
    expect(within(sol).getByText('£1,500.00')).toBeVisible();
    expect(within(sol).getByText('Down £40.00')).toBeVisible();
    expect(within(sol).getByRole('link', { name: 'View holiday: Hotel Sol' })).toHaveAttribute(
      'href',
      base.link,
    );
    expect(within(mar).getByText('Departed: no longer watched')).toBeVisible();
    expect(within(mar).getByText('Not available')).toBeVisible();
    expect(within(mar).queryByRole('link')).toBeNull();

    await userEvent.click(
      within(sol).getByRole('button', { name: 'Remove the price watch of Hotel Sol' }),
    );
    await userEvent.click(within(sol).getByRole('button', { name: 'Keep watching' }));
    expect(calls.filter((c) => c.init.method === 'DELETE')).toHaveLength(0);
    await userEvent.click(
      within(sol).getByRole('button', { name: 'Remove the price watch of Hotel Sol' }),
    );
    await userEvent.click(
      within(sol).getByRole('button', { name: 'Yes, stop watching Hotel Sol' }),
    );
    await vi.waitFor(() => expect(screen.queryByText('Hotel Sol')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Price watches' })).toHaveFocus();
    expect(calls.filter((c) => c.init.method === 'DELETE').map((c) => c.path)).toEqual([
      `/account/price-watches/${base.id}`,
    ]);
  });

  it('says how to watch a holiday when there are none', async () => {
    stubApi(() => jsonResponse(200, { watches: [] }));
    renderAt('/account', <PriceWatches />);
    expect(await screen.findByText(/You are not watching any prices/)).toBeVisible();
  });
});
