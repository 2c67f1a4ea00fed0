/**
 * Where the sandbox supplier keeps its price changes: an append-only log ordered by `seq`, and its
 * market (the changes it makes by itself at a steady rate, see ./changes). Like its holds, they
 * live in its own store, not in one process's memory: every server process (or a restarted one)
 * reads the same log, so a change published by one is in the others' live prices and feed.
 *
 * This file holds the interface, the market's arithmetic and the in-memory store for unit tests;
 * ./change-store.ts keeps them in the sandbox's tables.
 */

import type { SupplierChange } from '../../integrations/supplier/supplier';

/** A change as the log keeps it. */
export interface StoredChange {
  seq: number;
  change: SupplierChange;
}

/** One move of the market: what is due at `now`, at most `cap` of it, made by `generate(n)`. */
export interface MarketAdvance {
  now: Date;
  /** Changes the market makes per second (> 0). */
  perSecond: number;
  /** At most this many are generated per advance (≥ 1). */
  cap: number;
  /** The market's change number `n` (see `generateChange`). */
  generate: (n: number) => SupplierChange;
}

/** The market after an advance. */
export interface MarketState {
  startedAt: Date;
  /** The number of the last generated change it has passed. */
  generated: number;
  /** How many changes this advance appended (0 when nothing was due or another process moved it). */
  appended: number;
}

export interface SandboxChangeStore {
  /** Appends changes in order, one transaction; answers their seqs (ascending). */
  append(changes: readonly SupplierChange[]): Promise<number[]>;
  /** Changes with seq > `seq`, oldest first, at most `limit`. */
  after(seq: number, limit: number): Promise<StoredChange[]>;
  /**
   * Moves the market to `now` in one transaction: starts it on first use (started at `now`),
   * appends the due changes it has not passed (see {@link marketStep}) and records how far it got,
   * only if no other process moved it meanwhile (else nothing is appended).
   */
  advanceMarket(advance: MarketAdvance): Promise<MarketState>;
}

/**
 * How many changes the market has made by `nowMs`: floor(seconds since it started × perSecond).
 * A hair of tolerance keeps float products such as 0.7 × 10 s (6.999…) on the whole change they
 * mean; a clock behind the start is 0.
 */
export function marketDue(startedAtMs: number, nowMs: number, perSecond: number): number {
  if (!(perSecond > 0) || nowMs <= startedAtMs) return 0;
  return Math.floor(((nowMs - startedAtMs) / 1000) * perSecond + 1e-9);
}

/**
 * The change numbers an advance generates: from the first one not yet passed to the last one due,
 * but at most `cap` of them. A market far behind (no process asked for hours) skips ahead: it
 * generates only the last `cap` due ones, and the ones before them are never made. Null when none
 * is due.
 */
export function marketStep(
  generated: number,
  due: number,
  cap: number,
): { first: number; last: number } | null {
  if (due <= generated) return null;
  return { first: Math.max(generated + 1, due - Math.max(1, Math.floor(cap)) + 1), last: due };
}

/** Changes kept in this process only: for the supplier's own unit tests (and its default). */
export function memoryChangeStore(): SandboxChangeStore {
  const log: StoredChange[] = [];
  let market: { startedAt: Date; generated: number } | undefined;
  const append = (changes: readonly SupplierChange[]): number[] =>
    changes.map((change) => {
      const seq = log.length + 1;
      log.push({ seq, change: structuredClone(change) });
      return seq;
    });
  return {
    append: (changes) => Promise.resolve(append(changes)),
    after: (seq, limit) => {
      // seq n is at index n - 1: the log has no gaps here.
      const from = Math.max(0, Math.floor(seq));
      return Promise.resolve(
        log
          .slice(from, from + limit)
          .map((r) => ({ seq: r.seq, change: structuredClone(r.change) })),
      );
    },
    advanceMarket: ({ now, perSecond, cap, generate }) => {
      market ??= { startedAt: now, generated: 0 };
      const due = marketDue(market.startedAt.getTime(), now.getTime(), perSecond);
      const step = marketStep(market.generated, due, cap);
      let appended = 0;
      if (step) {
        const changes: SupplierChange[] = [];
        for (let n = step.first; n <= step.last; n++) changes.push(generate(n));
        appended = append(changes).length;
        market.generated = step.last;
      }
      return Promise.resolve({ ...market, appended });
    },
  };
}
