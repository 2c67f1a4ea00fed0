import { mapPin, type MapPin } from '@sunward/contracts/search';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
  Array.from(container.querySelectorAll<HTMLElement>('.leaflet-marker-icon'));

describe('ResultsMap', () => {
  it('puts one keyboard-focusable price pin per hotel, named with the hotel and price', () => {
    const { container } = renderMap();
    const markers = pins(container);
    expect(markers).toHaveLength(2);
    const first = markers[0];
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
    expect(pins(container)[1]).toHaveAccessibleName('Palma Suites, £1,250 per person');
    expect(pins(container)[1]).toHaveTextContent('£1,250pp');
    rerender(<ResultsMap {...props} priceMode="total" />);
    expect(pins(container)[1]).toHaveAccessibleName('Palma Suites, £2,500 total');
    expect(pins(container)[1]).toHaveAttribute('title', 'Palma Suites, £2,500 total');
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
      pins(container)[1].click();
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
});
