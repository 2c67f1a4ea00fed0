import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../lib/dates';
import { createSearchDriver, openSearchTestApp } from '../../test/searches';

let app: FastifyInstance;
let regionId: number;
let start: string;

beforeAll(async () => {
  ({ app, regionId, start } = await openSearchTestApp(45));
});
afterAll(() => app.close());

const { packageRequest, searchOk } = createSearchDriver(() => ({ app, start, regionId }));

describe('package page calls', () => {
  let itinerary: {
    uuid: string;
    hotels: Array<{
      ivector_property_id: number;
      package: { checkIn: string; totalPence: number; flightId: string };
    }>;
  };
  beforeAll(async () => {
    itinerary = await searchOk(packageRequest({ flexible_departure: false }));
  });

  it('GET hotel details: description and every room option that fits, cheapest first', async () => {
    const hotel = itinerary.hotels[0];
    const res = await app.inject({
      method: 'GET',
      url: `/api/itinerary/${itinerary.uuid}/hotels/${hotel.ivector_property_id}`,
    });
    expect(res.statusCode).toBe(200);
    const details = res.json().hotel;
    expect(details.description.length).toBeGreaterThan(50);
    expect(details.room_options).toHaveLength(1);
    const costs = details.room_options[0].map((o: { TotalCost: number }) => o.TotalCost);
    expect(costs).toEqual([...costs].sort((a: number, b: number) => a - b));
    expect(costs[0]).toBe(details.package.hotelPence);
  });

  it('GET alternative flights: flights for ±3 days and the hotel keyed by date', async () => {
    const hotel = itinerary.hotels[0];
    const res = await app.inject({
      method: 'GET',
      url: `/api/itinerary/flights/alt/${itinerary.uuid}/${hotel.ivector_property_id}`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const dates = Object.keys(body.hotel);
    expect(dates.length).toBeGreaterThan(3);
    expect(dates).toContain(start);
    const day = body.hotel[start];
    expect(day.cheapest_package_pence).toBe(hotel.package.totalPence);
    expect(
      body.flights.some((f: { itineraryId: string }) => f.itineraryId === hotel.package.flightId),
    ).toBe(true);
    for (const f of body.flights) expect(dates).toContain(f.outbound.departsFrom.localDate);
  });

  it('refuses alternative flights for unknown searches, hotels outside the search and hotel-only', async () => {
    const unknown = await app.inject({
      method: 'GET',
      url: `/api/itinerary/flights/alt/6f1c1f0e-1111-4111-8111-111111111111/${itinerary.hotels[0].ivector_property_id}`,
    });
    expect(unknown.statusCode).toBe(404);
    const outsider = app.catalogue.content.hotels.find((h) => h.regionId !== regionId)!;
    const other = await app.inject({
      method: 'GET',
      url: `/api/itinerary/flights/alt/${itinerary.uuid}/${outsider.id}`,
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().error.message).toBe('That hotel is not part of this search.');
    const hotelOnly = await searchOk(packageRequest({ type: 'hotelonly', departure_airports: [] }));
    const res = await app.inject({
      method: 'GET',
      url: `/api/itinerary/flights/alt/${hotelOnly.uuid}/${hotelOnly.hotels[0].ivector_property_id}`,
    });
    expect(res.statusCode).toBe(400);
    const badUuid = await app.inject({
      method: 'GET',
      url: '/api/itinerary/flights/alt/not-a-uuid/1',
    });
    expect(badUuid.statusCode).toBe(400);
  });

  it('POST refresh: a new itinerary for another departure date with that date’s flights', async () => {
    const hotel = itinerary.hotels[0];
    const date = addDays(start, 2);
    const res = await app.inject({
      method: 'POST',
      url: '/api/itinerary/refresh',
      payload: { uuid: itinerary.uuid, hotel_id: hotel.ivector_property_id, date },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(body.itinerary.uuid).not.toBe(itinerary.uuid);
    expect(body.itinerary.start_date).toBe(date);
    expect(body.hotel.package.checkIn).toBe(date);
    expect(body.hotel.room_options[0].length).toBeGreaterThan(0);
    expect(body.flights.length).toBeGreaterThan(0);
    for (const f of body.flights) expect(f.outbound.departsFrom.localDate).toBe(date);

    const far = await app.inject({
      method: 'POST',
      url: '/api/itinerary/refresh',
      payload: {
        uuid: itinerary.uuid,
        hotel_id: hotel.ivector_property_id,
        date: addDays(app.catalogue.today(), 400),
      },
    });
    expect(far.json()).toMatchObject({
      status: 'error',
      itinerary: null,
      hotel: null,
      flights: [],
    });
  });
});
