import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, checkouts, mailOutbox, payments } from '../../db/schema';
import { gatewayTransactions } from '../../sandboxes/gateway/schema';
import { createTestApp, jobsSettled } from '../../test/app';
import { createHolidayFactory, type Holiday } from '../../test/holidays';
import { BOOKING_FAILED_GIVEN_BACK, BOOKING_FAILED_PENDING } from './service';
import {
  CARDS,
  cardToken,
  checkoutApi,
  completeThreeDS,
  pay,
  readyToPay,
  whileFailing,
} from '../../test/payments';

let app: FastifyInstance;
let holiday: ReturnType<typeof createHolidayFactory>;

beforeAll(async () => {
  // The gateway settles SALEs an hour after approval, so a charge given back at once is voided.
  app = await createTestApp({ SANDBOX_GATEWAY_SETTLEMENT_SECONDS: '3600' });
  holiday = createHolidayFactory(app);
});
afterAll(() => app.close());

const prebookAgain = (h: Holiday, key?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/itinerary/prebook',
    payload: h.prebookBody,
    headers: key ? { 'x-checkout-key': key } : {},
  });

/** A holiday as the second browser (or tab) sees it after its own prebook of the same search. */
function heldBy(h: Holiday, prebook: Holiday['prebook'] & { uuid: string }): Holiday {
  return { ...h, uuid: prebook.uuid, prebook };
}

async function bookingsOf(uuid: string) {
  return app.database.db.select().from(bookings).where(eq(bookings.itineraryUuid, uuid));
}

/** The gateway's own record of a checkout's SALEs and what became of them. */
async function gatewaySales(h: Holiday, on = app) {
  const ref = (
    await on.database.db
      .select({ orderRef: checkouts.orderRef })
      .from(checkouts)
      .where(eq(checkouts.prebookId, h.prebook.prebook_id))
  ).at(0)?.orderRef;
  return on.database.db
    .select({
      action: gatewayTransactions.action,
      state: gatewayTransactions.state,
      transactionUnique: gatewayTransactions.transactionUnique,
    })
    .from(gatewayTransactions)
    .where(eq(gatewayTransactions.orderRef, ref ?? ''));
}

async function paymentsOf(h: Holiday, on = app) {
  return on.database.db
    .select({ state: payments.state })
    .from(payments)
    .innerJoin(checkouts, eq(checkouts.id, payments.checkoutId))
    .where(eq(checkouts.prebookId, h.prebook.prebook_id));
}

describe('prebooking a search again', () => {
  it('after it was booked: a fresh copy of the search, booked on its own, and the first booking untouched', async () => {
    const h = await holiday({ notAirline: 'Ryanair', pick: 1 });
    await readyToPay(app, h);
    const first = await pay(app, h, await cardToken(app, CARDS.approved));
    expect(first.statusCode, first.body).toBe(200);

    // Back, a second tab or the link: the same body again, with the booked checkout's key.
    const again = await prebookAgain(h, h.prebook.prebook_id);
    expect(again.statusCode, again.body).toBe(200);
    const second = heldBy(h, again.json());
    expect(second.uuid).not.toBe(h.uuid);
    await readyToPay(app, second);
    const paid = await pay(app, second, await cardToken(app, CARDS.approved));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().bookingReference).not.toBe(first.json().bookingReference);
    expect(await bookingsOf(h.uuid)).toHaveLength(1);
    expect(await bookingsOf(second.uuid)).toHaveLength(1);
    expect(await paymentsOf(second)).toEqual([{ state: 'booked' }]);
  });

  it("by a stranger who knows only the search's uuid: a copy of the search, and the customer's checkout carries on", async () => {
    const h = await holiday({ notAirline: 'Ryanair', pick: 2 });
    const stranger = await prebookAgain(h);
    expect(stranger.statusCode, stranger.body).toBe(200);
    expect(stranger.json().uuid).not.toBe(h.uuid);
    // The customer's own checkout is not superseded: every step and the payment still work.
    await readyToPay(app, h);
    const paid = await pay(app, h, await cardToken(app, CARDS.approved));
    expect(paid.statusCode, paid.body).toBe(200);
  });

  it('by the same browser (its checkout key): the new hold replaces its own earlier one', async () => {
    const h = await holiday({ notAirline: 'Ryanair', pick: 3 });
    const again = await prebookAgain(h, h.prebook.prebook_id);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().uuid).toBe(h.uuid);
    const old = await checkoutApi(app, h)('GET', `/checkout/${h.uuid}`);
    expect(old.statusCode).toBe(409);
    const fresh = await checkoutApi(app, heldBy(h, again.json()))('GET', `/checkout/${h.uuid}`);
    expect(fresh.statusCode, fresh.body).toBe(200);
  });
});

