import { describe, expect, it } from 'vitest';
import type { SupplierChange } from '../../integrations/supplier/supplier';
import { addDays } from '../../lib/dates';
import { generateCatalogue } from '../../sandboxes/supplier/catalogue';
import { SandboxSupplier } from '../../sandboxes/supplier/sandbox-supplier';
import { Catalogue, type ChangeBatch, type StoredChanges } from './catalogue';

/**
 * The catalogue starts from the bulk sheets with every stored change replayed, follows new batches
 * in order, keys cached answers by each region's last change, and keeps the changes when it is
 * rebuilt for a new day, including a batch stored while the rebuild ran.
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

  it('replays stored batches at start, follows new ones, and keys answers by region', async () => {
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

    const keyHere = catalogue.pricesKey([hotel.regionId]);
    const keyThere = catalogue.pricesKey([other.regionId]);
    store.add(rates(hotel.id, start, 2000));
    await catalogue.catchUp();
    expect(catalogue.applied.batch).toBe(2);
    expect(priceOf(catalogue, hotel.id, start)).toBeGreaterThan(cheap ?? 0);
    expect(catalogue.pricesKey([hotel.regionId])).not.toBe(keyHere);
    expect(catalogue.pricesKey([other.regionId])).toBe(keyThere);

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
});
