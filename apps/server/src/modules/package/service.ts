import { randomUUID } from 'node:crypto';
import type {
  AlternativeFlightsResponse,
  HotelDetails,
  ParsedSearchRequest,
  RefreshResponse,
} from '@sunward/contracts/search';
import { AppError } from '../../errors';
import { addDays } from '../../lib/dates';
import type { Catalogue } from '../catalogue/catalogue';
import type { SearchEngine } from '../search/engine/search-engine';
import {
  engineCall,
  fromEngineOffer,
  invalid,
  prepareSearch,
  toFlight,
  toItinerary,
  toItineraryHotel,
  type SearchService,
  type StoredItinerary,
} from '../search/service';

const dayMonth = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export interface PackageServiceDeps {
  catalogue: Catalogue;
  search: SearchService;
}

/**
 * The package page's calls, answered from a stored search: a hotel with every room option, the
 * alternative flights (±3 days, hotel price by date) and a new departure date (a new search).
 */
export function createPackageService({ catalogue, search }: PackageServiceDeps) {
  const images = search.roomImages;
  const hotelInSearch = (it: StoredItinerary, hotelId: number) => search.hotelInSearch(it, hotelId);
  const loadItinerary = (uuid: string) => search.itinerary(uuid);

  function details(
    engine: SearchEngine,
    it: StoredItinerary,
    hotelId: number,
    startDate: string,
    flexible: boolean,
  ): HotelDetails | null {
    const hotel = hotelInSearch(it, hotelId);
    const { type, engineRequest } = prepareSearch({
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
      ...toItineraryHotel(found, images, catalogue.today()),
      description: hotel.description,
      address: hotel.address,
      room_options: offers.rooms.map((list) => list.map(fromEngineOffer)),
    };
  }

  return {
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
      const { type, engineRequest } = prepareSearch(request);
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
      await search.saveItinerary(stored);
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
        itinerary: toItinerary(
          stored.uuid,
          request,
          type,
          result,
          result.hotels,
          images,
          catalogue.today(),
        ),
        hotel,
        flights,
      };
    },
  };
}
export type PackageService = ReturnType<typeof createPackageService>;
