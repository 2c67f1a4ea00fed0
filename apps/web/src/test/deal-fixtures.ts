import type { Deal } from '@sunward/contracts/deals';

/** A deal shaped exactly like the server's contract (for tests). */
export function makeDeal(overrides: Partial<Deal> = {}): Deal {
  const slug = overrides.slug ?? 'costa-positano-bay';
  return {
    id: 101,
    slug,
    title: 'Costa Positano Bay',
    subtitle: '7 nights, Half Board',
    description: 'A clifftop hotel above the bay.',
    image: `/api/images/hotel-101-1.svg`,
    discount: 20,
    priceFrom: 250_000,
    adults: 2,
    children: 0,
    infants: 0,
    child_ages: [],
    board_basis: 'Half Board',
    boardBasis: 'Half Board',
    boardCode: 'HB',
    adultsOnly: false,
    rating: 4,
    hotelName: 'Costa Positano Bay',
    location: 'Alcudia, Majorca, Spain',
    duration: 7,
    availableDurations: [7],
    destination: 'Majorca',
    region_id: 10,
    country: 'Spain',
    hotel_id: 101,
    hotel: {
      name: 'Costa Positano Bay',
      location: 'Alcudia, Majorca, Spain',
      rating: 4,
      imageUrls: [],
      overview: '',
      features: [],
    },
    selected_departure_airports: ['LGW'],
    selected_dates: [{ departure_date: '2027-06-01', duration: 7 }],
    availableAirports: [{ code: 'LGW', name: 'London Gatwick', priceFrom: 250_000 }],
    availableDates: [
      {
        id: '2027-06-01-7',
        departure: '2027-06-01',
        return: '2027-06-08',
        duration: 7,
        priceFrom: 250_000,
        depositAvailable: true,
      },
    ],
    airportPricingByDate: { '2027-06-01-7': { LGW: 250_000 } },
    pricing_details: { '2027-06-01-7': 250_000 },
    depositAvailable: true,
    ...overrides,
  };
}
