import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingDetail } from '@sunward/contracts/bookings';
import type { StaffBookingView } from '@sunward/contracts/staff';
import type { CancellationQuote, StaffCancellation } from '@sunward/contracts/staff-cancellations';
import { bookingRefunds, bookings, staffAudit } from '../../db/schema';
import { gatewayTransactions } from '../../sandboxes/gateway/schema';
import { createTestApp, jobsSettled } from '../../test/app';
import { createBooker, type Booked } from '../../test/bookings';
import { createHolidayFactory } from '../../test/holidays';
import {
  browserInfo,
  CARDS,
  cardToken,
  completeThreeDS,
  pay,
  readyToPay,
} from '../../test/payments';
import { signedInStaff, type SignedInStaff } from '../../test/staff';

let app: FastifyInstance;
let book: ReturnType<typeof createBooker>;
let supervisor: SignedInStaff;
let agent: SignedInStaff;

beforeAll(async () => {
  app = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });
  book = createBooker(app);
  supervisor = await signedInStaff(app, 'supervisor', 'Sam Okafor');
  agent = await signedInStaff(app, 'agent', 'Ava Patel');
}, 120_000);
afterAll(() => app.close());

const asGuest = (booked: Booked) => ({ 'x-booking-key': booked.key });

const quote = (reference: string, who = supervisor) =>
  app.inject({
    method: 'POST',
    url: `/api/staff/bookings/${reference}/cancellation-quote`,
    cookies: who.cookies,
  });

async function quoted(reference: string): Promise<CancellationQuote> {
  const res = await quote(reference);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CancellationQuote>();
}

const confirm = (reference: string, body: object, who = supervisor) =>
  app.inject({
    method: 'POST',
    url: `/api/staff/bookings/${reference}/cancellation`,
    payload: body,
    cookies: who.cookies,
  });

async function staffView(reference: string): Promise<StaffBookingView> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/staff/bookings/${reference}`,
    cookies: supervisor.cookies,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<StaffBookingView>();
}

async function customerView(booked: Booked): Promise<BookingDetail> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/bookings/${booked.reference}/detail`,
    headers: asGuest(booked),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BookingDetail>();
}

/** What the gateway holds against a booking's SALEs: its refunds and voids. */
async function givenBackAtGateway(reference: string) {
  const sales = (await staffView(reference)).received.map((p) => p.gatewayXref);
  const rows = await app.database.db
    .select()
    .from(gatewayTransactions)
    .where(
      inArray(
        gatewayTransactions.parentXref,
        sales.filter((x) => x !== null),
      ),
    );
  return rows
    .filter((r) => r.state === 'approved')
    .map((r) => ({ action: r.action, amount: r.amount }));
}

