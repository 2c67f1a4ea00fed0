/**
 * Live prices benchmark (docs/performance.md "Live prices", the feed in docs/operations.md):
 * `npm run bench:search -- --hotels 50000 --only-live` (or `--live` after the search benchmark).
 * At the largest catalogue size asked for (50,000 hotels), it prints as aligned tables:
 *
 *  1. staleness: a supplier change published through the sandbox supplier's console
 *     (`POST /api/dev/supplier/changes`: every room type of one hotel, one 7-night stay, a new
 *     price each time) → a one-hotel hotel-only search (`hotel_id`) that shows it; polled every
 *     POLL_MS on a new connection each time; from one process (PGlite) and from two
 *     (SERVER_PROCESSES=2 on PostgreSQL, then with Redis), where it waits for 4 answers in a row
 *     (the cluster hands connections round-robin, so both processes answer them);
 *  2. search (a) over HTTP while the sandbox market makes 1,000 changes a second, next to the same
 *     server with none (SUPPLIER_CHANGES_PER_SECOND=0 and =1000, in `rounds` rounds of alternating
 *     order, compared by their medians: one start of a server differs from the next by more than
 *     the 10 % the target allows), one server process on PGlite
 *     (as `npm start`) and on PostgreSQL, cache off (and, unless --no-cache-pass, on, PostgreSQL
 *     only); on PostgreSQL the market makes its changes in a process of its own
 *     (scripts/supplier-market.ts, with the server at SUPPLIER_CHANGES_PER_SECOND=0: the server
 *     applies changes made elsewhere, as a real supplier's are) and/or inside the server
 *     (`--live-market`), on PGlite always inside the server; with `/api/health` and the server's
 *     RSS read every second during the loaded run and the changes stored then counted in its
 *     database afterwards; a server that exits by itself is reported with the error it printed;
 *  3. the ingester: `createPriceFeed(...).ingestOnce` in this process against a supplier stub
 *     answering pages of pre-generated realistic changes (`generateChange`), into a migrated
 *     in-memory PGlite, PostgreSQL and a PGlite folder; and `engine.applyChanges` of 1,000-change
 *     batches at this size;
 *  4. memory (RSS of the server after the 1,000/s run) and start-up (spawn → `/api/health`
 *     answers) on databases already holding ~200,000 stored changes (and, on PostgreSQL, again
 *     after the timed ingest), replay included; each server watched for 5 s after it answers
 *     (the stored batches' re-pricing jobs run then), and the same replay timed in this process.

 * Servers are the real one, built as `npm start` builds it (`dist/main.js`, its Node flags), each on a
 * fresh database. A measurement, not a test: it prints and returns. Not a script of its own:
 * bench-search.ts loads it for --live (its helpers come from there, and importing that file runs it).
 */

import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import type { SupplierChange, SupplierChangePage } from '../src/integrations/supplier/supplier';
import { fromDayIndex, toDayIndex } from '../src/lib/dates';
import { createPricesRepository } from '../src/modules/prices/repository';
import {
  createPriceFeed,
  PRICE_FEED_PAGE,
  type PriceFeedHealth,
} from '../src/modules/prices/service';
import { buildSearchEngineFromSupplier } from '../src/modules/search/engine/search-engine';
import type { EngineSearchRequest } from '../src/modules/search/engine/types';
import type { SandboxCatalogue } from '../src/sandboxes/supplier/catalogue';
import { DEFAULT_SEED, generateCatalogue } from '../src/sandboxes/supplier/catalogue';
import { generateChange } from '../src/sandboxes/supplier/changes';
import { SandboxSupplier } from '../src/sandboxes/supplier/sandbox-supplier';
import { freePort } from '../src/test/ports';
import {
  adminQuery,
  benchStartDay,
  emptyShape,
  httpBody,
  int,
  largestRegion,
  log,
  mb,
  ms,
  NIGHTS,
  printTable,
  ROOM_2A,
  ROOM_2A1C,
  secs,
  serverNodeFlags,
  stats,
  timeRequests,
  verdict,
  type HttpShape,
  type Stats,
} from './bench-search';

export interface LiveOptions {
  hotels: number;
  /** London's today (yyyy-mm-dd), as the search benchmark uses it. */
  today: string;
  /** The PostgreSQL server (admin URL); null: the PostgreSQL parts are skipped. */
  pgUrl: string | null;
  httpSeconds: number;
  connections: number;
  /** Also the search-result cache on for the search-under-changes runs. */
  cachePass: boolean;
  /** Rounds of the search-under-changes runs (each without and with changes). */
  rounds: number;
  /**
   * Where the sandbox market makes its changes in the PostgreSQL runs: a process of its own
   * (scripts/supplier-market.ts, as a real supplier's changes come from elsewhere), inside the
   * server as `npm start` runs it, or each in turn. PGlite's is always the server's (its database
   * is one process's).
   */
  markets: Market[];
}

/** Where the sandbox market runs while a server applies its changes. */
export type Market = 'process' | 'server';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const CHANGES_PER_SECOND = 1000;
/** Staleness: changes timed (after one untimed), and the pause between two polls. */
const STALE_RUNS = 30;
const POLL_MS = 10;
/** Answers in a row that must show the change when several processes answer. */
const CONSECUTIVE = 4;
const STALE_TIMEOUT_MS = 20_000;
/** Ingester: seconds timed per database, and the changes the start-up databases hold. */
const INGEST_SECONDS = 10;
const STARTUP_CHANGES = 200_000;
/** Distinct changes generated once and served round and round by the supplier stub. */
const POOL_CHANGES = 10 * PRICE_FEED_PAGE;
const APPLY_BATCH = 1000;
const APPLY_BATCHES = 200;
const HORIZON_DAYS = 365;

const TARGET = {
  staleP95Ms: 1000,
  /** Search p95 with changes flowing, at most this much above the same run without. */
  searchSlowdown: 0.1,
  ingestPerSecond: 10_000,
  rssBytes: 1024 ** 3,
  startMs: 15_000,
};

// Environment the bench sets itself for every server (never inherited from the shell).
const SERVER_ENV_KEYS = [
  'DATABASE_URL',
  'DATA_DIR',
  'REDIS_URL',
  'REDIS_PREFIX',
  'SERVER_PROCESSES',
  'SUPPLIER_CHANGES_PER_SECOND',
  'SEARCH_CACHE_SECONDS',
  'SANDBOX_SUPPLIER_CONSOLE',
];

const sleep = (msec: number) => new Promise((resolve) => setTimeout(resolve, msec));

// ---------------------------------------------------------------------------------------------
// Servers
// ---------------------------------------------------------------------------------------------

