import { createHash, randomUUID } from 'node:crypto';
import type { ManualFlightDetails, PrebookResponse } from '@sunward/contracts/prebook';
import type { prebookRequest } from '@sunward/contracts/prebook';
import type {
  AlternativeFlightsResponse,
  DestinationsResponse,
  HotelDetails,
  ParsedResultsQuery,
  ParsedSearchRequest,
  RefreshResponse,
  ResultFacets,
  ResultsPage,
  ResultsResponse,
  SearchResponse,
} from '@sunward/contracts/search';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import { AppError } from '../../errors';
import type { BoardCode, PartyRoom } from '../../integrations/supplier/supplier';
import { roomFits, toDayIndex } from '../../integrations/supplier/supplier';
import type { Catalogue } from '../catalogue/catalogue';
import type { SearchEngine } from './engine/search-engine';
import {
  SearchRequestError,
  type EngineSearchRequest,
  type HotelPackage,
  type PackageMatch,
  type SearchResult,
} from './engine/types';
import {
  flightsOf,
  fromEngineOffer,
  parseHotelBookingToken,
  RoomImages,
  toFlight,
  toItinerary,
  toItineraryHotel,
} from './mapper';
import type { SearchRepository, StoredItinerary } from './repository';
import { noSearchCache, type SearchResultCache } from './result-cache';
import { ResultsIndex } from './results';
import { SearchResponseSerializer } from './serializer';
import { addDays } from '../../lib/dates';

type ParsedPrebook = z.output<typeof prebookRequest>;

export const NO_AVAILABILITY =
  "We couldn't find any holidays for this search. Try flexible dates, more departure airports or another destination.";

const DAY_MS = 86_400_000;
const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const pounds = (pence: number) => gbp.format(pence / 100);
const dayMonth = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

function invalid(message: string, details?: Record<string, unknown>): AppError {
  return new AppError('VALIDATION_ERROR', message, details);
}

/** Runs an engine call, turning its input errors into 400s a customer can act on. */
function engineCall<T>(fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    if (err instanceof SearchRequestError) {
      throw invalid(err.message, { field: err.field, reason: err.code });
    }
    throw err;
  }
}

const partyRoom = (r: ParsedSearchRequest['rooms'][number]): PartyRoom => ({
  adults: r.adults,
  childAges: r.child_ages,
  infants: r.infants,
});

