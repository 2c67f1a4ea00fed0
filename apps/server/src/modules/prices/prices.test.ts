import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupplierChange } from '../../integrations/supplier/supplier';
import { parseFlightPairId } from '../../integrations/supplier/supplier';
import { addDays } from '../../lib/dates';
import { createSharedStorage, createTestApp } from '../../test/app';
import { regionsBySize } from '../../test/holidays';
import { createPricesRepository } from './repository';

/**
 * Live prices through the API: a change the supplier makes reaches search (cached answers
 * included) without a restart, prebook of an older result meets the price-changed flow, a
 * restart starts from the stored changes, and the feed's lease passes between processes.
 */

interface Hotel {
  ivector_property_id: number;
  bookingToken: string;
  rooms: Array<{
    RoomBookingToken: string;
    SupplierReference1: string;
    SupplierReference2: string;
  }>;
  package: { totalPence: number; flightId: string | null; checkIn: string };
}

const env = { SEARCH_CACHE_SECONDS: '60', PRICE_FEED_POLL_MS: '50' };

/** Waits for a condition the feed brings about (it normally takes a few hundred milliseconds). */
async function until<T>(what: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await what();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('the change did not arrive in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function driver(app: () => FastifyInstance) {
  const regionId = () => regionsBySize(app())[0];
  const start = () => addDays(app().catalogue.today(), 50);
  async function search(type: 'package' | 'hotelonly', startDate = start()) {
    const res = await app().inject({
      method: 'POST',
      url: '/api/itinerary/search',
      payload: {
        type,
        start_date: startDate,
        nights: 7,
        flexible_departure: false,
        departure_airports:
          type === 'package' ? app().catalogue.content.ukAirportGroups.flatMap((g) => g.codes) : [],
        destination_regions: [regionId()],
        rooms: [{ adults: 2, children: 0, infants: 0, child_ages: [] }],
      },
    });
    expect(res.statusCode).toBe(200);
    return res.json().itinerary as { uuid: string; hotels: Hotel[] };
  }
  function prebook(uuid: string, hotel: Hotel) {
    return app().inject({
      method: 'POST',
      url: '/api/itinerary/prebook',
      payload: {
        uuid,
        property_id: hotel.ivector_property_id,
        ivector_property_id: hotel.ivector_property_id,
        hotel_booking_code: hotel.bookingToken,
        rooms: hotel.rooms.map((r) => ({
          RoomBookingToken: r.RoomBookingToken,
          SupplierReference1: r.SupplierReference1,
          SupplierReference2: r.SupplierReference2,
        })),
        ...(hotel.package.flightId ? { flight_itinerary: hotel.package.flightId } : {}),
        // What the package page sends: the total it showed.
        shown_total_pence: hotel.package.totalPence,
      },
    });
  }
  /** The supplier sets every room type of the hotel to `pence` a night for the 7-night stay. */
  function setRates(hotel: Hotel, pence: number): SupplierChange[] {
    const content = app().catalogue.content.hotels.find((h) => h.id === hotel.ivector_property_id);
    if (!content) throw new Error('no such hotel');
    return content.rooms.map((rt) => ({
      kind: 'rate',
      roomTypeId: rt.id,
      from: hotel.package.checkIn,
      pence: Array.from({ length: 7 }, () => pence),
    }));
  }
  const find = (it: { hotels: Hotel[] }, id: number) =>
    it.hotels.find((h) => h.ivector_property_id === id);
  return { search, prebook, setRates, find };
}

describe('live prices on one process', () => {
  let app: FastifyInstance;
  const d = driver(() => app);

  beforeAll(async () => {
    app = await createTestApp(env);
  });
  afterAll(() => app.close());

  it('shows a supplier price cut in search without a restart, the cached answer dropped, and prebook agrees', async () => {
    const before = await d.search('hotelonly');
    const hotel = before.hotels[6];
    const id = hotel.ivector_property_id;
    expect(before.hotels.length).toBeGreaterThan(10);
    await app.sandboxSupplier.publishChanges(d.setRates(hotel, 900));
    const after = await until(async () => {
      const it = await d.search('hotelonly');
      const found = d.find(it, id);
      return found && found.package.totalPence < hotel.package.totalPence
        ? { it, found }
        : undefined;
    });
    // £9 a night undercuts every other hotel of the region.
    expect(after.it.hotels[0].ivector_property_id).toBe(id);
    const held = await d.prebook(after.it.uuid, after.found);
    expect(held.statusCode).toBe(200);
    expect(held.json().total_pence).toBe(after.found.package.totalPence);
  });

  it('gives a prebook of a result from before a rise the price-changed flow, at the price search now shows', async () => {
    const old = await d.search('package');
    const hotel = old.hotels[2];
    const applied = app.catalogue.applied.batch;
    // More than 16 bits a night: the engine keeps such rates exactly too.
    await app.sandboxSupplier.publishChanges(d.setRates(hotel, 80_000));
    await until(async () => (app.catalogue.applied.batch > applied ? true : undefined));
    const res = await d.prebook(old.uuid, hotel);
    expect(res.statusCode).toBe(409);
    const error = res.json().error;
    expect(error.code).toBe('PRICE_CHANGED');
    expect(error.details.previous_total_pence).toBe(hotel.package.totalPence);
    const fresh = d.find(await d.search('package'), hotel.ivector_property_id);
    expect(fresh?.package.totalPence).toBe(error.details.total_pence);
    // Seven nights at £800 a night, whatever the board and party add or take off.
    expect(error.details.total_pence).toBeGreaterThan(400_000);
  });

  it('takes a sold-out flight out of search, and prebook of the older result says so', async () => {
    const old = await d.search('package', addDays(app.catalogue.today(), 64));
    const hotel = old.hotels[0];
    const pair = parseFlightPairId(hotel.package.flightId ?? '');
    if (!pair) throw new Error('no flight');
    const applied = app.catalogue.applied.batch;
    await app.sandboxSupplier.publishChanges([
      { kind: 'fare', flightId: pair.outboundFlightId, from: pair.outboundDate, pence: [0] },
    ]);
    await until(async () => (app.catalogue.applied.batch > applied ? true : undefined));
    const res = await d.prebook(old.uuid, hotel);
    expect(res.statusCode).toBe(410);
    expect(res.json().error.code).toBe('NO_LONGER_AVAILABLE');
    const fresh = await d.search('package', addDays(app.catalogue.today(), 64));
    for (const h of fresh.hotels) {
      expect(h.package.flightId?.startsWith(`${String(pair.outboundFlightId)}:`)).not.toBe(true);
    }
  });

  it('reports the feed on /api/health: caught up, this process ingesting', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const { prices } = res.json();
    expect(prices).toMatchObject({ lagSeconds: 0, pendingChanges: 0, ingesting: true });
    expect(prices.appliedBatch).toBeGreaterThanOrEqual(3);
    expect(prices.polledSecondsAgo).toBeLessThan(10);
  });
});

