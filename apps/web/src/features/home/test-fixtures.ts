import type { HomeContent, Testimonial } from '@sunward/contracts/home';
import { makeDeal } from '../../test/deal-fixtures';

export { makeDeal };

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
