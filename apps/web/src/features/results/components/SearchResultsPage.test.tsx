import { resultsQuery, type ItineraryHotel } from '@sunward/contracts/search';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'zod/mini';
import { defaultCriteria, toQuery, type SearchCriteria } from '../../../shared/lib/search-criteria';
import {
  defaultView,
  emptyFilters,
  useSearchStore,
  type ResultsView,
} from '../../../shared/stores/search';
import { useToasts } from '../../../shared/stores/toasts';
import { jsonResponse, renderAt, stubApi } from '../../../test/render';
import {
  fakeSearchApi,
  listFor,
  pagedItinerary,
  resultFlight,
  resultHotel,
  SEARCH_UUID,
} from '../../../test/search-fixtures';
import { LOAD_MORE_FLAG_MS } from '../hooks/use-results-list';
import type { ResultsMapProps } from './ResultsMap';
import SearchResultsPage from './SearchResultsPage';

// The map's Leaflet chunk stands in as a list of its pins.
vi.mock('./ResultsMap', () => ({
  default: ({ pins, onOpenHotel }: ResultsMapProps) => (
    <ul data-testid="fake-map">
      {pins.map((p) => (
        <li key={p.ivector_property_id}>
          <button type="button" onClick={() => onOpenHotel(p)}>
            Pin {p.name}
          </button>
        </li>
      ))}
    </ul>
  ),
}));

/** 25 hotels in Majorca: 5 of each star rating, 8 or 9 per resort. */
const HOTELS = Array.from({ length: 25 }, (_, i) => resultHotel(i + 1));
const RESULTS_PATH = `/itinerary/${SEARCH_UUID}/results`;

const criteria: SearchCriteria = {
  ...defaultCriteria(new Date('2027-05-01T12:00:00Z')),
  destination: { id: 10, name: 'Majorca' },
  departureAirports: ['LGW'],
  startDate: '2027-06-12',
  endDate: '2027-06-19',
  rooms: [{ adults: 2, children: 0, infants: 0, childAges: [] }],
};

/** The list the server answers for a query (the fixture's stand-in does the same). */
const names = (query: object, count = 10) =>
  listFor(HOTELS, parse(resultsQuery, query))
    .slice(0, count)
    .map((h: ItineraryHotel) => h.name);

/** A search already run from the search bar: its itinerary holds the first page. */
function searched(view: Partial<ResultsView> = {}, featured: number | null = null) {
  useSearchStore.setState({
    criteria,
    itinerary: pagedItinerary(HOTELS, {}, { featured_ivector_property_id: featured }),
    searched: criteria,
    view: { ...defaultView(), ...view },
    viewSaved: false,
    viewing: null,
  });
}

const resultsBodies = (calls: { path: string; body: unknown }[]) =>
  calls.filter((c) => c.path === RESULTS_PATH).map((c) => c.body);

const cardNames = () =>
  within(screen.getByRole('region', { name: 'Holidays' }))
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

const holidays = () => screen.getByRole('region', { name: 'Holidays' });

function renderPage(path = '/search') {
  return renderAt(path, <SearchResultsPage />, [
    { path: '/package', element: <p>Package page</p> },
  ]);
}

/** A promise the fake API waits on, and its release. */
function gate() {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  return { held, release };
}

