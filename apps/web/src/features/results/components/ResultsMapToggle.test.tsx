import type { MapPin } from '@sunward/contracts/search';
import { defaultSiteConfig } from '@sunward/contracts/site';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { siteConfigQuery } from '../../../shared/api/site';
import {
  defaultView,
  emptyFilters,
  selectionOf,
  type ResultsSelection,
} from '../../../shared/stores/search';
import { MAP_ERROR } from '../../../shared/ui/MapErrorBoundary';
import { jsonResponse, stubApi } from '../../../test/render';
import { fakeSearchApi, resultHotel, SEARCH_UUID } from '../../../test/search-fixtures';
import type { ResultsMapProps } from './ResultsMap';
import {
  hasMapLocation,
  mappableHotels,
  ResultsMapToggle,
  type ResultsMapToggleProps,
} from './ResultsMapToggle';

const located = (id: number, name: string, resort: string, lat: number, lon: number) =>
  resultHotel(id, { name, resort, lat, lon });

const hotels = [
  located(1, 'Hotel Alcudia Mar', 'Alcudia', 39.8533, 3.1217),
  located(2, 'Nowhere Lodge', 'Soller', 0, 0),
  located(3, 'Palma Suites', 'Palma', 39.5696, 2.6502),
];
const everything: ResultsSelection = selectionOf(defaultView());

describe('map coordinates', () => {
  it('accepts finite, in-range coordinates, including the edges of the range', () => {
    expect(hasMapLocation({ lat: 39.85, lon: 3.12 })).toBe(true);
    expect(hasMapLocation({ lat: -90, lon: 180 })).toBe(true);
    expect(hasMapLocation({ lat: 90, lon: -180 })).toBe(true);
    expect(hasMapLocation({ lat: 0, lon: 3.12 })).toBe(true);
  });

  it('skips missing, non-finite, out-of-range and 0,0 coordinates', () => {
    expect(hasMapLocation({ lat: Number.NaN, lon: 3 })).toBe(false);
    expect(hasMapLocation({ lat: 39, lon: Number.POSITIVE_INFINITY })).toBe(false);
    expect(hasMapLocation({ lat: 90.01, lon: 3 })).toBe(false);
    expect(hasMapLocation({ lat: 39, lon: -180.5 })).toBe(false);
    expect(hasMapLocation({ lat: 0, lon: 0 })).toBe(false);
    // What a loosely typed feed can send despite the contract.
    const untyped = JSON.parse('{"lat": null, "lon": "3.1"}') as { lat: number; lon: number };
    expect(hasMapLocation(untyped)).toBe(false);
  });

  it('keeps the list order of the hotels it keeps', () => {
    expect(mappableHotels(hotels).map((h) => h.ivector_property_id)).toEqual([1, 3]);
    expect(mappableHotels([])).toEqual([]);
  });
});

/** Stands in for the Leaflet module: lists what it was given. */
function FakeMap({ pins, priceMode, tileUrl, onOpenHotel }: ResultsMapProps) {
  return (
    <div data-testid="fake-map" data-tiles={tileUrl} data-mode={priceMode}>
      {pins.map((h) => (
        <button key={h.ivector_property_id} type="button" onClick={() => onOpenHotel(h)}>
          {h.name}
        </button>
      ))}
    </div>
  );
}
const fakeModule = { default: FakeMap };

/** The results calls made (the fake API answers them over `hotels`). */
const resultsCalls = (calls: { path: string; body: unknown }[]) =>
  calls.filter((c) => c.path === `/itinerary/${SEARCH_UUID}/results`).map((c) => c.body);

function renderToggle(props: Partial<ResultsMapToggleProps> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(siteConfigQuery.queryKey, defaultSiteConfig);
  const onOpenHotel = vi.fn<(p: MapPin) => void>();
  const loadMap = vi.fn<NonNullable<ResultsMapToggleProps['loadMap']>>(() =>
    Promise.resolve(fakeModule),
  );
  const all: ResultsMapToggleProps = {
    uuid: SEARCH_UUID,
    selection: everything,
    priceMode: 'total',
    onOpenHotel,
    loadMap,
    ...props,
  };
  const view = render(
    <QueryClientProvider client={client}>
      <ResultsMapToggle {...all} />
    </QueryClientProvider>,
  );
  const rerender = (patch: Partial<ResultsMapToggleProps>) =>
    view.rerender(
      <QueryClientProvider client={client}>
        <ResultsMapToggle {...all} {...patch} />
      </QueryClientProvider>,
    );
  return { onOpenHotel, loadMap: all.loadMap!, rerender };
}

