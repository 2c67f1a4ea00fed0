import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { regionsBySize } from '../../test/holidays';
import { addDays } from '../../lib/dates';

let app: FastifyInstance;
let start: string;
let regionId: number;

interface Hotel {
  ivector_property_id: number;
  bookingToken: string;
  rooms: Array<{
    RoomBookingToken: string;
    SupplierReference1: string;
    SupplierReference2: string;
    TotalCost: number;
  }>;
  package: { totalPence: number; flightId: string | null; checkIn: string };
  prefered_airports: string[];
}

beforeAll(async () => {
  app = await createTestApp();
  regionId = regionsBySize(app)[0];
  start = addDays(app.catalogue.today(), 50);
});
afterAll(() => app.close());

async function searchFor(
  rooms = [{ adults: 2, children: 0, infants: 0, child_ages: [] as number[] }],
  type = 'package',
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/itinerary/search',
    payload: {
      type,
      start_date: start,
      nights: 7,
      flexible_departure: false,
      departure_airports:
        type === 'package' ? app.catalogue.content.ukAirportGroups.flatMap((g) => g.codes) : [],
      destination_regions: [regionId],
      rooms,
    },
  });
  const it = res.json().itinerary as { uuid: string; hotels: Hotel[] };
  return it;
}

function prebookBody(uuid: string, hotel: Hotel, extra: Record<string, unknown> = {}) {
  return {
    uuid,
    property_id: hotel.ivector_property_id,
    ivector_property_id: hotel.ivector_property_id,
    hotel_booking_code: hotel.bookingToken,
    rooms: hotel.rooms.map((r) => ({
      RoomBookingToken: r.RoomBookingToken,
      SupplierReference1: r.SupplierReference1,
      SupplierReference2: r.SupplierReference2,
    })),
    ...(hotel.package.flightId ? { flight_itinerary: hotel.package.flightId } : {}),
    ...extra,
  };
}

const prebook = (payload: unknown, key?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/itinerary/prebook',
    payload: payload as object,
    headers: key ? { 'idempotency-key': key } : {},
  });

