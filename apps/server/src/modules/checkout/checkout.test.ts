import { checkoutMessages, DEPOSIT_PER_PERSON_PENCE } from '@sunward/contracts/checkout';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkoutSeatHolds, prebooks } from '../../db/schema';
import { TRANSFER_VEHICLE_TYPES } from '../../integrations/supplier/supplier';
import { createTestApp, validRegistration } from '../../test/app';
import { addDays } from '../../lib/dates';
import { createHolidayFactory, type Holiday } from '../../test/holidays';

let app: FastifyInstance;
let holiday: ReturnType<typeof createHolidayFactory>;
/** Itinerary uuid → checkout key (the prebook id the browser that prebooked was given). */
const keys = new Map<string, string>();

beforeAll(async () => {
  app = await createTestApp();
  const make = createHolidayFactory(app);
  holiday = async (o) => {
    const h = await make(o);
    keys.set(h.uuid, h.prebook.prebook_id);
    return h;
  };
});
afterAll(() => app.close());

/** A checkout call as the browser that prebooked makes it: with its checkout key. */
const api = (method: 'GET' | 'POST', url: string, payload?: object, token?: string) => {
  const text = url + JSON.stringify(payload ?? {});
  const key = [...keys].find(([uuid]) => text.includes(uuid))?.[1];
  return app.inject({
    method,
    url: `/api${url}`,
    ...(payload ? { payload } : {}),
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(key ? { 'x-checkout-key': key } : {}),
    },
  });
};

