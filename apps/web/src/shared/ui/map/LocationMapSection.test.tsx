import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { LocationMapProps } from './LocationMap';
import {
  LocationMapSection,
  parseLocation,
  type LocationMapSectionProps,
} from './LocationMapSection';

// Stands in for the Leaflet module: shows what it was given.
vi.mock('./LocationMap', () => ({
  default: ({ name, lat, lon, tileUrl, attribution }: LocationMapProps) => (
    <div
      data-testid="location-map"
      data-name={name}
      data-lat={lat}
      data-lon={lon}
      data-tiles={tileUrl}
      data-attribution={attribution}
    />
  ),
}));

const tiles = 'https://tiles.example.test/{z}/{x}/{y}.png';
// An expression, not a JSX string: JSX would decode the entity.
const attribution = '&copy; Example maps';

function renderSection(props: Partial<LocationMapSectionProps> = {}) {
  return render(
    <LocationMapSection
      name="Hotel Alcudia Mar"
      lat={39.8533}
      lon={3.1217}
      tileUrl={tiles}
      attribution={attribution}
      {...props}
    />,
  );
}

describe('parseLocation', () => {
  it('accepts numbers and numeric strings', () => {
    expect(parseLocation(39.85, 3.12)).toEqual({ lat: 39.85, lon: 3.12 });
    expect(parseLocation('39.85', ' -3.12 ')).toEqual({ lat: 39.85, lon: -3.12 });
    expect(parseLocation(0, 3.12)).toEqual({ lat: 0, lon: 3.12 });
  });

  it('rejects values that do not parse, are out of range, or are both 0', () => {
    expect(parseLocation('abc', 3.12)).toBeNull();
    expect(parseLocation(null, 3.12)).toBeNull();
    expect(parseLocation(39.85, undefined)).toBeNull();
    expect(parseLocation('', 3.12)).toBeNull();
    expect(parseLocation(true, 3.12)).toBeNull();
    expect(parseLocation(Number.NaN, 3.12)).toBeNull();
    expect(parseLocation(39.85, Number.POSITIVE_INFINITY)).toBeNull();
    expect(parseLocation(91, 3.12)).toBeNull();
    expect(parseLocation(0, 0)).toBeNull();
    expect(parseLocation('0', '0')).toBeNull();
  });
});

describe('LocationMapSection', () => {
  it.each([
    ['abc', 3.12],
    [null, 3.12],
    [39.85, null],
    [undefined, undefined],
    [0, 0],
  ])('renders nothing for lat %j, lon %j', (lat, lon) => {
    const { container } = renderSection({ lat, lon });
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the heading, a loading spinner, then the map with the legend', async () => {
    // A fresh copy of the section, whose map has not loaded yet: test files in one worker share
    // loaded modules, and another may already have loaded this one's map.
    vi.resetModules();
    const { LocationMapSection: FreshSection } = await import('./LocationMapSection');
    render(
      <FreshSection
        name="Hotel Alcudia Mar"
        lat="39.8533"
        lon="3.1217"
        tileUrl={tiles}
        attribution={attribution}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Location' })).toBeInTheDocument();
    expect(screen.getByText('Shaded: Area within 10-minute walk')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading map...');

    const map = await screen.findByTestId('location-map');
    expect(map).toHaveAttribute('data-name', 'Hotel Alcudia Mar');
    expect(map).toHaveAttribute('data-lat', '39.8533');
    expect(map).toHaveAttribute('data-lon', '3.1217');
    expect(map).toHaveAttribute('data-tiles', tiles);
    expect(map).toHaveAttribute('data-attribution', attribution);
    expect(screen.queryByText('Loading map...')).not.toBeInTheDocument();
  });
});

describe('LocationMap (the real Leaflet module)', () => {
  it('draws a named, focusable marker, the walking circle and the tile attribution', async () => {
    const { default: LocationMap } = await vi.importActual<{
      default: ComponentType<LocationMapProps>;
    }>('./LocationMap');
    const { container } = render(
      <LocationMap
        name="Hotel <b>Alcudia</b> Mar"
        lat={39.8533}
        lon={3.1217}
        tileUrl={tiles}
        attribution={attribution}
      />,
    );
    const map = container.querySelector<HTMLElement>('.leaflet-container');
    expect(map).toHaveAttribute('aria-label', 'Map of the area around Hotel <b>Alcudia</b> Mar');
    const marker = container.querySelector<HTMLElement>('.leaflet-marker-icon');
    expect(marker).toHaveAttribute('role', 'button');
    expect(marker).toHaveAttribute('tabindex', '0');
    expect(marker).toHaveAccessibleName('Hotel <b>Alcudia</b> Mar');
    expect(marker?.querySelector('b')).toBeNull();
    expect(container.querySelector('.leaflet-control-attribution')).toHaveTextContent(
      '© Example maps',
    );
    // The 500 m walking circle, drawn by Leaflet's vector renderer.
    expect(
      container.querySelectorAll('.leaflet-overlay-pane path.leaflet-interactive'),
    ).toHaveLength(1);
  });
});