describe('the feed lease', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(env);
    // The app's own ingester would compete for the lease: these calls stand for two processes.
    await app.priceFeed.stop();
  });
  afterAll(() => app.close());

  it('is held by one process at a time, passes on when it lapses, and a page is stored once', async () => {
    const repo = createPricesRepository(app.database.db);
    const start = (await repo.feedState()).cursor;
    const page = {
      changes: [{ kind: 'fare' as const, flightId: 1, from: '2030-01-01', pence: [100] }],
      cursor: 'next',
      more: false,
    };
    expect(await repo.takeLease('a', 1)).toEqual({ cursor: start });
    expect(await repo.takeLease('b', 1)).toBeNull();
    expect(await repo.storePage('b', start, page)).toBe('lost');
    const first = await repo.storePage('a', start, page);
    expect(first).toEqual(expect.any(Number));
    // The same page again (a retry after a lost answer) finds the cursor moved: nothing stored.
    expect(await repo.storePage('a', start, page)).toBe('lost');
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(await repo.takeLease('b', 5)).toEqual({ cursor: 'next' });
    expect(await repo.storePage('a', 'next', { ...page, cursor: 'later' })).toBe('lost');
    await repo.releaseLease('b');
    expect(await repo.takeLease('a', 5)).toEqual({ cursor: 'next' });
    expect((await repo.batchesAfter(0, 10)).map((b) => b.id)).toEqual([first]);
  });

  it('gives the process that stored a batch its changes as stored; every other reads the table', async () => {
    const holder = createPricesRepository(app.database.db);
    const other = createPricesRepository(app.database.db);
    await holder.releaseLease('a');
    const cursor = (await holder.takeLease('h', 5))?.cursor ?? null;
    const before = (await holder.batchesAfter(0, 100)).at(-1)?.id ?? 0;
    const change = { kind: 'rate' as const, roomTypeId: 7, from: '2030-02-01', pence: [9100, 0] };
    const id = await holder.storePage('h', cursor, {
      changes: [change],
      cursor: 'c1',
      more: false,
    });
    if (typeof id !== 'number') throw new Error(`not stored: ${String(id)}`);
    const lost = { kind: 'fare' as const, flightId: 3, from: '2030-02-01', pence: [1] };
    expect(
      await holder.storePage('h', cursor, { changes: [lost], cursor: 'c2', more: false }),
    ).toBe('lost');
    // What the table holds is moved under both: the one that stored it does not read it again.
    await app.database.executeSql(
      `update supplier_change_batches set changes = '[]'::jsonb where id = $1`,
      [id],
    );
    const mine = await holder.batchesAfter(before, 10);
    const theirs = await other.batchesAfter(before, 10);
    expect(mine.map((b) => [b.id, b.changes])).toEqual([[id, [change]]]);
    expect(theirs.map((b) => [b.id, b.changes])).toEqual([[id, []]]);
    expect(mine[0]?.receivedAt).toEqual(theirs[0]?.receivedAt);
    expect((await holder.batch(id))?.changes).toEqual([change]);
    await holder.releaseLease('h');
  });
});

