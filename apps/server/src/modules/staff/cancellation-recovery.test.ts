import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { StaffBookingView } from '@sunward/contracts/staff';
import type { CancellationQuote, StaffCancellation } from '@sunward/contracts/staff-cancellations';
import { bookings, jobOutbox } from '../../db/schema';
import { createSharedStorage, createTestApp, jobsSettled } from '../../test/app';
import { createBooker } from '../../test/bookings';
import { whileFailing } from '../../test/payments';
import { signedInStaff, type SignedInStaff } from '../../test/staff';

const storages: { dispose: () => Promise<void> }[] = [];
afterAll(async () => {
  for (const s of storages) await s.dispose();
});

async function quoted(app: FastifyInstance, who: SignedInStaff, reference: string) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/staff/bookings/${reference}/cancellation-quote`,
    cookies: who.cookies,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CancellationQuote>();
}

async function cancel(
  app: FastifyInstance,
  who: SignedInStaff,
  reference: string,
  waive: 'none' | 'all' = 'none',
): Promise<StaffCancellation> {
  const q = await quoted(app, who, reference);
  const res = await app.inject({
    method: 'POST',
    url: `/api/staff/bookings/${reference}/cancellation`,
    cookies: who.cookies,
    payload: {
      quoteToken: q.quoteToken,
      reason: 'Customer asked',
      ...(waive === 'all'
        ? { acceptedChargePence: 0, waivedPence: q.bandChargePence, waiveReason: 'Our mistake' }
        : { acceptedChargePence: q.bandChargePence }),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ cancellation: StaffCancellation }>().cancellation;
}

async function view(app: FastifyInstance, who: SignedInStaff, reference: string) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/staff/bookings/${reference}`,
    cookies: who.cookies,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<StaffBookingView>();
}

