import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Deal } from '@sunward/contracts/deals';
import type { SearchRequest } from '@sunward/contracts/search';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultCriteria } from '../../../shared/lib/search-criteria';
import { useOverlays } from '../../../shared/stores/overlays';
import { defaultView, useSearchStore } from '../../../shared/stores/search';
import { makeDeal } from '../../../test/deal-fixtures';
import { jsonResponse, renderAt, stubApi } from '../../../test/render';
import { fakeSearchApi, resultHotel } from '../../../test/search-fixtures';
import DealPage from './DealPage';

const deal: Deal = makeDeal({
  slug: 'sol-majorca',
  hotelName: 'Sol Majorca',
  title: 'Majorca getaway for two',
  description: 'Save 20% on 7 or 10-night holidays for 2 adults.',
  hotel_id: 101,
  region_id: 10,
  boardBasis: 'half board',
  board_basis: 'half board',
  priceFrom: 250_000,
  availableDurations: [7, 10],
  hotel: {
    name: 'Sol Majorca',
    location: 'Alcudia, Majorca, Spain',
    rating: 4,
    imageUrls: ['/img/1.svg', '/img/2.svg', '/img/3.svg'],
    overview: 'A clifftop hotel above the bay.',
    features: ['Outdoor pool', 'Spa'],
  },
  availableAirports: [
    { code: 'LGW', name: 'London Gatwick', priceFrom: 250_000 },
    { code: 'MAN', name: 'Manchester', priceFrom: 260_000 },
  ],
  availableDates: [
    {
      id: '2027-06-01-7',
      departure: '2027-06-01',
      return: '2027-06-08',
      duration: 7,
      priceFrom: 250_000,
      depositAvailable: true,
    },
    {
      id: '2027-06-08-10',
      departure: '2027-06-08',
      return: '2027-06-18',
      duration: 10,
      priceFrom: 300_000,
      depositAvailable: true,
    },
  ],
  airportPricingByDate: {
    '2027-06-01-7': { LGW: 250_000, MAN: 260_000 },
    '2027-06-08-10': { LGW: 300_000 },
  },
  pricing_details: { '2027-06-01-7': 250_000, '2027-06-08-10': 300_000 },
});

const notHere = () => jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'Not here.' } });

/** The deal API, and the search as fakeSearchApi answers it unless `search` says otherwise. */
function serve({
  dealAnswer = () => jsonResponse(200, deal),
  search = fakeSearchApi([resultHotel(101)]),
}: {
  dealAnswer?: () => Response | Promise<Response>;
  search?: (path: string, init: RequestInit) => Response | Promise<Response>;
} = {}) {
  return stubApi((path, init) => {
    if (path === '/deal/sol-majorca') return dealAnswer();
    if (path.startsWith('/deal/')) {
      return jsonResponse(404, {
        error: { code: 'NOT_FOUND', message: `Deal not found with slug: ${path.slice(6)}` },
      });
    }
    if (path.startsWith('/itinerary/')) return search(path, init);
    return notHere();
  });
}

function open(slug = 'sol-majorca') {
  return renderAt(`/deals/${slug}`, <DealPage />, [{ path: '/search', element: <p>Results</p> }], {
    pattern: '/deals/:slug',
  });
}

const form = () => screen.getByRole('form', { name: 'Booking options' });
const searchButton = () => within(form()).getByRole('button', { name: 'Search This Deal' });
const alertText = () => within(form()).getByRole('alert').textContent;

beforeEach(() => {
  // The deal page reads London's date once: 10 May 2027, so tomorrow is 11 May.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-05-10T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useSearchStore.setState({ criteria: defaultCriteria(), itinerary: null, view: defaultView() });
  useOverlays.setState({ loading: null });
});