beforeEach(() => {
  useToasts.setState({ toasts: [] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useSearchStore.setState({ itinerary: null, view: defaultView(), viewSaved: false });
});

// Each test renders pages of result cards, several times: on a busy machine that takes seconds.
const PAGED =
  'Search results page (docs/spec/1-shell-search-package.md "Search results", §9), paged on the server';
describe(PAGED, { timeout: 30_000 }, () => {
  it("shows the search's own first page without asking the server again", async () => {
    const calls = stubApi(fakeSearchApi(HOTELS));
    const featured = listFor(HOTELS, parse(resultsQuery, {}))[2];
    searched({}, featured.ivector_property_id);
    renderPage();

    expect(await screen.findByText('We hunted down 25 amazing holidays for you!')).toBeVisible();
    expect(screen.getByText('Showing 10 of 25 results')).toBeInTheDocument();
    expect(cardNames()).toEqual(names({}));
    // The facets the search counted over every hotel found.
    expect(screen.getByRole('checkbox', { name: /^5 stars/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Soller/ }).closest('label')).toHaveTextContent(
      'Soller(8)',
    );
    // The featured ribbon still follows the itinerary's featured hotel.
    const ribbon = screen.getByText('FEATURED');
    expect(ribbon.closest('article')).toHaveTextContent(featured.name);
    expect(screen.getByRole('button', { name: 'Share Results' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load More' })).toBeEnabled();

    // Whatever the page would start on its own has started once its timers have run.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(() => vi.runOnlyPendingTimersAsync());
    expect(resultsBodies(calls)).toEqual([]);
  });

  it('asks the server for a chosen filter, keeps the list (busy) while it loads, then shows its cards and counts', async () => {
    const user = userEvent.setup();
    const { held, release } = gate();
    const calls = stubApi(
      fakeSearchApi(HOTELS, (path) => (path === RESULTS_PATH ? held : undefined)),
    );
    searched();
    const { router } = renderPage();
    await screen.findByText('Showing 10 of 25 results');
    const before = cardNames();

    await user.click(screen.getByRole('checkbox', { name: /^5 stars/ }));
    expect(resultsBodies(calls)).toEqual([
      {
        filters: { ...emptyFilters(), ratings: [5] },
        sort: 'bestValue',
        hotel_name: '',
        offset: 0,
        limit: 10,
        pins: false,
      },
    ]);
    // While the server answers: the previous list, marked busy.
    expect(holidays()).toHaveAttribute('aria-busy', 'true');
    expect(cardNames()).toEqual(before);

    release();
    expect(await screen.findByText('Showing 5 of 5 results')).toBeInTheDocument();
    expect(holidays()).toHaveAttribute('aria-busy', 'false');
    expect(cardNames()).toEqual(names({ filters: { ratings: [5] } }));
    expect(HOTELS.filter((h) => cardNames().includes(h.name)).every((h) => h.rating === 5)).toBe(
      true,
    );
    // Counted over every hotel found, whatever the filter.
    expect(screen.getByText('We hunted down 25 amazing holidays for you!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    // The link carries the filter.
    const link = new URLSearchParams(router.state.location.search);
    expect(JSON.parse(link.get('filters') ?? 'null')).toMatchObject({ ratings: [5] });
  });

  it('asks the server for another sort and shows its order', async () => {
    const user = userEvent.setup();
    const calls = stubApi(fakeSearchApi(HOTELS));
    searched();
    const { router } = renderPage();
    await screen.findByText('Showing 10 of 25 results');
    expect(cardNames()).not.toEqual(names({ sort: 'priceHighLow' }));

    await user.selectOptions(screen.getByLabelText('Sort by'), 'priceHighLow');
    await waitFor(() => expect(cardNames()).toEqual(names({ sort: 'priceHighLow' })));
    expect(resultsBodies(calls)).toEqual([
      expect.objectContaining({ sort: 'priceHighLow', offset: 0, limit: 10 }),
    ]);
    expect(screen.getByText('Showing 10 of 25 results')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('priceHighLow');
  });

  it('Load More shows Loading... for 300 ms, asks for offset 10 and appends ten more', async () => {
    // The clock is the test's: the 300 ms are counted on it, not on how busy the machine is (it
    // still moves on with real time, which Testing Library's waitFor needs).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const calls = stubApi(fakeSearchApi(HOTELS));
    searched();
    renderPage();
    await screen.findByText('Showing 10 of 25 results');

    const clicked = Date.now();
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    expect(cardNames()).toHaveLength(10);
    await waitFor(() => expect(resultsBodies(calls)).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(LOAD_MORE_FLAG_MS));
    expect(await screen.findByText('Showing 20 of 25 results')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load More' })).toBeEnabled();
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(LOAD_MORE_FLAG_MS);
    expect(resultsBodies(calls)).toEqual([
      {
        filters: emptyFilters(),
        sort: 'bestValue',
        hotel_name: '',
        offset: 10,
        limit: 10,
        pins: false,
      },
    ]);
    expect(cardNames()).toEqual(names({}, 20));
    // The new cards' flights come with their page.
    expect(screen.getAllByRole('button', { name: /from London Gatwick/ })).toHaveLength(20);

    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Showing 25 of 25 results')).toBeInTheDocument();
    expect(resultsBodies(calls).at(-1)).toMatchObject({ offset: 20, limit: 10 });
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('asks for a typed hotel name once typing pauses, and Clear goes back at once', async () => {
    const user = userEvent.setup();
    const calls = stubApi(fakeSearchApi(HOTELS));
    searched();
    renderPage();
    await screen.findByText('Showing 10 of 25 results');

    await user.type(screen.getByPlaceholderText('Search hotels by name...'), 'soller');
    expect(await screen.findByText('Showing 8 of 8 results')).toBeInTheDocument();
    expect(cardNames()).toEqual(names({ hotel_name: 'soller' }));
    expect(resultsBodies(calls)).toEqual([expect.objectContaining({ hotel_name: 'soller' })]);

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Showing 10 of 25 results')).toBeInTheDocument();
    // The unfiltered first page is the search's own: not asked for again.
    expect(resultsBodies(calls)).toHaveLength(1);
  });

  it('says No Holidays Found when nothing matches', async () => {
    const user = userEvent.setup();
    stubApi(fakeSearchApi(HOTELS));
    searched();
    renderPage();
    await screen.findByText('Showing 10 of 25 results');

    await user.type(screen.getByPlaceholderText('Search hotels by name...'), 'Ritz');
    expect(await screen.findByRole('heading', { name: 'No Holidays Found' })).toBeInTheDocument();
    expect(
      screen.getByText("We couldn't find any holidays matching your criteria."),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Try adjusting your filters or search for a different destination.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    expect(cardNames()).toEqual([]);
    expect(screen.getByText('We hunted down 25 amazing holidays for you!')).toBeInTheDocument();
  });

  it('keeps the list and says so when the server fails a filter', async () => {
    const user = userEvent.setup();
    const calls = stubApi((path, init) =>
      path === RESULTS_PATH
        ? jsonResponse(500, { error: { code: 'INTERNAL', message: 'Something broke' } })
        : fakeSearchApi(HOTELS)(path, init),
    );
    searched();
    renderPage();
    await screen.findByText('Showing 10 of 25 results');
    const before = cardNames();

    await user.click(screen.getByRole('checkbox', { name: /^5 stars/ }));
    // Tried once more (a server error may pass), then the toast.
    expect(
      await screen.findByText('Failed to load search results', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(resultsBodies(calls)).toHaveLength(2);
    expect(cardNames()).toEqual(before);
    expect(screen.getByText('Showing 10 of 25 results')).toBeInTheDocument();
    expect(holidays()).toHaveAttribute('aria-busy', 'false');
  });

  it('tells the customer to search again when the search has expired (404 on Load More)', async () => {
    const user = userEvent.setup();
    const calls = stubApi((path, init) =>
      path === RESULTS_PATH
        ? jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'That search has expired.' } })
        : fakeSearchApi(HOTELS)(path, init),
    );
    searched();
    renderPage();
    await screen.findByText('Showing 10 of 25 results');

    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(
      await screen.findByText('No search results to display. Please perform a new search.'),
    ).toBeInTheDocument();
    // Not retried: a 404 does not get better.
    expect(resultsBodies(calls)).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Load More' })).toBeEnabled();
    expect(cardNames()).toHaveLength(10);
    expect(screen.getByText('Showing 10 of 25 results')).toBeInTheDocument();
  });

  it("asks for the map's pins only when the map opens, for the list's filters", async () => {
    const user = userEvent.setup();
    const calls = stubApi(fakeSearchApi(HOTELS));
    searched();
    const { router } = renderPage();
    await screen.findByText('Showing 10 of 25 results');
    await user.click(screen.getByRole('checkbox', { name: /^5 stars/ }));
    await screen.findByText('Showing 5 of 5 results');
    expect(resultsBodies(calls).filter((b) => (b as { pins: boolean }).pins)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Show map' }));
    const map = await screen.findByTestId('fake-map');
    expect(resultsBodies(calls).at(-1)).toEqual({
      filters: { ...emptyFilters(), ratings: [5] },
      sort: 'bestValue',
      hotel_name: '',
      offset: 0,
      limit: 1,
      pins: true,
    });
    const fiveStars = names({ filters: { ratings: [5] } });
    expect(
      within(map)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(fiveStars.map((n) => `Pin ${n}`));

    // A pin opens its hotel with the flight its card would use.
    const last = HOTELS.find((h) => h.name === fiveStars[4]);
    await user.click(within(map).getByRole('button', { name: `Pin ${fiveStars[4]}` }));
    expect(await screen.findByText('Package page')).toBeInTheDocument();
    const opened = new URLSearchParams(router.state.location.search);
    expect(opened.get('hotelId')).toBe(String(last?.ivector_property_id));
    expect(opened.get('flightId')).toBe(last?.package.flightId);
  });

  it('comes back from a package with the same view and the pages already loaded', async () => {
    const user = userEvent.setup();
    const calls = stubApi(fakeSearchApi(HOTELS));
    searched();
    const { router } = renderPage();
    await screen.findByText('Showing 10 of 25 results');
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await screen.findByText('Showing 20 of 25 results');

    // A hotel of the second page: the package page will need its flight.
    const fifteenth = HOTELS.find((h) => h.name === names({}, 20)[14]);
    await user.click(screen.getAllByRole('button', { name: 'View Details' })[14]);
    expect(await screen.findByText('Package page')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('hotelId')).toBe(
      String(fifteenth?.ivector_property_id),
    );
    expect(useSearchStore.getState().itinerary?.flights.map((f) => f.itineraryId)).toContain(
      resultFlight(fifteenth?.ivector_property_id ?? 0).itineraryId,
    );

    await act(() => router.navigate('/search'));
    expect(await screen.findByText('Showing 20 of 25 results')).toBeInTheDocument();
    expect(cardNames()).toEqual(names({}, 20));
    expect(resultsBodies(calls)).toHaveLength(1);
  });

  it("runs a results link's search for its view's first page, then asks nothing more", async () => {
    const calls = stubApi(fakeSearchApi(HOTELS));
    useSearchStore.setState({ itinerary: null, view: defaultView(), viewSaved: false });
    const link = toQuery(criteria);
    link.set('filters', JSON.stringify({ ratings: [5], unknown: true }));
    link.set('sort', 'priceLowHigh');
    renderPage(`/search?${link.toString()}`);

    expect(await screen.findByText('Showing 5 of 5 results')).toBeInTheDocument();
    expect(cardNames()).toEqual(names({ filters: { ratings: [5] }, sort: 'priceLowHigh' }));
    const search = calls.find((c) => c.path === '/itinerary/search');
    expect(search?.body).toMatchObject({
      destination_regions: [10],
      results: {
        filters: { ...emptyFilters(), ratings: [5] },
        sort: 'priceLowHigh',
        hotel_name: '',
        offset: 0,
        limit: 10,
        pins: false,
      },
    });
    expect(screen.getByRole('checkbox', { name: /^5 stars/ })).toBeChecked();
    expect(resultsBodies(calls)).toEqual([]);
  });
});

describe('Incl. Local Taxes: the total with each stay’s tourist tax', { timeout: 30_000 }, () => {
  it('asks the estimate for each card’s stay and shows the total with the tax, until another price mode', async () => {
    const search = fakeSearchApi(HOTELS);
    const calls = stubApi((path, init) => {
      if (path !== '/tourist-tax/estimate') return search(path, init);
      const body = JSON.parse(typeof init.body === 'string' ? init.body : '{}') as {
        hotel_id: number;
      };
      return jsonResponse(200, {
        place: 'Balearic Islands (Majorca, Menorca, Ibiza)',
        country: 'Spain',
        taxType: 'per_person_per_night',
        currency: 'EUR',
        amount: 1400,
        amountPence: 10_000 + body.hotel_id * 100,
        exchangeRate: { perGbp: 1.14, asOf: '2025-11-03' },
        collectedAtHotel: true,
        nightsCharged: 7,
        guestsCharged: 2,
        guestsExempt: 0,
        notes: [],
        lastChecked: '2025-10-20',
      });
    });
    searched();
    renderPage();
    const u = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Incl. Local Taxes' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryAllByTestId('card-local-tax')).toHaveLength(0);

    await u.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Total Price' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await waitFor(() => expect(screen.getAllByTestId('card-local-tax')).toHaveLength(10));
    const first = listFor(HOTELS, parse(resultsQuery, {}))[0];
    const card = screen.getByRole('article', { name: first.name });
    const pounds = Math.round(
      (first.package.totalPence + 10_000 + first.ivector_property_id * 100) / 100,
    );
    expect(within(card).getByTestId('card-local-tax')).toHaveTextContent(
      `£${pounds.toLocaleString('en-GB')} incl. local taxes`,
    );
    expect(within(card).getByTestId('card-local-tax')).toHaveTextContent(
      'about €14.00 payable at the hotel',
    );
    const asked = calls.filter((c) => c.path === '/tourist-tax/estimate').map((c) => c.body);
    expect(asked).toContainEqual(
      expect.objectContaining({
        hotel_id: first.ivector_property_id,
        check_in: first.package.checkIn,
        check_out: first.package.checkOut,
        adults: 2,
        rooms: 1,
      }),
    );

    await u.click(screen.getByRole('button', { name: 'Per Person' }));
    expect(screen.queryAllByTestId('card-local-tax')).toHaveLength(0);
  });
});
