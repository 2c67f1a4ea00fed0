import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  touristTaxEstimate,
  touristTaxResponse,
  type TouristTaxCountry,
} from '@sunward/contracts/tourist-tax';
import { createTestApp } from '../../test/app';
import { loadConfig } from '../../config';
import { addDays, daysBetween } from '../../lib/dates';
import { createHolidayFactory } from '../../test/holidays';
import { CARDS, cardToken, checkoutApi, pay, readyToPay } from '../../test/payments';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

async function countries(): Promise<TouristTaxCountry[]> {
  const res = await app.inject({ method: 'GET', url: '/api/tourist-tax' });
  expect(res.statusCode).toBe(200);
  return touristTaxResponse.parse(res.json()).countries;
}

/** The first catalogue hotel in `regionName` (optionally of `stars`). */
function hotelIn(regionName: string, stars?: number) {
  const { regions, hotels } = app.catalogue.content;
  const region = regions.find((r) => r.name === regionName);
  const hotel = hotels.find(
    (h) => h.regionId === region?.id && (stars === undefined || h.stars === stars),
  );
  if (!hotel) throw new Error(`No ${stars ?? ''}★ hotel in ${regionName} in the test catalogue`);
  return hotel;
}

function estimate(body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/tourist-tax/estimate', payload: body });
}

