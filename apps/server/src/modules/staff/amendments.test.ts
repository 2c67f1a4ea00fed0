import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingDetail } from '@sunward/contracts/bookings';
import type { StaffBookingView } from '@sunward/contracts/staff';
import type {
  BookingPaymentPaid,
  BookingPaymentSession,
} from '@sunward/contracts/booking-payments';
import type { StaffAmendment, StaffExtrasOptions } from '@sunward/contracts/staff-amendments';
import { randomUUID } from 'node:crypto';
import { bookingAmendments, bookings, mailOutbox } from '../../db/schema';
import { airlineSessions } from '../../sandboxes/airline/schema';
import { sandboxSupplierSeats } from '../../sandboxes/supplier/schema';
import { createTestApp, jobsSettled } from '../../test/app';
import { createBooker, type Booked } from '../../test/bookings';
import { browserInfo, CARDS, cardToken, whileFailing } from '../../test/payments';
import { londonToday } from '../../lib/dates';
import { extrasDueDate } from '../bookings/amendment-extras';
import { signedInStaff, type SignedInStaff } from '../../test/staff';
import { keepsPricedAge, lettersChanged } from '../bookings/amendments';

let app: FastifyInstance;
let book: ReturnType<typeof createBooker>;
let agent: SignedInStaff;

beforeAll(async () => {
  app = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });
  book = createBooker(app);
  agent = await signedInStaff(app, 'agent', 'Priya Shah');
}, 120_000);
afterAll(() => app.close());

const correct = (reference: string, passenger: number, body: object, who = agent) =>
  app.inject({
    method: 'POST',
    url: `/api/staff/bookings/${reference}/passengers/${String(passenger)}/correction`,
    payload: body,
    cookies: who.cookies,
  });

