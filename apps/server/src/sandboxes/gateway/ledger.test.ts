import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingCancellationQuotes,
  bookingCancellations,
  bookingPayments,
  bookingRefunds,
  bookings,
  staff,
} from '../../db/schema';
import { createCardstreamProvider } from '../../integrations/payment-gateway/cardstream-provider';
import { createTestApp, uniqueEmail } from '../../test/app';
import { createBooker } from '../../test/bookings';
import { checkLedger } from './ledger';
import { gatewayTransactions } from './schema';

let app: FastifyInstance;
beforeAll(async () => {
  // This file breaks the ledger on purpose: the check on close would (rightly) fail it.
  app = await createTestApp({}, { skipLedgerCheck: true });
});
afterAll(() => app.close());

/** The booking of `reference` and its card payment (one: a booking paid in full). */
async function cardPaymentOf(reference: string) {
  const db = app.database.db;
  const booking = (await db.select().from(bookings).where(eq(bookings.reference, reference))).at(0);
  const payment = (
    await db
      .select()
      .from(bookingPayments)
      .where(eq(bookingPayments.bookingId, booking?.id ?? ''))
  ).at(0);
  if (!booking || !payment?.gatewayXref) throw new Error(`no card payment for ${reference}`);
  return { booking, payment, saleXref: payment.gatewayXref };
}

/** Refunds part of a SALE at the gateway (the sandbox settles SALEs at once by default). */
async function refundAtGateway(saleXref: string, amountPence: number) {
  const provider = createCardstreamProvider({
    gatewayUrl: 'http://localhost:3000/gateway',
    merchantId: '100001',
    secret: 'sunward-sandbox-signing-secret',
    transport: async (_url, body) =>
      (
        await app.inject({
          method: 'POST',
          url: '/gateway/direct',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: body,
        })
      ).body,
  });
  const outcome = await provider.refund({
    xref: saleXref,
    amountPence,
    transactionUnique: `ledger-${randomUUID()}`,
  });
  if (outcome.status !== 'approved') throw new Error(`refund ${outcome.status}`);
  return outcome;
}

/** Our record of a cancellation refunding `amountPence` of the booking's card payment. */
async function recordRefund(
  reference: string,
  refund: { amountPence: number; state: 'sent' | 'approved'; gatewayXref: string | null },
) {
  const db = app.database.db;
  const { booking, payment, saleXref } = await cardPaymentOf(reference);
  const member = (
    await db
      .insert(staff)
      .values({
        fullName: 'Ava Patel',
        email: uniqueEmail(),
        role: 'supervisor',
        passwordHash: 'not-used-here',
      })
      .returning()
  ).at(0);
  const quote = (
    await db
      .insert(bookingCancellationQuotes)
      .values({
        bookingId: booking.id,
        tokenHash: randomBytes(32).toString('hex'),
        staffId: member?.id ?? '',
        chargePence: payment.amountPence - refund.amountPence,
        paidPence: payment.amountPence,
        expiresAt: new Date(Date.now() + 600_000),
      })
      .returning()
  ).at(0);
  const cancellation = (
    await db
      .insert(bookingCancellations)
      .values({
        bookingId: booking.id,
        quoteId: quote?.id ?? '',
        staffId: member?.id ?? '',
        reason: 'Customer request',
        bandChargePence: payment.amountPence - refund.amountPence,
        chargePence: payment.amountPence - refund.amountPence,
        paidPence: payment.amountPence,
        refundDuePence: refund.amountPence,
        refundDueBy: '2030-01-14',
        state: refund.state === 'approved' ? 'refunded' : 'refunding',
      })
      .returning()
  ).at(0);
  const row = (
    await db
      .insert(bookingRefunds)
      .values({
        cancellationId: cancellation?.id ?? '',
        bookingId: booking.id,
        bookingPaymentId: payment.id,
        saleXref,
        amountPence: refund.amountPence,
        state: refund.state,
        attempt: 1,
        method: refund.state === 'approved' ? 'refund' : null,
        gatewayXref: refund.gatewayXref,
      })
      .returning()
  ).at(0);
  return row?.id ?? '';
}

