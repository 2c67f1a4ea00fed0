import type { ParsedSearchRequest } from '@sunward/contracts/search';
import { randomUUID } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client';
import { itineraries } from '../../db/schema';

export interface StoredItinerary {
  uuid: string;
  type: 'package' | 'hotelonly';
  request: ParsedSearchRequest;
}

/** A search as its row is written. */
type ItineraryRow = Pick<
  typeof itineraries.$inferInsert,
  'uuid' | 'type' | 'request' | 'startDate' | 'nights'
>;

/** How long a new search may wait before it is written, and how many are written at once. */
export const ITINERARY_FLUSH_MS = 20;
export const ITINERARY_FLUSH_ROWS = 500;

/**
 * When a search's answer may leave before the search is stored. Embedded PGlite serves one
 * process (its folder is locked to it), so every later call for the search reads through this
 * process's writer: the answer need not wait. With PostgreSQL any process may get the next call,
 * so the answer waits until the search is stored (concurrent searches still share one INSERT).
 */
export type ItineraryDurability = 'process' | 'shared';

/**
 * One INSERT of many searches, their rows sent as one JSON parameter: on the search path,
 * building a multi-row statement value by value cost more than the search's own answer did.
 */
async function insertItineraries(db: Database, rows: ItineraryRow[]): Promise<void> {
  await db.execute(sql`
    insert into ${itineraries} (uuid, type, request, start_date, nights)
    select (r->>'uuid')::uuid, r->>'type', r->'request', (r->>'startDate')::date, (r->>'nights')::int
    from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) as r`);
}

/**
 * Searches are written in batches: one multi-row INSERT instead of one statement per search.
 * Embedded PGlite executes on the event loop, where a single-row insert cost ~2 ms, more than the
 * search itself (docs/performance.md). Every read first waits for what is pending, so within a
 * process a search is readable (and can be referenced by a prebook) as soon as it has been
 * answered. 'process': a batch waits up to ITINERARY_FLUSH_MS and the answer does not wait for it
 * (if the process dies, at most the last ITINERARY_FLUSH_MS of searches are lost and their
 * customers are asked to search again); 'shared': the batch is written at once and each answer
 * waits for its own row.
 */
function createItineraryWriter(
  db: Database,
  durability: ItineraryDurability,
  onWriteError: (err: unknown) => void,
) {
  /** The rows queued for the next INSERT, and a promise settled by that INSERT. */
  function newBatch() {
    let settle: (write: Promise<void>) => void = () => undefined;
    const written = new Promise<void>((resolve, reject) => {
      settle = (write) => void write.then(resolve, reject);
    });
    // A failure reaches onWriteError; a caller that does not wait for it leaves it unhandled.
    written.catch(() => undefined);
    return { rows: [] as ItineraryRow[], written, settle };
  }
  let batch = newBatch();
  let timer: NodeJS.Timeout | undefined;
  let next: Promise<void> | undefined;
  /** INSERTs under way, each settled (a failure goes to onWriteError). */
  const writing = new Set<Promise<void>>();

  /** Starts the INSERT of what is queued: beside the ones under way, not after them. */
  function writeBatch(): void {
    if (timer) clearTimeout(timer);
    timer = undefined;
    next = undefined;
    if (batch.rows.length === 0) return;
    const { rows, settle } = batch;
    batch = newBatch();
    const write = insertItineraries(db, rows);
    settle(write);
    const settled = write.catch(onWriteError);
    writing.add(settled);
    void settled.then(() => writing.delete(settled));
  }

  return {
    /** Queues a search; resolves when the caller may answer (see the durability above). */
    add(row: ItineraryRow): Promise<void> {
      batch.rows.push(row);
      const { written } = batch;
      if (batch.rows.length >= ITINERARY_FLUSH_ROWS) {
        writeBatch();
        return written;
      }
      if (durability === 'shared') {
        // Searches answered in the same turn of the event loop share one INSERT; each waits for
        // the INSERT holding its own row, whoever started it.
        next ??= new Promise<void>((resolve) => setImmediate(resolve)).then(writeBatch);
        return written;
      }
      // The caller does not wait for the write; a failed batch is reported to onWriteError.
      timer ??= setTimeout(writeBatch, ITINERARY_FLUSH_MS);
      return Promise.resolve();
    },

    /**
     * Writes what is queued; resolves once it and every INSERT under way are done, and rejects
     * if its own INSERT failed.
     */
    flush(): Promise<void> {
      const earlier = [...writing];
      const queued = batch.rows.length > 0 ? batch.written : undefined;
      writeBatch();
      return Promise.all([queued, ...earlier]).then(() => undefined);
    },
  };
}

