import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CancellationQuote } from '@sunward/contracts/staff-cancellations';
import type { MoneyDay } from '@sunward/contracts/staff-money';
import { bookingPayments, bookings, staffAudit } from '../../db/schema';
import { decodeFields, encodeFields, signed } from '../../integrations/payment-gateway/protocol';
import { addDays, londonToday } from '../../lib/dates';
import { checkLedger } from '../../sandboxes/gateway/ledger';
import { createTestApp, jobsSettled } from '../../test/app';
import { createBooker, type Booked } from '../../test/bookings';
import { CARDS, cardToken } from '../../test/payments';
import { signedInStaff, type SignedInStaff } from '../../test/staff';

/**
 * Money by day through the API, on real bookings. The app leaves out the ledger check on close:
 * the last test breaks the ledger on purpose (the check is asserted here before that).
 */

let app: FastifyInstance;
let book: ReturnType<typeof createBooker>;
let supervisor: SignedInStaff;
let agent: SignedInStaff;
let kept: Booked;
let cancelled: Booked;

beforeAll(async () => {
  app = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' }, { skipLedgerCheck: true });
  book = createBooker(app);
  supervisor = await signedInStaff(app, 'supervisor', 'Sam Okafor');
  agent = await signedInStaff(app, 'agent', 'Ava Patel');
  kept = await book('Hart');
  cancelled = await book('Mills', { holiday: { offset: 100 } });
  // Cancelled 100 days out: the deposit kept, the rest refunded at the gateway.
  const quote = await app.inject({
    method: 'POST',
    url: `/api/staff/bookings/${cancelled.reference}/cancellation-quote`,
    cookies: supervisor.cookies,
  });
  expect(quote.statusCode, quote.body).toBe(200);
  const q = quote.json<CancellationQuote>();
  const confirm = await app.inject({
    method: 'POST',
    url: `/api/staff/bookings/${cancelled.reference}/cancellation`,
    payload: {
      quoteToken: q.quoteToken,
      acceptedChargePence: q.bandChargePence,
      reason: 'Customer asked by phone',
    },
    cookies: supervisor.cookies,
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  await jobsSettled(app);
}, 180_000);
afterAll(() => app.close());

const money = (query = '', who = supervisor) =>
  app.inject({ method: 'GET', url: `/api/staff/money${query}`, cookies: who.cookies });

async function today(): Promise<MoneyDay> {
  const res = await money();
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MoneyDay>();
}

/** What a booking paid: its one card payment (the checkout's SALE). */
async function paymentOf(reference: string) {
  const rows = await app.database.db
    .select({ id: bookingPayments.id, amount: bookingPayments.amountPence })
    .from(bookingPayments)
    .innerJoin(bookings, eq(bookings.id, bookingPayments.bookingId))
    .where(eq(bookings.reference, reference));
  const row = rows.at(0);
  if (!row) throw new Error(`no payment for ${reference}`);
  return row;
}

/** A charge at the gateway that no booking recorded, refunded in full at once (a checkout that
 * could not become a booking), made as a merchant would over the Direct API. */
async function chargeGivenBack(amount: number): Promise<string> {
  const direct = async (fields: Record<string, string>) => {
    const res = await app.inject({
      method: 'POST',
      url: '/gateway/direct',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: encodeFields(
        signed({ merchantID: '100001', ...fields }, 'sunward-sandbox-signing-secret'),
      ),
    });
    return decodeFields(res.body);
  };
  const sale = await direct({
    action: 'SALE',
    type: '1',
    amount: String(amount),
    countryCode: '826',
    currencyCode: '826',
    orderRef: 'SWNEVERBOOKED',
    transactionUnique: randomUUID(),
    paymentToken: await cardToken(app, CARDS.approved),
    threeDSRedirectURL: 'http://localhost:3000/api/payment/3ds/callback',
  });
  expect(sale.responseCode).toBe('0');
  const refund = await direct({
    action: 'REFUND_SALE',
    xref: sale.xref,
    transactionUnique: randomUUID(),
  });
  expect(refund.responseCode).toBe('0');
  return sale.xref;
}

describe('money by day', () => {
  it("balances today's bookings, refunds and a charge given back, and audits the read", async () => {
    const givenBack = await chargeGivenBack(1234);
    const day = await today();
    expect(day).toMatchObject({ date: londonToday(), balances: true, differences: 0 });
    expect(day.givenBackPence).toBe(1234);

    const ofBooking = (reference: string) =>
      day.lines
        .filter((l) => l.bookingReference === reference)
        .map((l) => ({ kind: l.kind, status: l.status }));
    expect(ofBooking(kept.reference)).toEqual([{ kind: 'payment', status: 'matches' }]);
    expect(ofBooking(cancelled.reference)).toEqual([
      { kind: 'payment', status: 'matches' },
      { kind: 'refund', status: 'matches' },
    ]);
    const paid = await paymentOf(kept.reference);
    expect(day.lines.find((l) => l.bookingReference === kept.reference)).toMatchObject({
      gatewayPence: paid.amount,
      bookedPence: paid.amount,
      difference: false,
    });
    expect(
      day.lines.filter((l) => l.saleXref === givenBack || l.gatewayXref === givenBack),
    ).toMatchObject([
      { kind: 'payment', status: 'given_back', bookingReference: null, orderRef: 'SWNEVERBOOKED' },
      { kind: 'refund', status: 'given_back', gatewayPence: 1234, bookedPence: null },
    ]);
    // Both sides agree on what was kept: the charge given back is on the gateway's side only.
    expect(day.totals.gateway.netPence).toBe(day.totals.bookings.netPence);
    expect(day.totals.gateway.takenPence - day.totals.bookings.takenPence).toBe(1234);
    expect(day.totals.bookings.refundedPence).toBeGreaterThan(0);

    const audit = await app.database.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.staffId, supervisor.id), eq(staffAudit.action, 'money.viewed')));
    expect(audit.at(-1)?.after).toEqual({ date: londonToday(), differences: 0 });
    // The ledger check agrees (this app leaves it out on close).
    expect((await checkLedger(app.database.db)).differences).toEqual([]);
  });

  it('shows another day on asking, and refuses a bad or future day in words', async () => {
    const yesterday = addDays(londonToday(), -1);
    const res = await money(`?date=${yesterday}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<MoneyDay>()).toMatchObject({ date: yesterday, balances: true, lines: [] });

    for (const date of ['14-06-2026', '2026-02-30', 'today']) {
      const bad = await money(`?date=${date}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ error: { message: string } }>().error.message).toBe(
        'date: must be a day written as yyyy-mm-dd, for example 2026-06-14.',
      );
    }
    const future = await money(`?date=${addDays(londonToday(), 1)}`);
    expect(future.statusCode).toBe(400);
    expect(future.json<{ error: { message: string } }>().error.message).toBe(
      'That day has not happened yet: choose today or an earlier day.',
    );
  });

  it('is for supervisors and admins only', async () => {
    const refused = await money('', agent);
    expect(refused.statusCode).toBe(403);
    const nobody = await app.inject({ method: 'GET', url: '/api/staff/money' });
    expect(nobody.statusCode).toBe(401);
  });

  it('lists the differences when a booking payment was changed or removed behind our back', async () => {
    const paid = await paymentOf(kept.reference);
    await app.database.db
      .update(bookingPayments)
      .set({ amountPence: paid.amount - 100 })
      .where(eq(bookingPayments.id, paid.id));
    const lost = await book('Young');
    const gone = await paymentOf(lost.reference);
    await app.database.db.delete(bookingPayments).where(eq(bookingPayments.id, gone.id));

    const day = await today();
    expect(day.balances).toBe(false);
    expect(day.differences).toBe(2);
    const differences = day.lines.filter((l) => l.difference);
    expect(differences).toEqual([
      expect.objectContaining({
        kind: 'payment',
        bookingReference: kept.reference,
        status: 'amounts_differ',
        gatewayPence: paid.amount,
        bookedPence: paid.amount - 100,
      }),
      expect.objectContaining({
        kind: 'payment',
        bookingReference: null,
        status: 'not_booked',
        gatewayPence: gone.amount,
        bookedPence: null,
      }),
    ]);
    expect(day.totals.gateway.netPence - day.totals.bookings.netPence).toBe(100 + gone.amount);
  });
});