interface Server {
  port: number;
  pid: number;
  /** From spawn until `/api/health` answered 200 (and, for a cluster, every process listens). */
  readyMs: number;
  health: Health;
  /** Null while it runs (or was stopped by the bench); else why it exited by itself. */
  died(): string | null;
  /** performance.now() when it exited. */
  diedAtMs(): number;
  stop(): Promise<void>;
}

interface Health {
  prices: PriceFeedHealth;
}

/** Production as bench-search runs it, on the sandboxes: no console (production refuses it). */
function productionEnv(): Record<string, string> {
  return {
    NODE_ENV: 'production',
    // A staff secret key of this run's own (production refuses to start without one).
    STAFF_SECRET_KEY: randomBytes(32).toString('base64'),
    SANDBOX_SUPPLIER: 'true',
    SANDBOX_GATEWAY: 'true',
    SANDBOX_AIRLINE: 'true',
  };
}

/** Development (the console needs it), without the demo data a development start adds. */
function consoleEnv(): Record<string, string> {
  return { NODE_ENV: 'development', DEMO_SEED: 'false', SANDBOX_SUPPLIER_CONSOLE: 'true' };
}

async function getHealth(port: number): Promise<Health | null> {
  try {
    const res = await fetch(`http://127.0.0.1:${String(port)}/api/health`);
    if (!res.ok) return null;
    return (await res.json()) as Health;
  } catch {
    return null;
  }
}

/** The server exited before it answered. */
class ServerExited extends Error {
  constructor(
    readonly reason: string,
    readonly afterMs: number,
  ) {
    super(`server exited ${secs(afterMs)} after spawn: ${reason}`);
  }
}

