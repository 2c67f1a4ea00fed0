import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchDriver, openSearchTestApp } from '../../test/searches';
import { addDays } from '../../lib/dates';

let app: FastifyInstance;
let regionId: number;
let start: string;

beforeAll(async () => {
  ({ app, regionId, start } = await openSearchTestApp(45));
});
afterAll(() => app.close());

const { packageRequest, search, searchOk } = createSearchDriver(() => ({
  app,
  start,
  regionId,
}));

describe('POST /api/itinerary/search', () => {
  it('answers a package search with the cheapest package per hotel, cheapest first', async () => {
    const it = await searchOk(packageRequest());
    expect(it.type).toBe('package');
    expect(it.hotels.length).toBeGreaterThan(5);
    expect(it).toMatchObject({
      num_adults: 2,
      num_children: 1,
      num_infants: 0,
      duration: 7,
      start_date: start,
      end_date: addDays(start, 7),
    });
    const totals = it.hotels.map((h: { package: { totalPence: number } }) => h.package.totalPence);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const flightIds = new Set(it.flights.map((f: { itineraryId: string }) => f.itineraryId));
    for (const h of it.hotels) {
      const p = h.package;
      expect(p.totalPence).toBe(p.hotelPence + p.flightPence);
      expect(h.rooms.reduce((n: number, r: { TotalCost: number }) => n + r.TotalCost, 0)).toBe(
        p.hotelPence,
      );
      expect(p.perPersonPence).toBe(Math.round(p.totalPence / 3));
      expect(flightIds.has(p.flightId)).toBe(true);
      // Within the ±3-day window, for 7 nights.
      expect(Math.abs(Date.parse(p.checkIn) - Date.parse(start))).toBeLessThanOrEqual(
        3 * 86_400_000,
      );
      expect(p.checkOut).toBe(addDays(p.checkIn, 7));
      expect(h.region_id).toBe(regionId);
    }
    const f = it.flights[0];
    expect(f.outbound.departsFrom.airportCode).toMatch(/^[A-Z]{3}$/);
    expect(f.cost).toBe(f.price.perPassenger * 3 + 0);
    expect(it.flight_price).toBe(
      Math.min(...it.flights.map((x: { price: { perPassenger: number } }) => x.price.perPassenger)),
    );
  });

  it('answers hotel-only searches without flights', async () => {
    const it = await searchOk(packageRequest({ type: 'hotelonly', departure_airports: [] }));
    expect(it.type).toBe('hotelonly');
    expect(it.flights).toEqual([]);
    expect(it.flight_price).toBeNull();
    for (const h of it.hotels) {
      expect(h.isHotelOnly).toBe(true);
      expect(h.package.flightPence).toBe(0);
      expect(h.package.flightId).toBeNull();
    }
  });

  it('searches a single hotel by hotel_id, and puts a featured hotel first', async () => {
    const all = await searchOk(packageRequest());
    const target = all.hotels.at(-1);
    const one = await searchOk(
      packageRequest({ hotel_id: target.ivector_property_id, destination_regions: undefined }),
    );
    expect(one.hotels).toHaveLength(1);
    expect(one.hotels[0].ivector_property_id).toBe(target.ivector_property_id);
    expect(one.hotels[0].package.totalPence).toBe(target.package.totalPence);

    const featured = await searchOk(
      packageRequest({ featured_ivector_property_id: target.ivector_property_id }),
    );
    expect(featured.hotels[0].ivector_property_id).toBe(target.ivector_property_id);
    expect(featured.featured_ivector_property_id).toBe(target.ivector_property_id);
  });

  it('prices every room of a multi-room party', async () => {
    const rooms = [
      { adults: 2, children: 0, infants: 1, child_ages: [] },
      { adults: 1, children: 2, infants: 0, child_ages: [4, 14] },
    ];
    const it = await searchOk(
      packageRequest({
        rooms,
        num_adults: 3,
        num_children: 2,
        num_infants: 1,
        child_ages: [4, 14],
      }),
    );
    for (const h of it.hotels) expect(h.rooms).toHaveLength(2);
    expect(it.flights[0].seats).toBe(5);
    expect(it.flights[0].infants).toBe(1);
  });

  it('gives the same prices for the same search (deterministic catalogue)', async () => {
    const a = await searchOk(packageRequest());
    const b = await searchOk(packageRequest());
    expect(a.uuid).not.toBe(b.uuid);
    expect(b.hotels.map((h: { package: unknown }) => h.package)).toEqual(
      a.hotels.map((h: { package: unknown }) => h.package),
    );
  });

  it.each([
    ['an unknown region', { destination_regions: [999_999] }, /destination/i],
    ['no destination', { destination_regions: undefined }, /^Please select a destination\.$/],
    [
      'a package without airports',
      { departure_airports: [] },
      /^Please select at least one departure airport\.$/,
    ],
    [
      'an end date before the start',
      { end_date: addDays('2030-01-10', -2), start_date: '2030-01-10' },
      /return date must be after the departure date/,
    ],
    ['an end date that does not match the nights', { end_date: undefined, nights: 7 }, null],
    [
      'a past date',
      { start_date: '2024-06-01', end_date: '2024-06-08' },
      /^The earliest departure date is tomorrow\.$/,
    ],
    [
      '0 nights',
      { nights: 0, end_date: undefined },
      /^nights: Nights must be a number of 1 or more\.$/,
    ],
    [
      '0 adults',
      {
        rooms: [{ adults: 0, children: 0, infants: 0, child_ages: [] }],
        num_adults: 0,
        num_children: 0,
        child_ages: [],
      },
      /^Room 1 needs at least 1 adult\.$/,
    ],
    [
      'a child without an age',
      { rooms: [{ adults: 2, children: 1, infants: 0, child_ages: [] }], child_ages: [] },
      /^Please enter the age for each child\.$/,
    ],
    [
      'more than 9 adults in a room',
      {
        rooms: [{ adults: 10, children: 0, infants: 0, child_ages: [] }],
        num_adults: 10,
        num_children: 0,
        child_ages: [],
      },
      /At most 9 adults per room/,
    ],
    ['malformed rooms', { rooms: 'two adults' }, /^rooms: /],
    ['a room with an unknown field', { rooms: [{ adults: 2, kids: 1 }] }, /Unrecognized key/],
    [
      'counts that disagree with the rooms',
      { num_adults: 3 },
      /^num_adults is 3 but the rooms hold 2\.$/,
    ],
    [
      'a bad airport code',
      { departure_airports: ['gatwick'] },
      /Airport codes are 3 capital letters/,
    ],
  ])('refuses %s with a 400 and a clear message', async (_label, overrides, message) => {
    const res = await search(packageRequest(overrides));
    if (message === null) {
      // end_date kept from the default while nights changed: only checked when they disagree.
      const changed = await search(packageRequest({ nights: 5 }));
      expect(changed.statusCode).toBe(400);
      expect(changed.json().error.message).toBe(
        'The return date must be 5 nights after the departure date.',
      );
      return;
    }
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(res.json().error.message).toMatch(message);
  });

  it('says per hotel whether checkout will take a deposit: not when departure is too soon', async () => {
    type Listed = { package: { depositAvailable: boolean; checkIn: string } };
    // 45 days ahead: the balance date (12 weeks before) has passed, so it is pay in full.
    const near = await searchOk(packageRequest());
    expect(near.hotels.length).toBeGreaterThan(0);
    expect(near.hotels.every((h: Listed) => !h.package.depositAvailable)).toBe(true);
    const farStart = addDays(app.catalogue.today(), 180);
    const far = await searchOk(
      packageRequest({
        start_date: farStart,
        end_date: addDays(farStart, 7),
        flexible_departure: false,
      }),
    );
    expect(far.hotels.length).toBeGreaterThan(0);
    expect(far.hotels.every((h: Listed) => h.package.depositAvailable)).toBe(true);
  });

  it('answers status error with an actionable message when nothing is available', async () => {
    // Beyond the engine's price horizon nothing can be sold.
    const far = addDays(app.catalogue.today(), 400);
    const res = await search(
      packageRequest({ start_date: far, end_date: addDays(far, 7), flexible_departure: false }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'error',
      message:
        "We couldn't find any holidays for this search. Try flexible dates, more departure airports or another destination.",
      itinerary: null,
    });
  });
});