describe('a supervisor cancels a booking', () => {
  it('100 days out, paid in full: the deposit is kept, the rest refunded at the gateway, supplier told, customer sees it', async () => {
    const booked = await book('Hart', { holiday: { offset: 100 } });
    const q = await quoted(booked.reference);
    // Two adults: the deposit band keeps £49 a seat.
    expect(q.band).toEqual({ minDays: 70, percent: null });
    expect(q.bandChargePence).toBe(9800);
    expect(q.refundDuePence).toBe(q.paidPence - 9800);
    expect(q.paidPence).toBe(q.totalPence);

    const res = await confirm(booked.reference, {
      quoteToken: q.quoteToken,
      acceptedChargePence: 9800,
      reason: 'Customer asked by phone',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { cancellation } = res.json<{ cancellation: StaffCancellation }>();
    expect(cancellation).toMatchObject({
      chargePence: 9800,
      refundDuePence: q.refundDuePence,
      cancelledBy: 'Sam Okafor',
      state: 'refunding',
      late: false,
    });
    await jobsSettled(app);

    const view = await staffView(booked.reference);
    expect(view.record.status).toBe('cancelled');
    expect(view.record.supplierStatus).toBe('cancelled');
    expect(view.cancellation?.state).toBe('refunded');
    expect(view.cancellation?.supplierCancelledAt).not.toBeNull();
    expect(view.cancellation?.refunds).toMatchObject([
      { amountPence: q.refundDuePence, state: 'approved', method: 'refund' },
    ]);
    expect(view.emails.map((e) => e.subject)).toContainEqual(
      expect.stringContaining('has been cancelled'),
    );
    expect(view.audit?.map((a) => a.action)).toContain('booking.cancelled');
    expect(await givenBackAtGateway(booked.reference)).toEqual([
      { action: 'REFUND_SALE', amount: q.refundDuePence },
    ]);

    const detail = await customerView(booked);
    expect(detail.status).toBe('Cancelled');
    expect(detail.cancelled).toMatchObject({
      chargePence: 9800,
      refundDuePence: q.refundDuePence,
      refunds: [{ amountPence: q.refundDuePence, status: 'Refunded' }],
    });
    expect(detail.documents.map((d) => d.name)).toEqual(['Cancellation confirmation']);
    const pdf = await app.inject({
      method: 'GET',
      url: detail.documents[0]?.download_url ?? '',
      headers: asGuest(booked),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');

    // A cancelled booking takes no more payments.
    const pay = await app.inject({
      method: 'POST',
      url: `/api/auth/customer/itineraries/payment/${booked.reference}`,
      payload: { paymentType: 'remaining_balance', remainingBalance: 0 },
      headers: asGuest(booked),
    });
    expect(pay.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('confirming one quote twice at once cancels once and refunds once', async () => {
    const booked = await book('Hart', { holiday: { offset: 100 } });
    const q = await quoted(booked.reference);
    const body = { quoteToken: q.quoteToken, acceptedChargePence: 9800, reason: 'Double press' };
    const [a, b] = await Promise.all([
      confirm(booked.reference, body),
      confirm(booked.reference, body),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const idOf = (r: typeof a) => r.json<{ cancellation: StaffCancellation }>().cancellation.id;
    expect(idOf(a)).toBe(idOf(b));
    // And again later (a retry after a lost answer): the same cancellation.
    const again = await confirm(booked.reference, body);
    expect(idOf(again)).toBe(idOf(a));
    await jobsSettled(app);
    expect(await givenBackAtGateway(booked.reference)).toHaveLength(1);
    const audits = await app.database.db
      .select()
      .from(staffAudit)
      .where(
        and(eq(staffAudit.action, 'booking.cancelled'), eq(staffAudit.staffId, supervisor.id)),
      );
    expect(
      audits.filter((r) => (r.after as { reference: string }).reference === booked.reference),
    ).toHaveLength(1);
  });

  it('a booking paid in full after a 3-D Secure challenge is refunded against its SALE', async () => {
    const h = await createHolidayFactory(app)({ notAirline: 'Ryanair', pick: 3, offset: 60 });
    await readyToPay(app, h);
    const challenged = (await pay(app, h, await cardToken(app, CARDS.challenge))).json<{
      redirectUrl: string;
      redirectData: Record<string, string>;
    }>();
    const next = await completeThreeDS(app, challenged, 'approve');
    const reference = /bookingReference=([A-Z]{2}\d{6})/.exec(next)?.[1] ?? '';
    expect(reference).toMatch(/^[A-Z]{2}\d{6}$/);
    // 60 days out: half the price.
    const q = await quoted(reference);
    expect(q.band).toEqual({ minDays: 43, percent: 50 });
    expect(q.bandChargePence).toBe(Math.max(9800, Math.round(q.totalPence / 2)));
    const res = await confirm(reference, {
      quoteToken: q.quoteToken,
      acceptedChargePence: q.bandChargePence,
      reason: 'Customer asked',
    });
    expect(res.statusCode, res.body).toBe(200);
    await jobsSettled(app);
    const view = await staffView(reference);
    expect(view.cancellation?.state).toBe('refunded');
    expect(await givenBackAtGateway(reference)).toEqual([
      { action: 'REFUND_SALE', amount: q.paidPence - q.bandChargePence },
    ]);
  });

  it('in the last 14 days the whole price is kept: nothing to refund', async () => {
    const booked = await book('Hart', { holiday: { offset: 10 } });
    const q = await quoted(booked.reference);
    expect(q.band.percent).toBe(100);
    expect(q.bandChargePence).toBe(q.totalPence);
    expect(q.refundDuePence).toBe(0);
    const res = await confirm(booked.reference, {
      quoteToken: q.quoteToken,
      acceptedChargePence: q.totalPence,
      reason: 'No-show expected',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ cancellation: StaffCancellation }>().cancellation).toMatchObject({
      state: 'refunded',
      refunds: [],
    });
    await jobsSettled(app);
    expect(await givenBackAtGateway(booked.reference)).toEqual([]);
  });

  it('a deposit booking with a later payment: the refund comes from the newest payment first, partly from the older', async () => {
    const booked = await book('Hart', { planId: 'low-deposit-monthly', holiday: { offset: 150 } });
    // A second payment from the Payment tab.
    const detail = await customerView(booked);
    const opened = await app.inject({
      method: 'POST',
      url: `/api/auth/customer/itineraries/payment/${booked.reference}`,
      payload: {
        paymentType: 'custom',
        amount: 50_00,
        remainingBalance: detail.payment.remainingBalance,
      },
      headers: asGuest(booked),
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const paid = await app.inject({
      method: 'POST',
      url: `/api/auth/customer/itineraries/payment/${booked.reference}/sessions/${opened.json<{ sessionUuid: string }>().sessionUuid}/pay`,
      payload: { paymentToken: await cardToken(app, CARDS.approved), browserInfo },
      headers: { ...asGuest(booked), 'idempotency-key': randomUUID() },
    });
    expect(paid.statusCode, paid.body).toBe(200);

    const q = await quoted(booked.reference);
    expect(q.paidPence).toBe(detail.payment.paidAmount + 50_00);
    // Waive £20 of the charge: £70 back, £50 from the newest payment and £20 from the deposit.
    const res = await confirm(booked.reference, {
      quoteToken: q.quoteToken,
      acceptedChargePence: q.bandChargePence - 20_00,
      waivedPence: 20_00,
      waiveReason: 'Goodwill: bereavement',
      reason: 'Customer cannot travel',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { cancellation } = res.json<{ cancellation: StaffCancellation }>();
    expect(cancellation.refundDuePence).toBe(q.paidPence - q.bandChargePence + 20_00);
    expect(cancellation.refunds.map((r) => r.amountPence)).toEqual([50_00, 20_00]);
    await jobsSettled(app);
    const given = await givenBackAtGateway(booked.reference);
    expect(given.map((g) => g.amount).sort((x, y) => x - y)).toEqual([20_00, 50_00]);
    expect((await staffView(booked.reference)).cancellation).toMatchObject({
      state: 'refunded',
      waivedPence: 20_00,
      waiveReason: 'Goodwill: bereavement',
    });
  });

  it('refuses, with nothing written: agents, no reason, a charge not the quote’s, a waiver without reason, an unknown or spent quote', async () => {
    const booked = await book('Hart', { holiday: { offset: 100 } });
    expect((await quote(booked.reference, agent)).statusCode).toBe(403);
    const q = await quoted(booked.reference);
    const base = { quoteToken: q.quoteToken, acceptedChargePence: 9800, reason: 'Asked to' };
    expect((await confirm(booked.reference, base, agent)).statusCode).toBe(403);

    const noReason = await confirm(booked.reference, { ...base, reason: '   ' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json<{ error: { message: string } }>().error.message).toBe(
      'Please give the reason for cancelling.',
    );
    expect((await confirm(booked.reference, { ...base, acceptedChargePence: 1 })).statusCode).toBe(
      422,
    );
    const noWaiveReason = await confirm(booked.reference, {
      ...base,
      acceptedChargePence: 4800,
      waivedPence: 5000,
    });
    expect(noWaiveReason.statusCode).toBe(422);
    const tooMuch = await confirm(booked.reference, {
      ...base,
      acceptedChargePence: 0,
      waivedPence: 9801,
      waiveReason: 'x',
    });
    expect(tooMuch.statusCode).toBe(422);
    const unknown = await confirm(booked.reference, { ...base, quoteToken: 'not-a-quote' });
    expect(unknown.statusCode).toBe(409);
    // Another booking's quote does not cancel this one.
    const other = await book('Hart', { holiday: { offset: 100 } });
    const otherQuote = await quoted(other.reference);
    expect(
      (await confirm(booked.reference, { ...base, quoteToken: otherQuote.quoteToken })).statusCode,
    ).toBe(409);
    // Unknown fields and bad types are 400.
    expect((await confirm(booked.reference, { ...base, extra: 1 })).statusCode).toBe(400);
    expect(
      (await confirm(booked.reference, { ...base, acceptedChargePence: '9800' })).statusCode,
    ).toBe(400);

    const rows = await app.database.db
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.reference, booked.reference));
    expect(rows[0]?.status).toBe('confirmed');

    // Confirmed once: a new quote is refused, the spent one answers the same cancellation.
    expect((await confirm(booked.reference, base)).statusCode).toBe(200);
    expect((await quote(booked.reference)).statusCode).toBe(409);
    const refunds = await app.database.db.select().from(bookingRefunds);
    expect(refunds.filter((r) => r.amountPence === q.refundDuePence).length).toBeGreaterThan(0);
    await jobsSettled(app);
  });

  it('an agent asks a supervisor to cancel: one open request, in Needs attention, answered by the cancellation or declined', async () => {
    const ask = (reference: string, reason: string, who = agent) =>
      app.inject({
        method: 'POST',
        url: `/api/staff/bookings/${reference}/cancellation-approval`,
        payload: { reason },
        cookies: who.cookies,
      });
    const queue = async () =>
      (
        await app.inject({
          method: 'GET',
          url: '/api/staff/attention',
          query: { kind: 'cancellation-approval' },
          cookies: supervisor.cookies,
        })
      ).json<{ items: { key: string; bookingReference: string | null; error: string | null }[] }>()
        .items;

    const first = await book('Hart', { holiday: { offset: 100 } });
    expect((await ask(first.reference, '  ')).statusCode).toBe(422);
    const asked = await ask(first.reference, 'Customer phoned: family illness');
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json<{ approval: { requestedBy: string } }>().approval.requestedBy).toBe(
      'Ava Patel',
    );
    expect((await ask(first.reference, 'Again')).statusCode).toBe(409);
    expect(await queue()).toContainEqual(
      expect.objectContaining({
        bookingReference: first.reference,
        error: 'Customer phoned: family illness',
      }),
    );
    expect((await staffView(first.reference)).cancellationApproval?.reason).toBe(
      'Customer phoned: family illness',
    );
    // The supervisor cancels it: the request is answered and leaves the queue.
    const q = await quoted(first.reference);
    expect(
      (
        await confirm(first.reference, {
          quoteToken: q.quoteToken,
          acceptedChargePence: q.bandChargePence,
          reason: 'Approved: family illness',
        })
      ).statusCode,
    ).toBe(200);
    expect((await staffView(first.reference)).cancellationApproval).toBeNull();
    expect((await queue()).map((i) => i.bookingReference)).not.toContain(first.reference);
    expect((await ask(first.reference, 'Too late')).statusCode).toBe(409);

    // Another is declined with a reason (supervisors only).
    const second = await book('Hart', { holiday: { offset: 100 } });
    expect((await ask(second.reference, 'Wants to change hotel')).statusCode).toBe(200);
    const decline = (reason: string, who = supervisor) =>
      app.inject({
        method: 'POST',
        url: `/api/staff/bookings/${second.reference}/cancellation-approval/decline`,
        payload: { reason },
        cookies: who.cookies,
      });
    expect((await decline('No', agent)).statusCode).toBe(403);
    expect((await decline(' ')).statusCode).toBe(422);
    expect((await decline('A hotel change is an amendment, not a cancellation')).statusCode).toBe(
      200,
    );
    expect((await decline('Again')).statusCode).toBe(409);
    const view = await staffView(second.reference);
    expect(view.cancellationApproval).toBeNull();
    expect(view.record.status).toBe('confirmed');
    expect(view.audit?.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        'booking.cancellationRequested',
        'booking.cancellationRequestDeclined',
      ]),
    );
    await jobsSettled(app);
  });
});
