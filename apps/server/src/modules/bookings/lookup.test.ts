import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookupMessages } from '@sunward/contracts/bookings';
import { bookingGrants, bookings } from '../../db/schema';
import { addDays } from '../../lib/dates';
import { sha256Hex } from '../../lib/hash';
import { createBookingsRepository } from './repository';
import { createTestApp, uniqueEmail, validRegistration } from '../../test/app';
import { createBooker, type Booked } from '../../test/bookings';

let app: FastifyInstance;
let book: ReturnType<typeof createBooker>;

beforeAll(async () => {
  app = await createTestApp({ LOOKUP_RATE_LIMIT_MAX: '1000', LOGIN_RATE_LIMIT_MAX: '1000' });
  book = createBooker(app);
});
afterAll(() => app.close());

const lookup = (body: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/itinerary/booking/lookup', payload: body, headers });

const read = (reference: string, grant?: string) =>
  app.inject({
    method: 'GET',
    url: `/api/bookings/${reference}`,
    headers: grant ? { 'x-booking-grant': grant } : {},
  });

async function signedIn(): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/customer/register',
    payload: validRegistration(uniqueEmail()),
  });
  return res.json<{ access_token: string }>().access_token;
}

const link = (token: string, body: object) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/customer/bookings/link',
    payload: body,
    headers: { authorization: `Bearer ${token}` },
  });

let hart: Booked;
let obrien: Booked;

beforeAll(async () => {
  hart = await book('Hart');
  obrien = await book("Ó'Brien-Núñez");
}, 60_000);