interface Hotel {
  ivector_property_id: number;
  name: string;
  rating: number;
  resort: string;
  facilities: string[];
  package: { totalPence: number; perPersonPence: number; flightId: string | null };
}
interface Page {
  hotels: Hotel[];
  flights: { itineraryId: string }[];
  results: {
    total: number;
    matching: number;
    offset: number;
    limit: number;
    sort: string;
    facets: Record<string, { value: string; count: number }[]>;
    pins?: { ivector_property_id: number; package: { totalPence: number } }[];
  };
}

describe('paged results (filters, sort and Load More on the server)', () => {
  let all: { hotels: Hotel[]; flight_price: number };
  let paged: Page & { uuid: string; flight_price: number };
  const results = (uuid: string, payload: object) =>
    app.inject({ method: 'POST', url: `/api/itinerary/${uuid}/results`, payload });
  const ids = (hotels: { ivector_property_id: number }[]) =>
    hotels.map((h) => h.ivector_property_id);

  beforeAll(async () => {
    all = await searchOk(packageRequest());
    paged = await searchOk(packageRequest({ results: { limit: 10 } }));
  });

  it('answers the first page of the best-value list with counts and facets over every hotel', () => {
    expect(all.hotels.length).toBeGreaterThan(20);
    expect(paged.hotels).toHaveLength(10);
    expect(paged.results).toMatchObject({
      total: all.hotels.length,
      matching: all.hotels.length,
      offset: 0,
      limit: 10,
      sort: 'bestValue',
    });
    const value = (h: Hotel) => h.package.totalPence / Math.max(1, h.rating);
    const best = [...all.hotels].sort((a, b) => value(a) - value(b)).slice(0, 10);
    expect(ids(paged.hotels)).toEqual(ids(best));
    // Same packages as the unpaged search, and only the page's flights.
    const byId = new Map(all.hotels.map((h) => [h.ivector_property_id, h]));
    for (const h of paged.hotels)
      expect(h.package).toEqual(byId.get(h.ivector_property_id)?.package);
    expect(new Set(paged.flights.map((f) => f.itineraryId))).toEqual(
      new Set(paged.hotels.map((h) => h.package.flightId)),
    );
    expect(paged.flight_price).toBe(all.flight_price);
    const fourStars = all.hotels.filter((h) => h.rating === 4).length;
    expect(paged.results.facets.ratings.find((r) => r.value === '4')?.count).toBe(fourStars);
  });

  it('pages through the whole list with Load More, each hotel once, and the pins in list order', async () => {
    const seen: number[] = [];
    for (let offset = 0; offset < all.hotels.length; offset += 10) {
      const res = await results(paged.uuid, { offset, limit: 10 });
      expect(res.statusCode).toBe(200);
      const page = res.json<Page>();
      expect(page.hotels.length).toBe(Math.min(10, all.hotels.length - offset));
      expect(page.results.offset).toBe(offset);
      seen.push(...ids(page.hotels));
    }
    expect(seen.slice(0, 10)).toEqual(ids(paged.hotels));
    expect([...seen].sort((a, b) => a - b)).toEqual(ids(all.hotels).sort((a, b) => a - b));
    const pins = (await results(paged.uuid, { pins: true, limit: 1 })).json<Page>().results.pins;
    expect(pins?.map((p) => p.ivector_property_id)).toEqual(seen);
    const beyond = (await results(paged.uuid, { offset: all.hotels.length })).json<Page>();
    expect(beyond.hotels).toEqual([]);
  });

  it('filters and sorts on the server: stars, resort, facilities, name', async () => {
    const fourStar = (
      await results(paged.uuid, { filters: { ratings: [4] }, sort: 'priceLowHigh', limit: 100 })
    ).json<Page>();
    const expected = all.hotels.filter((h) => h.rating === 4);
    expect(fourStar.results.matching).toBe(expected.length);
    expect(ids(fourStar.hotels)).toEqual(ids(expected).slice(0, 100));
    // Facets stay counted over every hotel found.
    expect(fourStar.results.facets).toEqual(paged.results.facets);

    const resort = all.hotels[3].resort;
    const pool = 'Pool';
    const narrowed = (
      await results(paged.uuid, { filters: { regions: [resort], facilities: [pool] }, limit: 100 })
    ).json<Page>();
    expect(narrowed.results.matching).toBe(
      all.hotels.filter((h) => h.resort === resort && h.facilities.includes(pool)).length,
    );
    for (const h of narrowed.hotels) expect(h.resort).toBe(resort);

    const name = all.hotels[5].name;
    const byName = (await results(paged.uuid, { hotel_name: name.toUpperCase() })).json<Page>();
    expect(ids(byName.hotels)).toContain(all.hotels[5].ivector_property_id);
    for (const h of byName.hotels) expect(h.name.toLowerCase()).toContain(name.toLowerCase());

    const high = (await results(paged.uuid, { sort: 'priceHighLow' })).json<Page>();
    const totals = high.hotels.map((h) => h.package.totalPence);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(totals[0]).toBe(Math.max(...all.hotels.map((h) => h.package.totalPence)));
  });

  it('applies the page asked for in the search itself, the featured hotel first', async () => {
    const target = all.hotels.at(-1) as Hotel;
    const it = await searchOk(
      packageRequest({
        featured_ivector_property_id: target.ivector_property_id,
        results: { sort: 'priceLowHigh', limit: 5 },
      }),
    );
    expect(it.hotels).toHaveLength(5);
    expect(it.hotels[0].ivector_property_id).toBe(target.ivector_property_id);
    expect(ids(it.hotels.slice(1))).toEqual(ids(all.hotels.slice(0, 4)));
    const none = await searchOk(packageRequest({ results: { hotel_name: 'no such hotel' } }));
    expect(none.hotels).toEqual([]);
    expect(none.results).toMatchObject({ matching: 0, total: all.hotels.length });
  });

  it('refuses bad pages with a clear 400, and unknown searches with 404', async () => {
    const bad = async (payload: object, message: string) => {
      const res = await results(paged.uuid, payload);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    };
    await bad({ limit: 0 }, 'limit must be 1 to 100.');
    await bad({ limit: 101 }, 'limit must be 1 to 100.');
    await bad({ offset: -1 }, 'offset cannot be negative.');
    await bad({ filters: { ratings: [6] } }, 'Star ratings are 0 to 5.');
    await bad({ sort: 'cheapest' }, 'sort');
    await bad({ page: 2 }, 'page');
    const searchRes = await search(packageRequest({ results: { limit: 1000 } }));
    expect(searchRes.statusCode).toBe(400);
    const badId = await app.inject({
      method: 'POST',
      url: '/api/itinerary/not-a-uuid/results',
      payload: {},
    });
    expect(badId.statusCode).toBe(400);
    const unknown = await results('6f1c2a4e-8d3b-4c5a-9e7f-0a1b2c3d4e5f', {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(
      'We could not find that search. Please search again.',
    );
  });
});

describe('retention', () => {
  it('forgets searches older than 7 days, and only those', async () => {
    const { createSearchService } = await import('./service');
    const { createSearchRepository } = await import('./repository');
    const { createPackageService } = await import('../package/service');
    const { searchRequest } = await import('@sunward/contracts/search');
    const service = createSearchService({
      catalogue: app.catalogue,
      repo: createSearchRepository(app.database.db),
    });
    const packages = createPackageService({ catalogue: app.catalogue, search: service });
    const it = JSON.parse(await service.search(searchRequest.parse(packageRequest()))).itinerary;
    expect(await service.purgeOldItineraries(new Date())).toBe(0);
    const hotel = it.hotels[0].ivector_property_id;
    await expect(packages.hotelDetails(it.uuid, hotel)).resolves.toMatchObject({
      ivector_property_id: hotel,
    });
    const eightDaysOn = new Date(Date.now() + 8 * 86_400_000);
    expect(await service.purgeOldItineraries(eightDaysOn)).toBeGreaterThan(0);
    await expect(packages.hotelDetails(it.uuid, hotel)).rejects.toThrow(
      'We could not find that search. Please search again.',
    );
  });
});
