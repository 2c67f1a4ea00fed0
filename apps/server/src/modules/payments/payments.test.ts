import { randomUUID } from 'node:crypto';
import { like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, checkouts } from '../../db/schema';
import { gatewayTransactions } from '../../sandboxes/gateway/schema';
import { createTestApp, jobsSettled, validRegistration } from '../../test/app';
import { createHolidayFactory, type Holiday } from '../../test/holidays';
import { CARD_DATA_REFUSED } from './http';
import {
  CARDS,
  browserInfo,
  cardToken,
  completeThreeDS,
  checkoutApi,
  pay,
  readyToPay,
  whileFailing,
} from '../../test/payments';

let app: FastifyInstance;
let holiday: ReturnType<typeof createHolidayFactory>;

beforeAll(async () => {
  // One test reads the booking e-mail back through the outbox viewer.
  app = await createTestApp({ MAIL_VIEWER: 'true' });
  holiday = createHolidayFactory(app);
});
afterAll(() => app.close());

/** How many SALEs the gateway saw for a checkout (its own records). */
async function salesFor(a: FastifyInstance, orderRef: string): Promise<number> {
  const rows = await a.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(gatewayTransactions)
    .where(like(gatewayTransactions.orderRef, orderRef));
  return rows.at(0)?.n ?? 0;
}

async function orderRefOf(a: FastifyInstance, h: Holiday): Promise<string> {
  const res = await checkoutApi(a, h)('GET', `/checkout/${h.uuid}/payment-data`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ orderRef: string }>().orderRef;
}

