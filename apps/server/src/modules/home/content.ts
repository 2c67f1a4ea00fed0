import type { SiteConfig } from '@sunward/contracts/site';
import type { HomeBanner, HomeMeta, WhyChooseUs } from '@sunward/contracts/home';

/**
 * The home page's copy (docs/spec/1-shell-search-package.md §2 'Home page', §3 'Home content'). Prices and flight times are not
 * written here: the service computes them from the catalogue. Destinations are named by region id
 * so they can only ever point at places we actually sell.
 */

export const POPULAR_DESTINATION_COUNT = 8;

export interface DestinationCopy {
  regionId: number;
  description: string;
}

/**
 * Popular destinations in display order; the first eight the catalogue can price are shown, so the
 * last ones are stand-ins should a smaller catalogue have no hotels in an earlier one.
 */
export const destinationCopy: readonly DestinationCopy[] = [
  {
    regionId: 10, // Majorca
    description:
      'Golden coves, lively Alcúdia and Palma’s cathedral quarter, all a short hop from the UK.',
  },
  {
    regionId: 13, // Tenerife
    description:
      'Year-round sunshine, black-sand beaches and the volcanic peak of Mount Teide to explore.',
  },
  {
    regionId: 18, // Algarve
    description:
      'Dramatic clifftop beaches, championship golf and whitewashed fishing towns on Portugal’s south coast.',
  },
  {
    regionId: 42, // Antalya Coast
    description:
      'Great-value all inclusive resorts, turquoise bays and Roman ruins on Turkey’s Riviera.',
  },
  {
    regionId: 22, // Crete - Heraklion
    description:
      'Sandy beaches, the Palace of Knossos and tavernas serving the best of Cretan cooking.',
  },
  {
    regionId: 15, // Lanzarote
    description:
      'Winter sun made easy: calm beaches at Playa Blanca and the lunar landscapes of Timanfaya.',
  },
  {
    regionId: 1, // Costa del Sol
    description:
      'Long sandy beaches, Málaga’s tapas bars and Marbella’s marina, with flights from across the UK.',
  },
  {
    regionId: 39, // Paphos
    description:
      'Warm seas into autumn, ancient mosaics and relaxed harbour-side dining in western Cyprus.',
  },
  {
    regionId: 29, // Zante
    description:
      'Shipwreck Beach, loggerhead turtles and crystal-clear water around Greece’s greenest island.',
  },
  {
    regionId: 67, // Hurghada & Red Sea Riviera
    description:
      'Guaranteed winter warmth, world-class snorkelling and great-value all inclusive stays.',
  },
  {
    regionId: 2, // Costa Blanca
    description:
      'Family favourite Benidorm, quieter Altea and Albir, and miles of Blue Flag beaches.',
  },
  {
    regionId: 26, // Rhodes
    description:
      'A medieval old town, sweeping Faliraki beach and the clifftop acropolis of Lindos.',
  },
];

export function homeBanner(ukAirportCount: number): HomeBanner {
  return {
    imageUrl: '/api/images/banner-home.svg',
    title: 'Sunshine holidays from your local UK airport',
    subtitle: `Flights and hotels to Spain, Greece, Turkey and beyond from ${ukAirportCount} UK airports. ATOL protected, with deposits from £49pp.`,
  };
}

export const previousItinerariesCopy = {
  enabled: true,
  title: 'Continue your previous search?',
  subtitle: 'Pick up where you left off: your searches from the last 2 days, saved on this device.',
} as const;

const reviewCount = new Intl.NumberFormat('en-GB');

/**
 * The Why Choose Us feature about reviews: our score and count from approved reviews by verified
 * travellers, or, while there are none, what our reviews are without any number.
 */
function reviewsFeature(reviews: { score: number; count: number } | null) {
  if (!reviews) {
    return {
      id: 'rated',
      icon: 'star',
      title: 'Verified reviews',
      description:
        'Only customers who have travelled with us can review their holiday, and every review that keeps to our guidelines is published, good or bad.',
    };
  }
  const score = reviews.score.toFixed(1);
  const people = reviews.count === 1 ? 'traveller has' : 'travellers have';
  return {
    id: 'rated',
    icon: 'star',
    title: `Rated ${score} out of 5`,
    description: `${reviewCount.format(reviews.count)} verified ${people} reviewed their holiday with us, with an average of ${score} out of 5.`,
  };
}

export function whyChooseUsCopy(
  site: SiteConfig,
  reviews: { score: number; count: number } | null,
): WhyChooseUs {
  return {
    title: `Why book with ${site.brandName}?`,
    subtitle:
      'A family-run UK travel company making sunshine holidays simple, affordable and protected.',
    features: [
      {
        id: 'atol-protected',
        icon: 'shield',
        title: 'ATOL protected',
        description: `Every flight-inclusive package is protected under our Air Travel Organiser’s Licence (${site.atolNumber}), so your money and your journey home are safe.`,
      },
      {
        id: 'best-price-guarantee',
        icon: 'tag',
        title: 'Best price guarantee',
        description:
          'Find the same holiday cheaper within 24 hours of booking and we will refund the difference.',
      },
      {
        id: 'support-24-7',
        icon: 'headset',
        title: '24/7 support',
        description: `Our UK team is here day and night, before you go and while you are away. Call ${site.phone}.`,
      },
      {
        id: 'experience',
        icon: 'award',
        title: '25+ years’ experience',
        description:
          'Our team brings more than 25 years of combined travel experience to every holiday we sell.',
      },
      reviewsFeature(reviews),
      {
        id: 'low-deposits',
        icon: 'wallet',
        title: 'Deposits from £49pp',
        description:
          'Secure your holiday with a low deposit and spread the balance in interest-free monthly instalments.',
      },
    ],
  };
}

export function homeMeta(site: SiteConfig): HomeMeta {
  return {
    title: `${site.brandName} | Package holidays and hotels from UK airports`,
    description: `Compare and book ATOL-protected package holidays and hotel stays in Spain, Greece, Turkey, Portugal and beyond, with flights from airports across the UK and deposits from £49pp at ${site.brandName}.`,
  };
}