describe('an approved payment that cannot become a booking', () => {
  it('is voided at the gateway in the same flow; the customer is told and can pay again', async () => {
    const h = await holiday({ notAirline: 'Ryanair', pick: 4 });
    await readyToPay(app, h);
    const token = await cardToken(app, CARDS.approved);
    // The booking's transaction fails at its last write: booking, answer and jobs roll back.
    const res = await whileFailing(app, 'job_outbox', 'true', () => pay(app, h, token));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error).toMatchObject({
      message: BOOKING_FAILED_GIVEN_BACK,
      details: { paymentCode: 'BOOKING_FAILED' },
    });
    expect(await bookingsOf(h.uuid)).toHaveLength(0);
    expect(await gatewaySales(h)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'SALE', state: 'cancelled' }),
        expect.objectContaining({ action: 'CANCEL', state: 'approved' }),
      ]),
    );
    expect(await paymentsOf(h)).toEqual([{ state: 'voided' }]);

    // Nothing is stuck: the checkout is open again and a new payment books it.
    const retry = await pay(app, h, await cardToken(app, CARDS.approved));
    expect(retry.statusCode, retry.body).toBe(200);
    expect(await bookingsOf(h.uuid)).toHaveLength(1);
  });

  it('once the gateway has settled it: refunded in full, as the customer is told', async () => {
    // A gateway that settles SALEs at once: the void is refused, the refund goes through.
    const settling = await createTestApp({ SANDBOX_GATEWAY_SETTLEMENT_SECONDS: '0' });
    try {
      const h = await createHolidayFactory(settling)({ notAirline: 'Ryanair', pick: 4 });
      await readyToPay(settling, h);
      const token = await cardToken(settling, CARDS.approved);
      const res = await whileFailing(settling, 'job_outbox', 'true', () => pay(settling, h, token));
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error.message).toBe(BOOKING_FAILED_GIVEN_BACK);
      expect(await paymentsOf(h, settling)).toEqual([{ state: 'refunded' }]);
      const sale = (await gatewaySales(h, settling)).find((t) => t.action === 'SALE');
      expect(sale?.state).toBe('refunded');
      // Each give-back has its own transactionUnique, derived from the SALE's.
      expect(await gatewaySales(h, settling)).toEqual(
        expect.arrayContaining([
          {
            action: 'CANCEL',
            state: 'failed',
            transactionUnique: `${String(sale?.transactionUnique)}-V`,
          },
          {
            action: 'REFUND_SALE',
            state: 'approved',
            transactionUnique: `${String(sale?.transactionUnique)}-R`,
          },
        ]),
      );
      expect(
        await settling.database.db
          .select()
          .from(bookings)
          .where(eq(bookings.itineraryUuid, h.uuid)),
      ).toHaveLength(0);
    } finally {
      await settling.close();
    }
  });

  it('after 3-D Secure: voided, and the browser lands on the failed-payment page saying so', async () => {
    const h = await holiday({ notAirline: 'Ryanair', pick: 8 });
    await readyToPay(app, h);
    const started = await pay(app, h, await cardToken(app, CARDS.challenge));
    expect(started.json()).toMatchObject({ requiresAction: true });
    const landed = await whileFailing(app, 'job_outbox', 'true', () =>
      completeThreeDS(app, started.json()),
    );
    const url = new URL(landed, 'http://x');
    expect(url.pathname).toBe(`/payment/failed/${h.uuid}`);
    expect(url.searchParams.get('error')).toBe(BOOKING_FAILED_GIVEN_BACK);
    expect(url.searchParams.get('errorCode')).toBe('BOOKING_FAILED');
    expect(await paymentsOf(h)).toEqual([{ state: 'voided' }]);
    expect(await bookingsOf(h.uuid)).toHaveLength(0);
  });

  it('when even the void fails, is given back by reconciliation as the customer was told, never booked later', async () => {
    const h = await holiday({ notAirline: 'Ryanair', pick: 5 });
    await readyToPay(app, h);
    const token = await cardToken(app, CARDS.approved);
    const res = await whileFailing(app, 'bookings', 'true', () =>
      whileFailing(app, 'gateway_transactions', `new.action in ('CANCEL', 'REFUND_SALE')`, () =>
        pay(app, h, token),
      ),
    );
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json().error.message).toBe(BOOKING_FAILED_PENDING);
    // Decided: the charge is being given back, and nothing may book it meanwhile.
    expect(await paymentsOf(h)).toEqual([{ state: 'reversing' }]);
    // The database and the gateway are back: reconciliation finishes the give-back.
    expect(await app.payments.reconcile(0)).toBeGreaterThanOrEqual(1);
    expect(await bookingsOf(h.uuid)).toHaveLength(0);
    expect(await paymentsOf(h)).toEqual([{ state: 'voided' }]);
    expect((await gatewaySales(h)).filter((t) => t.action === 'SALE').map((t) => t.state)).toEqual([
      'cancelled',
    ]);
    // The customer can pay again.
    const again = await pay(app, h, await cardToken(app, CARDS.approved));
    expect(again.statusCode, again.body).toBe(200);
    expect(await bookingsOf(h.uuid)).toHaveLength(1);
  });

  it('whose checkout another payment booked meanwhile is voided by reconciliation', async () => {
    const h = await holiday({ notAirline: 'Ryanair', pick: 6 });
    await readyToPay(app, h);
    // The approval's own record fails (a crash) and the customer pays again with another card.
    const first = await cardToken(app, CARDS.approved);
    const key = randomUUID();
    const crashed = await whileFailing(app, 'payments', `new.state = 'approved'`, () =>
      pay(app, h, first, key),
    );
    expect(crashed.statusCode).toBe(500);
    // The stranded attempt holds the checkout until reconciliation: it reopens only for it.
    await app.database.db
      .update(checkouts)
      .set({ state: 'plan_chosen' })
      .where(eq(checkouts.prebookId, h.prebook.prebook_id));
    // Left 'sent' and recent, so the app's own minute-by-minute reconciliation (which settles
    // only attempts a minute old) cannot book it before the second payment does.
    await app.database.db
      .update(payments)
      .set({ state: 'sent', updatedAt: new Date() })
      .where(eq(payments.idempotencyKey, key));
    const second = await pay(app, h, await cardToken(app, CARDS.approved));
    expect(second.statusCode, second.body).toBe(200);
    expect(await app.payments.reconcile(0)).toBeGreaterThanOrEqual(1);
    expect(await bookingsOf(h.uuid)).toHaveLength(1);
    const sales = await gatewaySales(h);
    expect(
      sales
        .filter((s) => s.action === 'SALE')
        .map((s) => s.state)
        .sort(),
    ).toEqual(['approved', 'cancelled']);
    expect((await paymentsOf(h)).map((p) => p.state).sort()).toEqual(['booked', 'voided']);
  });
});

describe('work that follows a booking', () => {
  it('is written with the booking and done by the queue: supplier booked, e-mail sent, once', async () => {
    const h = await holiday({ notAirline: 'Ryanair', pick: 7 });
    await readyToPay(app, h);
    const paid = await pay(app, h, await cardToken(app, CARDS.approved), randomUUID());
    expect(paid.statusCode, paid.body).toBe(200);
    await jobsSettled(app);
    const row = (await bookingsOf(h.uuid)).at(0);
    expect(row?.supplierStatus).toBe('booked');
    expect(row?.supplierReference).toMatch(/^SBX[A-Z2-9]{10}$/);
    const subjects = (
      await app.database.db.select({ subject: mailOutbox.subject }).from(mailOutbox)
    )
      .map((m) => m.subject)
      .filter((s) => s.includes(paid.json().bookingReference));
    expect(subjects).toHaveLength(1);
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ status: 'ok', jobs: { failed: 0, stuck: 0 } });
  });
});
