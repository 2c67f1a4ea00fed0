import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeRequestMessages, type BookingDetail } from '@sunward/contracts/bookings';
import { bookingGrants, bookings, changeRequests, mailOutbox } from '../../db/schema';
import { sha256Hex } from '../../lib/hash';
import { createTestApp, jobsSettled, uniqueEmail, validRegistration } from '../../test/app';
import { createBooker, type Booked } from '../../test/bookings';

let app: FastifyInstance;
let book: ReturnType<typeof createBooker>;
let owner: string;
let booked: Booked;

async function register(): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/customer/register',
    payload: validRegistration(uniqueEmail()),
  });
  return res.json<{ access_token: string }>().access_token;
}

beforeAll(async () => {
  app = await createTestApp({
    LOGIN_RATE_LIMIT_MAX: '1000',
    LOOKUP_RATE_LIMIT_MAX: '1000',
    CHANGE_REQUESTS_EMAIL: 'changes@sunward.test',
  });
  book = createBooker(app);
  owner = await register();
  booked = await book('Hart', { token: owner, planId: 'low-deposit-monthly' });
}, 60_000);
afterAll(() => app.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const detail = (reference: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/api/bookings/${reference}/detail`, headers });

describe('the booking detail', () => {
  it('shows its owner everything the booking keeps, its payments, documents and cancellation cost', async () => {
    const res = await detail(booked.reference, bearer(owner));
    expect(res.statusCode, res.body).toBe(200);
    const b = res.json<BookingDetail>();
    expect(b).toMatchObject({ reference: booked.reference, status: 'Confirmed', type: 'package' });
    expect(b.hotel.checkIn).toBe(booked.departure);
    // Where the hotel is, kept from the catalogue when it was booked (the arrival-day map).
    const position = b.hotel.coordinates;
    expect(position && Math.abs(position.lat) <= 90 && Math.abs(position.lon) <= 180).toBe(true);
    expect(position).not.toEqual({ lat: 0, lon: 0 });
    expect(b.flights?.outbound.from).toMatch(/^[A-Z]{3}$/);
    expect(b.flights?.outbound.from_str).not.toMatch(/\(/);
    const lead = b.passengers.at(0);
    const second = b.passengers.at(1);
    expect(lead).toMatchObject({
      fullName: 'Mrs Amelia Hart',
      type: 'Adult',
      nationality: 'British',
      lead: true,
      email: expect.stringContaining('@') as string,
      postcode: expect.any(String) as string,
    });
    expect(lead?.age).toBeGreaterThan(30);
    expect(second).toMatchObject({ lead: false, email: null, nationality: 'British' });
    expect(b.payment.paidAmount + b.payment.remainingBalance).toBe(b.payment.totalCost);
    expect(b.payment.schedule[0]?.status).toBe('paid');
    expect(b.payment.schedule.slice(1).every((s) => s.status === 'pending')).toBe(true);
    expect(b.transactions).toHaveLength(1);
    expect(b.transactions[0]).toMatchObject({ method: 'card', description: 'Initial Deposit' });
    expect(b.documents.map((d) => d.type)).toContain('ics');
    expect(b.documents.every((d) => d.available)).toBe(true);
    // 150 days out: only the deposit is lost, until 69 days before departure.
    expect(b.cancellation.chargePence).toBe(b.payment.deposit);
    expect(b.cancellation.nextRise?.chargePence).toBe(Math.round(b.payment.totalCost / 2));
  });

  it('shows each traveller as booked: a 12–15-year-old priced as a child is a child; a lap infant an infant', async () => {
    const teen = await book('Hart', { token: owner });
    // The second traveller, booked as a child who is 14 on departure.
    const born = `${String(Number(teen.departure.slice(0, 4)) - 14)}${teen.departure.slice(4)}`;
    const [row] = await app.database.db
      .select({ details: bookings.details })
      .from(bookings)
      .where(eq(bookings.reference, teen.reference));
    const details = row.details as { passengers: { type: string; date_of_birth: string }[] };
    details.passengers[1] = { ...details.passengers[1], type: 'Child', date_of_birth: born };
    // And a lap infant, named as checkout now names them.
    const baby = `${String(Number(teen.departure.slice(0, 4)) - 1)}${teen.departure.slice(4)}`;
    details.passengers.push({ ...details.passengers[0], type: 'Infant', date_of_birth: baby });
    await app.database.db
      .update(bookings)
      .set({ details })
      .where(eq(bookings.reference, teen.reference));

    const b = (await detail(teen.reference, bearer(owner))).json<BookingDetail>();
    expect(b.passengers[1]).toMatchObject({ type: 'Child', age: 14 });
    expect(b.passengers[0]).toMatchObject({ type: 'Adult' });
    expect(b.passengers[2]).toMatchObject({ type: 'Infant', age: 1 });
  });

  it('is 404 to another customer and to a guest without a grant; a live grant opens it', async () => {
    expect((await detail(booked.reference, bearer(await register()))).statusCode).toBe(404);
    expect((await detail(booked.reference)).statusCode).toBe(404);
    const lookup = await app.inject({
      method: 'POST',
      url: '/api/itinerary/booking/lookup',
      payload: { reference: booked.reference, surname: 'hart', departure_date: booked.departure },
    });
    const grant = lookup.json<{ grant: { token: string } }>().grant.token;
    expect((await detail(booked.reference, { 'x-booking-grant': grant })).statusCode).toBe(200);
    await app.database.db
      .update(bookingGrants)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookingGrants.tokenHash, sha256Hex(grant)));
    expect((await detail(booked.reference, { 'x-booking-grant': grant })).statusCode).toBe(404);
  });

  it('offers the holiday as a calendar file to its owner only', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/bookings/${booked.reference}/calendar.ics`,
      headers: bearer(owner),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    expect(res.body).toContain('BEGIN:VCALENDAR');
    expect(res.body.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(res.body).toContain(`DTSTART;VALUE=DATE:${booked.departure.replaceAll('-', '')}`);
    const stranger = await app.inject({
      method: 'GET',
      url: `/api/bookings/${booked.reference}/calendar.ics`,
    });
    expect(stranger.statusCode).toBe(404);
  });
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

const validChange = {
  type: 'room',
  urgency: 'high',
  description: 'Could we have a sea-view room instead?',
  contactMethod: 'both',
  contactEmail: 'amelia.hart@example.co.uk',
  contactPhone: '07700 900123',
  bookingReference: 'ignored',
  submittedAt: '2026-11-25T10:00:00.000Z',
};

const change = (body: object, key: string, headers: Record<string, string> = bearer(owner)) =>
  app.inject({
    method: 'POST',
    url: `/api/auth/customer/itineraries/change/${booked.reference}`,
    payload: body,
    headers: { 'idempotency-key': key, ...headers },
  });

describe('change requests', () => {
  it('stores the request with its file, e-mails the customer and the team, and lists it', async () => {
    const res = await change(
      {
        ...validChange,
        attachments: [
          { name: 'letter.pdf', type: 'application/pdf', content: PDF.toString('base64') },
        ],
      },
      'change-request-0001',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: changeRequestMessages.submitted,
      changeRequest: {
        type: 'room',
        urgency: 'high',
        status: 'pending',
        attachments: [{ name: 'letter.pdf', type: 'application/pdf', size: PDF.length }],
      },
    });
    await jobsSettled(app);
    const mails = await app.database.db.select().from(mailOutbox);
    const customer = mails.find(
      (m) => m.to === validChange.contactEmail && m.subject.includes('change request'),
    );
    const team = mails.find((m) => m.to === 'changes@sunward.test');
    expect(customer?.text).toContain('within 24 hours');
    expect(team?.text).toContain(validChange.description);
    expect(team?.text).toContain('Phone: 07700 900123');
    expect(team?.attachments).toEqual([{ filename: 'letter.pdf', contentType: 'application/pdf' }]);
    const listed = (await detail(booked.reference, bearer(owner))).json<BookingDetail>();
    expect(listed.changeRequests.map((r) => r.description)).toContain(validChange.description);
  });

  it('stores a repeated submission once (same Idempotency-Key)', async () => {
    const first = await change({ ...validChange, type: 'dates' }, 'change-request-0002');
    const again = await change({ ...validChange, type: 'dates' }, 'change-request-0002');
    expect(again.statusCode).toBe(200);
    expect(again.json().changeRequest.id).toBe(first.json().changeRequest.id);
    const rows = await app.database.db
      .select()
      .from(changeRequests)
      .where(eq(changeRequests.idempotencyKey, 'change-request-0002'));
    expect(rows).toHaveLength(1);
  });

  it('answers 422 per field with the messages, and stores nothing', async () => {
    const before = (await app.database.db.select().from(changeRequests)).length;
    const cases: [object, string, string][] = [
      [{ type: '' }, 'type', changeRequestMessages.typeRequired],
      [{ type: 'upgrade' }, 'type', changeRequestMessages.typeRequired],
      [{ description: '  ' }, 'description', changeRequestMessages.descriptionRequired],
      [{ contactEmail: '' }, 'contactEmail', changeRequestMessages.emailRequired],
      [{ contactEmail: 'amelia' }, 'contactEmail', changeRequestMessages.emailInvalid],
      [{ contactPhone: '' }, 'contactPhone', changeRequestMessages.phoneRequired],
      [{ urgency: 'soon' }, 'urgency', 'Please choose how urgent the change is'],
      [
        // A PNG named and declared as a PDF: its bytes decide.
        {
          attachments: [
            { name: 'x.pdf', type: 'application/pdf', content: PNG.toString('base64') },
          ],
        },
        'attachments',
        changeRequestMessages.attachmentType,
      ],
      [
        { attachments: [{ name: 'x.gif', type: 'image/gif', content: 'R0lGODlh' }] },
        'attachments',
        changeRequestMessages.attachmentType,
      ],
      [
        {
          attachments: [
            {
              name: 'big.pdf',
              type: 'application/pdf',
              content: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]).toString('base64'),
            },
          ],
        },
        'attachments',
        changeRequestMessages.attachmentSize,
      ],
      [
        {
          attachments: Array.from({ length: 4 }, (_, i) => ({
            name: `p${String(i)}.pdf`,
            type: 'application/pdf',
            content: PDF.toString('base64'),
          })),
        },
        'attachments',
        changeRequestMessages.attachmentCount,
      ],
    ];
    for (const [fields, field, message] of cases) {
      const res = await change({ ...validChange, ...fields }, `change-invalid-${field}-x`);
      expect(res.statusCode, JSON.stringify(Object.keys(fields))).toBe(422);
      expect(res.json().error.details.errors[field]).toContain(message);
    }
    expect((await change({ ...validChange, extra: true }, 'change-invalid-extra')).statusCode).toBe(
      400,
    );
    expect((await change(validChange, 'short')).statusCode).toBe(400);
    expect((await app.database.db.select().from(changeRequests)).length).toBe(before);
  });

  it('is 404 for someone who may not read the booking', async () => {
    const res = await change(validChange, 'change-request-0003', bearer(await register()));
    expect(res.statusCode).toBe(404);
  });
});
