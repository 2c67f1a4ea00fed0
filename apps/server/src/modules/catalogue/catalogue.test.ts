import { describe, expect, it } from 'vitest';
import type { SupplierChange } from '../../integrations/supplier/supplier';
import { addDays } from '../../lib/dates';
import { generateCatalogue } from '../../sandboxes/supplier/catalogue';
import { SandboxSupplier } from '../../sandboxes/supplier/sandbox-supplier';
import { priceDependencies } from '../search/engine/store';
import { Catalogue, type ChangeBatch, type StoredChanges } from './catalogue';

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

    const keyHere = catalogue.pricesKey(ratesOf(hotel.regionId));
    const keyThere = catalogue.pricesKey(ratesOf(other.regionId));
    store.add(rates(hotel.id, start, 2000));
    await catalogue.catchUp();
    expect(catalogue.applied.batch).toBe(2);
    expect(priceOf(catalogue, hotel.id, start)).toBeGreaterThan(cheap ?? 0);
    expect(catalogue.pricesKey(ratesOf(hotel.regionId))).not.toBe(keyHere);
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
    expect(priceOf(catalogue, hotel.id, start)).toBe(before);
    expect(priceOf(catalogue, hotel.id, addDays(start, 7))).toBeLessThan(
      priceOf(bare, hotel.id, addDays(start, 7)) ?? 0,
    );
  });

  it('keys package answers by their departure airports’ fares, and hotel-only ones by rates alone', async () => {
    const store = storedChanges();
    const catalogue = await Catalogue.create({
      supplier: new SandboxSupplier(content),
      days: 120,
      now: () => day,
      changes: store,
    });
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
});
