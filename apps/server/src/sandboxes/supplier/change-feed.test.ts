import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { adminQuery } from '../../test/postgres-pool';
import type {
  FlightPairRef,
  RoomRateRef,
  SupplierChange,
} from '../../integrations/supplier/supplier';
import { promotionFor, promotionWindow } from '../../integrations/supplier/supplier';
import { fromDayIndex, londonToday, toDayIndex } from '../../lib/dates';
import { generateCatalogue } from './catalogue';
import { memoryChangeStore, type SandboxChangeStore } from './change-log';
import { createSandboxChangeStore } from './change-store';
import { generateChange } from './changes';
import { farePence } from './flights';
import { promotionsOf } from './promotions';
import { nightlyRatePence } from './rates';
import { SandboxSupplier, type SandboxSupplierOptions } from './sandbox-supplier';
import { sandboxSupplierChanges, sandboxSupplierMarket } from './schema';

const catalogue = generateCatalogue({ seed: 99, hotelCount: 120 });
const START = Date.UTC(2027, 0, 1, 9);
const today = toDayIndex(londonToday(new Date(START)));
const twoAdults = { adults: 2, childAges: [], infants: 0 };
const NIGHTS = 7;

function roomOf(roomTypeId: number) {
  const h = catalogue.hotels.findIndex((x) => x.rooms.some((r) => r.id === roomTypeId));
  const hotel = catalogue.hotels[h];
  const k = hotel.rooms.findIndex((r) => r.id === roomTypeId);
  return { hotel, rt: hotel.rooms[k], pricing: catalogue.pricing.hotels[h], k };
}

/** The snapshot's (published sheets') nightly rate of a room type. */
function snapshotRate(roomTypeId: number, day: number): number {
  const { pricing, k } = roomOf(roomTypeId);
  return nightlyRatePence(
    catalogue.seed,
    roomTypeId,
    pricing.roomBasePence[k] ?? 0,
    pricing.climate,
    pricing.seasonalClosure,
    day,
  );
}

function snapshotFare(flightId: number, day: number): number {
  const i = catalogue.flights.findIndex((f) => f.id === flightId);
  return farePence(catalogue.seed, catalogue.flights[i], catalogue.pricing.flights[i], day);
}

/** Whether a special offer prices this stay (booked at START): the sums by hand leave them out. */
function promoted(hotelId: number, checkInDay: number, nights: number): boolean {
  const windows = promotionsOf(catalogue.seed, [hotelId], {
    from: fromDayIndex(checkInDay),
    days: 1,
  }).map(promotionWindow);
  return promotionFor(windows, checkInDay, nights, today) !== null;
}

/**
 * The price of a room for two adults, refundable, by the rate model's rule with no special offer:
 * the double rates themselves (2000 ‰ of them), plus the board supplement of two adults a night.
 */
function byHand(rates: number[], supplementPence: number): number {
  return rates.reduce((s, r) => s + r, 0) + 2 * supplementPence * rates.length;
}

/** A room rate and a flight pair bookable for two adults, 7 nights, with no special offer. */
function findBookable() {
  const probe = new SandboxSupplier(catalogue, { now: () => START });
  for (let offset = 0; offset < 60; offset++) {
    const day = toDayIndex('2027-06-05') + offset;
    const checkIn = fromDayIndex(day);
    for (const hotel of catalogue.hotels) {
      const rt = hotel.rooms[0];
      const board = rt.boards[0];
      const ref: RoomRateRef = { hotelId: hotel.id, roomTypeId: rt.id, board, refundable: true };
      if (promoted(hotel.id, day, NIGHTS)) continue;
      const quote = probe.quoteRoomSync(ref, { checkIn, nights: NIGHTS, room: twoAdults });
      if (!quote) continue;
      for (const out of catalogue.flights) {
        if (out.direction !== 'outbound' || !hotel.preferredAirports.includes(out.to)) continue;
        const pair: FlightPairRef = {
          outboundFlightId: out.id,
          outboundDate: checkIn,
          returnFlightId: out.pairedFlightId,
          returnDate: fromDayIndex(day + NIGHTS),
        };
        const fq = probe.quoteFlightPairSync(pair, { seats: 2, infants: 0 });
        if (fq) {
          const supplement = hotel.boardSupplementPence[board] ?? 0;
          return { ref, checkIn, day, quote, pair, fq, supplement };
        }
      }
    }
  }
  throw new Error('nothing bookable');
}

