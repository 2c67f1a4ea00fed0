import { itineraryHotel, type ItineraryHotel } from '@sunward/contracts/search';
import { defaultSiteConfig } from '@sunward/contracts/site';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { siteConfigQuery } from '../../../shared/api/site';
import { MAP_ERROR } from '../../../shared/ui/MapErrorBoundary';
import type { ResultsMapProps } from './ResultsMap';
import {
  hasMapLocation,
  mappableHotels,
  ResultsMapToggle,
  type ResultsMapToggleProps,
} from './ResultsMapToggle';

function hotel(id: number, name: string, lat: number, lon: number): ItineraryHotel {
  return itineraryHotel.parse({
    ivector_property_id: id,
    name,
    bookingToken: `H${id}:2026-06-13:7`,
    region: 'Majorca',
    region_id: 10,
    resort: 'Alcudia',
    country: 'Spain',
    location: 'Alcudia, Majorca, Spain',
    facilities: [],
    features: [],
    rating: 4,
    lat,
    lon,
    imageUrls: [],
    main_image: '',
    adults_only: 0,
    lgbtq_friendly: 0,
    family_hotels: 0,
    prefered_airports: [],
    isHotelOnly: false,
    rooms: [],
    package: {
      checkIn: '2026-06-13',
      checkOut: '2026-06-20',
      nights: 7,
      boardBasis: 'AI',
      boardName: 'All Inclusive',
      hotelPence: 100_000,
      flightPence: 30_000,
      totalPence: 130_000,
      perPersonPence: 65_000,
      flightId: null,
    },
  });
}

const hotels = [
  hotel(1, 'Hotel Alcudia Mar', 39.8533, 3.1217),
  hotel(2, 'Nowhere Lodge', 0, 0),
  hotel(3, 'Palma Suites', 39.5696, 2.6502),
];

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
function FakeMap({ hotels, priceMode, tileUrl, onOpenHotel }: ResultsMapProps) {
  return (
    <div data-testid="fake-map" data-tiles={tileUrl} data-mode={priceMode}>
      {hotels.map((h) => (
        <button key={h.ivector_property_id} type="button" onClick={() => onOpenHotel(h)}>
          {h.name}
        </button>
      ))}
    </div>
  );
}
const fakeModule = { default: FakeMap };

function renderToggle(props: Partial<ResultsMapToggleProps> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(siteConfigQuery.queryKey, defaultSiteConfig);
  const onOpenHotel = vi.fn<(h: ItineraryHotel) => void>();
  const loadMap = vi.fn<NonNullable<ResultsMapToggleProps['loadMap']>>(() =>
    Promise.resolve(fakeModule),
  );
  render(
    <QueryClientProvider client={client}>
      <ResultsMapToggle
        hotels={hotels}
        priceMode="total"
        onOpenHotel={onOpenHotel}
        loadMap={loadMap}
        {...props}
      />
    </QueryClientProvider>,
  );
  return { onOpenHotel, loadMap: props.loadMap ?? loadMap };
}

describe('ResultsMapToggle', () => {
  let consoleError: MockInstance<typeof console.error>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    consoleError.mockRestore();
  });

  it('is collapsed by default and loads the map module only when first opened', async () => {
    const user = userEvent.setup();
    const { loadMap, onOpenHotel } = renderToggle();
    const button = screen.getByRole('button', { name: 'Show map' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'results-map');
    expect(document.getElementById('results-map')).not.toBeVisible();
    expect(loadMap).not.toHaveBeenCalled();

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
    // Only hotels with a location reach the map; the rest are counted.
    expect(screen.getByRole('button', { name: 'Hotel Alcudia Mar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nowhere Lodge' })).not.toBeInTheDocument();
    expect(
      screen.getByText('1 holiday has no map location and is not shown on the map.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Palma Suites' }));
    expect(onOpenHotel).toHaveBeenCalledWith(hotels[2]);

    await user.click(screen.getByRole('button', { name: 'Hide map' }));
    expect(screen.queryByTestId('fake-map')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show map' }));
    expect(await screen.findByTestId('fake-map')).toBeInTheDocument();
    expect(loadMap).toHaveBeenCalledTimes(1);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('shows the loading text while the map module arrives', async () => {
    const user = userEvent.setup();
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