async function detail(booked: Booked): Promise<BookingDetail> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/bookings/${booked.reference}/detail`,
    headers: { 'x-booking-key': booked.key },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BookingDetail>();
}

describe('correcting a passenger from the desk', () => {
  it('a misspelt surname and a wrong birth day are corrected: the booking, its lookup and the e-mail follow', async () => {
    const booked = await book('Hart');
    const res = await correct(booked.reference, 1, {
      firstNames: 'Amelia',
      lastName: 'Harte',
      dateOfBirth: '1985-04-21',
      reason: 'Passport spells it Harte',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ amendment: StaffAmendment }>().amendment).toMatchObject({
      passenger: 1,
      before: { firstNames: 'Amelia', lastName: 'Hart', dateOfBirth: '1985-04-12' },
      after: { firstNames: 'Amelia', lastName: 'Harte', dateOfBirth: '1985-04-21' },
      staffName: 'Priya Shah',
    });
    const lead = (await detail(booked)).passengers[0];
    expect(lead).toMatchObject({ last_name: 'Harte', date_of_birth: '1985-04-21' });
    // A guest finds it by the corrected surname.
    const found = await app.inject({
      method: 'POST',
      url: '/api/itinerary/booking/lookup',
      payload: { reference: booked.reference, surname: 'harte', departure_date: booked.departure },
    });
    expect(found.statusCode, found.body).toBe(200);

    await jobsSettled(app);
    const view = (
      await app.inject({
        method: 'GET',
        url: `/api/staff/bookings/${booked.reference}`,
        cookies: agent.cookies,
      })
    ).json<StaffBookingView>();
    expect(view.amendments).toHaveLength(1);
    expect(view.emails.map((e) => e.subject)).toContainEqual(
      expect.stringContaining('has been amended: updated confirmation'),
    );
  });

  it('refuses, writing nothing: a different person, a date of birth that changes the priced age, bad input, a cancelled booking', async () => {
    const booked = await book('Hart');
    const base = {
      firstNames: 'Amelia',
      lastName: 'Hart',
      dateOfBirth: '1985-04-12',
      reason: 'Typo',
    };
    const another = await correct(booked.reference, 1, { ...base, firstNames: 'Rebecca' });
    expect(another.statusCode).toBe(422);
    expect(another.json<{ error: { message: string } }>().error.message).toMatch(
      /^More than 3 letters of the name differ/,
    );
    // The lead passenger must stay 18 or over.
    expect(
      (await correct(booked.reference, 1, { ...base, dateOfBirth: '2020-01-01' })).statusCode,
    ).toBe(422);
    expect(
      (await correct(booked.reference, 1, { ...base, dateOfBirth: '1985-02-30' })).statusCode,
    ).toBe(422);
    expect((await correct(booked.reference, 1, { ...base, reason: ' ' })).statusCode).toBe(422);
    expect((await correct(booked.reference, 1, base)).statusCode).toBe(409);
    expect((await correct(booked.reference, 9, { ...base, lastName: 'Harte' })).statusCode).toBe(
      404,
    );
    expect((await correct(booked.reference, 0, base)).statusCode).toBe(400);
    expect((await correct(booked.reference, 1, { ...base, extra: true })).statusCode).toBe(400);
    expect(
      (await correct(booked.reference, 1, { ...base, lastName: 'x'.repeat(101) })).statusCode,
    ).toBe(400);
    const lead = (await detail(booked)).passengers[0];
    expect(lead).toMatchObject({
      first_names: 'Amelia',
      last_name: 'Hart',
      date_of_birth: '1985-04-12',
    });
    // Once cancelled, nothing can be amended.
    await app.database.db
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(eq(bookings.reference, booked.reference));
    const cancelled = await correct(booked.reference, 1, { ...base, lastName: 'Harte' });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json<{ error: { message: string } }>().error.message).toBe(
      'A cancelled booking cannot be amended.',
    );
  });

  it('an airline that confirms the booking on its own page is told the corrected names', async () => {
    const booked = await book('Hart', { holiday: { airline: 'Ryanair', notAirline: '' } });
    await jobsSettled(app);
    const res = await correct(booked.reference, 2, {
      firstNames: 'Thom',
      lastName: 'Hart',
      dateOfBirth: '1983-10-02',
      reason: 'Passport says Thom',
    });
    expect(res.statusCode, res.body).toBe(200);
    await jobsSettled(app);
    const sessions = await app.database.db
      .select({ details: airlineSessions.details })
      .from(airlineSessions)
      .where(eq(airlineSessions.bookingReference, booked.reference));
    expect(sessions.at(0)?.details).toMatchObject({
      passengers: [
        { firstName: 'Amelia', lastName: 'Hart', type: 'adult' },
        { firstName: 'Thom', lastName: 'Hart', type: 'adult' },
      ],
    });
  });

  it('counts letters as airlines do, and keeps the priced age', () => {
    const p = (firstNames: string, lastName: string) => ({ firstNames, lastName, dateOfBirth: '' });
    expect(lettersChanged(p('Jon', 'Smith'), p('John', 'Smith'))).toBe(1);
    expect(lettersChanged(p('AMELIA', 'HART'), p('Amelia', 'Hart'))).toBe(0);
    expect(lettersChanged(p('Tom', 'Hart'), p('Ann', 'Hart'))).toBe(3);
    expect(lettersChanged(p('Tom', 'Hart'), p('Rebecca', 'Hart'))).toBeGreaterThan(3);
    // A child priced as 7 on the last day stays 7.
    expect(keepsPricedAge('Child', false, '2019-08-01', '2019-08-10', '2027-06-08')).toBe(true);
    expect(keepsPricedAge('Child', false, '2019-08-01', '2018-08-01', '2027-06-08')).toBe(false);
    expect(keepsPricedAge('Adult', false, '1990-01-01', '2010-01-01', '2027-06-08')).toBe(true);
    expect(keepsPricedAge('Adult', true, '1990-01-01', '2010-01-01', '2027-06-08')).toBe(false);
  });
});

const extrasOf = async (reference: string, who = agent) => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/staff/bookings/${reference}/extras`,
    cookies: who.cookies,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<StaffExtrasOptions>();
};

