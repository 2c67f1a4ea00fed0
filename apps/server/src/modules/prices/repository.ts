import { and, asc, eq, gt, isNull, lt, min, notInArray, or, sql, sum } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { SupplierChange, SupplierChangePage } from '../../integrations/supplier/supplier';
import type { Database } from '../../db/client';
import { supplierChangeBatches, supplierFeed } from '../../db/schema';
import { enqueueJobs, JOBS } from '../../jobs/outbox';
import type { ChangeBatch } from '../catalogue/catalogue';

/** The channel a stored batch is announced on; the payload is its id only (NOTIFY caps payloads). */
export const CHANGES_CHANNEL = 'supplier_changes';

const FEED = 1;

/**
 * Changes of the batches this process stored, kept as stored (counted in changes): the catalogue's
 * catch-up and the re-pricing job read a batch the ingester has just stored, and take its changes
 * from here instead of reading and parsing them again. About a minute's worth at 1,000 a second.
 */
const STORED_KEPT_CHANGES = 50_000;

/** The feed row as the ingester and the health check read it. */
export interface FeedState {
  cursor: string | null;
  holder: string | null;
  leaseUntil: Date | null;
  polledAt: Date | null;
  more: boolean;
}

export function createPricesRepository(db: Database) {
  // A stored batch never changes, so its id names the same changes for as long as this database
  // lives; a page's changes are plain JSON (as the feed sends them), the same a read would give.
  const storedHere = new LRUCache<number, ChangeBatch>({
    maxSize: STORED_KEPT_CHANGES,
    sizeCalculation: (batch) => Math.max(1, batch.changes.length),
  });

  return {
    /**
     * Takes or renews the feed's lease for `holder` when it is free, lapsed or already theirs (one
     * guarded update: two processes asking at once cannot both get it). Answers the feed's cursor
     * when the lease is `holder`'s, else null.
     */
    async takeLease(holder: string, seconds: number): Promise<{ cursor: string | null } | null> {
      const rows = await db
        .update(supplierFeed)
        .set({
          holder,
          leaseUntil: sql`now() + make_interval(secs => ${seconds})`,
        })
        .where(
          and(
            eq(supplierFeed.id, FEED),
            or(
              eq(supplierFeed.holder, holder),
              isNull(supplierFeed.leaseUntil),
              lt(supplierFeed.leaseUntil, sql`now()`),
            ),
          ),
        )
        .returning({ cursor: supplierFeed.cursor });
      return rows.at(0) ?? null;
    },

    /** Gives the lease up at once (a process stopping), so another takes over without waiting. */
    async releaseLease(holder: string): Promise<void> {
      await db
        .update(supplierFeed)
        .set({ holder: null, leaseUntil: null })
        .where(and(eq(supplierFeed.id, FEED), eq(supplierFeed.holder, holder)));
    },

    /**
     * Stores a page of the feed as the next batch and moves the cursor, only while `holder` holds
     * the lease and the cursor is still `after` (so a page is never stored twice, even by two
     * processes that both believe they hold the lease), and announces the batch on commit. Answers
     * the batch id, null for a page without changes, or 'lost' when the guard failed (nothing
     * written).
     */
    async storePage(
      holder: string,
      after: string | null,
      page: SupplierChangePage,
    ): Promise<number | null | 'lost'> {
      const stored = await db.transaction(async (tx) => {
        const moved = await tx
          .update(supplierFeed)
          .set({ cursor: page.cursor, polledAt: sql`now()`, more: page.more })
          .where(
            and(
              eq(supplierFeed.id, FEED),
              eq(supplierFeed.holder, holder),
              after === null ? isNull(supplierFeed.cursor) : eq(supplierFeed.cursor, after),
            ),
          )
          .returning({ id: supplierFeed.id });
        if (moved.length === 0) return 'lost' as const;
        if (page.changes.length === 0) return null;
        const [batch] = await tx
          .insert(supplierChangeBatches)
          .values({ changeCount: page.changes.length, changes: page.changes, cursor: page.cursor })
          .returning({
            id: supplierChangeBatches.id,
            receivedAt: supplierChangeBatches.receivedAt,
          });
        // Followed holidays are re-priced from the batch by a durable job.
        await enqueueJobs(tx, [{ queue: JOBS.priceReprice, data: { batchId: batch.id } }]);
        await tx.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${String(batch.id)})`);
        return batch;
      });
      if (stored === null || stored === 'lost') return stored;
      // Kept once committed: a batch rolled back is never read.
      storedHere.set(stored.id, { ...stored, changes: page.changes });
      return stored.id;
    },

    /**
     * Stored batches after `afterId`, in id order. The changes of a batch this process stored are
     * not read again (the database leaves them out of the answer).
     */
    async batchesAfter(afterId: number, limit: number): Promise<ChangeBatch[]> {
      // Taken before the query: a batch the query leaves out is answered from this copy, even if
      // batches stored meanwhile push it out of the kept ones.
      const kept = new Map<number, ChangeBatch>();
      for (const [id, batch] of storedHere.entries()) if (id > afterId) kept.set(id, batch);
      const rows = await db
        .select({
          id: supplierChangeBatches.id,
          changes:
            kept.size === 0
              ? supplierChangeBatches.changes
              : sql`case when ${notInArray(supplierChangeBatches.id, [...kept.keys()])} then ${supplierChangeBatches.changes} end`.mapWith(
                  supplierChangeBatches.changes,
                ),
          receivedAt: supplierChangeBatches.receivedAt,
        })
        .from(supplierChangeBatches)
        .where(gt(supplierChangeBatches.id, afterId))
        .orderBy(asc(supplierChangeBatches.id))
        .limit(limit);
      return rows.map((r) => kept.get(r.id) ?? { ...r, changes: r.changes as SupplierChange[] });
    },

    async feedState(): Promise<FeedState> {
      const rows = await db
        .select({
          cursor: supplierFeed.cursor,
          holder: supplierFeed.holder,
          leaseUntil: supplierFeed.leaseUntil,
          polledAt: supplierFeed.polledAt,
          more: supplierFeed.more,
        })
        .from(supplierFeed)
        .where(eq(supplierFeed.id, FEED));
      return (
        rows.at(0) ?? { cursor: null, holder: null, leaseUntil: null, polledAt: null, more: false }
      );
    },

    /** When a stored batch was received, or null when there is no such batch. */
    async receivedAt(batchId: number): Promise<Date | null> {
      const rows = await db
        .select({ receivedAt: supplierChangeBatches.receivedAt })
        .from(supplierChangeBatches)
        .where(eq(supplierChangeBatches.id, batchId));
      return rows.at(0)?.receivedAt ?? null;
    },

    /** One stored batch, or undefined. */
    async batch(id: number): Promise<ChangeBatch | undefined> {
      const row = (await this.batchesAfter(id - 1, 1)).at(0);
      return row?.id === id ? row : undefined;
    },

    /** Changes stored after `afterId` (what a process has still to apply), and the oldest's time. */
    async pendingAfter(afterId: number): Promise<{ changes: number; oldestAt: Date | null }> {
      const rows = await db
        .select({
          changes: sum(supplierChangeBatches.changeCount),
          oldestAt: min(supplierChangeBatches.receivedAt),
        })
        .from(supplierChangeBatches)
        .where(gt(supplierChangeBatches.id, afterId));
      const row = rows.at(0);
      return { changes: Number(row?.changes ?? 0), oldestAt: row?.oldestAt ?? null };
    },
  };
}
export type PricesRepository = ReturnType<typeof createPricesRepository>;