/** Polls the desk's view of the booking until `done` holds (jobs retry with back-off). */
async function until(
  app: FastifyInstance,
  who: SignedInStaff,
  reference: string,
  done: (v: StaffBookingView) => boolean,
): Promise<StaffBookingView> {
  const deadline = Date.now() + 40_000;
  for (;;) {
    await app.jobs.relay();
    const v = await view(app, who, reference);
    if (done(v)) return v;
    if (Date.now() > deadline) throw new Error(`not done: ${JSON.stringify(v.cancellation)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('a cancellation’s follow-up is never lost', () => {
  it(
    'the gateway refuses a refund until it has settled the payment: refund_pending with its reason, then refunded on retry; a whole unsettled payment is voided',
    { timeout: 90_000 },
    async () => {
      const storage = await createSharedStorage();
      storages.push(storage);
      // A gateway that settles the day's payments an hour after taking them. The refused refund's
      // job waits five minutes for its own retry, so the one sent here is the supervisor's.
      const first = await createTestApp({
        ...storage.env,
        SANDBOX_GATEWAY_SETTLEMENT_SECONDS: '3600',
        JOB_RETRY_DELAY_SECONDS: '300',
      });
      let reference: string;
      try {
        const book = createBooker(first);
        const supervisor = await signedInStaff(first, 'supervisor');
        // The whole of a payment not settled yet goes back as a VOID.
        const voided = await book('Hart', { holiday: { offset: 100, pick: 1 } });
        await cancel(first, supervisor, voided.reference, 'all');
        const v = await until(
          first,
          supervisor,
          voided.reference,
          (x) => x.cancellation?.state === 'refunded',
        );
        expect(v.cancellation?.refunds).toMatchObject([{ state: 'approved', method: 'void' }]);

        // Part of one cannot be refunded before it settles: the refusal is kept and shown.
        const partial = await book('Hart', { holiday: { offset: 100, pick: 2 } });
        reference = partial.reference;
        await cancel(first, supervisor, reference);
        const pending = await until(
          first,
          supervisor,
          reference,
          (x) => x.cancellation?.state === 'refund_pending',
        );
        expect(pending.cancellation?.lastError).toContain('TRANSACTION NOT SETTLED');
        expect(pending.cancellation?.refunds).toMatchObject([
          { state: 'declined', responseMessage: 'TRANSACTION NOT SETTLED', attempt: 1 },
        ]);
        expect(pending.booking.cancelled?.refunds).toMatchObject([{ status: 'Processing' }]);
      } finally {
        await first.close();
      }

      // The next day (a process whose gateway has settled it): sent again, refunded once.
      const next = await createTestApp(storage.env);
      try {
        const supervisor = await signedInStaff(next, 'supervisor', 'Noor Khan');
        const retried = await next.inject({
          method: 'POST',
          url: `/api/staff/bookings/${reference}/cancellation/retry`,
          cookies: supervisor.cookies,
        });
        expect(retried.statusCode, retried.body).toBe(200);
        const done = await until(
          next,
          supervisor,
          reference,
          (x) => x.cancellation?.state === 'refunded',
        );
        expect(done.cancellation?.refunds).toMatchObject([
          { state: 'approved', method: 'refund', attempt: 2 },
        ]);
        expect(done.audit?.map((a) => a.action)).toContain('booking.refundsRetried');
        // Nothing left to retry.
        const again = await next.inject({
          method: 'POST',
          url: `/api/staff/bookings/${reference}/cancellation/retry`,
          cookies: supervisor.cookies,
        });
        expect(again.statusCode).toBe(409);
        await jobsSettled(next);
      } finally {
        await next.close();
      }
    },
  );

  it(
    'a process that dies right after the cancellation commits: the next one tells the supplier, refunds and e-mails',
    { timeout: 60_000 },
    async () => {
      const storage = await createSharedStorage();
      storages.push(storage);
      const first = await createTestApp(storage.env);
      let reference: string;
      try {
        const booked = await createBooker(first)('Hart', { holiday: { offset: 100 } });
        reference = booked.reference;
        await jobsSettled(first);
        const supervisor = await signedInStaff(first, 'supervisor');
        // From here the process is as good as dead: its queue neither relays nor works.
        await first.jobs.stop();
        const cancellation = await cancel(first, supervisor, reference);
        expect(cancellation.state).toBe('refunding');
        const queued = await first.database.db.select().from(jobOutbox);
        expect(queued.map((j) => j.queue).sort()).toEqual([
          'booking-email',
          'booking-refunds',
          'booking-supplier-cancel',
        ]);
      } finally {
        await first.close();
      }

      const next = await createTestApp(storage.env);
      try {
        await next.ready();
        await jobsSettled(next);
        const supervisor = await signedInStaff(next, 'supervisor', 'Noor Khan');
        const v = await view(next, supervisor, reference);
        expect(v.cancellation?.state).toBe('refunded');
        expect(v.record.supplierStatus).toBe('cancelled');
        expect(v.emails.map((e) => e.subject)).toContainEqual(
          expect.stringContaining('has been cancelled'),
        );
      } finally {
        await next.close();
      }
    },
  );

  it('the supplier failing to cancel is retried until it does', { timeout: 60_000 }, async () => {
    const app = await createTestApp();
    try {
      const booked = await createBooker(app)('Hart', { holiday: { offset: 100 } });
      await jobsSettled(app);
      const supervisor = await signedInStaff(app, 'supervisor');
      // The supplier's system fails while it records the cancellation.
      await whileFailing(
        app,
        'sandbox_supplier_holds',
        'new.cancelled_at is not null',
        async () => {
          await cancel(app, supervisor, booked.reference);
          await until(app, supervisor, booked.reference, (x) =>
            x.jobs.some((j) => j.queue === 'booking-supplier-cancel' && j.state === 'retrying'),
          );
          const row = await app.database.db
            .select({ supplierStatus: bookings.supplierStatus })
            .from(bookings)
            .where(eq(bookings.reference, booked.reference));
          expect(row[0]?.supplierStatus).toBe('booked');
        },
      );
      // Back up: the next try cancels it.
      const done = await until(
        app,
        supervisor,
        booked.reference,
        (x) =>
          x.record.supplierStatus === 'cancelled' && x.cancellation?.supplierCancelledAt !== null,
      );
      expect(done.cancellation?.state).toBe('refunded');
    } finally {
      await app.close();
    }
  });
});