describe('guest booking lookup', () => {
  it('finds the booking and grants this browser 30 minutes to read it and its documents', async () => {
    const res = await lookup({
      reference: hart.reference.toLowerCase(),
      surname: 'HART',
      departure_date: hart.departure,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{
      reference: string;
      grant: { token: string; expires_at: string };
    }>();
    expect(body.reference).toBe(hart.reference);
    // The booking is named once (the spec lets a client read either name).
    expect(body).not.toHaveProperty('booking_reference');
    const minutes = (Date.parse(body.grant.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);

    expect((await read(hart.reference)).statusCode).toBe(404);
    const opened = await read(hart.reference, body.grant.token);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().reference).toBe(hart.reference);
    const documents = opened.json<{ documents: { url: string }[] }>().documents;
    const pdf = await app.inject({
      method: 'GET',
      url: documents[0]?.url ?? '',
      headers: { 'x-booking-grant': body.grant.token },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');

    // Only the grant's hash is stored.
    const stored = await app.database.db.select().from(bookingGrants);
    expect(stored.some((g) => g.tokenHash === sha256Hex(body.grant.token))).toBe(true);
    expect(JSON.stringify(stored)).not.toContain(body.grant.token);
  });

  it('a grant opens its own booking only, and nothing once it has expired', async () => {
    const res = await lookup({
      reference: hart.reference,
      surname: 'Hart',
      departure_date: hart.departure,
    });
    const { token } = res.json<{ grant: { token: string } }>().grant;
    expect((await read(obrien.reference, token)).statusCode).toBe(404);
    // Thirty minutes pass.
    await app.database.db
      .update(bookingGrants)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookingGrants.tokenHash, sha256Hex(token)));
    expect((await read(hart.reference, token)).statusCode).toBe(404);
  });

  it.each([["o'brien-nunez"], ['OBRIEN NUNEZ'], ['Ó’Brien Núñez'], ['  obrien-núñez ']])(
    'matches the surname %s whatever its case, accents, spaces, hyphens and apostrophes',
    async (surname) => {
      const res = await lookup({
        reference: obrien.reference,
        surname,
        departure_date: obrien.departure,
      });
      expect(res.statusCode, res.body).toBe(200);
    },
  );

  it('answers every miss alike, never saying which detail was wrong or whether the reference exists', async () => {
    const misses = [
      { reference: hart.reference, surname: 'Harte', departure_date: hart.departure },
      { reference: hart.reference, surname: 'Hart', departure_date: addDays(hart.departure, 1) },
      { reference: 'ZZ000000', surname: 'Hart', departure_date: hart.departure },
      { reference: obrien.reference, surname: 'Hart', departure_date: hart.departure },
    ];
    const answers = await Promise.all(misses.map((m) => lookup(m)));
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(lookupMessages.notFound);
    }
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });

  it('answers 422 with the spec messages for details that break the form rules, and grants nothing', async () => {
    const grantsBefore = (await app.database.db.select().from(bookingGrants)).length;
    const cases: [object, string, string][] = [
      [{ reference: '' }, 'reference', lookupMessages.referenceRequired],
      [{ reference: 'AB12' }, 'reference', lookupMessages.referenceLength],
      [{ reference: 'AB-123456' }, 'reference', lookupMessages.referenceCharacters],
      [{ surname: '' }, 'surname', lookupMessages.surnameRequired],
      [{ surname: 'H' }, 'surname', lookupMessages.surnameLength],
      [{ surname: 'Hart3' }, 'surname', lookupMessages.surnameCharacters],
      [{ departure_date: '' }, 'departure_date', lookupMessages.dateRequired],
      [{ departure_date: '2026-02-30' }, 'departure_date', lookupMessages.dateInvalid],
      [{ departure_date: '2023-12-31' }, 'departure_date', lookupMessages.dateInvalid],
    ];
    for (const [fields, field, message] of cases) {
      const res = await lookup({
        reference: hart.reference,
        surname: 'Hart',
        departure_date: hart.departure,
        ...fields,
      });
      expect(res.statusCode, JSON.stringify(fields)).toBe(422);
      expect(res.json().error.details.errors[field]).toEqual([message]);
    }
    expect((await lookup({ reference: hart.reference })).statusCode).toBe(400);
    expect(
      (await lookup({ reference: hart.reference, surname: 'Hart', departure_date: 1 })).statusCode,
    ).toBe(400);
    expect((await app.database.db.select().from(bookingGrants)).length).toBe(grantsBefore);
  });

  it('stops guessing one reference after 10 tries an hour, from any address', async () => {
    const target = await book('Lockwood');
    for (let i = 0; i < 10; i += 1) {
      const res = await lookup(
        {
          reference: target.reference,
          surname: `Wrong${'x'.repeat(i)}`,
          departure_date: target.departure,
        },
        { 'x-forwarded-for': `198.51.100.${String(i)}` },
      );
      expect(res.statusCode).toBe(404);
    }
    const right = await lookup({
      reference: target.reference,
      surname: 'Lockwood',
      departure_date: target.departure,
    });
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('the lookup limit per client', () => {
  it('allows 5 lookups in 10 minutes, then 429 with Retry-After', async () => {
    const strict = await createTestApp();
    try {
      const body = { reference: 'ZZ000001', surname: 'Nobody', departure_date: '2026-06-01' };
      for (let i = 0; i < 5; i += 1) {
        const res = await strict.inject({
          method: 'POST',
          url: '/api/itinerary/booking/lookup',
          payload: { ...body, reference: `ZZ00000${String(i)}` },
        });
        expect(res.statusCode).toBe(404);
      }
      const sixth = await strict.inject({
        method: 'POST',
        url: '/api/itinerary/booking/lookup',
        payload: body,
      });
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().error.code).toBe('RATE_LIMITED');
      const retryAfter = Number(sixth.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(540);
      expect(retryAfter).toBeLessThanOrEqual(600);
    } finally {
      await strict.close();
    }
  });

  it('counts lookups and links together: 3 lookups and 2 links, then both doors answer 429', async () => {
    const strict = await createTestApp();
    try {
      const registered = await strict.inject({
        method: 'POST',
        url: '/api/auth/customer/register',
        payload: validRegistration(uniqueEmail()),
      });
      const token = registered.json<{ access_token: string }>().access_token;
      const attempt = (door: 'lookup' | 'link', i: number) =>
        strict.inject({
          method: 'POST',
          url:
            door === 'lookup'
              ? '/api/itinerary/booking/lookup'
              : '/api/auth/customer/bookings/link',
          payload: {
            reference: `ZY00000${String(i)}`,
            surname: 'Nobody',
            departure_date: '2026-06-01',
          },
          headers: door === 'link' ? { authorization: `Bearer ${token}` } : {},
        });
      for (const [i, door] of (['lookup', 'link', 'lookup', 'link', 'lookup'] as const).entries()) {
        expect((await attempt(door, i)).statusCode, `${door} ${String(i)}`).toBe(404);
      }
      const link = await attempt('link', 5);
      expect(link.statusCode).toBe(429);
      expect(Number(link.headers['retry-after'])).toBeGreaterThan(540);
      expect((await attempt('lookup', 6)).statusCode).toBe(429);
    } finally {
      await strict.close();
    }
  });
});

describe('linking a booking to an account', () => {
  it('adds a guest booking to the signed-in account, which lists it; linking again changes nothing', async () => {
    const booked = await book('Fairweather');
    const token = await signedIn();
    const body = {
      reference: booked.reference,
      surname: 'fairweather',
      departure_date: booked.departure,
    };
    const res = await link(token, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: lookupMessages.linked,
      booking: { reference: booked.reference },
    });
    const list = await app.inject({
      method: 'GET',
      url: '/api/auth/customer/itineraries',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(list.json<{ reference: string }[]>().map((b) => b.reference)).toContain(
      booked.reference,
    );
    expect((await link(token, body)).statusCode).toBe(200);
  });

  it('answers 409 when another account holds the booking, 404 for a miss, 401 signed out', async () => {
    const booked = await book('Ashdown');
    const body = {
      reference: booked.reference,
      surname: 'Ashdown',
      departure_date: booked.departure,
    };
    expect((await link(await signedIn(), body)).statusCode).toBe(200);
    const second = await link(await signedIn(), body);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(lookupMessages.alreadyLinked);
    const miss = await link(await signedIn(), { ...body, surname: 'Ashford' });
    expect(miss.statusCode).toBe(404);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/auth/customer/bookings/link',
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
    const row = (
      await app.database.db.select().from(bookings).where(eq(bookings.reference, booked.reference))
    ).at(0);
    expect(row?.userId).not.toBeNull();
  });

  it('answers 422 with the link form messages and links nothing', async () => {
    const booked = await book('Pemberton');
    const token = await signedIn();
    const res = await link(token, { reference: 'AB1', surname: 'P', departure_date: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details.errors).toEqual({
      reference: [lookupMessages.referenceLength],
      surname: [lookupMessages.surnameLength],
      departure_date: [lookupMessages.dateRequired],
    });
    const row = (
      await app.database.db.select().from(bookings).where(eq(bookings.reference, booked.reference))
    ).at(0);
    expect(row?.userId).toBeNull();
  });
});

describe('bookings made before lookups existed', () => {
  it('are given their surname key by what start-up runs, and can then be looked up', async () => {
    const older = await book('Thistlewood');
    await app.database.db
      .update(bookings)
      .set({ leadSurnameKey: null })
      .where(eq(bookings.reference, older.reference));
    const body = {
      reference: older.reference,
      surname: 'Thistlewood',
      departure_date: older.departure,
    };
    expect((await lookup(body)).statusCode).toBe(404);
    expect(await createBookingsRepository(app.database.db).fillSurnameKeys()).toBe(1);
    expect((await lookup(body)).statusCode).toBe(200);
  });
});
