import type { CatalogueContent, Supplier } from '../../integrations/supplier/supplier';
import { londonToday } from '../../lib/dates';
import { buildSearchEngineFromSupplier, type SearchEngine } from '../search/engine/search-engine';

export interface CatalogueOptions {
  /** The supplier the product sells (chosen by the composition point, app.ts, from config). */
  supplier: Supplier;
  days: number;
  now?: () => Date;
}

/**
 * The supplier and the search engine built from its prices. The engine covers `days` dates from
 * today (London); when the day changes it is rebuilt in the background and swapped in atomically,
 * so searches never see a half-built engine.
 */
export class Catalogue {
  private current: { engine: SearchEngine; builtFor: string };
  private rebuilding: Promise<void> | undefined;
  private timer: ReturnType<typeof setInterval> | undefined;

  private constructor(
    /** The supplier behind the catalogue, through its interface. */
    readonly supplier: Supplier,
    readonly content: CatalogueContent,
    private readonly options: CatalogueOptions,
    engine: SearchEngine,
    builtFor: string,
  ) {
    this.current = { engine, builtFor };
  }

  static async create(options: CatalogueOptions): Promise<Catalogue> {
    const now = options.now ?? (() => new Date());
    const { supplier } = options;
    const content = await supplier.getContent();
    const today = londonToday(now());
    const engine = await buildSearchEngineFromSupplier(supplier, {
      from: today,
      days: options.days,
    });
    return new Catalogue(supplier, content, { ...options, now }, engine, today);
  }

  get engine(): SearchEngine {
    return this.current.engine;
  }

  /** The London date the current engine was built for: changes when prices are rebuilt. */
  get builtFor(): string {
    return this.current.builtFor;
  }

  today(): string {
    return londonToday((this.options.now ?? (() => new Date()))());
  }

  /** Rebuilds for a new day if needed; concurrent calls share one rebuild. */
  refreshIfStale(): Promise<void> {
    const today = this.today();
    if (today === this.current.builtFor) return Promise.resolve();
    this.rebuilding ??= buildSearchEngineFromSupplier(this.supplier, {
      from: today,
      days: this.options.days,
    })
      .then((engine) => {
        this.current = { engine, builtFor: today };
      })
      .finally(() => {
        this.rebuilding = undefined;
      });
    return this.rebuilding;
  }

  /** Checks hourly for a new day; the timer never keeps the process alive. */
  startDailyRefresh(onError: (err: unknown) => void): void {
    this.timer = setInterval(() => void this.refreshIfStale().catch(onError), 3_600_000);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