describe('the ledger check', () => {
  it('balances after bookings, and names a booking whose charge the gateway no longer keeps', async () => {
    const book = createBooker(app);
    const kept = await book('Hart');
    const voided = await book('Lowe');
    const before = await checkLedger(app.database.db);
    expect(before.differences).toEqual([]);
    expect(before.bookings).toBe(2);
    expect(before.keptCharges).toBe(2);

    // The gateway voids one booking's charge behind our back.
    const booking = (
      await app.database.db.select().from(bookings).where(eq(bookings.reference, voided.reference))
    ).at(0);
    const payment = (
      await app.database.db
        .select()
        .from(bookingPayments)
        .where(eq(bookingPayments.bookingId, booking?.id ?? ''))
    ).at(0);
    await app.database.db
      .update(gatewayTransactions)
      .set({ state: 'cancelled' })
      .where(eq(gatewayTransactions.xref, payment?.gatewayXref ?? ''));

    const after = await checkLedger(app.database.db);
    expect(after.differences).toEqual([
      {
        reference: voided.reference,
        keptPence: 0,
        paidPence: payment?.amountPence,
        refundedPence: 0,
        xrefs: [payment?.gatewayXref],
      },
    ]);
    expect(after.differences.map((d) => d.reference)).not.toContain(kept.reference);
  });

  it('balances a partial refund recorded at the gateway and on the booking', async () => {
    const book = createBooker(app);
    const { reference } = await book('Dunn');
    const { payment, saleXref } = await cardPaymentOf(reference);
    const part = Math.floor(payment.amountPence / 4);
    const refund = await refundAtGateway(saleXref, part);
    await recordRefund(reference, {
      amountPence: part,
      state: 'approved',
      gatewayXref: refund.xref,
    });

    const report = await checkLedger(app.database.db);
    expect(report.differences.map((d) => d.reference)).not.toContain(reference);
    expect(report.pending).not.toContain(refund.xref);
    // The gateway still keeps the rest of the SALE.
    const sale = (
      await app.database.db
        .select()
        .from(gatewayTransactions)
        .where(eq(gatewayTransactions.xref, saleXref))
    ).at(0);
    expect(sale?.state).toBe('approved');
  });

  it('names a refund only the gateway made, and holds one being recorded as pending', async () => {
    const book = createBooker(app);
    const { reference } = await book('Ellis');
    const { payment, saleXref } = await cardPaymentOf(reference);
    const part = Math.floor(payment.amountPence / 3);
    const refund = await refundAtGateway(saleXref, part);

    // No refund of ours: the gateway kept less than the booking shows.
    const unrecorded = await checkLedger(app.database.db);
    expect(unrecorded.differences.find((d) => d.reference === reference)).toEqual({
      reference,
      keptPence: payment.amountPence - part,
      paidPence: payment.amountPence,
      refundedPence: 0,
      xrefs: [saleXref],
    });

    // Our refund was sent and its answer is still being recorded: pending, not a difference.
    const id = await recordRefund(reference, {
      amountPence: part,
      state: 'sent',
      gatewayXref: null,
    });
    const recording = await checkLedger(app.database.db);
    expect(recording.differences.map((d) => d.reference)).not.toContain(reference);
    expect(recording.pending).toContain(refund.xref);

    // Recorded: balanced, and nothing pending.
    await app.database.db
      .update(bookingRefunds)
      .set({ state: 'approved', method: 'refund', gatewayXref: refund.xref })
      .where(eq(bookingRefunds.id, id));
    const recorded = await checkLedger(app.database.db);
    expect(recorded.differences.map((d) => d.reference)).not.toContain(reference);
    expect(recorded.pending).not.toContain(refund.xref);
  });
});
