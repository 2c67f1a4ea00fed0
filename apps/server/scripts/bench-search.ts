/**
 * Search benchmark (targets in docs/performance.md, engine in docs/design.md §5): `npm run bench:search [-- flags]`.
 *
 * One command prints, as aligned tables:
 *  1. engine time (performance.now around `engine.search`) p50/p95/p99 of five fixed searches;
 *  2. HTTP end-to-end p50/p95/p99 and searches per second (autocannon) against
 *     `POST /api/itinerary/search` served by the real app (`buildApp(loadConfig(...))`), asked as
 *     the web asks: the first page of 10 results (best value) with counts and facets; then
 *     (f) Load More (`POST /api/itinerary/{uuid}/results`, results 11-20) and (g) the same search
 *     answering every hotel found, as it did before paging;
 *  3. memory (RSS, heap, typed arrays) after building, at 5,000 and at 50,000 hotels;
 *  4. a straightforward SQL baseline over the same data, in PGlite and on the machine's PostgreSQL
 *     server (when it answers), checked to return the same cheapest totals as the engine, and the
 *     engine : SQL ratio for each;
 *  5. the targets next to the figures, PASS/MISS.
 *
 * It is a measurement, not a test: it exits 0 after printing, unless the SQL baseline disagrees
 * with the engine (then 1). Flags:
 *   --hotels 5000,50000   catalogue sizes (default both; the first runs in this process, the others
 *                         in a forked child so each memory figure holds one catalogue only)
 *   --runs 200 --warmup 20   engine runs per search      --sql-runs 20   SQL runs per search
 *   --http-seconds 10 --connections 10                     autocannon per search shape
 *   --http-all            HTTP for every shape at every size (default: all five at the first size,
 *                         (a), (d) and (e) at the others, to keep the run under ~4 minutes)
 *   --no-http  --no-sql                                    skip a part
 *   --pg-url URL          the PostgreSQL server of the SQL baseline (default BENCH_PG_URL, else
 *                         postgres://postgres@127.0.0.1:5432/postgres; tables in a schema of their
 *                         own, dropped afterwards)   --no-pg   PGlite only
 *   --processes 1,2       (a) also served by the real server from 1 and 2 processes on that
 *                         PostgreSQL (SERVER_PROCESSES), side by side   --no-processes   skip it
 *   --no-unpaged          skip (g), the search asking for every hotel in one answer (by default
 *                         timed at the default catalogue size only)
 *   --no-cache-pass       skip the second HTTP pass with the server's search-result cache on
 *                         (the first pass always runs with it off: every search computed)
 *   --live                also the live-prices run (bench-live.ts: staleness, search while the
 *                         supplier changes 1,000 prices a second, ingester, start-up) at the
 *                         largest --hotels size   --only-live   that run and nothing else
 *   --live-market server   where the sandbox market makes its changes in the PostgreSQL runs:
 *                         `server` (inside the server, as `npm start` runs it; default), `process`
 *                         (its own, as a real supplier's come from elsewhere) or `both`
 * The HTTP server runs in a forked child process (same file, `--serve N`) so that autocannon does
 * not share the server's event loop; its RSS is the server's. All traffic goes to 127.0.0.1.
 */

import { randomBytes } from 'node:crypto';
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { PGlite } from '@electric-sql/pglite';
import type { SearchRequest } from '@sunward/contracts/search';
import { RESULTS_PAGE_SIZE, searchResponse } from '@sunward/contracts/search';
import autocannon from 'autocannon';
import pg from 'pg';
import type { AutocannonResult } from 'autocannon';
import type { SearchEngine } from '../src/modules/search/engine/search-engine';
import { buildSearchEngineFromSupplier } from '../src/modules/search/engine/search-engine';
import type { EngineSearchRequest } from '../src/modules/search/engine/types';
import type { SandboxCatalogue } from '../src/sandboxes/supplier/catalogue';
import {
  DEFAULT_HOTEL_COUNT,
  DEFAULT_SEED,
  generateCatalogue,
} from '../src/sandboxes/supplier/catalogue';
import { SandboxSupplier } from '../src/sandboxes/supplier/sandbox-supplier';
import { BOARD_CODES } from '../src/integrations/supplier/supplier';
import { fromDayIndex, toDayIndex, weekdayOfDay } from '../src/lib/dates';
import { freePort } from '../src/test/ports';

// ---------------------------------------------------------------------------------------------
// Settings and types
// ---------------------------------------------------------------------------------------------

const SCRIPT = fileURLToPath(import.meta.url);
const SEARCH_ROUTES = path.resolve(path.dirname(SCRIPT), '../src/modules/search/routes.ts');
const HORIZON_DAYS = 365;
export const NIGHTS = 7;
const FLEX = 3;
const BIG_CATALOGUE = 50_000;

const TARGET = {
  engineP95Ms: 15,
  httpP95Ms: 50,
  searchesPerSecond: 250,
  rssBytes: 1024 ** 3,
  sqlRatio: 20,
};

interface Options {
  hotels: number[];
  runs: number;
  warmup: number;
  sqlRuns: number;
  httpSeconds: number;
  connections: number;
  http: boolean;
  /** Also measure with the search-result cache on (the server's default). */
  cachePass: boolean;
  sql: boolean;
  /** The PostgreSQL server the SQL baseline also runs on; null: PGlite only. */
  pgUrl: string | null;
  /** Also serve (a) from this many processes (SERVER_PROCESSES) on PostgreSQL, side by side. */
  processes: number[];
  httpAll: boolean;
  /** Also time (g): (a) asking for every hotel in one answer (the search before paging). */
  unpaged: boolean;
  /** Internal: the served app's search-result cache. */
  serveCache: boolean;
  /** Internal: child modes. */
  mode: 'main' | 'engine-pass' | 'serve';
  today: string;
  /** Also the live-prices run (bench-live.ts) at the largest size; `onlyLive`: nothing else. */
  live: boolean;
  onlyLive: boolean;
  /** Search-under-changes: rounds of the runs without and with changes, in alternating order. */
  liveRounds: number;
  /** Search-under-changes on PostgreSQL: where the sandbox market runs. */
  liveMarkets: Array<'process' | 'server'>;
}

type SearchKey = 'a' | 'b' | 'c' | 'd' | 'e';
/** HTTP-only shapes: (f) Load More of (a), (g) (a) answering every hotel in one response. */
type HttpKey = SearchKey | 'f' | 'g';

interface Scenario {
  key: SearchKey;
  label: string;
  request: EngineSearchRequest;
}

export interface Stats {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  max: number;
}

interface MemorySnapshot {
  rss: number;
  heapUsed: number;
  arrayBuffers: number;
  /** Highest RSS of the process so far (getrusage maxrss). */
  peakRss: number;
}

interface EngineTiming {
  key: SearchKey;
  label: string;
  stats: Stats;
  hotels: number;
  topHotelId: number | null;
  topTotalPence: number | null;
}

interface EnginePassResult {
  hotelCount: number;
  regionId: number;
  regionName: string;
  regionHotels: number;
  hotelId: number;
  hotelName: string;
  generateMs: number;
  buildMs: number;
  roomTypes: number;
  flights: number;
  typedArrayBytes: number;
  /** The process before the catalogue exists (Node, tsx, modules). */
  baseline: MemorySnapshot;
  memory: MemorySnapshot;
  scenarios: Scenario[];
  timings: EngineTiming[];
}

interface SqlTiming {
  key: SearchKey;
  label: string;
  stats: Stats;
  hotels: number;
  engineP50: number;
}

interface SqlResult {
  /** Where the queries ran: 'PGlite …' or 'PostgreSQL …'. */
  database: string;
  hotelCount: number;
  loadMs: number;
  rows: Record<string, number>;
  timings: SqlTiming[];
  matched: boolean;
  problems: string[];
}

export interface HttpShape {
  key: HttpKey;
  label: string;
  requests: number;
  non2xx: number;
  errors: number;
  perSecond: number;
  stats: Stats | null;
  bytesPerResponse: number;
  notes: string[];
}

interface HttpResult {
  hotelCount: number;
  /** The server's short search-result cache: on (the default config) or off (every search runs). */
  cache: boolean;
  available: boolean;
  reason: string;
  startMs: number;
  memoryReady: MemorySnapshot | null;
  memoryAfter: MemorySnapshot | null;
  shapes: HttpShape[];
}

type ChildMessage =
  | { type: 'engine-pass'; result: EnginePassResult }
  | { type: 'ready'; port: number; startMs: number; memory: MemorySnapshot }
  | { type: 'memory'; memory: MemorySnapshot }
  | { type: 'error'; message: string };

type ParentMessage = { type: 'memory' } | { type: 'close' };

// ---------------------------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------------------------

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const londonDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

function memorySnapshot(): MemorySnapshot {
  collectGarbage();
  const m = process.memoryUsage();
  return {
    rss: m.rss,
    heapUsed: m.heapUsed,
    arrayBuffers: m.arrayBuffers,
    peakRss: process.resourceUsage().maxRSS * 1024,
  };
}

export function stats(samples: number[]): Stats {
  const s = samples.slice().sort((a, b) => a - b);
  const at = (p: number) =>
    s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
  return {
    n: s.length,
    p50: at(50),
    p95: at(95),
    p99: at(99),
    mean: s.reduce((sum, v) => sum + v, 0) / Math.max(1, s.length),
    max: s[s.length - 1] ?? 0,
  };
}

