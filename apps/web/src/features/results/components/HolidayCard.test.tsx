import { flight as flightSchema, itineraryHotel, type Flight } from '@sunward/contracts/search';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatLondonTime } from '../../../shared/lib/dates';
import { formatDay } from '../lib/flight-text';
import { HolidayCard, type HolidayCardProps } from './HolidayCard';

const FLIGHT_ID = 'XQ7531:2026-06-13:XQ7532:2026-06-20';

/** A SunExpress package from Gatwick to Antalya, as GET /search returns it (parsed below). */
const sunExpress: Flight = flightSchema.parse({
  itineraryId: FLIGHT_ID,
  outbound: {
    airline: 'SunExpress',
    airlineCode: 'XQE',
    flightNumber: 'XQ7531',
    durationMinutes: 265,
    includedBaggageKg: 20,
    departsFrom: {
      airportCode: 'LGW',
      airportName: 'London Gatwick',
      at: '2026-06-13T05:15:00.000Z',
      localDate: '2026-06-13',
      localTime: '06:15',
    },
    arrivesAt: {
      airportCode: 'AYT',
      airportName: 'Antalya',
      at: '2026-06-13T09:40:00.000Z',
      localDate: '2026-06-13',
      localTime: '12:40',
    },
  },
  return: {
    airline: 'SunExpress',
    airlineCode: 'XQE',
    flightNumber: 'XQ7532',
    durationMinutes: 260,
    includedBaggageKg: 20,
    departsFrom: {
      airportCode: 'AYT',
      airportName: 'Antalya',
      at: '2026-06-20T10:35:00.000Z',
      localDate: '2026-06-20',
      localTime: '13:35',
    },
    arrivesAt: {
      airportCode: 'LGW',
      airportName: 'London Gatwick',
      at: '2026-06-20T14:55:00.000Z',
      localDate: '2026-06-20',
      localTime: '15:55',
    },
  },
  price: { perPassenger: 18_950, perPerson: 18_950 },
  cost: 37_900,
  totalPrice: 37_900,
  durationNights: 7,
  seats: 2,
  infants: 0,
});

const images = [1, 2, 3, 4, 5].map((n) => `/api/images/hotel-40213-${n}.svg`);

const packageHotel = itineraryHotel.parse({
  ivector_property_id: 40213,
  name: 'Grand Hotel Aurora',
  bookingToken: 'H40213:2026-06-13:7',
  region: 'Antalya Coast',
  region_id: 12,
  resort: 'Lara',
  country: 'Turkey',
  location: 'Lara, Antalya Coast, Turkey',
  facilities: ['Outdoor pool', 'Spa', 'Free WiFi'],
  features: ['Beachfront', 'Adults-only pool'],
  rating: 4,
  lat: 36.8521,
  lon: 30.8523,
  imageUrls: images,
  main_image: images[0],
  adults_only: 1,
  lgbtq_friendly: 1,
  family_hotels: 0,
  prefered_airports: ['LGW', 'MAN'],
  isHotelOnly: false,
  rooms: [
    {
      RoomBookingToken: 'R40213-DBL-AI-R',
      RoomType: 'Double Room Sea View',
      StandardisedMealBasisCode: 'AI',
      MealBasisCode: 'All Inclusive',
      NonRefundable: false,
      TotalCost: 148_260,
      SupplierReference1: 'DBL-SV',
      SupplierReference2: 'AI-R',
      Images: ['/api/images/room-9-1.svg'],
    },
  ],
  package: {
    checkIn: '2026-06-13',
    checkOut: '2026-06-20',
    nights: 7,
    boardBasis: 'AI',
    boardName: 'All Inclusive',
    hotelPence: 148_260,
    flightPence: 37_900,
    totalPence: 186_160,
    perPersonPence: 93_080,
    flightId: FLIGHT_ID,
    depositAvailable: true,
  },
});

const hotelOnly = itineraryHotel.parse({
  ...packageHotel,
  ivector_property_id: 51877,
  name: 'Casa del Mar Apartments',
  bookingToken: 'H51877:2026-08-02:10',
  location: 'Puerto del Carmen, Lanzarote, Spain',
  rating: 3,
  adults_only: 0,
  lgbtq_friendly: 0,
  family_hotels: 1,
  isHotelOnly: true,
  package: {
    checkIn: '2026-08-02',
    checkOut: '2026-08-12',
    nights: 10,
    boardBasis: 'RO',
    boardName: 'Room Only',
    hotelPence: 84_449,
    flightPence: 0,
    totalPence: 84_449,
    perPersonPence: 28_150,
    flightId: null,
    depositAvailable: false,
  },
});

