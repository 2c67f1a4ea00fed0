import type {
  CatalogueContent,
  Supplier,
  SupplierChange,
} from '../../integrations/supplier/supplier';
import { londonToday } from '../../lib/dates';
import { buildSearchEngineFromSupplier, type SearchEngine } from '../search/engine/search-engine';
import { snapshotKey, type EngineSnapshot, type SnapshotStore } from './snapshot';

/** A stored batch of supplier changes (the live-prices module keeps them, in id order). */
export interface ChangeBatch {
  id: number;
  changes: SupplierChange[];
  receivedAt: Date;
}

/** Where the catalogue reads the supplier changes stored since the bulk sheets. */
export interface StoredChanges {
  /** Batches stored after `afterId`, in id order, at most `limit`. */
  batchesAfter(afterId: number, limit: number): Promise<ChangeBatch[]>;
  /** When a stored batch was received; null when there is none of that id (another database). */
  receivedAt(batchId: number): Promise<Date | null>;
}

export interface CatalogueOptions {
  /** The supplier the product sells (chosen by the composition point, app.ts, from config). */
  supplier: Supplier;
  days: number;
  now?: () => Date;
  /** The stored supplier changes replayed onto the bulk sheets; none by default. */
  changes?: StoredChanges;
  /**
   * Where the engine's prices are saved (after a build, hourly and on stop) and taken from at the
   * next build of the same sheets, which then replays only the batches after them; none by default.
   */
  snapshots?: SnapshotStore;
  /** Told when saving or reading a snapshot fails (the catalogue goes on without). */
  onSnapshotError?: (err: unknown) => void;
}

/**
 * Batches read from the store at a time while catching up: a few, as their parsed changes wait in
 * memory until applied (50 at a time cost a start with 1.7M stored changes more in collecting them).
 */
const REPLAY_PAGE = 10;

/**
 * In `touchedIn`: the batch up to which every dependency counts as changed. An engine catching up
 * before it serves (a start, a new day) does not work out what each batch touched: its answers
 * are keyed by the last batch it caught up to, or a later one that touched them.
 */
const EVERY_DEPENDENCY = '*';

interface Current {
  engine: SearchEngine;
  builtFor: string;
  /** The supplier sheets the engine was built from (`snapshotKey`); null without snapshots. */
  key: string | null;
  /** The batch of the saved snapshot the engine's prices were taken from; null = the sheets. */
  snapshotBatch: number | null;
  /** The last stored batch applied to this engine (0 = none). */
  applied: number;
  appliedAt: Date | null;
  /**
   * Per price dependency of a search (`priceDependencies`: a region's rates, the fares between a
   * departure airport and a region), the last batch that changed it (absent = none).
   */
  touchedIn: Map<string, number>;
}

/**
 * The supplier and the search engine built from its prices. The engine covers `days` dates from
 * today (London): built from the supplier's bulk sheets with every stored change since replayed
 * onto it, then kept current batch by batch (`catchUp`). When the day changes it is rebuilt in the
 * background the same way and swapped in atomically, so searches never see a half-built engine.
 */
export class Catalogue {
  private current: Current;
  private rebuilding: Promise<void> | undefined;
  private timer: ReturnType<typeof setInterval> | undefined;
  /** Catch-ups and the end of a rebuild run one at a time, in order. */
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(
    /** The supplier behind the catalogue, through its interface. */
    readonly supplier: Supplier,
    readonly content: CatalogueContent,
    private readonly options: CatalogueOptions,
    current: Current,
  ) {
    this.current = current;
  }

  static async create(options: CatalogueOptions): Promise<Catalogue> {
    const now = options.now ?? (() => new Date());
    const { supplier } = options;
    const content = await supplier.getContent();
    const today = londonToday(now());
    const fresh = await Catalogue.build(supplier, content, options, today);
    const catalogue = new Catalogue(supplier, content, { ...options, now }, fresh);
    // Prices taken from a snapshot are saved again only once a batch has moved them.
    if (fresh.snapshotBatch !== null) {
      catalogue.saved = { engine: fresh.engine, applied: fresh.snapshotBatch };
    }
    await catalogue.replayOnto(fresh, { serving: false });
    void catalogue.saveSnapshot();
    return catalogue;
  }

