import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import PgBoss from 'pg-boss';
import { afterAll, describe, expect, it } from 'vitest';
import { bookings, jobOutbox, mailOutbox } from '../db/schema';
import { createHolidayFactory } from '../test/holidays';
import { CARDS, cardToken, pay, readyToPay } from '../test/payments';
import { createSharedStorage, createTestApp, jobsSettled } from '../test/app';
import { holdLease } from './leases';
import { deleteOutbox, JOBS, readOutbox } from './outbox';
import { DURABLE, LEASE, recoverySeconds } from './queue';

const storages: { dispose: () => Promise<void> }[] = [];
afterAll(async () => {
  for (const s of storages) await s.dispose();
});

describe('work after a commit survives the process that committed it', () => {
  // Two apps start on one database folder: a journey, given a generous limit.
  it(
    'a booking whose process died before its jobs ran is booked with the supplier and mailed by the next process',
    { timeout: 60_000 },
    async () => {
      const storage = await createSharedStorage();
      storages.push(storage);
      const first = await createTestApp(storage.env);
      let reference: string;
      try {
        const h = await createHolidayFactory(first)({ notAirline: 'Ryanair', pick: 2 });
        await readyToPay(first, h);
        const token = await cardToken(first, CARDS.approved);
        // From here the process is as good as dead: its queue neither relays nor works.
        await first.jobs.stop();
        const paid = await pay(first, h, token);
        expect(paid.statusCode, paid.body).toBe(200);
        reference = paid.json<{ bookingReference: string }>().bookingReference;
        // The work is in the outbox, committed with the booking; none of it has happened.
        expect(await first.database.db.select().from(jobOutbox)).toHaveLength(2);
        const row = (
          await first.database.db.select().from(bookings).where(eq(bookings.reference, reference))
        ).at(0);
        expect(row?.supplierStatus).toBe('pending');
      } finally {
        await first.close();
      }

      // The next process (a restart, or another one) finishes it: the supplier's hold was stored,
      // not kept in the dead process's memory.
      const next = await createTestApp(storage.env);
      try {
        await next.ready();
        await jobsSettled(next);
        const row = (
          await next.database.db.select().from(bookings).where(eq(bookings.reference, reference))
        ).at(0);
        expect(row?.supplierStatus).toBe('booked');
        expect(row?.supplierReference).toMatch(/^SBX/);
        const mails = await next.database.db
          .select({ subject: mailOutbox.subject })
          .from(mailOutbox)
          .where(eq(mailOutbox.dedupeKey, `booking:${reference}:Confirmed`));
        expect(mails).toHaveLength(1);
        expect(await next.database.db.select().from(jobOutbox)).toHaveLength(0);

        // A second booking after the restart never shares the first one's supplier reference.
        const h = await createHolidayFactory(next)({ notAirline: 'Ryanair', pick: 3 });
        await readyToPay(next, h);
        const again = await pay(next, h, await cardToken(next, CARDS.approved));
        expect(again.statusCode, again.body).toBe(200);
        await jobsSettled(next);
        const refs = await next.database.db
          .select({ ref: bookings.supplierReference })
          .from(bookings);
        expect(new Set(refs.map((r) => r.ref)).size).toBe(2);
      } finally {
        await next.close();
      }
    },
  );
});

/**
 * What a process killed while running its jobs leaves behind: each job taken from the queue
 * (active), its lease last renewed at the moment of death, nothing completed.
 */
