import type { PrebookResponse } from '@sunward/contracts/prebook';
import type { ParsedSearchRequest } from '@sunward/contracts/search';
import { eq, lt } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client';
import { itineraries, prebooks } from '../../db/schema';

export interface StoredItinerary {
  uuid: string;
  type: 'package' | 'hotelonly';
  request: ParsedSearchRequest;
}

export interface StoredPrebook {
  id: string;
  requestHash: string;
  response: PrebookResponse;
}

/** How long a new search may wait before it is written, and how many are written at once. */
export const ITINERARY_FLUSH_MS = 20;
export const ITINERARY_FLUSH_ROWS = 500;

/**
 * Searches are written in batches: one multi-row INSERT every ITINERARY_FLUSH_MS instead of one
 * statement per search. Embedded PGlite executes on the event loop, where a single-row insert
 * cost ~2 ms, more than the search itself (docs/performance.md). Every read first waits for
 * what is pending, so within a process a search is readable (and can be referenced by a prebook)
 * as soon as it has been answered. If the process dies, at most the last ITINERARY_FLUSH_MS of
 * searches are lost: the customer is asked to search again.
 */
function createItineraryWriter(db: Database, onWriteError: (err: unknown) => void) {
  let pending: (typeof itineraries.$inferInsert)[] = [];
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (pending.length === 0) return inFlight;
    const rows = pending;
    pending = [];
    const write = inFlight.then(async () => {
      await db.insert(itineraries).values(rows);
    });
    inFlight = write.catch(onWriteError);
    return write;
  }

  return {
    add(row: typeof itineraries.$inferInsert): Promise<void> {
      pending.push(row);
      if (pending.length >= ITINERARY_FLUSH_ROWS) return flush();
      // The caller does not wait for the write; a failed batch is reported to onWriteError.
      timer ??= setTimeout(() => void flush().catch(() => undefined), ITINERARY_FLUSH_MS);
      return Promise.resolve();
    },
    flush,
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
) {
  const writer = createItineraryWriter(db, onWriteError);
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

    async findPrebookByKey(key: string): Promise<StoredPrebook | undefined> {
      const rows = await db
        .select({ id: prebooks.id, requestHash: prebooks.requestHash, response: prebooks.response })
        .from(prebooks)
        .where(eq(prebooks.idempotencyKey, key))
        .limit(1);
      const row = rows.at(0);
      return row && { ...row, response: row.response as PrebookResponse };
    },

    /** Stores a prebook; returns false when another request already stored one under this key. */
    async savePrebook(values: typeof prebooks.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(prebooks)
        .values(values)
        .onConflictDoNothing({ target: prebooks.idempotencyKey })
        .returning({ id: prebooks.id });
      return rows.length > 0;
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
