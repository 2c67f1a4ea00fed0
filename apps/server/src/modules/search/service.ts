import { randomUUID } from 'node:crypto';
import type {
  ParsedResultsQuery,
  ParsedSearchRequest,
  ResultFacets,
  ResultsPage,
  ResultsResponse,
} from '@sunward/contracts/search';
import { LRUCache } from 'lru-cache';
import { AppError } from '../../errors';
import type { Catalogue } from '../catalogue/catalogue';
import { daysRead } from './engine/request';
import { priceDependencies } from './engine/store';
import {
  SearchRequestError,
  type EngineSearchRequest,
  type HotelPackage,
  type MatchColumns,
  type SearchResult,
} from './engine/types';
import {
  flightsOf,
  RoomImages,
  toItinerary,
  toItineraryHotel,
  type HotelReviewScores,
} from './mapper';
import type { SearchRepository, StoredItinerary } from './repository';
import { noSearchCache, type SearchResultCache } from './result-cache';
import { ResultsIndex } from './results';
import { SearchResponseSerializer } from './serializer';

export const NO_AVAILABILITY =
  "We couldn't find any holidays for this search. Try flexible dates, more departure airports or another destination.";

const DAY_MS = 86_400_000;

/** A 400 naming what the customer can change. */
export function invalid(message: string, details?: Record<string, unknown>): AppError {
  return new AppError('VALIDATION_ERROR', message, details);
}

/** Runs an engine call, turning its input errors into 400s a customer can act on. */
export function engineCall<T>(fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    if (err instanceof SearchRequestError) {
      throw invalid(err.message, { field: err.field, reason: err.code });
    }
    throw err;
  }
}

/** How long a search stays usable for package pages, shared links and prebook. */
export const ITINERARY_RETENTION_DAYS = 7;

export interface SearchServiceDeps {
  catalogue: Catalogue;
  repo: SearchRepository;
  /** The short search-result cache; none by default. */
  cache?: SearchResultCache;
  /** Each hotel's review score for its results card, where it has one (none by default). */
  reviewScores?: HotelReviewScores;
}

/** Stands for the itinerary uuid in cached answers; every search gets its own in its place. */
const UUID_PLACEHOLDER = '00000000-0000-4000-8000-000000000000';

/**
 * How many hotels found the service keeps in memory, so that Load More, a filter or a sort of a
 * recent search reuses its engine result instead of scanning again (~60 bytes each, in columns). A
 * new search always runs the engine (only the short search-result cache answers a search without
 * it) and keeps nothing: see `findHotels`.
 */
const FOUND_CACHE_HOTELS = 100_000;

/** A search's engine result, with its facets once counted. */
interface Found {
  result: SearchResult;
  facets?: ResultFacets;
}

/** Every rank, cheapest first, the featured hotel (a deal's) moved to the top. */
function featuredFirst(matches: MatchColumns, featuredId: number | null): number[] {
  const ranks = Array.from({ length: matches.length }, (_, rank) => rank);
  const at = featuredId === null ? -1 : matches.hotelId.indexOf(featuredId);
  if (at > 0) ranks.unshift(...ranks.splice(at, 1));
  return ranks;
}

/** Checks what the engine does not: the spec's cross-field rules on a parsed request. */
export function prepareSearch(request: ParsedSearchRequest): {
  type: 'package' | 'hotelonly';
  engineRequest: EngineSearchRequest;
} {
  if (request.hotel_id === undefined && request.destination_regions === undefined) {
    throw invalid('Please select a destination.', { field: 'destination_regions' });
  }
  const type = request.type ?? (request.departure_airports.length > 0 ? 'package' : 'hotelonly');
  if (type === 'package' && request.departure_airports.length === 0) {
    throw invalid('Please select at least one departure airport.', {
      field: 'departure_airports',
    });
  }
  if (request.end_date !== undefined) {
    const days = Math.round(
      (Date.parse(request.end_date) - Date.parse(request.start_date)) / DAY_MS,
    );
    if (days <= 0)
      throw invalid('The return date must be after the departure date.', { field: 'end_date' });
    if (days !== request.nights) {
      throw invalid(`The return date must be ${request.nights} nights after the departure date.`, {
        field: 'end_date',
      });
    }
  }
  const totals = {
    num_adults: request.rooms.reduce((n, r) => n + r.adults, 0),
    num_children: request.rooms.reduce((n, r) => n + r.children, 0),
    num_infants: request.rooms.reduce((n, r) => n + r.infants, 0),
  };
  for (const key of ['num_adults', 'num_children', 'num_infants'] as const) {
    const given = request[key];
    if (given !== undefined && given !== totals[key]) {
      throw invalid(`${key} is ${given} but the rooms hold ${totals[key]}.`, { field: key });
    }
  }
  if (request.child_ages !== undefined) {
    const fromRooms = request.rooms.flatMap((r) => r.child_ages).sort((a, b) => a - b);
    const given = [...request.child_ages].sort((a, b) => a - b);
    if (given.join(',') !== fromRooms.join(',')) {
      throw invalid('child_ages does not match the ages given in the rooms.', {
        field: 'child_ages',
      });
    }
  }
  return {
    type,
    engineRequest: {
      type,
      ...(request.hotel_id !== undefined
        ? { hotel_id: request.hotel_id }
        : { destination_regions: request.destination_regions ?? [] }),
      start_date: request.start_date,
      nights: request.nights,
      flexible_departure: request.flexible_departure,
      departure_airports: type === 'package' ? request.departure_airports : [],
      rooms: request.rooms,
    },
  };
}

