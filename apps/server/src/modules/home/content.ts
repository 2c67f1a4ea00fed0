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

export interface TestimonialCopy {
  id: string;
  name: string;
  quote: string;
  rating: number;
  /** Where the customer lives. */
  location: string;
  /** Where they went: shown as 'Region, Country' from the catalogue. */
  regionId: number;
  tripType: string;
}

export const testimonialCopy: readonly TestimonialCopy[] = [
  {
    id: 't-sarah-leeds',
    name: 'Sarah Whitfield',
    quote:
      'Booked two weeks in Majorca for the four of us with a £49 deposit and paid the rest monthly. The hotel was exactly as described and the kids never wanted to leave the pool.',
    rating: 5,
    location: 'Leeds',
    regionId: 10,
    tripType: 'Family holiday',
  },
  {
    id: 't-james-bristol',
    name: 'James and Priya Okafor',
    quote:
      'Our anniversary week in Paphos was perfect. Flights from Bristol at a sensible time, a sea-view room and a lovely note from the hotel when we arrived.',
    rating: 5,
    location: 'Bristol',
    regionId: 39,
    tripType: 'Couples getaway',
  },
  {
    id: 't-margaret-glasgow',
    name: 'Margaret Doyle',
    quote:
      'I travel on my own and was nervous about booking online. The team called me back within the hour to answer my questions about the transfer in Lanzarote. Faultless.',
    rating: 5,
    location: 'Glasgow',
    regionId: 15,
    tripType: 'Solo traveller',
  },
  {
    id: 't-tom-manchester',
    name: 'Tom Hargreaves',
    quote:
      'Eight of us for a stag week on the Antalya Coast. Booking four rooms in one go was easy and the all inclusive paid for itself by day two.',
    rating: 4,
    location: 'Manchester',
    regionId: 42,
    tripType: 'Group trip',
  },
  {
    id: 't-aisha-birmingham',
    name: 'Aisha Rahman',
    quote:
      'Half term in Tenerife with a toddler and a seven-year-old. The cot was waiting in the room and the family pool was brilliant. We have already booked again for next year.',
    rating: 5,
    location: 'Birmingham',
    regionId: 13,
    tripType: 'Family holiday',
  },
  {
    id: 't-gareth-cardiff',
    name: 'Gareth Lewis',
    quote:
      'Great price on a golf break in the Algarve. The flight from Cardiff was changed by the airline and Sunward rebooked us before we had even noticed.',
    rating: 4,
    location: 'Cardiff',
    regionId: 18,
    tripType: 'Golf break',
  },
  {
    id: 't-helen-belfast',
    name: 'Helen and David McCourt',
    quote:
      'We wanted an adults-only hotel in Crete for our first holiday without the children in twenty years. Quiet, stylish and the food was superb.',
    rating: 5,
    location: 'Belfast',
    regionId: 22,
    tripType: 'Adults-only break',
  },
  {
    id: 't-ryan-newcastle',
    name: 'Ryan Atkinson',
    quote:
      'Booked a last-minute week on the Costa del Sol on a Thursday and flew out from Newcastle on the Saturday. Documents arrived straight away and everything went to plan.',
    rating: 4,
    location: 'Newcastle',
    regionId: 1,
    tripType: 'Last-minute deal',
  },
  {
    id: 't-emma-norwich',
    name: 'Emma Clarke',
    quote:
      'Took Mum to Zante for her 70th. Checkout made it easy to add an extra bag and choose our seats together. Thank you for a memorable week.',
    rating: 5,
    location: 'Norwich',
    regionId: 29,
    tripType: 'Celebration',
  },
  {
    id: 't-connor-edinburgh',
    name: 'Connor and Jade Fraser',
    quote:
      'Honeymoon in Hurghada in January: 26 degrees, amazing snorkelling and an upgrade to a suite. Paying in instalments took all the stress out of the wedding year.',
    rating: 5,
    location: 'Edinburgh',
    regionId: 67,
    tripType: 'Honeymoon',
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

export function whyChooseUsCopy(site: SiteConfig): WhyChooseUs {
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
      {
        id: 'rated',
        icon: 'star',
        title: `Rated ${site.reviewScore} out of 5`,
        description: `${reviewCount.format(site.reviewCount)} customers have reviewed their holidays with us, with an average of ${site.reviewScore} out of 5.`,
      },
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
