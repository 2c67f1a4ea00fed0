import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingPaymentSession } from '@sunward/contracts/booking-payments';
import type { BookingDetail } from '@sunward/contracts/bookings';
import {
  bookingPaymentAttempts,
  bookingPayments,
  bookings,
  checkouts,
  payments,
} from '../../db/schema';
import { gatewayTransactions } from '../../sandboxes/gateway/schema';
import { checkLedger } from '../../sandboxes/gateway/ledger';
import { createSharedStorage, createTestApp, uniqueEmail, validRegistration } from '../../test/app';
import { createBooker, type Booked } from '../../test/bookings';
import { createHolidayFactory } from '../../test/holidays';
import {
  browserInfo,
  CARDS,
  cardToken,
  pay,
  postThreeDSReturn,
  readyToPay,
  threeDSReturnForm,
} from '../../test/payments';

/**
 * The gateway's 3-D Secure page posts the shopper's browser back to us; a double click, a
 * browser retry or a load balancer sends that post twice, at the same moment, to two processes.
 * Whatever arrives twice, the charge is recorded once and never given back once recorded. On
 * PostgreSQL the two posts go to two apps on one database; on PGlite (one process per folder)
 * to one app.
 */

const ROUNDS = 20;
let storage: { env: Record<string, string>; dispose: () => Promise<void> } | undefined;
let first: FastifyInstance;
let second: FastifyInstance;
let owner: string;

beforeAll(async () => {
  const env = { LOGIN_RATE_LIMIT_MAX: '1000', RATE_LIMIT_MAX: '100000' };
  if (process.env.DATABASE_URL) {
    storage = await createSharedStorage();
    first = await createTestApp({ ...env, ...storage.env });
    await first.ready();
    second = await createTestApp({ ...env, ...storage.env });
  } else {
    first = await createTestApp(env);
    second = first;
  }
  const res = await first.inject({
    method: 'POST',
    url: '/api/auth/customer/register',
    payload: validRegistration(uniqueEmail()),
  });
  owner = res.json<{ access_token: string }>().access_token;
}, 60_000);

afterAll(async () => {
  if (second !== first) await second.close();
  await first.close();
  await storage?.dispose();
});

const asOwner = () => ({ authorization: `Bearer ${owner}` });

