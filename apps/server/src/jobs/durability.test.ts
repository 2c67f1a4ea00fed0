import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { bookings, jobOutbox, mailOutbox } from '../db/schema';
import { createHolidayFactory } from '../test/holidays';
import { CARDS, cardToken, pay, readyToPay } from '../test/payments';
import { createSharedStorage, createTestApp, jobsSettled } from '../test/app';

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
