import type { HomeResponse } from '@sunward/contracts/home';
import type { ReviewPage, ReviewsSummaryResponse } from '@sunward/contracts/reviews';
import type { StaffReviewQueue } from '@sunward/contracts/staff-reviews';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../lib/dates';
import { createSharedStorage, createTestApp } from '../../test/app';
import { signedInStaff } from '../../test/staff';

const count = async (app: FastifyInstance, table: string) => {
  const { rows } = await app.database.executeSql(`select count(*)::int as n from ${table}`);
  return (rows[0] as { n: number }).n;
};

describe('the demo seed', () => {
  it('is off in tests and in production unless DEMO_SEED says so', async () => {
    const app = await createTestApp();
    try {
      expect(await count(app, 'reviews')).toBe(0);
      const home = (await app.inject({ url: '/api/config/home' })).json<HomeResponse>();
      // No review, no testimonial: none is ever made up.
      expect(home.homePageData.testimonials).toEqual([]);
      expect(home.homePageData.whyChooseUs.features.map((f) => f.title)).toContain(
        'Verified reviews',
      );
    } finally {
      await app.close();
    }
  });

  it('makes past bookings, then their reviews through the reviews service, approved by the system, once', async () => {
    const storage = await createSharedStorage();
    try {
      const env = { ...storage.env, DEMO_SEED: 'true' };
      const first = await createTestApp(env);
      let hotelId = 0;
      try {
        expect(await count(first, 'bookings')).toBe(14);
        expect(await count(first, 'reviews')).toBe(14);
        const list = (await first.inject({ url: '/api/reviews?pageSize=50' })).json<ReviewPage>();
        expect(list.total).toBe(14);
        expect(list.summary?.count).toBe(14);
        // Each from a completed booking: the label, the month travelled, first name and initial.
        for (const r of list.reviews) {
          expect(r.verified).toBe(true);
          expect(r.reviewer).toMatch(/^\S+ [A-Z]\.$/);
        }
        const summary = (
          await first.inject({ url: '/api/reviews/summary' })
        ).json<ReviewsSummaryResponse>();
        expect(summary.verified?.count).toBe(14);
        // The mean of the stars given, to one decimal place.
        const mean = list.reviews.reduce((n, r) => n + r.rating, 0) / list.reviews.length;
        expect(summary.verified?.score).toBe(Math.round(mean * 10) / 10);

        // Home: testimonials only from approved 4 and 5 star reviews, at most two of a hotel.
        const home = (await first.inject({ url: '/api/config/home' })).json<HomeResponse>();
        const { testimonials, whyChooseUs } = home.homePageData;
        expect(testimonials).toHaveLength(6);
        const published = new Map(list.reviews.map((r) => [r.id, r]));
        for (const t of testimonials) {
          const source = published.get(t.id);
          expect(source, t.id).toBeDefined();
          expect(t.rating).toBeGreaterThanOrEqual(4);
          expect(t.quote).toBe(source?.text);
        }
        expect(whyChooseUs.features.map((f) => f.title)).toContain(
          `Rated ${(summary.verified?.score ?? 0).toFixed(1)} out of 5`,
        );

        // The desk shows who decided: the system.
        const admin = await signedInStaff(first, 'admin');
        const approved = (
          await first.inject({ url: '/api/staff/reviews?state=approved', cookies: admin.cookies })
        ).json<StaffReviewQueue>();
        expect(approved.counts).toEqual({ pending: 0, approved: 14, rejected: 0 });
        expect(approved.reviews[0]?.moderatedBy).toBe('Sunward (system)');

        // A results card shows a score from 5 approved reviews, not fewer.
        const byHotel = new Map<number, number>();
        for (const r of list.reviews) byHotel.set(r.hotel.id, (byHotel.get(r.hotel.id) ?? 0) + 1);
        const [scored] = [...byHotel].find(([, n]) => n >= 5) ?? [0];
        const [unscored] = [...byHotel].find(([, n]) => n < 5) ?? [0];
        hotelId = scored;
        for (const [id, expected] of [
          [scored, true],
          [unscored, false],
        ] as const) {
          const search = await first.inject({
            method: 'POST',
            url: '/api/itinerary/search',
            payload: {
              type: 'hotelonly',
              hotel_id: id,
              start_date: addDays(first.catalogue.today(), 60),
              nights: 7,
              flexible_departure: true,
              departure_airports: [],
              rooms: [{ adults: 2, children: 0, infants: 0, child_ages: [] }],
            },
          });
          expect(search.statusCode, search.body).toBe(200);
          const hotel = search.json<{
            itinerary: { hotels: { ivector_property_id: number; reviews?: unknown }[] };
          }>().itinerary.hotels[0];
          expect(hotel.ivector_property_id).toBe(id);
          if (expected) {
            const own = list.reviews.filter((r) => r.hotel.id === id);
            const score =
              Math.round((own.reduce((n, r) => n + r.rating, 0) / own.length) * 10) / 10;
            expect(hotel.reviews).toEqual({ score, count: own.length });
          } else {
            expect(hotel.reviews).toBeUndefined();
          }
        }
      } finally {
        await first.close();
      }

      // A restart finds them made: nothing more, nothing changed.
      const again = await createTestApp(env);
      try {
        expect(await count(again, 'bookings')).toBe(14);
        expect(await count(again, 'reviews')).toBe(14);
        expect(await count(again, "staff_audit where action = 'review.approved'")).toBe(14);
        const page = await again.inject({ url: `/api/hotels/${String(hotelId)}/reviews` });
        expect(page.json<{ summary: { count: number } }>().summary.count).toBeGreaterThanOrEqual(5);
      } finally {
        await again.close();
      }
    } finally {
      await storage.dispose();
    }
  }, 120_000);
});