function renderCard(overrides: Partial<HolidayCardProps> = {}) {
  const onOpen = vi.fn<() => void>();
  const props: HolidayCardProps = {
    hotel: packageHotel,
    flight: sunExpress,
    priceMode: 'total',
    featured: false,
    onOpen,
    ...overrides,
  };
  const view = render(<HolidayCard {...props} />);
  return { ...view, onOpen, user: userEvent.setup() };
}

const card = () => screen.getByRole('article', { name: /./ });

describe('HolidayCard fixtures', () => {
  it('satisfy the search contract', () => {
    expect(() => flightSchema.parse(sunExpress)).not.toThrow();
    expect(() => itineraryHotel.parse(packageHotel)).not.toThrow();
    expect(() => itineraryHotel.parse(hotelOnly)).not.toThrow();
    expect(() => itineraryHotel.parse({ ...packageHotel, adults_only: 2 })).toThrow();
  });
});

describe('HolidayCard: verified review score', () => {
  it('shows the score the search gives (hotels with 5 or more approved reviews), and none without', () => {
    const { unmount } = renderCard({
      hotel: { ...packageHotel, reviews: { score: 4.6, count: 27 } },
    });
    expect(
      within(card()).getByText('Rated 4.6 out of 5 from 27 verified reviews'),
    ).toBeInTheDocument();
    unmount();
    renderCard();
    expect(within(card()).queryByText(/verified review/)).not.toBeInTheDocument();
  });
});

