import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SupplierChange } from '../../integrations/supplier/supplier';
import { addDays } from '../../lib/dates';
import { generateCatalogue } from '../../sandboxes/supplier/catalogue';
import { SandboxSupplier } from '../../sandboxes/supplier/sandbox-supplier';
import { daysRead } from '../search/engine/request';
import { priceDependencies } from '../search/engine/store';
import { Catalogue, type ChangeBatch, type StoredChanges } from './catalogue';
import { fileSnapshotStore, type SnapshotStore } from './snapshot';

/**
 * The catalogue starts from the bulk sheets with every stored change replayed, follows new batches
 * in order, keys cached answers by the last change to what they depend on (a region's rates, an
 * airport's fares to it), and keeps the changes when it is rebuilt for a new day, including a batch
 * stored while the rebuild ran.
 */

const content = generateCatalogue({ seed: 99, hotelCount: 200 });

function storedChanges(): StoredChanges & { add(changes: SupplierChange[]): void } {
  const batches: ChangeBatch[] = [];
  return {
    add(changes) {
      batches.push({ id: batches.length + 1, changes, receivedAt: new Date() });
    },
    batchesAfter: (afterId, limit) =>
      Promise.resolve(batches.filter((b) => b.id > afterId).slice(0, limit)),
    receivedAt: (id) => Promise.resolve(batches.find((b) => b.id === id)?.receivedAt ?? null),
  };
}

/** Every room type of the hotel at `pence` a night for 7 nights from `from`. */
function rates(hotelId: number, from: string, pence: number): SupplierChange[] {
  const hotel = content.hotels.find((h) => h.id === hotelId);
  if (!hotel) throw new Error('no hotel');
  return hotel.rooms.map((rt) => ({
    kind: 'rate',
    roomTypeId: rt.id,
    from,
    pence: Array(7).fill(pence),
  }));
}

/** The price dependencies of a hotel-only search of one region. */
const ratesOf = (regionId: number) =>
  priceDependencies({ regions: [regionId], departureAirports: [] });

function priceOf(catalogue: Catalogue, hotelId: number, start: string): number | undefined {
  return catalogue.engine
    .search(
      {
        type: 'hotelonly',
        hotel_id: hotelId,
        start_date: start,
        nights: 7,
        flexible_departure: false,
        departure_airports: [],
        rooms: [{ adults: 2, children: 0, infants: 0, child_ages: [] }],
      },
      { today: catalogue.today() },
    )
    .hotels.at(0)?.totalPence;
}

