import type { HomeContent, PopularDestination, Testimonial } from '@sunward/contracts/home';
import type { ReviewSummary } from '@sunward/contracts/reviews';
import type { SiteConfig } from '@sunward/contracts/site';
import type { CatalogueContent } from '../../integrations/supplier/supplier';
import type { Catalogue } from '../catalogue/catalogue';
import type { DealsService } from '../deals/service';
import type { SearchEngine } from '../search/engine/search-engine';
import {
  destinationCopy,
  homeBanner,
  homeMeta,
  POPULAR_DESTINATION_COUNT,
  previousItinerariesCopy,
  whyChooseUsCopy,
  type DestinationCopy,
} from './content';
import { imageUrl } from '../../lib/images';
import { addDays } from '../../lib/dates';

/** The home carousel shows at most this many deals (docs/spec/1-shell-search-package.md §2 'Home page'). */
export const HOME_DEAL_COUNT = 6;
/** Destination prices: 7 nights for 2 adults, departing 42-59 days ahead (three ±3-day windows). */
export const DESTINATION_NIGHTS = 7;
export const DESTINATION_START_OFFSETS = [45, 52, 56] as const;

/** '2h 35m' (to the nearest 5 minutes). */
export function formatFlightTime(minutes: number): string {
  const rounded = Math.max(5, Math.round(minutes / 5) * 5);
  const h = Math.floor(rounded / 60);
  const m = rounded % 60;
  return h === 0 ? `${m}m` : m === 0 ? `${h}h` : `${h}h ${m}m`;
}

/** Median scheduled block time of the UK → region flights, minutes; null when none fly there. */
function medianFlightMinutes(content: CatalogueContent, arrivals: Set<string>): number | null {
  const ukCodes = new Set(content.ukAirportGroups.flatMap((g) => g.codes));
  const minutes = content.flights
    .filter((f) => f.direction === 'outbound' && ukCodes.has(f.from) && arrivals.has(f.to))
    .map((f) => f.blockMinutes)
    .sort((a, b) => a - b);
  if (minutes.length === 0) return null;
  const mid = Math.floor(minutes.length / 2);
  return minutes.length % 2 === 1
    ? minutes[mid]
    : Math.round((minutes[mid - 1] + minutes[mid]) / 2);
}

function popularDestinations(
  content: CatalogueContent,
  engine: SearchEngine,
  today: string,
): PopularDestination[] {
  const regions = new Map(content.regions.map((r) => [r.id, r]));
  const countries = new Map(content.countries.map((c) => [c.id, c.name]));
  const ukAirports = content.ukAirportGroups.flatMap((g) => g.codes);

  const priceOf = (copy: DestinationCopy): PopularDestination | null => {
    const region = regions.get(copy.regionId);
    if (!region) return null;
    const flightMinutes = medianFlightMinutes(content, new Set(region.airportCodes));
    if (flightMinutes === null) return null;
    let cheapest = Infinity;
    for (const offset of DESTINATION_START_OFFSETS) {
      const found = engine
        .search(
          {
            type: 'package',
            destination_regions: [region.id],
            start_date: addDays(today, offset),
            nights: DESTINATION_NIGHTS,
            flexible_departure: true,
            departure_airports: ukAirports,
            rooms: [{ adults: 2, children: 0, infants: 0, child_ages: [] }],
          },
          { today },
        )
        .hotels.at(0);
      if (found) cheapest = Math.min(cheapest, found.totalPence);
    }
    if (!Number.isFinite(cheapest)) return null;
    return {
      id: region.id,
      name: region.name,
      description: copy.description,
      image: imageUrl(`region-${region.id}`),
      flightTime: formatFlightTime(flightMinutes),
      flightMinutes,
      priceFrom: Math.ceil(cheapest / 2),
      region_id: region.id,
      country: countries.get(region.countryId) ?? '',
    };
  };

  const out: PopularDestination[] = [];
  for (const copy of destinationCopy) {
    if (out.length >= POPULAR_DESTINATION_COUNT) break;
    const destination = priceOf(copy);
    if (destination) out.push(destination);
  }
  return out;
}

/** What the home page shows of reviews: read from memory (modules/reviews keeps it current). */
export interface HomeReviews {
  /** Chosen from approved 4 and 5 star reviews; none while none qualify, never written ones. */
  testimonials(): Testimonial[];
  /** Every approved review's score and count (null while there are none). */
  overall(): ReviewSummary | null;
}

export interface HomeServiceDeps {
  catalogue: Catalogue;
  deals: DealsService;
  site: SiteConfig;
  reviews?: HomeReviews;
}

const noReviews: HomeReviews = { testimonials: () => [], overall: () => null };

export function createHomeService({
  catalogue,
  deals,
  site,
  reviews = noReviews,
}: HomeServiceDeps) {
  const content = catalogue.content;
  const fixed = {
    banner: homeBanner(content.ukAirportGroups.reduce((n, g) => n + g.codes.length, 0)),
    previousItineraries: { ...previousItinerariesCopy },
    meta: homeMeta(site),
  };
  /** Destination prices depend only on the catalogue day (and engine build): computed once each. */
  let cache:
    { today: string; engine: SearchEngine; destinations: PopularDestination[] } | undefined;

  return {
    home(): { homePageData: HomeContent } {
      const today = catalogue.today();
      const engine = catalogue.engine;
      if (cache?.today !== today || cache.engine !== engine) {
        cache = { today, engine, destinations: popularDestinations(content, engine, today) };
      }
      return {
        homePageData: {
          ...fixed,
          whyChooseUs: whyChooseUsCopy(site, reviews.overall()),
          testimonials: reviews.testimonials(),
          deals: deals
            .list()
            .filter((d) => d.availableDates.length > 0)
            .slice(0, HOME_DEAL_COUNT),
          popularDestinations: cache.destinations,
        },
      };
    },
  };
}
export type HomeService = ReturnType<typeof createHomeService>;
