import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dealListResponse, type Deal } from '@sunward/contracts/deals';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import type { Holiday } from '../../test/holidays';
import { browserInfo, CARDS, cardToken, checkoutApi, stepsToPay } from '../../test/payments';
import {
  buildDeals,
  createDealsService,
  DEAL_DURATIONS,
  DEAL_FIRST_DAY,
  DEAL_LAST_DAY,
  slugify,
} from './service';
import { addDays } from '../../lib/dates';
import { depositAvailable } from '../../lib/deposits';

let app: FastifyInstance;
let deals: Deal[];

const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);

// Generous: starting an app (database, catalogue, engine) is slow on a busy machine. Every date
// and airport of every deal is searched here, more than the per-client rate limit allows a minute.
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_MAX: '100000' });
}, 90_000);
beforeAll(async () => {
  const res = await app.inject({ method: 'GET', url: '/api/deal/list' });
  expect(res.statusCode).toBe(200);
  deals = dealListResponse.parse(res.json());
});
afterAll(() => app.close());

/** POST /api/itinerary/search exactly as the deal page would, for one date and airport. */
async function searchDeal(deal: Deal, departure: string, duration: number, airport: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/itinerary/search',
    payload: {
      type: 'package',
      start_date: departure,
      end_date: addDays(departure, duration),
      nights: duration,
      flexible_departure: false,
      departure_airports: [airport],
      hotel_id: deal.hotel_id,
      rooms: [
        {
          adults: deal.adults,
          children: deal.children,
          infants: deal.infants,
          child_ages: deal.child_ages,
        },
      ],
      num_adults: deal.adults,
      num_children: deal.children,
      num_infants: deal.infants,
      child_ages: deal.child_ages,
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('GET /api/deal/list', () => {
  it('serves about a dozen deals across countries, for couples, families and adults only', () => {
    expect(deals.length).toBeGreaterThanOrEqual(10);
    expect(deals.length).toBeLessThanOrEqual(12);
    expect(new Set(deals.map((d) => d.country)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(deals.map((d) => d.slug)).size).toBe(deals.length);
    expect(new Set(deals.map((d) => d.hotel_id)).size).toBe(deals.length);
    expect(deals.some((d) => d.children === 1)).toBe(true);
    expect(deals.some((d) => d.children === 2)).toBe(true);
    const adultsOnly = deals.filter((d) => d.adultsOnly);
    expect(adultsOnly).toHaveLength(1);
    expect(adultsOnly[0].children).toBe(0);
    // The first six (the home carousel) already mix the three kinds.
    const firstSix = deals.slice(0, 6);
    expect(firstSix.some((d) => d.children > 0)).toBe(true);
    expect(firstSix.some((d) => d.adultsOnly)).toBe(true);
  });

  it('describes each deal from its catalogue hotel', () => {
    const hotels = new Map(app.catalogue.content.hotels.map((h) => [h.id, h]));
    const regions = new Map(app.catalogue.content.regions.map((r) => [r.id, r]));
    for (const d of deals) {
      const hotel = hotels.get(d.hotel_id);
      expect(hotel, d.slug).toBeDefined();
      if (!hotel) continue;
      expect(d.id).toBe(hotel.id);
      expect(d.hotelName).toBe(hotel.name);
      expect(d.hotel.name).toBe(hotel.name);
      expect(d.rating).toBe(hotel.stars);
      expect(d.rating).toBeGreaterThanOrEqual(3);
      expect(d.adultsOnly).toBe(hotel.adultsOnly);
      if (d.children > 0) expect(hotel.adultsOnly).toBe(false);
      expect(d.hotel.overview).toBe(hotel.description);
      expect(d.hotel.features).toEqual(hotel.features);
      expect(d.hotel.imageUrls).toEqual(hotel.images.map((k) => `/api/images/${k}.svg`));
      expect(d.image).toBe(d.hotel.imageUrls[0]);
      expect(d.destination).toBe(regions.get(hotel.regionId)?.name);
      expect(d.region_id).toBe(hotel.regionId);
      expect(d.location).toContain(d.destination);
      expect(d.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(d.slug.startsWith(slugify(hotel.name))).toBe(true);
      // The badge is the real saving on the cheapest option, rounded down.
      expect(d.discount).toBe(Math.floor((d.savingFrom * 100) / d.standardPriceFrom));
      expect(d.discount).toBeGreaterThan(0);
      expect(d.discount).toBeLessThanOrEqual(d.offer.discountPct);
      expect(d.children).toBe(d.child_ages.length);
      expect(d.board_basis).toBe(d.boardBasis);
      expect(d.title.length).toBeGreaterThan(5);
      expect(d.description).toContain(d.offer.name);
    }
  });

  it('prices every deal from its own dates and airports, with priceFrom the cheapest of them', () => {
    const today = app.catalogue.today();
    for (const d of deals) {
      expect(d.availableDates.length, d.slug).toBeGreaterThan(0);
      const keys = d.availableDates.map((x) => x.id);
      expect(Object.keys(d.pricing_details).sort()).toEqual([...keys].sort());
      expect(Object.keys(d.airportPricingByDate).sort()).toEqual([...keys].sort());
      expect(d.selected_dates).toEqual(
        d.availableDates.map((x) => ({ departure_date: x.departure, duration: x.duration })),
      );
      for (const date of d.availableDates) {
        expect(date.id).toBe(`${date.departure}-${date.duration}`);
        expect(date.return).toBe(addDays(date.departure, date.duration));
        expect(DEAL_DURATIONS).toContain(date.duration);
        const ahead = daysBetween(today, date.departure);
        expect(ahead).toBeGreaterThanOrEqual(DEAL_FIRST_DAY);
        expect(ahead).toBeLessThanOrEqual(DEAL_LAST_DAY);
        // Only inside the offer's own window, for stays it prices.
        expect(date.departure >= d.offer.stayFrom && date.departure <= d.offer.stayTo).toBe(true);
        expect(date.duration).toBeGreaterThanOrEqual(d.offer.minNights);
        const byAirport = Object.values(d.airportPricingByDate[date.id]);
        expect(byAirport.length).toBeGreaterThan(0);
        expect(d.pricing_details[date.id]).toBe(Math.min(...byAirport));
        expect(date.priceFrom).toBe(d.pricing_details[date.id]);
      }
      expect(d.priceFrom).toBe(Math.min(...Object.values(d.pricing_details)));
      expect(d.priceFrom).toBeGreaterThan(0);
      const cheapest = d.availableDates.find((x) => x.priceFrom === d.priceFrom);
      expect(d.duration).toBe(cheapest?.duration);
      expect(d.availableDurations).toEqual(
        [...new Set(d.availableDates.map((x) => x.duration))].sort((a, b) => a - b),
      );
      // Each airport's priceFrom is its cheapest date; the list is cheapest first.
      expect(d.selected_departure_airports).toEqual(d.availableAirports.map((a) => a.code));
      for (const a of d.availableAirports) {
        const totals = Object.values(d.airportPricingByDate).flatMap((m) =>
          a.code in m ? [m[a.code]] : [],
        );
        expect(a.priceFrom).toBe(Math.min(...totals));
      }
      const airportTotals = d.availableAirports.map((a) => a.priceFrom);
      expect(airportTotals).toEqual([...airportTotals].sort((x, y) => x - y));
      expect(airportTotals[0]).toBe(d.priceFrom);
    }
  });

  it('shows real savings: for every deal, airport and date, standard price − deal price is the saving, and the search shows both', async () => {
    let checked = 0;
    for (const d of deals) {
      expect(d.savingFrom).toBe(d.standardPriceFrom - d.priceFrom);
      expect(Object.keys(d.standardPricingByDate).sort()).toEqual(
        Object.keys(d.airportPricingByDate).sort(),
      );
      for (const [key, byAirport] of Object.entries(d.airportPricingByDate)) {
        for (const [airport, total] of Object.entries(byAirport)) {
          const standard = new Map(Object.entries(d.standardPricingByDate[key])).get(airport);
          expect(standard, `${d.slug} ${key} ${airport}`).toBeGreaterThan(total);
        }
      }
      // The cheapest option as the search shows it: the offer and its standard price.
      const date = d.availableDates.find((x) => x.priceFrom === d.priceFrom);
      const airport = Object.entries(d.airportPricingByDate[date?.id ?? ''] ?? {}).find(
        ([, total]) => total === d.priceFrom,
      )?.[0];
      if (!date || !airport) throw new Error(`${d.slug}: no cheapest option`);
      const body = await searchDeal(d, date.departure, date.duration, airport);
      expect(body.itinerary.hotels[0].package.offer).toEqual({
        kind: d.offer.kind,
        name: d.offer.name,
        discountPct: d.offer.discountPct,
        standardTotalPence: d.standardPriceFrom,
        savingPence: d.savingFrom,
      });
      checked++;
    }
    expect(checked).toBe(deals.length);
  });

  it('takes no price, saving or count from a hash or chance (the deals and home content)', async () => {
    for (const file of ['./service.ts', '../home/service.ts', '../home/content.ts']) {
      const source = await readFile(new URL(file, import.meta.url), 'utf8');
      expect(source, file).not.toMatch(/hash|Math\.random|randomInt|randomBytes/i);
    }
  });

  it('books a deal at its advertised price: search, prebook, checkout and the booking agree to the penny', async () => {
    const d = deals.find((x) => x.children === 0 && x.adults === 2);
    if (!d) throw new Error('no deal for two adults');
    const date = d.availableDates.find((x) => x.priceFrom === d.priceFrom);
    const airport = Object.entries(d.airportPricingByDate[date?.id ?? ''] ?? {}).find(
      ([, total]) => total === d.priceFrom,
    )?.[0];
    if (!date || !airport) throw new Error(`${d.slug}: no cheapest option`);
    const found = (await searchDeal(d, date.departure, date.duration, airport)) as {
      itinerary: {
        uuid: string;
        hotels: {
          ivector_property_id: number;
          bookingToken: string;
          rooms: { RoomBookingToken: string }[];
          package: { totalPence: number; flightId: string | null };
        }[];
      };
    };
    const hotel = found.itinerary.hotels[0];
    expect(hotel.package.totalPence).toBe(d.priceFrom);
    const held = await app.inject({
      method: 'POST',
      url: '/api/itinerary/prebook',
      payload: {
        uuid: found.itinerary.uuid,
        property_id: hotel.ivector_property_id,
        ivector_property_id: hotel.ivector_property_id,
        hotel_booking_code: hotel.bookingToken,
        rooms: hotel.rooms.map((r) => ({ RoomBookingToken: r.RoomBookingToken })),
        flight_itinerary: hotel.package.flightId,
      },
    });
    expect(held.statusCode, held.body).toBe(200);
    const prebook = held.json<Holiday['prebook'] & { uuid: string }>();
    expect(prebook.total_pence).toBe(d.priceFrom);
    const h = { uuid: prebook.uuid, prebook } as unknown as Holiday;
    const api = checkoutApi(app, h);
    for (const step of stepsToPay(h.uuid)) {
      const res = await api('POST', step.url, step.body);
      expect(res.statusCode, `${step.url}: ${res.body}`).toBe(200);
    }
    const paid = await api(
      'POST',
      '/payment/submit',
      {
        itineraryUuid: h.uuid,
        paymentToken: await cardToken(app, CARDS.approved),
        browserInfo,
      },
      { 'idempotency-key': randomUUID() },
    );
    expect(paid.statusCode, paid.body).toBe(200);
    const reference = paid.json<{ bookingReference: string }>().bookingReference;
    const detail = await app.inject({
      method: 'GET',
      url: `/api/bookings/${reference}/detail`,
      headers: { 'x-booking-key': prebook.prebook_id },
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json<{ payment: { totalCost: number } }>().payment.totalCost).toBe(d.priceFrom);
  });

  it('claims a deposit only for departures checkout can take one for', () => {
    const today = app.catalogue.today();
    for (const d of deals) {
      for (const date of d.availableDates)
        expect(date.depositAvailable).toBe(depositAvailable(date.departure, today));
      expect(d.depositAvailable).toBe(d.availableDates.some((date) => date.depositAvailable));
    }
  });

  it('sells what it shows: a search for a deal date and airport finds the same total', async () => {
    for (const d of deals) {
      // The cheapest option, and the last date with its dearest airport.
      const cheapest = d.availableDates.find((x) => x.priceFrom === d.priceFrom);
      const last = d.availableDates[d.availableDates.length - 1];
      const lastPrices = Object.entries(d.airportPricingByDate[last.id]).sort(
        (a, b) => b[1] - a[1],
      );
      const cheapestAirport = Object.entries(d.airportPricingByDate[cheapest?.id ?? ''] ?? {}).find(
        ([, total]) => total === d.priceFrom,
      )?.[0];
      expect(cheapest && cheapestAirport, d.slug).toBeTruthy();
      if (!cheapest || !cheapestAirport) continue;
      const picks: Array<[string, number, string, number]> = [
        [cheapest.departure, cheapest.duration, cheapestAirport, d.priceFrom],
        [last.departure, last.duration, lastPrices[0][0], lastPrices[0][1]],
      ];
      for (const [departure, duration, airport, total] of picks) {
        const body = await searchDeal(d, departure, duration, airport);
        expect(body.status, `${d.slug} ${departure} ${airport}`).toBe('success');
        const hotel = body.itinerary.hotels[0];
        expect(hotel.ivector_property_id).toBe(d.hotel_id);
        expect(hotel.package.checkIn).toBe(departure);
        expect(hotel.package.nights).toBe(duration);
        expect(hotel.package.totalPence).toBe(total);
        expect(d.airportPricingByDate[`${departure}-${duration}`][airport]).toBe(total);
        const flight = body.itinerary.flights.find(
          (f: { itineraryId: string }) => f.itineraryId === hotel.package.flightId,
        );
        expect(flight.outbound.departsFrom.airportCode).toBe(airport);
      }
    }
  });

  it('advertises only bookable prices: every airport and date of every deal is what the search shows', async () => {
    // The deal page offers each airport with its 'from' price and each date with its 'from'
    // price, and the list card shows the deal's priceFrom: each is a total for the deal's party
    // that the search for the same airport, date and party must show again, to the penny.
    let checked = 0;
    for (const d of deals) {
      const byAirport = new Map<string, number>();
      for (const date of d.availableDates) {
        for (const [airport, total] of Object.entries(d.airportPricingByDate[date.id])) {
          const body = await searchDeal(d, date.departure, date.duration, airport);
          const where = `${d.slug} ${date.id} ${airport}`;
          expect(body.status, where).toBe('success');
          expect(body.itinerary.hotels, where).toHaveLength(1);
          const hotel = body.itinerary.hotels[0];
          expect(hotel.ivector_property_id, where).toBe(d.hotel_id);
          expect(hotel.package.checkIn, where).toBe(date.departure);
          expect(hotel.package.nights, where).toBe(date.duration);
          expect(hotel.package.totalPence, where).toBe(total);
          const flight = body.itinerary.flights.find(
            (f: { itineraryId: string }) => f.itineraryId === hotel.package.flightId,
          );
          expect(flight?.outbound.departsFrom.airportCode, where).toBe(airport);
          byAirport.set(airport, Math.min(byAirport.get(airport) ?? Infinity, total));
          checked++;
        }
        // The date's 'from' price is one of the totals just found.
        expect(Object.values(d.airportPricingByDate[date.id]), d.slug).toContain(date.priceFrom);
      }
      // Each airport's 'from' price and the card's priceFrom are totals the search showed.
      for (const a of d.availableAirports) expect(a.priceFrom, d.slug).toBe(byAirport.get(a.code));
      expect(d.priceFrom, d.slug).toBe(Math.min(...byAirport.values()));
    }
    expect(checked).toBeGreaterThan(deals.length);
  }, 240_000);

  it('leaves out an airport the engine cannot sell on a date', async () => {
    // Some deal has a date where not every one of its airports flies: searching that airport on
    // that date finds nothing, which is why the airport is missing from the date's prices.
    const withGap = deals
      .flatMap((d) =>
        d.availableDates.map((x) => ({
          d,
          x,
          missing: d.selected_departure_airports.find((c) => !(c in d.airportPricingByDate[x.id])),
        })),
      )
      .find((g) => g.missing !== undefined);
    expect(withGap).toBeDefined();
    if (!withGap?.missing) return;
    const body = await searchDeal(
      withGap.d,
      withGap.x.departure,
      withGap.x.duration,
      withGap.missing,
    );
    expect(body.status).toBe('error');
    expect(body.itinerary).toBeNull();
  });

  it('is deterministic: repeated calls and a fresh build give the same deals', async () => {
    const again = await app.inject({ method: 'GET', url: '/api/deal/list' });
    expect(again.json()).toEqual(deals);
    const fresh = buildDeals(app.catalogue.content, app.catalogue.engine, app.catalogue.today());
    expect(JSON.parse(JSON.stringify(fresh))).toEqual(deals);
  });

  it('builds the list once per catalogue day and reuses it', () => {
    const service = createDealsService({ catalogue: app.catalogue });
    const first = service.list();
    expect(service.list()).toBe(first);
    expect(first).not.toBe(createDealsService({ catalogue: app.catalogue }).list());
  });
});

describe('GET /api/deal/:slug', () => {
  it('serves one deal by its slug', async () => {
    for (const d of [deals[0], deals[deals.length - 1]]) {
      const res = await app.inject({ method: 'GET', url: `/api/deal/${d.slug}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(d);
    }
  });

  it("answers 404 'Deal not found with slug: {slug}' for an unknown slug", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/deal/no-such-holiday' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Deal not found with slug: no-such-holiday' },
    });
  });
});

describe('slugify', () => {
  it('makes URL-safe slugs from hotel names', () => {
    expect(slugify('Costa Positano Bay')).toBe('costa-positano-bay');
    expect(slugify('Hotel Côte d’Azur & Spa')).toBe('hotel-cote-d-azur-and-spa');
  });
});
