import {
  reviewMessages,
  type BookingReview,
  type HotelReviewPage,
  type OwnReview,
  type ReviewPage,
  type ReviewsSummaryResponse,
} from '@sunward/contracts/reviews';
import {
  staffReviewMessages,
  type StaffReview,
  type StaffReviewQueue,
} from '@sunward/contracts/staff-reviews';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../lib/dates';
import { createTestApp, uniqueEmail, validRegistration } from '../../test/app';
import { createBooker, type Booked } from '../../test/bookings';
import { signedInStaff, type SignedInStaff } from '../../test/staff';

/**
 * Verified reviews through the API: written by a booking's own customer once back home, one per
 * booking, changeable for 7 days; moderated on the desk (audited, guarded, the hotel's score
 * recomputed); only approved ones shown. Time is the app's clock, set from each booking's own
 * dates: nothing here depends on today's date.
 */

let app: FastifyInstance;
let clock = new Date('2000-01-01T12:00:00Z');
let book: ReturnType<typeof createBooker>;
let owner: string;
let stranger: string;
let agent: SignedInStaff;
let supervisor: SignedInStaff;
/** The owner's booking (signed in), and a guest's (its browser's key). */
let mine: Booked;
let guests: Booked;

const NIGHTS = 7;
const checkOutOf = (b: Booked) => addDays(b.departure, NIGHTS);
/** The app's clock at 09:00 London time (winter or summer alike: 08:00 UTC is 08:00 or 09:00). */
const setToday = (date: string, hour = 8) => {
  clock = new Date(`${date}T${String(hour).padStart(2, '0')}:00:00Z`);
};

async function register(): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/customer/register',
    payload: validRegistration(uniqueEmail()),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ access_token: string }>().access_token;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function review(
  reference: string,
  method: 'GET' | 'POST' | 'PATCH',
  headers: Record<string, string>,
  payload?: object,
) {
  return app.inject({
    method,
    url: `/api/bookings/${reference}/review`,
    headers,
    ...(payload ? { payload } : {}),
  });
}

async function reviewCount(): Promise<number> {
  const { rows } = await app.database.executeSql('select count(*)::int as n from reviews');
  return (rows[0] as { n: number }).n;
}

