import * as z from 'zod/mini';
import { deal } from './deals';

/**
 * Home content (docs/spec/1-shell-search-package.md §3 'Home content'), served by GET /config/home as `{ homePageData }`.
 * Money is integer pence. Image fields are URLs (the server's own `/api/images/{key}.svg`).
 */

export const homeBanner = z.object({
  imageUrl: z.string(),
  title: z.string(),
  subtitle: z.string(),
});
export type HomeBanner = z.infer<typeof homeBanner>;

/** Settings of the 'Continue your previous search?' panel. */
export const previousItinerariesSettings = z.object({
  enabled: z.boolean(),
  title: z.string(),
  subtitle: z.string(),
});
export type PreviousItinerariesSettings = z.infer<typeof previousItinerariesSettings>;

export const popularDestination = z.object({
  /** The region id (the same value as `region_id`). */
  id: z.int().check(z.positive()),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  /** Typical direct flight time from the UK, e.g. '2h 25m' (median of the scheduled flights). */
  flightTime: z.string(),
  /** The same, in minutes. */
  flightMinutes: z.int().check(z.positive()),
  /**
   * Per person, pence: the cheapest 7-night package for 2 adults sharing, from any UK airport,
   * departing about 6-8 weeks ahead (total ÷ 2, rounded up to the penny).
   */
  priceFrom: z.int().check(z.positive()),
  /** The destination to search (`destination_regions`). */
  region_id: z.int().check(z.positive()),
  country: z.string(),
});
export type PopularDestination = z.infer<typeof popularDestination>;

export const whyChooseUsFeature = z.object({
  id: z.string(),
  /** An icon name the web maps to its icon set: shield, tag, headset, award, star, wallet. */
  icon: z.string(),
  title: z.string(),
  description: z.string(),
});
export type WhyChooseUsFeature = z.infer<typeof whyChooseUsFeature>;

export const whyChooseUs = z.object({
  title: z.string(),
  subtitle: z.string(),
  features: z.array(whyChooseUsFeature),
});
export type WhyChooseUs = z.infer<typeof whyChooseUs>;

/**
 * A testimonial: an approved 4 or 5 star review by a customer who travelled with us (reviews.ts),
 * never written content. None are shown while there are none.
 */
export const testimonial = z.object({
  /** The review's id. */
  id: z.string(),
  /** First name and the initial of the surname, e.g. 'Amelia H.'. */
  name: z.string(),
  quote: z.string(),
  /** 1-5 stars. */
  rating: z.int().check(z.gte(1), z.lte(5)),
  /** Avatar picture URL; '' when there is none (the web shows the initials). */
  avatar: z.string(),
  /** Where the customer lives; '' as we do not publish it. */
  location: z.string(),
  /** Where they went: the hotel and its destination, e.g. 'Hotel Sol, Alcúdia, Majorca'. */
  destination: z.string(),
  /** e.g. 'Family holiday', 'Couple', from the party booked. */
  tripType: z.string(),
  /** The month they travelled, 'yyyy-mm': the 'Verified traveller, travelled {month}' label. */
  travelled: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}$/))),
});
export type Testimonial = z.infer<typeof testimonial>;

export const homeMeta = z.object({
  title: z.string(),
  description: z.string(),
});
export type HomeMeta = z.infer<typeof homeMeta>;

export const homeContent = z.object({
  banner: homeBanner,
  previousItineraries: previousItinerariesSettings,
  /** At most 6, each with at least one available date (the same objects as GET /deal/list). */
  deals: z.array(deal),
  popularDestinations: z.array(popularDestination),
  whyChooseUs,
  testimonials: z.array(testimonial),
  meta: homeMeta,
});
export type HomeContent = z.infer<typeof homeContent>;

export const homeResponse = z.object({ homePageData: homeContent });
export type HomeResponse = z.infer<typeof homeResponse>;
