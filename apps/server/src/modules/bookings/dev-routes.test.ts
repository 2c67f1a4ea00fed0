import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, londonToday } from '../../lib/dates';
import { createTestApp } from '../../test/app';
import { createBooker, type Booked } from '../../test/bookings';

let app: FastifyInstance;
let booked: Booked;
let clock = new Date('2000-01-01T12:00:00Z');

beforeAll(async () => {
  app = await createTestApp({ DEV_PAST_BOOKINGS: 'true' }, { now: () => clock });
  booked = await createBooker(app)('Hart', { holiday: { type: 'hotelonly' } });
  // The app's today: the day the holiday starts (so check-out 3 days ago is earlier than booked).
  clock = new Date(`${booked.departure}T12:00:00Z`);
}, 60_000);
afterAll(() => app.close());

const past = (reference: string, remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: `/api/dev/bookings/${reference}/past`,
    payload: { checkedOutDaysAgo: 3 },
    remoteAddress,
  });

describe('a holiday already taken (development and test only)', () => {
  it('moves a booking so its check-out was some days ago, for this machine only', async () => {
    expect((await past(booked.reference, '203.0.113.9')).statusCode).toBe(404);
    const res = await past(booked.reference);
    expect(res.statusCode, res.body).toBe(200);
    const checkOut = addDays(londonToday(clock), -3);
    expect(res.json()).toEqual({ checkIn: addDays(checkOut, -7), checkOut });
    const detail = await app.inject({
      url: `/api/bookings/${booked.reference}/detail`,
      headers: { 'x-booking-key': booked.key },
    });
    expect(detail.json<{ hotel: { checkIn: string; checkOut: string } }>().hotel).toMatchObject({
      checkIn: addDays(checkOut, -7),
      checkOut,
    });
    expect((await past('ZZ000000')).statusCode).toBe(404);
  });

  it('is not served without DEV_PAST_BOOKINGS', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.inject({
        method: 'POST',
        url: `/api/dev/bookings/${booked.reference}/past`,
        payload: { checkedOutDaysAgo: 3 },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