export const int = (n: number) => Math.round(n).toLocaleString('en-GB');
export const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
export const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function ms(v: number): string {
  if (v < 1) return v.toFixed(3);
  if (v < 10) return v.toFixed(2);
  if (v < 100) return v.toFixed(1);
  return v.toFixed(0);
}

export function log(line: string): void {
  process.stdout.write(`  · ${line}\n`);
}

/** Prints an aligned table; columns whose header starts with '<' are left-aligned. */
export function printTable(
  title: string,
  header: string[],
  rows: string[][],
  notes: string[] = [],
): void {
  const left = header.map((h) => h.startsWith('<'));
  const names = header.map((h) => h.replace(/^</, ''));
  const widths = names.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (left[i] ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  console.log(`\n${title}`);
  console.log(line(names));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
  for (const n of notes) console.log(`  ${n}`);
}

function parseArgs(argv: string[]): Options {
  const opts: Options = {
    hotels: [DEFAULT_HOTEL_COUNT, BIG_CATALOGUE],
    runs: 200,
    warmup: 20,
    sqlRuns: 20,
    httpSeconds: 10,
    connections: 10,
    http: true,
    liveRounds: 3,
    liveMarkets: ['server'],
    cachePass: true,
    serveCache: false,
    sql: true,
    pgUrl: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    processes: [1, 2],
    httpAll: false,
    unpaged: true,
    mode: 'main',
    today: londonDate.format(new Date()),
    live: false,
    onlyLive: false,
  };
  const positive = (flag: string, v: string | undefined): number => {
    const n = Number(v);
    if (!Number.isInteger(n) || n < 1) throw new Error(`${flag} needs a whole number ≥ 1`);
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2) as [string, string | undefined];
    const value = () => inline ?? argv.at(++i) ?? '';
    switch (flag) {
      case '--hotels':
        opts.hotels = value()
          .split(',')
          .map((v) => positive('--hotels', v));
        break;
      case '--runs':
        opts.runs = positive(flag, value());
        break;
      case '--warmup':
        opts.warmup = positive(flag, value());
        break;
      case '--sql-runs':
        opts.sqlRuns = positive(flag, value());
        break;
      case '--http-seconds':
        opts.httpSeconds = positive(flag, value());
        break;
      case '--connections':
        opts.connections = positive(flag, value());
        break;
      case '--no-http':
        opts.http = false;
        break;
      case '--http-all':
        opts.httpAll = true;
        break;
      case '--no-unpaged':
        opts.unpaged = false;
        break;
      case '--no-cache-pass':
        opts.cachePass = false;
        break;
      case '--no-sql':
        opts.sql = false;
        break;
      case '--pg-url':
        opts.pgUrl = value();
        break;
      case '--no-pg':
        opts.pgUrl = null;
        break;
      case '--processes':
        opts.processes = value()
          .split(',')
          .map((v) => positive('--processes', v));
        break;
      case '--no-processes':
        opts.processes = [];
        break;
      case '--today':
        opts.today = value();
        break;
      case '--live':
        opts.live = true;
        break;
      case '--live-rounds':
        opts.liveRounds = positive(flag, value());
        break;
      case '--live-market': {
        const market = value();
        if (market !== 'process' && market !== 'server' && market !== 'both') {
          throw new Error(`--live-market ${market}: process, server or both`);
        }
        opts.liveMarkets = market === 'both' ? ['process', 'server'] : [market];
        break;
      }
      case '--only-live':
        opts.live = true;
        opts.onlyLive = true;
        break;
      case '--engine-pass':
        opts.mode = 'engine-pass';
        opts.hotels = [positive(flag, value())];
        break;
      case '--serve':
        opts.mode = 'serve';
        opts.hotels = [positive(flag, value())];
        break;
      case '--serve-cache':
        opts.serveCache = value() === 'on';
        break;
      case '--help':
        console.log(
          'npm run bench:search -- [--hotels 5000,50000] [--runs 200] [--warmup 20] [--sql-runs 20]\n' +
            '                        [--http-seconds 10] [--connections 10] [--http-all] [--no-http] [--no-sql]\n' +
            '                        [--pg-url postgres://postgres@127.0.0.1:5432/postgres] [--no-pg]\n' +
            '                        [--live] [--only-live] [--live-rounds 3]\n' +
            '                        [--live-market server|process|both]',
        );
        process.exit(0);
        break;
      default:
        throw new Error(`unknown flag ${argv[i]} (try --help)`);
    }
  }
  return opts;
}

/** The benchmark's departure date: the first Saturday at least 60 days after today (London). */
export function benchStartDay(today: string): number {
  let day = toDayIndex(today) + 60;
  while (weekdayOfDay(day) !== 6) day++;
  return day;
}

function send(message: ChildMessage): void {
  process.send?.(message);
}

/** Resolves with the child's next message (or rejects when it exits first). */
function nextMessage(child: ChildProcess): Promise<ChildMessage> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: unknown) => {
      cleanup();
      resolve(message as ChildMessage);
    };
    const onExit = (code: number | null) => {
      cleanup();
      reject(new Error(`child process exited (code ${String(code)}) before answering`));
    };
    const cleanup = () => {
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}

function forkSelf(args: string[], nodeFlags: string[] = []): ChildProcess {
  return fork(SCRIPT, args, {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: [...process.execArgv, ...nodeFlags],
  });
}

/**
 * The Node flags `npm start` gives the server (apps/server/package.json: `tsx <flags> src/main.ts`,
 * e.g. its heap limit), so that the server measured here runs as the product does.
 */
export function serverNodeFlags(): string[] {
  const manifest = JSON.parse(
    readFileSync(path.resolve(path.dirname(SCRIPT), '../package.json'), 'utf8'),
  ) as { scripts: { start: string } };
  return manifest.scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
}

// ---------------------------------------------------------------------------------------------
// The searches
// ---------------------------------------------------------------------------------------------

export const ROOM_2A1C = { adults: 2, children: 1, infants: 0, child_ages: [8] };
export const ROOM_2A = { adults: 2, children: 0, infants: 0, child_ages: [] };
const ROOM_2A1I = { adults: 2, children: 0, infants: 1, child_ages: [] };

export function largestRegion(catalogue: SandboxCatalogue): {
  id: number;
  name: string;
  hotels: number;
} {
  const counts = new Map<number, number>();
  for (const h of catalogue.hotels) counts.set(h.regionId, (counts.get(h.regionId) ?? 0) + 1);
  const [id, hotels] = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0];
  return { id, name: catalogue.regions.find((r) => r.id === id)?.name ?? String(id), hotels };
}