describe('POST /api/itinerary/prebook', () => {
  it('holds the package at exactly the searched price for 30 minutes, with transfer quotes', async () => {
    const it = await searchFor();
    const hotel = it.hotels[0];
    const before = Date.now();
    const res = await prebook(prebookBody(it.uuid, hotel));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total_pence).toBe(hotel.package.totalPence);
    expect(body.hotel.RoomBookings.map((r: { TotalCost: number }) => r.TotalCost)).toEqual(
      hotel.rooms.map((r) => r.TotalCost),
    );
    expect(body.flight.itineraryId).toBe(hotel.package.flightId);
    expect(body.hotel.arrival_airport_code).toBe(body.flight.outbound.arrivesAt.airportCode);
    const minutes = (Date.parse(body.expires_at) - before) / 60_000;
    expect(minutes).toBeGreaterThan(29.9);
    expect(minutes).toBeLessThanOrEqual(30.1);
    expect(body.transfer[0]).toMatchObject({ id: 'none', vehicle_type: null, total_pence: 0 });
    const prices = body.transfer.slice(1).map((t: { total_pence: number }) => t.total_pence);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
    // The driver's times follow the flights, in local time: 45 minutes after landing (up to 5
    // minutes), 3 hours before the flight home (down to 5 minutes).
    const landed = Date.parse(
      `${body.flight.outbound.arrivesAt.localDate}T${body.flight.outbound.arrivesAt.localTime}:00Z`,
    );
    const home = Date.parse(
      `${body.flight.return.departsFrom.localDate}T${body.flight.return.departsFrom.localTime}:00Z`,
    );
    const five = 5 * 60_000;
    const local = (ms: number) => new Date(ms).toISOString().slice(0, 16);
    for (const t of body.transfer.slice(1)) {
      expect(t.collections).toEqual({
        arrival: local(Math.ceil((landed + 45 * 60_000) / five) * five),
        departure: local(Math.floor((home - 180 * 60_000) / five) * five),
      });
    }
    expect(body.transfer[0].collections).toEqual({ arrival: null, departure: null });
  });

  it('returns the first answer for a repeated Idempotency-Key, and refuses the key for another body', async () => {
    const it = await searchFor();
    const hotel = it.hotels[1];
    const key = `prebook-${it.uuid}`;
    const [a, b] = await Promise.all([
      prebook(prebookBody(it.uuid, hotel), key),
      prebook(prebookBody(it.uuid, hotel), key),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.json().prebook_id).toBe(a.json().prebook_id);
    const again = await prebook(prebookBody(it.uuid, hotel), key);
    expect(again.json().prebook_id).toBe(a.json().prebook_id);
    const other = await prebook(prebookBody(it.uuid, it.hotels[2]), key);
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('CONFLICT');
  });

  it('reports a live price change distinctly, and holds once the customer accepts the new total', async () => {
    const it = await searchFor();
    const hotel = it.hotels[3];
    app.sandboxSupplier.simulatePriceChange(hotel.ivector_property_id, 1.1);
    const res = await prebook(prebookBody(it.uuid, hotel));
    expect(res.statusCode).toBe(409);
    const error = res.json().error;
    expect(error.code).toBe('PRICE_CHANGED');
    expect(error.details.previous_total_pence).toBe(hotel.package.totalPence);
    expect(error.details.total_pence).toBeGreaterThan(hotel.package.totalPence);
    expect(error.message).toMatch(
      /^The price of this holiday has changed from £[\d,]+\.\d\d to £[\d,]+\.\d\d\.$/,
    );
    const accepted = await prebook(
      prebookBody(it.uuid, hotel, { accept_total_pence: error.details.total_pence }),
    );
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().total_pence).toBe(error.details.total_pence);
  });

  it('reports a sell-out as no longer available', async () => {
    const it = await searchFor();
    const hotel = it.hotels[4];
    app.sandboxSupplier.simulateSoldOut(hotel.ivector_property_id);
    const res = await prebook(prebookBody(it.uuid, hotel));
    expect(res.statusCode).toBe(410);
    expect(res.json().error).toMatchObject({
      code: 'NO_LONGER_AVAILABLE',
      message:
        'Sorry, this holiday has just sold out. Please choose another room, flight or hotel.',
    });
  });

  it('ignores a tampered price and refuses tampered tokens, dates and flights', async () => {
    const it = await searchFor();
    const hotel = it.hotels[5];
    const other = it.hotels[6];
    const tamperedPrice = await prebook({ ...prebookBody(it.uuid, hotel), TotalCost: 1 });
    expect(tamperedPrice.statusCode).toBe(400);

    const wrongRoom = await prebook(
      prebookBody(it.uuid, hotel, {
        rooms: [{ RoomBookingToken: other.rooms[0].RoomBookingToken }],
      }),
    );
    expect(wrongRoom.statusCode).toBe(400);
    expect(wrongRoom.json().error.message).toBe(
      'Room 1: that room is not available for your party.',
    );

    const wrongCode = await prebook(
      prebookBody(it.uuid, hotel, {
        hotel_booking_code: hotel.bookingToken.replace(start, addDays(start, 10)),
      }),
    );
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().error.message).toBe(
      'The hotel booking code does not belong to this search.',
    );

    const [outId, , retId] = hotel.package.flightId!.split(':');
    const shiftedFlight = `${outId}:${addDays(start, 1)}:${retId}:${addDays(start, 8)}`;
    const wrongFlight = await prebook(
      prebookBody(it.uuid, hotel, { flight_itinerary: shiftedFlight }),
    );
    expect([400, 410]).toContain(wrongFlight.statusCode);

    const noFlight = await prebook({ ...prebookBody(it.uuid, hotel), flight_itinerary: undefined });
    expect(noFlight.statusCode).toBe(400);
    expect(noFlight.json().error.message).toBe('Please choose a flight.');

    const mismatch = await prebook(
      prebookBody(it.uuid, hotel, { property_id: other.ivector_property_id }),
    );
    expect(mismatch.statusCode).toBe(400);

    const unknownSearch = await prebook(prebookBody('0d7c2b1e-2222-4222-8222-222222222222', hotel));
    expect(unknownSearch.statusCode).toBe(404);
  });

  it('holds every room of a multi-room party, refundable rooms only', async () => {
    const it = await searchFor([
      { adults: 2, children: 0, infants: 0, child_ages: [] },
      { adults: 1, children: 1, infants: 0, child_ages: [6] },
    ]);
    const hotel = it.hotels.find((h) =>
      h.rooms.every((r) => r.SupplierReference2.endsWith('-NR')),
    )!;
    const nonRefundable = await prebook(prebookBody(it.uuid, hotel));
    expect(nonRefundable.statusCode).toBe(400);
    expect(nonRefundable.json().error.message).toBe(
      'Only refundable rooms can be booked when you book more than one room.',
    );

    const details = (
      await app.inject({
        method: 'GET',
        url: `/api/itinerary/${it.uuid}/hotels/${hotel.ivector_property_id}`,
      })
    ).json().hotel;
    const refundable = details.room_options.map(
      (list: Array<{ NonRefundable: boolean; RoomBookingToken: string; TotalCost: number }>) =>
        list.find((o) => !o.NonRefundable)!,
    );
    const res = await prebook(
      prebookBody(it.uuid, hotel, {
        rooms: refundable.map((o: { RoomBookingToken: string }) => ({
          RoomBookingToken: o.RoomBookingToken,
        })),
      }),
    );
    expect(res.statusCode).toBe(200);
    const flightTotal = res.json().flight.totalPrice;
    expect(res.json().total_pence).toBe(
      refundable.reduce((n: number, o: { TotalCost: number }) => n + o.TotalCost, 0) + flightTotal,
    );
    expect(res.json().hotel.RoomBookings).toHaveLength(2);
  });

  it('holds a hotel-only stay with the customer’s own flight details', async () => {
    const it = await searchFor(undefined, 'hotelonly');
    const hotel = it.hotels[0];
    const manual = {
      outbound: {
        airportCode: hotel.prefered_airports[0],
        flightNumber: 'ba2712',
        date: start,
        time: '10:05',
      },
      return: {
        airportCode: 'LGW',
        flightNumber: 'BA2713',
        date: addDays(start, 7),
        time: '14:40',
      },
    };
    const res = await prebook(
      prebookBody(it.uuid, hotel, {
        arrival_airport_code: hotel.prefered_airports[0],
        manual_flight_details: manual,
      }),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.flight).toBeNull();
    expect(body.total_pence).toBe(hotel.package.totalPence);
    expect(body.manual_flight_details.outbound.flightNumber).toBe('BA2712');
    expect(body.hotel.arrival_airport_code).toBe(hotel.prefered_airports[0]);
    // The driver's times follow the customer's own flights.
    expect(body.transfer.length).toBeGreaterThan(1);
    for (const t of body.transfer.slice(1)) {
      expect(t.collections).toEqual({
        arrival: `${start}T10:50`,
        departure: `${addDays(start, 7)}T11:40`,
      });
    }

    const backwards = await prebook(
      prebookBody(it.uuid, hotel, {
        manual_flight_details: {
          ...manual,
          return: { ...manual.return, date: addDays(start, -1) },
        },
      }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.message).toBe('Return date must be after arrival date');
    const withFlight = await prebook(
      prebookBody(it.uuid, hotel, { flight_itinerary: '1:2027-01-01:2:2027-01-08' }),
    );
    expect(withFlight.statusCode).toBe(400);
  });
});
