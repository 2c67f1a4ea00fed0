import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { SupplierChange } from '../../integrations/supplier/supplier';
import {
  marketDue,
  marketStep,
  type MarketState,
  type SandboxChangeStore,
  type StoredChange,
} from './change-log';
import { sandboxSupplierChanges, sandboxSupplierMarket } from './schema';

/**
 * The transaction-level advisory lock every append holds until it commits ('SBXC'; the server's
 * session locks are 'SUNW' and 'SUNX'). A seq is drawn and committed while it is held, so appends
 * commit in seq order and a reader never sees seq 12 before seq 11 (it would page past 11 for ever).
 */
const APPEND_LOCK_KEY = 0x53425843;

/** The market's one row. */
const MARKET_ID = 1;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Appends in one INSERT with the changes as one JSON array parameter (a parameter per row cost
 * the driver and ORM about ten times the CPU at the market's 1,000 changes a second), numbered in
 * array order.
 */
async function appendIn(tx: Tx, changes: readonly SupplierChange[]): Promise<number[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(${APPEND_LOCK_KEY})`);
  // Both drivers (PGlite and node-postgres) answer a raw statement with its rows in `rows`.
  const result = (await tx.execute(sql`
    insert into ${sandboxSupplierChanges} (change)
    select c.value from jsonb_array_elements(${JSON.stringify(changes)}::jsonb)
      with ordinality as c(value, n)
    order by c.n
    returning seq::float8 as seq`)) as { rows: { seq: number }[] };
  // Sorted all the same, as the interface promises.
  return result.rows.map((r) => r.seq).sort((a, b) => a - b);
}

/** Thrown inside the market's transaction to roll it back when another process moved it first. */
class MarketMoved extends Error {
  constructor(readonly market: { startedAt: Date; generated: number }) {
    super('the sandbox market moved meanwhile');
  }
}

/** The sandbox supplier's change log and market in its own tables (shared by every process). */
export function createSandboxChangeStore(db: Database): SandboxChangeStore {
  return {
    async append(changes) {
      if (changes.length === 0) return [];
      return db.transaction((tx) => appendIn(tx, changes));
    },

    async after(seq, limit): Promise<StoredChange[]> {
      return db
        .select({ seq: sandboxSupplierChanges.seq, change: sandboxSupplierChanges.change })
        .from(sandboxSupplierChanges)
        .where(gt(sandboxSupplierChanges.seq, seq))
        .orderBy(asc(sandboxSupplierChanges.seq))
        .limit(limit);
    },

    async advanceMarket({ now, perSecond, cap, generate }): Promise<MarketState> {
      try {
        return await db.transaction(async (tx) => {
          // Every append waits for this one: generated changes and published ones keep seq order.
          await tx.execute(sql`select pg_advisory_xact_lock(${APPEND_LOCK_KEY})`);
          await tx
            .insert(sandboxSupplierMarket)
            .values({ id: MARKET_ID, startedAt: now, generated: 0 })
            .onConflictDoNothing();
          const rows = await tx
            .select({
              startedAt: sandboxSupplierMarket.startedAt,
              generated: sandboxSupplierMarket.generated,
            })
            .from(sandboxSupplierMarket)
            .where(eq(sandboxSupplierMarket.id, MARKET_ID));
          const market = rows.at(0);
          if (!market) throw new Error('the sandbox supplier lost its market');
          const due = marketDue(market.startedAt.getTime(), now.getTime(), perSecond);
          const step = marketStep(market.generated, due, cap);
          if (!step) return { ...market, appended: 0 };
          const changes: SupplierChange[] = [];
          for (let n = step.first; n <= step.last; n++) changes.push(generate(n));
          const seqs = await appendIn(tx, changes);
          // Guarded: only from the value read. Another process that moved it meanwhile wins, and
          // this transaction (with the changes it appended) is rolled back.
          const moved = await tx
            .update(sandboxSupplierMarket)
            .set({ generated: step.last })
            .where(
              and(
                eq(sandboxSupplierMarket.id, MARKET_ID),
                eq(sandboxSupplierMarket.generated, market.generated),
              ),
            )
            .returning({ generated: sandboxSupplierMarket.generated });
          if (moved.length === 0) throw new MarketMoved(market);
          return { startedAt: market.startedAt, generated: step.last, appended: seqs.length };
        });
      } catch (err) {
        if (!(err instanceof MarketMoved)) throw err;
        return { ...err.market, appended: 0 };
      }
    },
  };
}