  /**
   * The engine for a day: from the saved snapshot of the same sheets when there is one whose last
   * batch is in this database, else from the supplier's rate sheets.
   */
  private static async build(
    supplier: Supplier,
    content: CatalogueContent,
    options: CatalogueOptions,
    today: string,
  ): Promise<Current> {
    const window = { from: today, days: options.days };
    const key = options.snapshots ? await snapshotKey(supplier, content, window) : null;
    const saved = key === null ? null : await Catalogue.usableSnapshot(options, key);
    const engine = await buildSearchEngineFromSupplier(supplier, {
      ...window,
      ...(saved ? { prices: saved.prices } : {}),
    });
    return {
      engine,
      builtFor: today,
      key,
      snapshotBatch: saved?.applied ?? null,
      applied: saved?.applied ?? 0,
      appliedAt: saved?.appliedAt ?? null,
      touchedIn: new Map(saved?.touchedIn),
    };
  }

  /**
   * The saved snapshot when it is of these sheets and its last batch is this database's (a batch
   * of that id received at that time); a database made anew numbers its batches anew.
   */
  private static async usableSnapshot(
    options: CatalogueOptions,
    key: string,
  ): Promise<EngineSnapshot | null> {
    try {
      const saved = await options.snapshots?.load();
      if (!saved || saved.key !== key) return null;
      if (saved.applied === 0) return saved;
      const receivedAt = await options.changes?.receivedAt(saved.applied);
      return receivedAt && receivedAt.getTime() === saved.appliedAt?.getTime() ? saved : null;
    } catch (err) {
      options.onSnapshotError?.(err);
      return null;
    }
  }

  /** The batch the last saved (or taken) snapshot holds, for the engine it was of. */
  private saved: { engine: SearchEngine; applied: number } | undefined;

  /**
   * Saves the engine's prices when they moved since the last save. It runs in the catch-up queue,
   * so no batch is applied while the engine's own arrays are written (no copy of them is made);
   * batches arriving meanwhile wait for it. Failures are told, and the catalogue goes on.
   */
  saveSnapshot(): Promise<void> {
    const { snapshots } = this.options;
    if (!snapshots) return Promise.resolve();
    const run = this.queue.then(async () => {
      const current = this.current;
      if (current.key === null) return;
      if (this.saved?.engine === current.engine && this.saved.applied === current.applied) return;
      await snapshots.save({
        key: current.key,
        applied: current.applied,
        appliedAt: current.appliedAt,
        touchedIn: [...current.touchedIn],
        prices: current.engine.prices(),
      });
      this.saved = { engine: current.engine, applied: current.applied };
    });
    const told = run.catch((err: unknown) => this.options.onSnapshotError?.(err));
    this.queue = told;
    return told;
  }

  get engine(): SearchEngine {
    return this.current.engine;
  }

  /** The London date the current engine was built for: changes when prices are rebuilt. */
  get builtFor(): string {
    return this.current.builtFor;
  }

  /** The last stored change batch in the engine's prices, and when the ingester stored it. */
  get applied(): { batch: number; receivedAt: Date | null } {
    return { batch: this.current.applied, receivedAt: this.current.appliedAt };
  }

  /**
   * What a cached search answer with these price dependencies (`priceDependencies`) depends on:
   * the engine's day and the last batch that changed any of them. Batch ids only grow, so a change
   * to any dependency gives a new key, and every process that has applied that batch (and none
   * later touching them) names the answer alike. With no dependencies named, the last batch.
   */
  pricesKey(dependencies: readonly string[]): string {
    const current = this.current;
    const known = this.keys.get(dependencies);
    if (known?.of === current && known.applied === current.applied) return known.key;
    const { builtFor, touchedIn, applied } = current;
    let last = dependencies.length === 0 ? applied : (touchedIn.get(EVERY_DEPENDENCY) ?? 0);
    for (const d of dependencies) last = Math.max(last, touchedIn.get(d) ?? 0);
    const key = `${builtFor}|${String(last)}`;
    this.keys.set(dependencies, { of: current, applied, key });
    return key;
  }