describe('the catalogue and stored supplier changes', () => {
  const day = new Date('2027-05-01T10:00:00Z');
  const start = '2027-07-03';
  const hotel = content.hotels[10];
  const other = content.hotels.find((h) => h.regionId !== hotel.regionId) ?? content.hotels[0];
  /** A catalogue of the day following these stored batches. */
  const following = (store: StoredChanges) =>
    Catalogue.create({
      supplier: new SandboxSupplier(content),
      days: 120,
      now: () => day,
      changes: store,
    });

  it('replays stored batches at start, follows new ones, and keys answers by the regions they search', async () => {
    let now = day;
    const store = storedChanges();
    store.add(rates(hotel.id, start, 1000));
    const catalogue = await Catalogue.create({
      supplier: new SandboxSupplier(content),
      days: 120,
      now: () => now,
      changes: store,
    });
    const cheap = priceOf(catalogue, hotel.id, start);
    expect(cheap).toBeDefined();
    expect(catalogue.applied.batch).toBe(1);
    const bare = await Catalogue.create({
      supplier: new SandboxSupplier(content),
      days: 120,
      now: () => now,
    });
    expect(cheap).toBeLessThan(priceOf(bare, hotel.id, start) ?? 0);

    // The same lists asked again, as the search service asks them (the catalogue keeps their
    // keys until a batch is applied or the engine is replaced), and new lists of the same names.
    const here = ratesOf(hotel.regionId);
    const there = ratesOf(other.regionId);
    const keyHere = catalogue.pricesKey(here);
    const keyThere = catalogue.pricesKey(there);
    // Caught up before it served, every answer counts as changed by the last batch replayed.
    expect([keyHere, keyThere]).toEqual([`${catalogue.builtFor}|1`, `${catalogue.builtFor}|1`]);
    expect(catalogue.pricesKey(here)).toBe(keyHere);
    store.add(rates(hotel.id, start, 2000));
    await catalogue.catchUp();
    expect(catalogue.applied.batch).toBe(2);
    expect(priceOf(catalogue, hotel.id, start)).toBeGreaterThan(cheap ?? 0);
    expect(catalogue.pricesKey(here)).toBe(`${catalogue.builtFor}|2`);
    expect(catalogue.pricesKey(ratesOf(hotel.regionId))).toBe(`${catalogue.builtFor}|2`);
    expect(catalogue.pricesKey(there)).toBe(keyThere);
    expect(catalogue.pricesKey(ratesOf(other.regionId))).toBe(keyThere);

    // A new day: rebuilt from the sheets with every batch, one stored meanwhile included.
    const before = priceOf(catalogue, hotel.id, start);
    now = new Date(`${addDays('2027-05-01', 1)}T10:00:00Z`);
    const rebuild = catalogue.refreshIfStale();
    store.add(rates(hotel.id, addDays(start, 7), 1500));
    const following = catalogue.catchUp();
    await Promise.all([rebuild, following]);
    expect(catalogue.builtFor).toBe('2027-05-02');
    expect(catalogue.applied.batch).toBe(3);
    // The new day's engine names the answers anew, the lists asked before included, by the last
    // batch it caught up to before it served.
    expect(catalogue.pricesKey(here)).toBe('2027-05-02|3');
    expect(catalogue.pricesKey(there)).toBe('2027-05-02|3');
    expect(priceOf(catalogue, hotel.id, start)).toBe(before);
    expect(priceOf(catalogue, hotel.id, addDays(start, 7))).toBeLessThan(
      priceOf(bare, hotel.id, addDays(start, 7)) ?? 0,
    );
  });

  it('keys package answers by their departure airports’ fares, and hotel-only ones by rates alone', async () => {
    const store = storedChanges();
    const catalogue = await following(store);
    const flight = content.flights.find(
      (f) => f.direction === 'outbound' && hotel.preferredAirports.includes(f.to),
    );
    if (!flight) throw new Error('no flight to the hotel');
    const elsewhere = content.flights.find((f) => f.from !== flight.from)?.from ?? 'none';
    const keys = () => ({
      hotelOnly: catalogue.pricesKey(ratesOf(hotel.regionId)),
      fromThere: catalogue.pricesKey(
        priceDependencies({ regions: [hotel.regionId], departureAirports: [flight.from] }),
      ),
      fromElsewhere: catalogue.pricesKey(
        priceDependencies({ regions: [hotel.regionId], departureAirports: [elsewhere] }),
      ),
    });
    const before = keys();
    store.add([{ kind: 'fare', flightId: flight.id, from: start, pence: [12_345] }]);
    await catalogue.catchUp();
    const after = keys();
    expect(after.fromThere).not.toBe(before.fromThere);
    expect(after.hotelOnly).toBe(before.hotelOnly);
    expect(after.fromElsewhere).toBe(before.fromElsewhere);
    // Nothing named: any batch is a change.
    expect(catalogue.pricesKey([])).toBe(`${catalogue.builtFor}|1`);
  });

  it('keeps an answer’s key when the changes to its region are in weeks its dates do not read', async () => {
    const store = storedChanges();
    const catalogue = await following(store);
    const request = {
      start_date: start,
      nights: 7,
      flexible_departure: true,
    };
    const days = daysRead(request);
    if (!days) throw new Error('no days read');
    const key = () =>
      catalogue.pricesKey(
        priceDependencies({ regions: [hotel.regionId], departureAirports: [], days }),
      );
    const before = key();
    // A week after the last night a flexible 7-night stay can have.
    store.add(rates(hotel.id, addDays(start, 3 + 7 + 7), 1500));
    await catalogue.catchUp();
    expect(key()).toBe(before);
    // The same region's rates for any date have changed.
    expect(catalogue.pricesKey(ratesOf(hotel.regionId))).toBe(`${catalogue.builtFor}|1`);
    // Its first night, three days before the date asked for.
    store.add(rates(hotel.id, addDays(start, -3), 1500));
    await catalogue.catchUp();
    expect(key()).toBe(`${catalogue.builtFor}|2`);
  });
});

