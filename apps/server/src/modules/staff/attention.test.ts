import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttentionItem, AttentionQueue } from '@sunward/contracts/staff-attention';
import type { StaffBookingView } from '@sunward/contracts/staff';
import type { CancellationQuote } from '@sunward/contracts/staff-cancellations';
import { attentionResolutions, staffAudit } from '../../db/schema';
import { createTestApp, jobsSettled } from '../../test/app';
import { createBooker, type Booked } from '../../test/bookings';
import { signedInStaff, type SignedInStaff } from '../../test/staff';
import { createAttention } from './attention';
import type { AttentionRepository } from './attention-repository';

let app: FastifyInstance;
let book: ReturnType<typeof createBooker>;
let supervisor: SignedInStaff;
let agent: SignedInStaff;

beforeAll(async () => {
  // The app's own minute-by-minute reconciliation settles only hour-old payments here, so the
  // ten-minute-old one a test lists stays listed until its Retry reconciles it.
  app = await createTestApp({
    LOGIN_RATE_LIMIT_MAX: '1000',
    PAYMENT_RECONCILE_AFTER_SECONDS: '3600',
  });
  book = createBooker(app);
  supervisor = await signedInStaff(app, 'supervisor', 'Sam Okafor');
  agent = await signedInStaff(app, 'agent', 'Ava Patel');
}, 120_000);
afterAll(() => app.close());

async function queue(who = agent, query = ''): Promise<AttentionQueue> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/staff/attention${query}`,
    cookies: who.cookies,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AttentionQueue>();
}

const find = async (kind: string, key: string): Promise<AttentionItem | undefined> =>
  (await queue(agent, `?kind=${kind}`)).items.find((i) => i.key === key);

const act = (
  action: 'retry' | 'resolve',
  kind: string,
  key: string,
  who: SignedInStaff,
  body?: object,
) =>
  app.inject({
    method: 'POST',
    url: `/api/staff/attention/${kind}/${key}/${action}`,
    cookies: who.cookies,
    ...(body ? { payload: body } : {}),
  });

async function bookingIdOf(reference: string): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/staff/bookings/${reference}`,
    cookies: supervisor.cookies,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<StaffBookingView>().record.id;
}

const auditOf = (action: string, targetId: string) =>
  app.database.db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.action, action), eq(staffAudit.targetId, targetId)));

const resolutionsOf = (key: string) =>
  app.database.db.select().from(attentionResolutions).where(eq(attentionResolutions.itemKey, key));

/** A job that used every retry, as pg-boss leaves it, on a queue whose handler can now succeed. */
async function failedJob(queueName: string, data: object, message: string): Promise<string> {
  const { rows } = await app.database.executeSql(
    `insert into pgboss.job (name, data, state, retry_limit, retry_count, retry_delay,
       started_on, completed_on, output)
     values ($1, $2::jsonb, 'failed', 40, 40, 5, now() - interval '1 minute', now(), $3::jsonb)
     returning id::text as id`,
    [queueName, JSON.stringify(data), JSON.stringify({ message })],
  );
  return (rows[0] as { id: string }).id;
}

const jobState = async (id: string) => {
  const { rows } = await app.database.executeSql(
    'select state from pgboss.job where id = $1::uuid',
    [id],
  );
  return (rows[0] as { state: string } | undefined)?.state;
};

