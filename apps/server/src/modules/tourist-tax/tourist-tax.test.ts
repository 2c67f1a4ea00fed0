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
  // The day the data was checked: what is in force and what is to come is read on this clock.
  app = await createTestApp({}, { now: () => new Date('2026-11-28T12:00:00Z') });
});
afterAll(() => app.close());

async function countries(): Promise<TouristTaxCountry[]> {
  const res = await app.inject({ method: 'GET', url: '/api/tourist-tax' });
  expect(res.statusCode).toBe(200);
  return touristTaxResponse.parse(res.json()).countries;
}

/** The first catalogue hotel in `regionName` (optionally at `resortName`, of `stars`). */
function hotelIn(regionName: string, resortName?: string, stars?: number) {
  const { regions, resorts, hotels } = app.catalogue.content;
  const region = regions.find((r) => r.name === regionName);
  const resort = resorts.find((r) => r.name === resortName && r.regionId === region?.id);
  const hotel = hotels.find(
    (h) =>
      h.regionId === region?.id &&
      (resortName === undefined || h.resortId === resort?.id) &&
      (stars === undefined || h.stars === stars),
  );
  if (!hotel) {
    throw new Error(
      `No ${stars ?? ''}★ hotel in ${resortName ?? regionName} in the test catalogue`,
    );
  }
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

  it('names its own source and last check for every place, country rules included', async () => {
    for (const country of await countries()) {
      expect(country.description.length, country.name).toBeGreaterThan(20);
      for (const place of [...country.regions, country.elsewhere]) {
        const label = `${country.name}: ${place.name}`;
        expect(place.source.publisher.length, label).toBeGreaterThan(2);
        expect(place.source.url, label).toMatch(/^https?:\/\//);
        expect(place.lastChecked, label).toBe('2026-11-28');
      }
    }
  });

  it('has an exchange rate configured for every currency in the data', async () => {
    const table = loadConfig({}).touristTaxRates.perGbp;
    for (const country of await countries()) {
      for (const place of [...country.regions, country.elsewhere]) {
        expect(table[place.currency], `${country.name}: ${place.currency}`).toBeGreaterThan(0);
      }
    }
  });

  it('carries VAT in the Balearics and Catalonia, and the 34% additional tax in Nice, and no others', async () => {
    const carried: string[] = [];
    for (const country of await countries()) {
      for (const place of [...country.regions, country.elsewhere]) {
        for (const s of place.rules.surcharges)
          carried.push(`${place.name}: ${s.percent}% ${s.name}`);
      }
    }
    expect(carried).toEqual([
      'Balearic Islands (Majorca, Menorca, Ibiza): 10% VAT',
      'Barcelona city: 10% VAT',
      'Rest of Catalonia (Costa Brava, Costa Dorada, Garraf): 10% VAT',
      "Nice (Métropole Nice Côte d'Azur): 34% additional tax (Alpes-Maritimes)",
    ]);
  });

  it('holds the Balearic rule: star bands, seasons, under 16s exempt, half rate from night 9', async () => {
    const spain = (await countries()).find((c) => c.code === 'ES');
    const balearics = spain?.regions.find((r) => r.name.startsWith('Balearic Islands'));
    expect(balearics).toMatchObject({
      taxType: 'per_person_per_night',
      taxAmount: { min: 50, max: 400 },
      currency: 'EUR',
      confirmed: true,
      rules: { exemptUnderAge: 16, reducedFromNight: 9, reducedFromNightPercent: 50 },
      source: { publisher: 'Govern de les Illes Balears' },
    });
    expect(balearics?.rates).toContainEqual({
      stars: { min: 5, max: 5 },
      season: { from: '05-01', to: '10-31' },
      amount: 400,
    });
    expect(balearics?.exemptions).toEqual(['Children under 16']);
  });

  it('shows the rate in force today, its dates, and the version to come', async () => {
    const spain = (await countries()).find((c) => c.code === 'ES');
    expect(spain?.regions.find((r) => r.name === 'Barcelona city')).toMatchObject({
      taxAmount: { min: 700, max: 1200 },
      validFrom: '2026-04-01',
      validTo: null,
      upcoming: [],
    });
    const catalonia = spain?.regions.find((r) => r.name.startsWith('Rest of Catalonia'));
    expect(catalonia).toMatchObject({
      taxAmount: { min: 180, max: 450 },
      validFrom: '2026-04-01',
      validTo: '2027-03-31',
      upcoming: [{ validFrom: '2027-04-01', taxAmount: 600, confirmed: true }],
    });
    // At a glance: the range of the confirmed taxes Spain's places charge; no tax elsewhere.
    expect(spain).toMatchObject({
      taxType: 'per_person_per_night',
      taxAmount: { min: 15, max: 1200 },
      confirmed: true,
      elsewhere: { name: 'Elsewhere in Spain', taxType: 'none', confirmed: true },
    });
  });

  it('invents no national rate for Italy: the rest of Italy is not confirmed', async () => {
    const italy = (await countries()).find((c) => c.code === 'IT');
    expect(italy?.elsewhere).toMatchObject({ confirmed: false, taxAmount: 0, rates: [] });
    expect(italy?.regions.find((r) => r.name === 'Rome')).toMatchObject({ confirmed: true });
    const croatia = (await countries()).find((c) => c.code === 'HR');
    expect(croatia).toMatchObject({ confirmed: false, taxAmount: 0 });
  });

  it("holds Greece's per room per night fee and Turkey's percentage", async () => {
    const list = await countries();
    expect(list.find((c) => c.code === 'GR')).toMatchObject({
      taxType: 'per_room_per_night',
      taxAmount: { min: 50, max: 1500 },
      regions: [],
      elsewhere: { name: 'Greece', validFrom: '2025-01-01' },
    });
    expect(list.find((c) => c.code === 'TR')).toMatchObject({
      taxType: 'percentage',
      taxAmount: 200,
      elsewhere: { rules: { collectedAtHotel: false } },
    });
  });
});

