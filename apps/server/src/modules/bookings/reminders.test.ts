import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingInstalments, bookings, instalmentReminders, mailOutbox } from '../../db/schema';
import { JOBS } from '../../jobs/outbox';
import { addDays, londonToday } from '../../lib/dates';
import { createTestApp, jobsSettled, uniqueEmail, validRegistration } from '../../test/app';
import { createBooker, type Booked } from '../../test/bookings';
import { createBookingsRepository } from './repository';

let app: FastifyInstance;
let booked: Booked;

beforeAll(async () => {
  app = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/customer/register',
    payload: validRegistration(uniqueEmail()),
  });
  const token = res.json<{ access_token: string }>().access_token;
  booked = await createBooker(app)('Hart', { token, planId: 'low-deposit-monthly' });
}, 60_000);
afterAll(() => app.close());

async function instalments() {
  const row = (
    await app.database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.reference, booked.reference))
  ).at(0);
  if (!row) throw new Error('the booking is not stored');
  const rows = await app.database.db
    .select()
    .from(bookingInstalments)
    .where(eq(bookingInstalments.bookingId, row.id))
    .orderBy(bookingInstalments.sequence);
  const [deposit, second, third] = [rows.at(0), rows.at(1), rows.at(2)];
  if (!deposit || !second || !third) throw new Error('a deposit plan has three instalments');
  return { deposit, second, third };
}

/** Time passes: an instalment now falls due this many days from today. */
async function dueIn(id: string, days: number) {
  await app.database.db
    .update(bookingInstalments)
    .set({ dueDate: addDays(londonToday(), days) })
    .where(eq(bookingInstalments.id, id));
}

const reminderMails = () =>
  app.database.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.subject, `%payment for booking ${booked.reference}%`));

const runReminders = async () => {
  await Promise.all([
    app.jobs.send(JOBS.instalmentReminders, {}),
    app.jobs.send(JOBS.instalmentReminders, {}),
  ]);
  await jobsSettled(app);
};

describe('instalment reminders', () => {
  it('e-mails once 14 days before, once 3 days before and once the day after, however often they run', async () => {
    const { second } = await instalments();
    await dueIn(second.id, 10);
    await runReminders();
    await runReminders();
    let mails = await reminderMails();
    expect(mails.map((m) => m.subject)).toEqual([
      `Your next payment for booking ${booked.reference} is due on ${new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${addDays(londonToday(), 10)}T00:00:00Z`))}`,
    ]);
    expect(mails[0]?.text).toContain('Payment 1 of £');
    expect(mails[0]?.text).toContain(`/account/booking/${booked.reference}/payment`);

    await dueIn(second.id, 2);
    await runReminders();
    await dueIn(second.id, -1);
    await runReminders();
    await runReminders();
    mails = await reminderMails();
    expect(mails).toHaveLength(3);
    expect(mails.filter((m) => m.subject.includes('overdue'))).toHaveLength(1);
  });

  it('claims each reminder once when two workers race for it', async () => {
    const { third } = await instalments();
    const repo = createBookingsRepository(app.database.db);
    const claims = await Promise.all(
      Array.from({ length: 5 }, () => repo.claimReminder(third.id, 'due-14')),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    const rows = await app.database.db
      .select()
      .from(instalmentReminders)
      .where(
        and(eq(instalmentReminders.instalmentId, third.id), eq(instalmentReminders.kind, 'due-14')),
      );
    expect(rows).toHaveLength(1);
  });

  it('sends nothing about an instalment already paid', async () => {
    const { deposit } = await instalments();
    await jobsSettled(app);
    const before = (await reminderMails()).length;
    await dueIn(deposit.id, 5);
    await runReminders();
    expect(await reminderMails()).toHaveLength(before);
  });
});
