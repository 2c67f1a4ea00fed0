import { mapPin, type MapPin } from '@sunward/contracts/search';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import ResultsMap, { type ResultsMapProps } from './ResultsMap';

function pin(id: number, name: string, rating: number, totalPence: number): MapPin {
  return mapPin.parse({
    ivector_property_id: id,
    name,
    rating,
    location: 'Alcudia, Majorca, Spain',
    lat: 39.8 + id / 100,
    lon: 3.1 + id / 100,
    package: { totalPence, perPersonPence: Math.round(totalPence / 2), flightId: null },
  });
}

// `<b>` in a name must stay text: the pins are built with DOM calls, not HTML strings.
const hotels = [pin(1, 'Hotel <b>Alcudia</b> Mar', 4, 123_449), pin(2, 'Palma Suites', 5, 250_000)];

function renderMap(props: Partial<ResultsMapProps> = {}) {
  const onOpenHotel = vi.fn<(p: MapPin) => void>();
  const all: ResultsMapProps = {
    pins: hotels,
    priceMode: 'total',
    tileUrl: 'https://tiles.example.test/{z}/{x}/{y}.png',
    attribution: '&copy; Example maps',
    onOpenHotel,
    ...props,
  };
  const view = render(<ResultsMap {...all} />);
  return { ...view, onOpenHotel, props: all };
}

const pins = (container: HTMLElement) =>
  Array.from(container.querySelectorAll<HTMLElement>('.sunward-price-pin'));
/** The pin of the hotel whose name starts so (the cluster layer adds pins in its own order). */
const pinOf = (container: HTMLElement, name: string) => {
  const found = pins(container).find((p) => p.title.startsWith(`${name}, `));
  if (!found) throw new Error(`no pin for ${name}`);
  return found;
};
const clusters = (container: HTMLElement) =>
  Array.from(container.querySelectorAll<HTMLElement>('.sunward-price-cluster'));

// jsdom lays nothing out: give the map the size it has on screen, or every pin is out of view (the
// cluster layer only draws what the view shows).
const size = { clientWidth: 800, clientHeight: 600 };
const saved = Object.fromEntries(
  Object.keys(size).map((k) => [k, Object.getOwnPropertyDescriptor(HTMLElement.prototype, k)]),
);
beforeAll(() => {
  for (const [k, v] of Object.entries(size))
    Object.defineProperty(HTMLElement.prototype, k, { configurable: true, get: () => v });
});
afterAll(() => {
  for (const [k, d] of Object.entries(saved))
    if (d) Object.defineProperty(HTMLElement.prototype, k, d);
});

describe('ResultsMap', () => {
  it('puts one keyboard-focusable price pin per hotel, named with the hotel and price', () => {
    const { container } = renderMap();
    expect(pins(container)).toHaveLength(2);
    const first = pinOf(container, 'Hotel <b>Alcudia</b> Mar');
    expect(first).toHaveAttribute('role', 'button');
    expect(first).toHaveAttribute('tabindex', '0');
    expect(first).toHaveAttribute('title', 'Hotel <b>Alcudia</b> Mar, £1,234 total');
    expect(first).toHaveAccessibleName('Hotel <b>Alcudia</b> Mar, £1,234 total');
    expect(first.querySelector('b')).toBeNull();
    expect(first).toHaveTextContent('£1,234');
    expect(container.querySelector('img.leaflet-marker-icon')).toBeNull();
    expect(container.querySelector('.leaflet-control-attribution')).toHaveTextContent(
      'Example maps',
    );
  });

  it('shows per-person prices in per-person mode and updates the pins when it changes', () => {
    const { container, rerender, props } = renderMap({ priceMode: 'perPerson' });
    expect(pinOf(container, 'Palma Suites')).toHaveAccessibleName(
      'Palma Suites, £1,250 per person',
    );
    expect(pinOf(container, 'Palma Suites')).toHaveTextContent('£1,250pp');
    rerender(<ResultsMap {...props} priceMode="total" />);
    expect(pinOf(container, 'Palma Suites')).toHaveAccessibleName('Palma Suites, £2,500 total');
    expect(pinOf(container, 'Palma Suites')).toHaveAttribute('title', 'Palma Suites, £2,500 total');
  });

  it('follows the shown hotels: fewer hotels, fewer pins', () => {
    const { container, rerender, props } = renderMap();
    rerender(<ResultsMap {...props} pins={[hotels[1]]} />);
    expect(pins(container)).toHaveLength(1);
    rerender(<ResultsMap {...props} pins={[]} />);
    expect(pins(container)).toHaveLength(0);
  });

  it('opens a popup with name, stars, price and View Details, which opens the hotel', async () => {
    const user = userEvent.setup();
    const { container, onOpenHotel } = renderMap();
    act(() => {
      pinOf(container, 'Palma Suites').click();
    });
    const popup = container.querySelector<HTMLElement>('.leaflet-popup');
    expect(popup).not.toBeNull();
    const content = within(popup!);
    expect(content.getByText('Palma Suites')).toBeInTheDocument();
    expect(content.getByText('5 out of 5 stars')).toBeInTheDocument();
    expect(content.getByText('£2,500 total')).toBeInTheDocument();
    const details = content.getByRole('button', { name: 'View Details' });
    expect(details).toHaveFocus();
    await user.click(details);
    expect(onOpenHotel).toHaveBeenCalledWith(hotels[1]);
    expect(screen.queryAllByText('Hotel <b>Alcudia</b> Mar')).toHaveLength(0);
  });

  it('counts hotels too close to tell apart in one bubble, which zooms in to them', async () => {
    const near = (id: number) => ({
      ...pin(id, `Hotel ${String(id)}`, 4, 100_000 + id),
      lat: 39.8,
      lon: 3.1 + id / 2000,
    });
    const far = pin(90, 'Far Hotel', 3, 90_000);
    const { container } = renderMap({ pins: [near(1), near(2), near(3), far] });
    // Fitted to all four, the three neighbours (tens of metres apart) share a bubble; the far one has its pin.
    const bubbles = clusters(container);
    expect(bubbles).toHaveLength(1);
    const bubble = bubbles[0];
    expect(bubble).toHaveAttribute('role', 'button');
    expect(bubble).toHaveAttribute('tabindex', '0');
    expect(bubble).toHaveAccessibleName('3 hotels here: zoom in to see them');
    expect(pins(container).map((p) => p.title)).toEqual(['Far Hotel, £900 total']);

    act(() => {
      bubble.click();
    });
    await vi.waitFor(() => {
      expect(clusters(container)).toHaveLength(0);
    });
    for (const name of ['Hotel 1', 'Hotel 2', 'Hotel 3'])
      expect(pinOf(container, name)).toBeVisible();
  });
});