const view = async (uuid: string, token?: string) => {
  const res = await api('GET', `/checkout/${uuid}`, undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const extras = (uuid: string, optionalExtras: object[] = [], seatAssignments: object[] = []) =>
  api('POST', '/checkout/extras', { uuid, extras: { optionalExtras, seatAssignments } });

const entry = (code: string, quantity: number, over: object = {}) => ({
  code,
  supplier: 'sunward-sandbox',
  quantity,
  direction: 'both',
  type: 'flight_extra',
  description: code,
  ...over,
});

const passenger = (uuid: string, index: number, over: object = {}) => ({
  uuid,
  index,
  title: 'Mrs',
  gender: 'Female',
  firstName: 'Amelia',
  lastName: 'Hart',
  nationality: 'British',
  dateOfBirth: '1985-04-12',
  requiresAssistance: false,
  assistanceDetails: '',
  ...over,
});

const billing = {
  email: 'amelia.hart@example.co.uk',
  phone: '07700 900123',
  addressLine1: '1 Park Row',
  addressLine2: 'Flat 2',
  city: 'Leeds',
  postcode: 'LS1 5HD',
};

/** An available seat with a price on the given seat map, skipping `skip` of them. */
function freeSeat(
  map: {
    seats: { number: string; available: boolean; bandId: string }[];
    bands: { id: string; price: number }[];
  },
  skip = 0,
) {
  const priced = new Set(map.bands.filter((b) => b.price > 0).map((b) => b.id));
  const seat = map.seats.filter((s) => s.available && priced.has(s.bandId)).at(skip);
  if (!seat) throw new Error('no free seat');
  return seat;
}

const saveAllPassengers = async (h: Holiday, count = 2) => {
  for (let i = 0; i < count; i++) {
    const res = await api('POST', '/checkout/passengers', passenger(h.uuid, i));
    expect(res.statusCode, res.body).toBe(200);
  }
};

/** Takes a fresh holiday up to (and including) the given step. */
async function upTo(
  h: Holiday,
  step: 'extras' | 'passengers' | 'billing' | 'confirm' | 'agreements' | 'plan',
) {
  const steps = ['extras', 'passengers', 'billing', 'confirm', 'agreements', 'plan'];
  const n = steps.indexOf(step);
  const ok = (res: { statusCode: number; body: string }) =>
    expect(res.statusCode, res.body).toBe(200);
  ok(await extras(h.uuid));
  if (n >= 1) await saveAllPassengers(h);
  if (n >= 2)
    ok(await api('POST', '/checkout/billing', { itineraryUuid: h.uuid, userId: null, billing }));
  if (n >= 3) ok(await api('POST', '/checkout/billing/confirm', { uuid: h.uuid }));
  if (n >= 4) {
    ok(
      await api('POST', '/checkout/agreements', { uuid: h.uuid, terms: true, airlineTerms: true }),
    );
  }
  if (n >= 5) ok(await api('POST', '/checkout/plan', { uuid: h.uuid, planId: 'full' }));
}

describe('a package checkout from prebook to payment data', () => {
  it('walks every state forward, pricing extras, seats and transfer to the penny', async () => {
    const h = await holiday({ notAirline: 'Ryanair' });
    const v = await view(h.uuid);
    expect(v.state).toBe('prebooked');
    expect(v.type).toBe('package');
    expect(v.expires_at).toBe(h.prebook.expires_at);
    expect(v.party).toEqual({ adults: 2, children: 0, infants: 0, child_ages: [], rooms: 1 });
    expect(v.hotel.name).toBeTruthy();
    expect(v.hotel.location.split(', ').length).toBeGreaterThanOrEqual(2);
    expect(v.hotel.image).toMatch(/^\/api\/images\/.+\.svg$/);
    expect(v.hotel.rating).toBeGreaterThanOrEqual(2);
    expect(v.airline_terms_required).toBe(false);
    // 150 days ahead: a deposit can be taken.
    expect(v.deposit_available).toBe(true);
    expect(v.flight.cost).toBe(h.prebook.flight!.cost);

    // Hotel + flight, nothing else yet.
    const hotelPence = h.prebook.hotel.RoomBookings.reduce((n, r) => n + r.TotalCost, 0);
    const flightPence = h.prebook.flight!.cost;
    expect(v.totals).toMatchObject({ hotel: hotelPence, flights: flightPence, transfer: 0 });
    expect(v.totals.total).toBe(h.prebook.total_pence);
    expect(v.totals.lines.map((l: { kind: string }) => l.kind)).toEqual(['hotel', 'flights']);

    // Options: bags with bundles, priority both ways, seat maps for both flights, transfers.
    const bag = v.options.bags.at(0);
    expect(bag.bundles).toHaveLength(bag.maxQuantity);
    expect(bag.bundles.at(1)).toEqual({ quantity: 2, price: 2 * bag.price });
    expect(v.options.priorityBoarding.outbound.applyTo).toBe('AllPax');
    const outboundNumber = v.flight.outbound.flightNumber;
    const returnNumber = v.flight.return.flightNumber;
    expect(Object.keys(v.options.seatMaps).sort()).toEqual([outboundNumber, returnNumber].sort());
    const outMap = v.options.seatMaps[outboundNumber];
    expect(outMap.direction).toBe('outbound');
    expect(outMap.departurePoint).toBe(v.flight.outbound.departsFrom.airportCode);
    expect(outMap.letters).toContain('');
    const transfers = v.options.transfers;
    expect(transfers.at(0)).toMatchObject({
      id: 'none',
      vehicle_title: 'No Transfer',
      name: 'No Transfer',
      price: { amount: 0 },
    });
    const prices = transfers.slice(1).map((t: { price: { amount: number } }) => t.price.amount);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
    for (const t of transfers.slice(1)) {
      expect(TRANSFER_VEHICLE_TYPES as readonly string[]).toContain(t.vehicle_title);
    }

    // Commit: 2 bags, priority outbound, a seat each on the outbound, the cheapest transfer.
    const meal = v.options.extras.find((e: { kind: string }) => e.kind === 'meal');
    const seatA = freeSeat(outMap, 0);
    const seatB = freeSeat(outMap, 1);
    const band = (s: { bandId: string }) =>
      outMap.bands.find((b: { id: string }) => b.id === s.bandId).price as number;
    const transfer = transfers.at(1);
    const res = await extras(
      h.uuid,
      [
        entry(bag.id, 2),
        entry(v.options.priorityBoarding.outbound.id, 1, { direction: 'outbound' }),
        ...(meal ? [entry(meal.id, 2)] : []),
        entry(transfer.id, 1, { type: 'transfer' }),
      ],
      [
        {
          FlightNumber: outboundNumber,
          Supplier: 'sunward-sandbox',
          DeparturePoint: outMap.departurePoint,
          Assignments: [
            { PassengerIndex: 0, SeatNumber: seatA.number },
            { PassengerIndex: 1, SeatNumber: seatB.number },
          ],
        },
      ],
    );
    expect(res.statusCode, res.body).toBe(200);
    const committed = res.json();
    const expectedFlights =
      flightPence +
      2 * bag.price +
      2 * v.options.priorityBoarding.outbound.unitCost +
      (meal ? 2 * meal.unitCost : 0) +
      band(seatA) +
      band(seatB);
    expect(committed.state).toBe('extras_committed');
    expect(committed.flight.itinerary.cost.total).toBe(expectedFlights);
    expect(committed.transfer).toEqual(transfer);
    expect(committed.totals).toMatchObject({
      hotel: hotelPence,
      flights: expectedFlights,
      transfer: transfer.price.amount,
      total: hotelPence + expectedFlights + transfer.price.amount,
    });
    const lines = committed.totals.lines as { kind: string; label: string; amount: number }[];
    expect(lines.map((l) => l.kind)).toEqual([
      'hotel',
      'flights',
      'bags',
      'priority',
      ...(meal ? ['extras'] : []),
      'seats',
      'transfer',
    ]);
    expect(lines.find((l) => l.kind === 'bags')).toEqual({
      kind: 'bags',
      label: `2 × ${bag.weight}kg hold bag`,
      amount: 2 * bag.price,
    });
    expect(lines.reduce((n, l) => n + l.amount, 0)).toBe(committed.totals.total);

    // The view now carries the selection and the same totals.
    const after = await view(h.uuid);
    expect(after.state).toBe('extras_committed');
    expect(after.totals).toEqual(committed.totals);
    expect(after.selection.transfer.id).toBe(transfer.id);
    expect(after.selection.seatAssignments.at(0).Assignments).toEqual([
      { PassengerIndex: 0, SeatNumber: seatA.number },
      { PassengerIndex: 1, SeatNumber: seatB.number },
    ]);
    expect(
      after.selection.optionalExtras.find((e: { code: string }) => e.code === bag.id),
    ).toMatchObject({ quantity: 2, description: `${bag.weight}kg hold bag` });
    // Our own seats stay available to us.
    const ownSeat = after.options.seatMaps[outboundNumber].seats.find(
      (s: { number: string }) => s.number === seatA.number,
    );
    expect(ownSeat.available).toBe(true);

    // Passengers: the state moves on only once both are saved.
    const first = await api('POST', '/checkout/passengers', passenger(h.uuid, 0));
    expect(first.statusCode).toBe(200);
    expect(first.json().state).toBe('extras_committed');
    expect(first.json().passenger).toMatchObject({ index: 0, type: 'Adult', firstName: 'Amelia' });
    const second = await api(
      'POST',
      '/checkout/passengers',
      passenger(h.uuid, 1, { title: 'Mr', gender: 'Male', firstName: '  Tom ' }),
    );
    expect(second.json().state).toBe('passengers_saved');
    expect(second.json().passenger.firstName).toBe('Tom');

    const bill = await api('POST', '/checkout/billing', {
      itineraryUuid: h.uuid,
      userId: null,
      billing,
    });
    expect(bill.statusCode, bill.body).toBe(200);
    expect(bill.json()).toEqual({ state: 'passengers_saved', billing });

    const confirm = await api('POST', '/checkout/billing/confirm', { uuid: h.uuid });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json().state).toBe('prices_confirmed');
    expect(confirm.json().totals).toEqual(committed.totals);

    const agree = await api('POST', '/checkout/agreements', { uuid: h.uuid, terms: true });
    expect(agree.json()).toEqual({ state: 'agreements_accepted' });

    const plans = await api('GET', `/checkout/plans?uuid=${h.uuid}`);
    expect(plans.statusCode, plans.body).toBe(200);
    const total = committed.totals.total as number;
    expect(plans.json().total).toBe(total);
    expect(plans.json().selected_plan_id).toBeNull();
    const ids = plans.json().plans.map((p: { id: string }) => p.id);
    expect(ids).toEqual(['full', 'low-deposit-monthly', 'deposit-balance']);
    for (const p of plans.json().plans) {
      const sum = p.schedule.reduce((n: number, s: { amount: number }) => n + s.amount, 0);
      expect(sum).toBe(total);
      expect(p.schedule.at(0).payment_date).toBe(app.catalogue.today());
    }

    const chosen = await api('POST', '/checkout/plan', {
      uuid: h.uuid,
      planId: 'low-deposit-monthly',
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().state).toBe('plan_chosen');
    expect(chosen.json().plan.deposit).toBe(2 * DEPOSIT_PER_PERSON_PENCE);

    const pay = await api('GET', `/checkout/${h.uuid}/payment-data`);
    expect(pay.statusCode, pay.body).toBe(200);
    expect(pay.json()).toMatchObject({
      merchantId: '100001',
      action: 'SALE',
      type: 1,
      countryCode: 826,
      currencyCode: 826,
      amount: 2 * DEPOSIT_PER_PERSON_PENCE,
      adhoc: false,
      gatewayUrl: expect.stringMatching(/\/gateway$/) as unknown,
    });
    expect(pay.json().orderRef).toMatch(/^SW[A-Z2-9]{10}$/);
    const again = await api('GET', `/checkout/${h.uuid}/payment-data`);
    expect(again.json().transactionUnique).toBe(pay.json().transactionUnique);
    expect(again.json().orderRef).toBe(pay.json().orderRef);

    const final = await view(h.uuid);
    expect(final).toMatchObject({
      state: 'plan_chosen',
      plan_id: 'low-deposit-monthly',
      agreements_accepted: true,
      billing,
    });
    expect(final.passengers.map((p: { firstName: string }) => p.firstName)).toEqual([
      'Amelia',
      'Tom',
    ]);
    expect((await api('GET', `/checkout/plans?uuid=${h.uuid}`)).json().selected_plan_id).toBe(
      'low-deposit-monthly',
    );

    // Going back to change extras never moves the state back, and the payment follows the total.
    const redo = await extras(h.uuid, [entry(bag.id, 1)]);
    expect(redo.json().state).toBe('plan_chosen');
    expect(redo.json().totals.total).toBe(hotelPence + flightPence + bag.price);
    const full = await api('POST', '/checkout/plan', { uuid: h.uuid, planId: 'full' });
    expect(full.json().plan.deposit).toBe(hotelPence + flightPence + bag.price);
    expect((await api('GET', `/checkout/${h.uuid}/payment-data`)).json().amount).toBe(
      hotelPence + flightPence + bag.price,
    );
  });
});

describe('the order of steps and the hold', () => {
  it('refuses a step whose prerequisite is not reached with 409 and what to do first', async () => {
    const h = await holiday({ pick: 1 });
    const conflict = async (res: Awaited<ReturnType<typeof api>>, message: string) => {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error).toMatchObject({ code: 'CONFLICT', message });
    };
    await conflict(
      await api('POST', '/checkout/passengers', passenger(h.uuid, 0)),
      'Please confirm your extras before passenger details.',
    );
    await conflict(
      await api('POST', '/checkout/billing', { itineraryUuid: h.uuid, userId: null, billing }),
      'Please save every passenger before billing details.',
    );
    await conflict(
      await api('POST', '/checkout/billing/confirm', { uuid: h.uuid }),
      'Please save your billing details before confirming prices.',
    );
    await conflict(
      await api('POST', '/checkout/agreements', { uuid: h.uuid, terms: true }),
      'Please complete your billing details before accepting the terms.',
    );
    await conflict(
      await api('POST', '/checkout/plan', { uuid: h.uuid, planId: 'full' }),
      'Please accept the terms and conditions before choosing a payment plan.',
    );
    await conflict(
      await api('GET', `/checkout/${h.uuid}/payment-data`),
      'Please choose a payment plan before paying.',
    );

    // One passenger of two is not enough for billing.
    expect((await extras(h.uuid)).json().state).toBe('extras_committed');
    await api('POST', '/checkout/passengers', passenger(h.uuid, 0));
    await conflict(
      await api('POST', '/checkout/billing', { itineraryUuid: h.uuid, userId: null, billing }),
      'Please save every passenger before billing details.',
    );
    await api('POST', '/checkout/passengers', passenger(h.uuid, 1));
    // Billing saved but prices not confirmed: agreements still wait.
    await api('POST', '/checkout/billing', { itineraryUuid: h.uuid, userId: null, billing });
    await conflict(
      await api('POST', '/checkout/agreements', { uuid: h.uuid, terms: true }),
      'Please complete your billing details before accepting the terms.',
    );
    // The plans preview works in any state.
    expect((await api('GET', `/checkout/plans?uuid=${h.uuid}&total=150000`)).statusCode).toBe(200);
  });

  it('answers 404 when the itinerary has no prebook', async () => {
    const res = await api('GET', '/checkout/0d7c2b1e-2222-4222-8222-222222222222');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
    expect(res.json().error.message).toMatch(/Please choose your holiday again/);
  });

  it('answers 410 with the session-expired message on every call once the hold has expired', async () => {
    const h = await holiday({ pick: 2 });
    await upTo(h, 'agreements');
    await app.database.db
      .update(prebooks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(prebooks.itineraryUuid, h.uuid));
    const calls = [
      api('GET', `/checkout/${h.uuid}`),
      extras(h.uuid),
      api('POST', '/checkout/passengers', passenger(h.uuid, 0)),
      api('POST', '/checkout/billing', { itineraryUuid: h.uuid, userId: null, billing }),
      api('POST', '/checkout/billing/confirm', { uuid: h.uuid }),
      api('POST', '/checkout/agreements', { uuid: h.uuid, terms: true }),
      api('GET', `/checkout/plans?uuid=${h.uuid}`),
      api('POST', '/checkout/plan', { uuid: h.uuid, planId: 'full' }),
      api('GET', `/checkout/${h.uuid}/payment-data`),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(410);
      expect(res.json().error).toMatchObject({
        code: 'GONE',
        message: checkoutMessages.sessionExpired,
      });
    }
  });

  it('opens a checkout only with its key: the itinerary uuid alone (in package links) is not enough', async () => {
    const h = await holiday({ pick: 2 });
    expect((await api('GET', `/checkout/${h.uuid}`)).statusCode).toBe(200);
    const without = await app.inject({ method: 'GET', url: `/api/checkout/${h.uuid}` });
    expect(without.statusCode).toBe(404);
    expect(without.json().error.message).toBe(
      'We could not find a holiday being booked for this search. Please choose your holiday again.',
    );
    for (const key of ['not-a-uuid', '6f1c2a3b-4d5e-4f60-8a71-92b3c4d5e6f7']) {
      const wrong = await app.inject({
        method: 'POST',
        url: '/api/checkout/extras',
        headers: { 'x-checkout-key': key },
        payload: { uuid: h.uuid, extras: { optionalExtras: [], seatAssignments: [] } },
      });
      expect(wrong.statusCode).toBe(404);
    }
  });

  it('starts a fresh checkout for a new prebook of the same itinerary', async () => {
    const h = await holiday({ pick: 3 });
    // The first calls may race (two tabs): they share one checkout.
    const [a, b, c] = await Promise.all([
      api('GET', `/checkout/${h.uuid}`),
      api('GET', `/checkout/${h.uuid}`),
      extras(h.uuid),
    ]);
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([200, 200, 200]);
    const map = a.json().options.seatMaps[a.json().flight.outbound.flightNumber];
    const seat = freeSeat(map, 5).number;
    const held = await extras(
      h.uuid,
      [],
      [
        {
          FlightNumber: map.flightNumber,
          Supplier: 'sunward-sandbox',
          DeparturePoint: map.departurePoint,
          Assignments: [{ PassengerIndex: 0, SeatNumber: seat }],
        },
      ],
    );
    expect(held.statusCode).toBe(200);
    await saveAllPassengers(h);
    expect((await view(h.uuid)).state).toBe('passengers_saved');

    const first = h.prebook.prebook_id;
    const again = await api('POST', '/itinerary/prebook', h.prebookBody);
    expect(again.statusCode).toBe(200);
    keys.set(h.uuid, again.json().prebook_id);
    const fresh = await view(h.uuid);
    expect(fresh.state).toBe('prebooked');
    expect(fresh.passengers).toEqual([]);
    expect(fresh.selection.seatAssignments).toEqual([]);
    expect(fresh.expires_at).toBe(again.json().expires_at);
    // The superseded checkout's seats are released with it.
    const holds = await app.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(checkoutSeatHolds)
      .where(eq(checkoutSeatHolds.seatNumber, seat));
    expect(holds.at(0)?.n).toBe(0);
    // The replaced checkout no longer takes steps: its seats are gone.
    const old = await app.inject({
      method: 'GET',
      url: `/api/checkout/${h.uuid}`,
      headers: { 'x-checkout-key': first },
    });
    expect(old.statusCode).toBe(409);
    expect(old.json().error.message).toMatch(/^You have booked this holiday again since/);
  });

  it('answers 422 with the invalid-total message when there is nothing to pay', async () => {
    const h = await holiday({ type: 'hotelonly', pick: 2 });
    await upTo(h, 'plan');
    expect((await api('GET', `/checkout/${h.uuid}/payment-data`)).statusCode).toBe(200);
    await app.database.db
      .update(prebooks)
      .set({
        response: sql`jsonb_set(${prebooks.response}, '{hotel,RoomBookings,0,TotalCost}', '0')`,
      })
      .where(eq(prebooks.itineraryUuid, h.uuid));
    const res = await api('GET', `/checkout/${h.uuid}/payment-data`);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(checkoutMessages.invalidTotal);
  });

  it('re-prices live at billing confirmation and reports a price change with both totals', async () => {
    const h = await holiday({ pick: 6 });
    await upTo(h, 'billing');
    const before = (await view(h.uuid)).totals.total;
    app.sandboxSupplier.simulatePriceChange(h.hotel.ivector_property_id, 1.05);
    const res = await api('POST', '/checkout/billing/confirm', { uuid: h.uuid });
    expect(res.statusCode).toBe(409);
    const error = res.json().error;
    expect(error.code).toBe('PRICE_CHANGED');
    expect(error.details.previous_total).toBe(before);
    expect(error.details.total).toBeGreaterThan(before);
    expect(error.message).toMatch(
      /^The price of your holiday has changed from £[\d,.]+ to £[\d,.]+\./,
    );
    expect((await view(h.uuid)).state).toBe('passengers_saved');
    // Accepting a total that is not the live one changes nothing.
    const stale = await api('POST', '/checkout/billing/confirm', {
      uuid: h.uuid,
      accept_total_pence: error.details.total + 1,
    });
    expect(stale.statusCode).toBe(409);
    // Accepting the new total moves on, and the booking is priced at it from now on.
    const accepted = await api('POST', '/checkout/billing/confirm', {
      uuid: h.uuid,
      accept_total_pence: error.details.total,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().state).toBe('prices_confirmed');
    expect(accepted.json().totals.total).toBe(error.details.total);
    expect((await view(h.uuid)).totals.total).toBe(error.details.total);
    // Back to the old price: it changed again, so it must be confirmed again.
    app.sandboxSupplier.simulatePriceChange(h.hotel.ivector_property_id, 1);
    const back = await api('POST', '/checkout/billing/confirm', { uuid: h.uuid });
    expect(back.statusCode).toBe(409);
    expect(back.json().error.details.total).toBe(before);
  });
});

describe('extras validation', () => {
  let h: Holiday;
  let v: Awaited<ReturnType<typeof view>>;
  beforeAll(async () => {
    h = await holiday({ pick: 4 });
    v = await view(h.uuid);
  });

  const unprocessable = async (
    res: Awaited<ReturnType<typeof api>>,
    field: string,
    message: string | RegExp,
  ) => {
    expect(res.statusCode, res.body).toBe(422);
    const body = res.json().error;
    expect(body.code).toBe('UNPROCESSABLE');
    const messages = body.details.errors[field] as string[];
    expect(messages, JSON.stringify(body.details.errors)).toBeDefined();
    if (typeof message === 'string') expect(messages).toContain(message);
    else expect(messages.some((m) => message.test(m))).toBe(true);
  };

  const seats = (flightNumber: string, assignments: [number, string][]) => ({
    FlightNumber: flightNumber,
    Supplier: 'sunward-sandbox',
    DeparturePoint: 'XXX',
    Assignments: assignments.map(([PassengerIndex, SeatNumber]) => ({
      PassengerIndex,
      SeatNumber,
    })),
  });

  it('refuses a price sent by the client, and any unknown field, with 400', async () => {
    const bag = v.options.bags.at(0);
    const res = await extras(h.uuid, [{ ...entry(bag.id, 1), price: 1 }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    const unit = await extras(h.uuid, [{ ...entry(bag.id, 1), unitCost: 1 }]);
    expect(unit.statusCode).toBe(400);
    const total = await api('POST', '/checkout/extras', {
      uuid: h.uuid,
      extras: { optionalExtras: [], seatAssignments: [] },
      total: 1,
    });
    expect(total.statusCode).toBe(400);
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/checkout/extras',
      headers: { 'content-type': 'application/json' },
      payload: '{"uuid": ',
    });
    expect(malformed.statusCode).toBe(400);
    const wrongType = await extras(h.uuid, [entry(bag.id, 1, { quantity: 'two' })]);
    expect(wrongType.statusCode).toBe(400);
  });

  it('caps bags at their maximum and other extras at the quantity available', async () => {
    const bag = v.options.bags.at(0);
    await unprocessable(
      await extras(h.uuid, [entry(bag.id, bag.maxQuantity + 1)]),
      'extras.optionalExtras.0.quantity',
      `You can add at most ${bag.maxQuantity} × ${bag.weight}kg hold bags.`,
    );
    expect((await extras(h.uuid, [entry(bag.id, bag.maxQuantity)])).statusCode).toBe(200);
    const sports = v.options.extras.find((e: { kind: string }) => e.kind === 'sports');
    await unprocessable(
      await extras(h.uuid, [entry(sports.id, sports.quantityAvailable + 1)]),
      'extras.optionalExtras.0.quantity',
      `You can add at most ${sports.quantityAvailable} × ${sports.description}.`,
    );
    await unprocessable(
      await extras(h.uuid, [
        entry(sports.id, 1, { applyTo: 'SelectedPax', passengerIndex: 0 }),
        entry(sports.id, sports.quantityAvailable, { applyTo: 'SelectedPax', passengerIndex: 1 }),
      ]),
      'extras.optionalExtras.1.quantity',
      `You can add at most ${sports.quantityAvailable} × ${sports.description}.`,
    );
    // A refused upload changes nothing.
    const after = await view(h.uuid);
    expect(after.selection.optionalExtras).toEqual([
      expect.objectContaining({ code: bag.id, quantity: bag.maxQuantity }),
    ]);
  });

  it('refuses unknown codes, a second transfer, wrong priority quantities and unknown passengers', async () => {
    await unprocessable(
      await extras(h.uuid, [entry('GOLD-LOUNGE', 1)]),
      'extras.optionalExtras.0.code',
      `We don't recognise the extra "GOLD-LOUNGE". Please refresh the page and choose again.`,
    );
    await unprocessable(
      await extras(h.uuid, [entry('TRF-NOPE', 1, { type: 'transfer' })]),
      'extras.optionalExtras.0.code',
      /^The transfer "TRF-NOPE" is not available/,
    );
    const [none, cheapest] = v.options.transfers;
    await unprocessable(
      await extras(h.uuid, [
        entry(cheapest.id, 1, { type: 'transfer' }),
        entry(none.id, 1, { type: 'transfer' }),
      ]),
      'extras.optionalExtras.1',
      'Please choose only one transfer.',
    );
    await unprocessable(
      await extras(h.uuid, [entry(v.options.priorityBoarding.inbound.id, 5)]),
      'extras.optionalExtras.0.quantity',
      'Priority boarding is bought for all 2 passengers: send a quantity of 0 or 1.',
    );
    const meal = v.options.extras.at(0);
    await unprocessable(
      await extras(h.uuid, [entry(meal.id, 1, { applyTo: 'SelectedPax', passengerIndex: 2 })]),
      'extras.optionalExtras.0.passengerIndex',
      'There are 2 passengers on this booking.',
    );
    // 'No transfer' is a choice: it costs nothing.
    const chosenNone = await extras(h.uuid, [entry('none', 1, { type: 'transfer' })]);
    expect(chosenNone.statusCode).toBe(200);
    expect(chosenNone.json().transfer).toMatchObject({ id: 'none', price: { amount: 0 } });
    expect(chosenNone.json().totals.transfer).toBe(0);
    // Priority boarding with quantity 2 (= passengers) costs unit × passengers.
    const pri = v.options.priorityBoarding.inbound;
    const withPriority = await extras(h.uuid, [entry(pri.id, 2)]);
    expect(withPriority.json().totals.flights).toBe(v.flight.cost + 2 * pri.unitCost);
  });

  it('checks every seat: on our flights, one per passenger, never shared, available and priced', async () => {
    const outNumber = v.flight.outbound.flightNumber;
    const map = v.options.seatMaps[outNumber];
    const a = freeSeat(map, 0).number;
    const b = freeSeat(map, 1).number;
    const sold = map.seats.find((s: { available: boolean }) => !s.available).number;
    await unprocessable(
      await extras(h.uuid, [], [seats('ZZ9999', [[0, a]])]),
      'extras.seatAssignments.0.FlightNumber',
      'Seats cannot be chosen on ZZ9999: it is not one of your flights with seat booking.',
    );
    await unprocessable(
      await extras(
        h.uuid,
        [],
        [
          seats(outNumber, [
            [0, a],
            [1, a],
          ]),
        ],
      ),
      'extras.seatAssignments.0.Assignments.1.SeatNumber',
      `Seat ${a} on ${outNumber} is chosen for two passengers. Please choose another seat.`,
    );
    await unprocessable(
      await extras(
        h.uuid,
        [],
        [
          seats(outNumber, [
            [0, a],
            [0, b],
          ]),
        ],
      ),
      'extras.seatAssignments.0.Assignments.1.PassengerIndex',
      `Passenger 1 can have only one seat on ${outNumber}.`,
    );
    await unprocessable(
      await extras(h.uuid, [], [seats(outNumber, [[2, a]])]),
      'extras.seatAssignments.0.Assignments.0.PassengerIndex',
      'There are 2 passengers on this booking.',
    );
    await unprocessable(
      await extras(h.uuid, [], [seats(outNumber, [[0, sold]])]),
      'extras.seatAssignments.0.Assignments.0.SeatNumber',
      `Seat ${sold} on ${outNumber} is not available. Please choose another seat.`,
    );
    await unprocessable(
      await extras(h.uuid, [], [seats(outNumber, [[0, '99Z']])]),
      'extras.seatAssignments.0.Assignments.0.SeatNumber',
      `There is no seat 99Z on ${outNumber}.`,
    );
    await unprocessable(
      await extras(h.uuid, [], [seats(outNumber, [[0, a]]), seats(outNumber, [[1, b]])]),
      'extras.seatAssignments.1.FlightNumber',
      `Seats on ${outNumber} are listed twice.`,
    );
  });

  it('refuses a seat priced at £0', async () => {
    const outNumber = v.flight.outbound.flightNumber;
    const sandbox = app.sandboxSupplier;
    const real = sandbox.getSeatMap.bind(sandbox);
    const spy = vi.spyOn(sandbox, 'getSeatMap').mockImplementation(async (id, date) => {
      const map = await real(id, date);
      return (
        map && {
          ...map,
          bands: map.bands.map((b) => (b.id === 'STD' ? { ...b, pricePence: 0 } : b)),
        }
      );
    });
    try {
      const map = (await view(h.uuid)).options.seatMaps[outNumber];
      const free = map.seats.find(
        (s: { bandId: string; available: boolean }) => s.bandId === 'STD' && s.available,
      ).number;
      await unprocessable(
        await extras(h.uuid, [], [seats(outNumber, [[0, free]])]),
        'extras.seatAssignments.0.Assignments.0.SeatNumber',
        `Seat ${free} on ${outNumber} is not available. Please choose another seat.`,
      );
    } finally {
      spy.mockRestore();
    }
  });
});

describe('seat holds across checkouts', () => {
  it('shows a seat another checkout holds as taken, refuses it with 409, and frees it when that hold expires', async () => {
    const first = await holiday({ pick: 5 });
    const second = await holiday({ pick: 5 });
    expect(second.uuid).not.toBe(first.uuid);
    const v1 = await view(first.uuid);
    const outNumber = v1.flight.outbound.flightNumber;
    const map = v1.options.seatMaps[outNumber];
    const seat = freeSeat(map, 3).number;
    const pick = (uuid: string) =>
      extras(
        uuid,
        [],
        [
          {
            FlightNumber: outNumber,
            Supplier: 'sunward-sandbox',
            DeparturePoint: map.departurePoint,
            Assignments: [{ PassengerIndex: 0, SeatNumber: seat }],
          },
        ],
      );
    expect((await pick(first.uuid)).statusCode).toBe(200);

    const v2 = await view(second.uuid);
    expect(v2.flight.outbound.flightNumber).toBe(outNumber);
    const seen = v2.options.seatMaps[outNumber].seats.find(
      (s: { number: string }) => s.number === seat,
    );
    expect(seen.available).toBe(false);
    const taken = await pick(second.uuid);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({
      code: 'CONFLICT',
      message: `Seat ${seat} on ${outNumber} has just been taken. Please choose another seat.`,
    });
    expect((await view(second.uuid)).state).toBe('prebooked');

    // The first customer changes their mind: the seat is free again at once.
    expect((await extras(first.uuid)).statusCode).toBe(200);
    expect((await pick(second.uuid)).statusCode).toBe(200);
    expect((await pick(first.uuid)).statusCode).toBe(409);

    // The second customer's hold runs out: the seat is free for the first again.
    await app.database.db
      .update(checkoutSeatHolds)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(checkoutSeatHolds.seatNumber, seat));
    const freed = (await view(first.uuid)).options.seatMaps[outNumber].seats.find(
      (s: { number: string }) => s.number === seat,
    );
    expect(freed.available).toBe(true);
    expect((await pick(first.uuid)).statusCode).toBe(200);
    const holds = await app.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(checkoutSeatHolds)
      .where(eq(checkoutSeatHolds.seatNumber, seat));
    expect(holds.at(0)?.n).toBe(1);

    // Two customers committing the same seat at the same moment: exactly one gets it.
    const other = freeSeat(map, 4).number;
    const race = (uuid: string) =>
      extras(
        uuid,
        [],
        [
          {
            FlightNumber: outNumber,
            Supplier: 'sunward-sandbox',
            DeparturePoint: map.departurePoint,
            Assignments: [{ PassengerIndex: 1, SeatNumber: other }],
          },
        ],
      );
    const results = await Promise.all([race(first.uuid), race(second.uuid)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('leaves out a flight without a seat map', async () => {
    const h = await holiday({ pick: 5 });
    const sandbox = app.sandboxSupplier;
    const real = sandbox.getSeatMap.bind(sandbox);
    const spy = vi
      .spyOn(sandbox, 'getSeatMap')
      .mockImplementation(async (id, date) =>
        date === h.prebook.hotel.check_out ? null : real(id, date),
      );
    try {
      const v = await view(h.uuid);
      expect(Object.keys(v.options.seatMaps)).toEqual([v.flight.outbound.flightNumber]);
      const res = await extras(
        h.uuid,
        [],
        [
          {
            FlightNumber: v.flight.return.flightNumber,
            Supplier: 'sunward-sandbox',
            DeparturePoint: v.flight.return.departsFrom.airportCode,
            Assignments: [{ PassengerIndex: 0, SeatNumber: '10A' }],
          },
        ],
      );
      expect(res.statusCode).toBe(422);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('passengers', () => {
  let h: Holiday;
  let returnDate: string;
  beforeAll(async () => {
    h = await holiday({
      pick: 0,
      rooms: [{ adults: 2, children: 1, infants: 0, child_ages: [8] }],
    });
    returnDate = h.prebook.hotel.check_out;
    await upTo(h, 'extras');
  });

  const save = (body: object) => api('POST', '/checkout/passengers', body);

  it('answers every missing field with the spec message, per field', async () => {
    const res = await save(
      passenger(h.uuid, 0, {
        title: '',
        gender: '',
        firstName: '   ',
        lastName: '',
        nationality: '',
        dateOfBirth: '',
        requiresAssistance: true,
        assistanceDetails: ' ',
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details.errors).toEqual({
      title: [checkoutMessages.title],
      gender: [checkoutMessages.gender],
      firstName: [checkoutMessages.firstName],
      lastName: [checkoutMessages.lastName],
      nationality: [checkoutMessages.nationality],
      dateOfBirth: [checkoutMessages.dob],
      assistanceDetails: [checkoutMessages.assistance],
    });
    expect(res.json().error.message).toBe(checkoutMessages.title);
  });

  it('accepts only the spec’s titles, genders and nationalities', async () => {
    const res = await save(
      passenger(h.uuid, 0, { title: 'Lord', gender: 'Unknown', nationality: 'Martian' }),
    );
    expect(res.json().error.details.errors).toEqual({
      title: [checkoutMessages.title],
      gender: [checkoutMessages.gender],
      nationality: [checkoutMessages.nationality],
    });
    // Any passport's nationality, not only the five listed first.
    for (const nationality of ['Polish', 'Spanish', 'Indian', 'Stateless']) {
      const saved = await save(passenger(h.uuid, 1, { nationality }));
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().passenger.nationality).toBe(nationality);
    }
  });

  it('refuses dates of birth that are not real, in the future, or wrong for the passenger type', async () => {
    const dob = async (index: number, dateOfBirth: string) =>
      (await save(passenger(h.uuid, index, { dateOfBirth }))).json().error.details.errors
        .dateOfBirth as string[];
    expect(await dob(0, '1985-02-30')).toEqual(['Please enter a real date of birth.']);
    expect(await dob(0, '12/04/1985')).toEqual([checkoutMessages.dob]);
    expect(await dob(0, addDays(app.catalogue.today(), 1))).toEqual([
      'Date of birth cannot be in the future.',
    ]);
    expect(await dob(0, '1900-01-01')).toEqual(['Please check the year of birth.']);
    // The lead passenger signs for the booking: 18+. Other adults 16+ (children are 2 to 15).
    const seventeen = addDays(returnDate, -(17 * 365 + 30));
    expect((await dob(0, seventeen)).at(0)).toMatch(
      /^The lead passenger must be 18 or over on \d{1,2} \w+ \d{4}, the last day of the holiday\.$/,
    );
    expect((await save(passenger(h.uuid, 1, { dateOfBirth: seventeen }))).statusCode).toBe(200);
    const fifteen = addDays(returnDate, -(15 * 365 + 30));
    expect((await dob(1, fifteen)).at(0)).toMatch(
      /^Passenger 2 is booked as an adult, so must be 16 or over on \d{1,2} \w+ \d{4}/,
    );
    // The child was searched as 8: 9 on the return date is refused, with what to do.
    const nine = addDays(returnDate, -(9 * 365 + 30));
    expect(await dob(2, nine)).toEqual([
      expect.stringMatching(
        /^This child was booked as aged 8 but would be 9 on \d{1,2} \w+ \d{4}\. Please search again with the right age\.$/,
      ),
    ]);
    const res = await save(passenger(h.uuid, 3));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details.errors.index).toEqual([
      'There are 3 passengers on this booking.',
    ]);
  });

  it('saves adults and children by index, upserting, and moves on once all are saved', async () => {
    const eight = addDays(returnDate, -(8 * 365 + 100));
    const child = await save(
      passenger(h.uuid, 2, {
        title: 'Miss',
        firstName: 'Isla',
        dateOfBirth: eight,
        requiresAssistance: true,
        assistanceDetails: 'Uses an inhaler',
      }),
    );
    expect(child.statusCode, child.body).toBe(200);
    expect(child.json()).toEqual({
      state: 'extras_committed',
      passenger: expect.objectContaining({
        index: 2,
        type: 'Child',
        ageOnReturn: 8,
        requiresAssistance: true,
        assistanceDetails: 'Uses an inhaler',
      }),
    });
    await save(passenger(h.uuid, 0, { firstName: 'Wrong' }));
    await save(passenger(h.uuid, 0));
    expect((await save(passenger(h.uuid, 1, { title: 'Dr' }))).json().state).toBe(
      'passengers_saved',
    );
    const v = await view(h.uuid);
    expect(
      v.passengers.map((p: { index: number; firstName: string; type: string }) => [
        p.index,
        p.firstName,
        p.type,
      ]),
    ).toEqual([
      [0, 'Amelia', 'Adult'],
      [1, 'Amelia', 'Adult'],
      [2, 'Isla', 'Child'],
    ]);
    // Editing a passenger later never moves the state back.
    expect((await save(passenger(h.uuid, 1, { firstName: 'Ben' }))).json().state).toBe(
      'passengers_saved',
    );
  });
});

describe('lap infants', () => {
  it('are named after the adults and children, under 2 on the last day, before the passengers step is done', async () => {
    const h = await holiday({
      pick: 13,
      rooms: [{ adults: 1, children: 0, infants: 1, child_ages: [] }],
    });
    const returnDate = h.prebook.hotel.check_out;
    await upTo(h, 'extras');
    const save = (body: object) => api('POST', '/checkout/passengers', body);
    expect((await save(passenger(h.uuid, 0))).json().state).toBe('extras_committed');

    // Two on the return date is a child, not an infant.
    const two = await save(
      passenger(h.uuid, 1, {
        firstName: 'Poppy',
        dateOfBirth: addDays(returnDate, -(2 * 365 + 1)),
      }),
    );
    expect(two.statusCode).toBe(422);
    expect(two.json().error.details.errors.dateOfBirth[0]).toMatch(/^Infants must be under 2 on /);
    expect((await view(h.uuid)).passengers).toHaveLength(1);

    const baby = await save(
      passenger(h.uuid, 1, {
        title: 'Miss',
        firstName: 'Poppy',
        dateOfBirth: addDays(returnDate, -200),
      }),
    );
    expect(baby.statusCode, baby.body).toBe(200);
    expect(baby.json()).toEqual({
      state: 'passengers_saved',
      passenger: expect.objectContaining({ index: 1, type: 'Infant', ageOnReturn: 0 }),
    });
    const v = await view(h.uuid);
    expect(v.passengers.map((p: { type: string }) => p.type)).toEqual(['Adult', 'Infant']);
    // No third passenger on this booking.
    const extra = await save(passenger(h.uuid, 2));
    expect(extra.statusCode).toBe(422);
    expect(extra.json().error.details.errors.index).toEqual([
      'There are 2 passengers on this booking.',
    ]);
  });
});

describe('billing, sign-in and agreements', () => {
  const register = async () => {
    const res = await api('POST', '/auth/customer/register', validRegistration());
    expect(res.statusCode).toBe(201);
    return res.json<{ access_token: string; user: { id: string; email: string } }>();
  };

  it('answers every billing rule with the spec message, per field', async () => {
    const h = await holiday({ pick: 7 });
    await upTo(h, 'passengers');
    const post = (b: object) =>
      api('POST', '/checkout/billing', { itineraryUuid: h.uuid, userId: null, billing: b });
    const empty = await post({ email: '', phone: '', addressLine1: ' ', city: '', postcode: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.details.errors).toEqual({
      email: [checkoutMessages.email],
      phone: [checkoutMessages.phone],
      addressLine1: [checkoutMessages.address1],
      city: [checkoutMessages.city],
      postcode: [checkoutMessages.postcode],
    });
    const bad = await post({ ...billing, email: 'amelia@', phone: '(01) 23-45' });
    expect(bad.json().error.details.errors).toEqual({
      email: [checkoutMessages.emailFormat],
      phone: [checkoutMessages.phoneFormat],
    });
    // Seven characters after stripping all but digits and '+' is enough; line 2 is optional.
    const ok = await post({ ...billing, addressLine2: undefined, phone: '+44 1 2 3-45' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().billing.addressLine2).toBe('');
    const extra = await post({ ...billing, country: 'UK' });
    expect(extra.statusCode).toBe(400);
  });

  it('refuses a userId that is not the signed-in customer, and keeps the booking theirs', async () => {
    const h = await holiday({ pick: 8 });
    await upTo(h, 'passengers');
    const amelia = await register();
    const other = await register();
    const asGuest = await api('POST', '/checkout/billing', {
      itineraryUuid: h.uuid,
      userId: amelia.user.id,
      billing,
    });
    expect(asGuest.statusCode).toBe(403);
    const asOther = await api(
      'POST',
      '/checkout/billing',
      { itineraryUuid: h.uuid, userId: amelia.user.id, billing },
      other.access_token,
    );
    expect(asOther.statusCode).toBe(403);
    expect(asOther.json().error.code).toBe('FORBIDDEN');

    const mine = await api(
      'POST',
      '/checkout/billing',
      { itineraryUuid: h.uuid, userId: amelia.user.id, billing },
      amelia.access_token,
    );
    expect(mine.statusCode, mine.body).toBe(200);
    // Now the booking is Amelia's: the shared itinerary uuid alone no longer opens it.
    expect((await view(h.uuid, amelia.access_token)).billing).toEqual(billing);
    expect(
      (await api('GET', `/checkout/${h.uuid}`, undefined, other.access_token)).statusCode,
    ).toBe(403);
    expect((await api('GET', `/checkout/${h.uuid}`)).statusCode).toBe(401);

    // Prefill: 401 signed out; the profile plus the address last saved.
    expect((await api('GET', '/checkout/billing-prefill')).statusCode).toBe(401);
    const prefill = await api('GET', '/checkout/billing-prefill', undefined, amelia.access_token);
    expect(prefill.statusCode).toBe(200);
    expect(prefill.json()).toEqual({
      billing: {
        email: amelia.user.email,
        phone: validRegistration().telephone,
        addressLine1: billing.addressLine1,
        addressLine2: billing.addressLine2,
        city: billing.city,
        postcode: billing.postcode,
      },
    });
    const empty = await api('GET', '/checkout/billing-prefill', undefined, other.access_token);
    expect(empty.json().billing).toMatchObject({
      email: other.user.email,
      addressLine1: '',
      city: '',
    });
  });

  it('requires the terms, and Ryanair’s terms when the outbound airline is Ryanair', async () => {
    const ryanair = await holiday({ airline: 'Ryanair' });
    expect((await view(ryanair.uuid)).airline_terms_required).toBe(true);
    await upTo(ryanair, 'confirm');
    const none = await api('POST', '/checkout/agreements', { uuid: ryanair.uuid, terms: false });
    expect(none.statusCode).toBe(422);
    expect(none.json().error.details.errors).toEqual({
      terms: ['Please accept the terms and conditions to continue'],
      airlineTerms: ["Please accept Ryanair's terms and conditions to continue"],
    });
    const noAirline = await api('POST', '/checkout/agreements', {
      uuid: ryanair.uuid,
      terms: true,
    });
    expect(noAirline.json().error.message).toBe(
      "Please accept Ryanair's terms and conditions to continue",
    );
    const both = await api('POST', '/checkout/agreements', {
      uuid: ryanair.uuid,
      terms: true,
      airlineTerms: true,
    });
    expect(both.json()).toEqual({ state: 'agreements_accepted' });

    const other = await holiday({ notAirline: 'Ryanair', pick: 9 });
    await upTo(other, 'confirm');
    expect(
      (await api('POST', '/checkout/agreements', { uuid: other.uuid, terms: true })).statusCode,
    ).toBe(200);
  });
});

describe('payment plans', () => {
  it('offers only full payment when departure is too close for a balance due date', async () => {
    const h = await holiday({ offset: 60, pick: 1 });
    await upTo(h, 'agreements');
    const plans = (await api('GET', `/checkout/plans?uuid=${h.uuid}`)).json();
    expect(plans.plans.map((p: { id: string }) => p.id)).toEqual(['full']);
    const refused = await api('POST', '/checkout/plan', {
      uuid: h.uuid,
      planId: 'deposit-balance',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.details.errors).toEqual({
      planId: ['That payment plan is not available for this booking.'],
    });
    const unknown = await api('POST', '/checkout/plan', { uuid: h.uuid, planId: 'pay-never' });
    expect(unknown.statusCode).toBe(422);
    const full = await api('POST', '/checkout/plan', { uuid: h.uuid, planId: 'full' });
    expect(full.json().plan).toMatchObject({ id: 'full', name: 'Holiday paid in full' });
    const pay = await api('GET', `/checkout/${h.uuid}/payment-data`);
    expect(pay.json().amount).toBe((await view(h.uuid)).totals.total);
  });

  it('previews plans for a total the page shows, without charging it', async () => {
    const h = await holiday({ pick: 10 });
    const preview = (await api('GET', `/checkout/plans?uuid=${h.uuid}&total=123457`)).json();
    expect(preview.total).toBe(123457);
    for (const p of preview.plans) {
      expect(p.schedule.reduce((n: number, s: { amount: number }) => n + s.amount, 0)).toBe(123457);
    }
    expect((await api('GET', `/checkout/plans?uuid=${h.uuid}&total=0`)).statusCode).toBe(400);
    expect((await api('GET', `/checkout/plans?uuid=${h.uuid}&total=12.5`)).statusCode).toBe(400);
    // Choosing a plan always uses the server's total.
    await upTo(h, 'agreements');
    const chosen = await api('POST', '/checkout/plan', { uuid: h.uuid, planId: 'full' });
    expect(chosen.json().plan.total).toBe(h.prebook.total_pence);
  });
});

describe('hotel-only checkout', () => {
  it('has no flight extras or seats, and transfers only with the customer’s flight details', async () => {
    const plain = await holiday({ type: 'hotelonly' });
    const v = await view(plain.uuid);
    expect(v.type).toBe('hotelonly');
    expect(v.flight).toBeNull();
    expect(v.airline_terms_required).toBe(false);
    expect(v.options).toEqual({
      supplier: null,
      bags: [],
      priorityBoarding: null,
      extras: [],
      seatMaps: {},
      transfers: [],
    });
    expect(v.totals.lines.map((l: { kind: string }) => l.kind)).toEqual(['hotel']);
    expect(v.totals.total).toBe(plain.prebook.total_pence);
    const bag = await extras(plain.uuid, [entry('BAG-XX-20', 1)]);
    expect(bag.statusCode).toBe(422);
    expect(bag.json().error.message).toBe('A hotel-only booking has no flight extras.');
    const seat = await extras(
      plain.uuid,
      [],
      [{ FlightNumber: 'BA2712', Supplier: 'x', DeparturePoint: 'LGW', Assignments: [] }],
    );
    expect(seat.statusCode).toBe(422);
    const none = await extras(plain.uuid, [entry('none', 1, { type: 'transfer' })]);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({ state: 'extras_committed', transfer: null });
    expect(none.json().flight.itinerary.cost.total).toBe(0);

    const withFlights = await holiday({ type: 'hotelonly', manualFlights: true, pick: 1 });
    const v2 = await view(withFlights.uuid);
    expect(v2.manual_flight_details.outbound.flightNumber).toBe('BA2712');
    expect(v2.options.transfers.at(0).id).toBe('none');
    const transfer = v2.options.transfers.at(1);
    const res = await extras(withFlights.uuid, [entry(transfer.id, 1, { type: 'transfer' })]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().totals.total).toBe(withFlights.prebook.total_pence + transfer.price.amount);
    expect(res.json().totals.lines.map((l: { kind: string }) => l.kind)).toEqual([
      'hotel',
      'transfer',
    ]);
  });
});

describe('API documentation', () => {
  it('documents every checkout path in the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/checkout/{uuid}',
      '/api/checkout/extras',
      '/api/checkout/passengers',
      '/api/checkout/billing',
      '/api/checkout/billing/confirm',
      '/api/checkout/agreements',
      '/api/checkout/plans',
      '/api/checkout/plan',
      '/api/checkout/{uuid}/payment-data',
      '/api/checkout/billing-prefill',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });
});