const bookable = findBookable();

const rateChange = (roomTypeId: number, from: number, pence: number[]): SupplierChange => ({
  kind: 'rate',
  roomTypeId,
  from: fromDayIndex(from),
  pence,
});

const fareChange = (flightId: number, from: string, pence: number[]): SupplierChange => ({
  kind: 'fare',
  flightId,
  from,
  pence,
});

/** A change as one text, whatever the order of its keys (jsonb keeps its own). */
const keyOf = (c: SupplierChange) =>
  `${c.kind}:${String(c.kind === 'rate' ? c.roomTypeId : c.flightId)}:${c.from}:${c.pence.join()}`;

/** Every change in the log, oldest first, as the feed pages through it. */
async function drain(supplier: SandboxSupplier, limit = 1000) {
  const changes: SupplierChange[] = [];
  let cursor: string | null = null;
  for (;;) {
    const page = await supplier.changesSince(cursor, limit);
    changes.push(...page.changes);
    cursor = page.cursor;
    if (!page.more) return { changes, cursor };
  }
}

/** PGlite in memory, or a fresh PostgreSQL database when DATABASE_URL is set (dropped after). */
async function openTestDatabase(): Promise<{
  handle: DatabaseHandle;
  dispose: () => Promise<void>;
}> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ databaseUrl: undefined, dataDir: 'memory://' });
    await handle.migrate();
    return { handle, dispose: () => handle.close() };
  }
  const admin = (statement: string) => adminQuery(serverUrl, statement);
  const name = `sunward_sandbox_changes_${randomBytes(6).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  await handle.migrate();
  return {
    handle,
    dispose: async () => {
      await handle.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

let database: { handle: DatabaseHandle; dispose: () => Promise<void> };
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

/** Each test starts with an empty log and no market (the tables are the sandbox's own). */
async function resetTables() {
  await database.handle.db.execute(sql`truncate ${sandboxSupplierChanges} restart identity`);
  await database.handle.db.delete(sandboxSupplierMarket);
}

describe.each([
  { store: 'in memory', tables: false },
  { store: 'in its tables', tables: true },
])('the sandbox supplier change feed (changes $store)', ({ tables }) => {
  let changes: SandboxChangeStore;
  const clock = { now: START };
  beforeEach(async () => {
    clock.now = START;
    if (tables) await resetTables();
    changes = tables ? createSandboxChangeStore(database.handle.db) : memoryChangeStore();
  });
  const supplier = (options: SandboxSupplierOptions = {}) =>
    new SandboxSupplier(catalogue, { now: () => clock.now, changes, ...options });

  it('pages through the changes by cursor, oldest first, without gaps or repeats', async () => {
    const s = supplier();
    expect(await s.changesSince(null, 10)).toEqual({ changes: [], cursor: '0', more: false });
    const published = Array.from({ length: 25 }, (_, i) => generateChange(catalogue, i + 1, today));
    await s.publishChanges(published.slice(0, 20));
    await s.publishChanges(published.slice(20));
    const pages = [];
    let cursor: string | null = null;
    for (;;) {
      const page = await s.changesSince(cursor, 7);
      pages.push(page);
      cursor = page.cursor;
      if (!page.more) break;
    }
    expect(pages.map((p) => p.changes.length)).toEqual([7, 7, 7, 4]);
    expect(pages.map((p) => p.more)).toEqual([true, true, true, false]);
    expect(pages.flatMap((p) => p.changes)).toEqual(published);
    // Nothing new: the same cursor back; a change published later continues from it.
    expect(await s.changesSince(cursor, 7)).toEqual({ changes: [], cursor, more: false });
    const later = generateChange(catalogue, 26, today);
    await s.publishChanges([later]);
    const next = await s.changesSince(cursor, 7);
    expect(next.changes).toEqual([later]);
    expect(Number(next.cursor)).toBeGreaterThan(Number(cursor));
    // A page exactly as long as what is left says no more.
    expect((await s.changesSince(pages[2].cursor, 5)).more).toBe(false);
  });

  it('refuses a malformed cursor or limit, and a change it could not have made', async () => {
    const s = supplier();
    for (const bad of ['', 'abc', '-1', '1.5', '01', ' 1', '99999999999999999999']) {
      await expect(s.changesSince(bad, 10)).rejects.toThrow(/cursor/);
    }
    await expect(s.changesSince(null, 0)).rejects.toThrow(RangeError);
    const rt = bookable.ref.roomTypeId;
    for (const bad of [
      rateChange(999_999, today, [100]),
      rateChange(rt, today, []),
      rateChange(rt, today, [-1]),
      rateChange(rt, today, [10.5]),
      { ...rateChange(rt, today, [100]), from: '2027-02-30' },
      fareChange(999_999, '2027-06-01', [100]),
    ]) {
      await expect(s.publishChanges([bad])).rejects.toThrow(RangeError);
    }
    // Nothing of a refused publication is kept.
    expect(await s.changesSince(null, 10)).toEqual({ changes: [], cursor: '0', more: false });
  });

  it('prices a room from a published rate change, exactly as the rate model says', async () => {
    const s = supplier();
    const b = bookable;
    const stay = { checkIn: b.checkIn, nights: NIGHTS, room: twoAdults };
    const snapshot = Array.from({ length: NIGHTS }, (_, d) =>
      snapshotRate(b.ref.roomTypeId, b.day + d),
    );
    expect((await s.quoteRoom(b.ref, stay))?.totalPence).toBe(byHand(snapshot, b.supplement));

    // Three nights of the stay change; the night before it changes too, and is no part of it.
    const rates = [12_345, 23_456, 7_891];
    await s.publishChanges([rateChange(b.ref.roomTypeId, b.day - 1, [1, ...rates])]);
    const expected = byHand([...rates, ...snapshot.slice(3)], b.supplement);
    expect(expected).not.toBe(b.quote.totalPence);
    expect((await s.quoteRoom(b.ref, stay))?.totalPence).toBe(expected);
    // The bulk sheets stay the published snapshot.
    const sheet = await s.getRates({ from: b.checkIn, days: 1, hotelIds: [b.ref.hotelId] });
    expect(sheet.nightlyPence[0]).toBe(snapshot[0]);

    const prebooked = await s.prebook({
      rooms: [{ ...b.ref, room: twoAdults }],
      checkIn: b.checkIn,
      nights: NIGHTS,
      flight: { ...b.pair, seats: 2, infants: 0 },
      expectedTotalPence: b.quote.totalPence + b.fq.totalPence,
    });
    expect(prebooked).toMatchObject({
      outcome: 'price_changed',
      previousTotalPence: b.quote.totalPence + b.fq.totalPence,
      totalPence: expected + b.fq.totalPence,
    });
    const again = await s.prebook({
      rooms: [{ ...b.ref, room: twoAdults }],
      checkIn: b.checkIn,
      nights: NIGHTS,
      expectedTotalPence: expected,
    });
    expect(again).toMatchObject({ outcome: 'ok', totalPence: expected });
  });

  it('closes a room on a stop-sell, opens it again on a re-open, and the later change wins', async () => {
    const s = supplier();
    const b = bookable;
    const stay = { checkIn: b.checkIn, nights: NIGHTS, room: twoAdults };
    const night = b.day + 3;
    const snapshot = snapshotRate(b.ref.roomTypeId, night);
    await s.publishChanges([rateChange(b.ref.roomTypeId, night, [0])]);
    expect(await s.quoteRoom(b.ref, stay)).toBeNull();
    expect(
      await s.prebook({
        rooms: [{ ...b.ref, room: twoAdults }],
        checkIn: b.checkIn,
        nights: NIGHTS,
        expectedTotalPence: b.quote.totalPence,
      }),
    ).toEqual({
      outcome: 'no_longer_available',
      reason: 'The selected room is no longer available for these dates.',
    });
    // A stay that ends the night before is untouched.
    const shorter = await s.quoteRoom(b.ref, { ...stay, nights: 3 });
    expect(shorter).not.toBeNull();

    await s.publishChanges([rateChange(b.ref.roomTypeId, night, [snapshot])]);
    expect((await s.quoteRoom(b.ref, stay))?.totalPence).toBe(b.quote.totalPence);

    // Two changes of the same night in one publication, then a third: the latest wins each time.
    await s.publishChanges([
      rateChange(b.ref.roomTypeId, night, [snapshot + 5000]),
      rateChange(b.ref.roomTypeId, night - 1, [snapshot + 10, snapshot + 700]),
    ]);
    expect((await s.quoteRoom(b.ref, stay))?.totalPence).toBe(
      b.quote.totalPence + 700 + (snapshot + 10 - snapshotRate(b.ref.roomTypeId, night - 1)),
    );
    await s.publishChanges([rateChange(b.ref.roomTypeId, night, [snapshot + 1])]);
    expect((await s.quoteRoom(b.ref, stay))?.totalPence).toBe(
      b.quote.totalPence + 1 + (snapshot + 10 - snapshotRate(b.ref.roomTypeId, night - 1)),
    );
  });

  it('prices flights from fare changes; a sold-out leg makes the pair unavailable', async () => {
    const s = supplier();
    const b = bookable;
    const party = { seats: 2, infants: 0 };
    const outFare = snapshotFare(b.pair.outboundFlightId, b.day);
    expect((await s.quoteFlightPair(b.pair, party))?.totalPence).toBe(
      2 * (outFare + snapshotFare(b.pair.returnFlightId, b.day + NIGHTS)),
    );
    await s.publishChanges([fareChange(b.pair.returnFlightId, b.pair.returnDate, [12_399])]);
    const moved = await s.quoteFlightPair(b.pair, party);
    expect(moved?.perPassengerPence).toBe(outFare + 12_399);
    expect(moved?.inbound.farePence).toBe(12_399);
    expect(moved?.totalPence).toBe(2 * (outFare + 12_399));
    // The feed's fare sheet is untouched; the day after is not part of the change.
    const fares = await s.getFares({ from: b.pair.returnDate, days: 1 });
    const i = Array.from(fares.flightIds).indexOf(b.pair.returnFlightId);
    expect(fares.farePence[i]).toBe(snapshotFare(b.pair.returnFlightId, b.day + NIGHTS));

    await s.publishChanges([fareChange(b.pair.outboundFlightId, b.pair.outboundDate, [0])]);
    expect(await s.quoteFlightPair(b.pair, party)).toBeNull();
    expect(
      await s.prebook({
        rooms: [{ ...b.ref, room: twoAdults }],
        checkIn: b.checkIn,
        nights: NIGHTS,
        flight: { ...b.pair, ...party },
        expectedTotalPence: b.quote.totalPence + b.fq.totalPence,
      }),
    ).toEqual({
      outcome: 'no_longer_available',
      reason: 'The selected flights are no longer available.',
    });
    await s.publishChanges([fareChange(b.pair.outboundFlightId, b.pair.outboundDate, [outFare])]);
    expect((await s.quoteFlightPair(b.pair, party))?.totalPence).toBe(2 * (outFare + 12_399));
  });

  it('keeps the test hooks working on top of the changes', async () => {
    const s = supplier();
    const b = bookable;
    const stay = { checkIn: b.checkIn, nights: NIGHTS, room: twoAdults };
    const rates = Array.from({ length: NIGHTS }, () => 10_000);
    await s.publishChanges([rateChange(b.ref.roomTypeId, b.day, rates)]);
    s.simulatePriceChange(b.ref.hotelId, 1.1);
    expect((await s.quoteRoom(b.ref, stay))?.totalPence).toBe(
      Math.round(byHand(rates, b.supplement) * 1.1),
    );
    s.simulateSoldOut(b.ref.hotelId);
    expect(await s.quoteRoom(b.ref, stay)).toBeNull();
  });

  it('makes market changes at the configured rate from the first time it is asked', async () => {
    const s = supplier({ changesPerSecond: 2, changesCap: 50 });
    expect((await drain(s)).changes).toEqual([]);
    clock.now = START + 10_000;
    const first = await drain(s, 6);
    expect(first.changes).toEqual(
      Array.from({ length: 20 }, (_, i) => generateChange(catalogue, i + 1, today)),
    );
    clock.now += 400;
    expect((await s.changesSince(first.cursor, 100)).changes).toEqual([]);
    clock.now += 100;
    const next = await s.changesSince(first.cursor, 100);
    expect(next.changes).toEqual([generateChange(catalogue, 21, today)]);

    // A live call moves the market too, and prices from what it made.
    clock.now += 5_000;
    await s.quoteRoom(bookable.ref, { checkIn: bookable.checkIn, nights: 1, room: twoAdults });
    const made = await s.changesSince(next.cursor, 100);
    expect(made.changes).toEqual(
      Array.from({ length: 10 }, (_, i) => generateChange(catalogue, 22 + i, today)),
    );
  });

  it('skips ahead when it is far behind: at most the cap, the last ones due', async () => {
    const s = supplier({ changesPerSecond: 2, changesCap: 50 });
    await s.changesSince(null, 1);
    clock.now = START + 3_600_000;
    const later = toDayIndex(londonToday(new Date(clock.now)));
    const { changes: made, cursor } = await drain(s, 1000);
    expect(made).toEqual(
      Array.from({ length: 50 }, (_, i) => generateChange(catalogue, 7151 + i, later)),
    );
    // From there it goes on at its rate.
    clock.now += 1000;
    expect((await s.changesSince(cursor, 100)).changes).toEqual([
      generateChange(catalogue, 7201, later),
      generateChange(catalogue, 7202, later),
    ]);
  });

  it('makes no changes by itself at the default rate', async () => {
    const s = supplier();
    await s.changesSince(null, 1);
    clock.now = START + 48 * 3_600_000;
    expect(await s.changesSince(null, 10)).toEqual({ changes: [], cursor: '0', more: false });
  });

  it('prices from the changes its market made', async () => {
    const s = supplier({ changesPerSecond: 10, changesCap: 5000 });
    await s.changesSince(null, 1);
    clock.now = START + 200_000;
    const { changes: made } = await drain(s);
    expect(made).toHaveLength(2000);
    // The live rate of every room-night the market touched: the latest change wins.
    const live = new Map<string, number>();
    for (const c of made) {
      if (c.kind !== 'rate') continue;
      c.pence.forEach((p, d) =>
        live.set(`${String(c.roomTypeId)}:${String(toDayIndex(c.from) + d)}`, p),
      );
    }
    let checked = 0;
    let closed = 0;
    for (const [key, rate] of live) {
      const [roomTypeId, day] = key.split(':').map(Number);
      const { hotel, rt } = roomOf(roomTypeId);
      const board = rt.boards[0];
      if (rt.maxAdults < 2 || promoted(hotel.id, day, 1)) continue;
      const ref = { hotelId: hotel.id, roomTypeId, board, refundable: true };
      const quote = await s.quoteRoom(ref, {
        checkIn: fromDayIndex(day),
        nights: 1,
        room: twoAdults,
      });
      if (rate === 0) {
        expect(quote).toBeNull();
        closed++;
      } else {
        expect(quote?.totalPence).toBe(byHand([rate], hotel.boardSupplementPence[board] ?? 0));
        checked++;
      }
      if (checked >= 150 && closed >= 10) break;
    }
    expect(checked).toBeGreaterThanOrEqual(150);
    expect(closed).toBeGreaterThanOrEqual(10);
  });
});

describe('the sandbox supplier change feed shared by processes (its tables)', () => {
  beforeEach(resetTables);
  const clock = { now: START };
  const process = (options: SandboxSupplierOptions = {}) =>
    new SandboxSupplier(catalogue, {
      now: () => clock.now,
      changes: createSandboxChangeStore(database.handle.db),
      ...options,
    });

  it("brings one process's published change into another's live prices and feed", async () => {
    clock.now = START;
    const one = process();
    const two = process();
    const b = bookable;
    const stay = { checkIn: b.checkIn, nights: NIGHTS, room: twoAdults };
    expect((await two.quoteRoom(b.ref, stay))?.totalPence).toBe(b.quote.totalPence);

    const rates = Array.from({ length: NIGHTS }, (_, d) => 9_000 + d);
    await one.publishChanges([rateChange(b.ref.roomTypeId, b.day, rates)]);
    expect((await two.quoteRoom(b.ref, stay))?.totalPence).toBe(byHand(rates, b.supplement));
    expect((await two.changesSince(null, 10)).changes).toEqual([
      rateChange(b.ref.roomTypeId, b.day, rates),
    ]);

    await two.publishChanges([fareChange(b.pair.outboundFlightId, b.pair.outboundDate, [0])]);
    const held = await one.prebook({
      rooms: [{ ...b.ref, room: twoAdults }],
      checkIn: b.checkIn,
      nights: NIGHTS,
      flight: { ...b.pair, seats: 2, infants: 0 },
      expectedTotalPence: byHand(rates, b.supplement) + b.fq.totalPence,
    });
    expect(held.outcome).toBe('no_longer_available');

    // A process started later (a restart) prices from every change so far.
    const three = process();
    expect((await three.quoteRoom(b.ref, stay))?.totalPence).toBe(byHand(rates, b.supplement));
    expect(await three.quoteFlightPair(b.pair, { seats: 2, infants: 0 })).toBeNull();
  });

  it('never appends a generated change twice when processes advance the market at once', async () => {
    clock.now = START;
    const options = { changesPerSecond: 5, changesCap: 1000 };
    const [one, two] = [process(options), process(options)];
    await Promise.all([one.changesSince(null, 1), two.changesSince(null, 1)]);
    const b = bookable;
    const stay = { checkIn: b.checkIn, nights: NIGHTS, room: twoAdults };
    const published = new Set<string>();
    for (const seconds of [60, 61, 90]) {
      clock.now = START + seconds * 1000;
      const change = rateChange(b.ref.roomTypeId, b.day, [10_000 + seconds]);
      published.add(keyOf(change));
      await Promise.all([
        one.changesSince(null, 1),
        two.changesSince(null, 1),
        one.quoteRoom(b.ref, stay),
        two.quoteRoom(b.ref, stay),
        one.publishChanges([change]),
        two.changesSince(null, 1),
      ]);
    }
    const log = (await drain(one)).changes;
    const generated = log.filter((c) => !published.has(keyOf(c)));
    expect(generated).toEqual(
      Array.from({ length: 450 }, (_, i) => generateChange(catalogue, i + 1, today)),
    );
    expect(log).toHaveLength(453);
    const market = await database.handle.db.select().from(sandboxSupplierMarket);
    expect(market).toEqual([{ id: 1, startedAt: new Date(START), generated: 450 }]);
    // Both processes price from the last published change.
    expect((await one.quoteRoom(b.ref, stay))?.totalPence).toBe(
      (await two.quoteRoom(b.ref, stay))?.totalPence,
    );
  });

  it('rolls an advance back when the market moved after it was read', async () => {
    const db = database.handle.db;
    const store = createSandboxChangeStore(db);
    const advance = (seconds: number) =>
      store.advanceMarket({
        now: new Date(START + seconds * 1000),
        perSecond: 1,
        cap: 100,
        generate: (n) => generateChange(catalogue, n, today),
      });
    expect(await advance(0)).toEqual({ startedAt: new Date(START), generated: 0, appended: 0 });
    // Another process's advance lands between this one's read and its update (a trigger stands
    // for it: it moves the market when this one appends).
    await db.execute(sql`
      create function sandbox_test_move_market() returns trigger language plpgsql as $$
      begin
        update sandbox_supplier_market set generated = generated + 7 where id = 1;
        return null;
      end $$`);
    await db.execute(sql`
      create trigger sandbox_test_move_market after insert on sandbox_supplier_changes
      for each statement execute function sandbox_test_move_market()`);
    try {
      expect(await advance(10)).toEqual({ startedAt: new Date(START), generated: 0, appended: 0 });
      expect(await store.after(0, 100)).toEqual([]);
      expect(await db.select().from(sandboxSupplierMarket)).toEqual([
        { id: 1, startedAt: new Date(START), generated: 0 },
      ]);
    } finally {
      await db.execute(sql`drop trigger sandbox_test_move_market on sandbox_supplier_changes`);
      await db.execute(sql`drop function sandbox_test_move_market()`);
    }
    expect(await advance(10)).toEqual({ startedAt: new Date(START), generated: 10, appended: 10 });
    expect((await store.after(0, 100)).map((r) => r.change)).toEqual(
      Array.from({ length: 10 }, (_, i) => generateChange(catalogue, i + 1, today)),
    );
  });
});