describe('Deal page (docs/spec/3-accounts-bookings-content.md §2 Deal page, §4, §8)', () => {
  it("loads, then shows the deal's details, its photos in the lightbox and the way back", async () => {
    serve();
    const user = userEvent.setup();
    open();
    expect(screen.getByText('Loading deal details...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sol Majorca' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Majorca getaway for two')).toBeInTheDocument();
    expect(screen.getByText('20% off')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(
      screen.getByText('Save 20% on 7 or 10-night holidays for 2 adults.'),
    ).toBeInTheDocument();
    expect(screen.getByText('A clifftop hotel above the bay.')).toBeInTheDocument();
    expect(screen.getByText('Outdoor pool')).toBeInTheDocument();
    expect(screen.getByText('£1,250 per person')).toBeInTheDocument();
    expect(screen.getByText('7 Nights, 10 Nights')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Deals' })).toHaveAttribute('href', '/deals');

    await user.click(screen.getByRole('button', { name: 'Open photo 2 of 3 of Sol Majorca' }));
    const lightbox = await screen.findByRole('dialog', { name: 'Sol Majorca' });
    expect(within(lightbox).getByText('2 / 3')).toBeInTheDocument();
    await user.click(within(lightbox).getByRole('button', { name: 'Next photo' }));
    expect(within(lightbox).getByText('3 / 3')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("fixes the search bar on the deal's hotel", async () => {
    serve();
    open();
    await screen.findByRole('heading', { level: 1, name: 'Sol Majorca' });
    await waitFor(() =>
      expect(useSearchStore.getState().criteria).toMatchObject({
        searchType: 'package',
        destination: { id: 10, name: 'Sol Majorca' },
        rooms: [{ adults: 2, children: 0, infants: 0, childAges: [] }],
        hotelId: 101,
        featuredPropertyId: 101,
      }),
    );
    const bar = screen.getByRole('form', { name: 'Search holidays' });
    expect(bar).toHaveTextContent('Sol Majorca');
    expect(bar).toHaveTextContent('2 adults, 1 room');
  });

  it('says the deal was not found, and Try Again loads it again', async () => {
    let fail = true;
    const calls = serve({
      dealAnswer: () =>
        fail
          ? jsonResponse(404, {
              error: { code: 'NOT_FOUND', message: 'Deal not found with slug: sol-majorca' },
            })
          : jsonResponse(200, deal),
    });
    const user = userEvent.setup();
    open();
    expect(await screen.findByRole('heading', { name: 'Error loading deal' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Deal not found with slug: sol-majorca');
    expect(screen.getByRole('link', { name: 'Back to Deals' })).toHaveAttribute('href', '/deals');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sol Majorca' }),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/deal/sol-majorca')).toHaveLength(2);
  });

  it("says 'Failed to load deal details' for any other failure", async () => {
    serve({ dealAnswer: () => jsonResponse(500, { error: { code: 'INTERNAL', message: 'x' } }) });
    open();
    expect(await screen.findByRole('heading', { name: 'Error loading deal' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load deal details');
  });
});

describe('Booking options (docs/spec/3-accounts-bookings-content.md §3 Deal search params, §5)', () => {
  it('offers each airport with its price from, and the dates that airport flies', async () => {
    serve();
    const user = userEvent.setup();
    open();
    await screen.findByRole('heading', { level: 1, name: 'Sol Majorca' });
    const airport = within(form()).getByRole('combobox', { name: 'Departure airport' });
    expect(
      within(airport)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Select an airport',
      'London Gatwick (LGW) – from £2,500',
      'Manchester (MAN) – from £2,600',
    ]);
    const dates = within(form()).getByRole('group', { name: 'Travel dates' });
    const radios = within(dates).getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(radios[0].closest('label')).toHaveTextContent('Tue, 1 Jun 2027 · 7 Nightsfrom £2,500');
    expect(radios[1].closest('label')).toHaveTextContent('Tue, 8 Jun 2027 · 10 Nightsfrom £3,000');
    expect(radios[2].closest('label')).toHaveTextContent('Choose custom dates');

    await user.click(radios[1]);
    // Manchester does not fly on 8 June: choosing it drops that date and disables it.
    await user.selectOptions(airport, 'MAN');
    expect(radios[1]).not.toBeChecked();
    expect(radios[1]).toBeDisabled();
    expect(radios[1].closest('label')).toHaveTextContent('Not from MAN');
    expect(radios[0].closest('label')).toHaveTextContent('from £2,600');
    await user.click(radios[0]);
    expect(form()).toHaveTextContent('£2,600 total for 2 Adults');
  });

  it('checks the airport, then the dates, in the words of the spec', async () => {
    serve();
    const user = userEvent.setup();
    open();
    await screen.findByRole('heading', { level: 1, name: 'Sol Majorca' });
    await user.click(searchButton());
    expect(alertText()).toBe('Please select a departure airport');
    const airport = within(form()).getByRole('combobox', { name: 'Departure airport' });
    expect(airport).toHaveAttribute('aria-invalid', 'true');

    await user.selectOptions(airport, 'LGW');
    expect(alertText()).toBe('Please select travel dates or choose custom dates');
    await user.click(within(form()).getByRole('radio', { name: /Choose custom dates/ }));
    expect(alertText()).toBe('Please select a custom departure date');

    const departure = within(form()).getByRole('group', { name: 'Departure date' });
    const [day] = within(departure).getAllByRole('spinbutton');
    // Today (10 May 2027) is too soon: tomorrow at the earliest.
    await user.click(day);
    await user.keyboard('10052027');
    expect(alertText()).toBe('Please choose a departure date from tomorrow onwards');
    await user.click(day);
    await user.keyboard('11052027');
    expect(alertText()).toBe('Please select duration for your custom booking');
    const nights = within(form()).getByRole('combobox', { name: 'Duration' });
    expect(within(nights).getAllByRole('option')).toHaveLength(29);
    expect(within(nights).getAllByRole('option').at(-1)).toHaveTextContent('28 Nights');
    await user.selectOptions(nights, '28 Nights');
    expect(within(form()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for every child age, worded for one child and for several', async () => {
    serve({
      dealAnswer: () => jsonResponse(200, { ...deal, children: 2, child_ages: [] }),
    });
    const user = userEvent.setup();
    open();
    await screen.findByRole('heading', { level: 1, name: 'Sol Majorca' });
    expect(form()).toHaveTextContent('Please enter age for 2 children before searching');
    await user.selectOptions(
      within(form()).getByRole('combobox', { name: 'Departure airport' }),
      'LGW',
    );
    await user.click(within(form()).getAllByRole('radio')[0]);
    await user.click(searchButton());
    expect(alertText()).toBe(
      'Please enter the age for all 2 childrenChild ages are required for accurate pricing and availability.',
    );
    const age1 = within(form()).getByRole('combobox', { name: 'Child 1 age' });
    expect(age1).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(age1)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Age', ...Array.from({ length: 14 }, (_, i) => String(i + 2))]);
    await user.selectOptions(age1, '4');
    expect(form()).toHaveTextContent('Please enter age for 1 child before searching');
    // One child: its own wording.
    await user.click(within(form()).getByRole('button', { name: 'Fewer children' }));
    expect(within(form()).queryByRole('alert')).not.toBeInTheDocument();
    await user.selectOptions(within(form()).getByRole('combobox', { name: 'Child 1 age' }), '');
    await user.click(searchButton());
    expect(alertText()).toBe(
      'Please enter the age for the childChild ages are required for accurate pricing and availability.',
    );
    await user.selectOptions(within(form()).getByRole('combobox', { name: 'Child 1 age' }), '15');
    expect(within(form()).queryByRole('alert')).not.toBeInTheDocument();
    expect(form()).not.toHaveTextContent('before searching');
  });

  it('keeps at least one room, removable only while more than one, 1-9 adults and at most 9 of each', async () => {
    serve();
    const user = userEvent.setup();
    open();
    await screen.findByRole('heading', { level: 1, name: 'Sol Majorca' });
    const room = (n: number) => within(form()).getByRole('group', { name: `Room ${String(n)}` });
    expect(within(form()).queryByRole('button', { name: /Remove room/ })).not.toBeInTheDocument();

    const fewerAdults = within(room(1)).getByRole('button', { name: 'Fewer adults' });
    await user.click(fewerAdults);
    expect(within(room(1)).getByRole('status', { name: 'Adults' })).toHaveTextContent('1');
    expect(fewerAdults).toBeDisabled();
    const moreInfants = within(room(1)).getByRole('button', { name: 'More infants' });
    for (let i = 0; i < 9; i++) await user.click(moreInfants);
    expect(within(room(1)).getByRole('status', { name: 'Infants' })).toHaveTextContent('9');
    expect(moreInfants).toBeDisabled();

    await user.click(within(form()).getByRole('button', { name: 'Add another room' }));
    expect(within(room(2)).getByRole('status', { name: 'Adults' })).toHaveTextContent('1');
    expect(within(form()).getByRole('button', { name: 'Remove room 1' })).toBeInTheDocument();
    await user.click(within(form()).getByRole('button', { name: 'Remove room 2' }));
    expect(within(form()).queryByRole('group', { name: 'Room 2' })).not.toBeInTheDocument();
    expect(within(form()).queryByRole('button', { name: /Remove room/ })).not.toBeInTheDocument();
  });
});

describe('Deal search (docs/spec/3-accounts-bookings-content.md §4 Deal page, §7, §8)', () => {
  async function searchFirstDate(user: ReturnType<typeof userEvent.setup>) {
    await screen.findByRole('heading', { level: 1, name: 'Sol Majorca' });
    await user.selectOptions(
      within(form()).getByRole('combobox', { name: 'Departure airport' }),
      'LGW',
    );
    await user.click(within(form()).getAllByRole('radio')[0]);
    await user.click(searchButton());
  }

  it("searches the hotel, shows the overlay, stores the itinerary with the deal's board filter and opens the results", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const calls = serve({
      search: fakeSearchApi([resultHotel(101)], (path) =>
        path === '/itinerary/search' ? held : undefined,
      ),
    });
    const user = userEvent.setup();
    const { router } = open();
    await searchFirstDate(user);

    await waitFor(() =>
      expect(useOverlays.getState().loading).toEqual({
        message: 'Searching for your perfect deal...',
        detail: 'This may take up to 20 seconds!',
      }),
    );
    const body = calls.find((c) => c.path === '/itinerary/search')?.body as SearchRequest;
    expect(body).toMatchObject({
      type: 'package',
      start_date: '2027-06-01',
      end_date: '2027-06-08',
      nights: 7,
      flexible_departure: false,
      departure_airports: ['LGW'],
      hotel_id: 101,
      rooms: [{ adults: 2, children: 0, infants: 0, child_ages: [] }],
      num_adults: 2,
      num_children: 0,
      num_infants: 0,
      child_ages: [],
      featured_ivector_property_id: 101,
    });
    await act(async () => {
      release();
      await held;
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(useOverlays.getState().loading).toBeNull();
    const state = useSearchStore.getState();
    expect(state.itinerary?.hotels.map((h) => h.ivector_property_id)).toEqual([101]);
    // 'half board' matches the available 'Half Board', case-insensitively.
    expect(state.view.filters.boardBases).toEqual(['Half Board']);
    expect(state.criteria).toMatchObject({
      hotelId: 101,
      featuredPropertyId: 101,
      departureAirports: ['LGW'],
      startDate: '2027-06-01',
      nights: 7,
    });
    expect(new URLSearchParams(router.state.location.search).get('airports')).toBe('LGW');
  });

  it('applies no board filter when the search has no matching basis', async () => {
    serve({
      dealAnswer: () =>
        jsonResponse(200, { ...deal, boardBasis: 'Room Only', board_basis: 'Room Only' }),
    });
    const user = userEvent.setup();
    const { router } = open();
    await searchFirstDate(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(useSearchStore.getState().view.filters.boardBases).toEqual([]);
  });

  it("says 'No availability found for these dates.' when the search finds nothing", async () => {
    serve({
      search: () =>
        jsonResponse(200, { status: 'error', message: 'Nothing found', itinerary: null }),
    });
    const user = userEvent.setup();
    const { router } = open();
    await searchFirstDate(user);
    await waitFor(() => expect(alertText()).toBe('No availability found for these dates.'));
    expect(router.state.location.pathname).toBe('/deals/sol-majorca');
    expect(useOverlays.getState().loading).toBeNull();
  });

  it('apologises when the search fails', async () => {
    serve({
      search: () => jsonResponse(500, { error: { code: 'INTERNAL', message: 'Boom' } }),
    });
    const user = userEvent.setup();
    open();
    await searchFirstDate(user);
    await waitFor(() =>
      expect(alertText()).toBe(
        'Sorry, there was an error searching for this deal. Please try again.',
      ),
    );
  });

  it('toasts when the search succeeded without an itinerary to store', async () => {
    serve({
      search: () => jsonResponse(200, { status: 'success', message: '', itinerary: null }),
    });
    const user = userEvent.setup();
    const { router } = open();
    await searchFirstDate(user);
    expect(
      await screen.findByText('Failed to process search results. Please try again.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/deals/sol-majorca');
    expect(useSearchStore.getState().itinerary).toBeNull();
  });
});
