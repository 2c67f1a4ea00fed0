import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { createBooker, type Booked } from '../../test/bookings';
import type { StaffAuditEntry } from '../staff/service';
import { createChangeRequestsRepository } from './change-requests-repository';

/**
 * The desk's writes as the database sees them: each one applies only from the state its caller
 * read (a change made meanwhile leaves it undone), and the change, its audit row (and a reply's
 * e-mail job) commit together or not at all.
 */
let app: FastifyInstance;
let booked: Booked;
let staffId: string;

beforeAll(async () => {
  app = await createTestApp();
  booked = await createBooker(app)('Hart');
  const { rows } = await app.database.executeSql(
    `insert into staff (full_name, email, role, password_hash)
     values ('Ava Patel', $1, 'agent', 'x') returning id`,
    [`${randomUUID()}@sunward.test`],
  );
  staffId = (rows[0] as { id: string }).id;
}, 60_000);
afterAll(() => app.close());

/** The repository with an audit trail that records (or, `failing`, refuses) what it is given. */
function repository(failing = false) {
  const appended: StaffAuditEntry[] = [];
  const repo = createChangeRequestsRepository(app.database.db, {
    audit: () => ({
      async appendAudit(entry) {
        if (failing) throw new Error('the audit trail is unavailable');
        appended.push(entry);
      },
    }),
  });
  return { repo, appended };
}

const entry = (action: string): StaffAuditEntry => ({
  at: new Date(),
  staffId,
  staffRole: 'agent',
  action,
  targetType: 'change_request',
  targetId: null,
  before: null,
  after: null,
  requestId: null,
  address: null,
});

async function newRequest(): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/auth/customer/itineraries/change/${booked.reference}`,
    payload: {
      type: 'room',
      description: 'A sea view, please',
      contactEmail: 'amelia.hart@example.co.uk',
    },
    headers: { 'idempotency-key': randomUUID(), 'x-booking-key': booked.key },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ changeRequest: { id: string } }>().changeRequest.id;
}

async function stateOf(id: string) {
  const { rows } = await app.database.executeSql(
    `select status, assigned_staff_id as "assignedStaffId",
       (select count(*)::int from change_request_replies where change_request_id::text = $1) as replies,
       (select count(*)::int from job_outbox where data->>'changeRequestId' = $1
          and queue = 'booking-change-request-reply-email')
       + (select count(*)::int from pgboss.job where data->>'changeRequestId' = $1
          and name = 'booking-change-request-reply-email') as mails
     from change_requests where id::text = $1`,
    [id],
  );
  return rows[0];
}

const at = new Date();
const open = ['pending', 'in_progress', 'awaiting_customer'] as const;

describe('a status change', () => {
  it('applies only from the status it was read at, audited with it', async () => {
    const id = await newRequest();
    const { repo, appended } = repository();
    const stale = await repo.move(
      id,
      { from: 'in_progress', to: 'completed', declineReason: null, at },
      entry('stale'),
    );
    expect(stale).toBe(false);
    expect(appended).toEqual([]);
    expect(await stateOf(id)).toMatchObject({ status: 'pending' });
    const moved = await repo.move(
      id,
      { from: 'pending', to: 'declined', declineReason: 'No rooms', at },
      entry('moved'),
    );
    expect(moved).toBe(true);
    expect(appended.map((a) => a.action)).toEqual(['moved']);
    expect(await stateOf(id)).toMatchObject({ status: 'declined' });
  });

  it('is undone when its audit row cannot be written', async () => {
    const id = await newRequest();
    const { repo } = repository(true);
    await expect(
      repo.move(id, { from: 'pending', to: 'completed', declineReason: null, at }, entry('x')),
    ).rejects.toThrow('the audit trail is unavailable');
    expect(await stateOf(id)).toMatchObject({ status: 'pending' });
  });
});

describe('an assignment', () => {
  it('applies only while the request is held as read and open', async () => {
    const id = await newRequest();
    const { repo, appended } = repository();
    const change = { from: staffId, to: null, open, at };
    expect(await repo.assign(id, change, entry('stale'))).toBe(false);
    expect(await repo.assign(id, { ...change, from: null, to: staffId }, entry('taken'))).toBe(
      true,
    );
    expect(await repo.assign(id, { ...change, from: null, to: staffId }, entry('again'))).toBe(
      false,
    );
    expect(appended.map((a) => a.action)).toEqual(['taken']);
    expect(await stateOf(id)).toMatchObject({ assignedStaffId: staffId });
    await repo.move(id, { from: 'pending', to: 'completed', declineReason: null, at }, entry('m'));
    expect(await repo.assign(id, { ...change, from: staffId, to: null }, entry('closed'))).toBe(
      false,
    );
    expect(await stateOf(id)).toMatchObject({ assignedStaffId: staffId });
  });

  it('is undone when its audit row cannot be written', async () => {
    const id = await newRequest();
    const { repo } = repository(true);
    await expect(
      repo.assign(id, { from: null, to: staffId, open, at }, entry('x')),
    ).rejects.toThrow();
    expect(await stateOf(id)).toMatchObject({ assignedStaffId: null });
  });
});

describe('a reply', () => {
  const replyTo = (id: string, from: 'pending' | 'in_progress', key = randomUUID()) => ({
    id: randomUUID(),
    changeRequestId: id,
    staffId,
    key,
    body: 'We are on it.',
    from,
    to: 'in_progress' as const,
    at,
  });

  it('is stored with its e-mail job and audit row only from the status it was read at', async () => {
    const id = await newRequest();
    const { repo, appended } = repository();
    expect(await repo.reply(replyTo(id, 'in_progress'), entry('stale'))).toBe('changed');
    expect(await stateOf(id)).toMatchObject({ status: 'pending', replies: 0, mails: 0 });
    const key = randomUUID();
    expect(await repo.reply(replyTo(id, 'pending', key), entry('stored'))).toBe('stored');
    expect(await stateOf(id)).toMatchObject({ status: 'in_progress', replies: 1, mails: 1 });
    // The same reply again (its key), whatever status it was read at: nothing more.
    expect(await repo.reply(replyTo(id, 'pending', key), entry('again'))).toBe('repeated');
    expect(await repo.reply(replyTo(id, 'in_progress', key), entry('again'))).toBe('repeated');
    expect(await stateOf(id)).toMatchObject({ replies: 1, mails: 1 });
    expect(appended.map((a) => a.action)).toEqual(['stored']);
  });

  it('leaves nothing behind when its audit row cannot be written', async () => {
    const id = await newRequest();
    const { repo } = repository(true);
    await expect(repo.reply(replyTo(id, 'pending'), entry('x'))).rejects.toThrow();
    expect(await stateOf(id)).toMatchObject({ status: 'pending', replies: 0, mails: 0 });
  });
});