const addExtras = (reference: string, body: object, who = agent) =>
  app.inject({
    method: 'POST',
    url: `/api/staff/bookings/${reference}/extras`,
    payload: body,
    cookies: who.cookies,
  });

const messageOf = (res: { body: string }) => {
  const { error } = JSON.parse(res.body) as {
    error: { message: string; details?: { errors?: Record<string, string[]> } };
  };
  return { message: error.message, fields: error.details?.errors };
};

/** A bag and the lead's outbound seat from the options, with their total. */
function pick(options: StaffExtrasOptions, seatIndex = 0) {
  const bag = options.bags.find((b) => b.maxMore > 0);
  const outbound = options.flights.find((f) => f.direction === 'outbound');
  const seat = outbound?.seats.at(seatIndex);
  if (!bag || !outbound || !seat) throw new Error('the sandbox sells no bags or seats here');
  return {
    bag,
    seat,
    body: {
      bags: [{ id: bag.id, quantity: 2 }],
      seats: [{ direction: 'outbound', passenger: 1, seatNumber: seat.number }],
      expectedTotalPence: 2 * bag.unitPence + seat.pricePence,
      reason: 'Customer rang: two cases and a window seat',
    },
  };
}

async function payNext(booked: Booked, paymentType = 'next_installment') {
  const before = await detail(booked);
  const headers = { 'x-booking-key': booked.key };
  const opened = await app.inject({
    method: 'POST',
    url: `/api/auth/customer/itineraries/payment/${booked.reference}`,
    payload: { paymentType, remainingBalance: before.payment.remainingBalance },
    headers,
  });
  expect(opened.statusCode, opened.body).toBe(200);
  const session = opened.json<BookingPaymentSession>();
  const paid = await app.inject({
    method: 'POST',
    url: `/api/auth/customer/itineraries/payment/${booked.reference}/sessions/${session.sessionUuid}/pay`,
    payload: { paymentToken: await cardToken(app, CARDS.approved), browserInfo },
    headers: { ...headers, 'idempotency-key': randomUUID() },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return { session, paid: paid.json<BookingPaymentPaid>() };
}

describe('adding bags and seats after booking', () => {
  it('bought from the supplier at the price shown, then owed as a new instalment the customer pays from the Payment tab', async () => {
    const booked = await book('Hart');
    await jobsSettled(app);
    const before = await detail(booked);
    expect(before.payment.remainingBalance).toBe(0);
    const options = await extrasOf(booked.reference);
    expect(options.unavailable).toBeNull();
    const { bag, seat, body } = pick(options);
    expect(options.flights.find((f) => f.direction === 'outbound')?.passengersWithoutSeat).toEqual([
      { passenger: 1, name: 'Amelia Hart' },
      { passenger: 2, name: 'Tom Hart' },
    ]);

    const res = await addExtras(booked.reference, body);
    expect(res.statusCode, res.body).toBe(200);
    const amendment = res.json<{ amendment: StaffAmendment }>().amendment;
    expect(amendment).toMatchObject({
      kind: 'extras',
      state: 'added',
      pricePence: body.expectedTotalPence,
      refusal: null,
      staffName: 'Priya Shah',
    });

    // The customer sees the extras, the new total and what is owed, due within a week.
    const after = await detail(booked);
    expect(after.payment.totalCost).toBe(before.payment.totalCost + body.expectedTotalPence);
    expect(after.payment.remainingBalance).toBe(body.expectedTotalPence);
    const owed = after.payment.schedule.at(-1);
    expect(owed).toMatchObject({
      amount: body.expectedTotalPence,
      status: 'pending',
      description: expect.stringMatching(/^Extras added on /) as unknown,
    });
    expect(owed?.payment_date).toBe(extrasDueDate(londonToday(new Date()), booked.departure));

    // Bought once: the bag count, the seat and the lead's seat are no longer on offer.
    const again = await extrasOf(booked.reference);
    expect(again.bags.find((b) => b.id === bag.id)).toMatchObject({
      bought: 2,
      maxMore: bag.maxMore - 2,
    });
    const outbound = again.flights.find((f) => f.direction === 'outbound');
    expect(outbound?.passengersWithoutSeat.map((p) => p.passenger)).toEqual([2]);
    expect(outbound?.seats.some((x) => x.number === seat.number)).toBe(false);
    const taken = await addExtras(booked.reference, {
      bags: [],
      seats: [{ direction: 'outbound', passenger: 2, seatNumber: seat.number }],
      expectedTotalPence: seat.pricePence,
      reason: 'Next to her',
    });
    expect(taken.statusCode).toBe(422);
    expect(messageOf(taken).fields?.seats).toEqual([
      'This seat is no longer free: please choose another.',
    ]);

    // The amended confirmation is e-mailed; the customer pays the extras online.
    await jobsSettled(app);
    const mails = await app.database.db
      .select({ subject: mailOutbox.subject, text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `booking:${booked.reference}:amended:${amendment.id}`));
    expect(mails.at(0)?.subject).toContain('has been amended');
    expect(mails.at(0)?.text).toContain('kg hold bag (added after booking)');
    const { session, paid } = await payNext(booked);
    expect(session.amount).toBe(body.expectedTotalPence);
    expect(paid).toMatchObject({ remainingBalance: 0, paidInFull: true });
    expect((await detail(booked)).payment.schedule.at(-1)?.status).toBe('paid');
  });

  it('on a deposit booking the extras, due sooner, are paid before the balance', async () => {
    const booked = await book('Hart', { planId: 'low-deposit-monthly', holiday: { offset: 150 } });
    await jobsSettled(app);
    const { body } = pick(await extrasOf(booked.reference));
    expect((await addExtras(booked.reference, body)).statusCode).toBe(200);
    const { session } = await payNext(booked);
    expect(session.amount).toBe(body.expectedTotalPence);
    const schedule = (await detail(booked)).payment.schedule;
    expect(schedule.find((e) => e.description.startsWith('Extras added'))?.status).toBe('paid');
    expect(schedule.filter((e) => e.status !== 'paid').length).toBeGreaterThan(0);
  });

  it('refuses, writing nothing: a changed price, nothing chosen, too many bags, an unknown bag or seat, an infant-less seat twice, no reason, a cancelled booking', async () => {
    const booked = await book('Hart');
    await jobsSettled(app);
    const options = await extrasOf(booked.reference);
    const { bag, seat, body } = pick(options);
    const price = await addExtras(booked.reference, { ...body, expectedTotalPence: 1 });
    expect(price.statusCode).toBe(409);
    expect(messageOf(price).message).toBe(
      `The price of these extras is now £${(body.expectedTotalPence / 100).toFixed(2)}: please check and confirm again.`,
    );
    const none = await addExtras(booked.reference, { ...body, bags: [], seats: [] });
    expect(none.statusCode).toBe(422);
    expect(messageOf(none).fields?.bags).toEqual([
      'Please choose at least one bag or seat to add.',
    ]);
    const many = await addExtras(booked.reference, {
      ...body,
      bags: [{ id: bag.id, quantity: bag.maxMore + 1 }],
    });
    expect(messageOf(many).fields?.bags).toEqual([
      `At most ${String(bag.maxMore)} more of these bags can be added to this booking.`,
    ]);
    const unknown = await addExtras(booked.reference, {
      ...body,
      bags: [{ id: 'BAG-X', quantity: 1 }],
    });
    expect(messageOf(unknown).fields?.bags).toEqual(['This bag is not sold on these flights.']);
    const nowhere = await addExtras(booked.reference, {
      ...body,
      seats: [{ direction: 'outbound', passenger: 1, seatNumber: '99Z' }],
    });
    expect(messageOf(nowhere).fields?.seats).toEqual(['Please choose a seat from the seat map.']);
    const twice = await addExtras(booked.reference, {
      ...body,
      seats: [
        { direction: 'outbound', passenger: 1, seatNumber: seat.number },
        { direction: 'outbound', passenger: 1, seatNumber: seat.number },
      ],
    });
    expect(messageOf(twice).fields?.seats).toEqual([
      'This passenger already has a seat on this flight.',
    ]);
    const noReason = await addExtras(booked.reference, { ...body, reason: '  ' });
    expect(messageOf(noReason).fields?.reason).toEqual([
      'Please give the reason for adding these extras.',
    ]);
    expect((await addExtras(booked.reference, { ...body, extra: 1 })).statusCode).toBe(400);
    expect((await addExtras('sw123456', body)).statusCode).toBe(400);
    expect((await addExtras('SW000000', body)).statusCode).toBe(404);
    const anonymous = await app.inject({
      method: 'POST',
      url: `/api/staff/bookings/${booked.reference}/extras`,
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);

    const unchanged = await detail(booked);
    expect(unchanged.payment.remainingBalance).toBe(0);
    const rows = await app.database.db
      .select()
      .from(bookingAmendments)
      .innerJoin(bookings, eq(bookings.id, bookingAmendments.bookingId))
      .where(eq(bookings.reference, booked.reference));
    expect(rows).toHaveLength(0);

    await app.database.db
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(eq(bookings.reference, booked.reference));
    expect((await extrasOf(booked.reference)).unavailable).toBe(
      'A cancelled booking cannot be amended.',
    );
    const cancelled = await addExtras(booked.reference, body);
    expect(cancelled.statusCode).toBe(409);
  });

  it(
    'the supplier unreachable: the request is kept and its job buys them later; a seat sold meanwhile is refused in the supplier’s words, owing nothing',
    { timeout: 60_000 },
    async () => {
      const booked = await book('Hart');
      await jobsSettled(app);
      const first = pick(await extrasOf(booked.reference), 0);
      const bagOnly = { ...first.body, seats: [], expectedTotalPence: 2 * first.bag.unitPence };
      const waiting = await whileFailing(app, 'sandbox_supplier_ancillaries', 'true', async () => {
        const res = await addExtras(booked.reference, bagOnly);
        expect(res.statusCode, res.body).toBe(200);
        const seatRes = await addExtras(booked.reference, {
          bags: [],
          seats: first.body.seats,
          expectedTotalPence: first.seat.pricePence,
          reason: 'Window seat',
        });
        expect(seatRes.statusCode, seatRes.body).toBe(200);
        // Another traveller buys that seat before the supplier is back.
        const rows = await app.database.db
          .select({ details: bookings.details })
          .from(bookings)
          .where(eq(bookings.reference, booked.reference));
        const ref = (
          rows[0]?.details as { flightRef: { outboundFlightId: number; outboundDate: string } }
        ).flightRef;
        await app.database.db.insert(sandboxSupplierSeats).values({
          flightId: ref.outboundFlightId,
          flightDate: ref.outboundDate,
          seatNumber: first.seat.number,
          requestId: 'another-traveller',
        });
        return [res, seatRes].map((r) => r.json<{ amendment: StaffAmendment }>().amendment);
      });
      expect(waiting.map((a) => a.kind === 'extras' && a.state)).toEqual([
        'requested',
        'requested',
      ]);
      expect((await detail(booked)).payment.remainingBalance).toBe(0);

      // The job tries again (with back-off) once the supplier is back.
      const deadline = Date.now() + 40_000;
      let view: StaffBookingView;
      for (;;) {
        await app.jobs.relay();
        view = (
          await app.inject({
            method: 'GET',
            url: `/api/staff/bookings/${booked.reference}`,
            cookies: agent.cookies,
          })
        ).json<StaffBookingView>();
        if (view.amendments.every((a) => a.kind !== 'extras' || a.state !== 'requested')) break;
        if (Date.now() > deadline) throw new Error('the extras were never bought');
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const states = view.amendments.map((a) =>
        a.kind === 'extras' ? [a.state, a.refusal] : null,
      );
      expect(states).toEqual([
        ['added', null],
        [
          'refused',
          `The supplier refused: Seat ${first.seat.number} has been sold to another passenger.`,
        ],
      ]);
      const after = await detail(booked);
      expect(after.payment.remainingBalance).toBe(bagOnly.expectedTotalPence);
    },
  );
});