function buildScenarios(
  catalogue: SandboxCatalogue,
  engine: SearchEngine,
  regionId: number,
  startDay: number,
  today: string,
): Scenario[] {
  const ukAirports = catalogue.ukAirportGroups.flatMap((g) => g.codes);
  const base = {
    type: 'package' as const,
    destination_regions: [regionId],
    start_date: fromDayIndex(startDay),
    nights: NIGHTS,
    flexible_departure: true,
    departure_airports: ukAirports,
  };
  const a: EngineSearchRequest = { ...base, rooms: [ROOM_2A1C] };
  // (e) searches the cheapest hotel of (a) by id, so it is sure to have availability.
  const found = engine.search(a, { today });
  const top = found.matches.length > 0 ? found.matchAt(0) : undefined;
  if (!top) throw new Error('search (a) found no hotel: the benchmark needs availability');
  const noRegion = {
    type: base.type,
    start_date: base.start_date,
    nights: base.nights,
    flexible_departure: base.flexible_departure,
    departure_airports: base.departure_airports,
  };
  return [
    { key: 'a', label: 'region, all airports, 2A+1C', request: a },
    {
      key: 'b',
      label: 'region, 2 rooms (2A | 2A+1C)',
      request: { ...base, rooms: [ROOM_2A, ROOM_2A1C] },
    },
    {
      key: 'c',
      label: 'region, 3 rooms (2A+1C | 2A | 2A+inf)',
      request: { ...base, rooms: [ROOM_2A1C, ROOM_2A, ROOM_2A1I] },
    },
    {
      key: 'd',
      label: 'region, hotel only, 2A+1C',
      request: { ...base, type: 'hotelonly', departure_airports: [], rooms: [ROOM_2A1C] },
    },
    {
      key: 'e',
      label: 'one hotel (hotel_id), 2A+1C',
      request: { ...noRegion, hotel_id: top.hotelId, rooms: [ROOM_2A1C] },
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// 1 + 3. Engine time and memory
// ---------------------------------------------------------------------------------------------

interface EnginePass {
  result: EnginePassResult;
  catalogue: SandboxCatalogue;
  supplier: SandboxSupplier;
  engine: SearchEngine;
}

async function enginePass(hotelCount: number, opts: Options): Promise<EnginePass> {
  log(`${int(hotelCount)} hotels: generating the catalogue and building the engine`);
  const baseline = memorySnapshot();
  const t0 = performance.now();
  const catalogue = generateCatalogue({ seed: DEFAULT_SEED, hotelCount });
  const generateMs = performance.now() - t0;
  const supplier = new SandboxSupplier(catalogue);
  const engine = await buildSearchEngineFromSupplier(supplier, {
    from: opts.today,
    days: HORIZON_DAYS,
  });
  const memory = memorySnapshot();
  const st = engine.stats();
  const region = largestRegion(catalogue);
  const startDay = benchStartDay(opts.today);
  const scenarios = buildScenarios(catalogue, engine, region.id, startDay, opts.today);
  const hotelId = scenarios[4].request.hotel_id ?? 0;

  log(`${int(hotelCount)} hotels: timing ${scenarios.length} searches × ${opts.runs} runs`);
  const timings: EngineTiming[] = scenarios.map((s) => {
    const searchOptions = { today: opts.today };
    for (let i = 0; i < opts.warmup; i++) engine.search(s.request, searchOptions);
    const samples: number[] = [];
    let hotels = 0;
    let top: { hotelId: number; totalPence: number } | undefined;
    for (let i = 0; i < opts.runs; i++) {
      const t = performance.now();
      const result = engine.search(s.request, searchOptions);
      samples.push(performance.now() - t);
      // What a page needs (count and cheapest), not every hotel's full package.
      hotels = result.matches.length;
      top = hotels > 0 ? result.matchAt(0) : undefined;
      if (result.window.length !== 2 * FLEX + 1) throw new Error('flexible window was clipped');
    }
    return {
      key: s.key,
      label: s.label,
      stats: stats(samples),
      hotels,
      topHotelId: top?.hotelId ?? null,
      topTotalPence: top?.totalPence ?? null,
    };
  });

  return {
    result: {
      hotelCount,
      regionId: region.id,
      regionName: region.name,
      regionHotels: region.hotels,
      hotelId,
      hotelName: catalogue.hotels.find((h) => h.id === hotelId)?.name ?? '',
      generateMs,
      buildMs: st.buildMs,
      roomTypes: st.roomTypes,
      flights: st.flights,
      typedArrayBytes: st.typedArrayBytes,
      baseline,
      memory,
      scenarios,
      timings,
    },
    catalogue,
    supplier,
    engine,
  };
}

async function childEnginePass(hotelCount: number, opts: Options): Promise<EnginePassResult> {
  const child = forkSelf([
    '--engine-pass',
    String(hotelCount),
    '--today',
    opts.today,
    '--runs',
    String(opts.runs),
    '--warmup',
    String(opts.warmup),
  ]);
  try {
    const message = await nextMessage(child);
    if (message.type === 'error') throw new Error(message.message);
    if (message.type !== 'engine-pass') throw new Error(`unexpected message ${message.type}`);
    return message.result;
  } finally {
    child.kill();
  }
}

// ---------------------------------------------------------------------------------------------
// 4. SQL baseline (PGlite)
// ---------------------------------------------------------------------------------------------

const SCHEMA = `
CREATE TABLE hotels (
  hotel_id integer PRIMARY KEY,
  region_id integer NOT NULL,
  band1 integer NOT NULL,            -- children aged 2..band1 pay child_pm0
  band2 integer NOT NULL,            -- ..band2 pay child_pm1, older child_pm2
  child_pm0 integer NOT NULL,
  child_pm1 integer NOT NULL,
  child_pm2 integer NOT NULL,
  single_pm integer NOT NULL,        -- one adult alone (2000 = the double rate)
  extra_adult_pm integer NOT NULL,   -- each adult beyond two
  infant_nightly integer NOT NULL,   -- cot fee per infant-night
  nonref_discount integer NOT NULL   -- percent off the refundable total
);
CREATE INDEX hotels_region ON hotels (region_id);
CREATE TABLE hotel_boards (
  hotel_id integer NOT NULL,
  board text NOT NULL,
  supplement_pence integer NOT NULL, -- per adult-night
  PRIMARY KEY (hotel_id, board)
);
CREATE TABLE hotel_airports (
  hotel_id integer NOT NULL,
  airport text NOT NULL,
  PRIMARY KEY (hotel_id, airport)
);
CREATE TABLE room_types (
  room_type_id integer PRIMARY KEY,
  hotel_id integer NOT NULL,
  max_adults integer NOT NULL,
  max_children integer NOT NULL,
  max_occupancy integer NOT NULL,
  max_infants integer NOT NULL,
  non_refundable boolean NOT NULL
);
CREATE INDEX room_types_hotel ON room_types (hotel_id);
CREATE TABLE room_type_boards (
  room_type_id integer NOT NULL,
  board text NOT NULL,
  PRIMARY KEY (room_type_id, board)
);
-- One row per bookable room-night (no row = closed or stop-sale); pence = double-occupancy rate.
CREATE TABLE nightly_rates (
  room_type_id integer NOT NULL,
  day integer NOT NULL,
  pence integer NOT NULL,
  PRIMARY KEY (room_type_id, day)
);
CREATE TABLE flights (
  flight_id integer PRIMARY KEY,
  direction text NOT NULL,           -- 'outbound' (UK → dest) or 'return' (dest → UK)
  uk_airport text NOT NULL,
  dest_airport text NOT NULL,
  infant_fee integer NOT NULL        -- per leg
);
CREATE INDEX flights_route ON flights (dest_airport, direction, uk_airport);
-- One row per operating flight-day; pence = per-seat fare.
CREATE TABLE fares (
  flight_id integer NOT NULL,
  day integer NOT NULL,
  pence integer NOT NULL,
  PRIMARY KEY (flight_id, day)
);
-- The supplier's special offers: discount_pct off every room of a stay checking in from from_day
-- to to_day, of min_nights or more, booked on or before book_by_day.
CREATE TABLE promotions (
  hotel_id integer NOT NULL,
  from_day integer NOT NULL,
  to_day integer NOT NULL,
  book_by_day integer NOT NULL,      -- 2147483647: no booking deadline
  min_nights integer NOT NULL,
  discount_pct integer NOT NULL
);
CREATE INDEX promotions_hotel ON promotions (hotel_id);
`;

type Column = number[] | string[] | boolean[];

/** What the baseline needs of a database: PGlite in the process, or a PostgreSQL server. */
interface SqlDb {
  /** e.g. 'PGlite 0.3 (in-process WASM Postgres 17)' or 'PostgreSQL 15.19 at 127.0.0.1:5432'. */
  name: string;
  exec(sql: string): Promise<unknown>;
  query(text: string, params: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

async function pgliteDb(): Promise<SqlDb> {
  const db = await PGlite.create();
  const { rows } = await db.query<{ v: string }>("SELECT current_setting('server_version') AS v");
  return {
    name: `PGlite (in-process WASM Postgres ${rows[0]?.v ?? ''})`,
    exec: (sql) => db.exec(sql),
    query: (text, params) => db.query(text, params),
    close: () => db.close(),
  };
}

/**
 * The machine's PostgreSQL, in a schema of its own that is dropped afterwards. JIT compilation is
 * off for the session, as a team would set it for short queries like these (compiling one costs
 * more than it saves); everything else is the server's configuration.
 */
async function postgresDb(url: string): Promise<SqlDb> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const schema = `bench_search_${String(process.pid)}`;
  await client.query(`CREATE SCHEMA ${schema}`);
  await client.query(`SET search_path TO ${schema}`);
  await client.query('SET jit = off');
  const { rows } = await client.query<{ v: string }>(
    "SELECT current_setting('server_version') AS v",
  );
  const where = new URL(url);
  return {
    name: `PostgreSQL ${rows[0]?.v ?? ''} at ${where.host} (jit off)`,
    exec: (sql) => client.query(sql),
    query: (text, params) => client.query(text, params),
    close: async () => {
      try {
        await client.query(`DROP SCHEMA ${schema} CASCADE`);
      } finally {
        await client.end();
      }
    },
  };
}

/** The PostgreSQL server at `url`, or null (said in the log) when it does not answer. */
async function reachPostgres(url: string): Promise<SqlDb | null> {
  try {
    return await postgresDb(url);
  } catch (err) {
    const host = new URL(url).host;
    log(
      `PostgreSQL at ${host} did not answer (${(err as Error).message}): its SQL baseline is skipped`,
    );
    return null;
  }
}

async function insertColumns(
  db: SqlDb,
  table: string,
  columns: Array<[name: string, type: string, values: Column]>,
): Promise<number> {
  const rows = columns[0][2].length;
  const chunk = 50_000;
  for (let i = 0; i < rows; i += chunk) {
    const names = columns.map(([name]) => name).join(', ');
    const arrays = columns.map(([, type], k) => `$${k + 1}::${type}[]`).join(', ');
    await db.query(
      `INSERT INTO ${table} (${names}) SELECT * FROM unnest(${arrays})`,
      columns.map(([, , values]) => values.slice(i, i + chunk)),
    );
  }
  return rows;
}

/**
 * One query per search: per candidate hotel and departure day in the window, the cheapest fitting
 * rate row (room type × board × refundable/non-refundable) for each requested room, priced with the
 * rate model of integrations/supplier/supplier.ts (`roomStayPence`; Math.round of a positive n/d is
 * (n + d/2) div d in integers) less the largest special offer that stay can have when booked on
 * `today` (`promotionFor`, `promotionalPence`), plus the cheapest outbound + return pair (same UK
 * airport, one of the hotel's arrival airports); the hotel's total is the cheapest day. Cheapest
 * first.
 */
function sqlQuery(req: EngineSearchRequest, today: string): { text: string; params: unknown[] } {
  const isPackage = req.type === 'package';
  const rooms = req.rooms;
  const params: unknown[] = [
    req.hotel_id ?? req.destination_regions ?? [],
    Array.from({ length: 2 * FLEX + 1 }, (_, k) => toDayIndex(req.start_date) - FLEX + k),
    req.nights ?? NIGHTS,
    rooms.map((r) => r.adults),
    rooms.map((r) => r.children),
    rooms.map((r) => r.infants),
    rooms.flatMap((r, q) => r.child_ages.map(() => q + 1)),
    rooms.flatMap((r) => r.child_ages),
    toDayIndex(today),
  ];
  const candidates =
    req.hotel_id !== undefined ? 'h.hotel_id = $1::int' : 'h.region_id = ANY($1::int[])';
  const common = `
    party AS (
      SELECT q::int AS q, adults, children, infants
      FROM unnest($4::int[], $5::int[], $6::int[]) WITH ORDINALITY AS p (adults, children, infants, q)
    ),
    party_ages AS (SELECT room, age FROM unnest($7::int[], $8::int[]) AS a (room, age)),
    win AS (SELECT unnest($2::int[]) AS d),
    cand AS NOT MATERIALIZED (SELECT h.* FROM hotels h WHERE ${candidates}),
    room_party AS (
      SELECT h.hotel_id, p.q, p.adults, p.children, p.infants, h.nonref_discount,
             CASE WHEN p.adults <= 1 THEN h.single_pm ELSE 2000 + (p.adults - 2) * h.extra_adult_pm END
               + c.child_pm AS occ,
             p.adults * 1000 + c.child_pm AS units,
             p.infants * h.infant_nightly * $3::int AS infant_part
      FROM cand h
      CROSS JOIN party p
      CROSS JOIN LATERAL (
        SELECT coalesce(sum(CASE WHEN a.age <= h.band1 THEN h.child_pm0
                                 WHEN a.age <= h.band2 THEN h.child_pm1
                                 ELSE h.child_pm2 END), 0)::int AS child_pm
        FROM party_ages a WHERE a.room = p.q
      ) c
    ),
    stay AS (
      SELECT rt.room_type_id, w.d, sum(nr.pence)::bigint AS nightly_sum
      FROM cand h
      JOIN room_types rt ON rt.hotel_id = h.hotel_id
      CROSS JOIN win w
      JOIN nightly_rates nr
        ON nr.room_type_id = rt.room_type_id AND nr.day >= w.d AND nr.day < w.d + $3::int
      GROUP BY rt.room_type_id, w.d
      HAVING count(*) = $3::int
    ),
    rate_rows AS (
      SELECT rp.hotel_id, rp.q, s.d, rt.non_refundable, rp.nonref_discount,
             (s.nightly_sum * rp.occ + 1000) / 2000
             + (hb.supplement_pence::bigint * $3::int * rp.units + 500) / 1000
             + rp.infant_part AS refundable
      FROM room_party rp
      JOIN room_types rt
        ON rt.hotel_id = rp.hotel_id
       AND rp.adults <= rt.max_adults AND rp.children <= rt.max_children
       AND rp.adults + rp.children <= rt.max_occupancy AND rp.infants <= rt.max_infants
      JOIN stay s ON s.room_type_id = rt.room_type_id
      JOIN room_type_boards rb ON rb.room_type_id = rt.room_type_id
      JOIN hotel_boards hb ON hb.hotel_id = rt.hotel_id AND hb.board = rb.board
    ),
    room_best AS (
      SELECT hotel_id, q, d,
             min(LEAST(refundable,
                       CASE WHEN non_refundable
                            THEN (refundable * (100 - nonref_discount) + 50) / 100 END)) AS pence
      FROM rate_rows
      GROUP BY hotel_id, q, d
    ),
    promo AS (
      SELECT pr.hotel_id, w.d, max(pr.discount_pct) AS pct
      FROM cand h
      JOIN promotions pr ON pr.hotel_id = h.hotel_id
      CROSS JOIN win w
      WHERE w.d BETWEEN pr.from_day AND pr.to_day
        AND $3::int >= pr.min_nights AND $9::int <= pr.book_by_day
      GROUP BY 1, 2
    ),
    hotel_day AS (
      SELECT rb.hotel_id, rb.d,
             sum(CASE WHEN pr.pct > 0 THEN (rb.pence * (100 - pr.pct) + 50) / 100
                      ELSE rb.pence END) AS hotel_pence
      FROM room_best rb
      LEFT JOIN promo pr USING (hotel_id, d)
      GROUP BY rb.hotel_id, rb.d
      HAVING count(*) = (SELECT count(*) FROM party)
    )`;
  if (!isPackage) {
    return {
      text: `WITH ${common}
        SELECT hotel_id, min(hotel_pence)::int AS total_pence
        FROM hotel_day GROUP BY hotel_id ORDER BY total_pence, hotel_id`,
      params,
    };
  }
  params.push(
    req.departure_airports ?? [],
    rooms.reduce((n, r) => n + r.adults + r.children, 0),
    rooms.reduce((n, r) => n + r.infants, 0),
  );
  return {
    text: `WITH ${common},
    dest AS (SELECT DISTINCT ha.airport FROM cand h JOIN hotel_airports ha ON ha.hotel_id = h.hotel_id),
    out_leg AS (
      SELECT f.uk_airport, f.dest_airport, fa.day AS d,
             min(fa.pence * $11::int + $12::int * f.infant_fee) AS pence
      FROM flights f JOIN fares fa ON fa.flight_id = f.flight_id
      WHERE f.direction = 'outbound' AND f.uk_airport = ANY($10::text[])
        AND f.dest_airport IN (SELECT airport FROM dest) AND fa.day IN (SELECT d FROM win)
      GROUP BY 1, 2, 3
    ),
    ret_leg AS (
      SELECT f.uk_airport, f.dest_airport, fa.day - $3::int AS d,
             min(fa.pence * $11::int + $12::int * f.infant_fee) AS pence
      FROM flights f JOIN fares fa ON fa.flight_id = f.flight_id
      WHERE f.direction = 'return' AND f.uk_airport = ANY($10::text[])
        AND f.dest_airport IN (SELECT airport FROM dest) AND fa.day IN (SELECT d + $3::int FROM win)
      GROUP BY 1, 2, 3
    ),
    pair AS (
      SELECT o.dest_airport, o.d, min(o.pence + r.pence) AS pence
      FROM out_leg o JOIN ret_leg r USING (uk_airport, dest_airport, d)
      GROUP BY 1, 2
    ),
    hotel_flight AS (
      SELECT ha.hotel_id, p.d, min(p.pence) AS pence
      FROM cand h
      JOIN hotel_airports ha ON ha.hotel_id = h.hotel_id
      JOIN pair p ON p.dest_airport = ha.airport
      GROUP BY 1, 2
    )
    SELECT hd.hotel_id, min(hd.hotel_pence + hf.pence)::int AS total_pence
    FROM hotel_day hd JOIN hotel_flight hf USING (hotel_id, d)
    GROUP BY hd.hotel_id
    ORDER BY total_pence, hotel_id`,
    params,
  };
}

async function loadSql(
  db: SqlDb,
  catalogue: SandboxCatalogue,
  supplier: SandboxSupplier,
  scenarios: Scenario[],
): Promise<Record<string, number>> {
  await db.exec(SCHEMA);
  const hotels = catalogue.hotels;
  const loaded: Record<string, number> = {};
  loaded.hotels = await insertColumns(db, 'hotels', [
    ['hotel_id', 'int', hotels.map((h) => h.id)],
    ['region_id', 'int', hotels.map((h) => h.regionId)],
    ['band1', 'int', hotels.map((h) => h.childPolicy.band1MaxAge)],
    ['band2', 'int', hotels.map((h) => h.childPolicy.band2MaxAge)],
    ['child_pm0', 'int', hotels.map((h) => h.childPolicy.permille[0])],
    ['child_pm1', 'int', hotels.map((h) => h.childPolicy.permille[1])],
    ['child_pm2', 'int', hotels.map((h) => h.childPolicy.permille[2])],
    ['single_pm', 'int', hotels.map((h) => h.childPolicy.singleAdultPermille)],
    ['extra_adult_pm', 'int', hotels.map((h) => h.childPolicy.extraAdultPermille)],
    ['infant_nightly', 'int', hotels.map((h) => h.childPolicy.infantNightlyPence)],
    ['nonref_discount', 'int', hotels.map((h) => h.nonRefundableDiscountPct)],
  ]);
  const boards = hotels.flatMap((h) =>
    BOARD_CODES.flatMap((b) => {
      const supp = h.boardSupplementPence[b];
      return supp === undefined ? [] : [{ hotel: h.id, board: b, supp }];
    }),
  );
  loaded.hotel_boards = await insertColumns(db, 'hotel_boards', [
    ['hotel_id', 'int', boards.map((b) => b.hotel)],
    ['board', 'text', boards.map((b) => b.board)],
    ['supplement_pence', 'int', boards.map((b) => b.supp)],
  ]);
  const destCodes = new Set(
    catalogue.airports.filter((a) => a.countryCode !== 'GB').map((a) => a.code),
  );
  const hotelAirports = hotels.flatMap((h) =>
    [...new Set(h.preferredAirports)]
      .filter((c) => destCodes.has(c))
      .map((airport) => ({ hotel: h.id, airport })),
  );
  loaded.hotel_airports = await insertColumns(db, 'hotel_airports', [
    ['hotel_id', 'int', hotelAirports.map((x) => x.hotel)],
    ['airport', 'text', hotelAirports.map((x) => x.airport)],
  ]);
  const rooms = hotels.flatMap((h) => h.rooms);
  loaded.room_types = await insertColumns(db, 'room_types', [
    ['room_type_id', 'int', rooms.map((r) => r.id)],
    ['hotel_id', 'int', rooms.map((r) => r.hotelId)],
    ['max_adults', 'int', rooms.map((r) => r.maxAdults)],
    ['max_children', 'int', rooms.map((r) => r.maxChildren)],
    ['max_occupancy', 'int', rooms.map((r) => r.maxOccupancy)],
    ['max_infants', 'int', rooms.map((r) => r.maxInfants)],
    ['non_refundable', 'boolean', rooms.map((r) => r.nonRefundableOffered)],
  ]);
  const roomBoards = rooms.flatMap((r) =>
    [...new Set(r.boards)].map((board) => ({ rt: r.id, board })),
  );
  loaded.room_type_boards = await insertColumns(db, 'room_type_boards', [
    ['room_type_id', 'int', roomBoards.map((x) => x.rt)],
    ['board', 'text', roomBoards.map((x) => x.board)],
  ]);
  const ukCodes = new Set(catalogue.ukAirportGroups.flatMap((g) => g.codes));
  const flights = catalogue.flights.filter((f) =>
    f.direction === 'outbound'
      ? ukCodes.has(f.from) && destCodes.has(f.to)
      : ukCodes.has(f.to) && destCodes.has(f.from),
  );
  const infantFee = new Map(catalogue.airlines.map((a) => [a.code, a.infantFeePence]));
  loaded.flights = await insertColumns(db, 'flights', [
    ['flight_id', 'int', flights.map((f) => f.id)],
    ['direction', 'text', flights.map((f) => f.direction)],
    ['uk_airport', 'text', flights.map((f) => (f.direction === 'outbound' ? f.from : f.to))],
    ['dest_airport', 'text', flights.map((f) => (f.direction === 'outbound' ? f.to : f.from))],
    ['infant_fee', 'int', flights.map((f) => infantFee.get(f.airlineCode) ?? 0)],
  ]);

  // Dated rows: only the candidate hotels and the days the flexible window needs.
  const regions = new Set(scenarios.flatMap((s) => s.request.destination_regions ?? []));
  const hotelIds = hotels
    .filter((h) => regions.has(h.regionId) || scenarios.some((s) => s.request.hotel_id === h.id))
    .map((h) => h.id);
  const startDay = Math.min(...scenarios.map((s) => toDayIndex(s.request.start_date)));
  const endDay = Math.max(
    ...scenarios.map((s) => toDayIndex(s.request.start_date) + (s.request.nights ?? NIGHTS)),
  );
  const window = {
    from: fromDayIndex(startDay - FLEX),
    days: endDay + FLEX - (startDay - FLEX) + 1,
  };
  const from = startDay - FLEX;
  const rates = await supplier.getRates({ ...window, hotelIds });
  const rateRt: number[] = [];
  const rateDay: number[] = [];
  const ratePence: number[] = [];
  rates.roomTypeIds.forEach((rt, i) => {
    for (let d = 0; d < window.days; d++) {
      const pence = rates.nightlyPence[i * window.days + d];
      if (pence <= 0) continue;
      rateRt.push(rt);
      rateDay.push(from + d);
      ratePence.push(pence);
    }
  });
  loaded.nightly_rates = await insertColumns(db, 'nightly_rates', [
    ['room_type_id', 'int', rateRt],
    ['day', 'int', rateDay],
    ['pence', 'int', ratePence],
  ]);
  const fares = await supplier.getFares(window);
  const fareFlight: number[] = [];
  const fareDay: number[] = [];
  const farePence: number[] = [];
  fares.flightIds.forEach((f, i) => {
    for (let d = 0; d < window.days; d++) {
      const pence = fares.farePence[i * window.days + d];
      if (pence <= 0) continue;
      fareFlight.push(f);
      fareDay.push(from + d);
      farePence.push(pence);
    }
  });
  loaded.fares = await insertColumns(db, 'fares', [
    ['flight_id', 'int', fareFlight],
    ['day', 'int', fareDay],
    ['pence', 'int', farePence],
  ]);
  const offered = new Set(hotelIds);
  const promotions = (await supplier.getPromotions(window)).filter((p) => offered.has(p.hotelId));
  loaded.promotions = await insertColumns(db, 'promotions', [
    ['hotel_id', 'int', promotions.map((p) => p.hotelId)],
    ['from_day', 'int', promotions.map((p) => toDayIndex(p.stayFrom))],
    ['to_day', 'int', promotions.map((p) => toDayIndex(p.stayTo))],
    ['book_by_day', 'int', promotions.map((p) => (p.bookBy ? toDayIndex(p.bookBy) : 2 ** 31 - 1))],
    ['min_nights', 'int', promotions.map((p) => p.minNights)],
    ['discount_pct', 'int', promotions.map((p) => p.discountPct)],
  ]);
  await db.exec('ANALYZE');
  return loaded;
}

async function sqlPass(pass: EnginePass, opts: Options, db: SqlDb): Promise<SqlResult> {
  const { result, catalogue, supplier, engine } = pass;
  log(`${int(result.hotelCount)} hotels: loading the SQL baseline into ${db.name}`);
  const t0 = performance.now();
  try {
    const rows = await loadSql(db, catalogue, supplier, result.scenarios);
    const loadMs = performance.now() - t0;
    const problems: string[] = [];
    const timings: SqlTiming[] = [];
    log(
      `${int(result.hotelCount)} hotels: checking and timing ${result.scenarios.length} SQL searches`,
    );
    for (const s of result.scenarios) {
      const q = sqlQuery(s.request, opts.today);
      // A sum is a bigint, which node-postgres hands over as a string: compared as numbers.
      const run = async () =>
        ((await db.query(q.text, q.params)).rows as Array<Record<string, unknown>>).map((r) => ({
          hotel_id: Number(r.hotel_id),
          total_pence: Number(r.total_pence),
        }));
      const sqlRows = await run();
      const { matches } = engine.search(s.request, { today: opts.today });
      const engineHotels = Array.from(matches.hotelId, (hotelId, rank) => ({
        hotelId,
        totalPence: matches.totalPence[rank],
      }));
      const problem = compare(s, engineHotels, sqlRows);
      if (problem) problems.push(problem);
      const samples: number[] = [];
      await run();
      for (let i = 0; i < opts.sqlRuns; i++) {
        const t = performance.now();
        await run();
        samples.push(performance.now() - t);
      }
      timings.push({
        key: s.key,
        label: s.label,
        stats: stats(samples),
        hotels: sqlRows.length,
        engineP50: result.timings.find((t) => t.key === s.key)?.stats.p50 ?? Number.NaN,
      });
    }
    return {
      database: db.name,
      hotelCount: result.hotelCount,
      loadMs,
      rows,
      timings,
      matched: problems.length === 0,
      problems,
    };
  } finally {
    await db.close();
  }
}

/** Null when SQL and engine agree on every hotel's total (and so on the top 20 and their order). */
function compare(
  s: Scenario,
  engineHotels: Array<{ hotelId: number; totalPence: number }>,
  sqlRows: Array<{ hotel_id: number; total_pence: number }>,
): string | null {
  const diffs: string[] = [];
  if (engineHotels.length === 0) diffs.push('engine found no hotels');
  if (engineHotels.length !== sqlRows.length) {
    diffs.push(`engine found ${engineHotels.length} hotels, SQL ${sqlRows.length}`);
  }
  const n = Math.min(engineHotels.length, sqlRows.length);
  for (let i = 0; i < n && diffs.length < 8; i++) {
    const e = engineHotels[i];
    const q = sqlRows[i];
    if (e.hotelId !== q.hotel_id || e.totalPence !== q.total_pence) {
      diffs.push(
        `#${i + 1}: engine hotel ${e.hotelId} ${e.totalPence}p, SQL hotel ${q.hotel_id} ${q.total_pence}p`,
      );
    }
  }
  return diffs.length === 0 ? null : `(${s.key}) ${s.label}: ${diffs.join('; ')}`;
}

// ---------------------------------------------------------------------------------------------
// 2. HTTP end-to-end (server in a child process, autocannon here)
// ---------------------------------------------------------------------------------------------

async function serve(hotelCount: number, cache: boolean): Promise<void> {
  const t0 = performance.now();
  // A fresh database folder, as `npm start` uses (an in-memory PGlite would also hold every
  // stored search and its WAL in this process's memory).
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sunward-bench-'));
  const { buildApp } = await import('../src/app');
  const { loadConfig } = await import('../src/config');
  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'production',
      // A staff secret key of this run's own (production refuses to start without one).
      STAFF_SECRET_KEY: randomBytes(32).toString('base64'),
      // Production runs a sandbox only when told to: this measures the product on its sandboxes.
      SANDBOX_SUPPLIER: 'true',
      SANDBOX_GATEWAY: 'true',
      SANDBOX_AIRLINE: 'true',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      WEB_DIST: '/nonexistent',
      RATE_LIMIT_MAX: '100000000',
      CATALOGUE_HOTELS: String(hotelCount),
      SEARCH_CACHE_SECONDS: cache ? '60' : '0',
    }),
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.on('message', (message: unknown) => {
    const m = message as ParentMessage;
    if (m.type === 'memory') send({ type: 'memory', memory: memorySnapshot() });
    if (m.type === 'close') {
      void app.close().finally(() => {
        rmSync(dataDir, { recursive: true, force: true });
        process.exit(0);
      });
    }
  });
  send({ type: 'ready', port, startMs: performance.now() - t0, memory: memorySnapshot() });
}

/**
 * The search as the web sends it: the first page of the results list (best value, no filters,
 * RESULTS_PAGE_SIZE hotels) with counts and facets; `page: null` asks for every hotel found.
 */
export function httpBody(
  req: EngineSearchRequest,
  page: SearchRequest['results'] | null = { limit: RESULTS_PAGE_SIZE },
): SearchRequest {
  const nights = req.nights ?? NIGHTS;
  return {
    ...(page ? { results: page } : {}),
    type: req.type,
    start_date: req.start_date,
    end_date: fromDayIndex(toDayIndex(req.start_date) + nights),
    nights,
    flexible_departure: req.flexible_departure ?? false,
    departure_airports: req.departure_airports ?? [],
    ...(req.hotel_id !== undefined
      ? { hotel_id: req.hotel_id }
      : { destination_regions: req.destination_regions ?? [] }),
    rooms: req.rooms,
    num_adults: req.rooms.reduce((n, r) => n + r.adults, 0),
    num_children: req.rooms.reduce((n, r) => n + r.children, 0),
    num_infants: req.rooms.reduce((n, r) => n + r.infants, 0),
    child_ages: req.rooms.flatMap((r) => r.child_ages),
  };
}

class RouteMissing extends Error {}

export function emptyShape(key: HttpKey, label: string): HttpShape {
  return {
    key,
    label,
    requests: 0,
    non2xx: 0,
    errors: 0,
    perSecond: 0,
    stats: null,
    bytesPerResponse: 0,
    notes: [],
  };
}

const JSON_HEADERS = { 'content-type': 'application/json' };

/**
 * Checks a search scenario over HTTP before timing it: asked for its cheapest hotel, the server must
 * find as many hotels as the engine did and price the cheapest the same. Answers the search's
 * itinerary uuid (for the Load More shape), or null with a note on the shape.
 */
async function verifySearch(
  port: number,
  scenario: Scenario,
  expected: EngineTiming | undefined,
  shape: HttpShape,
): Promise<string | null> {
  const url = `http://127.0.0.1:${port}/api/itinerary/search`;
  const body = JSON.stringify(httpBody(scenario.request, { sort: 'priceLowHigh', limit: 1 }));
  const res = await fetch(url, { method: 'POST', headers: JSON_HEADERS, body });
  if (res.status === 404) throw new RouteMissing(`POST /api/itinerary/search answered 404`);
  if (!res.ok) {
    const text = await res.text();
    shape.notes.push(`(${scenario.key}) HTTP ${res.status}: ${text.slice(0, 300)} — not timed`);
    return null;
  }
  const parsed = searchResponse.safeParse(await res.json());
  if (!parsed.success) {
    shape.notes.push(`(${scenario.key}) the answer does not match the contract — not timed`);
    return null;
  }
  const itinerary = parsed.data.itinerary;
  const cheapest = itinerary?.hotels.at(0)?.package.totalPence;
  if (parsed.data.status !== 'success' || !itinerary || cheapest === undefined) {
    shape.notes.push(
      `(${scenario.key}) status ${parsed.data.status}: ${parsed.data.message} — not timed`,
    );
    return null;
  }
  const engineCheapest = expected?.topTotalPence ?? null;
  if (engineCheapest !== cheapest) {
    shape.notes.push(
      `(${scenario.key}) cheapest HTTP total ${cheapest}p ≠ engine ${String(engineCheapest)}p (different data or horizon?)`,
    );
  }
  const found = itinerary.results?.total;
  if (expected && found !== expected.hotels) {
    shape.notes.push(
      `(${scenario.key}) HTTP found ${String(found)} hotels, engine ${expected.hotels}`,
    );
  }
  return itinerary.uuid;
}

/** Seconds of the same load, not measured, before each measured run. */
const HTTP_WARMUP_SECONDS = 1;

/**
 * autocannon against one request, after HTTP_WARMUP_SECONDS of the same load unmeasured: as the
 * engine's timings follow warm-up runs, the measured seconds see the route compiled and the heap
 * settled, not the first requests after start-up.
 */
export async function timeRequests(
  shape: HttpShape,
  url: string,
  body: string,
  opts: Pick<Options, 'connections' | 'httpSeconds'>,
): Promise<HttpShape> {
  await new Promise<AutocannonResult>((resolve, reject) => {
    autocannon(
      {
        url,
        method: 'POST',
        headers: JSON_HEADERS,
        body,
        connections: opts.connections,
        duration: HTTP_WARMUP_SECONDS,
        timeout: 30,
      },
      (err, r) => (err ? reject(err) : resolve(r)),
    );
  });
  const latencies: number[] = [];
  let bytes = 0;
  const result = await new Promise<AutocannonResult>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        method: 'POST',
        headers: JSON_HEADERS,
        body,
        connections: opts.connections,
        duration: opts.httpSeconds,
        timeout: 30,
      },
      (err, r) => (err ? reject(err) : resolve(r)),
    );
    instance.on('response', (_client, _status, resBytes, responseTime) => {
      latencies.push(responseTime);
      bytes += resBytes;
    });
  });
  shape.requests = latencies.length;
  shape.non2xx = result.non2xx;
  shape.errors = result.errors + result.timeouts;
  shape.perSecond = (result['2xx'] || 0) / result.duration;
  shape.stats = stats(latencies);
  shape.bytesPerResponse = bytes / Math.max(1, latencies.length);
  return shape;
}