describe('restarts and processes', () => {
  it('starts a restarted process from its saved prices and the stored changes, and it takes the feed over', async () => {
    const storage = await createSharedStorage();
    const snapshots = await mkdtemp(path.join(tmpdir(), 'sunward-engine-'));
    const withSnapshots = { ...env, ...storage.env, ENGINE_SNAPSHOT_DIR: snapshots };
    try {
      const first = await createTestApp(withSnapshots);
      const d = driver(() => first);
      const hotel = (await d.search('hotelonly')).hotels[4];
      await first.sandboxSupplier.publishChanges(d.setRates(hotel, 1100));
      const changed = await until(async () => {
        const found = d.find(await d.search('hotelonly'), hotel.ivector_property_id);
        return found && found.package.totalPence < hotel.package.totalPence ? found : undefined;
      });
      const appliedBatch = first.catalogue.applied.batch;
      // Stopping saves the engine's prices as the last batch left them.
      await first.close();

      const next = await createTestApp(withSnapshots);
      try {
        await next.priceFeed.stop();
        // Its engine took those prices instead of the supplier's rate sheets and the replay.
        expect(next.catalogue.snapshotBatch).toBe(appliedBatch);
        // Before this process has read anything from the feed, its search has the change.
        const found = driver(() => next).find(
          await driver(() => next).search('hotelonly'),
          hotel.ivector_property_id,
        );
        expect(found?.package.totalPence).toBe(changed.package.totalPence);
        // The first process gave its lease up on closing: this one takes it at once.
        await next.priceFeed.start();
        const health = await until(async () => {
          const res = await next.inject({ method: 'GET', url: '/api/health' });
          return res.json().prices.ingesting === true ? res.json().prices : undefined;
        });
        expect(health.appliedBatch).toBeGreaterThanOrEqual(1);
        expect(health.snapshotBatch).toBe(appliedBatch);
      } finally {
        await next.close();
      }
    } finally {
      await storage.dispose();
      await rm(snapshots, { recursive: true, force: true });
    }
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'brings a change to both processes on PostgreSQL, and the lease moves when its holder stops',
    async () => {
      const storage = await createSharedStorage();
      const one = await createTestApp({ ...env, ...storage.env, PRICE_FEED_LEASE_SECONDS: '2' });
      const two = await createTestApp({ ...env, ...storage.env, PRICE_FEED_LEASE_SECONDS: '2' });
      const closed = new Set<FastifyInstance>();
      try {
        const ingesting = async (app: FastifyInstance) =>
          (await app.inject({ method: 'GET', url: '/api/health' })).json().prices
            .ingesting as boolean;
        const holder = await until(async () => {
          const [a, b] = [await ingesting(one), await ingesting(two)];
          return a !== b ? (a ? one : two) : undefined;
        });
        const other = holder === one ? two : one;
        const d = driver(() => other);
        const hotel = (await d.search('hotelonly')).hotels[3];
        await holder.sandboxSupplier.publishChanges(d.setRates(hotel, 1200));
        await until(async () => {
          const found = d.find(await d.search('hotelonly'), hotel.ivector_property_id);
          return found && found.package.totalPence < hotel.package.totalPence ? true : undefined;
        });
        await holder.close();
        closed.add(holder);
        await until(async () => ((await ingesting(other)) ? true : undefined));
        const next = (await d.search('hotelonly')).hotels[8];
        await other.sandboxSupplier.publishChanges(d.setRates(next, 1000));
        await until(async () => {
          const found = d.find(await d.search('hotelonly'), next.ivector_property_id);
          return found && found.package.totalPence < next.package.totalPence ? true : undefined;
        });
      } finally {
        for (const app of [one, two]) if (!closed.has(app)) await app.close();
        await storage.dispose();
      }
    },
  );
});
