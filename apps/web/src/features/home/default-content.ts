import type { HomeContent } from '@sunward/contracts/home';

export const DEFAULT_BANNER_IMAGE = '/api/images/banner-default.svg';

/**
 * Built-in home content (docs/spec/1-shell-search-package.md §4): shown while the server's content loads and if it cannot be
 * loaded, so the page is never empty. It quotes no prices: deals and destinations come only from
 * the server, which knows what it can actually sell.
 */
export const defaultHomeContent: HomeContent = {
  banner: {
    imageUrl: DEFAULT_BANNER_IMAGE,
    title: 'Sunshine holidays, sorted.',
    subtitle:
      'Package holidays and hotel stays from UK airports, ATOL protected and backed by a 24/7 support team.',
  },
  previousItineraries: {
    enabled: true,
    title: 'Continue your previous search?',
    subtitle:
      'Pick up where you left off: your searches from the last 2 days, saved on this device.',
  },
  deals: [],
  popularDestinations: [],
  whyChooseUs: {
    title: 'Why book with us?',
    subtitle:
      'A family-run UK travel company making sunshine holidays simple, affordable and safe.',
    features: [
      {
        id: 'atol-protected',
        icon: 'shield',
        title: 'ATOL protected',
        description: 'Every flight-inclusive package is financially protected under our ATOL.',
      },
      {
        id: 'best-price-guarantee',
        icon: 'tag',
        title: 'Best price guarantee',
        description: 'Find the same holiday cheaper and we will match the price.',
      },
      {
        id: 'support-24-7',
        icon: 'headset',
        title: '24/7 support',
        description:
          'A real person on the phone, day or night, before you go and while you are away.',
      },
      {
        id: 'experience',
        icon: 'award',
        title: '25+ years’ experience',
        description: 'A team who know the resorts we sell and the airports you fly from.',
      },
      {
        id: 'rated',
        icon: 'star',
        title: 'Verified reviews',
        description: 'Only customers who have travelled with us can review their holiday.',
      },
      {
        id: 'low-deposits',
        icon: 'wallet',
        title: 'Deposits from £49pp',
        description: 'Secure your holiday with a low deposit and spread the cost.',
      },
    ],
  },
  // Testimonials are approved reviews from the server: while it cannot be reached, none.
  testimonials: [],
  meta: {
    title: 'Package holidays and hotel stays',
    description: 'ATOL-protected package holidays and hotel stays from UK airports.',
  },
};
