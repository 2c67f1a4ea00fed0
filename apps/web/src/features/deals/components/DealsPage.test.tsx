import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Deal } from '@sunward/contracts/deals';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeDeal } from '../../../test/deal-fixtures';
import { jsonResponse, renderAt, stubApi } from '../../../test/render';
import DealsPage from './DealsPage';

afterEach(() => vi.unstubAllGlobals());

const deals: Deal[] = [
  makeDeal({
    id: 1,
    slug: 'sol-majorca',
    hotelName: 'Sol Majorca',
    destination: 'Majorca',
    location: 'Alcudia, Majorca, Spain',
    availableDurations: [7, 10],
    duration: 7,
    rating: 3,
    boardBasis: 'Half Board',
    discount: 20,
    priceFrom: 250_000,
    adults: 2,
    children: 0,
    description: 'A bay-side hotel.',
  }),
  makeDeal({
    id: 2,
    slug: 'algarve-family',
    hotelName: 'Algarve Family Resort',
    destination: 'Algarve',
    location: 'Albufeira, Algarve, Portugal',
    availableDurations: [14],
    duration: 14,
    rating: 5,
    boardBasis: 'All Inclusive',
    discount: 15,
    priceFrom: 400_100,
    adults: 2,
    children: 1,
    infants: 1,
    child_ages: [7],
  }),
  makeDeal({
    id: 3,
    slug: 'crete-adults',
    hotelName: 'Crete Adults Retreat',
    destination: 'Crete',
    location: 'Hersonissos, Crete, Greece',
    availableDurations: [10],
    duration: 10,
    rating: 4,
    boardBasis: null,
    adultsOnly: true,
    adults: 1,
    priceFrom: 90_020,
  }),
];

function serve(answer: () => Response | Promise<Response> = () => jsonResponse(200, deals)) {
  return stubApi((path) => {
    if (path === '/deal/list') return answer();
    return jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'Not here.' } });
  });
}

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Deals' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

