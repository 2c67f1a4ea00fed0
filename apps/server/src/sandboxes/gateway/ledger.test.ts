import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingPayments, bookings } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { createBooker } from '../../test/bookings';
import { checkLedger } from './ledger';
import { gatewayTransactions } from './schema';

let app: FastifyInstance;
beforeAll(async () => {
  // This file breaks the ledger on purpose: the check on close would (rightly) fail it.
  app = await createTestApp({}, { skipLedgerCheck: true });
});
afterAll(() => app.close());

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
        xrefs: [payment?.gatewayXref],
      },
    ]);
    expect(after.differences.map((d) => d.reference)).not.toContain(kept.reference);
  });
});
