import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingDetail } from '@sunward/contracts/bookings';
import type { StaffBookingView } from '@sunward/contracts/staff';
import type { StaffAmendment } from '@sunward/contracts/staff-amendments';
import { bookings } from '../../db/schema';
import { createTestApp, jobsSettled } from '../../test/app';
import { createBooker, type Booked } from '../../test/bookings';
import { signedInStaff, type SignedInStaff } from '../../test/staff';
import { keepsPricedAge, lettersChanged } from '../bookings/amendments';

let app: FastifyInstance;
let book: ReturnType<typeof createBooker>;
let agent: SignedInStaff;

beforeAll(async () => {
  app = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });
  book = createBooker(app);
  agent = await signedInStaff(app, 'agent', 'Priya Shah');
}, 120_000);
afterAll(() => app.close());

const correct = (reference: string, passenger: number, body: object, who = agent) =>
  app.inject({
    method: 'POST',
    url: `/api/staff/bookings/${reference}/passengers/${String(passenger)}/correction`,
    payload: body,
    cookies: who.cookies,
  });

async function detail(booked: Booked): Promise<BookingDetail> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/bookings/${booked.reference}/detail`,
    headers: { 'x-booking-key': booked.key },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BookingDetail>();
}

describe('correcting a passenger from the desk', () => {
  it('a misspelt surname and a wrong birth day are corrected: the booking, its lookup and the e-mail follow', async () => {
    const booked = await book('Hart');
    const res = await correct(booked.reference, 1, {
      firstNames: 'Amelia',
      lastName: 'Harte',
      dateOfBirth: '1985-04-21',
      reason: 'Passport spells it Harte',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ amendment: StaffAmendment }>().amendment).toMatchObject({
      passenger: 1,
      before: { firstNames: 'Amelia', lastName: 'Hart', dateOfBirth: '1985-04-12' },
      after: { firstNames: 'Amelia', lastName: 'Harte', dateOfBirth: '1985-04-21' },
      staffName: 'Priya Shah',
    });
    const lead = (await detail(booked)).passengers[0];
    expect(lead).toMatchObject({ last_name: 'Harte', date_of_birth: '1985-04-21' });
    // A guest finds it by the corrected surname.
    const found = await app.inject({
      method: 'POST',
      url: '/api/itinerary/booking/lookup',
      payload: { reference: booked.reference, surname: 'harte', departure_date: booked.departure },
    });
    expect(found.statusCode, found.body).toBe(200);

    await jobsSettled(app);
    const view = (
      await app.inject({
        method: 'GET',
        url: `/api/staff/bookings/${booked.reference}`,
        cookies: agent.cookies,
      })
    ).json<StaffBookingView>();
    expect(view.amendments).toHaveLength(1);
    expect(view.emails.map((e) => e.subject)).toContainEqual(
      expect.stringContaining('has been amended: updated confirmation'),
    );
  });

  it('refuses, writing nothing: a different person, a date of birth that changes the priced age, bad input, a cancelled booking', async () => {
    const booked = await book('Hart');
    const base = {
      firstNames: 'Amelia',
      lastName: 'Hart',
      dateOfBirth: '1985-04-12',
      reason: 'Typo',
    };
    const another = await correct(booked.reference, 1, { ...base, firstNames: 'Rebecca' });
    expect(another.statusCode).toBe(422);
    expect(another.json<{ error: { message: string } }>().error.message).toMatch(
      /^More than 3 letters of the name differ/,
    );
    // The lead passenger must stay 18 or over.
    expect(
      (await correct(booked.reference, 1, { ...base, dateOfBirth: '2020-01-01' })).statusCode,
    ).toBe(422);
    expect(
      (await correct(booked.reference, 1, { ...base, dateOfBirth: '1985-02-30' })).statusCode,
    ).toBe(422);
    expect((await correct(booked.reference, 1, { ...base, reason: ' ' })).statusCode).toBe(422);
    expect((await correct(booked.reference, 1, base)).statusCode).toBe(409);
    expect((await correct(booked.reference, 9, { ...base, lastName: 'Harte' })).statusCode).toBe(
      404,
    );
    expect((await correct(booked.reference, 0, base)).statusCode).toBe(400);
    expect((await correct(booked.reference, 1, { ...base, extra: true })).statusCode).toBe(400);
    expect(
      (await correct(booked.reference, 1, { ...base, lastName: 'x'.repeat(101) })).statusCode,
    ).toBe(400);
    const lead = (await detail(booked)).passengers[0];
    expect(lead).toMatchObject({
      first_names: 'Amelia',
      last_name: 'Hart',
      date_of_birth: '1985-04-12',
    });
    // Once cancelled, nothing can be amended.
    await app.database.db
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(eq(bookings.reference, booked.reference));
    const cancelled = await correct(booked.reference, 1, { ...base, lastName: 'Harte' });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json<{ error: { message: string } }>().error.message).toBe(
      'A cancelled booking cannot be amended.',
    );
  });

  it('counts letters as airlines do, and keeps the priced age', () => {
    const p = (firstNames: string, lastName: string) => ({ firstNames, lastName, dateOfBirth: '' });
    expect(lettersChanged(p('Jon', 'Smith'), p('John', 'Smith'))).toBe(1);
    expect(lettersChanged(p('AMELIA', 'HART'), p('Amelia', 'Hart'))).toBe(0);
    expect(lettersChanged(p('Tom', 'Hart'), p('Ann', 'Hart'))).toBe(3);
    expect(lettersChanged(p('Tom', 'Hart'), p('Rebecca', 'Hart'))).toBeGreaterThan(3);
    // A child priced as 7 on the last day stays 7.
    expect(keepsPricedAge('Child', false, '2019-08-01', '2019-08-10', '2027-06-08')).toBe(true);
    expect(keepsPricedAge('Child', false, '2019-08-01', '2018-08-01', '2027-06-08')).toBe(false);
    expect(keepsPricedAge('Adult', false, '1990-01-01', '2010-01-01', '2027-06-08')).toBe(true);
    expect(keepsPricedAge('Adult', true, '1990-01-01', '2010-01-01', '2027-06-08')).toBe(false);
  });
});