describe('ResultsMapToggle', () => {
  let consoleError: MockInstance<typeof console.error>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    consoleError.mockRestore();
    vi.unstubAllGlobals();
  });

  it('is collapsed by default and loads the map module and the pins only when first opened', async () => {
    const user = userEvent.setup();
    const calls = stubApi(fakeSearchApi(hotels));
    const { loadMap, onOpenHotel } = renderToggle();
    const button = screen.getByRole('button', { name: 'Show map' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'results-map');
    expect(document.getElementById('results-map')).not.toBeVisible();
    expect(loadMap).not.toHaveBeenCalled();
    expect(resultsCalls(calls)).toEqual([]);

    await user.click(button);
    expect(screen.getByRole('button', { name: 'Hide map' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const region = screen.getByRole('region', { name: 'Map of holidays' });
    expect(region).toHaveAttribute('id', 'results-map');
    expect(await screen.findByTestId('fake-map')).toHaveAttribute(
      'data-tiles',
      defaultSiteConfig.mapTileUrl,
    );
    expect(loadMap).toHaveBeenCalledTimes(1);
    // Every matching hotel's pin, in one call that asks for no hotels to speak of.
    expect(resultsCalls(calls)).toEqual([
      {
        filters: emptyFilters(),
        sort: 'bestValue',
        hotel_name: '',
        offset: 0,
        limit: 1,
        pins: true,
      },
    ]);
    // Only hotels with a location reach the map; the rest are counted.
    expect(screen.getByRole('button', { name: 'Hotel Alcudia Mar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nowhere Lodge' })).not.toBeInTheDocument();
    expect(
      screen.getByText('1 holiday has no map location and is not shown on the map.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Palma Suites' }));
    expect(onOpenHotel).toHaveBeenCalledWith(
      expect.objectContaining({
        ivector_property_id: 3,
        package: expect.objectContaining({ flightId: hotels[2].package.flightId }),
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Hide map' }));
    expect(screen.queryByTestId('fake-map')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show map' }));
    expect(await screen.findByTestId('fake-map')).toBeInTheDocument();
    expect(loadMap).toHaveBeenCalledTimes(1);
    // The same pins: not asked for again.
    expect(resultsCalls(calls)).toHaveLength(1);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('shows the loading text until the pins arrive, and follows the list filters', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const calls = stubApi(fakeSearchApi(hotels, () => held));
    const { rerender } = renderToggle();
    await user.click(screen.getByRole('button', { name: 'Show map' }));
    expect(await screen.findByText('Loading map...')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Map of holidays' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    release();
    expect(await screen.findByTestId('fake-map')).toBeInTheDocument();
    expect(screen.queryByText('Loading map...')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Hotel|^Palma/ })).toHaveLength(2);

    // Palma only: the map asks for that list's pins.
    rerender({ selection: { ...everything, filters: { ...emptyFilters(), regions: ['Palma'] } } });
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Hotel Alcudia Mar' })).not.toBeInTheDocument();
    });
    expect(screen.getByRole('button', { name: 'Palma Suites' })).toBeInTheDocument();
    expect(resultsCalls(calls).at(-1)).toMatchObject({
      filters: { regions: ['Palma'] },
      pins: true,
      limit: 1,
    });
  });

  it('says the map failed when the pins do not load, and Retry asks again', async () => {
    const user = userEvent.setup();
    let fail = true;
    const answer = fakeSearchApi(hotels);
    const calls = stubApi((path, init) =>
      fail
        ? jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'Gone' } })
        : answer(path, init),
    );
    renderToggle();
    await user.click(screen.getByRole('button', { name: 'Show map' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MAP_ERROR);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('fake-map')).toBeInTheDocument();
    expect(resultsCalls(calls)).toHaveLength(2);
  });

  it('shows the loading text while the map module arrives', async () => {
    const user = userEvent.setup();
    stubApi(fakeSearchApi(hotels));
    let arrive: (m: typeof fakeModule) => void = () => undefined;
    const loadMap = vi.fn(() => new Promise<typeof fakeModule>((resolve) => (arrive = resolve)));
    renderToggle({ loadMap });
    await user.click(screen.getByRole('button', { name: 'Show map' }));
    expect(await screen.findByText('Loading map...')).toBeInTheDocument();
    arrive(fakeModule);
    expect(await screen.findByTestId('fake-map')).toBeInTheDocument();
    expect(screen.queryByText('Loading map...')).not.toBeInTheDocument();
  });

  it('says the map failed when its module does not load, logs it, and Retry imports again', async () => {
    const user = userEvent.setup();
    stubApi(fakeSearchApi(hotels));
    const loadMap = vi
      .fn<NonNullable<ResultsMapToggleProps['loadMap']>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(fakeModule);
    renderToggle({ loadMap });
    await user.click(screen.getByRole('button', { name: 'Show map' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(MAP_ERROR);
    expect(screen.getByText('Failed to load map. Please try again.')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      'Results map failed to load',
      expect.any(TypeError),
      expect.any(String),
    );

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('fake-map')).toBeInTheDocument();
    expect(screen.queryByText(MAP_ERROR)).not.toBeInTheDocument();
    expect(loadMap).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('region', { name: 'Map of holidays' })).toHaveFocus();
  });

  it('says the map failed when Leaflet throws while starting, and Retry starts it again', async () => {
    const user = userEvent.setup();
    stubApi(fakeSearchApi(hotels));
    let fail = true;
    function FlakyMap(props: ResultsMapProps) {
      if (fail) throw new Error('Map container not found.');
      return <FakeMap {...props} />;
    }
    const loadMap = vi.fn(() => Promise.resolve({ default: FlakyMap }));
    renderToggle({ loadMap, priceMode: 'perPerson' });
    await user.click(screen.getByRole('button', { name: 'Show map' }));
    expect(await screen.findByText(MAP_ERROR)).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      'Results map failed to load',
      expect.objectContaining({ message: 'Map container not found.' }),
      expect.any(String),
    );

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('fake-map')).toHaveAttribute('data-mode', 'perPerson');
  });
});
