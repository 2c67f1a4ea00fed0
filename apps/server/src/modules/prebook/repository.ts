import type { PrebookResponse } from '@sunward/contracts/prebook';
import { and, eq, gt, ne, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { prebooks } from '../../db/schema';
import type { BookingsRepositoryOf } from '../bookings/service';
import type { SearchRepositoryOf, StoredItinerary } from '../search/service';

/** A prebook as the checkout built on it needs it. */
export interface PrebookHold {
  id: string;
  itineraryUuid: string;
  /** The supplier's hold, booked once the payment is approved. */
  supplierHoldId: string;
  expiresAt: Date;
  response: PrebookResponse;
  /** The same browser prebooked this search again, replacing this one (and its seats). */
  superseded: boolean;
  /** The same browser's earlier hold of this search that this one replaced, if any. */
  replacesPrebookId: string | null;
}

export interface StoredPrebook {
  id: string;
  requestHash: string;
  response: PrebookResponse;
}

/** The owners of the tables a prebook's transaction also reads or changes. */
export interface PrebookOwners {
  searches: SearchRepositoryOf;
  bookings: BookingsRepositoryOf;
}

/** Prebooks (supplier holds of a stored search), one per browser and search. */
export function createPrebookRepository(db: Database, owners: PrebookOwners) {
  return {
    /** The prebook `prebookId` of this itinerary (the checkout key names it). */
    async findHold(itineraryUuid: string, prebookId: string): Promise<PrebookHold | undefined> {
      const rows = await db
        .select({
          id: prebooks.id,
          itineraryUuid: prebooks.itineraryUuid,
          supplierHoldId: prebooks.supplierHoldId,
          expiresAt: prebooks.expiresAt,
          response: prebooks.response,
          replacesPrebookId: prebooks.replacesPrebookId,
          // Spelled out: drizzle leaves the outer column unqualified in a single-table select.
          superseded: sql<boolean>`exists (
            select 1 from prebooks newer where newer.replaces_prebook_id = prebooks.id)`,
        })
        .from(prebooks)
        .where(and(eq(prebooks.itineraryUuid, itineraryUuid), eq(prebooks.id, prebookId)))
        .limit(1);
      const row = rows.at(0);
      return row && { ...row, response: row.response as PrebookResponse };
    },

    /** The customer accepted the supplier's new price: the hold now carries it. */
    async reprice(prebookId: string, response: PrebookResponse): Promise<void> {
      await db
        .update(prebooks)
        .set({ response, totalPence: response.total_pence })
        .where(eq(prebooks.id, prebookId));
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
      await owners.searches.flushItineraries();
      const { itinerary } = input;
      return db.transaction(async (tx) => {
        const searchOfTx = owners.searches.itinerariesIn(tx);
        await searchOfTx.lock(itinerary.uuid);
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
        const booked = await owners.bookings(tx).findByItinerary(itinerary.uuid);
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
        if (booked !== undefined || othersLive.length > 0) {
          uuid = await searchOfTx.copy(itinerary);
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
          if (uuid !== itinerary.uuid) await searchOfTx.dropCopy(uuid);
          return undefined;
        }
        return uuid;
      });
    },
  };
}
export type PrebookRepository = ReturnType<typeof createPrebookRepository>;