describe('HolidayCard: package (docs/spec/1-shell-search-package.md Holiday card)', () => {
  it('shows every field of a package', () => {
    renderCard();
    const article = card();
    expect(article).toHaveAccessibleName('Grand Hotel Aurora');
    expect(
      within(article).getByRole('heading', { level: 3, name: 'Grand Hotel Aurora' }),
    ).toBeInTheDocument();
    expect(within(article).getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(within(article).getByText('Lara, Antalya Coast, Turkey')).toBeInTheDocument();
    const badges = within(article).getByRole('list', { name: 'Hotel type' });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Adults Only', 'LGBTQ+ Friendly']);
    expect(within(article).getByText('All Inclusive')).toBeInTheDocument();
    expect(within(article).getByText('7 Nights')).toBeInTheDocument();
    expect(within(article).getByText('Sat 13 Jun 2026')).toBeInTheDocument();
    expect(within(article).getByRole('button', { name: 'from London Gatwick' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    const bag = within(article).getByText('20kg included');
    expect(bag).toHaveAttribute('title', '20kg bags included as standard');
    expect(within(article).queryByText('Hotel Only')).not.toBeInTheDocument();
    const price = within(article).getByTestId('card-price');
    expect(price).toHaveTextContent('From');
    expect(price).toHaveTextContent('£1,862 total');
    expect(price).toHaveTextContent('£931pp');
    expect(
      within(article).getByRole('button', { name: 'View Details' }),
    ).toHaveAccessibleDescription('Grand Hotel Aurora');
    expect(within(article).getByText('Your holiday is ATOL protected.')).toBeInTheDocument();
    expect(
      within(article).getByRole('img', { name: 'Grand Hotel Aurora, photo 1 of 5' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('FEATURED')).not.toBeInTheDocument();
  });

  it('shows no baggage badge for an airline without included bags', () => {
    renderCard({
      flight: {
        ...sunExpress,
        outbound: { ...sunExpress.outbound, airline: 'Ryanair', airlineCode: 'FR' },
      },
    });
    expect(screen.queryByText(/kg included/)).not.toBeInTheDocument();
  });

  it('uses the outbound airline code for the baggage badge', () => {
    renderCard({
      flight: {
        ...sunExpress,
        outbound: { ...sunExpress.outbound, airline: 'Norwegian Air Plus', airlineCode: 'NOP' },
      },
    });
    expect(screen.getByText('23kg included')).toBeInTheDocument();
  });
});

describe('HolidayCard dates and times (London time zone, en-GB)', () => {
  it('formats days and times in London time, whatever the machine time zone', () => {
    // 23:30 UTC on Fri 12 Jun is 00:30 BST on Sat 13 Jun; in winter London is UTC.
    expect(formatDay(new Date('2026-06-12T23:30:00Z'))).toBe('Sat 13 Jun 2026');
    expect(formatLondonTime('2026-06-12T23:30:00Z')).toBe('00:30');
    expect(formatDay(new Date('2026-12-12T23:30:00Z'))).toBe('Sat 12 Dec 2026');
    expect(formatLondonTime('2026-12-12T23:30:00Z')).toBe('23:30');
  });

  it('shows a just-after-midnight departure on its London date', () => {
    renderCard({
      flight: {
        ...sunExpress,
        outbound: {
          ...sunExpress.outbound,
          departsFrom: {
            ...sunExpress.outbound.departsFrom,
            at: '2026-06-12T23:30:00.000Z',
            localTime: '00:30',
          },
        },
      },
    });
    expect(screen.getByText('Sat 13 Jun 2026')).toBeInTheDocument();
  });
});

describe('HolidayCard: hotel only', () => {
  it('shows Hotel Only instead of the flight block, without the ATOL note', () => {
    renderCard({ hotel: hotelOnly, flight: null });
    const article = card();
    expect(within(article).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Casa del Mar Apartments',
    );
    expect(within(article).getByRole('img', { name: '3 out of 5 stars' })).toBeInTheDocument();
    expect(within(article).getByText('Puerto del Carmen, Lanzarote, Spain')).toBeInTheDocument();
    expect(within(article).getByText('Family Friendly')).toBeInTheDocument();
    expect(within(article).queryByText('Adults Only')).not.toBeInTheDocument();
    expect(within(article).queryByText('LGBTQ+ Friendly')).not.toBeInTheDocument();
    expect(within(article).getByText('Room Only')).toBeInTheDocument();
    expect(within(article).getByText('10 Nights')).toBeInTheDocument();
    expect(within(article).getByText('Hotel Only')).toBeInTheDocument();
    expect(within(article).getByText(/Check-in Sun 2 Aug 2026/)).toBeInTheDocument();
    expect(within(article).queryByRole('button', { name: /^from / })).not.toBeInTheDocument();
    expect(within(article).queryByText(/kg included/)).not.toBeInTheDocument();
    expect(within(article).queryByText('Your holiday is ATOL protected.')).not.toBeInTheDocument();
    const price = within(article).getByTestId('card-price');
    expect(price).toHaveTextContent('£844 total');
    expect(price).toHaveTextContent('£282pp');
    expect(within(article).getByRole('button', { name: 'View Details' })).toBeInTheDocument();
  });

  it('says 1 Night for a one-night stay', () => {
    renderCard({ hotel: { ...hotelOnly, package: { ...hotelOnly.package, nights: 1 } } });
    expect(screen.getByText('1 Night')).toBeInTheDocument();
  });
});

describe('HolidayCard: price mode', () => {
  /** The price lines in the order they are seen and read, after 'From'. */
  const lines = () =>
    within(screen.getByTestId('card-price'))
      .getAllByText(/£/)
      .map((p) => p.textContent);

  it('leads with the total in total mode and with the per-person price in perPerson mode', () => {
    const { rerender, onOpen } = renderCard({ priceMode: 'total' });
    expect(lines()).toEqual(['£1,862 total', '£931pp per person']);

    rerender(
      <HolidayCard
        hotel={packageHotel}
        flight={sunExpress}
        priceMode="perPerson"
        featured={false}
        onOpen={onOpen}
      />,
    );
    expect(lines()).toEqual(['£931pp per person', '£1,862 total']);
  });
});

describe('HolidayCard: flight popover', () => {
  it('toggles departure and return times (London time) and the airline', async () => {
    const { user, onOpen } = renderCard();
    const trigger = screen.getByRole('button', { name: 'from London Gatwick' });
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const details = screen.getByRole('dialog', { name: 'Flight details' });
    const outbound = within(details).getByRole('region', { name: 'Outbound flight' });
    expect(outbound).toHaveTextContent('Sat 13 Jun 2026');
    expect(outbound).toHaveTextContent('London Gatwick (LGW)');
    expect(outbound).toHaveTextContent('06:15');
    expect(outbound).toHaveTextContent('Antalya (AYT)');
    expect(outbound).toHaveTextContent('10:40');
    expect(outbound).toHaveTextContent('12:40 local');
    const inbound = within(details).getByRole('region', { name: 'Return flight' });
    expect(inbound).toHaveTextContent('Sat 20 Jun 2026');
    expect(inbound).toHaveTextContent('11:35');
    expect(inbound).toHaveTextContent('13:35 local');
    expect(inbound).toHaveTextContent('15:55');
    expect(inbound).not.toHaveTextContent('15:55 local');
    expect(within(details).getByText('Airline')).toBeInTheDocument();
    expect(within(details).getByText('SunExpress')).toBeInTheDocument();
    expect(within(details).getByText('20kg bags included as standard')).toBeInTheDocument();
    expect(onOpen).not.toHaveBeenCalled();

    await user.click(within(details).getByText('SunExpress'));
    expect(onOpen).not.toHaveBeenCalled();

    await waitFor(() => expect(details).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Flight details' })).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Flight details' })).toBeInTheDocument();
    await user.click(trigger);
    expect(screen.queryByRole('dialog', { name: 'Flight details' })).not.toBeInTheDocument();
  });

  it('names both airlines when the legs differ', async () => {
    const { user } = renderCard({
      flight: {
        ...sunExpress,
        return: { ...sunExpress.return, airline: 'Freebird Airlines', airlineCode: 'FHO' },
      },
    });
    await user.click(screen.getByRole('button', { name: 'from London Gatwick' }));
    const details = screen.getByRole('dialog', { name: 'Flight details' });
    expect(within(details).getByText('Airlines')).toBeInTheDocument();
    expect(
      within(details).getByText('SunExpress (outbound), Freebird Airlines (return)'),
    ).toBeInTheDocument();
  });
});

describe('HolidayCard: featured', () => {
  it('shows the FEATURED ribbon on the card only when featured', () => {
    const { rerender, onOpen } = renderCard({ featured: true });
    expect(within(card()).getByText('FEATURED')).toBeVisible();
    rerender(
      <HolidayCard
        hotel={packageHotel}
        flight={sunExpress}
        priceMode="total"
        featured={false}
        onOpen={onOpen}
      />,
    );
    expect(screen.queryByText('FEATURED')).not.toBeInTheDocument();
    expect(card()).toBeVisible();
  });
});

describe('HolidayCard: opening', () => {
  it('calls onOpen when the card is clicked, once for View Details', async () => {
    const { user, onOpen } = renderCard();
    await user.click(screen.getByRole('heading', { name: 'Grand Hotel Aurora' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    await user.click(screen.getByText('7 Nights'));
    expect(onOpen).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'View Details' }));
    expect(onOpen).toHaveBeenCalledTimes(3);
  });

  it('opens with the keyboard through View Details', async () => {
    const { user, onOpen } = renderCard();
    screen.getByRole('button', { name: 'View Details' }).focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('does not open when the carousel arrows or dots are used', async () => {
    const { user, onOpen } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    await user.click(screen.getByRole('button', { name: 'Show photo 3 of 5' }));
    expect(onOpen).not.toHaveBeenCalled();
    expect(
      screen.getByRole('img', { name: 'Grand Hotel Aurora, photo 3 of 5' }),
    ).toBeInTheDocument();
  });

  it('resets the carousel to the first photo when the card shows another hotel', async () => {
    const { user, rerender, onOpen } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Show photo 4 of 5' }));
    rerender(
      <HolidayCard
        hotel={hotelOnly}
        flight={null}
        priceMode="total"
        featured={false}
        onOpen={onOpen}
      />,
    );
    expect(
      screen.getByRole('img', { name: 'Casa del Mar Apartments, photo 1 of 5' }),
    ).toBeInTheDocument();
  });
});

describe('HolidayCard: lightbox', () => {
  it('opens from a click on the photo at that photo, and closes with Escape', async () => {
    const { user, onOpen } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    await user.click(screen.getByRole('img', { name: 'Grand Hotel Aurora, photo 2 of 5' }));
    const lightbox = screen.getByRole('dialog', { name: 'Grand Hotel Aurora' });
    expect(within(lightbox).getByText('2 / 5')).toBeInTheDocument();
    expect(
      within(lightbox).getByRole('img', { name: 'Grand Hotel Aurora, photo 2 of 5' }),
    ).toBeInTheDocument();
    await user.click(within(lightbox).getByRole('button', { name: 'Next photo' }));
    expect(within(lightbox).getByText('3 / 5')).toBeInTheDocument();
    expect(onOpen).not.toHaveBeenCalled();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('opens from the keyboard and returns focus to the photo button on close', async () => {
    const { user } = renderCard();
    const trigger = screen.getByRole('button', { name: 'View all 5 photos' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const lightbox = screen.getByRole('dialog', { name: 'Grand Hotel Aurora' });
    await waitFor(() => expect(lightbox).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // React Aria restores focus to the opener once the dialog has gone.
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});