const booking = (h: Holiday, reference: string, token?: string) =>
  app.inject({
    method: 'GET',
    url: `/api/bookings/${reference}`,
    headers: {
      'x-booking-key': h.prebook.prebook_id,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });

describe('paying for a checkout', () => {
  it('an approved card books the holiday: reference, booking, supplier and verification', async () => {
    const h = await holiday({ notAirline: 'Ryanair' });
    await readyToPay(app, h);
    const res = await pay(app, h, await cardToken(app, CARDS.approved));
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<{
      requiresAction: boolean;
      bookingReference: string;
      transactionId: string;
    }>();
    expect(answer.requiresAction).toBe(false);
    expect(answer.bookingReference).toMatch(/^[A-Z]{2}\d{6}$/);

    const read = await booking(h, answer.bookingReference);
    expect(read.statusCode, read.body).toBe(200);
    const b = read.json<{
      status: string;
      payment: { totalCost: number; paid: number; remainingBalance: number };
      passengers: unknown[];
      leadPassenger: string;
      canCreateAccount: boolean;
    }>();
    expect(b.status).toBe('Confirmed');
    expect(b.payment.paid).toBe(b.payment.totalCost);
    expect(b.payment.remainingBalance).toBe(0);
    expect(b.passengers).toHaveLength(2);
    expect(b.leadPassenger).toBe('Mrs Amelia Hart');
    expect(b.canCreateAccount).toBe(true);
    // Its documents, as PDFs, for its owner only; and the confirmation e-mail with them.
    const docs = read.json<{ documents: { kind: string; url: string }[] }>().documents;
    expect(docs.map((d) => d.kind)).toEqual(
      expect.arrayContaining(['confirmation', 'atol', 'accommodation-voucher']),
    );
    const pdf = await app.inject({
      method: 'GET',
      url: docs.at(0)?.url ?? '',
      headers: { 'x-booking-key': h.prebook.prebook_id },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const foreign = await app.inject({
      method: 'GET',
      url: docs.at(0)?.url ?? '',
      headers: { 'x-booking-key': randomUUID() },
    });
    expect(foreign.statusCode).toBe(404);
    // The supplier booking and the e-mail are durable jobs that follow the booking's commit.
    await jobsSettled(app);
    const mail = await app.inject({
      method: 'GET',
      url: '/api/dev/mail?to=amelia.hart@example.co.uk',
    });
    expect(
      mail.json<{ messages: { subject: string }[] }>().messages.map((m) => m.subject),
    ).toContain(`Your Sunward Holidays booking ${answer.bookingReference} is confirmed`);
    const row = (
      await app.database.db
        .select()
        .from(bookings)
        .where(sql`reference = ${answer.bookingReference}`)
    ).at(0);
    expect(row?.supplierStatus).toBe('booked');

    const verify = (transactionId: string, key?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/payment/verify/payment',
        payload: { transactionId, bookingReference: answer.bookingReference },
        headers: key ? { 'x-booking-key': key } : {},
      });
    const verified = await verify(answer.transactionId, h.prebook.prebook_id);
    expect(verified.json()).toMatchObject({
      success: true,
      amount: b.payment.paid,
      status: 'Confirmed',
    });
    const wrong = await verify('not-the-xref', h.prebook.prebook_id);
    expect(wrong.json()).toMatchObject({ success: false });
    // The right pair without proof of ownership reveals nothing (not even the amount).
    for (const key of [undefined, randomUUID()]) {
      expect((await verify(answer.transactionId, key)).json()).toMatchObject({
        success: false,
        amount: 0,
      });
    }

    // The checkout is closed: nothing can change, and paying again answers the same booking.
    const again = await pay(app, h, await cardToken(app, CARDS.approved));
    expect(again.json()).toMatchObject({ bookingReference: answer.bookingReference });
    expect(await salesFor(app, await orderRefOfBooked(h))).toBe(1);
    const edit = await checkoutApi(app, h)('POST', '/checkout/plan', {
      uuid: h.uuid,
      planId: 'full',
    });
    expect(edit.statusCode).toBe(409);
  });

  it('a deposit plan charges the deposit and records the balance as due', async () => {
    const h = await holiday({ notAirline: 'Ryanair', pick: 13 });
    await readyToPay(app, h, 'deposit-balance');
    const res = await pay(app, h, await cardToken(app, CARDS.approved));
    expect(res.statusCode, res.body).toBe(200);
    const b = (await booking(h, res.json<{ bookingReference: string }>().bookingReference)).json<{
      payment: {
        totalCost: number;
        paid: number;
        remainingBalance: number;
        schedule: { status: string }[];
      };
    }>();
    expect(b.payment.paid).toBeLessThan(b.payment.totalCost);
    expect(b.payment.remainingBalance).toBe(b.payment.totalCost - b.payment.paid);
    expect(b.payment.schedule.at(0)?.status).toBe('Paid');
    expect(b.payment.schedule.at(-1)?.status).toBe('Due');
  });

  it('frictionless 3-D Secure: the method step, then the booking', async () => {
    const h = await holiday({ notAirline: 'Ryanair', pick: 1 });
    await readyToPay(app, h);
    const res = await pay(app, h, await cardToken(app, CARDS.frictionless));
    const answer = res.json<{
      requiresAction: boolean;
      redirectUrl: string;
      redirectData: Record<string, string>;
    }>();
    expect(answer.requiresAction).toBe(true);
    expect(answer.redirectData.threeDSMethodData).toBeTruthy();
    const next = await completeThreeDS(app, answer);
    expect(next).toMatch(
      /^\/payment\/confirmation\?transactionId=.+&bookingReference=[A-Z]{2}\d{6}$/,
    );
  });

  it('a challenge the shopper approves books; one they fail goes to the failed-payment page and can be retried', async () => {
    const h = await holiday({ notAirline: 'Ryanair', pick: 2 });
    await readyToPay(app, h);
    const failed = (await pay(app, h, await cardToken(app, CARDS.challenge))).json<{
      redirectUrl: string;
      redirectData: Record<string, string>;
    }>();
    expect(failed.redirectData.creq).toBeTruthy();
    const failedNext = await completeThreeDS(app, failed, 'fail');
    expect(failedNext).toMatch(
      new RegExp(`^/payment/failed/${h.uuid}\\?error=.+&errorCode=THREE_DS_FAILED$`),
    );

    // Retry with a new key: the checkout reopened after the failure.
    const retry = (
      await pay(app, h, await cardToken(app, CARDS.challenge), randomUUID(), { isRetry: true })
    ).json<{
      redirectUrl: string;
      redirectData: Record<string, string>;
    }>();
    const next = await completeThreeDS(app, retry, 'approve');
    expect(next).toMatch(
      /^\/payment\/confirmation\?transactionId=.+&bookingReference=[A-Z]{2}\d{6}$/,
    );
  });

  it.each([
    [
      CARDS.declined,
      'CARD_DECLINED',
      'Your card was declined. Please check your details or use another card.',
    ],
    [
      CARDS.insufficientFunds,
      'INSUFFICIENT_FUNDS',
      'Your card was declined for insufficient funds. Please use another card.',
    ],
    [CARDS.expired, 'CARD_EXPIRED', 'Your card has expired. Please use another card.'],
  ])('card %s is refused with 402 %s, and a good card then books', async (card, code, message) => {
    const h = await holiday({
      notAirline: 'Ryanair',
      pick: 3 + (Object.values(CARDS) as string[]).indexOf(card),
    });
    await readyToPay(app, h);
    const res = await pay(app, h, await cardToken(app, card));
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      error: { code: 'PAYMENT_DECLINED', message, details: { paymentCode: code } },
    });
    const ok = await pay(app, h, await cardToken(app, CARDS.approved));
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('20 parallel submits with one Idempotency-Key: one SALE, one booking, the same answer', async () => {
    const h = await holiday({ notAirline: 'Ryanair', pick: 8 });
    await readyToPay(app, h);
    const orderRef = await orderRefOf(app, h);
    const token = await cardToken(app, CARDS.approved);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(app, h, token, key)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const references = new Set(
      answers.map((a) => a.json<{ bookingReference: string }>().bookingReference),
    );
    expect(references.size).toBe(1);
    expect(await salesFor(app, orderRef)).toBe(1);
    const rows = await app.database.db
      .select()
      .from(bookings)
      .where(sql`itinerary_uuid = ${h.uuid}`);
    expect(rows).toHaveLength(1);
  });

  it('two tabs with different keys: one charge, and the second tab gets the same booking', async () => {
    const h = await holiday({ notAirline: 'Ryanair', pick: 9 });
    await readyToPay(app, h);
    const orderRef = await orderRefOf(app, h);
    const [a, b] = await Promise.all([
      pay(app, h, await cardToken(app, CARDS.approved)),
      pay(app, h, await cardToken(app, CARDS.approved)),
    ]);
    const ok = [a, b].filter((r) => r.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of [a, b]) expect([200, 409]).toContain(r.statusCode);
    expect(await salesFor(app, orderRef)).toBe(1);
    const later = await pay(app, h, await cardToken(app, CARDS.approved));
    expect(later.json<{ bookingReference: string }>().bookingReference).toBe(
      ok.at(0)?.json<{ bookingReference: string }>().bookingReference,
    );
  });

  it('refuses card numbers and CVVs, a reused key with another body, a changed amount and a missing key', async () => {
    const h = await holiday({ notAirline: 'Ryanair', pick: 10 });
    await readyToPay(app, h);
    const api = checkoutApi(app, h);
    const carded = await api(
      'POST',
      '/payment/submit',
      {
        itineraryUuid: h.uuid,
        paymentToken: 'tok_12345678',
        browserInfo,
        cardNumber: '4444333322221111',
        cvv: '123',
      },
      { 'idempotency-key': randomUUID() },
    );
    expect(carded.statusCode).toBe(400);
    expect(carded.json().error.message).toBe(CARD_DATA_REFUSED);
    const noKey = await api('POST', '/payment/submit', {
      itineraryUuid: h.uuid,
      paymentToken: 'tok_12345678',
      browserInfo,
    });
    expect(noKey.statusCode).toBe(400);
    const amount = await pay(app, h, await cardToken(app, CARDS.approved), randomUUID(), {
      amount: 1,
    });
    expect(amount.statusCode).toBe(409);
    const key = randomUUID();
    const declinedToken = await cardToken(app, CARDS.declined);
    const declined = await pay(app, h, declinedToken, key);
    expect(declined.statusCode).toBe(402);
    const reused = await pay(app, h, await cardToken(app, CARDS.approved), key);
    expect(reused.statusCode).toBe(409);
    // Replaying the same request answers the first answer again, without a new SALE.
    const orderRef = await orderRefOf(app, h);
    const before = await salesFor(app, orderRef);
    const replayed = await pay(app, h, declinedToken, key);
    expect(replayed.statusCode).toBe(402);
    expect(replayed.json()).toEqual(declined.json());
    expect(await salesFor(app, orderRef)).toBe(before);
  });

  it("another customer's booking, or a guest without its key, is not found", async () => {
    const reg = await app.inject({
      method: 'POST',
      url: '/api/auth/customer/register',
      payload: validRegistration(),
    });
    const token = reg.json<{ access_token: string }>().access_token;
    const h = await holiday({ notAirline: 'Ryanair', pick: 11 });
    await readyToPay(app, h);
    const reference = (await pay(app, h, await cardToken(app, CARDS.approved))).json<{
      bookingReference: string;
    }>().bookingReference;
    const stranger = await app.inject({
      method: 'GET',
      url: `/api/bookings/${reference}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(stranger.statusCode).toBe(404);
    const wrongKey = await app.inject({
      method: 'GET',
      url: `/api/bookings/${reference}`,
      headers: { 'x-booking-key': randomUUID() },
    });
    expect(wrongKey.statusCode).toBe(404);
    // The guest signs up and links it: from then on it is that account's only.
    const claimed = await app.inject({
      method: 'POST',
      url: `/api/bookings/${reference}/claim`,
      headers: { authorization: `Bearer ${token}`, 'x-booking-key': h.prebook.prebook_id },
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().canCreateAccount).toBe(false);
    expect((await booking(h, reference)).statusCode).toBe(404);
    expect((await booking(h, reference, token)).statusCode).toBe(200);
    // It is now listed in that account, and in no other.
    const mine = await app.inject({
      method: 'GET',
      url: '/api/auth/customer/itineraries',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([
      expect.objectContaining({
        uuid: h.uuid,
        reference,
        status: 'Confirmed',
        hotel: expect.objectContaining({ nights: expect.any(Number) }),
      }),
    ]);
    const other = await app.inject({
      method: 'POST',
      url: '/api/auth/customer/register',
      payload: validRegistration(),
    });
    const theirs = await app.inject({
      method: 'GET',
      url: '/api/auth/customer/itineraries',
      headers: { authorization: `Bearer ${other.json<{ access_token: string }>().access_token}` },
    });
    expect(theirs.json()).toEqual([]);
  });
});

async function orderRefOfBooked(h: Holiday): Promise<string> {
  const rows = await app.database.db
    .select({ orderRef: checkouts.orderRef })
    .from(checkouts)
    .where(sql`itinerary_uuid = ${h.uuid}`);
  return rows.at(0)?.orderRef ?? '';
}

describe('a crash between the gateway approving and our commit', () => {
  it('is settled by the start-up reconciliation from the gateway record: one charge, one booking', async () => {
    const h = await holiday({ notAirline: 'Ryanair', pick: 12 });
    await readyToPay(app, h);
    const orderRef = await orderRefOf(app, h);
    // The process "dies" right after the gateway approved: our record of the approval fails.
    const token = await cardToken(app, CARDS.approved);
    const crashed = await whileFailing(app, 'payments', `new.state = 'approved'`, () =>
      pay(app, h, token),
    );
    expect(crashed.statusCode).toBe(500);
    expect(await salesFor(app, orderRef)).toBe(1);
    const none = await app.database.db
      .select()
      .from(bookings)
      .where(sql`itinerary_uuid = ${h.uuid}`);
    expect(none).toHaveLength(0);

    // What runs at start-up (and every minute): settle from the gateway's own record.
    expect(await app.payments.reconcile(0)).toBeGreaterThanOrEqual(1);
    const rows = await app.database.db
      .select()
      .from(bookings)
      .where(sql`itinerary_uuid = ${h.uuid}`);
    expect(rows).toHaveLength(1);
    expect(await salesFor(app, orderRef)).toBe(1);
    // Running it again changes nothing.
    await app.payments.reconcile(0);
    expect(
      await app.database.db
        .select()
        .from(bookings)
        .where(sql`itinerary_uuid = ${h.uuid}`),
    ).toHaveLength(1);
    // The customer paying again gets that booking, not a second charge.
    const again = await pay(app, h, await cardToken(app, CARDS.approved));
    expect(again.json<{ bookingReference: string }>().bookingReference).toBe(rows.at(0)?.reference);
    expect(await salesFor(app, orderRef)).toBe(1);
  });
});