describe('Deals list (docs/spec/3-accounts-bookings-content.md §2 Deals list)', () => {
  it('shows the spinner, then a card per deal with everything the spec lists', async () => {
    let release: (r: Response) => void = () => undefined;
    serve(() => new Promise<Response>((resolve) => (release = resolve)));
    renderAt('/deals', <DealsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Exclusive Deals' })).toBeInTheDocument();
    expect(screen.getByText('Loading amazing deals...')).toBeInTheDocument();
    release(jsonResponse(200, deals));

    const family = (await screen.findByRole('link', { name: 'Algarve Family Resort' })).closest(
      'article',
    );
    expect(family).not.toBeNull();
    if (!family) return;
    const card = within(family);
    expect(screen.queryByText('Loading amazing deals...')).not.toBeInTheDocument();
    expect(card.getByText('15% off')).toBeInTheDocument();
    // £4,001 for 2 adults and 1 child (the infant is not priced per person): £1,333.67 → £1,334.
    expect(family).toHaveTextContent('From £1,334 per person');
    expect(card.getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(card.getByText('Albufeira, Algarve, Portugal')).toBeInTheDocument();
    expect(card.getByText('14 Nights')).toBeInTheDocument();
    expect(card.getByText('Based on 2 Adults, 1 Child, 1 Infant')).toBeInTheDocument();
    expect(card.getByText('All Inclusive')).toBeInTheDocument();
    // View Deal is a control of its own, its visible words first in its name (WCAG 2.5.3).
    const view = card.getByRole('link', { name: 'View Deal: Algarve Family Resort' });
    expect(view).toHaveTextContent('View Deal');
    expect(view).toHaveAttribute(
      'href',
      card.getByRole('link', { name: 'Algarve Family Resort' }).getAttribute('href'),
    );
    expect(card.getByText('Deposits from £49pp')).toBeInTheDocument();
    expect(card.queryByText('18+ Only')).not.toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Algarve Family Resort' })).toHaveAttribute(
      'href',
      '/deals/algarve-family',
    );

    const sol = screen.getByRole('link', { name: 'Sol Majorca' }).closest('article');
    expect(sol).toHaveTextContent('From £1,250 per person');
    expect(sol).toHaveTextContent('A bay-side hotel.');
    expect(sol).toHaveTextContent('Based on 2 Adults');
    expect(sol).toHaveTextContent('Half Board');

    const crete = screen.getByRole('link', { name: 'Crete Adults Retreat' }).closest('article');
    if (!crete) return;
    expect(within(crete).getByText('18+ Only')).toBeInTheDocument();
    expect(within(crete).getByText('Based on 1 Adult')).toBeInTheDocument();
    // £900.20 for one, rounded to the pound as the results show it.
    expect(crete).toHaveTextContent('From £900 per person');
    expect(within(crete).queryByText('Half Board')).not.toBeInTheDocument();
    expect(cardNames()).toEqual(['Sol Majorca', 'Algarve Family Resort', 'Crete Adults Retreat']);
  });

  it('opens the deal from its card', async () => {
    serve();
    const { router } = renderAt('/deals', <DealsPage />, [
      { path: '/deals/:slug', element: <p>Deal page</p> },
    ]);
    await userEvent.click(await screen.findByRole('link', { name: 'Sol Majorca' }));
    expect(await screen.findByText('Deal page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/deals/sol-majorca');
  });

  it('offers destinations and board bases from the deals, sorted, and fixed durations and ratings', async () => {
    serve();
    renderAt('/deals', <DealsPage />);
    await screen.findByRole('list', { name: 'Deals' });
    const options = (name: string) =>
      within(screen.getByRole('combobox', { name }))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(options('Destination')).toEqual(['All Destinations', 'Algarve', 'Crete', 'Majorca']);
    expect(options('Board Basis')).toEqual(['Any', 'All Inclusive', 'Half Board']);
    expect(options('Rating')).toEqual(['Any', '2+ Stars', '3+ Stars', '4+ Stars', '5 Stars']);
    expect(options('Duration')).toEqual([
      'Any',
      ...Array.from({ length: 13 }, (_, i) => `${String(i + 2)} Nights`),
    ]);
  });

  it('filters by each filter, keeps them in the address, and clears them', async () => {
    serve();
    const user = userEvent.setup();
    const { router } = renderAt('/deals', <DealsPage />);
    await screen.findByRole('list', { name: 'Deals' });
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Destination' }), 'Majorca');
    expect(cardNames()).toEqual(['Sol Majorca']);
    expect(router.state.location.search).toBe('?destination=Majorca');
    expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(cardNames()).toHaveLength(3);
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Duration' }), '10 Nights');
    expect(cardNames()).toEqual(['Sol Majorca', 'Crete Adults Retreat']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rating' }), '4+ Stars');
    expect(cardNames()).toEqual(['Crete Adults Retreat']);
    expect(router.state.location.search).toBe('?duration=10&rating=4');
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Board Basis' }),
      'All Inclusive',
    );
    expect(cardNames()).toEqual(['Algarve Family Resort']);
    expect(router.state.location.search).toBe('?board=All+Inclusive');
  });

  it('keeps both of two filters chosen before the page has shown the first', async () => {
    serve();
    const { router } = renderAt('/deals', <DealsPage />);
    await screen.findByRole('list', { name: 'Deals' });
    const choose = (name: string, value: string) => {
      const select = screen.getByRole<HTMLSelectElement>('combobox', { name });
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    };
    // The router shows a new address in a transition: on a busy machine a person (or a test)
    // picks the rating before the destination has rendered. Both changes land in one act.
    act(() => {
      choose('Destination', 'Crete');
      choose('Rating', '4');
    });
    expect(router.state.location.search).toBe('?destination=Crete&rating=4');
    expect(cardNames()).toEqual(['Crete Adults Retreat']);
    expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveValue('Crete');

    // An address the page did not write (a link followed before a change showed) is what the
    // next change builds on.
    await act(async () => {
      choose('Destination', 'Majorca');
      await router.navigate('/deals?rating=5');
    });
    expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveValue('');
    act(() => choose('Board Basis', 'All Inclusive'));
    expect(router.state.location.search).toBe('?rating=5&board=All+Inclusive');
    expect(cardNames()).toEqual(['Algarve Family Resort']);
  });

  it('reads the filters from a shared address', async () => {
    serve();
    renderAt('/deals?rating=3&duration=7', <DealsPage />);
    await screen.findByRole('list', { name: 'Deals' });
    expect(cardNames()).toEqual(['Sol Majorca']);
    expect(screen.getByRole('combobox', { name: 'Rating' })).toHaveValue('3');
    expect(screen.getByRole('combobox', { name: 'Duration' })).toHaveValue('7');
    expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeInTheDocument();
  });

  it('shows the empty state with Show All Deals when nothing matches', async () => {
    serve();
    const user = userEvent.setup();
    const { router } = renderAt('/deals?destination=Crete&rating=5', <DealsPage />);
    expect(await screen.findByRole('heading', { name: 'No deals found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters to see more options.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show All Deals' }));
    expect(cardNames()).toHaveLength(3);
    expect(router.state.location.search).toBe('');
  });

  it('gives the empty list when the deals fail to load', async () => {
    serve(() => jsonResponse(500, { error: { code: 'INTERNAL', message: 'Boom' } }));
    renderAt('/deals', <DealsPage />);
    expect(await screen.findByRole('heading', { name: 'No deals found' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Deals' })).not.toBeInTheDocument();
  });

  it('gives the empty list when the network is down', async () => {
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    renderAt('/deals', <DealsPage />);
    expect(await screen.findByRole('heading', { name: 'No deals found' })).toBeInTheDocument();
  });
});

describe('Newsletter box (docs/spec/3-accounts-bookings-content.md §5 Newsletter)', () => {
  it('asks for an address when empty, thanks and clears otherwise, with no call', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderAt('/deals', <DealsPage />);
    await screen.findByRole('list', { name: 'Deals' });
    const form = screen.getByRole('form', { name: 'Newsletter' });
    await user.click(within(form).getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email address');

    const email = within(form).getByLabelText('Email address');
    await user.type(email, '   ');
    await user.click(within(form).getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email address');

    await user.clear(email);
    await user.type(email, 'sam@example.com{Enter}');
    await waitFor(() =>
      expect(
        screen.getByText("Thank you for subscribing! You'll receive our best deals first."),
      ).toBeInTheDocument(),
    );
    expect(email).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['/deal/list']);
  });
});