describe('the engine snapshot', () => {
  const day = new Date('2027-05-01T10:00:00Z');
  const start = '2027-07-03';
  const hotel = content.hotels[10];
  const flight = content.flights.find((f) => f.direction === 'outbound');
  let dir = '';
  let opened: Catalogue[] = [];
  let errors: unknown[] = [];
  afterEach(async () => {
    // Every catalogue's background save is over before its folder goes, and none failed.
    await Promise.all(opened.map((c) => c.stop()));
    opened = [];
    if (dir) await rm(dir, { recursive: true, force: true });
    expect(errors).toEqual([]);
    errors = [];
  });

  /** A sandbox supplier that notes how many hotels each rate sheet request asked for. */
  function countingSupplier() {
    const supplier = new SandboxSupplier(content);
    const asked: number[] = [];
    const getRates = supplier.getRates.bind(supplier);
    supplier.getRates = (query) => {
      asked.push(query.hotelIds?.length ?? content.hotels.length);
      return getRates(query);
    };
    return { supplier, sheetsRead: () => asked.some((n) => n > 20) };
  }

  async function stored() {
    dir = await mkdtemp(path.join(tmpdir(), 'sunward-snapshot-'));
    const store = storedChanges();
    store.add(rates(hotel.id, start, 1000));
    store.add([{ kind: 'fare', flightId: flight?.id ?? 0, from: start, pence: [9_900, 0] }]);
    // One nightly rate too large for 16 bits: kept beside the array.
    store.add(rates(hotel.id, addDays(start, 14), 70_000));
    return store;
  }

  async function open(store: StoredChanges, supplier = new SandboxSupplier(content), now = day) {
    const catalogue = await Catalogue.create({
      supplier,
      days: 120,
      now: () => now,
      changes: store,
      snapshots: fileSnapshotStore(dir),
      onSnapshotError: (err) => errors.push(err),
    });
    opened.push(catalogue);
    return catalogue;
  }

  it('starts from the saved prices without the rate sheets, replaying only the batches after them, as a rebuild would', async () => {
    const store = await stored();
    const first = await open(store);
    await first.stop();
    store.add(rates(hotel.id, addDays(start, 7), 2000));

    const { supplier, sheetsRead } = countingSupplier();
    const restarted = await open(store, supplier);
    expect(sheetsRead()).toBe(false);
    expect(restarted.applied.batch).toBe(4);
    const rebuilt = await Catalogue.create({
      supplier: new SandboxSupplier(content),
      days: 120,
      now: () => day,
      changes: store,
    });
    const mine = restarted.engine.prices();
    const theirs = rebuilt.engine.prices();
    expect(Buffer.from(mine.rtNightly.buffer).equals(Buffer.from(theirs.rtNightly.buffer))).toBe(
      true,
    );
    expect(Buffer.from(mine.fares.buffer).equals(Buffer.from(theirs.fares.buffer))).toBe(true);
    expect(mine.rtNightlyLarge).toEqual(theirs.rtNightlyLarge);
    expect(mine.rtNightlyLarge.length).toBeGreaterThan(0);
    for (const offset of [0, 7, 14]) {
      expect(priceOf(restarted, hotel.id, addDays(start, offset))).toBe(
        priceOf(rebuilt, hotel.id, addDays(start, offset)),
      );
    }
    // Cached answers are named alike by both (the same last batch per dependency).
    const deps = priceDependencies({
      regions: [hotel.regionId],
      departureAirports: [flight?.from ?? ''],
    });
    expect(restarted.pricesKey(deps)).toBe(rebuilt.pricesKey(deps));

    // Started again with nothing new: the prices it took are not written again.
    await restarted.stop();
    const files = fileSnapshotStore(dir);
    let saves = 0;
    const again = await Catalogue.create({
      supplier: new SandboxSupplier(content),
      days: 120,
      now: () => day,
      changes: store,
      snapshots: { load: () => files.load(), save: (s) => (saves++, files.save(s)) },
    });
    await again.stop();
    expect(again.snapshotBatch).toBe(4);
    expect(saves).toBe(0);
    // The snapshot keeps which batch every dependency counts as changed by: a region no batch
    // touched is still keyed by the last one caught up to, as the engine it was saved from keyed it.
    const elsewhere = ratesOf(
      (content.hotels.find((h) => h.regionId !== hotel.regionId) ?? hotel).regionId,
    );
    expect(again.pricesKey(elsewhere)).toBe(`${again.builtFor}|4`);
    expect(again.pricesKey(elsewhere)).toBe(restarted.pricesKey(elsewhere));
  });

  it('is written from the engine’s own prices while no batch is applied: one arriving waits for it', async () => {
    const store = storedChanges();
    let release = () => {};
    const written: number[] = [];
    const slow: SnapshotStore = {
      load: () => Promise.resolve(null),
      save: async (snapshot) => {
        await new Promise<void>((resolve) => (release = resolve));
        // What the file would get, read as it is written.
        written.push(snapshot.applied, priceOf(catalogue, hotel.id, start) ?? 0);
      },
    };
    const catalogue = await Catalogue.create({
      supplier: new SandboxSupplier(content),
      days: 120,
      now: () => day,
      changes: store,
      snapshots: slow,
      onSnapshotError: (err) => errors.push(err),
    });
    const before = priceOf(catalogue, hotel.id, start);
    store.add(rates(hotel.id, start, 1000));
    const following = catalogue.catchUp();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(catalogue.applied.batch).toBe(0);
    release();
    await following;
    expect(written).toEqual([0, before]);
    expect(catalogue.applied.batch).toBe(1);
    expect(priceOf(catalogue, hotel.id, start)).toBeLessThan(before ?? 0);
  });

  it('is not taken for another day, another database or when it cannot be read, and is then saved anew', async () => {
    const store = await stored();
    await (await open(store)).stop();

    const nextDay = countingSupplier();
    await open(store, nextDay.supplier, new Date('2027-05-02T10:00:00Z'));
    expect(nextDay.sheetsRead()).toBe(true);

    // A database made anew: batch 3 there is another batch.
    const anew = storedChanges();
    anew.add(rates(hotel.id, start, 3000));
    anew.add(rates(hotel.id, start, 3000));
    anew.add(rates(hotel.id, start, 3000));
    const otherDatabase = countingSupplier();
    const fromAnew = await open(anew, otherDatabase.supplier);
    expect(otherDatabase.sheetsRead()).toBe(true);
    expect(fromAnew.applied.batch).toBe(3);
    expect(priceOf(fromAnew, hotel.id, start)).not.toBe(
      priceOf(await open(store), hotel.id, start),
    );
    await Promise.all(opened.map((c) => c.stop()));

    await truncate(path.join(dir, 'prices.bin'), 100);
    expect(await fileSnapshotStore(dir).load()).toBeNull();
    const cut = countingSupplier();
    const afterCut = await open(store, cut.supplier);
    expect(cut.sheetsRead()).toBe(true);
    await afterCut.stop();
    expect((await fileSnapshotStore(dir).load())?.applied).toBe(3);

    await writeFile(path.join(dir, 'prices.bin'), 'not a snapshot');
    expect(await fileSnapshotStore(dir).load()).toBeNull();
  });
});