/**
 * This process's recent searches kept in memory: a stored search never changes, and the calls that
 * follow one (Load More, filters, the package page) read it again within minutes. Only searches
 * made here and younger than the TTL are kept, so one is never served after the retention purge
 * (days later) deleted it; anything else is read from the database.
 */
const RECENT_ITINERARIES = 10_000;
const RECENT_ITINERARY_TTL_MS = 30 * 60_000;

export function createSearchRepository(
  db: Database,
  onWriteError: (err: unknown) => void = () => undefined,
  durability: ItineraryDurability = 'process',
) {
  const writer = createItineraryWriter(db, durability, onWriteError);
  const recent = new LRUCache<string, StoredItinerary>({
    max: RECENT_ITINERARIES,
    ttl: RECENT_ITINERARY_TTL_MS,
  });
  return {
    /** Queues the search for the next batch write (see createItineraryWriter). */
    async saveItinerary(it: StoredItinerary): Promise<void> {
      recent.set(it.uuid, it);
      await writer.add({
        uuid: it.uuid,
        type: it.type,
        request: it.request,
        startDate: it.request.start_date,
        nights: it.request.nights,
      });
    },

    /** Writes every queued search; the app calls it before closing the database. */
    flushItineraries: () => writer.flush(),

    async findItinerary(uuid: string): Promise<StoredItinerary | undefined> {
      // What is queued is written first: callers store rows that reference the search.
      await writer.flush();
      const known = recent.get(uuid);
      if (known) return known;
      const rows = await db.select().from(itineraries).where(eq(itineraries.uuid, uuid)).limit(1);
      const row = rows.at(0);
      return row && { uuid: row.uuid, type: row.type, request: row.request as ParsedSearchRequest };
    },

    /** Deletes searches (and, by cascade, their prebooks) created before `cutoff`. */
    async deleteItinerariesBefore(cutoff: Date): Promise<number> {
      await writer.flush();
      recent.clear();
      const rows = await db
        .delete(itineraries)
        .where(lt(itineraries.createdAt, cutoff))
        .returning({ uuid: itineraries.uuid });
      return rows.length;
    },

    /**
     * What a prebook's transaction (modules/prebook) does to the search it joins: lock it while
     * prebooks of it take turns, copy it for another browser, drop a copy it did not need.
     */
    itinerariesIn(tx: Database) {
      return {
        async lock(uuid: string): Promise<void> {
          await tx.execute(
            sql`select 1 from ${itineraries} where ${itineraries.uuid} = ${uuid} for update`,
          );
        },
        async copy(itinerary: StoredItinerary): Promise<string> {
          const uuid = randomUUID();
          await tx.insert(itineraries).values({
            uuid,
            type: itinerary.type,
            request: itinerary.request,
            startDate: itinerary.request.start_date,
            nights: itinerary.request.nights,
          });
          recent.set(uuid, { ...itinerary, uuid });
          return uuid;
        },
        async dropCopy(uuid: string): Promise<void> {
          await tx.delete(itineraries).where(eq(itineraries.uuid, uuid));
          recent.delete(uuid);
        },
      };
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
