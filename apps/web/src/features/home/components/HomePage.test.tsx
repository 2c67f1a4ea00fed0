import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderAt, stubApi } from '../../../test/render';
import { defaultCriteria } from '../../../shared/lib/search-criteria';
import { useSearchStore } from '../../../shared/stores/search';
import { defaultHomeContent } from '../default-content';
import { makeDeal, makeHomeContent } from '../test-fixtures';
import HomePage from './HomePage';
// Loaded ahead, as the page loads it only on failure (the test runs on fake timers then).
import './ContentLoadError';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useSearchStore.setState({ criteria: defaultCriteria() });
});

const networkDown = () => Promise.reject(new TypeError('Failed to fetch'));

function serveHome(content = makeHomeContent(), deals = content.deals) {
  return stubApi((path) => {
    if (path === '/config/home') return jsonResponse(200, { homePageData: content });
    if (path === '/deal/list') return jsonResponse(200, deals);
    return jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'Not here.' } });
  });
}

describe('Home page (docs/spec/1-shell-search-package.md §2)', () => {
  it('renders every section from the server content', async () => {
    serveHome();
    renderAt('/', <HomePage />);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Sunshine holidays from your local UK airport',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Flights and hotels from 28 UK airports.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Deals' })).toHaveAttribute('href', '/deals');

    // The sections below the search bar render once the browser is idle after the first paint.
    const why = await screen.findByRole('region', { name: 'Why book with Sunward Holidays?' });
    expect(within(why).getAllByRole('listitem')).toHaveLength(6);
    expect(within(why).getByText('Server feature 6')).toBeInTheDocument();

    const destinations = screen.getByRole('region', { name: 'Popular Destinations' });
    expect(within(destinations).getByRole('heading', { name: 'Majorca' })).toBeInTheDocument();
    expect(within(destinations).getByText('2h 25m')).toBeInTheDocument();
    // £123.25 per person, shown in whole pounds and never below the real price.
    expect(within(destinations).getByText('£124')).toBeInTheDocument();

    const reviews = screen.getByRole('region', { name: 'What our customers say' });
    expect(await within(reviews).findByText('“Quote number 1.”')).toBeInTheDocument();
    expect(within(reviews).getByRole('link', { name: 'Read More Reviews' })).toHaveAttribute(
      'href',
      '/reviews',
    );
    // The searchbar stays where it was.
    expect(screen.getByRole('form', { name: 'Search holidays' })).toBeInTheDocument();
  });

  it('shows deal cards priced per person, only deals with dates, each opening its deal', async () => {
    const content = makeHomeContent({
      deals: [
        makeDeal({
          id: 1,
          slug: 'family-fun',
          title: 'Family Fun',
          priceFrom: 400_000,
          adults: 2,
          children: 2,
        }),
        makeDeal({
          id: 2,
          slug: 'no-dates',
          title: 'No Dates',
          availableDates: [],
          selected_dates: [],
        }),
        makeDeal({
          id: 3,
          slug: 'couples',
          title: 'Couples Retreat',
          priceFrom: 250_000,
          discount: 25,
        }),
      ],
    });
    serveHome(content);
    const { router } = renderAt('/', <HomePage />, [
      { path: '/deals/:slug', element: <p>Deal page</p> },
    ]);
    const strip = await screen.findByRole('list', { name: 'Exclusive deals' });
    const cards = within(strip).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText('£1,000')).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('From £1,000 pp');
    expect(cards[1]).toHaveTextContent('From £1,250 pp');
    expect(cards[1]).toHaveTextContent('25% off');
    expect(cards[1]).toHaveTextContent('Deposits from £49pp');
    expect(within(cards[1]).getByRole('img', { name: '4 star hotel' })).toBeInTheDocument();
    expect(screen.queryByText('No Dates')).not.toBeInTheDocument();

    await userEvent.click(within(cards[1]).getByRole('link', { name: 'Couples Retreat' }));
    expect(router.state.location.pathname).toBe('/deals/couples');
  });

  it('scrolls the deals by 320 px with previous and next', async () => {
    const scrollBy = vi.fn();
    Element.prototype.scrollBy = scrollBy;
    serveHome();
    renderAt('/', <HomePage />);
    await screen.findByRole('list', { name: 'Exclusive deals' });
    await userEvent.click(screen.getByRole('button', { name: 'Next deals' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous deals' }));
    expect(scrollBy.mock.calls).toEqual([
      [{ left: 320, behavior: 'smooth' }],
      [{ left: -320, behavior: 'smooth' }],
    ]);
    expect(scrollBy.mock.contexts[0]).toBe(screen.getByRole('list', { name: 'Exclusive deals' }));
  });

  it('hides the deals when there are none, and says when there are no destinations', async () => {
    serveHome(makeHomeContent({ deals: [], popularDestinations: [], testimonials: [] }));
    renderAt('/', <HomePage />);
    expect(await screen.findByText('No destinations found.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Exclusive Deals' })).not.toBeInTheDocument();
    expect(await screen.findByText('No testimonials available at the moment.')).toBeInTheDocument();
  });

  it('says when there are no features', async () => {
    const content = makeHomeContent();
    serveHome({ ...content, whyChooseUs: { ...content.whyChooseUs, features: [] } });
    renderAt('/', <HomePage />);
    expect(await screen.findByText('Features coming soon...')).toBeInTheDocument();
  });

  it('puts a popular destination into the search bar and focuses it', async () => {
    serveHome();
    renderAt('/', <HomePage />);
    Element.prototype.scrollIntoView = vi.fn();
    await userEvent.click(await screen.findByRole('button', { name: 'Search Majorca' }));
    expect(useSearchStore.getState().criteria.destination).toEqual({ id: 10, name: 'Majorca' });
    const field = screen.getByRole('button', { name: /Going to/ });
    expect(field).toHaveTextContent('Majorca');
    expect(field).toHaveFocus();
  });

  it('falls back to the banner default image when the picture fails', async () => {
    serveHome();
    const { container } = renderAt('/', <HomePage />);
    await screen.findByRole('heading', { name: 'Sunshine holidays from your local UK airport' });
    const img = container.querySelector('section img')!;
    expect(img).toHaveAttribute('src', '/api/images/banner-home.svg');
    img.dispatchEvent(new Event('error'));
    await waitFor(() => expect(img).toHaveAttribute('src', '/api/images/banner-default.svg'));
  });

  it('offers recent searches only when enabled and under 2 days old', async () => {
    const now = Date.now();
    localStorage.setItem(
      'sunward-snapshots',
      JSON.stringify([
        {
          id: 'a',
          createdAt: new Date(now - 3_600_000).toISOString(),
          summary: 'London to Majorca',
        },
        { id: 'b', createdAt: new Date(now - 3 * 86_400_000).toISOString(), summary: 'Too old' },
      ]),
    );
    serveHome();
    renderAt('/', <HomePage />);
    const panel = await screen.findByRole('region', { name: 'Continue your previous search?' });
    expect(panel).toHaveTextContent('London to Majorca');
    expect(panel).not.toHaveTextContent('Too old');
  });

  it('shows no previous-search panel without snapshots', async () => {
    serveHome();
    renderAt('/', <HomePage />);
    await screen.findByRole('heading', { name: 'Sunshine holidays from your local UK airport' });
    expect(
      screen.queryByRole('region', { name: 'Continue your previous search?' }),
    ).not.toBeInTheDocument();
  });
});