export function createSearchService({
  catalogue,
  repo,
  cache = noSearchCache,
  reviewScores,
}: SearchServiceDeps) {
  const content = catalogue.content;
  const images = new RoomImages(content);
  const hotelsById = new Map(content.hotels.map((h) => [h.id, h]));
  const serializer = new SearchResponseSerializer();
  const resultsIndex = new ResultsIndex(content);
  /** Answers being looked up or made, per cache key (each made once however many ask). */
  const answering = new Map<string, Promise<string>>();
  const found = new LRUCache<string, Found>({
    maxSize: FOUND_CACHE_HOTELS,
    sizeCalculation: (f) => f.result.matches.length + 1,
  });

  /**
   * Price dependency lists by what decides them (regions, departure airports, days read): a search
   * asked again names the same list, whose key the catalogue keeps until the next batch, instead
   * of building a hundred strings and looking each up on every search.
   */
  const dependencyLists = new LRUCache<string, readonly string[]>({ max: 1_000 });

  /**
   * What a kept answer to this search depends on (the engine's day and the last change to its
   * regions' rates or, for a package, its airports' fares to them, in the weeks of the days it
   * reads): a supplier change to them makes every kept answer a miss.
   */
  function pricesKey(engineRequest: EngineSearchRequest): string {
    const regions =
      engineRequest.hotel_id !== undefined
        ? [hotelsById.get(engineRequest.hotel_id)?.regionId ?? -1]
        : (engineRequest.destination_regions ?? []);
    const departureAirports =
      engineRequest.type === 'hotelonly' ? [] : (engineRequest.departure_airports ?? []);
    const days = daysRead(engineRequest);
    const daysPart = days ? `${String(days.first)}-${String(days.last)}` : '';
    const shape = `${regions.join()}|${departureAirports.join()}|${daysPart}`;
    let dependencies = dependencyLists.get(shape);
    if (!dependencies) {
      dependencies = priceDependencies({ regions, departureAirports, ...(days ? { days } : {}) });
      dependencyLists.set(shape, dependencies);
    }
    return catalogue.pricesKey(dependencies);
  }

  /**
   * The engine's result for a search (without its results page). A new search computes it and lets
   * it go with its answer; the first later page, filter or sort of that search computes it again
   * and keeps it for the ones after. Most searches are never paged, so keeping every search's
   * thousands of matches would only age them into the old heap as garbage (at 200 searches a
   * second that grew the process by hundreds of megabytes between full collections).
   */
  function findHotels(engineRequest: EngineSearchRequest, today: string, keep: boolean): Found {
    const key = JSON.stringify([pricesKey(engineRequest), today, engineRequest]);
    let hit = keep ? found.get(key) : undefined;
    if (!hit) {
      hit = { result: engineCall(() => catalogue.engine.search(engineRequest, { today })) };
      if (keep) found.set(key, hit);
    }
    return hit;
  }

  /** One page of the list a customer sees, with its counts, facets and (if asked) map pins. */
  function pageOf(
    hit: Found,
    query: ParsedResultsQuery,
    featuredId: number | null,
  ): { packages: HotelPackage[]; results: ResultsPage } {
    const { result } = hit;
    // The map's pins are every hotel of the list; a page only needs the list up to its end.
    const { ranks, matching } = resultsIndex.select(
      result.matches,
      query,
      featuredId,
      query.pins ? Infinity : query.offset + query.limit,
    );
    hit.facets ??= resultsIndex.facets(result.matches);
    return {
      packages: ranks
        .slice(query.offset, query.offset + query.limit)
        .map((rank) => result.packageAt(rank)),
      results: {
        filters: query.filters,
        sort: query.sort,
        hotel_name: query.hotel_name,
        offset: query.offset,
        limit: query.limit,
        total: result.matches.length,
        matching,
        facets: hit.facets,
        ...(query.pins
          ? {
              pins: ranks.map((rank) =>
                resultsIndex.pin(
                  result.matchAt(rank),
                  result.matches.hotelIndex[rank],
                  result.flightIdAt(rank),
                ),
              ),
            }
          : {}),
      },
    };
  }

  async function loadItinerary(uuid: string): Promise<StoredItinerary> {
    const it = await repo.findItinerary(uuid);
    if (!it) throw new AppError('NOT_FOUND', 'We could not find that search. Please search again.');
    return it;
  }

  /** A hotel the stored search could have returned; anything else is not part of it. */
  function hotelInSearch(it: StoredItinerary, hotelId: number) {
    const hotel = hotelsById.get(hotelId);
    const inScope =
      hotel !== undefined &&
      (it.request.hotel_id !== undefined
        ? it.request.hotel_id === hotelId
        : (it.request.destination_regions ?? []).includes(hotel.regionId));
    if (!hotel || !inScope)
      throw new AppError('NOT_FOUND', 'That hotel is not part of this search.');
    return hotel;
  }

  /**
   * A new search's answer as JSON (a SearchResponse), its uuid a placeholder. Synchronous, so that
   * the engine's result is garbage as soon as its answer is written, not kept by a suspended call.
   */
  function answer(
    search: Omit<ParsedSearchRequest, 'results'>,
    query: ParsedSearchRequest['results'],
    type: 'package' | 'hotelonly',
    engineRequest: EngineSearchRequest,
    today: string,
  ): string {
    const hit = findHotels(engineRequest, today, false);
    try {
      return answerOf(hit, search, query, type, today);
    } finally {
      // Nothing keeps a new search's result (see `findHotels`): its memory serves the next one.
      hit.result.release();
    }
  }

  function answerOf(
    hit: Found,
    search: Omit<ParsedSearchRequest, 'results'>,
    query: ParsedSearchRequest['results'],
    type: 'package' | 'hotelonly',
    today: string,
  ): string {
    const n = hit.result.matches.length;
    if (n === 0) {
      return serializer.serialize({ status: 'error', message: NO_AVAILABILITY, itinerary: null });
    }
    const featuredId = search.featured_ivector_property_id ?? null;
    const page = query ? pageOf(hit, query, featuredId) : undefined;
    const listed =
      page?.packages ??
      featuredFirst(hit.result.matches, featuredId).map((rank) => hit.result.packageAt(rank));
    return serializer.serialize({
      status: 'success',
      message: `${String(n)} ${n === 1 ? 'holiday' : 'holidays'} found`,
      itinerary: toItinerary(
        UUID_PLACEHOLDER,
        search,
        type,
        hit.result,
        listed,
        images,
        today,
        page?.results,
        reviewScores,
      ),
    });
  }

  return {
    /** The pictures of each room type, as the wire shapes carry them. */
    roomImages: images,

    /** A stored search, or 404 (the package page and prebook work from it). */
    itinerary: loadItinerary,

    /** A hotel the stored search could have returned; 404 for any other. */
    hotelInSearch,

    /** Stores a search made from another (the package page's new departure date). */
    saveItinerary: (it: StoredItinerary) => repo.saveItinerary(it),

    /**
     * Runs a search and stores it under a new uuid. Answers JSON (a SearchResponse): the same
     * search within the cache's lifetime reuses the answer, with the new uuid put in.
     */
    async search(request: ParsedSearchRequest): Promise<string> {
      // The search itself is stored; which page of it was shown is not.
      const { results: query, ...search } = request;
      const { type, engineRequest } = prepareSearch(search);
      const today = catalogue.today();
      const key = JSON.stringify([pricesKey(engineRequest), today, request]);
      // The same search arriving while its answer is being looked up or made waits for that
      // answer instead of making it again (a change to its prices makes every copy a miss at
      // once, and each would hold the event loop for the whole search).
      let pending = answering.get(key);
      if (!pending) {
        pending = (async () => {
          const kept = await cache.get(key);
          if (kept !== undefined) return kept;
          const made = answer(search, query, type, engineRequest, today);
          await cache.set(key, made);
          return made;
        })();
        const mine = pending;
        answering.set(key, mine);
        void mine.then(
          () => answering.delete(key),
          () => answering.delete(key),
        );
      }
      const json = await pending;
      // An error answer has no itinerary to store (checked on the first bytes, not all of it).
      if (json.startsWith('{"status":"error"')) return json;
      const uuid = randomUUID();
      await repo.saveItinerary({ uuid, type, request: search });
      return json.replace(UUID_PLACEHOLDER, uuid);
    },

    /** Another page, filter or sort of a stored search (the engine result is reused while fresh). */
    async results(uuid: string, query: ParsedResultsQuery): Promise<ResultsResponse> {
      const it = await loadItinerary(uuid);
      const { engineRequest } = prepareSearch(it.request);
      const featuredId = it.request.featured_ivector_property_id ?? null;
      const today = catalogue.today();
      const { packages, results } = pageOf(
        findHotels(engineRequest, today, true),
        query,
        featuredId,
      );
      return {
        hotels: packages.map((p) => toItineraryHotel(p, images, today, reviewScores)),
        flights: flightsOf(packages),
        results,
      };
    },

    /** Forgets searches older than the retention period; returns how many went. */
    purgeOldItineraries(now: Date = new Date()): Promise<number> {
      return repo.deleteItinerariesBefore(
        new Date(now.getTime() - ITINERARY_RETENTION_DAYS * DAY_MS),
      );
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;

// The wire shapes the package page and prebook answer with, and the stored search they work from.
export {
  fromEngineOffer,
  parseHotelBookingToken,
  toFlight,
  toItinerary,
  toItineraryHotel,
  type RoomImages,
} from './mapper';
export type { StoredItinerary } from './repository';
/** What another module's repository reads of stored searches inside its own transaction. */
export type SearchRepositoryOf = Pick<SearchRepository, 'flushItineraries' | 'itinerariesIn'>;
