import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderAt, stubApi } from '../../../test/render';
import { defaultCriteria } from '../../lib/search-criteria';
import { useSearchStore } from '../../stores/search';
import { SearchBar } from './SearchBar';

afterEach(() => {
  vi.unstubAllGlobals();
  useSearchStore.setState({ criteria: defaultCriteria() });
});

function serveDestinations() {
  return stubApi((path) =>
    path === '/config/destinations'
      ? jsonResponse(200, {
          destinationData: { Spain: { '10': 'Majorca' } },
          countries: [{ id: 1, name: 'Spain', regions: [{ id: 10, name: 'Majorca', hotels: 40 }] }],
          departureAirports: [
            {
              id: 'london',
              name: 'London',
              airports: [
                { code: 'LGW', name: 'Gatwick' },
                { code: 'STN', name: 'Stansted' },
              ],
            },
          ],
        })
      : jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'Not here.' } }),
  );
}

describe('Search bar panels and focus (WCAG 2.4.3)', () => {
  it('Done puts focus back on the field that opened the panel', async () => {
    serveDestinations();
    const user = userEvent.setup();
    renderAt('/', <SearchBar />);
    const bar = screen.getByRole('form', { name: 'Search holidays' });
    const airports = within(bar).getByRole('button', { name: /Flying from/ });
    await user.click(airports);
    await user.click(await within(bar).findByRole('checkbox', { name: 'London' }));
    await user.click(within(bar).getByRole('button', { name: 'Done' }));
    expect(airports).toHaveAttribute('aria-expanded', 'false');
    expect(airports).toHaveFocus();

    const guests = within(bar).getByRole('button', { name: /Guests/ });
    await user.click(guests);
    await user.click(await within(bar).findByRole('button', { name: 'More adults' }));
    await user.click(within(bar).getByRole('button', { name: 'Done' }));
    expect(guests).toHaveFocus();
  });

  it('Escape from inside a panel closes it with focus on its field', async () => {
    serveDestinations();
    const user = userEvent.setup();
    renderAt('/', <SearchBar />);
    const bar = screen.getByRole('form', { name: 'Search holidays' });
    const guests = within(bar).getByRole('button', { name: /Guests/ });
    await user.click(guests);
    await user.click(await within(bar).findByRole('button', { name: 'More adults' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(guests).toHaveAttribute('aria-expanded', 'false'));
    expect(guests).toHaveFocus();
  });
});