async function queue(who: SignedInStaff, state = 'pending') {
  const res = await app.inject({
    method: 'GET',
    url: `/api/staff/reviews?state=${state}`,
    cookies: who.cookies,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<StaffReviewQueue>();
}

const decide = (who: SignedInStaff, id: string, action: 'approve' | 'reject', payload: object) =>
  app.inject({
    method: 'POST',
    url: `/api/staff/reviews/${id}/${action}`,
    cookies: who.cookies,
    payload,
  });

async function hotelPage(hotelId: number, query = '') {
  const res = await app.inject({ method: 'GET', url: `/api/hotels/${hotelId}/reviews${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<HotelReviewPage>();
}

async function auditOf(reviewId: string) {
  const { rows } = await app.database.executeSql(
    'select action, staff_id, staff_role, before, after from staff_audit where target_type = $1 and target_id = $2 order by id',
    ['review', reviewId],
  );
  return rows as { action: string; staff_id: string; staff_role: string; after: unknown }[];
}

beforeAll(async () => {
  app = await createTestApp(
    { LOGIN_RATE_LIMIT_MAX: '1000', LOOKUP_RATE_LIMIT_MAX: '1000' },
    { now: () => clock },
  );
  book = createBooker(app);
  owner = await register();
  stranger = await register();
  mine = await book('Hart', { token: owner, holiday: { type: 'hotelonly' } });
  guests = await book('Okafor', { holiday: { type: 'hotelonly' } });
  agent = await signedInStaff(app, 'agent', 'Priya Shah');
  supervisor = await signedInStaff(app, 'supervisor', 'Sam Okafor');
}, 120_000);
afterAll(() => app.close());

describe('writing a review', () => {
  it('is refused until the customer is back home: check-out day is still the holiday', async () => {
    setToday(checkOutOf(mine), 20);
    const form = await review(mine.reference, 'GET', bearer(owner));
    expect(form.statusCode, form.body).toBe(200);
    expect(form.json<BookingReview>()).toMatchObject({
      reference: mine.reference,
      checkOut: checkOutOf(mine),
      canReview: false,
      reason: reviewMessages.notYetBack,
      review: null,
    });
    const res = await review(mine.reference, 'POST', bearer(owner), { rating: 5 });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(reviewMessages.notYetBack);
    setToday(mine.departure);
    expect((await review(mine.reference, 'POST', bearer(owner), { rating: 4 })).statusCode).toBe(
      422,
    );
    expect(await reviewCount()).toBe(0);
  });

  it('is refused to another customer and to a browser without the booking, as "not found"', async () => {
    setToday(addDays(checkOutOf(mine), 1));
    const askers: Record<string, string>[] = [
      bearer(stranger),
      {},
      { 'x-booking-key': guests.key },
    ];
    for (const headers of askers) {
      const res = await review(mine.reference, 'POST', headers, { rating: 1, text: 'Not mine' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe("We couldn't find that booking.");
      expect((await review(mine.reference, 'GET', headers)).statusCode).toBe(404);
    }
    expect(await reviewCount()).toBe(0);
  });

  it('refuses words over the limits and a rating outside 1-5, field by field, writing nothing', async () => {
    setToday(addDays(checkOutOf(mine), 1));
    const long = await review(mine.reference, 'POST', bearer(owner), {
      rating: 5,
      title: 't'.repeat(121),
      text: 'x'.repeat(2001),
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().error.details.errors).toEqual({
      title: [reviewMessages.titleTooLong],
      text: [reviewMessages.textTooLong],
    });
    const stars = await review(mine.reference, 'POST', bearer(owner), { rating: 6 });
    expect(stars.json().error.details.errors).toEqual({ rating: [reviewMessages.rating] });
    const emoji = await review(mine.reference, 'POST', bearer(owner), {
      rating: 5,
      text: '😀'.repeat(2001),
    });
    expect(emoji.json().error.details.errors).toEqual({ text: [reviewMessages.textTooLong] });
    expect(await reviewCount()).toBe(0);
  });

  it('takes the owner’s review the day after check-out, waiting for moderation, once per booking', async () => {
    setToday(addDays(checkOutOf(mine), 1));
    // 2,000 symbols, as a person counts them (each emoji is one, though two UTF-16 units).
    const text = `${'😀'.repeat(10)}${'Lovely pool, kind staff. '.repeat(80)}`.slice(0, 2010);
    expect(text.length).toBe(2010);
    const res = await review(mine.reference, 'POST', bearer(owner), {
      rating: 4,
      title: '  A lovely week  ',
      text,
    });
    expect(res.statusCode, res.body).toBe(201);
    const written = res.json<OwnReview>();
    expect(written).toMatchObject({
      rating: 4,
      title: 'A lovely week',
      state: 'pending',
      rejectionReason: null,
      editable: true,
    });
    expect(Date.parse(written.editableUntil) - Date.parse(written.createdAt)).toBe(7 * 86_400_000);

    const again = await review(mine.reference, 'POST', bearer(owner), { rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(reviewMessages.alreadyReviewed);
    expect(await reviewCount()).toBe(1);

    const form = (await review(mine.reference, 'GET', bearer(owner))).json<BookingReview>();
    expect(form).toMatchObject({ canReview: false, reason: null, review: { id: written.id } });
  });

  it('lets a guest browser review its own booking with the booking key it kept', async () => {
    setToday(addDays(checkOutOf(guests), 2));
    const res = await review(
      guests.reference,
      'POST',
      { 'x-booking-key': guests.key },
      {
        rating: 2,
        title: 'Call me on 07700 900123',
        text: 'Noisy room. Write to jo.bloggs@example.co.uk or visit us at LS1 5HD, or ring +44 20 7946 0958.',
      },
    );
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('moderation on the desk', () => {
  it('lists waiting reviews oldest first, with the personal data found in them', async () => {
    const waiting = await queue(agent);
    expect(waiting.state).toBe('pending');
    expect(waiting.counts).toMatchObject({ pending: 2, approved: 0, rejected: 0 });
    expect(waiting.reviews.map((r) => r.bookingReference)).toEqual([
      mine.reference,
      guests.reference,
    ]);
    const [first, second] = waiting.reviews;
    expect(first.personalData).toEqual([]);
    expect(first.reviewer).toBe('Amelia H.');
    expect(second.personalData).toEqual([
      { kind: 'phone', field: 'title', match: '07700 900123' },
      { kind: 'email', field: 'text', match: 'jo.bloggs@example.co.uk' },
      { kind: 'phone', field: 'text', match: '+44 20 7946 0958' },
      { kind: 'postcode', field: 'text', match: 'LS1 5HD' },
    ]);
  });

  it('shows nothing before approval, then the review and the hotel score it makes', async () => {
    const [waiting] = (await queue(agent)).reviews;
    const list = await app.inject({ method: 'GET', url: '/api/reviews' });
    expect(list.json<ReviewPage>()).toMatchObject({ summary: null, reviews: [], total: 0 });
    expect((await hotelPage(waiting.hotel.id)).summary).toBeNull();

    const approved = await decide(agent, waiting.id, 'approve', { version: waiting.version });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<StaffReview>()).toMatchObject({
      state: 'approved',
      moderatedBy: 'Priya Shah',
    });

    const page = await hotelPage(waiting.hotel.id);
    expect(page.summary).toEqual({
      score: 4,
      count: 1,
      distribution: [
        { rating: 5, count: 0 },
        { rating: 4, count: 1 },
        { rating: 3, count: 0 },
        { rating: 2, count: 0 },
        { rating: 1, count: 0 },
      ],
    });
    expect(page.reviews).toHaveLength(1);
    expect(page.reviews[0]).toMatchObject({
      id: waiting.id,
      reviewer: 'Amelia H.',
      verified: true,
      travelled: mine.departure.slice(0, 7),
      title: 'A lovely week',
    });
    expect((await hotelPage(waiting.hotel.id, '?rating=5')).reviews).toEqual([]);
    const summary = await app.inject({ method: 'GET', url: '/api/reviews/summary' });
    expect(summary.json<ReviewsSummaryResponse>()).toMatchObject({
      verified: { score: 4, count: 1 },
      reviewSite: null,
    });
    // The guest's is still waiting: not shown.
    const all = (await app.inject({ method: 'GET', url: '/api/reviews' })).json<ReviewPage>();
    expect(all.reviews.map((r) => r.id)).toEqual([waiting.id]);
    // The customer sees it published.
    const own = (await review(mine.reference, 'GET', bearer(owner))).json<BookingReview>();
    expect(own.review?.state).toBe('approved');
  });

  it('makes the same approval twice once: the same answer, one audit row', async () => {
    const [done] = (await queue(agent, 'approved')).reviews;
    const again = await decide(agent, done.id, 'approve', { version: done.version });
    expect(again.statusCode).toBe(200);
    expect(again.json<StaffReview>()).toMatchObject({ id: done.id, state: 'approved' });
    const trail = await auditOf(done.id);
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      action: 'review.approved',
      staff_id: agent.id,
      staff_role: 'agent',
      after: { state: 'approved', version: 1 },
    });
    expect((await hotelPage(done.hotel.id)).summary?.count).toBe(1);
  });

  it('lets an agent reject a waiting review with a reason, and only a supervisor take down a published one', async () => {
    const [flagged] = (await queue(agent)).reviews;
    const noReason = await decide(agent, flagged.id, 'reject', {
      version: flagged.version,
      reason: '   ',
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().error.message).toBe(staffReviewMessages.reasonRequired);
    const rejected = await decide(agent, flagged.id, 'reject', {
      version: flagged.version,
      reason: 'It gives a phone number and an e-mail address: please leave them out.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const own = (
      await review(guests.reference, 'GET', { 'x-booking-key': guests.key })
    ).json<BookingReview>();
    expect(own.review).toMatchObject({
      state: 'rejected',
      rejectionReason: 'It gives a phone number and an e-mail address: please leave them out.',
    });

    const [published] = (await queue(agent, 'approved')).reviews;
    const refused = await decide(agent, published.id, 'reject', {
      version: published.version,
      reason: 'Taken down',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(staffReviewMessages.overrideOnly);
    // Neither may an agent publish what was rejected.
    expect(
      (await decide(agent, flagged.id, 'approve', { version: flagged.version })).statusCode,
    ).toBe(403);

    const down = await decide(supervisor, published.id, 'reject', {
      version: published.version,
      reason: 'Describes another hotel.',
    });
    expect(down.statusCode, down.body).toBe(200);
    // The hotel's score is recomputed: no approved review left.
    expect((await hotelPage(published.hotel.id)).summary).toBeNull();
    const summary = await app.inject({ method: 'GET', url: '/api/reviews/summary' });
    expect(summary.json<ReviewsSummaryResponse>().verified).toBeNull();
    expect((await auditOf(published.id)).map((a) => a.action)).toEqual([
      'review.approved',
      'review.rejected',
    ]);
    expect((await auditOf(published.id))[1]).toMatchObject({ staff_role: 'supervisor' });

    // A supervisor may publish it again: the score comes back.
    const back = await decide(supervisor, published.id, 'approve', { version: published.version });
    expect(back.statusCode, back.body).toBe(200);
    expect((await hotelPage(published.hotel.id)).summary?.count).toBe(1);
  });

  it('refuses a decision on a version the customer has since changed', async () => {
    const [published] = (await queue(agent, 'approved')).reviews;
    setToday(addDays(checkOutOf(mine), 3));
    const edited = await review(mine.reference, 'PATCH', bearer(owner), {
      rating: 5,
      title: 'Even better on reflection',
      text: null,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // A change to a published review takes it back to moderation and out of the score.
    expect(edited.json<OwnReview>()).toMatchObject({ state: 'pending', rating: 5, text: null });
    expect((await hotelPage(published.hotel.id)).summary).toBeNull();

    const stale = await decide(agent, published.id, 'approve', { version: published.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(staffReviewMessages.changed);
    const fresh = await decide(agent, published.id, 'approve', {
      version: published.version + 1,
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect((await hotelPage(published.hotel.id)).summary?.score).toBe(5);
  });

  it('refuses nobody signed in and a customer, and answers an unknown review with 404', async () => {
    const [any] = (await queue(agent, 'approved')).reviews;
    const nobody = await app.inject({
      method: 'POST',
      url: `/api/staff/reviews/${any.id}/approve`,
      payload: { version: any.version },
    });
    expect(nobody.statusCode).toBe(401);
    const customer = await app.inject({
      method: 'GET',
      url: '/api/staff/reviews',
      headers: bearer(owner),
    });
    expect(customer.statusCode).toBe(401);
    const missing = await decide(agent, '00000000-0000-4000-8000-000000000000', 'approve', {
      version: 1,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('changing a review', () => {
  it('is allowed for 7 days after writing it, then refused with its reason', async () => {
    const own = (await review(mine.reference, 'GET', bearer(owner))).json<BookingReview>();
    const written = Date.parse(own.review?.createdAt ?? '');
    clock = new Date(written + 7 * 86_400_000 - 60_000);
    const inTime = await review(mine.reference, 'PATCH', bearer(owner), { rating: 4 });
    expect(inTime.statusCode, inTime.body).toBe(200);
    expect(inTime.json<OwnReview>().editable).toBe(true);

    clock = new Date(written + 7 * 86_400_000);
    const late = await review(mine.reference, 'PATCH', bearer(owner), { rating: 1 });
    expect(late.statusCode).toBe(422);
    expect(late.json().error.message).toBe(reviewMessages.editClosed);
    const after = (await review(mine.reference, 'GET', bearer(owner))).json<BookingReview>();
    expect(after.review).toMatchObject({ rating: 4, editable: false });
  });

  it('is refused where there is no review, and to anyone but its owner', async () => {
    const other = await book('Patel', { token: stranger, holiday: { type: 'hotelonly' } });
    setToday(addDays(checkOutOf(other), 1));
    const none = await review(other.reference, 'PATCH', bearer(stranger), { rating: 3 });
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toBe(reviewMessages.noReview);
    const notTheirs = await review(mine.reference, 'PATCH', bearer(stranger), { rating: 1 });
    expect(notTheirs.statusCode).toBe(404);
  });
});