async function takeJobsAndDie(app: FastifyInstance): Promise<number> {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => app.database.executeSql(text, values) },
    schema: 'pgboss',
    supervise: false,
    schedule: false,
    migrate: false,
  });
  await boss.start();
  const rows = await readOutbox(app.database.db, Object.values(JOBS), 100);
  let taken = 0;
  for (const row of rows) {
    await boss.send(row.queue, row.data as object, { id: row.id });
    const job = (await boss.fetch(row.queue)).at(0);
    if (!job) throw new Error(`the ${row.queue} job was not taken`);
    await holdLease(app.database.db, {
      jobId: job.id,
      queue: row.queue,
      token: 'the-dead-process',
      renewedAt: new Date(),
    });
    taken += 1;
  }
  await deleteOutbox(
    app.database.db,
    rows.map((r) => r.id),
  );
  await boss.stop({ graceful: false, close: false, wait: true });
  return taken;
}

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not done within ${String(timeoutMs)} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('work a process was running when it died', () => {
  it(
    'is handed back and done by the next process within a minute of the death',
    { timeout: 60_000 },
    async () => {
      // The bound, from the lease and the queue's own settings (docs/operations.md).
      expect(recoverySeconds(DURABLE, 2)).toBeLessThanOrEqual(60);

      const storage = await createSharedStorage();
      storages.push(storage);
      const first = await createTestApp(storage.env);
      let reference: string;
      try {
        const h = await createHolidayFactory(first)({ notAirline: 'Ryanair', pick: 4 });
        await readyToPay(first, h);
        const token = await cardToken(first, CARDS.approved);
        await first.jobs.stop();
        const paid = await pay(first, h, token);
        expect(paid.statusCode, paid.body).toBe(200);
        reference = paid.json<{ bookingReference: string }>().bookingReference;
        // The supplier booking and the e-mail were taken by a process that was then killed.
        expect(await takeJobsAndDie(first)).toBe(2);
      } finally {
        await first.close();
      }

      const next = await createTestApp(storage.env);
      try {
        await next.ready();
        const db = next.database;
        const booked = async () => {
          const row = (
            await db.db.select().from(bookings).where(eq(bookings.reference, reference))
          ).at(0);
          const mails = await db.db
            .select({ id: mailOutbox.id })
            .from(mailOutbox)
            .where(eq(mailOutbox.dedupeKey, `booking:${reference}:Confirmed`));
          return row?.supplierStatus === 'booked' && mails.length === 1;
        };
        // The dead process's leases look fresh: nothing is handed back before they lapse.
        expect(await next.jobs.recoverLapsed()).toBe(0);
        expect(await booked()).toBe(false);

        // The clock moves on past the dead process's leases with no renewal: the next check hands
        // both back. (Only theirs: a job this process is running renews its own lease.)
        await db.executeSql(
          `update job_leases set renewed_at = renewed_at - make_interval(secs => $1)
            where token = 'the-dead-process'`,
          [LEASE.seconds + 1],
        );
        expect(await next.jobs.recoverLapsed()).toBe(2);
        // The first retry's back-off passes (at most two retry delays), and a worker takes them.
        await db.executeSql(
          `update pgboss.job set start_after = now() where state = 'retry' and name like 'booking-%'`,
        );
        await until(booked, 15_000);
        await jobsSettled(next);
        expect(await db.db.select().from(jobOutbox)).toHaveLength(0);
      } finally {
        await next.close();
      }
    },
  );
});

describe('outbox rows of a queue this release does not know', () => {
  it('hold back no other work: the rows behind them are relayed, theirs stay and are reported', async () => {
    const app = await createTestApp();
    try {
      await app.ready();
      // 150 rows from a later release (rolled back since), older than this release's next job.
      await app.database.db.insert(jobOutbox).values(
        Array.from({ length: 150 }, (_, i) => ({
          queue: 'a-queue-of-a-later-release',
          data: { n: i },
          createdAt: new Date(Date.now() - 600_000 + i),
        })),
      );
      await app.database.db.insert(jobOutbox).values({ queue: JOBS.purgeSearches, data: {} });

      // Relayed by this call or by the app's own minute relay, whichever comes first; behind 150
      // rows it cannot send, the relay used to stop before reaching it.
      const waiting = async () =>
        (
          await app.database.db
            .select({ id: jobOutbox.id })
            .from(jobOutbox)
            .where(eq(jobOutbox.queue, JOBS.purgeSearches))
        ).length;
      for (let pass = 0; pass < 20 && (await waiting()) > 0; pass += 1) await app.jobs.relay();
      expect(await waiting()).toBe(0);
      const left = await app.database.db.select({ queue: jobOutbox.queue }).from(jobOutbox);
      expect(left).toHaveLength(150);
      expect(new Set(left.map((r) => r.queue))).toEqual(new Set(['a-queue-of-a-later-release']));
      // The health check counts them as waiting and, ten minutes old, as stuck.
      const health = await app.jobs.health();
      expect(health.waiting).toBeGreaterThanOrEqual(150);
      expect(health.stuck).toBe(150);
    } finally {
      await app.close();
    }
  });
});
