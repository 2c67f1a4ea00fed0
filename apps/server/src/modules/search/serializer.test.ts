import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { searchResponse, type SearchRequest, type SearchResponse } from '@sunward/contracts/search';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itineraries } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { createSearchRepository } from './repository';
import { memorySearchCache } from './result-cache';
import { HOTEL_FRAGMENTS_KEPT, RATE_FRAGMENTS_KEPT, SearchResponseSerializer } from './serializer';

let app: FastifyInstance;
let request: SearchRequest;

beforeAll(async () => {
  app = await createTestApp();
  const hotels = app.catalogue.content.hotels;
  const start = new Date(Date.parse(`${app.catalogue.today()}T00:00:00Z`) + 40 * 86_400_000);
  request = {
    type: 'package',
    destination_regions: [hotels[0].regionId],
    start_date: start.toISOString().slice(0, 10),
    nights: 7,
    flexible_departure: true,
    departure_airports: app.catalogue.content.ukAirportGroups.flatMap((g) => g.codes),
    rooms: [
      { adults: 2, children: 1, infants: 0, child_ages: [6] },
      { adults: 1, children: 0, infants: 1, child_ages: [] },
    ],
  };
});
afterAll(() => app.close());

type Answer = {
  status: string;
  itinerary: { uuid: string; hotels: { ivector_property_id: number }[] };
};

const searchOnce = async (payload: object = request) => {
  const res = await app.inject({ method: 'POST', url: '/api/itinerary/search', payload });
  expect(res.statusCode).toBe(200);
  return res;
};

describe('search response JSON', () => {
  it('is the response itself, on first use and when hotel content is reused', async () => {
    const response = (await searchOnce()).json<SearchResponse>();
    expect(response.itinerary?.hotels.length).toBeGreaterThan(1);
    const serializer = new SearchResponseSerializer();
    const first = serializer.serialize(response);
    const again = serializer.serialize(response);
    expect(again).toBe(first);
    const parsed: unknown = JSON.parse(first);
    expect(parsed).toEqual(response);
    expect(searchResponse.parse(parsed)).toEqual(parsed);
  });

  it('keeps the fragments of a bounded number of hotels and rates, and stays exact beyond', async () => {
    const response = (await searchOnce()).json<SearchResponse>();
    const itinerary = response.itinerary;
    if (!itinerary) throw new Error('no itinerary');
    const serializer = new SearchResponseSerializer();
    const kept = serializer as unknown as {
      fragments: { size: number };
      rateFragments: { size: number };
    };
    // The same hotels under more ids than are kept, each with rates of its own.
    const many = Math.ceil((HOTEL_FRAGMENTS_KEPT + 10) / itinerary.hotels.length);
    for (let k = 0; k < many; k++) {
      const hotels = itinerary.hotels.map((h, i) => ({
        ...h,
        ivector_property_id: 1_000_000 + k * 1000 + i,
        rooms: h.rooms.map((r) => ({
          ...r,
          RoomBookingToken: `${String(k)}-${r.RoomBookingToken}`,
        })),
      }));
      const copy = { ...response, itinerary: { ...itinerary, hotels } };
      expect(JSON.parse(serializer.serialize(copy))).toEqual(copy);
    }
    expect(kept.fragments.size).toBe(HOTEL_FRAGMENTS_KEPT);
    expect(kept.rateFragments.size).toBeLessThanOrEqual(RATE_FRAGMENTS_KEPT);
    // The first hotels' fragments were let go and are made again, the same.
    expect(JSON.parse(serializer.serialize(response))).toEqual(response);
  });

  it('is plain JSON for an error answer', () => {
    const error = { status: 'error' as const, message: 'Nothing found', itinerary: null };
    expect(JSON.parse(new SearchResponseSerializer().serialize(error))).toEqual(error);
  });
});

describe('the short search-result cache', () => {
  it('answers the same search again with a search of its own', async () => {
    const a = (await searchOnce()).json<Answer>();
    const b = (await searchOnce()).json<Answer>();
    expect(b.itinerary.uuid).not.toBe(a.itinerary.uuid);
    expect({ ...b.itinerary, uuid: a.itinerary.uuid }).toEqual(a.itinerary);
    // Both searches are stored: each opens its hotels.
    const hotel = a.itinerary.hotels[0].ivector_property_id;
    for (const { itinerary } of [a, b]) {
      const url = `/api/itinerary/${itinerary.uuid}/hotels/${String(hotel)}`;
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
  });

  it('never answers a different request from the cache', async () => {
    const a = (await searchOnce()).json<Answer>();
    const other = (await searchOnce({ ...request, nights: 10 })).json<
      Answer & { itinerary: { duration: number } }
    >();
    expect(other.itinerary.duration).toBe(10);
    expect(other.itinerary.hotels).not.toEqual(a.itinerary.hotels);
  });

  it('forgets an answer after its lifetime, and keeps to its size', async () => {
    let clock = 1_000;
    const cache = memorySearchCache({ ttlMs: 40, maxBytes: 10, now: () => clock });
    await cache.set('a', '12345');
    clock += 39;
    expect(await cache.get('a')).toBe('12345');
    clock += 41;
    expect(await cache.get('a')).toBeUndefined();
    await cache.set('b', '123456');
    await cache.set('c', '123456');
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('c')).toBe('123456');
  });
});

