import type { PrebookResponse } from '@sunward/contracts/prebook';
import type { ParsedSearchRequest } from '@sunward/contracts/search';
import { randomUUID } from 'node:crypto';
import { and, eq, gt, lt, ne, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client';
import { bookings, itineraries, prebooks } from '../../db/schema';

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
 * When a search's answer may leave before the search is stored. Embedded PGlite serves one
 * process (its folder is locked to it), so every later call for the search reads through this
 * process's writer: the answer need not wait. With PostgreSQL any process may get the next call,
 * so the answer waits until the search is stored (concurrent searches still share one INSERT).
 */
export type ItineraryDurability = 'process' | 'shared';

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
  let pending: (typeof itineraries.$inferInsert)[] = [];
  let timer: NodeJS.Timeout | undefined;
  let next: Promise<void> | undefined;
  let inFlight: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    next = undefined;
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
      if (durability === 'shared') {
        // Searches answered in the same turn of the event loop share one INSERT.
        next ??= new Promise<void>((resolve) => setImmediate(resolve)).then(flush);
        return next;
      }
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

    async findPrebookByKey(key: string): Promise<StoredPrebook | undefined> {
      const rows = await db
        .select({ id: prebooks.id, requestHash: prebooks.requestHash, response: prebooks.response })
        .from(prebooks)
        .where(eq(prebooks.idempotencyKey, key))
        .limit(1);
      const row = rows.at(0);
      return row && { ...row, response: row.response as PrebookResponse };
    },

    /**
     * Stores a prebook. It joins its search unless that search is already booked, or another
     * browser holds a live prebook of it: then it goes to a fresh copy of the search, so one
     * customer's hold never displaces another's checkout and a booked search is never booked
     * twice. It replaces `replaces` (the same browser's earlier prebook of this search) only.
     * The itinerary row is locked meanwhile, so concurrent prebooks of one search take turns.
     * Answers the search the prebook went to, or undefined when another request already stored
     * one under this Idempotency-Key.
     */
    async placePrebook(input: {
      itinerary: StoredItinerary;
      replaces: string | undefined;
      prebook: (uuid: string) => Omit<typeof prebooks.$inferInsert, 'itineraryUuid'>;
    }): Promise<string | undefined> {
      await writer.flush();
      const { itinerary } = input;
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select 1 from ${itineraries} where ${itineraries.uuid} = ${itinerary.uuid} for update`,
        );
        const replaced = input.replaces
          ? (
              await tx
                .select({ id: prebooks.id })
                .from(prebooks)
                .where(
                  and(eq(prebooks.id, input.replaces), eq(prebooks.itineraryUuid, itinerary.uuid)),
                )
            ).at(0)?.id
          : undefined;
        const booked = await tx
          .select({ id: bookings.id })
          .from(bookings)
          .where(eq(bookings.itineraryUuid, itinerary.uuid))
          .limit(1);
        const newer = alias(prebooks, 'newer');
        const othersLive = await tx
          .select({ id: prebooks.id })
          .from(prebooks)
          .where(
            and(
              eq(prebooks.itineraryUuid, itinerary.uuid),
              gt(prebooks.expiresAt, sql`now()`),
              replaced ? ne(prebooks.id, replaced) : undefined,
              notExists(
                tx
                  .select({ one: sql`1` })
                  .from(newer)
                  .where(eq(newer.replacesPrebookId, prebooks.id)),
              ),
            ),
          )
          .limit(1);
        let uuid = itinerary.uuid;
        if (booked.length > 0 || othersLive.length > 0) {
          uuid = randomUUID();
          await tx.insert(itineraries).values({
            uuid,
            type: itinerary.type,
            request: itinerary.request,
            startDate: itinerary.request.start_date,
            nights: itinerary.request.nights,
          });
          recent.set(uuid, { ...itinerary, uuid });
        }
        const rows = await tx
          .insert(prebooks)
          .values({
            ...input.prebook(uuid),
            itineraryUuid: uuid,
            replacesPrebookId: uuid === itinerary.uuid ? (replaced ?? null) : null,
          })
          .onConflictDoNothing({ target: prebooks.idempotencyKey })
          .returning({ id: prebooks.id });
        if (rows.length === 0) {
          // Another request with this key won: undo the copy of the search made for this one.
          if (uuid !== itinerary.uuid) {
            await tx.delete(itineraries).where(eq(itineraries.uuid, uuid));
            recent.delete(uuid);
          }
          return undefined;
        }
        return uuid;
      });
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
