import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingPaymentMessages,
  type BookingPaymentPaid,
  type BookingPaymentSession,
} from '@sunward/contracts/booking-payments';
import type { BookingDetail } from '@sunward/contracts/bookings';
import { bookingPaymentAttempts, mailOutbox } from '../../db/schema';
import { gatewayTransactions } from '../../sandboxes/gateway/schema';
import { createTestApp, jobsSettled, uniqueEmail, validRegistration } from '../../test/app';
import { createBooker, type Booked } from '../../test/bookings';
import { browserInfo, CARDS, cardToken, completeThreeDS, whileFailing } from '../../test/payments';
import { CARD_DATA_REFUSED } from './http';

let app: FastifyInstance;
let book: ReturnType<typeof createBooker>;
let owner: string;

beforeAll(async () => {
  app = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '1000', LOOKUP_RATE_LIMIT_MAX: '1000' });
  book = createBooker(app);
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/customer/register',
    payload: validRegistration(uniqueEmail()),
  });
  owner = res.json<{ access_token: string }>().access_token;
}, 60_000);
afterAll(() => app.close());

const asOwner = () => ({ authorization: `Bearer ${owner}` });
const depositBooking = () => book('Hart', { token: owner, planId: 'low-deposit-monthly' });

async function detailOf(reference: string): Promise<BookingDetail> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/bookings/${reference}/detail`,
    headers: asOwner(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BookingDetail>();
}

const open = (reference: string, body: object, headers: Record<string, string> = asOwner()) =>
  app.inject({
    method: 'POST',
    url: `/api/auth/customer/itineraries/payment/${reference}`,
    payload: body,
    headers,
  });

async function session(reference: string, paymentType: string, amount?: number) {
  const { payment } = await detailOf(reference);
  const res = await open(reference, {
    paymentType,
    amount,
    remainingBalance: payment.remainingBalance,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BookingPaymentSession>();
}

async function payRequest(
  reference: string,
  s: BookingPaymentSession,
  card: string,
  key = randomUUID(),
  headers: Record<string, string> = asOwner(),
) {
  const paymentToken = await cardToken(app, card);
  return app.inject({
    method: 'POST',
    url: `/api/auth/customer/itineraries/payment/${reference}/sessions/${s.sessionUuid}/pay`,
    payload: { paymentToken, browserInfo },
    headers: { ...headers, 'idempotency-key': key },
  });
}

/** The gateway's own record of the SALEs taken for a booking after checkout. */
async function salesAfterCheckout(reference: string) {
  const rows = await app.database.db
    .select({ action: gatewayTransactions.action, state: gatewayTransactions.state })
    .from(gatewayTransactions)
    .where(eq(gatewayTransactions.orderRef, reference));
  return rows.filter((r) => r.action === 'SALE');
}

describe('paying the next instalment', () => {
  let booked: Booked;
  beforeAll(async () => {
    booked = await depositBooking();
  }, 60_000);

  it('opens a session for what the next instalment owes, and one SALE records it oldest first', async () => {
    const before = await detailOf(booked.reference);
    const second = before.payment.schedule.at(1);
    const s = await session(booked.reference, 'next_installment');
    expect(s).toMatchObject({
      amount: second?.amount,
      remainingBalance: before.payment.remainingBalance,
      bookingReference: booked.reference,
    });
    expect(s.gatewayUrl).toMatch(/\/gateway$/);

    const res = await payRequest(booked.reference, s, CARDS.approved);
    expect(res.statusCode, res.body).toBe(200);
    const paid = res.json<BookingPaymentPaid>();
    expect(paid).toMatchObject({
      requiresAction: false,
      amount: s.amount,
      paidAmount: before.payment.paidAmount + s.amount,
      remainingBalance: before.payment.remainingBalance - s.amount,
      paidInFull: false,
      paymentType: 'next_installment',
      method: 'card',
    });

    const after = await detailOf(booked.reference);
    expect(after.payment.paidAmount).toBe(before.payment.paidAmount + s.amount);
    expect(after.payment.schedule.at(1)?.status).toBe('paid');
    expect(after.transactions.map((t) => t.description)).toEqual(['Initial Deposit', 'Payment 1']);
    expect(after.transactions.at(1)).toMatchObject({ amount: s.amount, method: 'card' });
    expect(await salesAfterCheckout(booked.reference)).toHaveLength(1);
  });

  it('e-mails a receipt with the new balance, once', async () => {
    await jobsSettled(app);
    const receipts = (await app.database.db.select().from(mailOutbox)).filter((m) =>
      m.subject.startsWith(`Payment received for booking ${booked.reference}`),
    );
    expect(receipts).toHaveLength(1);
    const { payment } = await detailOf(booked.reference);
    expect(receipts.at(0)?.text).toContain(
      `Remaining balance: £${(payment.remainingBalance / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`,
    );
  });
});

describe('one charge, whatever the browser does', () => {
  it('a double click (the same key twice at once) is one SALE with one answer', async () => {
    const booked = await depositBooking();
    const s = await session(booked.reference, 'next_installment');
    const key = randomUUID();
    const token = await cardToken(app, CARDS.approved);
    const send = () =>
      app.inject({
        method: 'POST',
        url: `/api/auth/customer/itineraries/payment/${booked.reference}/sessions/${s.sessionUuid}/pay`,
        payload: { paymentToken: token, browserInfo },
        headers: { ...asOwner(), 'idempotency-key': key },
      });
    const [a, b] = await Promise.all([send(), send()]);
    expect([a.statusCode, b.statusCode], `${a.body} ${b.body}`).toEqual([200, 200]);
    expect(a.json<BookingPaymentPaid>().transactionId).toBe(
      b.json<BookingPaymentPaid>().transactionId,
    );
    expect(await salesAfterCheckout(booked.reference)).toHaveLength(1);
    expect((await detailOf(booked.reference)).transactions).toHaveLength(2);
  });

  it('a retry with a new key on a session already paid gets the first answer, not a second SALE', async () => {
    const booked = await depositBooking();
    const s = await session(booked.reference, 'next_installment');
    const first = await payRequest(booked.reference, s, CARDS.approved);
    expect(first.statusCode, first.body).toBe(200);
    const again = await payRequest(booked.reference, s, CARDS.approved);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await salesAfterCheckout(booked.reference)).toHaveLength(1);
  });

  it('two tabs: the second session, opened on the same balance, is refused once the first is paid', async () => {
    const booked = await depositBooking();
    const tabA = await session(booked.reference, 'next_installment');
    const tabB = await session(booked.reference, 'next_installment');
    expect((await payRequest(booked.reference, tabA, CARDS.approved)).statusCode).toBe(200);
    const res = await payRequest(booked.reference, tabB, CARDS.approved);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error.message).toBe(bookingPaymentMessages.balanceChanged);
    expect(await salesAfterCheckout(booked.reference)).toHaveLength(1);
  });

  it('while one session waits for the bank, another session of the booking is not charged', async () => {
    const booked = await depositBooking();
    const tabA = await session(booked.reference, 'custom', 500);
    const tabB = await session(booked.reference, 'custom', 500);
    const challenged = await payRequest(booked.reference, tabA, CARDS.challenge);
    expect(challenged.json()).toMatchObject({ requiresAction: true });
    const res = await payRequest(booked.reference, tabB, CARDS.approved);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error.message).toBe(bookingPaymentMessages.inProgress);
    expect(await salesAfterCheckout(booked.reference)).toHaveLength(1);
  });

  it('a session reused with its key but another card is refused', async () => {
    const booked = await depositBooking();
    const s = await session(booked.reference, 'next_installment');
    const key = randomUUID();
    expect((await payRequest(booked.reference, s, CARDS.approved, key)).statusCode).toBe(200);
    const res = await payRequest(booked.reference, s, CARDS.frictionless, key);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error.message).toBe(bookingPaymentMessages.keyReused);
  });

  it('the same Idempotency-Key on another session is refused before anything is charged', async () => {
    const booked = await depositBooking();
    const key = randomUUID();
    const first = await session(booked.reference, 'custom', 500);
    expect((await payRequest(booked.reference, first, CARDS.approved, key)).statusCode).toBe(200);
    const second = await session(booked.reference, 'custom', 500);
    const res = await payRequest(booked.reference, second, CARDS.approved, key);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error.message).toBe(bookingPaymentMessages.keyReused);
    expect(await salesAfterCheckout(booked.reference)).toHaveLength(1);
  });
});

describe('3-D Secure', () => {
  it('a challenge card: approved by the bank, recorded once, the browser back on the payment tab', async () => {
    const booked = await depositBooking();
    const before = await detailOf(booked.reference);
    const s = await session(booked.reference, 'remaining_balance');
    const res = await payRequest(booked.reference, s, CARDS.challenge);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ requiresAction: true });
    const landed = await completeThreeDS(
      app,
      res.json(),
      'approve',
      '/api/payment/3ds/booking-callback',
    );
    const url = new URL(landed, 'http://x');
    expect(url.pathname).toBe(`/account/booking/${booked.reference}/payment`);
    expect(url.searchParams.get('payment')).toBe('paid');
    expect(url.searchParams.get('amount')).toBe(String(before.payment.remainingBalance));

    const after = await detailOf(booked.reference);
    expect(after.payment.remainingBalance).toBe(0);
    expect(after.payment.schedule.every((e) => e.status === 'paid')).toBe(true);
    expect(await salesAfterCheckout(booked.reference)).toHaveLength(1);

    // Paid in full: the updated confirmation goes out as well as the receipt.
    await jobsSettled(app);
    const subjects = (await app.database.db.select().from(mailOutbox))
      .map((m) => m.subject)
      .filter((subject) => subject.includes(booked.reference));
    expect(subjects).toEqual(
      expect.arrayContaining([
        expect.stringContaining('is paid in full: updated confirmation'),
        expect.stringContaining('Payment received'),
      ]),
    );
  });

  it('a challenge the shopper fails: back on the payment tab with the reason, nothing recorded', async () => {
    const booked = await depositBooking();
    const s = await session(booked.reference, 'next_installment');
    const res = await payRequest(booked.reference, s, CARDS.challenge);
    const landed = await completeThreeDS(
      app,
      res.json(),
      'fail',
      '/api/payment/3ds/booking-callback',
    );
    const url = new URL(landed, 'http://x');
    expect(url.pathname).toBe(`/account/booking/${booked.reference}/payment`);
    expect(url.searchParams.get('payment')).toBe('failed');
    expect(url.searchParams.get('error')).toBe(
      'Your bank could not verify this payment. Please try again or use another card.',
    );
    expect((await detailOf(booked.reference)).transactions).toHaveLength(1);
  });
});

describe('refusals', () => {
  let booked: Booked;
  beforeAll(async () => {
    booked = await depositBooking();
  }, 60_000);

  it('a declined card: the reason, nothing recorded, and a new session can pay', async () => {
    const s = await session(booked.reference, 'next_installment');
    const res = await payRequest(booked.reference, s, CARDS.declined);
    expect(res.statusCode, res.body).toBe(402);
    expect(res.json().error.message).toBe(
      'Your card was declined. Please check your details or use another card.',
    );
    expect((await detailOf(booked.reference)).transactions).toHaveLength(1);
    // The session keeps its answer; 'Try again' opens a new one.
    expect((await payRequest(booked.reference, s, CARDS.approved)).statusCode).toBe(402);
    const retry = await session(booked.reference, 'next_installment');
    expect((await payRequest(booked.reference, retry, CARDS.approved)).statusCode).toBe(200);
  });

  it.each([
    [{ amount: null }, bookingPaymentMessages.amountRequired],
    [{ amount: 0 }, bookingPaymentMessages.amountInvalid],
    [{ amount: 99 }, bookingPaymentMessages.amountTooLow],
  ])('a custom amount the rules refuse (%j): 422 with its message', async (extra, message) => {
    const { payment } = await detailOf(booked.reference);
    const res = await open(booked.reference, {
      paymentType: 'custom',
      remainingBalance: payment.remainingBalance,
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error.details.errors.amount).toEqual([message]);
  });

  it('a custom amount above the balance names the balance', async () => {
    const { payment } = await detailOf(booked.reference);
    const res = await open(booked.reference, {
      paymentType: 'custom',
      amount: payment.remainingBalance + 1,
      remainingBalance: payment.remainingBalance,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details.errors.amount).toEqual([
      `Amount cannot exceed remaining balance of £${(payment.remainingBalance / 100).toFixed(2)}`,
    ]);
  });

  it('a balance other than the one shown: 409 with the balance as it is', async () => {
    const { payment } = await detailOf(booked.reference);
    const res = await open(booked.reference, {
      paymentType: 'next_installment',
      remainingBalance: payment.remainingBalance + 100,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      message: bookingPaymentMessages.balanceChanged,
      details: { remainingBalance: payment.remainingBalance },
    });
  });

  it('an expired session: 410, nothing charged', async () => {
    const s = await session(booked.reference, 'custom', 100);
    await app.database.db
      .update(bookingPaymentAttempts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookingPaymentAttempts.id, s.sessionUuid));
    const sales = (await salesAfterCheckout(booked.reference)).length;
    const res = await payRequest(booked.reference, s, CARDS.approved);
    expect(res.statusCode, res.body).toBe(410);
    expect(res.json().error.message).toBe(bookingPaymentMessages.sessionExpired);
    expect(await salesAfterCheckout(booked.reference)).toHaveLength(sales);
  });

  it('card data in the body is refused before anything else; no key, no payment', async () => {
    const s = await session(booked.reference, 'custom', 100);
    const url = `/api/auth/customer/itineraries/payment/${booked.reference}/sessions/${s.sessionUuid}/pay`;
    const carded = await app.inject({
      method: 'POST',
      url,
      payload: { paymentToken: 'x'.repeat(20), browserInfo, cardNumber: CARDS.approved },
      headers: { ...asOwner(), 'idempotency-key': randomUUID() },
    });
    expect(carded.statusCode).toBe(400);
    expect(carded.json().error.message).toBe(CARD_DATA_REFUSED);
    const keyless = await app.inject({
      method: 'POST',
      url,
      payload: { paymentToken: await cardToken(app, CARDS.approved), browserInfo },
      headers: asOwner(),
    });
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json().error.message).toContain(
      'An Idempotency-Key header is required to take a payment.',
    );
  });
});

describe('who may pay', () => {
  it('another customer and a stranger get 404; a guest holding a lookup grant may pay', async () => {
    const booked = await depositBooking();
    const { payment } = await detailOf(booked.reference);
    const body = { paymentType: 'next_installment', remainingBalance: payment.remainingBalance };
    const other = (
      await app.inject({
        method: 'POST',
        url: '/api/auth/customer/register',
        payload: validRegistration(uniqueEmail()),
      })
    ).json<{ access_token: string }>().access_token;
    expect(
      (await open(booked.reference, body, { authorization: `Bearer ${other}` })).statusCode,
    ).toBe(404);
    expect((await open(booked.reference, body, {})).statusCode).toBe(404);

    const lookup = await app.inject({
      method: 'POST',
      url: '/api/itinerary/booking/lookup',
      payload: {
        reference: booked.reference,
        surname: 'Hart',
        departure_date: booked.departure,
      },
    });
    expect(lookup.statusCode, lookup.body).toBe(200);
    const grant = { 'x-booking-grant': lookup.json<{ grant: { token: string } }>().grant.token };
    const opened = await open(booked.reference, body, grant);
    expect(opened.statusCode, opened.body).toBe(200);
    const s = opened.json<BookingPaymentSession>();
    // A stranger cannot pay a session they do not hold the booking for, even knowing its id.
    expect(
      (await payRequest(booked.reference, s, CARDS.approved, randomUUID(), {})).statusCode,
    ).toBe(404);
    expect(
      (await payRequest(booked.reference, s, CARDS.approved, randomUUID(), grant)).statusCode,
    ).toBe(200);
  });
});

describe('when recording fails after the gateway approved', () => {
  it('the customer is told it is taken; reconciliation records it once from the gateway', async () => {
    const booked = await depositBooking();
    const s = await session(booked.reference, 'next_installment');
    const res = await whileFailing(app, 'booking_payments', 'true', () =>
      payRequest(booked.reference, s, CARDS.approved),
    );
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json().error.message).toBe(bookingPaymentMessages.recordingLater);
    expect((await detailOf(booked.reference)).transactions).toHaveLength(1);

    expect(await app.bookingPayments.reconcile(0)).toBe(1);
    expect(await app.bookingPayments.reconcile(0)).toBe(0);
    const after = await detailOf(booked.reference);
    expect(after.transactions).toHaveLength(2);
    expect(after.transactions.at(1)?.amount).toBe(s.amount);
    expect(await salesAfterCheckout(booked.reference)).toHaveLength(1);
  });
});