describe('GET /api/tourist-tax', () => {
  it('lists every country the catalogue sells, in the data order', async () => {
    const list = await countries();
    const sold = app.catalogue.content.countries.map((c) => c.code).sort();
    expect(list.map((c) => c.code).sort()).toEqual(sold);
    expect(list).toHaveLength(17);
    expect(list.at(0)?.name).toBe('Spain');
  });

  it('names a public source and a last-checked date for every country', async () => {
    for (const country of await countries()) {
      expect(country.source.name.length, country.name).toBeGreaterThan(5);
      expect(country.source.url, country.name).toMatch(/^https:\/\//);
      expect(country.lastChecked, country.name).toMatch(/^\d{4}-\d\d-\d\d$/);
      expect(country.description.length, country.name).toBeGreaterThan(20);
    }
  });

  it('has an exchange rate configured for every currency in the data', async () => {
    const table = loadConfig({}).touristTaxRates.perGbp;
    for (const country of await countries()) {
      for (const currency of [country.currency, ...country.regions.map((r) => r.currency)]) {
        expect(table[currency], `${country.name}: ${currency}`).toBeGreaterThan(0);
      }
    }
  });

  it('adds to the estimate every VAT the page says a tax carries, and no other', async () => {
    // What the page tells a customer ('… Plus 10% VAT.') is what the estimate charges.
    const said = (text: string | null) => /Plus (\d+)% VAT/.exec(text ?? '')?.[1];
    let places = 0;
    for (const country of await countries()) {
      const rules = [...(country.nationwide ? [country] : []), ...country.regions];
      for (const place of rules) {
        const percent = said(place.notes) ?? said(place.description);
        if (percent !== undefined) places += 1;
        expect(
          place.rules.surcharges.filter((s) => s.name === 'VAT'),
          `${country.name}: ${place.name}`,
        ).toEqual(percent === undefined ? [] : [{ name: 'VAT', percent: Number(percent) }]);
      }
    }
    expect(places).toBe(3);
  });

  it('holds the Balearic rule: star bands, seasons, under 16s exempt, half rate from night 9', async () => {
    const spain = (await countries()).find((c) => c.code === 'ES');
    const balearics = spain?.regions.find((r) => r.name.startsWith('Balearic Islands'));
    expect(balearics).toMatchObject({
      taxType: 'per_person_per_night',
      taxAmount: { min: 50, max: 400 },
      currency: 'EUR',
      rules: { exemptUnderAge: 16, reducedFromNight: 9, reducedFromNightPercent: 50 },
    });
    expect(balearics?.rates).toContainEqual({
      stars: { min: 5, max: 5 },
      season: { from: '05-01', to: '10-31' },
      amount: 400,
    });
    expect(balearics?.exemptions).toEqual(['Children under 16']);
  });

  it('holds Lisbon and Porto with a 7-night cap and under 13s exempt', async () => {
    const portugal = (await countries()).find((c) => c.code === 'PT');
    for (const city of ['Lisbon', 'Porto']) {
      const region = portugal?.regions.find((r) => r.name === city);
      expect(region?.rules, city).toMatchObject({ maxNights: 7, exemptUnderAge: 13 });
    }
  });

  it("holds Greece's per room per night fee and Turkey's percentage", async () => {
    const list = await countries();
    expect(list.find((c) => c.code === 'GR')).toMatchObject({
      taxType: 'per_room_per_night',
      taxAmount: { min: 50, max: 1500 },
      nationwide: true,
    });
    expect(list.find((c) => c.code === 'TR')).toMatchObject({
      taxType: 'percentage',
      taxAmount: 200,
      rules: { collectedAtHotel: false },
    });
  });
});

describe('POST /api/tourist-tax/estimate', () => {
  it('estimates a Majorca family stay: under 16s exempt, in euros and pounds', async () => {
    const hotel = hotelIn('Majorca');
    const rate = hotel.stars === 5 ? 400 : hotel.stars === 4 ? 300 : 200;
    const res = await estimate({
      hotel_id: hotel.id,
      check_in: '2026-07-04',
      check_out: '2026-07-11',
      adults: 2,
      child_ages: [9],
    });
    expect(res.statusCode).toBe(200);
    const body = touristTaxEstimate.parse(res.json());
    // Plus the 10% VAT the Balearic tax carries.
    const withVat = Math.round(7 * 2 * rate * 1.1);
    expect(body).toMatchObject({
      place: 'Balearic Islands (Majorca, Menorca, Ibiza)',
      country: 'Spain',
      currency: 'EUR',
      amount: withVat,
      collectedAtHotel: true,
      guestsExempt: 1,
      guestsCharged: 2,
      exchangeRate: { perGbp: 1.14, asOf: '2025-11-03' },
    });
    expect(body.amountPence).toBe(Math.round(withVat / 1.14));
    expect(body.notes).toContain('Under 16s exempt (1 guest)');
    expect(body.notes).toContain('Includes 10% VAT');
  });

  it('charges nothing on the Costa del Sol (no tax in that part of Spain)', async () => {
    const res = await estimate({
      hotel_id: hotelIn('Costa del Sol').id,
      check_in: '2026-07-04',
      check_out: '2026-07-11',
      adults: 2,
    });
    expect(res.json()).toMatchObject({
      place: 'Spain',
      taxType: 'none',
      amount: 0,
      amountPence: 0,
    });
  });

  it('charges a Greek hotel per room per night by its stars, in summer', async () => {
    const hotel = hotelIn('Corfu');
    const byStars: Record<number, number> = { 2: 200, 3: 500, 4: 1000, 5: 1500 };
    const res = await estimate({
      hotel_id: hotel.id,
      check_in: '2026-06-01',
      check_out: '2026-06-08',
      adults: 3,
      child_ages: [4],
      rooms: 2,
    });
    expect(res.json()).toMatchObject({
      place: 'Greece',
      taxType: 'per_room_per_night',
      amount: 7 * 2 * (byStars[hotel.stars] ?? 0),
    });
  });

  it('owes nothing at a Turkish hotel: the tax is in the room price', async () => {
    const res = await estimate({
      hotel_id: hotelIn('Antalya Coast').id,
      check_in: '2026-06-01',
      check_out: '2026-06-08',
      adults: 2,
      accommodation_pence: 90_000,
    });
    expect(res.json()).toMatchObject({ taxType: 'percentage', collectedAtHotel: false, amount: 0 });
  });

  it('answers 404 for an unknown hotel', async () => {
    const res = await estimate({
      hotel_id: 99_999_999,
      check_in: '2026-06-01',
      check_out: '2026-06-08',
      adults: 2,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('We could not find that hotel.');
  });

  it('answers 422 when check-out is not after check-in, or more rooms than guests', async () => {
    const hotel_id = hotelIn('Majorca').id;
    const backwards = await estimate({
      hotel_id,
      check_in: '2026-06-08',
      check_out: '2026-06-08',
      adults: 2,
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().error.message).toBe('Check-out must be after check-in.');
    const rooms = await estimate({
      hotel_id,
      check_in: '2026-06-01',
      check_out: '2026-06-08',
      adults: 1,
      rooms: 2,
    });
    expect(rooms.statusCode).toBe(422);
    expect(rooms.json().error.message).toBe('Each room needs at least one guest.');
  });

  it('answers 400 for malformed input', async () => {
    const res = await estimate({
      hotel_id: 1,
      check_in: '2026-02-30',
      check_out: '2026-06-08',
      adults: 2,
      child_ages: [30],
      surprise: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
  });
});

describe('the tax beside the price of a booked stay', () => {
  it('the checkout shows the hotel tax; the booking keeps it; what we charge does not change', async () => {
    // The test catalogue's largest region is Majorca, so its first holiday is there.
    const h = await createHolidayFactory(app)();
    const hotel = app.catalogue.content.hotels.find((x) => x.id === h.hotel.ivector_property_id);
    const region = app.catalogue.content.regions.find((r) => r.id === hotel?.regionId);
    expect(region?.name).toBe('Majorca');
    const stars = hotel?.stars ?? 0;
    const { check_in, check_out } = h.prebook.hotel;
    // Each night at its own season's rate: a stay may cross 1 May or 31 October.
    const nights = Array.from({ length: daysBetween(check_in, check_out) }, (_, i) =>
      addDays(check_in, i),
    );
    const perPerson = nights.reduce((sum, night) => sum + rateOnDay(stars, night), 0);

    const api = checkoutApi(app, h);
    const view = (await api('GET', `/checkout/${h.uuid}`)).json<{
      local_tax: { amount: number; amountPence: number; place: string };
      totals: { total: number };
    }>();
    expect(view.local_tax).toMatchObject({
      place: 'Balearic Islands (Majorca, Menorca, Ibiza)',
      amount: Math.round(2 * perPerson * 1.1),
    });

    await readyToPay(app, h);
    const paid = await pay(app, h, await cardToken(app, CARDS.approved));
    expect(paid.statusCode, paid.body).toBe(200);
    const reference = paid.json<{ bookingReference: string }>().bookingReference;
    const headers = { 'x-booking-key': h.prebook.prebook_id };
    const confirmation = (
      await app.inject({ method: 'GET', url: `/api/bookings/${reference}`, headers })
    ).json<{ localTax: unknown; payment: { totalCost: number } }>();
    expect(confirmation.localTax).toEqual(view.local_tax);
    expect(confirmation.payment.totalCost).toBe(h.prebook.total_pence);
    const detail = await app.inject({
      method: 'GET',
      url: `/api/bookings/${reference}/detail`,
      headers,
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json<{ localTax: unknown }>().localTax).toEqual(view.local_tax);
  });
});

/** The Balearic rate for a hotel of `stars` on `date`: €4/€3/€2 May-October, a quarter otherwise. */
function rateOnDay(stars: number, date: string): number {
  const summer = date.slice(5) >= '05-01' && date.slice(5) <= '10-31';
  const full = stars === 5 ? 400 : stars === 4 ? 300 : 200;
  return summer ? full : full / 4;
}