/** `{hotelId}-{roomTypeId}-{board}-{R|NR}`, the engine's rate key. */
function parseRoomToken(token: string) {
  const m = /^(\d+)-(\d+)-(RO|BB|HB|FB|AI)-(R|NR)$/.exec(token);
  if (!m) return null;
  return {
    hotelId: Number(m[1]),
    roomTypeId: Number(m[2]),
    board: m[3] as BoardCode,
    refundable: m[4] === 'R',
  };
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How long a search stays usable for package pages, shared links and prebook. */
export const ITINERARY_RETENTION_DAYS = 7;

export interface SearchServiceDeps {
  catalogue: Catalogue;
  repo: SearchRepository;
  /** The short search-result cache; none by default. */
  cache?: SearchResultCache;
}

/** Stands for the itinerary uuid in cached answers; every search gets its own in its place. */
const UUID_PLACEHOLDER = '00000000-0000-4000-8000-000000000000';

/**
 * How many hotels found the service keeps in memory, so that Load More, a filter or a sort of a
 * recent search reuses its engine result instead of scanning again (~100 bytes each). A new search
 * always runs the engine (only the short search-result cache answers a search without it).
 */
const FOUND_CACHE_HOTELS = 100_000;

/** A search's engine result, with its facets once counted. */
interface Found {
  result: SearchResult;
  facets?: ResultFacets;
}

/** Cheapest first, the featured hotel (a deal's) moved to the top. */
function featuredFirst(matches: PackageMatch[], featuredId: number | null): PackageMatch[] {
  const at = featuredId === null ? -1 : matches.findIndex((m) => m.hotelId === featuredId);
  return at > 0 ? [matches[at], ...matches.slice(0, at), ...matches.slice(at + 1)] : matches;
}

export function createSearchService({ catalogue, repo, cache = noSearchCache }: SearchServiceDeps) {
  const content = catalogue.content;
  const images = new RoomImages(content);
  const hotelsById = new Map(content.hotels.map((h) => [h.id, h]));
  const serializer = new SearchResponseSerializer();
  const resultsIndex = new ResultsIndex(content);
  const found = new LRUCache<string, Found>({
    maxSize: FOUND_CACHE_HOTELS,
    sizeCalculation: (f) => f.result.matches.length + 1,
  });

  /**
   * The engine's result for a search (without its results page): computed afresh for a new search,
   * reused by the later pages of the same search while it is kept.
   */
  function findHotels(engineRequest: EngineSearchRequest, today: string, reuse: boolean): Found {
    const key = JSON.stringify([catalogue.builtFor, today, engineRequest]);
    let hit = reuse ? found.get(key) : undefined;
    if (!hit) {
      hit = { result: engineCall(() => catalogue.engine.search(engineRequest, { today })) };
      found.set(key, hit);
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
    const list = resultsIndex.select(result.matches, query, featuredId);
    hit.facets ??= resultsIndex.facets(result.matches);
    return {
      packages: list
        .slice(query.offset, query.offset + query.limit)
        .map((m) => result.packageAt(m.rank)),
      results: {
        filters: query.filters,
        sort: query.sort,
        hotel_name: query.hotel_name,
        offset: query.offset,
        limit: query.limit,
        total: result.matches.length,
        matching: list.length,
        facets: hit.facets,
        ...(query.pins
          ? { pins: list.map((m) => resultsIndex.pin(m, result.flightIdAt(m.rank))) }
          : {}),
      },
    };
  }

  /** Checks what the engine does not: the spec's cross-field rules on a parsed request. */
  function prepare(request: ParsedSearchRequest): {
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
        throw invalid(
          `The return date must be ${request.nights} nights after the departure date.`,
          {
            field: 'end_date',
          },
        );
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

  function details(
    engine: SearchEngine,
    it: StoredItinerary,
    hotelId: number,
    startDate: string,
    flexible: boolean,
  ): HotelDetails | null {
    const hotel = hotelInSearch(it, hotelId);
    const { type, engineRequest } = prepare({
      ...it.request,
      hotel_id: hotelId,
      start_date: startDate,
      end_date: undefined,
      flexible_departure: flexible,
    });
    const found = engineCall(() =>
      engine.search({ ...engineRequest, type }, { today: catalogue.today() }),
    ).hotels.at(0);
    if (!found) return null;
    const offers = engineCall(() =>
      engine.roomOffers({
        hotel_id: hotelId,
        check_in: found.checkIn,
        nights: found.nights,
        rooms: it.request.rooms,
      }),
    );
    return {
      ...toItineraryHotel(found, images),
      description: hotel.description,
      address: hotel.address,
      room_options: offers.rooms.map((list) => list.map(fromEngineOffer)),
    };
  }

  let destinationsCache: DestinationsResponse | undefined;

  return {
    /**
     * Runs a search and stores it under a new uuid. Answers JSON (a SearchResponse): the same
     * search within the cache's lifetime reuses the answer, with the new uuid put in.
     */
    async search(request: ParsedSearchRequest): Promise<string> {
      // The search itself is stored; which page of it was shown is not.
      const { results: query, ...search } = request;
      const { type, engineRequest } = prepare(search);
      const today = catalogue.today();
      const key = JSON.stringify([catalogue.builtFor, today, request]);
      let json = await cache.get(key);
      if (json === undefined) {
        const hit = findHotels(engineRequest, today, false);
        const n = hit.result.matches.length;
        let response: SearchResponse;
        if (n === 0) {
          response = { status: 'error', message: NO_AVAILABILITY, itinerary: null };
        } else {
          const featuredId = search.featured_ivector_property_id ?? null;
          const page = query ? pageOf(hit, query, featuredId) : undefined;
          const listed =
            page?.packages ??
            featuredFirst(hit.result.matches, featuredId).map((m) => hit.result.packageAt(m.rank));
          response = {
            status: 'success',
            message: `${String(n)} ${n === 1 ? 'holiday' : 'holidays'} found`,
            itinerary: toItinerary(
              UUID_PLACEHOLDER,
              search,
              type,
              hit.result,
              listed,
              images,
              page?.results,
            ),
          };
        }
        json = serializer.serialize(response);
        await cache.set(key, json);
      }
      // An error answer has no itinerary to store (checked on the first bytes, not all of it).
      if (json.startsWith('{"status":"error"')) return json;
      const uuid = randomUUID();
      await repo.saveItinerary({ uuid, type, request: search });
      return json.replace(UUID_PLACEHOLDER, uuid);
    },

    /** Another page, filter or sort of a stored search (the engine result is reused while fresh). */
    async results(uuid: string, query: ParsedResultsQuery): Promise<ResultsResponse> {
      const it = await loadItinerary(uuid);
      const { engineRequest } = prepare(it.request);
      const featuredId = it.request.featured_ivector_property_id ?? null;
      const { packages, results } = pageOf(
        findHotels(engineRequest, catalogue.today(), true),
        query,
        featuredId,
      );
      return {
        hotels: packages.map((p) => toItineraryHotel(p, images)),
        flights: flightsOf(packages),
        results,
      };
    },

    async hotelDetails(uuid: string, hotelId: number): Promise<HotelDetails> {
      const it = await loadItinerary(uuid);
      const found = details(
        catalogue.engine,
        it,
        hotelId,
        it.request.start_date,
        it.request.flexible_departure,
      );
      if (!found)
        throw new AppError(
          'NO_LONGER_AVAILABLE',
          'This hotel is no longer available for your dates.',
        );
      return found;
    },

    async alternatives(uuid: string, hotelId: number): Promise<AlternativeFlightsResponse> {
      const it = await loadItinerary(uuid);
      if (it.type !== 'package')
        throw invalid('Alternative flights are only available for package holidays.');
      hotelInSearch(it, hotelId);
      const tomorrow = addDays(catalogue.today(), 1);
      const result = engineCall(() =>
        catalogue.engine.alternatives({
          hotel_id: hotelId,
          start_date: it.request.start_date,
          nights: it.request.nights,
          flexible_departure: true,
          departure_airports: it.request.departure_airports,
          rooms: it.request.rooms,
          limitPerDate: 20,
        }),
      );
      const response: AlternativeFlightsResponse = { flights: [], hotel: {} };
      for (const day of result.dates) {
        if (day.date < tomorrow) continue;
        response.flights.push(...day.flights.map((f) => toFlight(f, result.nights)));
        response.hotel[day.date] = {
          date: day.date,
          return_date: day.returnDate,
          hotel_pence: day.hotelPence,
          cheapest_package_pence: day.cheapestPackagePence,
          cheapest_flight_id: day.flights.at(0)?.id ?? null,
        };
      }
      return response;
    },

    async refresh(input: {
      uuid: string;
      hotel_id: number;
      date: string;
    }): Promise<RefreshResponse> {
      const it = await loadItinerary(input.uuid);
      hotelInSearch(it, input.hotel_id);
      const request: ParsedSearchRequest = {
        ...it.request,
        hotel_id: input.hotel_id,
        start_date: input.date,
        end_date: undefined,
        flexible_departure: false,
        featured_ivector_property_id: undefined,
      };
      const { type, engineRequest } = prepare(request);
      const engine = catalogue.engine;
      const result = engineCall(() => engine.search(engineRequest, { today: catalogue.today() }));
      const stored: StoredItinerary = { uuid: randomUUID(), type, request };
      const hotel =
        result.hotels.length > 0
          ? details(engine, stored, input.hotel_id, input.date, false)
          : null;
      if (!hotel) {
        return {
          status: 'error',
          message: `This holiday is not available on ${dayMonth.format(new Date(`${input.date}T00:00:00Z`))}. Please choose another date.`,
          itinerary: null,
          hotel: null,
          flights: [],
        };
      }
      await repo.saveItinerary(stored);
      const flights =
        type === 'package'
          ? engineCall(() =>
              engine.alternatives({
                hotel_id: input.hotel_id,
                start_date: input.date,
                nights: request.nights,
                flexible_departure: false,
                departure_airports: request.departure_airports,
                rooms: request.rooms,
                limitPerDate: 50,
              }),
            ).dates.flatMap((d) => d.flights.map((f) => toFlight(f, request.nights)))
          : [];
      return {
        status: 'success',
        message: 'Departure date updated',
        itinerary: toItinerary(stored.uuid, request, type, result, result.hotels, images),
        hotel,
        flights,
      };
    },

    /** Forgets searches older than the retention period; returns how many went. */
    purgeOldItineraries(now: Date = new Date()): Promise<number> {
      return repo.deleteItinerariesBefore(
        new Date(now.getTime() - ITINERARY_RETENTION_DAYS * DAY_MS),
      );
    },

    airports(query: string): { name: string; iata_code: string }[] {
      const q = query.trim().toLowerCase();
      const code = q.toUpperCase();
      return content.airports
        .map((a) => {
          const rank =
            a.code === code
              ? 0
              : a.code.startsWith(code)
                ? 1
                : a.name.toLowerCase().startsWith(q)
                  ? 2
                  : a.name.toLowerCase().includes(q) || a.city.toLowerCase().includes(q)
                    ? 3
                    : 9;
          return { a, rank };
        })
        .filter((x) => x.rank < 9)
        .sort((x, y) => x.rank - y.rank || x.a.name.localeCompare(y.a.name))
        .slice(0, 20)
        .map(({ a }) => ({ name: `${a.name} (${a.code})`, iata_code: a.code }));
    },

    destinations(): DestinationsResponse {
      if (destinationsCache) return destinationsCache;
      const hotelsPerRegion = new Map<number, number>();
      for (const h of content.hotels)
        hotelsPerRegion.set(h.regionId, (hotelsPerRegion.get(h.regionId) ?? 0) + 1);
      const airportName = new Map(content.airports.map((a) => [a.code, a.name]));
      const countries = content.countries
        .map((c) => ({
          id: c.id,
          name: c.name,
          regions: content.regions
            .filter((r) => r.countryId === c.id && (hotelsPerRegion.get(r.id) ?? 0) > 0)
            .map((r) => ({ id: r.id, name: r.name, hotels: hotelsPerRegion.get(r.id) ?? 0 }))
            .sort((a, b) => a.name.localeCompare(b.name)),
        }))
        .filter((c) => c.regions.length > 0)
        .sort((a, b) => a.name.localeCompare(b.name));
      destinationsCache = {
        destinationData: Object.fromEntries(
          countries.map((c) => [
            c.name,
            Object.fromEntries(c.regions.map((r) => [String(r.id), r.name])),
          ]),
        ),
        countries,
        departureAirports: content.ukAirportGroups.map((g) => ({
          id: g.name.toLowerCase().replace(/[^a-z]+/g, '-'),
          name: g.name,
          airports: g.codes.map((code) => ({ code, name: airportName.get(code) ?? code })),
        })),
      };
      return destinationsCache;
    },

    /**
     * Re-prices live through the supplier and holds room(s) and flight for 30 minutes. Repeating an
     * Idempotency-Key returns the first answer; a price change and a sell-out are distinct errors.
     */
    async prebook(
      req: ParsedPrebook,
      idempotencyKey: string | undefined,
      /** The checkout key the browser already holds: its hold of this search is replaced. */
      currentKey?: string,
    ): Promise<PrebookResponse> {
      const requestHash = createHash('sha256').update(JSON.stringify(req)).digest('hex');
      if (idempotencyKey) {
        const earlier = await repo.findPrebookByKey(idempotencyKey);
        if (earlier) {
          if (earlier.requestHash !== requestHash) {
            throw new AppError(
              'CONFLICT',
              'This Idempotency-Key was already used for a different prebook.',
            );
          }
          return earlier.response;
        }
      }
      const it = await loadItinerary(req.uuid);
      if (req.property_id !== req.ivector_property_id) {
        throw invalid('property_id and ivector_property_id must name the same hotel.');
      }
      const hotel = hotelInSearch(it, req.property_id);
      const code = parseHotelBookingToken(req.hotel_booking_code);
      const window = it.request.flexible_departure ? 3 : 0;
      if (
        !code ||
        code.hotelId !== hotel.id ||
        code.nights !== it.request.nights ||
        Math.abs(toDayIndex(code.checkIn) - toDayIndex(it.request.start_date)) > window
      ) {
        throw invalid('The hotel booking code does not belong to this search.', {
          field: 'hotel_booking_code',
        });
      }
      if (code.checkIn <= catalogue.today())
        throw invalid('The earliest departure date is tomorrow.');
      const checkOut = addDays(code.checkIn, code.nights);
      if (req.rooms.length !== it.request.rooms.length) {
        throw invalid(
          `Please choose one room for each of the ${it.request.rooms.length} rooms in your search.`,
          {
            field: 'rooms',
          },
        );
      }

      const engine = catalogue.engine;
      const offers = engineCall(() =>
        engine.roomOffers({
          hotel_id: hotel.id,
          check_in: code.checkIn,
          nights: code.nights,
          rooms: it.request.rooms,
        }),
      );
      const chosen = req.rooms.map((r, i) => {
        const ref = parseRoomToken(r.RoomBookingToken);
        const roomType = hotel.rooms.find((rt) => rt.id === ref?.roomTypeId);
        const party = partyRoom(
          it.request.rooms[i] ?? { adults: 0, children: 0, infants: 0, child_ages: [] },
        );
        if (
          !ref ||
          ref.hotelId !== hotel.id ||
          !roomType ||
          !roomType.boards.includes(ref.board) ||
          !roomFits(roomType, party)
        ) {
          throw invalid(`Room ${i + 1}: that room is not available for your party.`, {
            field: `rooms[${i}]`,
          });
        }
        if (!ref.refundable && req.rooms.length > 1) {
          throw invalid('Only refundable rooms can be booked when you book more than one room.', {
            field: `rooms[${i}]`,
          });
        }
        const offer = offers.rooms[i]?.find((o) => o.rateKey === r.RoomBookingToken);
        if (!offer)
          throw new AppError(
            'NO_LONGER_AVAILABLE',
            `Room ${i + 1} is no longer available for your dates.`,
          );
        if (
          (r.SupplierReference1 !== undefined && r.SupplierReference1 !== offer.supplierRef1) ||
          (r.SupplierReference2 !== undefined && r.SupplierReference2 !== offer.supplierRef2)
        ) {
          throw invalid(
            `Room ${i + 1}: the supplier references do not match the room booking token.`,
          );
        }
        return { ref, party, offer };
      });

      const seats = it.request.rooms.reduce((n, r) => n + r.adults + r.children, 0);
      const infants = it.request.rooms.reduce((n, r) => n + r.infants, 0);
      let flightOption: ReturnType<SearchEngine['flightOption']> = null;
      let manual: ManualFlightDetails | null = null;
      if (it.type === 'package') {
        if (!req.flight_itinerary)
          throw invalid('Please choose a flight.', { field: 'flight_itinerary' });
        if (req.manual_flight_details)
          throw invalid('Flight details are only for hotel-only bookings.');
        flightOption = engine.flightOption(req.flight_itinerary, seats, infants);
        if (!flightOption)
          throw new AppError('NO_LONGER_AVAILABLE', 'That flight is no longer available.');
        if (flightOption.outbound.date !== code.checkIn || flightOption.inbound.date !== checkOut) {
          throw invalid('The flight does not match the dates of your stay.', {
            field: 'flight_itinerary',
          });
        }
        if (!it.request.departure_airports.includes(flightOption.outbound.from.code)) {
          throw invalid('That flight does not leave from one of the airports you searched.');
        }
        if (!hotel.preferredAirports.includes(flightOption.outbound.to.code)) {
          throw invalid('That flight does not fly to an airport for this hotel.');
        }
        if (
          req.arrival_airport_code &&
          req.arrival_airport_code !== flightOption.outbound.to.code
        ) {
          throw invalid('arrival_airport_code must be the airport the flight lands at.', {
            field: 'arrival_airport_code',
          });
        }
      } else {
        if (req.flight_itinerary) throw invalid('A hotel-only booking has no flight to choose.');
        if (req.manual_flight_details) {
          const m = req.manual_flight_details;
          if (m.outbound.date < addDays(catalogue.today(), 0))
            throw invalid('Date cannot be in the past');
          if (`${m.return.date}T${m.return.time}` <= `${m.outbound.date}T${m.outbound.time}`) {
            throw invalid('Return date must be after arrival date');
          }
          manual = m;
        }
      }
      const arrivalAirport =
        flightOption?.outbound.to.code ??
        req.arrival_airport_code ??
        hotel.preferredAirports.at(0) ??
        null;

      const expected =
        chosen.reduce((n, c) => n + c.offer.totalPence, 0) + (flightOption?.totalPence ?? 0);
      const held = await catalogue.supplier.prebook({
        rooms: chosen.map((c) => ({ ...c.ref, room: c.party })),
        checkIn: code.checkIn,
        nights: code.nights,
        ...(flightOption
          ? {
              flight: {
                outboundFlightId: flightOption.outbound.flightId,
                outboundDate: flightOption.outbound.date,
                returnFlightId: flightOption.inbound.flightId,
                returnDate: flightOption.inbound.date,
                seats,
                infants,
              },
            }
          : {}),
        expectedTotalPence: req.accept_total_pence ?? expected,
      });
      if (held.outcome === 'no_longer_available') {
        throw new AppError(
          'NO_LONGER_AVAILABLE',
          'Sorry, this holiday has just sold out. Please choose another room, flight or hotel.',
          {
            reason: held.reason,
          },
        );
      }
      if (held.outcome === 'price_changed') {
        throw new AppError(
          'PRICE_CHANGED',
          `The price of this holiday has changed from ${pounds(held.previousTotalPence)} to ${pounds(held.totalPence)}.`,
          { previous_total_pence: held.previousTotalPence, total_pence: held.totalPence },
        );
      }

      const transfers = arrivalAirport
        ? await catalogue.supplier.getTransfers({
            hotelId: hotel.id,
            airportCode: arrivalAirport,
            passengers: seats,
            infants,
          })
        : [];
      const response: PrebookResponse = {
        uuid: it.uuid,
        prebook_id: randomUUID(),
        expires_at: new Date(held.expiresAt).toISOString(),
        total_pence: held.totalPence,
        flight: flightOption
          ? {
              ...toFlight(flightOption, code.nights),
              cost: held.flight?.totalPence ?? flightOption.totalPence,
              totalPrice: held.flight?.totalPence ?? flightOption.totalPence,
            }
          : null,
        hotel: {
          ivector_property_id: hotel.id,
          name: hotel.name,
          check_in: code.checkIn,
          check_out: checkOut,
          nights: code.nights,
          arrival_airport_code: arrivalAirport,
          RoomBookings: chosen.map((c, i) => ({
            RoomBookingToken: c.offer.rateKey,
            RoomType: c.offer.roomTypeName,
            MealBasisCode: c.offer.boardName,
            NonRefundable: !c.offer.refundable,
            TotalCost: held.rooms[i]?.totalPence ?? c.offer.totalPence,
            Supplier: catalogue.supplier.name,
            SupplierReference: `${held.holdId}-${i + 1}`,
          })),
        },
        transfer: transfers.map((t) => ({
          id: t.id,
          vehicle_type: t.vehicleType,
          name: t.name,
          description: t.description,
          supplier: t.supplier,
          total_pence: t.totalPence,
          vehicles: t.vehicles,
          duration_minutes: t.durationMinutes,
          distance_km: t.distanceKm,
        })),
        manual_flight_details: manual,
      };
      let answer = response;
      const placed = await repo.placePrebook({
        itinerary: it,
        replaces: currentKey !== undefined && UUID_RE.test(currentKey) ? currentKey : undefined,
        prebook: (uuid) => {
          answer = { ...response, uuid };
          return {
            id: response.prebook_id,
            idempotencyKey: idempotencyKey ?? null,
            requestHash,
            supplierHoldId: held.holdId,
            hotelId: hotel.id,
            totalPence: held.totalPence,
            expiresAt: new Date(response.expires_at),
            response: answer,
          };
        },
      });
      if (placed === undefined && idempotencyKey) {
        // A concurrent request with the same key won the race: answer what it stored.
        const winner = await repo.findPrebookByKey(idempotencyKey);
        if (winner) return winner.response;
      }
      return answer;
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
