import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Supplier } from '../../integrations/supplier/supplier';
import type { Catalogue } from '../catalogue/catalogue';
import { CHANGES_CHANNEL, type PricesRepository } from './repository';

export interface PriceFeedOptions {
  supplier: Pick<Supplier, 'changesSince'>;
  catalogue: Pick<Catalogue, 'catchUp' | 'applied' | 'snapshotBatch'>;
  repo: PricesRepository;
  /** LISTEN on the database (`DatabaseHandle.listen`). */
  listen: (
    channel: string,
    onNotify: (payload: string | null) => void,
  ) => Promise<() => Promise<void>>;
  /** How often the lease holder asks the supplier for changes when it has none waiting. */
  pollMs: number;
  /** How long the lease lasts unrenewed: another process takes the feed over after this. */
  leaseSeconds: number;
  /** Changes asked for per page (one stored batch). */
  pageSize: number;
  onError: (err: unknown) => void;
  /** After a batch is stored (its re-pricing job waits in the outbox: the job queue's kick). */
  onBatchStored?: () => void;
  /** This process's name as the lease holder. */
  holder?: string;
  now?: () => Date;
}

/** Changes asked of the supplier per page: one stored batch (a few hundred KB of JSON at most). */
export const PRICE_FEED_PAGE = 5000;

/** How often a process looks for stored batches without being told (a missed announcement). */
const SAFETY_POLL_MS = 2000;
/** An idle feed still records that it asked, this often (the health check's sign of life). */
const IDLE_MARK_MS = 2000;

export interface PriceFeedHealth {
  /** The last stored batch this process's search applied (0 = none). */
  appliedBatch: number;
  /**
   * The batch the search engine's prices were at in the saved snapshot it started from (its day's
   * build); null when it was built from the supplier's rate sheets.
   */
  snapshotBatch: number | null;
  /** Seconds from the oldest batch this process has not applied yet to now (0 = up to date). */
  lagSeconds: number;
  /** Changes stored but not yet in this process's prices. */
  pendingChanges: number;
  /** Seconds since the ingester last asked the supplier (null = never). */
  polledSecondsAgo: number | null;
  /** The supplier said more changes wait than the ingester has taken. */
  supplierBacklog: boolean;
  /** This process reads the supplier's feed (holds the lease). */
  ingesting: boolean;
}

/**
 * Live prices: one process at a time (the lease holder) reads the supplier's change feed and
 * stores each page as a batch, announced on commit; every process applies the stored batches to
 * its own search engine in order, told by the announcement and, should it miss one (a dropped
 * connection, a restart), by its own position in the stored batches.
 */
export function createPriceFeed(options: PriceFeedOptions) {
  const { supplier, catalogue, repo, pollMs, leaseSeconds, pageSize, onError } = options;
  const holder =
    options.holder ?? `${hostname()}:${String(process.pid)}:${randomBytes(4).toString('hex')}`;
  const now = options.now ?? (() => new Date());
  let stopped = true;
  let holding = false;
  let renewedAt = 0;
  let markedAt = 0;
  let cursor: string | null = null;
  let ingestTimer: ReturnType<typeof setTimeout> | undefined;
  let safetyTimer: ReturnType<typeof setInterval> | undefined;
  let ingesting: Promise<void> | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let catchingUp: Promise<void> | undefined;
  let again = false;

  /** Applies what is stored; calls while one runs make it run once more after. */
  function catchUp(): Promise<void> {
    if (catchingUp) {
      again = true;
      return catchingUp;
    }
    catchingUp = (async () => {
      do {
        again = false;
        await catalogue.catchUp();
        // `again` is set by calls made while this one awaited.
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
      } while (again && !stopped);
    })().finally(() => {
      catchingUp = undefined;
    });
    return catchingUp;
  }

  /**
   * One turn of the ingester: takes or renews the lease (a third of its life before it lapses),
   * then stores the supplier's next page. Answers whether more changes wait.
   */
  async function ingestOnce(): Promise<boolean> {
    const at = now().getTime();
    if (!holding || at - renewedAt > (leaseSeconds * 1000) / 3) {
      const lease = await repo.takeLease(holder, leaseSeconds);
      holding = lease !== null;
      if (!lease) return false;
      renewedAt = at;
      cursor = lease.cursor;
    }
    const page = await supplier.changesSince(cursor, pageSize);
    if (page.changes.length === 0 && page.cursor === cursor && at - markedAt < IDLE_MARK_MS) {
      return false;
    }
    const stored = await repo.storePage(holder, cursor, page);
    if (stored === 'lost') {
      holding = false;
      return false;
    }
    if (typeof stored === 'number') {
      options.onBatchStored?.();
      // This process applies its own batch at once, from the changes it holds (the announcement
      // reaches the others).
      void catchUp().catch(onError);
    }
    markedAt = at;
    cursor = page.cursor;
    return page.more;
  }

  function scheduleIngest(delayMs: number): void {
    if (stopped) return;
    ingestTimer = setTimeout(() => {
      ingesting = ingestOnce()
        .then((more) => scheduleIngest(more ? 0 : pollMs))
        .catch((err: unknown) => {
          holding = false;
          onError(err);
          scheduleIngest(pollMs * 4);
        })
        .finally(() => {
          ingesting = undefined;
        });
    }, delayMs);
    ingestTimer.unref();
  }

  return {
    holder,

    /** Starts following the stored batches and competing for the feed's lease. */
    async start(): Promise<void> {
      if (!stopped) return;
      stopped = false;
      unlisten = await options.listen(CHANGES_CHANNEL, () => void catchUp().catch(onError));
      safetyTimer = setInterval(() => void catchUp().catch(onError), SAFETY_POLL_MS);
      safetyTimer.unref();
      await catchUp();
      scheduleIngest(0);
    },

    /** Stops both; a holder gives the lease up so another process takes over at once. */
    async stop(): Promise<void> {
      if (stopped) return;
      stopped = true;
      clearTimeout(ingestTimer);
      clearInterval(safetyTimer);
      await ingesting?.catch(() => undefined);
      await catchingUp?.catch(() => undefined);
      await unlisten?.();
      if (holding) await repo.releaseLease(holder).catch(onError);
      holding = false;
    },

    /** One ingester turn now (tests and the benchmark drive it by hand). */
    ingestOnce,
    catchUp,

    async health(): Promise<PriceFeedHealth> {
      const applied = catalogue.applied;
      const [pending, feed] = await Promise.all([
        repo.pendingAfter(applied.batch),
        repo.feedState(),
      ]);
      const at = now().getTime();
      const oldestAt = pending.oldestAt;
      return {
        appliedBatch: applied.batch,
        snapshotBatch: catalogue.snapshotBatch,
        lagSeconds: oldestAt ? Math.max(0, (at - oldestAt.getTime()) / 1000) : 0,
        pendingChanges: pending.changes,
        polledSecondsAgo: feed.polledAt ? Math.max(0, (at - feed.polledAt.getTime()) / 1000) : null,
        supplierBacklog: feed.more,
        ingesting: holding && !stopped,
      };
    },
  };
}
export type PriceFeed = ReturnType<typeof createPriceFeed>;
