import type { ItineraryHotel, RoomOffer, SearchResponse } from '@sunward/contracts/search';
import { LRUCache } from 'lru-cache';

/**
 * How many hotels' and rates' fragments are kept: the hotels and rates searches answer with most
 * (a results page shows the cheapest of a region). Unbounded, a long-running process would keep
 * one per hotel and rate it ever answered with: at 50,000 hotels about a million rates.
 */
export const HOTEL_FRAGMENTS_KEPT = 5_000;
export const RATE_FRAGMENTS_KEPT = 20_000;

/** A hotel's fields that come from catalogue content: the same in every search. */
const STATIC_KEYS = [
  'ivector_property_id',
  'name',
  'region',
  'region_id',
  'resort',
  'country',
  'location',
  'facilities',
  'features',
  'rating',
  'lat',
  'lon',
  'imageUrls',
  'main_image',
  'adults_only',
  'lgbtq_friendly',
  'family_hotels',
  'prefered_airports',
] as const satisfies readonly (keyof ItineraryHotel)[];

type StaticKey = (typeof STATIC_KEYS)[number];
type DynamicPart = Omit<ItineraryHotel, StaticKey>;

/**
 * JSON for `POST /itinerary/search`. About two thirds of every hotel's JSON is catalogue content
 * (names, facilities, features, image URLs) and most of a room offer is its rate's description,
 * so both are stringified once and kept; a search stringifies only its prices, dates and tokens. The output is the same JSON as
 * `JSON.stringify(response)` up to key order (tested). The fragments live as long as the catalogue
 * content they were made from (one serializer per search service), the most recently used kept.
 */
export class SearchResponseSerializer {
  private readonly fragments = new LRUCache<number, string>({ max: HOTEL_FRAGMENTS_KEPT });
  /** A rate's JSON without its price, by RoomBookingToken (the token names the rate). */
  private readonly rateFragments = new LRUCache<string, string>({ max: RATE_FRAGMENTS_KEPT });

  /** `{"ivector_property_id":…,…,"prefered_airports":[…]` (no closing brace). */
  private contentOf(hotel: ItineraryHotel): string {
    let fragment = this.fragments.get(hotel.ivector_property_id);
    if (fragment === undefined) {
      const content: Partial<Pick<ItineraryHotel, StaticKey>> = {};
      for (const key of STATIC_KEYS) Object.assign(content, { [key]: hotel[key] });
      fragment = JSON.stringify(content).slice(0, -1);
      this.fragments.set(hotel.ivector_property_id, fragment);
    }
    return fragment;
  }

  private room(room: RoomOffer): string {
    let fragment = this.rateFragments.get(room.RoomBookingToken);
    if (fragment === undefined) {
      const rate: Partial<RoomOffer> = { ...room };
      delete rate.TotalCost;
      fragment = JSON.stringify(rate).slice(0, -1);
      this.rateFragments.set(room.RoomBookingToken, fragment);
    }
    return `${fragment},"TotalCost":${String(room.TotalCost)}}`;
  }

  private hotel(hotel: ItineraryHotel): string {
    const dynamic: Omit<DynamicPart, 'rooms'> = {
      bookingToken: hotel.bookingToken,
      isHotelOnly: hotel.isHotelOnly,
      package: hotel.package,
    };
    // Its review score changes with moderation, not with the catalogue: never in the fragment.
    if (hotel.reviews) dynamic.reviews = hotel.reviews;
    const rooms = hotel.rooms.map((r) => this.room(r)).join(',');
    return `${this.contentOf(hotel)},"rooms":[${rooms}],${JSON.stringify(dynamic).slice(1)}`;
  }

  serialize(response: SearchResponse): string {
    if (!response.itinerary) return JSON.stringify(response);
    const { hotels, ...rest } = response.itinerary;
    // `{"status":…,"itinerary":{…}}` with `,"hotels":[…]` spliced in before the last two braces.
    const { status, message } = response;
    const head = JSON.stringify({ status, message, itinerary: rest }).slice(0, -2);
    return `${head},"hotels":[${hotels.map((h) => this.hotel(h)).join(',')}]}}`;
  }
}