async function startServer(
  hotels: number,
  env: Record<string, string>,
  timeoutMs = 180_000,
): Promise<Server> {
  const port = await freePort();
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !SERVER_ENV_KEYS.includes(key)),
  );
  const cluster = 'SERVER_PROCESSES' in env && Number(env.SERVER_PROCESSES) > 1;
  const t0 = performance.now();
  const child: ChildProcess = spawn(process.execPath, [...serverNodeFlags(), 'dist/main.js'], {
    cwd: SERVER_DIR,
    env: {
      ...inherited,
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      BACKOFFICE_DIST: '/nonexistent',
      RATE_LIMIT_MAX: '100000000',
      CATALOGUE_SEED: String(DEFAULT_SEED),
      CATALOGUE_HOTELS: String(hotels),
      CATALOGUE_DAYS: String(HORIZON_DAYS),
      HOST: '127.0.0.1',
      PORT: String(port),
      // Engine snapshots only where a run asks for them, in a folder of its own.
      ENGINE_SNAPSHOT_DIR: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The last of what it printed (LOG_LEVEL silent: the banner, and what a crash prints).
  let output = '';
  const keep = (d: Buffer) => (output = (output + d.toString()).slice(-20_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let stopping = false;
  let exitedAt = 0;
  child.once('exit', () => (exitedAt = performance.now()));
  const reason = () => {
    const error = [...output.matchAll(/(\w*Error): ([^\n]*)\n\s+at ([^\n]*)/g)].at(-1);
    return error
      ? `${error[1]}: ${error[2]} (at ${error[3].trim()})`
      : `exit code ${String(child.exitCode)}`;
  };
  const died = () => (stopping || exitedAt === 0 ? null : reason());
  const stop = async () => {
    stopping = true;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    for (;;) {
      if (child.exitCode !== null) throw new ServerExited(reason(), performance.now() - t0);
      if (performance.now() - t0 > timeoutMs) throw new Error('server did not answer in time');
      const health = !cluster || output.includes('is running at') ? await getHealth(port) : null;
      if (health) {
        return {
          port,
          pid: child.pid ?? 0,
          readyMs: performance.now() - t0,
          health,
          died,
          diedAtMs: () => exitedAt - t0,
          stop,
        };
      }
      await sleep(50);
    }
  } catch (err) {
    await stop();
    throw err;
  }
}

interface MarketProcess {
  stop(): Promise<void>;
}

const marketText = (market: Market) =>
  market === 'process' ? 'market in its own process' : 'market in the server';

/**
 * The sandbox market in a process of its own (scripts/supplier-market.ts) on the server's
 * PostgreSQL database, making `perSecond` changes a second; resolves once it is moving.
 */
async function startMarket(
  hotels: number,
  databaseUrl: string,
  perSecond: number,
): Promise<MarketProcess> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/supplier-market.ts',
      '--database-url',
      databaseUrl,
      '--per-second',
      String(perSecond),
      '--hotels',
      String(hotels),
      '--seed',
      String(DEFAULT_SEED),
    ],
    { cwd: SERVER_DIR, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const keep = (d: Buffer) => (output = (output + d.toString()).slice(-20_000));
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    await exited;
    clearTimeout(timer);
  };
  const moving = new Promise<void>((resolve) => {
    child.stdout.on('data', (d: Buffer) => {
      keep(d);
      if (output.includes('market moving')) resolve();
    });
  });
  const failed = exited.then(() => {
    throw new Error(`the supplier market exited: ${output.trim().slice(-2000)}`);
  });
  try {
    await Promise.race([moving, failed]);
  } catch (err) {
    await stop();
    throw err;
  }
  // Its exit from now on is the run's business (the stored changes show it), not a rejection.
  failed.catch(() => undefined);
  return { stop };
}

/** RSS and peak RSS (VmHWM) of a process, from /proc (Linux); null once it has exited. */
function rssOf(pid: number): { rss: number; peak: number } | null {
  let status: string;
  try {
    status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
  } catch {
    return null;
  }
  const kb = (field: string) =>
    Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/** One POST on a connection of its own (`agent: false`): a cluster hands each to the next process. */
function postFresh(
  port: number,
  urlPath: string,
  body: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: urlPath,
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The first hotel's total of a search answer, or null (none found, or not a success). */
function firstTotal(text: string): number | null {
  const answer = JSON.parse(text) as {
    itinerary?: { hotels?: Array<{ package?: { totalPence?: number } }> } | null;
  };
  return answer.itinerary?.hotels?.at(0)?.package?.totalPence ?? null;
}

async function createDatabase(admin: string, name: string): Promise<string | null> {
  try {
    await adminQuery(admin, `CREATE DATABASE ${name}`);
  } catch (err) {
    log(`PostgreSQL did not answer (${(err as Error).message}): its parts are skipped`);
    return null;
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(admin: string, name: string): Promise<void> {
  await adminQuery(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** Whether Redis answers PING at `url` (within a second). */
function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (d: Buffer) => done(d.toString().startsWith('+PONG')));
  });
}

// ---------------------------------------------------------------------------------------------
// 1. Staleness
// ---------------------------------------------------------------------------------------------

interface StaleRun {
  label: string;
  startMs: number;
  consecutive: number;
  stats: Stats | null;
  timeouts: number;
  polls: number;
  notes: string[];
}

async function stalenessPass(
  label: string,
  server: Server,
  catalogue: SandboxCatalogue,
  startDay: number,
  consecutive: number,
): Promise<StaleRun> {
  const out: StaleRun = {
    label,
    startMs: server.readyMs,
    consecutive,
    stats: null,
    timeouts: 0,
    polls: 0,
    notes: [],
  };
  // A hotel whose every room type is re-priced; 2 adults fit at least one of them.
  const hotel = catalogue.hotels.find((h) => h.rooms.some((r) => r.maxAdults >= 2));
  if (!hotel) throw new Error('no hotel takes 2 adults');
  const request: EngineSearchRequest = {
    type: 'hotelonly',
    hotel_id: hotel.id,
    start_date: fromDayIndex(startDay),
    nights: NIGHTS,
    flexible_departure: false,
    departure_airports: [],
    rooms: [ROOM_2A],
  };
  const body = JSON.stringify(httpBody(request, { limit: 1 }));
  const search = async () => {
    const res = await postFresh(server.port, '/api/itinerary/search', body);
    out.polls++;
    return res.status === 200 ? firstTotal(res.text) : null;
  };
  let shown = await search();
  const samples: number[] = [];
  // Change 0 is not timed (the first searches of a fresh process); 1..STALE_RUNS are.
  for (let i = 0; i <= STALE_RUNS; i++) {
    // A random phase against the ingester's 250 ms poll.
    await sleep(Math.random() * 250);
    const pence = 5000 + 50 * i;
    const changes: SupplierChange[] = hotel.rooms.map((rt) => ({
      kind: 'rate',
      roomTypeId: rt.id,
      from: fromDayIndex(startDay),
      pence: Array.from({ length: NIGHTS }, () => pence),
    }));
    const t0 = performance.now();
    const published = await fetch(
      `http://127.0.0.1:${String(server.port)}/api/dev/supplier/changes`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ changes }),
      },
    );
    if (published.status !== 202) {
      throw new Error(
        `the console answered ${String(published.status)}: ${await published.text()}`,
      );
    }
    let candidate: number | null = null;
    let streak = 0;
    for (;;) {
      const total = await search();
      if (total !== null && total !== shown) {
        streak = total === candidate ? streak + 1 : 1;
        candidate = total;
      } else {
        streak = 0;
      }
      if (streak >= consecutive) {
        if (i > 0) samples.push(performance.now() - t0);
        shown = total;
        break;
      }
      if (performance.now() - t0 > STALE_TIMEOUT_MS) {
        out.timeouts++;
        if (i > 0) samples.push(performance.now() - t0);
        out.notes.push(`${label}: change ${String(i)} not shown after ${secs(STALE_TIMEOUT_MS)}`);
        break;
      }
      await sleep(POLL_MS);
    }
  }
  out.stats = stats(samples);
  return out;
}

async function stalenessPasses(
  opts: LiveOptions,
  catalogue: SandboxCatalogue,
  startDay: number,
): Promise<StaleRun[]> {
  const runs: StaleRun[] = [];
  log(`${int(opts.hotels)} hotels: staleness, one process (PGlite)`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sunward-bench-live-'));
  try {
    const server = await startServer(opts.hotels, {
      ...consoleEnv(),
      DATA_DIR: path.join(dataDir, 'pglite'),
      SUPPLIER_CHANGES_PER_SECOND: '0',
    });
    try {
      runs.push(await stalenessPass('1 process, PGlite', server, catalogue, startDay, 1));
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (opts.pgUrl === null) return runs;
  const redis = await redisAnswers(REDIS_URL);
  if (!redis) log(`Redis at ${REDIS_URL} did not answer: its staleness run is skipped`);
  for (const withRedis of redis ? [false, true] : [false]) {
    const name = `bench_live_${String(process.pid)}_stale${withRedis ? '_redis' : ''}`;
    const url = await createDatabase(opts.pgUrl, name);
    if (url === null) return runs;
    const label = `2 processes, PostgreSQL${withRedis ? ' + Redis' : ''}`;
    log(`${int(opts.hotels)} hotels: staleness, ${label}`);
    try {
      const server = await startServer(opts.hotels, {
        ...consoleEnv(),
        DATABASE_URL: url,
        SERVER_PROCESSES: '2',
        SUPPLIER_CHANGES_PER_SECOND: '0',
        ...(withRedis
          ? { REDIS_URL, REDIS_PREFIX: `sunward-bench-live-${String(process.pid)}:` }
          : {}),
      });
      try {
        runs.push(await stalenessPass(label, server, catalogue, startDay, CONSECUTIVE));
      } finally {
        await server.stop();
      }
    } finally {
      await dropDatabase(opts.pgUrl, name);
    }
  }
  return runs;
}

// ---------------------------------------------------------------------------------------------
// 2 + 4a. Search (a) while changes flow; memory after
// ---------------------------------------------------------------------------------------------

interface HealthSamples {
  samples: number;
  firstBatch: number;
  lastBatch: number;
  maxPending: number;
  maxLag: number;
  maxPolledAgo: number;
  backlogSeen: boolean;
  /** Highest RSS read from /proc alongside (the server may not live to the end). */
  maxRss: number;
}

interface LoadRun {
  database: 'PGlite' | 'PostgreSQL';
  market: Market;
  /** Which round of the runs without and with changes (from 1). */
  round: number;
  perSecond: number;
  cache: boolean;
  startMs: number;
  shape: HttpShape;
  found: number | null;
  health: HealthSamples | null;
  memory: { rss: number; peak: number } | null;
  /** Changes (and batches) stored while the load ran, from the server's database afterwards. */
  stored: { changes: number; batches: number; seconds: number } | null;
  /** The server exited by itself: after how long with changes flowing, and why. */
  died: { afterMs: number; reason: string } | null;
}

async function sampleHealth(server: Server, until: () => boolean): Promise<HealthSamples> {
  const out: HealthSamples = {
    samples: 0,
    firstBatch: -1,
    lastBatch: 0,
    maxPending: 0,
    maxLag: 0,
    maxPolledAgo: 0,
    backlogSeen: false,
    maxRss: 0,
  };
  while (!until() && server.died() === null) {
    const health = await getHealth(server.port);
    if (health) {
      const p = health.prices;
      out.samples++;
      if (out.firstBatch < 0) out.firstBatch = p.appliedBatch;
      out.lastBatch = p.appliedBatch;
      out.maxPending = Math.max(out.maxPending, p.pendingChanges);
      out.maxLag = Math.max(out.maxLag, p.lagSeconds);
      out.maxPolledAgo = Math.max(out.maxPolledAgo, p.polledSecondsAgo ?? 0);
      out.backlogSeen ||= p.supplierBacklog;
    }
    if (server.died() === null) out.maxRss = Math.max(out.maxRss, rssOf(server.pid)?.rss ?? 0);
    await sleep(1000);
  }
  return out;
}

async function loadRun(
  opts: LiveOptions,
  request: EngineSearchRequest,
  database: LoadRun['database'],
  perSecond: number,
  cache: boolean,
  market: Market,
): Promise<LoadRun | null> {
  const cacheText = cache ? 'cache on' : 'cache off';
  log(
    `${int(opts.hotels)} hotels: search (a) on ${database} with ${int(perSecond)} changes/s, ` +
      `${cacheText}, ${marketText(market)}, ${String(opts.httpSeconds)} s`,
  );
  const folder = mkdtempSync(path.join(os.tmpdir(), 'sunward-bench-live-'));
  const pgliteDir = path.join(folder, 'pglite');
  const name = `bench_live_${String(process.pid)}_load`;
  let dbUrl: string | null = null;
  if (database === 'PostgreSQL') {
    dbUrl = opts.pgUrl === null ? null : await createDatabase(opts.pgUrl, name);
    if (dbUrl === null) return null;
  }
  const out: LoadRun = {
    database,
    round: 0,
    perSecond,
    cache,
    market,
    startMs: 0,
    shape: emptyShape('a', `(a) with ${int(perSecond)} changes/s`),
    found: null,
    health: null,
    memory: null,
    stored: null,
    died: null,
  };
  let from = 0;
  let to = 0;
  // With the market in its own process, the server makes no changes: it only applies them.
  const ownMarket = market === 'process' && perSecond > 0 && dbUrl !== null;
  let marketProcess: MarketProcess | undefined;
  try {
    let server: Server;
    try {
      server = await startServer(opts.hotels, {
        ...productionEnv(),
        ...(dbUrl ? { DATABASE_URL: dbUrl } : { DATA_DIR: pgliteDir }),
        SEARCH_CACHE_SECONDS: cache ? '60' : '0',
        SUPPLIER_CHANGES_PER_SECOND: ownMarket ? '0' : String(perSecond),
      });
    } catch (err) {
      if (!(err instanceof ServerExited)) throw err;
      out.died = { afterMs: err.afterMs, reason: `before it answered: ${err.reason}` };
      out.shape.notes.push(`${database}, ${int(perSecond)} changes/s: ${err.message}`);
      return out;
    }
    out.startMs = server.readyMs;
    try {
      // The server migrated the database: the market's tables are there.
      if (ownMarket && dbUrl) marketProcess = await startMarket(opts.hotels, dbUrl, perSecond);
      const url = `http://127.0.0.1:${String(server.port)}/api/itinerary/search`;
      const body = JSON.stringify(httpBody(request));
      const first = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      const answer = (await first.json()) as { itinerary?: { results?: { total?: number } } };
      out.found = answer.itinerary?.results?.total ?? null;
      if (!first.ok) out.shape.notes.push(`(a) answered ${String(first.status)}: not timed`);
      // The same settling time for both runs: with changes, the feed is flowing by then.
      await sleep(3000);
      let done = false;
      from = Date.now();
      const sampling = sampleHealth(server, () => done);
      if (first.ok && server.died() === null) await timeRequests(out.shape, url, body, opts);
      done = true;
      to = Date.now();
      out.health = await sampling;
      out.memory = rssOf(server.pid);
      const reason = server.died();
      if (reason !== null) {
        out.died = { afterMs: server.diedAtMs() - server.readyMs, reason };
        out.shape.notes.push(
          `${database}, ${int(perSecond)} changes/s, ${cacheText}: the server exited ` +
            `${secs(out.died.afterMs)} after it answered: ${reason}`,
        );
      }
    } finally {
      await marketProcess?.stop();
      await server.stop();
    }
    if (perSecond > 0) {
      // The server is gone (a folder is unlocked): what it stored while the load ran.
      const db = await openDatabase(
        dbUrl
          ? { databaseUrl: dbUrl, dataDir: '' }
          : { databaseUrl: undefined, dataDir: pgliteDir },
      );
      try {
        const { rows } = await db.executeSql(
          `select count(*)::int as batches, coalesce(sum(change_count), 0)::int as changes
           from supplier_change_batches where received_at >= $1 and received_at < $2`,
          [new Date(from).toISOString(), new Date(to).toISOString()],
        );
        const row = rows[0] as { batches: number; changes: number } | undefined;
        out.stored = {
          batches: row?.batches ?? 0,
          changes: row?.changes ?? 0,
          seconds: (to - from) / 1000,
        };
      } finally {
        await db.close();
      }
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
    if (dbUrl && opts.pgUrl) await dropDatabase(opts.pgUrl, name);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// 3. Ingester and engine apply rate; 4b. start-up with stored changes
// ---------------------------------------------------------------------------------------------

interface IngestRun {
  database: string;
  changes: number;
  batches: number;
  seconds: number;
  pageMs: Stats;
}

/** A supplier whose feed answers full pages of `pool`'s changes, round and round, at once. */
function stubSupplier(pool: readonly SupplierChange[]) {
  return {
    changesSince(cursor: string | null, limit: number): Promise<SupplierChangePage> {
      const at = cursor === null ? 0 : Number(cursor);
      const changes: SupplierChange[] = [];
      for (let k = 0; k < limit; k++) changes.push(pool[(at + k) % pool.length]);
      return Promise.resolve({ changes, cursor: String(at + limit), more: true });
    },
  };
}

async function storedIn(db: DatabaseHandle): Promise<{ changes: number; batches: number }> {
  const { rows } = await db.executeSql(
    'select count(*)::int as batches, coalesce(sum(change_count), 0)::int as changes from supplier_change_batches',
  );
  return rows[0] as { changes: number; batches: number };
}

/**
 * `ingestOnce` in a loop, as the lease holder runs it while the supplier says more wait, until
 * `seconds` have passed and `atLeast` changes are stored. The rate is timed over the first
 * `seconds` (or the whole loop when 0); the totals are counted in the database afterwards.
 */
async function ingest(
  database: string,
  db: DatabaseHandle,
  pool: readonly SupplierChange[],
  until: { seconds: number; atLeast: number },
): Promise<IngestRun & { stored: { changes: number; batches: number } }> {
  const repo = createPricesRepository(db.db);
  const feed = createPriceFeed({
    supplier: stubSupplier(pool),
    catalogue: {
      catchUp: () => Promise.resolve(),
      applied: { batch: 0, receivedAt: null },
      snapshotBatch: null,
    },
    repo,
    listen: () => Promise.resolve(() => Promise.resolve()),
    pollMs: 250,
    leaseSeconds: 60,
    pageSize: PRICE_FEED_PAGE,
    onError: (err) => {
      throw err;
    },
  });
  const before = await storedIn(db);
  const pageMs: number[] = [];
  const t0 = performance.now();
  let stored = 0;
  let timed: { changes: number; seconds: number } | null = null;
  for (;;) {
    const elapsed = (performance.now() - t0) / 1000;
    if (until.seconds > 0 && timed === null && elapsed >= until.seconds) {
      timed = { changes: stored, seconds: elapsed };
    }
    if (elapsed >= until.seconds && stored >= until.atLeast) break;
    const t = performance.now();
    if (!(await feed.ingestOnce())) throw new Error('the ingester stopped (lease lost?)');
    if (timed === null) pageMs.push(performance.now() - t);
    stored += PRICE_FEED_PAGE;
  }
  timed ??= { changes: stored, seconds: (performance.now() - t0) / 1000 };
  // The feed is free again for the server that starts on this database.
  await repo.releaseLease(feed.holder);
  const after = await storedIn(db);
  if (after.changes - before.changes !== stored) {
    throw new Error(`stored ${String(after.changes - before.changes)}, sent ${String(stored)}`);
  }
  return {
    database,
    changes: timed.changes,
    batches: timed.changes / PRICE_FEED_PAGE,
    seconds: timed.seconds,
    pageMs: stats(pageMs),
    stored: after,
  };
}

interface StartRun {
  database: string;
  stored: number;
  batches: number;
  /** Spawn → /api/health answered; null when it exited first. */
  startMs: number | null;
  appliedBatch: number | null;
  /** The batch of the engine snapshot it started from (null: built from the rate sheets). */
  snapshotBatch: number | null;
  rss: number | null;
  /** Why and when (from spawn) it exited by itself, at start or in the seconds after. */
  exited: { reason: string; afterMs: number } | null;
  /** The slowest `/api/health` answer in the seconds after it answered (the stored batches'
   * re-pricing jobs run then). */
  slowestHealthMs: number | null;
  /** The same stored batches replayed in the bench's own engine: read (and parsed), applied. */
  replay: Replay | null;
}

interface Replay {
  readMs: number;
  applyMs: number;
  changes: number;
}

type Engine = Awaited<ReturnType<typeof buildSearchEngineFromSupplier>>;

/**
 * What a start's replay does (`Catalogue.replayOnto` before the engine serves): stored batches 10
 * at a time, applied without working out what they touched.
 */
async function replay(db: DatabaseHandle, engine: Engine): Promise<Replay> {
  const repo = createPricesRepository(db.db);
  const out: Replay = { readMs: 0, applyMs: 0, changes: 0 };
  let applied = 0;
  for (;;) {
    const t = performance.now();
    const batches = await repo.batchesAfter(applied, 10);
    const t1 = performance.now();
    out.readMs += t1 - t;
    for (const batch of batches) {
      engine.applyChangesUntracked(batch.changes);
      applied = batch.id;
      out.changes += batch.changes.length;
    }
    out.applyMs += performance.now() - t1;
    if (batches.length < 10) return out;
  }
}

/** How long a started server is watched after it answers (its first jobs run then). */
const WATCH_AFTER_START_MS = 5_000;

async function startWithStored(
  database: string,
  hotels: number,
  env: Record<string, string>,
  stored: { changes: number; batches: number },
  replayed: Replay | null,
): Promise<StartRun> {
  log(`${int(hotels)} hotels: start-up on ${database} holding ${int(stored.changes)} changes`);
  const out: StartRun = {
    database,
    stored: stored.changes,
    batches: stored.batches,
    startMs: null,
    appliedBatch: null,
    snapshotBatch: null,
    rss: null,
    exited: null,
    slowestHealthMs: null,
    replay: replayed,
  };
  let server: Server;
  try {
    server = await startServer(hotels, {
      ...productionEnv(),
      SUPPLIER_CHANGES_PER_SECOND: '0',
      ...env,
    });
  } catch (err) {
    if (!(err instanceof ServerExited)) throw err;
    out.exited = { reason: err.reason, afterMs: err.afterMs };
    return out;
  }
  try {
    out.startMs = server.readyMs;
    out.appliedBatch = server.health.prices.appliedBatch;
    out.snapshotBatch = server.health.prices.snapshotBatch;
    out.rss = rssOf(server.pid)?.rss ?? null;
    // Still there, and answering, once the jobs queued with the stored batches (re-pricing) run?
    const until = performance.now() + WATCH_AFTER_START_MS;
    out.slowestHealthMs = 0;
    while (performance.now() < until && server.died() === null) {
      const t = performance.now();
      if (await getHealth(server.port)) {
        out.slowestHealthMs = Math.max(out.slowestHealthMs, performance.now() - t);
      }
      await sleep(200);
    }
    const reason = server.died();
    if (reason !== null) out.exited = { reason, afterMs: server.diedAtMs() };
    return out;
  } finally {
    await server.stop();
  }
}

interface ApplyRun {
  buildMs: number;
  changes: number;
  batchMs: Stats;
  perSecond: number;
  unknown: number;
}

function applyRate(engine: Engine, pool: readonly SupplierChange[], buildMs: number): ApplyRun {
  const batch = (i: number) =>
    pool.slice((i * APPLY_BATCH) % pool.length, ((i * APPLY_BATCH) % pool.length) + APPLY_BATCH);
  for (let i = 0; i < 5; i++) engine.applyChanges(batch(i));
  const samples: number[] = [];
  let unknown = 0;
  for (let i = 0; i < APPLY_BATCHES; i++) {
    const changes = batch(i);
    const t = performance.now();
    unknown += engine.applyChanges(changes).unknown;
    samples.push(performance.now() - t);
  }
  const total = samples.reduce((s, v) => s + v, 0);
  return {
    buildMs,
    changes: APPLY_BATCH * APPLY_BATCHES,
    batchMs: stats(samples),
    perSecond: (APPLY_BATCH * APPLY_BATCHES) / (total / 1000),
    unknown,
  };
}

// ---------------------------------------------------------------------------------------------
// Report and the run
// ---------------------------------------------------------------------------------------------

function report(
  opts: LiveOptions,
  stale: StaleRun[],
  loads: LoadRun[],
  generation: { changes: number; ms: number },
  ingests: IngestRun[],
  apply: ApplyRun,
  starts: StartRun[],
): void {
  // The search runs' servers without changes: one-process starts with nothing stored.
  const empty = loads.filter((r) => r.perSecond === 0 && r.startMs > 0).map((r) => r.startMs);
  const emptyStart = empty.length > 0 ? Math.min(...empty) : null;
  printTable(
    `Staleness at ${int(opts.hotels)} hotels: console POST of a rate change (every room type of one ` +
      `hotel, one stay) → a one-hotel search showing it, ${String(STALE_RUNS)} changes (ms)`,
    ['<servers', 'start', 'answers', 'p50', 'p95', 'max', 'mean', 'timeouts', 'polls'],
    stale.map((r) => [
      r.label,
      secs(r.startMs),
      r.consecutive > 1 ? `${String(r.consecutive)} in a row` : 'first',
      r.stats ? ms(r.stats.p50) : '-',
      r.stats ? ms(r.stats.p95) : '-',
      r.stats ? ms(r.stats.max) : '-',
      r.stats ? ms(r.stats.mean) : '-',
      String(r.timeouts),
      int(r.polls),
    ]),
    [
      `polled every ${String(POLL_MS)} ms after the answer, each on a new connection; search cache on`,
      `(default 60 s); ingester poll PRICE_FEED_POLL_MS = 250 ms; a random 0-250 ms pause before each`,
      ...stale.flatMap((r) => r.notes),
    ],
  );

  const rows = loads.map((r) => [
    r.database,
    r.cache ? 'on' : 'off',
    r.market === 'process' ? 'own process' : 'server',
    String(r.round),
    int(r.perSecond),
    secs(r.startMs),
    r.found === null ? '-' : int(r.found),
    int(r.shape.requests),
    int(r.shape.non2xx + r.shape.errors),
    r.shape.perSecond.toFixed(0),
    r.shape.stats ? ms(r.shape.stats.p50) : '-',
    r.shape.stats ? ms(r.shape.stats.p95) : '-',
    r.shape.stats ? ms(r.shape.stats.p99) : '-',
    r.died ? `exited after ${secs(r.died.afterMs)}` : '',
  ]);
  const pairs = pairsOf(loads);
  printTable(
    `Search (a) over HTTP at ${int(opts.hotels)} hotels, one server process, without and with ` +
      `the sandbox market's changes, autocannon ${String(opts.connections)} connections × ` +
      `${String(opts.httpSeconds)} s after 1 s unmeasured (ms)`,
    [
      '<database',
      'cache',
      '<market',
      'round',
      'changes/s',
      'start',
      'found',
      'requests',
      'failed',
      'searches/s',
      'p50',
      'p95',
      'p99',
      '<server',
    ],
    rows,
    [
      ...pairs.map(
        ({ setting, base, live }) =>
          `${setting}, medians of ${String(live.runs)} rounds: ` +
          `with changes searches/s ${pct(live.perSecond, base.perSecond)}, ` +
          `p50 ${pct(live.p50, base.p50)}, p95 ${pct(live.p95, base.p95)} ` +
          `(p95 without ${base.p95s.map(ms).join(' / ')}, with ${live.p95s.map(ms).join(' / ')} ms)`,
      ),
      ...loads.flatMap((r) => r.shape.notes),
    ],
  );

  const live = loads.filter((r) => r.perSecond > 0);
  printTable(
    `Live prices while searching: /api/health every second, and the server's stored batches`,
    [
      '<database',
      'cache',
      '<market',
      'round',
      'stored changes/s',
      'batches',
      'appliedBatch',
      'max pending',
      'max lag s',
      'max polled ago s',
      'backlog',
      'max RSS',
      'RSS after',
      'peak RSS',
    ],
    live.map((r) => [
      r.database,
      r.cache ? 'on' : 'off',
      r.market === 'process' ? 'own process' : 'server',
      String(r.round),
      r.stored ? (r.stored.changes / r.stored.seconds).toFixed(0) : '-',
      r.stored ? int(r.stored.batches) : '-',
      r.health && r.health.samples > 0
        ? `${int(r.health.firstBatch)} → ${int(r.health.lastBatch)}`
        : '-',
      r.health?.samples ? int(r.health.maxPending) : '-',
      r.health?.samples ? r.health.maxLag.toFixed(2) : '-',
      r.health?.samples ? r.health.maxPolledAgo.toFixed(2) : '-',
      r.health?.samples ? (r.health.backlogSeen ? 'seen' : 'never') : '-',
      r.health?.maxRss ? mb(r.health.maxRss) : '-',
      r.memory ? mb(r.memory.rss) : '-',
      r.memory ? mb(r.memory.peak) : '-',
    ]),
    [
      'stored = changes in supplier_change_batches received while the load ran (counted after);',
      'backlog = /api/health said the supplier had more than the ingester took; max RSS = highest',
      'RSS read beside each health sample; RSS after / peak (VmHWM) once the load ended (- : exited)',
    ],
  );

  printTable(
    `Ingester: createPriceFeed(...).ingestOnce in a loop, pages of ${int(PRICE_FEED_PAGE)} ` +
      `pre-generated changes (supplier stub), ${int(opts.hotels)}-hotel catalogue`,
    ['<database', 'changes', 'batches', 'seconds', 'changes/s', 'page p50', 'page p95', 'page max'],
    ingests.map((r) => [
      r.database,
      int(r.changes),
      int(r.batches),
      r.seconds.toFixed(1),
      int(r.changes / r.seconds),
      ms(r.pageMs.p50),
      ms(r.pageMs.p95),
      ms(r.pageMs.max),
    ]),
    [
      `a page = take/renew lease + stub page + storePage (batch row, job outbox row, NOTIFY)`,
      `for scale: generateChange made ${int(generation.changes)} changes in ${ms(generation.ms)} ms ` +
        `(${int(generation.changes / (generation.ms / 1000))}/s)`,
    ],
  );

  printTable(
    `Engine: engine.applyChanges of ${int(APPLY_BATCH)}-change batches at ${int(opts.hotels)} hotels`,
    ['changes', 'batches', 'changes/s', 'ms/batch p50', 'p95', 'max', 'engine build'],
    [
      [
        int(apply.changes),
        int(APPLY_BATCHES),
        int(apply.perSecond),
        ms(apply.batchMs.p50),
        ms(apply.batchMs.p95),
        ms(apply.batchMs.max),
        secs(apply.buildMs),
      ],
    ],
    apply.unknown > 0 ? [`${int(apply.unknown)} changes named an unknown room type or flight`] : [],
  );

  printTable(
    `Start-up at ${int(opts.hotels)} hotels on a database holding stored changes ` +
      `(spawn → /api/health answers, replay included)`,
    [
      '<database',
      'stored changes',
      'batches',
      'appliedBatch',
      'from snapshot at',
      'start',
      'RSS when ready',
      'slowest health after',
      'replay: read',
      'apply',
    ],
    starts.map((r) => [
      r.database,
      int(r.stored),
      int(r.batches),
      r.appliedBatch === null ? '-' : int(r.appliedBatch),
      r.snapshotBatch === null ? '-' : int(r.snapshotBatch),
      r.startMs === null ? '-' : secs(r.startMs),
      r.rss === null ? '-' : mb(r.rss),
      r.slowestHealthMs === null ? '-' : `${ms(r.slowestHealthMs)} ms`,
      r.replay ? secs(r.replay.readMs) : '-',
      r.replay ? secs(r.replay.applyMs) : '-',
    ]),
    [
      'the real server built as npm start runs it (dist/main.js, its Node flags), one process,',
      `watched for ${secs(WATCH_AFTER_START_MS)} after it answered (/api/health every 200 ms);`,
      'replay: the same batches read (batchesAfter, 10 at a time) and applied in the bench process',
      ...(emptyStart === null
        ? []
        : [`for scale: the same server on an empty database started in ${secs(emptyStart)}`]),
      ...starts.flatMap((r) =>
        r.exited
          ? [
              `${r.database}: the server exited ${secs(r.exited.afterMs)} after spawn` +
                `${r.startMs === null ? ', before it answered' : ''}: ${r.exited.reason}`,
            ]
          : [],
      ),
    ],
  );

  const targets: Array<[string, string, boolean | null]> = [
    ...stale.map((r): [string, string, boolean | null] => [
      `staleness p95 ≤ 1 s, ${r.label}`,
      r.stats ? `${ms(r.stats.p95)} ms` : 'not run',
      r.stats ? r.stats.p95 <= TARGET.staleP95Ms && r.timeouts === 0 : null,
    ]),
    ...pairs.map((pair): [string, string, boolean | null] => {
      const died = live.find((r) => settingOf(r) === pair.setting && r.died)?.died;
      return [
        `search (a) p95 with ${int(CHANGES_PER_SECOND)} changes/s within 10 % of none, ` +
          `${pair.setting} (medians of ${String(pair.live.runs)})`,
        `${ms(pair.live.p95)} vs ${ms(pair.base.p95)} ms (${pct(pair.live.p95, pair.base.p95)})` +
          (died ? `, a server exited after ${secs(died.afterMs)}` : ''),
        pair.live.p95 <= pair.base.p95 * (1 + TARGET.searchSlowdown) && !died,
      ];
    }),
    ...live.map((r): [string, string, boolean | null] => [
      `lag bounded at ${int(r.perSecond)} changes/s (appliedBatch grows, lag ≤ 1 s), ` +
        `${settingOf(r)}, round ${String(r.round)}`,
      r.health?.samples
        ? `+${int(r.health.lastBatch - r.health.firstBatch)} batches, max lag ` +
          `${r.health.maxLag.toFixed(2)} s${r.died ? ', server exited' : ''}`
        : r.died
          ? `server exited after ${secs(r.died.afterMs)}`
          : 'not run',
      r.health?.samples
        ? r.health.lastBatch > r.health.firstBatch && r.health.maxLag <= 1 && !r.died
        : r.died
          ? false
          : null,
    ]),
    ...ingests.map((r): [string, string, boolean | null] => [
      `ingester ≥ ${int(TARGET.ingestPerSecond)} changes/s, ${r.database}`,
      `${int(r.changes / r.seconds)} /s`,
      r.changes / r.seconds >= TARGET.ingestPerSecond,
    ]),
    ...live.map((r): [string, string, boolean | null] => [
      `server RSS ≤ 1 GB after the ${int(r.perSecond)}/s run, ${settingOf(r)}, ` +
        `round ${String(r.round)} (peak)`,
      r.memory
        ? `${mb(r.memory.rss)} (${mb(r.memory.peak)})`
        : r.health?.maxRss
          ? `exited; ${mb(r.health.maxRss)} at most before`
          : r.died
            ? 'exited before a reading'
            : 'not run',
      r.memory ? r.memory.peak <= TARGET.rssBytes : null,
    ]),
    ...starts.map((r): [string, string, boolean | null] => [
      `start-up ≤ 15 s with ${int(r.stored)} stored changes, ${r.database}`,
      (r.startMs === null ? 'did not answer' : secs(r.startMs)) +
        (r.exited ? `, exited after ${secs(r.exited.afterMs)}` : ''),
      r.startMs !== null &&
        r.startMs <= TARGET.startMs &&
        r.appliedBatch === r.batches &&
        r.exited === null,
    ]),
  ];
  printTable(
    'Live prices targets (docs/performance.md)',
    ['<target', 'measured', '<result'],
    targets.map(([t, m, ok]) => [t, m, verdict(ok)]),
  );
}

/** A search-under-changes setting: database, cache and (with changes) where the market runs. */
function settingOf(r: Pick<LoadRun, 'database' | 'cache' | 'market'>): string {
  return `${r.database}, cache ${r.cache ? 'on' : 'off'}, ${marketText(r.market)}`;
}

/**
 * Each setting measured both without and with changes: the medians of its rounds' searches/s,
 * p50 and p95 on each side.
 */
function pairsOf(loads: LoadRun[]) {
  const median = (xs: number[]) => {
    const sorted = [...xs].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  };
  const side = (runs: LoadRun[]) => {
    const measured = runs.flatMap((r) => (r.shape.stats ? [{ r, stats: r.shape.stats }] : []));
    return {
      runs: measured.length,
      perSecond: median(measured.map((m) => m.r.shape.perSecond)),
      p50: median(measured.map((m) => m.stats.p50)),
      p95: median(measured.map((m) => m.stats.p95)),
      p95s: measured.map((m) => m.stats.p95),
    };
  };
  const settings = new Set(loads.map(settingOf));
  return [...settings].flatMap((setting) => {
    const same = loads.filter((r) => settingOf(r) === setting);
    const base = side(same.filter((r) => r.perSecond === 0));
    const live = side(same.filter((r) => r.perSecond > 0));
    if (base.runs === 0 || live.runs === 0) return [];
    return [{ setting, base, live }];
  });
}

function pct(value: number, base: number): string {
  const d = (value / base - 1) * 100;
  return `${d >= 0 ? '+' : ''}${d.toFixed(1)} %`;
}

/** The live-prices run (see the file's comment). */
export async function runLive(opts: LiveOptions): Promise<void> {
  const started = performance.now();
  console.log(
    `\nLive prices at ${int(opts.hotels)} hotels: load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  // The servers run as `npm start` runs them: built (dist/main.js), with its Node flags.
  log('building the server (npm run build -w @sunward/server)');
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: SERVER_DIR, stdio: 'ignore' });
  log(`${int(opts.hotels)} hotels: generating the catalogue`);
  const catalogue = generateCatalogue({ seed: DEFAULT_SEED, hotelCount: opts.hotels });
  const startDay = benchStartDay(opts.today);

  const stale = await stalenessPasses(opts, catalogue, startDay);

  const region = largestRegion(catalogue);
  const requestA: EngineSearchRequest = {
    type: 'package',
    destination_regions: [region.id],
    start_date: fromDayIndex(startDay),
    nights: NIGHTS,
    flexible_departure: true,
    departure_airports: catalogue.ukAirportGroups.flatMap((g) => g.codes),
    rooms: [ROOM_2A1C],
  };
  // PGlite (one process, as npm start by default; the market in the server) and PostgreSQL (one
  // process; the market where asked), cache off; the cache-on pass on PostgreSQL only, to keep the
  // run short.
  const loads: LoadRun[] = [];
  const loadPlan: Array<[LoadRun['database'], boolean, Market]> = [
    ['PGlite', false, 'server'],
    ...(opts.pgUrl === null
      ? []
      : opts.markets.flatMap((market): Array<[LoadRun['database'], boolean, Market]> => [
          ['PostgreSQL', false, market],
          ...(opts.cachePass
            ? [['PostgreSQL', true, market] as [LoadRun['database'], boolean, Market]]
            : []),
        ])),
  ];
  for (const [database, cache, market] of loadPlan) {
    for (let round = 1; round <= opts.rounds; round++) {
      // Alternating which goes first, so a drift of the machine weighs on both alike.
      const order = round % 2 === 1 ? [0, CHANGES_PER_SECOND] : [CHANGES_PER_SECOND, 0];
      for (const perSecond of order) {
        const run = await loadRun(opts, requestA, database, perSecond, cache, market);
        if (run) loads.push({ ...run, round });
      }
    }
  }

  // The market's own changes, as the sandbox supplier makes them today.
  const today = toDayIndex(opts.today);
  const t0 = performance.now();
  const pool: SupplierChange[] = [];
  for (let n = 1; n <= POOL_CHANGES; n++) pool.push(generateChange(catalogue, n, today));
  const generation = { changes: POOL_CHANGES, ms: performance.now() - t0 };

  log(`${int(opts.hotels)} hotels: building the engine, applying ${int(APPLY_BATCHES)} batches`);
  const tb = performance.now();
  const engine = await buildSearchEngineFromSupplier(new SandboxSupplier(catalogue), {
    from: opts.today,
    days: HORIZON_DAYS,
  });
  const apply = applyRate(engine, pool, performance.now() - tb);

  const ingests: IngestRun[] = [];
  const starts: StartRun[] = [];
  log(`ingester: in-memory PGlite, ${String(INGEST_SECONDS)} s`);
  const memory = await openDatabase({ databaseUrl: undefined, dataDir: 'memory://' });
  try {
    await memory.migrate();
    ingests.push(
      await ingest('PGlite in memory', memory, pool, { seconds: INGEST_SECONDS, atLeast: 0 }),
    );
  } finally {
    await memory.close();
  }

  const name = `bench_live_${String(process.pid)}_ingest`;
  const pgUrl = opts.pgUrl === null ? null : await createDatabase(opts.pgUrl, name);
  try {
    if (pgUrl) {
      // First the start-up's size (untimed), then the timed run on top of it, then a start with
      // everything stored.
      log(`ingester: PostgreSQL, to ${int(STARTUP_CHANGES)} changes`);
      const db = await openDatabase({ databaseUrl: pgUrl, dataDir: '' });
      let stored: { changes: number; batches: number };
      let replayed: Replay;
      try {
        await db.migrate();
        stored = (await ingest('fill', db, pool, { seconds: 0, atLeast: STARTUP_CHANGES })).stored;
        replayed = await replay(db, engine);
      } finally {
        await db.close();
      }
      starts.push(
        await startWithStored('PostgreSQL', opts.hotels, { DATABASE_URL: pgUrl }, stored, replayed),
      );
      log(`ingester: PostgreSQL, ${String(INGEST_SECONDS)} s more`);
      const again = await openDatabase({ databaseUrl: pgUrl, dataDir: '' });
      try {
        const run = await ingest('PostgreSQL', again, pool, {
          seconds: INGEST_SECONDS,
          atLeast: 0,
        });
        ingests.push(run);
        stored = run.stored;
        replayed = await replay(again, engine);
      } finally {
        await again.close();
      }
      // How the start grows with everything the timed run stored too; then the same server
      // started again, from the engine snapshot the first start saved (after its replay, and as
      // it stopped).
      const snapshots = mkdtempSync(path.join(os.tmpdir(), 'sunward-bench-engine-'));
      try {
        const env = { DATABASE_URL: pgUrl, ENGINE_SNAPSHOT_DIR: snapshots };
        starts.push(
          await startWithStored(
            'PostgreSQL, after the timed run',
            opts.hotels,
            env,
            stored,
            replayed,
          ),
          await startWithStored(
            'the same, restarted from its engine snapshot',
            opts.hotels,
            env,
            stored,
            null,
          ),
        );
      } finally {
        rmSync(snapshots, { recursive: true, force: true });
      }
    }
  } finally {
    if (pgUrl && opts.pgUrl) await dropDatabase(opts.pgUrl, name);
  }

  const folder = mkdtempSync(path.join(os.tmpdir(), 'sunward-bench-live-'));
  try {
    const dataDir = path.join(folder, 'pglite');
    log(`ingester: PGlite folder, until ${int(STARTUP_CHANGES)} changes`);
    const db = await openDatabase({ databaseUrl: undefined, dataDir });
    let stored: { changes: number; batches: number };
    let replayed: Replay;
    try {
      await db.migrate();
      const run = await ingest('PGlite folder (as npm start)', db, pool, {
        seconds: 0,
        atLeast: STARTUP_CHANGES,
      });
      ingests.push(run);
      stored = run.stored;
      replayed = await replay(db, engine);
    } finally {
      await db.close();
    }
    starts.push(
      await startWithStored('PGlite folder', opts.hotels, { DATA_DIR: dataDir }, stored, replayed),
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }

  report(opts, stale, loads, generation, ingests, apply, starts);
  console.log(
    `\nLive prices finished in ${secs(performance.now() - started)}; load average now ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}
