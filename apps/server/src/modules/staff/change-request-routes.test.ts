import { randomUUID } from 'node:crypto';
import type { BookingDetail, ChangeRequestStatus } from '@sunward/contracts/bookings';
import { changeRequestStatuses } from '@sunward/contracts/bookings';
import {
  changeRequestPaths as paths,
  staffChangeRequestMessages as messages,
  type StaffChangeRequestDetail,
  type StaffChangeRequestQueue,
} from '@sunward/contracts/staff-change-requests';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJobs, JOBS } from '../../jobs/outbox';
import { attachmentDisposition } from '../../lib/content-disposition';
import { createTestApp, jobsSettled, uniqueEmail, validRegistration } from '../../test/app';
import { createBooker, type Booked } from '../../test/bookings';
import { type SignedInStaff, signedInStaff } from '../../test/staff';

const SIGNATURE = 'Sunward Holidays customer care';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF');
const HOUR = 3_600_000;

type Member = SignedInStaff;

let app: FastifyInstance;
let owner: string;
/** A signed-in customer's booking and a guest's. */
let ownBooking: Booked;
let guestBooking: Booked;
let agent: Member;
let otherAgent: Member;
let supervisor: Member;

const signedIn = (role: 'agent' | 'supervisor', fullName: string): Promise<Member> =>
  signedInStaff(app, role, fullName);

beforeAll(async () => {
  app = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/customer/register',
    payload: validRegistration(uniqueEmail()),
  });
  owner = registered.json<{ access_token: string }>().access_token;
  const book = createBooker(app);
  ownBooking = await book('Hart', { token: owner });
  guestBooking = await book("O'Neill");
  agent = await signedIn('agent', 'Ava Patel');
  otherAgent = await signedIn('agent', 'Ben Cole');
  supervisor = await signedIn('supervisor', 'Sara Khan');
}, 120_000);
afterAll(() => app.close());

/** A customer's change request on `booking` (its owner asks): its id. */
async function requestChange(
  booking: Booked,
  fields: Record<string, unknown> = {},
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/auth/customer/itineraries/change/${booking.reference}`,
    payload: {
      type: 'room',
      urgency: 'medium',
      description: 'Could we have a sea-view room instead?',
      contactMethod: 'email',
      contactEmail: uniqueEmail(),
      ...fields,
    },
    headers: {
      'idempotency-key': randomUUID(),
      ...(booking === ownBooking
        ? { authorization: `Bearer ${owner}` }
        : { 'x-booking-key': booking.key }),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ changeRequest: { id: string } }>().changeRequest.id;
}

const get = (url: string, who: { cookies: Record<string, string> } = agent) =>
  app.inject({ method: 'GET', url: `/api${url}`, cookies: who.cookies });
const post = (
  url: string,
  payload: unknown,
  who: { cookies: Record<string, string> } = agent,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload: payload as Record<string, unknown>,
    cookies: who.cookies,
    headers,
  });
const queue = async (query: Record<string, string>, who: Member = agent) => {
  const res = await app.inject({
    method: 'GET',
    url: `/api${paths.queue}`,
    query,
    cookies: who.cookies,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<StaffChangeRequestQueue>();
};
const detailOf = async (id: string) => {
  const res = await get(paths.detail(id));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ changeRequest: StaffChangeRequestDetail }>().changeRequest;
};
const reply = (id: string, payload: unknown, key: string = randomUUID(), who: Member = agent) =>
  post(paths.replies(id), payload, who, { 'idempotency-key': key });
const move = (id: string, payload: unknown, who: Member = agent) =>
  post(paths.status(id), payload, who);

/** Puts a request where a test needs it, as the desk would have left it. */
async function setRow(id: string, set: { status?: ChangeRequestStatus; sentHoursAgo?: number }) {
  if (set.status) {
    await app.database.executeSql(
      'update change_requests set status = $2, decline_reason = null where id = $1',
      [id, set.status],
    );
  }
  if (set.sentHoursAgo !== undefined) {
    await app.database.executeSql('update change_requests set created_at = $2 where id = $1', [
      id,
      new Date(Date.now() - set.sentHoursAgo * HOUR).toISOString(),
    ]);
  }
}

/** The audit rows of the changes made to one request (reads are left out), oldest first. */
async function changesAudited(id: string) {
  const { rows } = await app.database.executeSql(
    `select action, staff_id as "staffId", before, after from staff_audit
     where target_type = 'change_request' and target_id = $1
       and action in ('changeRequest.assigned', 'changeRequest.replied', 'changeRequest.statusChanged')
     order by id`,
    [id],
  );
  return rows as { action: string; staffId: string; before: unknown; after: unknown }[];
}

async function replyCount(id: string): Promise<number> {
  const { rows } = await app.database.executeSql(
    'select count(*)::int as n from change_request_replies where change_request_id = $1',
    [id],
  );
  return (rows[0] as { n: number }).n;
}

const customerDetail = async () => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/bookings/${ownBooking.reference}/detail`,
    headers: { authorization: `Bearer ${owner}` },
  });
  expect(res.statusCode).toBe(200);
  return res.json<BookingDetail>();
};