describe('needs attention: a supplier booking that failed', () => {
  let booked: Booked;
  let bookingId: string;

  beforeAll(async () => {
    booked = await book('Hart');
    await jobsSettled(app);
    bookingId = await bookingIdOf(booked.reference);
    await app.database.executeSql(
      "update bookings set supplier_status = 'failed' where reference = $1",
      [booked.reference],
    );
  }, 60_000);

  it('is listed for every role, linked to its booking, with no retry', async () => {
    const item = await find('supplier-booking', bookingId);
    expect(item).toMatchObject({
      kind: 'supplier-booking',
      bookingReference: booked.reference,
      retryable: false,
      late: false,
      dueBy: null,
    });
    expect(item?.error).toContain('supplier');
    const all = await queue(agent);
    expect(all.counts['supplier-booking']).toBeGreaterThanOrEqual(1);
    expect(all.items.map((i) => i.key)).toContain(bookingId);
  });

  it('an agent may read it but not act on it (403), and nothing is written', async () => {
    const retry = await act('retry', 'supplier-booking', bookingId, agent);
    expect(retry.statusCode).toBe(403);
    const resolve = await act('resolve', 'supplier-booking', bookingId, agent, {
      note: 'Rebooked by phone',
    });
    expect(resolve.statusCode).toBe(403);
    expect(await resolutionsOf(bookingId)).toEqual([]);
  });

  it('refuses a retry (409), an empty note (422) and bad input (400), writing nothing', async () => {
    const retry = await act('retry', 'supplier-booking', bookingId, supervisor);
    expect(retry.statusCode, retry.body).toBe(409);
    const empty = await act('resolve', 'supplier-booking', bookingId, supervisor, {
      note: '   ',
    });
    expect(empty.statusCode, empty.body).toBe(422);
    expect(empty.json<{ error: { message: string } }>().error.message).toBe(
      'Please say what was done about it.',
    );
    for (const [kind, key, body] of [
      ['nothing', bookingId, { note: 'x' }],
      ['supplier-booking', 'not-an-id', { note: 'x' }],
      ['supplier-booking', bookingId, { note: 'x'.repeat(1001) }],
      ['supplier-booking', bookingId, { note: 'x', extra: true }],
      ['supplier-booking', bookingId, {}],
    ] as const) {
      const res = await act('resolve', kind, key, supervisor, body);
      expect(res.statusCode, `${kind}/${key} ${JSON.stringify(body)}`).toBe(400);
    }
    const unknown = await act('resolve', 'supplier-booking', randomUUID(), supervisor, {
      note: 'Rebooked',
    });
    expect(unknown.statusCode).toBe(404);
    expect(await resolutionsOf(bookingId)).toEqual([]);
    expect(await auditOf('attention.resolved', bookingId)).toEqual([]);
  });

  it('resolved with a note, it leaves the queue and the audit trail says who and how', async () => {
    const res = await act('resolve', 'supplier-booking', bookingId, supervisor, {
      note: '  Rebooked by phone, supplier ref HB-12345  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await find('supplier-booking', bookingId)).toBeUndefined();
    expect(await resolutionsOf(bookingId)).toMatchObject([
      {
        kind: 'supplier-booking',
        staffId: supervisor.id,
        note: 'Rebooked by phone, supplier ref HB-12345',
      },
    ]);
    const audit = await auditOf('attention.resolved', bookingId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staffId: supervisor.id, targetType: 'booking' });
    expect(audit[0]?.after).toMatchObject({
      kind: 'supplier-booking',
      reference: booked.reference,
      note: 'Rebooked by phone, supplier ref HB-12345',
    });
    // The booking's own trail shows it too.
    const view = await app.inject({
      method: 'GET',
      url: `/api/staff/bookings/${booked.reference}`,
      cookies: supervisor.cookies,
    });
    expect(view.json<StaffBookingView>().audit?.map((a) => a.action)).toContain(
      'attention.resolved',
    );
    const again = await act('resolve', 'supplier-booking', bookingId, supervisor, {
      note: 'Again',
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('needs attention: a job that used every retry', () => {
  it('is listed with its error and booking; Retry runs it again, audited, and it leaves the queue', async () => {
    const booked = await book('Hart');
    await jobsSettled(app);
    const bookingId = await bookingIdOf(booked.reference);
    const jobId = await failedJob(
      'booking-email',
      { reference: booked.reference },
      'SMTP 421: service not available',
    );
    const item = await find('failed-job', jobId);
    expect(item).toMatchObject({
      title: 'Booking e-mail: failed after 41 tries',
      error: 'SMTP 421: service not available',
      bookingReference: booked.reference,
      retryable: true,
    });

    expect((await act('retry', 'failed-job', jobId, agent)).statusCode).toBe(403);
    expect(await jobState(jobId)).toBe('failed');

    const res = await act('retry', 'failed-job', jobId, supervisor);
    expect(res.statusCode, res.body).toBe(200);
    expect(await jobState(jobId)).not.toBe('failed');
    await jobsSettled(app);
    expect(await jobState(jobId)).toBe('completed');
    expect(await find('failed-job', jobId)).toBeUndefined();
    const audit = await auditOf('attention.retried', bookingId);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after).toMatchObject({ kind: 'failed-job', key: jobId });

    // It is not failed any more: a second retry finds nothing to retry.
    expect((await act('retry', 'failed-job', jobId, supervisor)).statusCode).toBe(404);
  });

  it('resolved, a failed job stays failed in the queue but leaves the desk', async () => {
    const jobId = await failedJob('account-password-reset', { email: 'x@example.co.uk' }, 'boom');
    const item = await find('failed-job', jobId);
    expect(item).toMatchObject({ title: 'Password reset e-mail: failed after 41 tries' });
    expect(item?.bookingReference).toBeNull();
    const res = await act('resolve', 'failed-job', jobId, supervisor, {
      note: 'Customer reset by phone',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await find('failed-job', jobId)).toBeUndefined();
    expect(await jobState(jobId)).toBe('failed');
    expect(await auditOf('attention.resolved', jobId)).toMatchObject([{ targetType: 'job' }]);
  });
});

describe('needs attention: refunds and payments', () => {
  it('a refund refused past its deadline is listed LATE first; Retry sends the refunds again', async () => {
    const booked = await book('Hart', { holiday: { offset: 10 } });
    await jobsSettled(app);
    const quote = await app.inject({
      method: 'POST',
      url: `/api/staff/bookings/${booked.reference}/cancellation-quote`,
      cookies: supervisor.cookies,
    });
    const q = quote.json<CancellationQuote>();
    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/staff/bookings/${booked.reference}/cancellation`,
      cookies: supervisor.cookies,
      payload: { quoteToken: q.quoteToken, acceptedChargePence: q.totalPence, reason: 'Test' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await jobsSettled(app);
    const { rows } = await app.database.executeSql(
      `update booking_cancellations c set state = 'refund_pending',
         last_error = 'The gateway refused a refund: DECLINED (5)', refund_due_by = '2020-01-01'
       from bookings b where b.id = c.booking_id and b.reference = $1
       returning c.id::text as id`,
      [booked.reference],
    );
    const cancellationId = (rows[0] as { id: string }).id;
    const item = await find('refund', cancellationId);
    expect(item).toMatchObject({
      bookingReference: booked.reference,
      late: true,
      dueBy: '2020-01-01',
      error: 'The gateway refused a refund: DECLINED (5)',
      retryable: true,
    });
    expect((await queue(agent)).items[0]?.late).toBe(true);

    const res = await act('retry', 'refund', cancellationId, supervisor);
    expect(res.statusCode, res.body).toBe(200);
    const bookingId = await bookingIdOf(booked.reference);
    expect(await auditOf('attention.retried', bookingId)).toHaveLength(1);
    expect(await auditOf('booking.refundsRetried', bookingId)).toHaveLength(1);
    await jobsSettled(app);
  });

  it('a payment approved at the gateway and not recorded for 5 minutes is listed; Retry reconciles now', async () => {
    const id = randomUUID();
    await app.database.executeSql(
      `insert into payments (id, itinerary_uuid, idempotency_key, request_hash, transaction_unique,
         order_ref, amount_pence, plan_id, state, created_at, updated_at)
       values ($1, $2, $3, 'hash', $4, 'SW-TEST-1', 12345, 'full', 'approved',
         now() - interval '10 minutes', now() - interval '10 minutes')`,
      [id, randomUUID(), randomUUID(), `attention-${id}`],
    );
    const item = await find('payment', id);
    expect(item).toMatchObject({
      title: 'Checkout payment of £123.45 (SW-TEST-1)',
      bookingReference: null,
      retryable: true,
    });
    const res = await act('retry', 'payment', id, supervisor);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ message: string }>().message).toContain('Reconciliation has run');
    expect(await auditOf('attention.retried', id)).toMatchObject([{ targetType: 'payment' }]);
    const resolved = await act('resolve', 'payment', id, supervisor, {
      note: 'Not ours: a test row',
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(await find('payment', id)).toBeUndefined();
    await app.database.executeSql('delete from payments where id = $1', [id]);
  });
});

describe('needs attention: jobs stuck', () => {
  it('an outbox row no process has queued for far too long is listed, without a retry', async () => {
    const booked = await book('Hart');
    await jobsSettled(app);
    const bookingId = await bookingIdOf(booked.reference);
    const { rows } = await app.database.executeSql(
      `insert into job_outbox (queue, data, created_at)
       values ('a-retired-queue', $1::jsonb, now() - interval '10 minutes') returning id::text as id`,
      [JSON.stringify({ bookingId })],
    );
    const id = (rows[0] as { id: string }).id;
    try {
      const item = await find('stuck-job', id);
      expect(item).toMatchObject({
        title: 'a-retired-queue: not handed to the job queue',
        bookingReference: booked.reference,
        retryable: false,
      });
      expect((await act('retry', 'stuck-job', id, supervisor)).statusCode).toBe(409);
    } finally {
      await app.database.executeSql('delete from job_outbox where id = $1', [id]);
    }
  });
});

describe('needs attention: e-mails not delivered', () => {
  const message = {
    id: randomUUID(),
    subject: 'Your booking KT482915 is confirmed',
    createdAt: new Date('2026-05-01T10:00:00Z'),
  };
  const resolutions = {
    resolvedAmong: async () => new Set<string>(),
  } as unknown as AttentionRepository;
  const service = (delivers: boolean) =>
    createAttention({
      jobs: { failed: async () => [], stuck: async () => [], retry: async () => false },
      bookings: {
        attention: {
          supplierFailed: async () => [],
          identify: async ({ references }) =>
            references?.includes('KT482915')
              ? [{ id: randomUUID(), reference: 'KT482915', cancellationId: null }]
              : [],
        },
        cancellations: {
          refundsOutstanding: async () => [],
          openApprovals: async () => [],
          retryRefunds: () => Promise.reject(new Error('not here')),
        },
      },
      payments: { approvedUnrecorded: async () => [], reconcile: async () => 0 },
      mail: { delivers, undeliveredBefore: async () => [message] },
      resolutions,
    });

  it('without SMTP nothing is delivered, so nothing failed: none is listed', async () => {
    expect((await service(false).queue({ kind: 'email' })).items).toEqual([]);
  });

  it('with SMTP, one not accepted for 15 minutes is listed with its booking, to be resolved by hand', async () => {
    const { items, counts } = await service(true).queue({});
    expect(counts.email).toBe(1);
    expect(items).toEqual([
      expect.objectContaining({
        kind: 'email',
        key: message.id,
        bookingReference: 'KT482915',
        retryable: false,
        since: message.createdAt.toISOString(),
      }),
    ]);
  });
});