describe('saving searches', () => {
  const stored = async (uuid: string) => {
    const rows = await app.database.db
      .select({ n: count() })
      .from(itineraries)
      .where(eq(itineraries.uuid, uuid));
    return rows[0].n;
  };

  it('writes searches in batches, and a read sees a search as soon as it is answered', async () => {
    const repo = createSearchRepository(app.database.db);
    const parsed = { ...request, end_date: undefined } as never;
    await repo.saveItinerary({
      uuid: '00000000-0000-4000-8000-000000000001',
      type: 'package',
      request: parsed,
    });
    await repo.saveItinerary({
      uuid: '00000000-0000-4000-8000-000000000002',
      type: 'package',
      request: parsed,
    });
    // Queued, not yet written...
    expect(await stored('00000000-0000-4000-8000-000000000001')).toBe(0);
    // ...but a read waits for the batch.
    expect(await repo.findItinerary('00000000-0000-4000-8000-000000000002')).toMatchObject({
      uuid: '00000000-0000-4000-8000-000000000002',
      type: 'package',
    });
    expect(await stored('00000000-0000-4000-8000-000000000001')).toBe(1);
  });

  it('writes what is queued within the flush interval without any read', async () => {
    const repo = createSearchRepository(app.database.db);
    const uuid = '00000000-0000-4000-8000-000000000003';
    await repo.saveItinerary({ uuid, type: 'hotelonly', request: { ...request } as never });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await stored(uuid)).toBe(1);
  });

  it('shared: a search is stored, as asked, once its save resolves; a failed batch does not stop the next', async () => {
    const failures: unknown[] = [];
    const repo = createSearchRepository(app.database.db, (err) => failures.push(err), 'shared');
    const parsed = { ...request, end_date: undefined } as never;
    const first = '00000000-0000-4000-8000-000000000011';
    await repo.saveItinerary({ uuid: first, type: 'package', request: parsed });
    const rows = await app.database.db
      .select()
      .from(itineraries)
      .where(eq(itineraries.uuid, first));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'package',
      request: JSON.parse(JSON.stringify(parsed)) as unknown,
      startDate: request.start_date,
      nights: 7,
    });
    // A batch holding a search already stored fails whole: its savers see it, the next is written.
    const again = repo.saveItinerary({ uuid: first, type: 'package', request: parsed });
    const besideIt = repo.saveItinerary({
      uuid: '00000000-0000-4000-8000-000000000012',
      type: 'package',
      request: parsed,
    });
    await expect(again).rejects.toThrow();
    await expect(besideIt).rejects.toThrow();
    expect(failures).toHaveLength(1);
    const next = '00000000-0000-4000-8000-000000000013';
    await repo.saveItinerary({ uuid: next, type: 'hotelonly', request: parsed });
    expect(await stored(next)).toBe(1);
    expect(await stored('00000000-0000-4000-8000-000000000012')).toBe(0);
  });

  it('shared: a search waits for its own INSERT, not for one still running before it', async () => {
    // A database whose first INSERT hangs until released.
    let release: () => void = () => undefined;
    const statements: string[] = [];
    const db = {
      execute: (query: unknown) => {
        statements.push(String(query));
        return statements.length === 1
          ? new Promise<void>((resolve) => (release = resolve))
          : Promise.resolve();
      },
    } as unknown as Parameters<typeof createSearchRepository>[0];
    const repo = createSearchRepository(db, () => undefined, 'shared');
    const parsed = { ...request } as never;
    let firstDone = false;
    const slow = repo
      .saveItinerary({
        uuid: '00000000-0000-4000-8000-000000000021',
        type: 'package',
        request: parsed,
      })
      .then(() => (firstDone = true));
    await new Promise((resolve) => setImmediate(resolve));
    await repo.saveItinerary({
      uuid: '00000000-0000-4000-8000-000000000022',
      type: 'package',
      request: parsed,
    });
    expect(statements).toHaveLength(2);
    expect(firstDone).toBe(false);
    // Writing everything queued still waits for the one that hangs.
    let flushed = false;
    const flush = repo.flushItineraries().then(() => (flushed = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(flushed).toBe(false);
    release();
    await Promise.all([slow, flush]);
    expect([firstDone, flushed]).toEqual([true, true]);
  });

  // On-disk PGlite: a search answered just before shutdown is there after a restart.
  it.skipIf(process.env.DATABASE_URL)(
    'writes queued searches before the app closes its database',
    async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'sunward-flush-'));
      try {
        const first = await createTestApp({ DATA_DIR: dir });
        const res = await first.inject({
          method: 'POST',
          url: '/api/itinerary/search',
          payload: request,
        });
        const { itinerary } = res.json<{
          itinerary: { uuid: string; hotels: { ivector_property_id: number }[] };
        }>();
        await first.close();
        const second = await createTestApp({ DATA_DIR: dir });
        const hotel = itinerary.hotels[0].ivector_property_id;
        const details = await second.inject({
          method: 'GET',
          url: `/api/itinerary/${itinerary.uuid}/hotels/${hotel}`,
        });
        await second.close();
        expect(details.statusCode).toBe(200);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    // Two app starts on a folder on disk: 4 s alone, 11 s beside the rest of `npm test`, and more
    // than 30 s once on a busy CI machine.
    60_000,
  );
});