describe('POST /api/tourist-tax/estimate', () => {
  it('estimates a Majorca family stay: under 16s exempt, plus VAT, in euros and pounds', async () => {
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
      confirmed: true,
      guestsExempt: 1,
      guestsCharged: 2,
      exchangeRate: { perGbp: 1.14, asOf: '2025-11-03' },
      lastChecked: '2026-11-28',
    });
    expect(body.amountPence).toBe(Math.round(withVat / 1.14));
    expect(body.notes).toEqual(['Under 16s exempt (1 guest)', 'Includes 10% VAT']);
  });

  it('says a place charges nothing, and which places of the country do', async () => {
    const hotel = hotelIn('Costa del Sol');
    const resort = app.catalogue.content.resorts.find((r) => r.id === hotel.resortId);
    const res = await estimate({
      hotel_id: hotel.id,
      check_in: '2026-07-04',
      check_out: '2026-07-11',
      adults: 2,
    });
    expect(res.json()).toMatchObject({
      place: resort?.name,
      country: 'Spain',
      taxType: 'none',
      amount: 0,
      amountPence: 0,
      confirmed: true,
      chargingPlaces: [
        'Balearic Islands (Majorca, Menorca, Ibiza)',
        'Barcelona city',
        'Rest of Catalonia (Costa Brava, Costa Dorada, Garraf)',
        'Mogán, Gran Canaria (Puerto de Mogán, Puerto Rico)',
      ],
    });
  });

  it('leaves out a rate no source confirms, and says so (a town in Puglia)', async () => {
    const res = await estimate({
      hotel_id: hotelIn('Puglia').id,
      check_in: '2026-07-04',
      check_out: '2026-07-11',
      adults: 2,
    });
    expect(res.statusCode).toBe(200);
    const body = touristTaxEstimate.parse(res.json());
    expect(body).toMatchObject({ country: 'Italy', amount: 0, amountPence: 0, confirmed: false });
    expect(body.notes).toEqual(['Rate not confirmed — check with your accommodation']);
    expect(body.chargingPlaces).toEqual(['Rome', 'Florence', 'Sorrento', 'Taormina', 'Olbia']);
  });

  it('splits a Barcelona stay across 1 April 2026 between the old and the new rate', async () => {
    const hotel = hotelIn('Barcelona & Costa del Garraf', 'Barcelona', 4);
    const res = await estimate({
      hotel_id: hotel.id,
      check_in: '2026-03-29',
      check_out: '2026-04-03',
      adults: 2,
    });
    expect(res.json()).toMatchObject({
      place: 'Barcelona city',
      amount: Math.round((3 * 570 + 2 * 840) * 2 * 1.1),
      notes: ['New rate from 1 April 2026', 'Includes 10% VAT'],
    });
  });

  it('takes a share of the room price in Albania, in lek', async () => {
    const res = await estimate({
      hotel_id: hotelIn('Albanian Riviera').id,
      check_in: '2026-07-04',
      check_out: '2026-07-11',
      adults: 2,
      accommodation_pence: 80_000,
    });
    // 5% of £800 is £40: ALL 4,460 at 111.5 lek to the pound.
    expect(res.json()).toMatchObject({
      taxType: 'percentage',
      currency: 'ALL',
      amount: 446_000,
      amountPence: 4000,
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
