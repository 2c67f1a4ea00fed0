import { randomUUID } from 'node:crypto';
import { like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { createTestApp, jobsSettled } from '../../test/app';
import { createHolidayFactory, type Holiday } from '../../test/holidays';
import { CARDS, cardToken, pay, readyToPay } from '../../test/payments';
import { AIRLINE_MESSAGES } from './service';

let app: FastifyInstance;
let holiday: ReturnType<typeof createHolidayFactory>;

beforeAll(async () => {
  app = await createTestApp();
  holiday = createHolidayFactory(app);
});
afterAll(() => app.close());

interface Paid {
  h: Holiday;
  reference: string;
  sessionId: string;
}

/** A Ryanair holiday, paid for: the booking waits for the airline's confirmation. */
async function paidRyanair(pick: number): Promise<Paid> {
  const h = await holiday({ airline: 'Ryanair', pick });
  await readyToPay(app, h);
  const res = await pay(app, h, await cardToken(app, CARDS.approved));
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json<{
    bookingReference: string;
    ryanairSessionId?: string;
    environment?: string;
  }>();
  expect(answer.environment).toBe('test');
  expect(answer.ryanairSessionId).toMatch(/^FR-[0-9a-f]{24}$/);
  return { h, reference: answer.bookingReference, sessionId: answer.ryanairSessionId ?? '' };
}

const finalise = (p: Paid, overrides: { key?: string; sessionId?: string } = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/airline/finalise',
    headers: { 'x-booking-key': overrides.key ?? p.h.prebook.prebook_id },
    payload: { sessionId: overrides.sessionId ?? p.sessionId, itineraryUuid: p.h.uuid },
  });

const readBooking = async (p: Paid) =>
  (
    await app.inject({
      method: 'GET',
      url: `/api/bookings/${p.reference}`,
      headers: { 'x-booking-key': p.h.prebook.prebook_id },
    })
  ).json<{ status: string; airlineConfirmation: unknown }>();
const bookingStatus = async (p: Paid) => (await readBooking(p)).status;

const mailsAbout = async (reference: string) => {
  await jobsSettled(app);
  return (
    await app.database.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(like(mailOutbox.subject, `%${reference}%`))
  ).length;
};

/** What the customer does on the airline's page in the frame. */
async function onAirlinePage(p: Paid, action: 'confirm' | 'cancel') {
  const page = await app.inject({
    method: 'GET',
    url: `/airline/confirm?agent=SUNWARD&session=${p.sessionId}&target=TEST&iframe=true&culture=en-GB`,
  });
  expect(page.statusCode, page.body).toBe(200);
  expect(page.body).toContain(p.reference);
  expect(page.body).toContain('Hart');
  const res = await app.inject({
    method: 'POST',
    url: `/airline/confirm/${p.sessionId}${action === 'cancel' ? '/cancel' : ''}`,
    payload: { accepted: true, agent: 'SUNWARD' },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('airline confirmation (Ryanair)', () => {
  it('the paid booking waits for the airline; finalising after the customer confirms books it and mails once', async () => {
    const p = await paidRyanair(3);
    // The booking tells its owner where to confirm (the confirmation page links there).
    expect(await readBooking(p)).toMatchObject({
      status: 'Awaiting airline confirmation',
      airlineConfirmation: { sessionId: p.sessionId, target: 'TEST' },
    });
    // One e-mail so far: what to do (confirm with the airline).
    expect(await mailsAbout(p.reference)).toBe(1);

    // Not confirmed on the airline's page yet.
    const early = await finalise(p);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(AIRLINE_MESSAGES.notYet);

    await onAirlinePage(p, 'confirm');
    const done = await finalise(p);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ bookingReference: p.reference });
    expect(await readBooking(p)).toMatchObject({ status: 'Confirmed', airlineConfirmation: null });
    expect(await mailsAbout(p.reference)).toBe(2);

    // Again (a second tab, a reload): the same answer, no second e-mail.
    const again = await finalise(p);
    expect(again.json()).toEqual({ bookingReference: p.reference });
    expect(await mailsAbout(p.reference)).toBe(2);
  });

  it('a customer who cancels on the airline page is told the confirmation failed; the booking waits for operations', async () => {
    const p = await paidRyanair(4);
    await onAirlinePage(p, 'cancel');
    const res = await finalise(p);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(AIRLINE_MESSAGES.failed);
    // Still paid and waiting, for operations to rebook; no dead session to send the customer to.
    expect(await readBooking(p)).toMatchObject({
      status: 'Awaiting airline confirmation',
      airlineConfirmation: null,
    });
    expect((await finalise(p)).statusCode).toBe(404);
  });

  it("another browser's key, another session id or a malformed body is refused", async () => {
    const p = await paidRyanair(5);
    await onAirlinePage(p, 'confirm');
    expect((await finalise(p, { key: randomUUID() })).statusCode).toBe(404);
    expect((await finalise(p, { sessionId: 'FR-000000000000000000000000' })).statusCode).toBe(404);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/airline/finalise',
      headers: { 'x-booking-key': p.h.prebook.prebook_id },
      payload: { sessionId: p.sessionId, itineraryUuid: 'not-a-uuid' },
    });
    expect(bad.statusCode).toBe(400);
    expect(await bookingStatus(p)).toBe('Awaiting airline confirmation');
  });

  it('a booking on another airline is confirmed at once and has no airline session', async () => {
    const h = await holiday({ notAirline: 'Ryanair', pick: 6 });
    await readyToPay(app, h);
    const res = await pay(app, h, await cardToken(app, CARDS.approved));
    const answer = res.json<{ bookingReference: string; ryanairSessionId?: string }>();
    expect(answer.ryanairSessionId).toBeUndefined();
    const finalised = await app.inject({
      method: 'POST',
      url: '/api/airline/finalise',
      headers: { 'x-booking-key': h.prebook.prebook_id },
      payload: { sessionId: 'FR-anything', itineraryUuid: h.uuid },
    });
    expect(finalised.statusCode).toBe(404);
  });
});