  /**
   * The key last worked out for a dependency list (the same list: the search service hands one
   * list per search shape), with the engine and batch it was worked out at. A key changes only when
   * a batch is applied (which moves `applied` and the last batches per dependency together, in one
   * synchronous step) or the day's engine is replaced, so until then it is the same.
   */
  private readonly keys = new WeakMap<
    readonly string[],
    { of: Current; applied: number; key: string }
  >();

  /** The batch of the saved snapshot this day's engine started from; null = from the sheets. */
  get snapshotBatch(): number | null {
    return this.current.snapshotBatch;
  }

  today(): string {
    return londonToday((this.options.now ?? (() => new Date()))());
  }

  /**
   * Applies the stored batches this engine has not seen yet (each in one synchronous step, so a
   * search sees a batch whole or not at all). Concurrent calls run one after another.
   */
  catchUp(): Promise<void> {
    const run = this.queue.then(() => this.replayOnto(this.current, { serving: true }));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * Applies the stored batches after the target's last. On an engine that is `serving`, each
   * batch's touched dependencies are recorded; before it serves, every dependency counts as
   * touched by the last batch (`EVERY_DEPENDENCY`), which spares working them out.
   */
  private async replayOnto(target: Current, { serving }: { serving: boolean }): Promise<void> {
    const source = this.options.changes;
    if (!source) return;
    let next = source.batchesAfter(target.applied, REPLAY_PAGE);
    for (;;) {
      const batches = await next;
      const more = batches.length === REPLAY_PAGE;
      // While a full page is applied, the database reads the next one.
      if (more) {
        next = source.batchesAfter(batches[batches.length - 1].id, REPLAY_PAGE);
        void next.catch(() => undefined);
      }
      for (const batch of batches) {
        if (batch.id <= target.applied) continue;
        if (serving) {
          const { touched } = target.engine.applyChanges(batch.changes);
          for (const d of touched) target.touchedIn.set(d, batch.id);
        } else {
          target.engine.applyChangesUntracked(batch.changes);
          target.touchedIn.set(EVERY_DEPENDENCY, batch.id);
        }
        target.applied = batch.id;
        target.appliedAt = batch.receivedAt;
      }
      if (!more) return;
    }
  }

  /** Rebuilds for a new day if needed; concurrent calls share one rebuild. */
  refreshIfStale(): Promise<void> {
    const today = this.today();
    if (today === this.current.builtFor) return Promise.resolve();
    this.rebuilding ??= Catalogue.build(this.supplier, this.content, this.options, today)
      .then(async (fresh) => {
        // Most of the replay runs beside the live engine; the last batches and the swap run in
        // the catch-up queue, so no batch is applied to the old engine after it is replaced.
        await this.replayOnto(fresh, { serving: false });
        const swap = this.queue.then(async () => {
          await this.replayOnto(fresh, { serving: false });
          this.current = fresh;
        });
        this.queue = swap.catch(() => undefined);
        await swap;
        void this.saveSnapshot();
      })
      .finally(() => {
        this.rebuilding = undefined;
      });
    return this.rebuilding;
  }

  /**
   * Checks hourly for a new day and saves the prices (a restart replays at most an hour of
   * batches, or what came after the last stop); the timer never keeps the process alive.
   */
  startDailyRefresh(onError: (err: unknown) => void): void {
    this.timer = setInterval(() => {
      void this.refreshIfStale().catch(onError);
      void this.saveSnapshot();
    }, 3_600_000);
    this.timer.unref();
  }

  /** Stops the hourly check; the prices as the last batch applied left them are saved. */
  stop(): Promise<void> {
    clearInterval(this.timer);
    return this.saveSnapshot();
  }
}
