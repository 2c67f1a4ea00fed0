import { homeResponse, type HomeContent } from '@sunward/contracts/home';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { formatFlightTime } from './service';
import { addDays } from '../../lib/dates';

let app: FastifyInstance;
let home: HomeContent;

// Generous: starting an app (database, catalogue, engine) is slow on a busy machine.
beforeAll(async () => {
  app = await createTestApp();
}, 90_000);
beforeAll(async () => {
  const res = await app.inject({ method: 'GET', url: '/api/config/home' });
  expect(res.statusCode).toBe(200);
  home = homeResponse.parse(res.json()).homePageData;
});
afterAll(() => app.close());

describe('GET /api/config/home', () => {
  it('serves the banner, the previous-search panel settings and the page meta', () => {
    expect(home.banner.title).toBe('Sunshine holidays from your local UK airport');
    const ukAirports = app.catalogue.content.ukAirportGroups.flatMap((g) => g.codes).length;
    expect(home.banner.subtitle).toContain(`from ${ukAirports} UK airports`);
    expect(home.banner.imageUrl).toMatch(/^\/api\/images\/[a-z0-9-]+\.svg$/);
    expect(home.previousItineraries).toEqual({
      enabled: true,
      title: 'Continue your previous search?',
      subtitle: expect.stringContaining('2 days'),
    });
    expect(home.meta.title).toContain('Sunward Holidays');
    expect(home.meta.description.length).toBeGreaterThan(50);
  });

  it('lists the six Why Choose Us features with the product’s claims', () => {
    expect(home.whyChooseUs.title).toBe('Why book with Sunward Holidays?');
    expect(home.whyChooseUs.features.map((f) => f.title)).toEqual([
      'ATOL protected',
      'Best price guarantee',
      '24/7 support',
      '25+ years’ experience',
      // No approved review yet: no score is claimed (demo-reviews.test.ts shows one computed).
      'Verified reviews',
      'Deposits from £49pp',
    ]);
    const ids = home.whyChooseUs.features.map((f) => f.id);
    expect(new Set(ids).size).toBe(6);
    for (const f of home.whyChooseUs.features) {
      expect(f.icon).toMatch(/^[a-z-]+$/);
      expect(f.description.length).toBeGreaterThan(30);
    }
    expect(home.whyChooseUs.features[0].description).toContain('ATOL 11896');
  });

  it('shows no testimonial while no customer has an approved review: none is written for them', () => {
    expect(home.testimonials).toEqual([]);
  });

  it('shows eight popular destinations that are catalogue regions with flight times', () => {
    const { regions, flights } = app.catalogue.content;
    expect(home.popularDestinations).toHaveLength(8);
    expect(new Set(home.popularDestinations.map((d) => d.region_id)).size).toBe(8);
    for (const d of home.popularDestinations) {
      const region = regions.find((r) => r.id === d.region_id);
      expect(region, d.name).toBeDefined();
      expect(d.id).toBe(d.region_id);
      expect(d.name).toBe(region?.name);
      expect(d.priceFrom).toBeGreaterThan(0);
      expect(d.description.length).toBeGreaterThan(40);
      expect(d.image).toBe(`/api/images/region-${d.region_id}.svg`);
      // The median UK → region block time lies within the range the schedules fly.
      const times = flights
        .filter((f) => f.direction === 'outbound' && region?.airportCodes.includes(f.to))
        .map((f) => f.blockMinutes);
      expect(d.flightMinutes).toBeGreaterThanOrEqual(Math.min(...times));
      expect(d.flightMinutes).toBeLessThanOrEqual(Math.max(...times));
      expect(d.flightTime).toBe(formatFlightTime(d.flightMinutes));
    }
  });

  it('prices each destination at the cheapest 7-night package for 2 adults 6-8 weeks ahead', async () => {
    const today = app.catalogue.today();
    const airports = app.catalogue.content.ukAirportGroups.flatMap((g) => g.codes);
    for (const d of home.popularDestinations) {
      let cheapest = Infinity;
      // ±3 days around each start: every departure 42 to 59 days ahead.
      for (const offset of [45, 52, 56]) {
        const start = addDays(today, offset);
        const res = await app.inject({
          method: 'POST',
          url: '/api/itinerary/search',
          payload: {
            type: 'package',
            start_date: start,
            end_date: addDays(start, 7),
            nights: 7,
            flexible_departure: true,
            departure_airports: airports,
            destination_regions: [d.region_id],
            rooms: [{ adults: 2, children: 0, infants: 0, child_ages: [] }],
          },
        });
        const body = res.json();
        if (body.status === 'success')
          cheapest = Math.min(cheapest, body.itinerary.hotels[0].package.totalPence);
      }
      expect(Number.isFinite(cheapest), d.name).toBe(true);
      expect(d.priceFrom, d.name).toBe(Math.ceil(cheapest / 2));
    }
  });

  it('carries up to six deals, the first of GET /api/deal/list, each with an available date', async () => {
    const list = (await app.inject({ method: 'GET', url: '/api/deal/list' })).json();
    expect(home.deals.length).toBeGreaterThan(0);
    expect(home.deals.length).toBeLessThanOrEqual(6);
    expect(home.deals).toEqual(list.slice(0, home.deals.length));
    for (const d of home.deals) expect(d.availableDates.length).toBeGreaterThan(0);
  });

  it('points every picture at an image the server draws', async () => {
    const urls = [
      home.banner.imageUrl,
      ...home.popularDestinations.map((d) => d.image),
      ...home.testimonials.map((t) => t.avatar),
    ];
    for (const url of urls) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
    }
  });

  it('answers the same content on a second call', async () => {
    const again = await app.inject({ method: 'GET', url: '/api/config/home' });
    expect(again.json().homePageData).toEqual(home);
  });
});

describe('formatFlightTime', () => {
  it('rounds to five minutes and drops zero parts', () => {
    expect(formatFlightTime(152)).toBe('2h 30m');
    expect(formatFlightTime(178)).toBe('3h');
    expect(formatFlightTime(47)).toBe('45m');
  });
});