describe('Home content load (docs/spec/1-shell-search-package.md §4)', () => {
  it('retries 3 times (2 s, 4 s, 8 s), then shows the error with Try Again over the defaults', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let failing = true;
    const calls = stubApi((path) => {
      if (path === '/config/home') {
        return failing ? networkDown() : jsonResponse(200, { homePageData: makeHomeContent() });
      }
      return jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'Not here.' } });
    });
    const homeCalls = () => calls.filter((c) => c.path === '/config/home').length;
    renderAt('/', <HomePage />);

    // The built-in content shows at once.
    expect(
      screen.getByRole('heading', { level: 1, name: defaultHomeContent.banner.title }),
    ).toBeInTheDocument();
    // (Testing Library's waitFor needs real timers, so time is moved on by hand.)
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(homeCalls()).toBe(1);
    for (const [delay, expected] of [
      [2000, 2],
      [4000, 3],
      [8000, 4],
    ] as const) {
      await act(() => vi.advanceTimersByTimeAsync(delay - 1));
      expect(homeCalls()).toBe(expected - 1);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(homeCalls()).toBe(expected);
    }
    await act(() => vi.advanceTimersByTimeAsync(100));
    const alert = screen.getByRole('alert');
    // No answer at all: the network message.
    expect(alert).toHaveTextContent('Network error. Please check your connection.');
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(homeCalls()).toBe(4);

    // Never empty: the default banner and features stay (no testimonial is made up meanwhile).
    expect(
      screen.getByRole('heading', { level: 1, name: defaultHomeContent.banner.title }),
    ).toBeInTheDocument();
    const why = screen.getByRole('region', { name: defaultHomeContent.whyChooseUs.title });
    expect(within(why).getAllByRole('listitem')).toHaveLength(6);
    vi.useRealTimers();
    expect(await screen.findByText('No testimonials available at the moment.')).toBeInTheDocument();
    expect(
      screen.getByText('No destinations available at the moment. Please check back later.'),
    ).toBeInTheDocument();

    failing = false;
    vi.useRealTimers();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Sunshine holidays from your local UK airport',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes the deals from the deal list when the home content cannot be loaded', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    stubApi((path) => {
      if (path === '/config/home') return networkDown();
      if (path === '/deal/list') {
        return jsonResponse(200, [makeDeal({ slug: 'from-list', title: 'From The List' })]);
      }
      return jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'Not here.' } });
    });
    renderAt('/', <HomePage />);
    for (let i = 0; i < 4; i++) await act(() => vi.advanceTimersByTimeAsync(10_000));
    vi.useRealTimers();
    expect(await screen.findByRole('link', { name: 'From The List' })).toHaveAttribute(
      'href',
      '/deals/from-list',
    );
  });
});