async function detailOf(reference: string): Promise<BookingDetail> {
  const res = await first.inject({
    method: 'GET',
    url: `/api/bookings/${reference}/detail`,
    headers: asOwner(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BookingDetail>();
}

/** The gateway's SALEs for one key of ours, and what became of them. */
async function salesOf(transactionUnique: string) {
  return first.database.db
    .select({ xref: gatewayTransactions.xref, state: gatewayTransactions.state })
    .from(gatewayTransactions)
    .where(eq(gatewayTransactions.transactionUnique, transactionUnique));
}

describe('the 3-D Secure return of a payment towards a booking, posted twice at once', () => {
  let book: ReturnType<typeof createBooker>;
  let shared: Booked;
  beforeAll(async () => {
    book = createBooker(first);
    shared = await book('Hart', { token: owner, planId: 'low-deposit-monthly' });
  }, 60_000);

  // Odd rounds pay £1-odd of a booking's balance; even rounds pay a new booking's whole balance,
  // where a second recording would find nothing owed and give the charge back.
  it.each(Array.from({ length: ROUNDS }, (_, i) => i + 1))(
    'round %i: one SALE kept, one payment recorded, the balance down by the amount once',
    async (round) => {
      const whole = round % 2 === 0;
      const booked = whole
        ? await book('Hart', { token: owner, planId: 'low-deposit-monthly' })
        : shared;
      const before = await detailOf(booked.reference);
      const opened = await first.inject({
        method: 'POST',
        url: `/api/auth/customer/itineraries/payment/${booked.reference}`,
        payload: whole
          ? { paymentType: 'remaining_balance', remainingBalance: before.payment.remainingBalance }
          : {
              paymentType: 'custom',
              amount: 100 + round,
              remainingBalance: before.payment.remainingBalance,
            },
        headers: asOwner(),
      });
      expect(opened.statusCode, opened.body).toBe(200);
      const session = opened.json<BookingPaymentSession>();
      const paid = await first.inject({
        method: 'POST',
        url: `/api/auth/customer/itineraries/payment/${booked.reference}/sessions/${session.sessionUuid}/pay`,
        payload: { paymentToken: await cardToken(first, CARDS.challenge), browserInfo },
        headers: { ...asOwner(), 'idempotency-key': randomUUID() },
      });
      expect(paid.statusCode, paid.body).toBe(200);
      const form = await threeDSReturnForm(first, paid.json(), 'approve');
      expect(form.path).toBe('/api/payment/3ds/booking-callback');

      const landed = await Promise.all([
        postThreeDSReturn(first, form),
        postThreeDSReturn(second, form),
      ]);

      // Both windows land on the payment tab saying the same charge was paid.
      for (const url of landed.map((l) => new URL(l, 'http://x'))) {
        expect(url.pathname).toBe(`/account/booking/${booked.reference}/payment`);
        expect(url.searchParams.get('payment'), url.search).toBe('paid');
        expect(url.searchParams.get('amount')).toBe(String(session.amount));
      }
      const sales = await salesOf(session.transactionId);
      expect(sales).toEqual([{ xref: expect.any(String), state: 'approved' }]);
      const recorded = await first.database.db
        .select()
        .from(bookingPayments)
        .where(eq(bookingPayments.gatewayXref, sales[0].xref));
      expect(recorded).toHaveLength(1);
      const attempt = await first.database.db
        .select({ state: bookingPaymentAttempts.state })
        .from(bookingPaymentAttempts)
        .where(eq(bookingPaymentAttempts.id, session.sessionUuid));
      expect(attempt).toEqual([{ state: 'paid' }]);
      const after = await detailOf(booked.reference);
      expect(after.payment.paidAmount).toBe(before.payment.paidAmount + session.amount);
      expect(after.transactions).toHaveLength(before.transactions.length + 1);
    },
  );

  it('leaves every booking showing what the gateway kept', async () => {
    expect((await checkLedger(first.database.db)).differences).toEqual([]);
  });
});

describe("a checkout's 3-D Secure return, posted twice at once", () => {
  let holiday: ReturnType<typeof createHolidayFactory>;
  beforeAll(() => {
    holiday = createHolidayFactory(first);
  });

  it.each(Array.from({ length: ROUNDS }, (_, i) => i + 1))(
    'round %i: one SALE kept, one booking with one payment, both windows on its confirmation',
    async (round) => {
      const h = await holiday({ notAirline: 'Ryanair', pick: round });
      await readyToPay(first, h);
      const paid = await pay(first, h, await cardToken(first, CARDS.challenge));
      expect(paid.statusCode, paid.body).toBe(200);
      const form = await threeDSReturnForm(first, paid.json(), 'approve');
      expect(form.path).toBe('/api/payment/3ds/callback');

      const landed = await Promise.all([
        postThreeDSReturn(first, form),
        postThreeDSReturn(second, form),
      ]);

      const made = await first.database.db
        .select({ id: bookings.id, reference: bookings.reference, paymentId: bookings.paymentId })
        .from(bookings)
        .where(eq(bookings.itineraryUuid, h.uuid));
      expect(made).toHaveLength(1);
      const booking = made[0];
      for (const url of landed.map((l) => new URL(l, 'http://x'))) {
        expect(url.pathname, url.search).toBe('/payment/confirmation');
        expect(url.searchParams.get('bookingReference')).toBe(booking.reference);
      }
      const attempt = (
        await first.database.db
          .select({ state: payments.state, transactionUnique: payments.transactionUnique })
          .from(payments)
          .where(eq(payments.id, booking.paymentId))
      ).at(0);
      expect(attempt?.state).toBe('booked');
      const sales = await salesOf(attempt?.transactionUnique ?? '');
      expect(sales).toEqual([{ xref: expect.any(String), state: 'approved' }]);
      const recorded = await first.database.db
        .select({ xref: bookingPayments.gatewayXref })
        .from(bookingPayments)
        .where(eq(bookingPayments.bookingId, booking.id));
      expect(recorded).toEqual([{ xref: sales[0].xref }]);
      const checkout = await first.database.db
        .select({ state: checkouts.state })
        .from(checkouts)
        .where(eq(checkouts.prebookId, h.prebook.prebook_id));
      expect(checkout).toEqual([{ state: 'booked' }]);
    },
  );

  it('leaves every booking showing what the gateway kept', async () => {
    expect((await checkLedger(first.database.db)).differences).toEqual([]);
  });
});
