import type { Deal } from '@sunward/contracts/deals';
import type { HomeContent, Testimonial } from '@sunward/contracts/home';

/** Test data shaped exactly like the server's contracts (used by this folder's tests only). */
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
      },
    ],
    airportPricingByDate: { '2027-06-01-7': { LGW: 250_000 } },
    pricing_details: { '2027-06-01-7': 250_000 },
    ...overrides,
  };
}

export function makeTestimonials(count: number): Testimonial[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `t-${i + 1}`,
    name: `Customer ${i + 1}`,
    quote: `Quote number ${i + 1}.`,
    rating: i % 2 === 0 ? 5 : 4,
    avatar: `/api/images/avatar-c${i + 1}.svg`,
    location: 'Leeds',
    destination: 'Majorca, Spain',
    tripType: 'Family holiday',
  }));
}

export function makeHomeContent(overrides: Partial<HomeContent> = {}): HomeContent {
  return {
    banner: {
      imageUrl: '/api/images/banner-home.svg',
      title: 'Sunshine holidays from your local UK airport',
      subtitle: 'Flights and hotels from 28 UK airports.',
    },
    previousItineraries: {
      enabled: true,
      title: 'Continue your previous search?',
      subtitle: 'Your searches from the last 2 days.',
    },
    deals: [makeDeal()],
    popularDestinations: [
      {
        id: 10,
        name: 'Majorca',
        description: 'Golden coves and Palma.',
        image: '/api/images/region-10.svg',
        flightTime: '2h 25m',
        flightMinutes: 145,
        priceFrom: 12_325,
        region_id: 10,
        country: 'Spain',
      },
    ],
    whyChooseUs: {
      title: 'Why book with Sunward Holidays?',
      subtitle: 'A family-run UK travel company.',
      features: ['shield', 'tag', 'headset', 'award', 'star', 'wallet'].map((icon, i) => ({
        id: `f-${icon}`,
        icon,
        title: `Server feature ${i + 1}`,
        description: `Feature ${i + 1} description.`,
      })),
    },
    testimonials: makeTestimonials(4),
    meta: { title: 'Sunward', description: 'Holidays' },
    ...overrides,
  };
}
