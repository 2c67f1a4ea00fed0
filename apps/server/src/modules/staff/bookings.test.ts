import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jobsSettled } from '../../test/app';
import { createBooker, type Booked } from '../../test/bookings';
import { signedInStaff } from '../../test/staff';

let app: FastifyInstance;
let agent: Record<string, string>;
let agentId: string;
let booked: Booked[];

const signedIn = (role: 'agent' | 'supervisor' | 'admin') => signedInStaff(app, role);

beforeAll(async () => {
  app = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });
  const book = createBooker(app);
  booked = [await book("O'Neill"), await book('Hart'), await book('Hart')];
  const member = await signedIn('agent');
  agent = member.cookies;
  agentId = member.id;
}, 120_000);
afterAll(() => app.close());

const search = (query: Record<string, string>, cookies = agent) =>
  app.inject({ method: 'GET', url: '/api/staff/bookings', query, cookies });

interface Found {
  bookings: {
    reference: string;
    leadPassenger: string;
    email: string;
    hotel: string;
    destination: string;
  }[];
  total: number;
  page: number;
  pageSize: number;
}

describe('finding a booking on the desk', () => {
  it('by reference (any case), lead surname (as a lookup compares it), e-mail and telephone', async () => {
    const oneill = booked.at(0);
    if (!oneill) throw new Error('nothing booked');
    const byReference = await search({ reference: ` ${oneill.reference.toLowerCase()} ` });
    expect(byReference.statusCode).toBe(200);
    expect(byReference.json<Found>().bookings.map((b) => b.reference)).toEqual([oneill.reference]);

    const bySurname = (await search({ surname: 'oneill' })).json<Found>();
    expect(bySurname.bookings.map((b) => b.reference)).toEqual([oneill.reference]);
    expect(bySurname.bookings[0]?.leadPassenger).toMatch(/O'Neill$/);

    const harts = (await search({ surname: 'HART' })).json<Found>();
    expect(harts.total).toBe(2);

    const byEmail = (await search({ email: 'AMELIA.HART@example.co.uk' })).json<Found>();
    expect(byEmail.total).toBe(3);
    const byPhone = (await search({ phone: '+07700-900 123' })).json<Found>();
    expect(byPhone.total).toBe(3);
    expect((await search({ phone: '07700900999' })).json<Found>().total).toBe(0);
  });

  it('by departure dates, status, and the start of the hotel’s or destination’s name; paged', async () => {
    const all = (await search({ status: 'confirmed', sort: 'departure' })).json<Found>();
    expect(all.total).toBe(3);
    const first = all.bookings.at(0);
    if (!first) throw new Error('nothing found');
    const hotelStart = first.hotel.slice(0, 4).toLowerCase();
    const byHotel = (await search({ hotel: hotelStart })).json<Found>();
    expect(byHotel.bookings.map((b) => b.reference)).toContain(first.reference);
    for (const b of byHotel.bookings)
      expect(b.hotel.toLowerCase().startsWith(hotelStart)).toBe(true);
    const byDestination = (await search({ destination: first.destination })).json<Found>();
    expect(byDestination.bookings.map((b) => b.reference)).toContain(first.reference);
    // A LIKE wildcard typed as a name matches only itself.
    expect((await search({ hotel: '%' })).json<Found>().total).toBe(0);

    const departures = booked.map((b) => b.departure).sort();
    const window = (
      await search({ departureFrom: departures[0] ?? '', departureTo: departures[0] ?? '' })
    ).json<Found>();
    expect(window.total).toBe(departures.filter((d) => d === departures[0]).length);
    expect((await search({ status: 'cancelled' })).json<Found>().total).toBe(0);

    const page2 = (
      await search({ email: 'amelia.hart@example.co.uk', pageSize: '2', page: '2' })
    ).json<Found>();
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.bookings).toHaveLength(1);
    const beyond = (
      await search({ email: 'amelia.hart@example.co.uk', pageSize: '2', page: '5' })
    ).json<Found>();
    expect(beyond).toMatchObject({ total: 3, bookings: [] });
  });

  it('is refused without a staff session, and audited with what was searched', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/staff/bookings' })).statusCode).toBe(401);
    const supervisor = await signedIn('supervisor');
    await search({ surname: 'Hart' }, supervisor.cookies);
    const { rows } = await app.database.executeSql(
      "select after from staff_audit where staff_id = $1 and action = 'bookings.searched'",
      [supervisor.id],
    );
    expect(rows).toEqual([{ after: { query: { surname: 'Hart' }, found: 2 } }]);
  });

  it('answers bad filters with a 400 and no search', async () => {
    for (const query of <Record<string, string>[]>[
      { status: 'lost' },
      { departureFrom: '2026-13-40' },
      { pageSize: '1000' },
      { page: '0' },
      { reference: 'X'.repeat(500) },
      { unknown: '1' },
    ]) {
      const res = await search(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
    }
  });
});

