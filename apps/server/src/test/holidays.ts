import type { FastifyInstance } from 'fastify';
import { addDays } from '../lib/dates';

/** Searches and prebooks real holidays on a test app, so checkout tests start from a real hold. */

export interface RoomParty {
  adults: number;
  children: number;
  infants: number;
  child_ages: number[];
}

export interface SearchHotel {
  ivector_property_id: number;
  bookingToken: string;
  rooms: { RoomBookingToken: string; SupplierReference1: string; SupplierReference2: string }[];
  package: { totalPence: number; flightId: string | null };
  prefered_airports: string[];
}

interface SearchFlight {
  itineraryId: string;
  outbound: { airline: string };
}

export interface Holiday {
  uuid: string;
  /** What was posted to prebook: posting it again makes a new hold of the same itinerary. */
  prebookBody: object;
  hotel: SearchHotel;
  prebook: {
    prebook_id: string;
    total_pence: number;
    expires_at: string;
    flight: { cost: number; outbound: { airline: string; flightNumber: string } } | null;
    hotel: { check_in: string; check_out: string; RoomBookings: { TotalCost: number }[] };
  };
}

export interface HolidayOptions {
  /** Days from today to departure. */
  offset?: number;
  rooms?: RoomParty[];
  type?: 'package' | 'hotelonly';
  /** Outbound airline wanted (package only). */
  airline?: string;
  notAirline?: string;
  /** Which matching hotel: tests that change a hotel's live price take one nobody else uses. */
  pick?: number;
  /** Hotel-only: give flight details so transfers are offered. */
  manualFlights?: boolean;
  hotelId?: number;
}

/** The catalogue's regions, the one with the most hotels first. */
export function regionsBySize(app: FastifyInstance): number[] {
  const counts = new Map<number, number>();
  for (const h of app.catalogue.content.hotels)
    counts.set(h.regionId, (counts.get(h.regionId) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
}

export function createHolidayFactory(app: FastifyInstance) {
  async function search(regionId: number, o: HolidayOptions) {
    const type = o.type ?? 'package';
    const res = await app.inject({
      method: 'POST',
      url: '/api/itinerary/search',
      payload: {
        type,
        start_date: addDays(app.catalogue.today(), o.offset ?? 150),
        nights: 7,
        flexible_departure: false,
        departure_airports:
          type === 'package' ? app.catalogue.content.ukAirportGroups.flatMap((g) => g.codes) : [],
        destination_regions: [regionId],
        rooms: o.rooms ?? [{ adults: 2, children: 0, infants: 0, child_ages: [] }],
      },
    });
    return res.json<{
      itinerary: { uuid: string; hotels: SearchHotel[]; flights: SearchFlight[] } | null;
    }>().itinerary;
  }

  return async function holiday(o: HolidayOptions = {}): Promise<Holiday> {
    for (const regionId of regionsBySize(app).slice(0, 12)) {
      const it = await search(regionId, o);
      if (!it) continue;
      const matching = it.hotels.filter((h) => {
        if (o.hotelId !== undefined && h.ivector_property_id !== o.hotelId) return false;
        if (o.type === 'hotelonly') return true;
        const airline = it.flights.find((f) => f.itineraryId === h.package.flightId)?.outbound
          .airline;
        return (!o.airline || airline === o.airline) && (!o.notAirline || airline !== o.notAirline);
      });
      const hotel = matching.at(o.pick ?? 0);
      if (!hotel) continue;
      const start = addDays(app.catalogue.today(), o.offset ?? 150);
      const body = {
        uuid: it.uuid,
        property_id: hotel.ivector_property_id,
        ivector_property_id: hotel.ivector_property_id,
        hotel_booking_code: hotel.bookingToken,
        rooms: hotel.rooms.map((r) => ({ RoomBookingToken: r.RoomBookingToken })),
        ...(hotel.package.flightId ? { flight_itinerary: hotel.package.flightId } : {}),
        ...(o.manualFlights
          ? {
              arrival_airport_code: hotel.prefered_airports.at(0),
              manual_flight_details: {
                outbound: {
                  airportCode: hotel.prefered_airports.at(0),
                  flightNumber: 'BA2712',
                  date: start,
                  time: '10:05',
                },
                return: {
                  airportCode: 'LGW',
                  flightNumber: 'BA2713',
                  date: addDays(start, 7),
                  time: '14:40',
                },
              },
            }
          : {}),
      };
      const res = await app.inject({
        method: 'POST',
        url: '/api/itinerary/prebook',
        payload: body,
      });
      if (res.statusCode !== 200) throw new Error(`prebook failed: ${res.body}`);
      const prebook = res.json<Holiday['prebook'] & { uuid: string }>();
      return { uuid: prebook.uuid, hotel, prebook, prebookBody: body };
    }
    throw new Error(`no holiday found for ${JSON.stringify(o)}`);
  };
}