describe('the queue', () => {
  let high: string;
  let medium: string;
  let low: string;
  const ref = () => guestBooking.reference;

  beforeAll(async () => {
    high = await requestChange(guestBooking, { urgency: 'high', type: 'room' });
    medium = await requestChange(guestBooking, { urgency: 'medium', type: 'flight' });
    low = await requestChange(guestBooking, { urgency: 'low', type: 'other' });
    await setRow(high, { sentHoursAgo: 5 });
    await setRow(medium, { sentHoursAgo: 2 });
    await setRow(low, { sentHoursAgo: 30 });
  });

  it('lists a booking’s requests oldest first (or newest), with who, what and how late', async () => {
    const all = await queue({ reference: ref().toLowerCase() });
    expect(all).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect(all.changeRequests.map((r) => r.id)).toEqual([low, high, medium]);
    expect(all.changeRequests[0]).toMatchObject({
      bookingReference: ref(),
      leadPassenger: expect.stringMatching(/O'Neill$/) as string,
      type: 'other',
      urgency: 'low',
      status: 'pending',
      assignedTo: null,
      overdue: true,
      replyCount: 0,
    });
    const newest = await queue({ reference: ref(), sort: 'newest' });
    expect(newest.changeRequests.map((r) => r.id)).toEqual([medium, high, low]);
  });

  it('filters by status, type, urgency, overdue and who holds it; pages on the server', async () => {
    const ids = async (query: Record<string, string>, who: Member = agent) =>
      (await queue({ reference: ref(), ...query }, who)).changeRequests.map((r) => r.id);
    expect(await ids({ urgency: 'high' })).toEqual([high]);
    expect(await ids({ type: 'flight' })).toEqual([medium]);
    expect(await ids({ overdue: 'true' })).toEqual([low, high]);
    expect(await ids({ overdue: 'false' })).toEqual([medium]);
    expect(await ids({ status: 'pending,in_progress' })).toEqual([low, high, medium]);
    expect(await ids({ status: 'completed' })).toEqual([]);
    expect(await ids({ assigned: 'nobody' })).toEqual([low, high, medium]);

    expect((await post(paths.assign(high), { staffId: agent.id })).statusCode).toBe(200);
    expect(await ids({ assigned: 'me' })).toEqual([high]);
    expect(await ids({ assigned: 'me' }, otherAgent)).toEqual([]);
    expect(await ids({ assigned: agent.id }, supervisor)).toEqual([high]);
    expect(await ids({ assigned: 'nobody' })).toEqual([low, medium]);
    const held = (await queue({ reference: ref(), assigned: 'me' })).changeRequests.at(0);
    expect(held?.assignedTo).toEqual({ id: agent.id, fullName: 'Ava Patel' });

    const second = await queue({ reference: ref(), pageSize: '2', page: '2' });
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.changeRequests.map((r) => r.id)).toEqual([medium]);
    expect((await queue({ reference: ref(), page: '9' })).changeRequests).toEqual([]);
    // Across every booking, the page is full.
    expect((await queue({ pageSize: '1' })).changeRequests).toHaveLength(1);
  });

  it('refuses filters it does not know, a page over 100, and anyone not signed in as staff', async () => {
    const refusedQueries: Record<string, string>[] = [
      { pageSize: '101' },
      { page: '0' },
      { status: 'open' },
      { status: 'pending,' },
      { assigned: 'someone' },
      { overdue: 'yes' },
      { sort: 'urgent' },
      { colour: 'red' },
    ];
    for (const query of refusedQueries) {
      const res = await app.inject({
        method: 'GET',
        url: `/api${paths.queue}`,
        query,
        cookies: agent.cookies,
      });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
    }
    expect((await app.inject({ method: 'GET', url: `/api${paths.queue}` })).statusCode).toBe(401);
    const asCustomer = await app.inject({
      method: 'GET',
      url: `/api${paths.queue}`,
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(asCustomer.statusCode).toBe(401);
  });

  it('audits who read the queue and what they asked for', async () => {
    await queue({ reference: ref(), urgency: 'low' }, supervisor);
    const { rows } = await app.database.executeSql(
      "select after from staff_audit where staff_id = $1 and action = 'changeRequests.listed'",
      [supervisor.id],
    );
    expect(rows).toContainEqual({
      after: { query: { reference: ref(), urgency: 'low' }, found: 1 },
    });
  });

  it('is overdue past 4 hours (urgent) or 24 hours (otherwise) unanswered, by the server’s clock', async () => {
    const id = await requestChange(guestBooking, { urgency: 'high' });
    const minute = 1 / 60;
    const overdue = async () => (await detailOf(id)).overdue;
    await setRow(id, { sentHoursAgo: 4 - minute });
    expect(await overdue()).toBe(false);
    await setRow(id, { sentHoursAgo: 4 + minute });
    expect(await overdue()).toBe(true);
    const late = await queue({ reference: ref(), overdue: 'true' });
    expect(late.changeRequests.map((r) => r.id)).toContain(id);

    const medium = await requestChange(guestBooking, { urgency: 'medium' });
    await setRow(medium, { sentHoursAgo: 24 - minute });
    expect((await detailOf(medium)).overdue).toBe(false);
    await setRow(medium, { sentHoursAgo: 24 + minute });
    expect((await detailOf(medium)).overdue).toBe(true);

    // A reply answers it.
    expect((await reply(id, { body: 'We are on it.' })).statusCode).toBe(200);
    expect(await overdue()).toBe(false);
    const answered = await queue({ reference: ref(), overdue: 'true' });
    expect(answered.changeRequests.map((r) => r.id)).not.toContain(id);
  });
});

describe('assigning a request', () => {
  it('lets an agent take a free request for themselves, audited with the change', async () => {
    const id = await requestChange(guestBooking);
    const res = await post(paths.assign(id), { staffId: agent.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ changeRequest: StaffChangeRequestDetail }>().changeRequest).toMatchObject({
      id,
      assignedTo: { id: agent.id, fullName: 'Ava Patel' },
    });
    expect(await changesAudited(id)).toEqual([
      {
        action: 'changeRequest.assigned',
        staffId: agent.id,
        before: { assignedStaffId: null },
        after: { assignedStaffId: agent.id },
      },
    ]);
  });

  it('refuses an agent assigning someone else (403) or taking a request someone holds (409), writing nothing', async () => {
    const id = await requestChange(guestBooking);
    const toOther = await post(paths.assign(id), { staffId: otherAgent.id });
    expect(toOther.statusCode).toBe(403);
    expect(toOther.json()).toMatchObject({ error: { message: messages.assignSelfOnly } });
    expect((await post(paths.assign(id), { staffId: agent.id })).statusCode).toBe(200);
    const taken = await post(paths.assign(id), { staffId: otherAgent.id }, otherAgent);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: { code: 'CONFLICT', message: messages.taken } });
    const release = await post(paths.assign(id), { staffId: null }, otherAgent);
    expect(release.statusCode).toBe(403);
    expect((await detailOf(id)).assignedTo?.id).toBe(agent.id);
    expect(await changesAudited(id)).toHaveLength(1);
  });

  it('lets a supervisor hand a request to anyone active, and its holder release it', async () => {
    const id = await requestChange(guestBooking);
    await post(paths.assign(id), { staffId: agent.id });
    const handed = await post(paths.assign(id), { staffId: otherAgent.id }, supervisor);
    expect(handed.statusCode, handed.body).toBe(200);
    expect((await detailOf(id)).assignedTo).toEqual({ id: otherAgent.id, fullName: 'Ben Cole' });
    const nobody = await post(paths.assign(id), { staffId: randomUUID() }, supervisor);
    expect(nobody.statusCode).toBe(422);
    expect(nobody.json()).toMatchObject({
      error: { details: { errors: { staffId: [messages.noSuchStaff] } } },
    });
    expect((await post(paths.assign(id), { staffId: null }, otherAgent)).statusCode).toBe(200);
    expect((await detailOf(id)).assignedTo).toBeNull();
    expect((await changesAudited(id)).map((a) => a.after)).toEqual([
      { assignedStaffId: agent.id },
      { assignedStaffId: otherAgent.id },
      { assignedStaffId: null },
    ]);
  });

  it('gives a request taken by two agents at once to one of them; the other gets 409', async () => {
    const id = await requestChange(guestBooking);
    const answers = await Promise.all([
      post(paths.assign(id), { staffId: agent.id }, agent),
      post(paths.assign(id), { staffId: otherAgent.id }, otherAgent),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await changesAudited(id)).toHaveLength(1);
  });

  it('does not assign a closed request', async () => {
    const id = await requestChange(guestBooking);
    await setRow(id, { status: 'completed' });
    const res = await post(paths.assign(id), { staffId: agent.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: { message: messages.closed } });
  });
});

describe('replying to the customer', () => {
  it('stores a reply once per Idempotency-Key, e-mails it once, and shows it on the customer’s booking', async () => {
    const contactEmail = uniqueEmail();
    const id = await requestChange(ownBooking, { contactEmail });
    await jobsSettled(app);
    const body = 'We can move you to a sea-view room for <b>£40</b>.\n\nShall we go ahead?';
    const key = randomUUID();
    const first = await reply(id, { body }, key);
    expect(first.statusCode, first.body).toBe(200);
    const answered = first.json<{ changeRequest: StaffChangeRequestDetail }>().changeRequest;
    expect(answered).toMatchObject({
      status: 'in_progress',
      replyCount: 1,
      replies: [{ body, staff: { id: agent.id, fullName: 'Ava Patel' } }],
      history: [{ from: 'pending', to: 'in_progress', by: { id: agent.id } }],
    });
    const again = await reply(id, { body }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ changeRequest: StaffChangeRequestDetail }>().changeRequest.replies).toEqual(
      answered.replies,
    );
    expect(await replyCount(id)).toBe(1);

    await jobsSettled(app);
    // The job run again (a retry after a crash) sends nothing more.
    await enqueueJobs(app.database.db, [
      {
        queue: JOBS.changeRequestReplyEmail,
        data: { changeRequestId: id, replyId: answered.replies[0]?.id ?? '' },
      },
    ]);
    await jobsSettled(app);
    const { rows } = await app.database.executeSql(
      'select subject, text, html from mail_outbox where "to" = $1 and subject like $2',
      [contactEmail, 'Reply to%'],
    );
    expect(rows).toEqual([
      {
        subject: `Reply to your change request for booking ${ownBooking.reference}`,
        text: expect.stringContaining(body) as string,
        html: expect.stringContaining('sea-view room for &lt;b&gt;£40&lt;/b&gt;.') as string,
      },
    ]);
    const mail = (rows as { text: string; html: string }[]).at(0);
    expect(mail?.html).not.toContain('<b>£40');
    expect(mail?.text).toContain(SIGNATURE);
    expect(mail?.text).not.toContain('Ava Patel');

    const seen = (await customerDetail()).changeRequests.find((r) => r.id === id);
    expect(seen).toMatchObject({
      status: 'in_progress',
      declineReason: null,
      replies: [{ id: answered.replies[0]?.id, body, from: SIGNATURE, sentAt: expect.any(String) }],
    });
    expect(JSON.stringify(seen)).not.toContain('Ava Patel');
    expect(JSON.stringify(seen)).not.toContain(agent.email);
    expect(await changesAudited(id)).toEqual([
      {
        action: 'changeRequest.replied',
        staffId: agent.id,
        before: { status: 'pending' },
        after: { status: 'in_progress', replyId: answered.replies[0]?.id },
      },
    ]);
  });

  it('stores one reply when the same one is sent twice at once', async () => {
    const id = await requestChange(guestBooking);
    const key = randomUUID();
    const answers = await Promise.all([
      reply(id, { body: 'Done.' }, key),
      reply(id, { body: 'Done.' }, key),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(await replyCount(id)).toBe(1);
    expect(await changesAudited(id)).toHaveLength(1);
  });

  it('waits for the customer when asked, and takes no reply once closed', async () => {
    const id = await requestChange(ownBooking);
    const waiting = await reply(id, { body: 'Which dates?', then: 'awaiting_customer' });
    expect(waiting.json<{ changeRequest: StaffChangeRequestDetail }>().changeRequest.status).toBe(
      'awaiting_customer',
    );
    expect((await customerDetail()).changeRequests.find((r) => r.id === id)?.status).toBe(
      'awaiting_customer',
    );
    const more = await reply(id, { body: 'A reminder: which dates?' });
    expect(more.json<{ changeRequest: StaffChangeRequestDetail }>().changeRequest.status).toBe(
      'awaiting_customer',
    );
    const resumed = await reply(id, { body: 'Thanks, on it.', then: 'in_progress' });
    expect(resumed.json<{ changeRequest: StaffChangeRequestDetail }>().changeRequest).toMatchObject(
      { status: 'in_progress', replyCount: 3 },
    );
    await setRow(id, { status: 'declined' });
    const closed = await reply(id, { body: 'One more thing' });
    expect(closed.statusCode).toBe(409);
    expect(await replyCount(id)).toBe(3);
  });

  it('refuses a reply that is empty, too long, holds a NUL, has wrong types or no key, storing nothing', async () => {
    const id = await requestChange(guestBooking);
    const cases: [unknown, number, Record<string, string>?][] = [
      [{ body: '   ' }, 422],
      [{ body: 'a'.repeat(5001) }, 400],
      [{ body: 'a'.repeat(100_000) }, 400],
      [{ body: 'Hello\u0000there' }, 400],
      [{ body: 5 }, 400],
      [{ body: 'Hello', then: 'completed' }, 400],
      [{ body: 'Hello', colour: 'red' }, 400],
      [[], 400],
    ];
    for (const [payload, status] of cases) {
      const res = await reply(id, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(status);
    }
    const noKey = await post(paths.replies(id), { body: 'Hello' });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json<{ error: { message: string } }>().error.message).toContain(
      messages.replyKeyRequired,
    );
    expect((await reply(id, { body: 'Hello' }, 'short')).statusCode).toBe(400);
    expect(await replyCount(id)).toBe(0);
    expect(await changesAudited(id)).toEqual([]);
    expect((await detailOf(id)).status).toBe('pending');
  });
});

describe('moving a request on', () => {
  const allowed: Record<ChangeRequestStatus, ChangeRequestStatus[]> = {
    pending: ['in_progress', 'awaiting_customer', 'completed', 'declined'],
    in_progress: ['awaiting_customer', 'completed', 'declined'],
    awaiting_customer: ['in_progress', 'completed', 'declined'],
    completed: [],
    declined: [],
  };

  it('allows every move of the table and refuses every other (422)', async () => {
    const id = await requestChange(guestBooking);
    for (const from of changeRequestStatuses) {
      for (const to of changeRequestStatuses) {
        await setRow(id, { status: from });
        const res = await move(id, {
          from,
          to,
          ...(to === 'declined' ? { reason: 'No rooms left' } : {}),
        });
        const ok = allowed[from].includes(to);
        expect(res.statusCode, `${from} → ${to}: ${res.body}`).toBe(ok ? 200 : 422);
        expect((await detailOf(id)).status).toBe(ok ? to : from);
      }
    }
  });

  it('declines only with a reason, which the customer reads; the history names who moved it', async () => {
    const id = await requestChange(ownBooking);
    for (const reason of [undefined, '', '   ']) {
      const res = await move(id, { from: 'pending', to: 'declined', reason });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        error: { details: { errors: { reason: [messages.reasonRequired] } } },
      });
    }
    const tooLong = await move(id, { from: 'pending', to: 'declined', reason: 'x'.repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
    const reasonElsewhere = await move(id, { from: 'pending', to: 'completed', reason: 'Done' });
    expect(reasonElsewhere.statusCode).toBe(422);
    expect(await changesAudited(id)).toEqual([]);

    expect((await move(id, { from: 'pending', to: 'in_progress' })).statusCode).toBe(200);
    const declined = await move(
      id,
      { from: 'in_progress', to: 'declined', reason: ' The hotel has no sea-view rooms left. ' },
      supervisor,
    );
    expect(declined.statusCode, declined.body).toBe(200);
    const desk = declined.json<{ changeRequest: StaffChangeRequestDetail }>().changeRequest;
    expect(desk).toMatchObject({
      status: 'declined',
      declineReason: 'The hotel has no sea-view rooms left.',
      next: [],
      history: [
        { from: 'pending', to: 'in_progress', by: { id: agent.id, fullName: 'Ava Patel' } },
        { from: 'in_progress', to: 'declined', by: { id: supervisor.id, fullName: 'Sara Khan' } },
      ],
    });
    expect((await customerDetail()).changeRequests.find((r) => r.id === id)).toMatchObject({
      status: 'declined',
      declineReason: 'The hotel has no sea-view rooms left.',
    });
    expect((await changesAudited(id)).map((a) => [a.before, a.after])).toEqual([
      [{ status: 'pending' }, { status: 'in_progress' }],
      [
        { status: 'in_progress' },
        { status: 'declined', declineReason: 'The hotel has no sea-view rooms left.' },
      ],
    ]);
  });

  it('answers 409 to a move from a status the request has left, changing and auditing nothing', async () => {
    const id = await requestChange(guestBooking);
    expect((await move(id, { from: 'pending', to: 'in_progress' })).statusCode).toBe(200);
    const stale = await move(id, { from: 'pending', to: 'completed' }, otherAgent);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      error: { code: 'CONFLICT', message: messages.changedMeanwhile },
    });
    expect((await detailOf(id)).status).toBe('in_progress');
    expect(await changesAudited(id)).toHaveLength(1);
  });

  it('applies the same move sent twice at once once', async () => {
    const id = await requestChange(guestBooking);
    const answers = await Promise.all([
      move(id, { from: 'pending', to: 'completed' }),
      move(id, { from: 'pending', to: 'completed' }, otherAgent),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await changesAudited(id)).toHaveLength(1);
  });
});

describe('the customer’s files', () => {
  const NAME = 'Résumé "final".pdf';
  let id: string;
  let attachmentId: string;

  beforeAll(async () => {
    id = await requestChange(guestBooking, {
      attachments: [{ name: NAME, type: 'application/pdf', content: PDF.toString('base64') }],
    });
    const listed = (await detailOf(id)).attachments;
    expect(listed).toEqual([
      { id: expect.any(String) as string, name: NAME, type: 'application/pdf', size: PDF.length },
    ]);
    attachmentId = listed[0]?.id ?? '';
  });

  it('downloads as the file, under its own name, never sniffed', async () => {
    const res = await get(paths.attachment(id, attachmentId));
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="R_sum_ _final_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22.pdf`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('is refused without a staff session, with a customer’s token, and under another request', async () => {
    const url = `/api${paths.attachment(id, attachmentId)}`;
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const customer = await app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${owner}`, 'x-booking-key': guestBooking.key },
    });
    expect(customer.statusCode).toBe(401);
    expect(customer.rawPayload.includes(PDF)).toBe(false);
    const other = await requestChange(guestBooking);
    expect((await get(paths.attachment(other, attachmentId))).statusCode).toBe(404);
    expect((await get(paths.attachment(id, randomUUID()))).statusCode).toBe(404);
    expect((await get(paths.attachment(id, 'not-an-id'))).statusCode).toBe(400);
  });

  it('names any file safely in its header', () => {
    expect(attachmentDisposition('a\r\nSet-Cookie: x=1;.png')).toBe(
      `attachment; filename="a__Set-Cookie: x=1;.png"; filename*=UTF-8''a%0D%0ASet-Cookie%3A%20x%3D1%3B.png`,
    );
    expect(attachmentDisposition('../../etc/passwd')).toBe(
      `attachment; filename=".._.._etc_passwd"; filename*=UTF-8''..%2F..%2Fetc%2Fpasswd`,
    );
  });
});

describe('bad requests', () => {
  it('answers 404 to an unknown request and 400 to what is not an id, changing nothing', async () => {
    const unknown = randomUUID();
    expect((await get(paths.detail(unknown))).statusCode).toBe(404);
    expect((await post(paths.assign(unknown), { staffId: agent.id })).statusCode).toBe(404);
    expect((await reply(unknown, { body: 'Hello' })).statusCode).toBe(404);
    expect((await move(unknown, { from: 'pending', to: 'completed' })).statusCode).toBe(404);
    expect((await get(paths.detail('42'))).statusCode).toBe(400);
    expect((await get(paths.detail('%00'))).statusCode).toBe(400);
    expect((await move('42', { from: 'pending', to: 'completed' })).statusCode).toBe(400);

    const id = await requestChange(guestBooking);
    for (const payload of [
      { staffId: 'ava' },
      { staffId: 42 },
      {},
      { staffId: agent.id, force: true },
    ]) {
      expect((await post(paths.assign(id), payload)).statusCode).toBe(400);
    }
    for (const payload of [
      { from: 'pending', to: 'approved' },
      { from: 'pending' },
      { from: 'pending', to: 'declined', reason: 42 },
      { from: 'pending', to: 'declined', reason: 'No\u0000rooms' },
    ]) {
      expect((await move(id, payload)).statusCode).toBe(400);
    }
    expect((await detailOf(id)).status).toBe('pending');
    expect(await changesAudited(id)).toEqual([]);
  });
});