describe("a booking's page on the desk", () => {
  const open = (reference: string, cookies = agent) =>
    app.inject({ method: 'GET', url: `/api/staff/bookings/${reference}`, cookies });

  it('shows the booking with its money, gateway attempts, jobs and e-mails; an agent without the audit trail', async () => {
    const hart = booked.at(1);
    if (!hart) throw new Error('nothing booked');
    await jobsSettled(app);
    const res = await open(hart.reference);
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json();
    expect(view.booking.reference).toBe(hart.reference);
    expect(view.record).toMatchObject({
      status: 'confirmed',
      account: 'guest',
      supplierStatus: 'booked',
      supplierReference: expect.any(String),
    });
    // The money received is the checkout's approved SALE that booked it, by the gateway's reference.
    expect(view.attempts).toEqual([
      expect.objectContaining({ kind: 'checkout', state: 'booked', responseCode: 0 }),
    ]);
    expect(view.received).toEqual([
      expect.objectContaining({
        method: 'card',
        gatewayXref: view.attempts[0].xref,
        amountPence: view.attempts[0].amountPence,
      }),
    ]);
    expect(view.emails).toEqual([
      expect.objectContaining({ subject: expect.stringContaining(hart.reference) }),
    ]);
    expect(view.jobs.map((j: { queue: string }) => j.queue)).toEqual(
      expect.arrayContaining(['booking-supplier', 'booking-email']),
    );
    expect(view.jobs.every((j: { state: string }) => j.state === 'done')).toBe(true);
    expect(view.audit).toBeNull();
  });

  it("is audited as read; a supervisor sees the booking's audit trail with who read it", async () => {
    const oneill = booked.at(0);
    if (!oneill) throw new Error('nothing booked');
    await open(oneill.reference);
    const supervisor = await signedIn('supervisor');
    const view = (await open(oneill.reference, supervisor.cookies)).json();
    expect(
      view.audit.map((e: { action: string; staffName: string; role: string }) => [
        e.action,
        e.staffName,
        e.role,
      ]),
    ).toEqual([
      ['booking.viewed', 'Ava Patel', 'agent'],
      ['booking.viewed', 'Ava Patel', 'supervisor'],
    ]);
    expect(view.audit[0].details).toEqual({ reference: oneill.reference });
  });

  it('answers an unknown, malformed or unauthorised request with a 4xx and audits nothing', async () => {
    const { rows: before } = await app.database.executeSql(
      "select count(*)::int as n from staff_audit where action = 'booking.viewed'",
    );
    const unknown = await open('ZZ000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('There is no booking with this reference.');
    for (const reference of ['zz000000', 'ZZ\u000000000', 'X'.repeat(90)]) {
      expect((await open(encodeURIComponent(reference))).statusCode, reference).toBe(400);
    }
    // Longer than any path parameter the server reads.
    expect((await open('X'.repeat(500))).statusCode).toBe(414);
    const hart = booked.at(1);
    if (!hart) throw new Error('nothing booked');
    expect((await open(hart.reference, {})).statusCode).toBe(401);
    const customerToken = await app.inject({
      method: 'GET',
      url: `/api/staff/bookings/${hart.reference}`,
      headers: { authorization: 'Bearer not-a-staff-session' },
    });
    expect(customerToken.statusCode).toBe(401);
    const { rows: after } = await app.database.executeSql(
      "select count(*)::int as n from staff_audit where action = 'booking.viewed'",
    );
    expect(after).toEqual(before);
  });
});

describe('internal notes on a booking', () => {
  const note = (reference: string, payload: unknown, cookies = agent) =>
    app.inject({
      method: 'POST',
      url: `/api/staff/bookings/${reference}/notes`,
      payload: payload as object,
      cookies,
    });
  const notesAudited = async () =>
    (
      await app.database.executeSql(
        "select count(*)::int as n from staff_audit where action = 'booking.noteAdded'",
      )
    ).rows;

  it('are kept with who wrote them, audited, shown on the desk and never to the customer', async () => {
    const hart = booked.at(2);
    if (!hart) throw new Error('nothing booked');
    const text = 'Called the hotel: a cot will be in the room on arrival.';
    const added = await note(hart.reference, { body: `  ${text}  ` });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().note).toMatchObject({ body: text, staffName: 'Ava Patel' });

    const view = (
      await app.inject({
        method: 'GET',
        url: `/api/staff/bookings/${hart.reference}`,
        cookies: agent,
      })
    ).json();
    expect(view.notes).toEqual([expect.objectContaining({ body: text, staffName: 'Ava Patel' })]);

    const supervisor = await signedIn('supervisor');
    const trail = (
      await app.inject({
        method: 'GET',
        url: `/api/staff/bookings/${hart.reference}`,
        cookies: supervisor.cookies,
      })
    ).json().audit;
    expect(trail).toContainEqual(
      expect.objectContaining({
        action: 'booking.noteAdded',
        details: expect.objectContaining({ body: text }),
      }),
    );

    const customer = await app.inject({
      method: 'GET',
      url: `/api/bookings/${hart.reference}/detail`,
      headers: { 'x-booking-key': hart.key },
    });
    expect(customer.statusCode, customer.body).toBe(200);
    expect(customer.body).not.toContain('a cot will be in the room');
  });

  it('refuses an empty, too long, malformed or unauthorised note, and stores and audits nothing', async () => {
    const hart = booked.at(2);
    if (!hart) throw new Error('nothing booked');
    const before = await notesAudited();
    const empty = await note(hart.reference, { body: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.details.errors.body).toEqual(['Please write the note.']);
    for (const payload of [
      { body: 'x'.repeat(2001) },
      { body: 'bad\u0000byte' },
      { body: 42 },
      { body: 'ok', extra: true },
      {},
    ]) {
      const res = await note(hart.reference, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
    }
    expect((await note('ZZ000000', { body: 'Nobody' })).statusCode).toBe(404);
    expect((await note(hart.reference, { body: 'Hello' }, {})).statusCode).toBe(401);
    expect(await notesAudited()).toEqual(before);
  });
});

describe("a member of staff's audit trail", () => {
  it('shows a supervisor what one member did, newest first, and refuses an agent', async () => {
    const supervisor = await signedIn('supervisor');
    const members = await app.inject({
      method: 'GET',
      url: '/api/staff/members',
      cookies: supervisor.cookies,
    });
    expect(members.statusCode).toBe(200);
    expect(members.json().members.map((m: { id: string }) => m.id)).toContain(agentId);

    const trail = await app.inject({
      method: 'GET',
      url: `/api/staff/members/${agentId}/audit`,
      cookies: supervisor.cookies,
    });
    expect(trail.statusCode, trail.body).toBe(200);
    const entries = trail.json().entries as { at: string; action: string; target: unknown }[];
    expect(entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(['booking.viewed', 'bookings.searched', 'staff.signedIn']),
    );
    expect(entries.find((e) => e.action === 'booking.viewed')?.target).toEqual({
      type: 'booking',
      id: expect.any(String),
    });
    const times = entries.map((e) => e.at);
    expect(times).toEqual([...times].sort().reverse());

    const refused = await app.inject({
      method: 'GET',
      url: `/api/staff/members/${agentId}/audit`,
      cookies: agent,
    });
    expect(refused.statusCode).toBe(403);
    const nobody = await app.inject({
      method: 'GET',
      url: `/api/staff/members/${randomUUID()}/audit`,
      cookies: supervisor.cookies,
    });
    expect(nobody.statusCode).toBe(404);
    const malformed = await app.inject({
      method: 'GET',
      url: '/api/staff/members/not-an-id/audit',
      cookies: supervisor.cookies,
    });
    expect(malformed.statusCode).toBe(400);
  });
});