interface ProcessesRun {
  processes: number;
  startMs: number;
  shape: HttpShape;
}

/**
 * (a) served by the real server (`src/main.ts`, as `npm start` runs it) from 1, 2, … processes
 * (SERVER_PROCESSES) on the PostgreSQL server, each count on a fresh database, cache off: what
 * using every core buys. The load generator runs here, on the same cores.
 */
async function processesPass(pass: EnginePassResult, opts: Options): Promise<ProcessesRun[]> {
  const scenario = pass.scenarios.find((x) => x.key === 'a');
  if (opts.pgUrl === null || opts.processes.length === 0 || !scenario) return [];
  const admin = opts.pgUrl;
  const runs: ProcessesRun[] = [];
  for (const count of opts.processes) {
    const database = `bench_search_${String(process.pid)}_${String(count)}`;
    try {
      await adminQuery(admin, `CREATE DATABASE ${database}`);
    } catch (err) {
      log(`PostgreSQL did not answer (${(err as Error).message}): the processes pass is skipped`);
      return runs;
    }
    const url = new URL(admin);
    url.pathname = `/${database}`;
    const port = await freePort();
    log(
      `${int(pass.hotelCount)} hotels: starting ${String(count)} server process(es) on PostgreSQL`,
    );
    const t0 = performance.now();
    const server = spawn(
      process.execPath,
      [...serverNodeFlags(), '--import', 'tsx', 'src/main.ts'],
      {
        cwd: path.resolve(path.dirname(SCRIPT), '..'),
        env: {
          ...process.env,
          NODE_ENV: 'production',
          // A staff secret key of this run's own (production refuses to start without one).
          STAFF_SECRET_KEY: randomBytes(32).toString('base64'),
          SANDBOX_SUPPLIER: 'true',
          SANDBOX_GATEWAY: 'true',
          SANDBOX_AIRLINE: 'true',
          LOG_LEVEL: 'silent',
          DATABASE_URL: url.toString(),
          WEB_DIST: '/nonexistent',
          RATE_LIMIT_MAX: '100000000',
          CATALOGUE_HOTELS: String(pass.hotelCount),
          SEARCH_CACHE_SECONDS: '0',
          SERVER_PROCESSES: String(count),
          HOST: '127.0.0.1',
          PORT: String(port),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    server.stdout.on('data', (d: Buffer) => (output += d.toString()));
    server.stderr.on('data', (d: Buffer) => (output += d.toString()));
    try {
      while (!output.includes('is running at')) {
        if (server.exitCode !== null) throw new Error(`server exited: ${output.slice(-500)}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const startMs = performance.now() - t0;
      const shape = emptyShape('a', `${scenario.label}, ${String(count)} process(es)`);
      const timing = pass.timings.find((t) => t.key === 'a');
      if ((await verifySearch(port, scenario, timing, shape)) !== null) {
        log(`${int(pass.hotelCount)} hotels: HTTP (a) from ${String(count)} process(es)`);
        await timeRequests(
          shape,
          `http://127.0.0.1:${String(port)}/api/itinerary/search`,
          JSON.stringify(httpBody(scenario.request)),
          opts,
        );
      }
      runs.push({ processes: count, startMs, shape });
    } finally {
      const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
      server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), 30_000);
      if (server.exitCode === null) await exited;
      clearTimeout(timer);
      await adminQuery(admin, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    }
  }
  return runs;
}

export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function httpPass(
  pass: EnginePassResult,
  opts: Options,
  order: SearchKey[],
  cache: boolean,
): Promise<HttpResult> {
  const out: HttpResult = {
    hotelCount: pass.hotelCount,
    cache,
    available: false,
    reason: '',
    startMs: 0,
    memoryReady: null,
    memoryAfter: null,
    shapes: [],
  };
  if (!existsSync(SEARCH_ROUTES)) {
    out.reason = 'route not available (apps/server/src/modules/search/routes.ts does not exist)';
    return out;
  }
  const cacheText = cache ? 'search-result cache on' : 'search-result cache off';
  log(`${int(pass.hotelCount)} hotels: starting the server (child process, ${cacheText})`);
  const child = forkSelf(
    ['--serve', String(pass.hotelCount), '--serve-cache', cache ? 'on' : 'off'],
    serverNodeFlags(),
  );
  try {
    const ready = await nextMessage(child);
    if (ready.type === 'error') throw new Error(ready.message);
    if (ready.type !== 'ready') throw new Error(`unexpected message ${ready.type}`);
    out.startMs = ready.startMs;
    out.memoryReady = ready.memory;
    const base = `http://127.0.0.1:${ready.port}/api/itinerary`;
    for (const key of order) {
      const s = pass.scenarios.find((x) => x.key === key);
      if (!s) continue;
      log(`${int(pass.hotelCount)} hotels: HTTP (${s.key}), ${cacheText}, ${opts.httpSeconds} s`);
      const shape = emptyShape(s.key, s.label);
      out.shapes.push(shape);
      const uuid = await verifySearch(
        ready.port,
        s,
        pass.timings.find((t) => t.key === s.key),
        shape,
      );
      if (uuid === null) continue;
      await timeRequests(shape, `${base}/search`, JSON.stringify(httpBody(s.request)), opts);
      if (s.key !== 'a' || cache) continue;
      // What a customer's Load More asks next, and what the search answered before it was paged.
      log(`${int(pass.hotelCount)} hotels: HTTP (f) Load More of (a), ${opts.httpSeconds} s`);
      const more = emptyShape('f', 'Load More: results 11-20 of (a)');
      out.shapes.push(
        await timeRequests(
          more,
          `${base}/${uuid}/results`,
          JSON.stringify({ offset: RESULTS_PAGE_SIZE, limit: RESULTS_PAGE_SIZE }),
          opts,
        ),
      );
      // Only at the default size unless --http-all: at 50,000 hotels these are 3.5 MB answers.
      if (!opts.unpaged || (pass.hotelCount > DEFAULT_HOTEL_COUNT && !opts.httpAll)) continue;
      log(`${int(pass.hotelCount)} hotels: HTTP (g) (a) with every hotel, ${opts.httpSeconds} s`);
      const every = emptyShape('g', '(a) unpaged: every hotel found in one answer');
      out.shapes.push(
        await timeRequests(
          every,
          `${base}/search`,
          JSON.stringify(httpBody(s.request, null)),
          opts,
        ),
      );
    }
    child.send({ type: 'memory' } satisfies ParentMessage);
    const after = await nextMessage(child);
    if (after.type === 'memory') out.memoryAfter = after.memory;
    out.available = true;
  } catch (err) {
    out.reason =
      err instanceof RouteMissing
        ? `route not available (${err.message})`
        : `server failed: ${err instanceof Error ? err.message : String(err)}`;
  } finally {
    if (child.connected) child.send({ type: 'close' } satisfies ParentMessage);
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const timer = setTimeout(() => child.kill(), 5000);
    if (child.exitCode === null) await exited;
    clearTimeout(timer);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------------------------

export function verdict(ok: boolean | null): string {
  return ok === null ? 'n/a' : ok ? 'PASS' : 'MISS';
}

function report(
  opts: Options,
  passes: EnginePassResult[],
  sqls: SqlResult[],
  http: HttpResult[],
  scaled: Array<{ hotelCount: number; runs: ProcessesRun[] }>,
): void {
  const first = passes[0];
  const startDay = benchStartDay(opts.today);
  console.log('\nSearches (fixed, seeded)');
  console.log(
    `  seed ${DEFAULT_SEED}; engine horizon ${opts.today} + ${HORIZON_DAYS} days; departure ` +
      `${fromDayIndex(startDay)} (Saturday ≥ today + 60), ${NIGHTS} nights, flexible ±${FLEX} days`,
  );
  for (const p of passes) {
    console.log(
      `  ${int(p.hotelCount)} hotels: largest region ${p.regionName} (id ${p.regionId}, ` +
        `${int(p.regionHotels)} hotels); (e) hotel ${p.hotelId} ${p.hotelName}`,
    );
  }
  const uk = first.scenarios[0].request.departure_airports ?? [];
  console.log(`  package searches use all ${uk.length} UK airports: ${uk.join(' ')}`);
  for (const s of first.scenarios) console.log(`  (${s.key}) ${s.label}`);

  printTable(
    `Engine time: engine.search, ${opts.warmup} warm-up + ${opts.runs} timed runs per search (ms)`,
    ['hotels', '<search', 'found', 'p50', 'p95', 'p99', 'mean', 'max'],
    passes.flatMap((p) =>
      p.timings.map((t) => [
        int(p.hotelCount),
        `(${t.key}) ${t.label}`,
        int(t.hotels),
        ms(t.stats.p50),
        ms(t.stats.p95),
        ms(t.stats.p99),
        ms(t.stats.mean),
        ms(t.stats.max),
      ]),
    ),
  );

  const memRows: string[][] = [];
  for (const p of passes) {
    memRows.push([
      int(p.hotelCount),
      'bench: before catalogue',
      '',
      mb(p.baseline.rss),
      mb(p.baseline.peakRss),
      mb(p.baseline.heapUsed),
      '',
      'Node + tsx + modules',
    ]);
    memRows.push([
      int(p.hotelCount),
      'bench: engine only',
      secs(p.generateMs + p.buildMs),
      mb(p.memory.rss),
      mb(p.memory.peakRss),
      mb(p.memory.heapUsed),
      mb(p.typedArrayBytes),
      `${int(p.roomTypes)} room types, ${int(p.flights)} flights`,
    ]);
    for (const h of http.filter((x) => x.hotelCount === p.hotelCount)) {
      const cache = h.cache ? 'cache on' : 'cache off';
      if (h.memoryReady) {
        memRows.push([
          int(p.hotelCount),
          `server (${cache}): after start`,
          secs(h.startMs),
          mb(h.memoryReady.rss),
          mb(h.memoryReady.peakRss),
          mb(h.memoryReady.heapUsed),
          '',
          'buildApp + listen (app, PGlite, engine)',
        ]);
      }
      if (h.memoryAfter) {
        memRows.push([
          int(p.hotelCount),
          `server (${cache}): after HTTP load`,
          '',
          mb(h.memoryAfter.rss),
          mb(h.memoryAfter.peakRss),
          mb(h.memoryAfter.heapUsed),
          '',
          'after its HTTP runs below',
        ]);
      }
    }
  }
  printTable(
    'Memory (after a forced GC; peak = highest RSS of that process so far)',
    ['hotels', '<process', 'build', 'RSS', 'peak RSS', 'heap used', 'typed arrays', '<notes'],
    memRows,
    ['build = catalogue generation + engine build (bench) or buildApp + listen (server)'],
  );

  for (const sql of sqls) {
    const loaded = Object.entries(sql.rows)
      .map(([t, n]) => `${t} ${int(n)}`)
      .join(', ');
    printTable(
      `SQL baseline: ${sql.database}, one query per search, ` +
        `${opts.sqlRuns} timed runs after 1 warm-up (ms), ${int(sql.hotelCount)} hotels`,
      ['<search', 'hotels', 'SQL p50', 'SQL p95', 'engine p50', 'SQL/engine'],
      sql.timings.map((t) => [
        `(${t.key}) ${t.label}`,
        int(t.hotels),
        ms(t.stats.p50),
        ms(t.stats.p95),
        ms(t.engineP50),
        `${(t.stats.p50 / t.engineP50).toFixed(0)}×`,
      ]),
      [
        `loaded in ${secs(sql.loadMs)}: ${loaded}`,
        sql.matched
          ? 'SQL results match engine (every hotel and its cheapest total, in order, for every search)'
          : 'SQL RESULTS DO NOT MATCH ENGINE:',
        ...sql.problems.map((p) => `  ${p}`),
      ],
    );
  }

  const httpNotes: string[] = [];
  const httpRows: string[][] = [];
  for (const h of http) {
    if (!h.available) {
      httpNotes.push(`HTTP: ${h.reason} (${int(h.hotelCount)} hotels)`);
      continue;
    }
    const skipped = (['a', 'b', 'c', 'd', 'e'] as const).filter(
      (k) => !h.shapes.some((x) => x.key === k),
    );
    if (skipped.length > 0) {
      httpNotes.push(
        `${skipped.map((k) => `(${k})`).join(', ')} at ${int(h.hotelCount)} hotels not run (--http-all runs them)`,
      );
    }
    for (const s of h.shapes.slice().sort((x, y) => x.key.localeCompare(y.key))) {
      httpNotes.push(...s.notes);
      httpRows.push([
        int(h.hotelCount),
        h.cache ? 'on' : 'off',
        `(${s.key}) ${s.label}`,
        int(s.requests),
        int(s.non2xx),
        int(s.errors),
        s.perSecond.toFixed(0),
        s.stats ? ms(s.stats.p50) : '-',
        s.stats ? ms(s.stats.p95) : '-',
        s.stats ? ms(s.stats.p99) : '-',
        `${(s.bytesPerResponse / 1024).toFixed(0)} KB`,
      ]);
    }
  }
  if (http.length > 0) {
    printTable(
      `HTTP end-to-end: POST /api/itinerary/search (first page of ${RESULTS_PAGE_SIZE} as the web asks; ` +
        `(f) and (g) below), autocannon ${opts.connections} connections × ` +
        `${opts.httpSeconds} s per search after ${HTTP_WARMUP_SECONDS} s unmeasured (ms)`,
      [
        'hotels',
        'cache',
        '<search',
        'requests',
        'non-2xx',
        'errors',
        'searches/s',
        'p50',
        'p95',
        'p99',
        'size',
      ],
      httpRows,
      [
        'cache off: SEARCH_CACHE_SECONDS=0, every request runs the engine and serializes its answer;',
        'cache on: the default (60 s), so after the first request the same search reuses the answer',
        ...httpNotes,
      ],
    );
  } else {
    console.log('\nHTTP: skipped (--no-http)');
  }

  const scaledRows = scaled.flatMap(({ hotelCount, runs }) =>
    runs.map((r) => [
      int(hotelCount),
      String(r.processes),
      secs(r.startMs),
      int(r.shape.requests),
      int(r.shape.non2xx + r.shape.errors),
      r.shape.perSecond.toFixed(0),
      r.shape.stats ? ms(r.shape.stats.p50) : '-',
      r.shape.stats ? ms(r.shape.stats.p95) : '-',
    ]),
  );
  if (scaledRows.length > 0) {
    printTable(
      `(a) from several server processes (SERVER_PROCESSES, Node's cluster module) on PostgreSQL, ` +
        `cache off, autocannon ${opts.connections} connections × ${opts.httpSeconds} s after ` +
        `${HTTP_WARMUP_SECONDS} s unmeasured (ms)`,
      ['hotels', 'processes', 'start', 'requests', 'failed', 'searches/s', 'p50', 'p95'],
      scaledRows,
      [
        'the real server (src/main.ts) on a fresh PostgreSQL database per row; start = until every',
        'process listens; the load generator shares the same cores',
        ...scaled.flatMap(({ runs }) => runs.flatMap((r) => r.shape.notes)),
      ],
    );
  }

  // Targets.
  const enginePass = passes.find((p) => p.hotelCount === DEFAULT_HOTEL_COUNT);
  const engineA = enginePass?.timings.find((t) => t.key === 'a');
  const httpA = (cache: boolean) =>
    http
      .find((h) => h.hotelCount === DEFAULT_HOTEL_COUNT && h.available && h.cache === cache)
      ?.shapes.find((s) => s.key === 'a' && s.stats);
  const big = passes.find((p) => p.hotelCount === BIG_CATALOGUE);
  const bigServers = http.filter((h) => h.hotelCount === BIG_CATALOGUE && h.memoryReady);
  const bigServer = bigServers.at(0);
  const bigServerPeak = Math.max(
    0,
    ...bigServers.map((h) => Math.max(h.memoryReady?.peakRss ?? 0, h.memoryAfter?.peakRss ?? 0)),
  );
  /** engine : SQL, the worst p50 ratio over the searches, per database. */
  const worstRatio = (sql: SqlResult) =>
    Math.min(...sql.timings.map((t) => t.stats.p50 / t.engineP50));
  const dflt = int(DEFAULT_HOTEL_COUNT);
  const rows: Array<[string, string, boolean | null]> = [
    [
      `engine p95, (a) at ${dflt} hotels ≤ ${TARGET.engineP95Ms} ms`,
      engineA ? `${ms(engineA.stats.p95)} ms` : 'not run',
      engineA ? engineA.stats.p95 <= TARGET.engineP95Ms : null,
    ],
    ...[false, true].flatMap((cache): Array<[string, string, boolean | null]> => {
      const a = httpA(cache);
      const which = cache ? 'cache on' : 'cache off';
      if (cache && !opts.cachePass) return [];
      return [
        [
          `HTTP p95, (a) at ${dflt} hotels ≤ ${TARGET.httpP95Ms} ms, ${which}`,
          a?.stats ? `${ms(a.stats.p95)} ms` : 'HTTP not available',
          a?.stats ? a.stats.p95 <= TARGET.httpP95Ms : null,
        ],
        [
          `searches/s from one process, (a) at ${dflt} hotels ≥ ${TARGET.searchesPerSecond}, ${which}`,
          a ? `${a.perSecond.toFixed(0)} /s` : 'HTTP not available',
          a ? a.perSecond >= TARGET.searchesPerSecond : null,
        ],
      ];
    }),
    [
      `RSS at ${int(BIG_CATALOGUE)} hotels ≤ 1 GB: engine process (peak)`,
      big ? mb(big.memory.peakRss) : 'not run',
      big ? big.memory.peakRss <= TARGET.rssBytes : null,
    ],
    [
      `RSS at ${int(BIG_CATALOGUE)} hotels ≤ 1 GB: server process (peak, start + HTTP load)`,
      bigServer ? mb(bigServerPeak) : 'HTTP not available',
      bigServer ? bigServerPeak <= TARGET.rssBytes : null,
    ],
    ...(sqls.length === 0
      ? [
          [`engine ≥ ${TARGET.sqlRatio}× faster than SQL (worst p50 ratio)`, 'not run', null] as [
            string,
            string,
            boolean | null,
          ],
        ]
      : sqls.map((sql): [string, string, boolean | null] => [
          `engine ≥ ${TARGET.sqlRatio}× faster than SQL on ${sql.database.split(' (')[0]} (worst p50 ratio)`,
          `${worstRatio(sql).toFixed(0)}×`,
          worstRatio(sql) >= TARGET.sqlRatio,
        ])),
  ];
  const notes = engineA
    ? [
        `for scale: engine.search alone does ${(1000 / engineA.stats.mean).toFixed(0)} searches/s ` +
          `of (a) on one core (1000 / mean engine time)`,
      ]
    : [];
  printTable(
    'Targets (docs/performance.md)',
    ['<target', 'measured', '<result'],
    rows.map(([t, m, ok]) => [t, m, verdict(ok)]),
    notes,
  );
}

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const opts = parseArgs(process.argv.slice(2));
  if (opts.mode === 'serve') {
    await serve(opts.hotels[0], opts.serveCache);
    return;
  }
  if (opts.mode === 'engine-pass') {
    const { result } = await enginePass(opts.hotels[0], opts);
    send({ type: 'engine-pass', result });
    return;
  }

  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  console.log(
    `Sunward search benchmark: ${new Date().toISOString()}, Node ${process.version}, ` +
      `${os.availableParallelism()} CPUs (${cpu}), ${mb(os.totalmem())} RAM, load ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  const started = performance.now();
  const passes: EnginePassResult[] = [];
  const http: HttpResult[] = [];
  const sqls: SqlResult[] = [];
  const scaled: Array<{ hotelCount: number; runs: ProcessesRun[] }> = [];
  for (const [i, hotelCount] of (opts.onlyLive ? [] : opts.hotels).entries()) {
    let pass: EnginePassResult;
    if (i === 0) {
      const inProcess = await enginePass(hotelCount, opts);
      pass = inProcess.result;
      if (opts.sql) {
        sqls.push(await sqlPass(inProcess, opts, await pgliteDb()));
        const server = opts.pgUrl === null ? null : await reachPostgres(opts.pgUrl);
        if (server) sqls.push(await sqlPass(inProcess, opts, server));
      }
    } else {
      pass = await childEnginePass(hotelCount, opts);
    }
    passes.push(pass);
    if (opts.http) {
      // (e) first: the per-request floor, measured on a fresh server; then the region searches.
      const all = i === 0 || opts.httpAll;
      const order: SearchKey[] = all ? ['e', 'a', 'b', 'c', 'd'] : ['e', 'a', 'd'];
      http.push(await httpPass(pass, opts, order, false));
      // The same searches again with the server's default cache: answers reused for 60 s.
      if (opts.cachePass) http.push(await httpPass(pass, opts, all ? order : ['a'], true));
      scaled.push({ hotelCount, runs: await processesPass(pass, opts) });
    }
  }
  if (!opts.onlyLive) report(opts, passes, sqls, http, scaled);
  if (opts.live) {
    // Loaded only when asked for: the forked children (engine pass, server) stay as they were.
    const { runLive } = await import('./bench-live');
    await runLive({
      hotels: Math.max(...opts.hotels),
      today: opts.today,
      pgUrl: opts.pgUrl,
      httpSeconds: opts.httpSeconds,
      connections: opts.connections,
      cachePass: opts.cachePass,
      rounds: opts.liveRounds,
      markets: opts.liveMarkets,
    });
  }
  console.log(
    `\nFinished in ${secs(performance.now() - started)}; load average now ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (other processes share these ${os.availableParallelism()} CPUs)`,
  );
  if (sqls.some((sql) => !sql.matched)) {
    console.error('\nFAILED: the SQL baseline does not compute the same totals as the engine.');
    process.exit(1);
  }
  process.exit(0);
}

main().catch((err: unknown) => {
  const message = err instanceof Error ? (err.stack ?? err.message) : String(err);
  if (process.send) {
    send({ type: 'error', message });
    process.exit(1);
  }
  console.error(message);
  process.exit(1);
});
