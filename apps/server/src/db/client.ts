import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serverRoot } from '../lib/paths';
import { lockDataFolder } from './folder-lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** Either driver behind one type: repositories never know which database they talk to. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Runs one SQL text with positional parameters on the pool (the job queue's adapter). A text
   * without parameters may hold several statements.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Applies the committed drizzle-kit migrations (idempotent). */
  migrate(): Promise<void>;
  /**
   * Runs start-up work that must not run in two processes at once (the job queue creating its
   * tables and queues), one process at a time.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Calls `onNotify` with the payload of every `NOTIFY` on `channel` (PostgreSQL LISTEN, on a
   * connection of its own that reconnects by itself; PGlite's own listeners), and with null after a
   * reconnect, when notifications may have been missed. Answers how to stop listening.
   */
  listen(channel: string, onNotify: (payload: string | null) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(serverRoot, 'src', 'db', 'migrations');

/** The session advisory locks that serialise start-up work across processes on one PostgreSQL
 * database ('SUNW' in ASCII, then the job queue's; advisory locks are per database). */
export const MIGRATION_LOCK_KEY = 0x53554e57;
export const STARTUP_LOCK_KEY = 0x53554e58;

/**
 * Runs `work` with the connection it is given while holding the session advisory lock `key` on
 * it: processes starting together take turns. The lock is released with the session if the
 * process dies; a connection that failed mid-way is discarded, never handed back still holding it.
 */
async function underSessionLock<T>(
  pool: pg.Pool,
  key: number,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    try {
      return await work(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]);
    }
  } catch (err) {
    broken = err instanceof Error ? err : new Error(String(err));
    throw err;
  } finally {
    client.release(broken);
  }
}

/** How long a dropped LISTEN connection waits before it connects again. */
const RELISTEN_MS = 1000;

/**
 * LISTEN on a connection outside the pool (a pooled one would be handed to other queries). A
 * dropped connection is replaced after a second, then `onNotify(null)` says some may be missed.
 */
async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onNotify: (payload: string | null) => void,
  onError?: (err: Error) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const connect = async (reconnect: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    next.on('error', (err) => {
      onError?.(err);
      void next.end().catch(() => undefined);
      if (client === next) client = undefined;
      if (!stopped)
        retry = setTimeout(() => void connect(true).catch(() => undefined), RELISTEN_MS);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      await next.end().catch(() => undefined);
      if (!reconnect) throw err;
      onError?.(err as Error);
      if (!stopped)
        retry = setTimeout(() => void connect(true).catch(() => undefined), RELISTEN_MS);
      return;
    }
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
    if (reconnect) onNotify(null);
  };
  await connect(false);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
    client = undefined;
  };
}

/** Makes close() safe to call more than once (shutdown hooks and tests may both call it). */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  onIdleError?: (err: Error) => void;
  /**
   * Where an in-memory PGlite database comes from instead of a new empty cluster: the test apps
   * borrow one already migrated (test/pglite-pool.ts), and closing gives it back.
   */
  borrowPglite?: () => Promise<BorrowedPglite>;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // A pooled connection dropped by the server (restart, failover) must not crash the process.
    pool.on('error', (err) => options.onIdleError?.(err));
    // Fail fast with a clear message rather than on the first request.
    const client = await pool.connect().catch(async (err: unknown) => {
      await pool.end();
      throw new Error(`Cannot connect to DATABASE_URL: ${(err as Error).message}`);
    });
    client.release();
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      executeSql: async (text, values) => {
        const result = await pool.query(text, values);
        return { rows: result.rows };
      },
      // Migrations go through the connection holding the lock: each process after the first
      // finds them applied.
      migrate: () =>
        underSessionLock(pool, MIGRATION_LOCK_KEY, (client) =>
          migratePg(drizzlePg(client, { schema }), { migrationsFolder }),
        ),
      withStartupLock: (work) => underSessionLock(pool, STARTUP_LOCK_KEY, () => work()),
      listen: (channel, onNotify) =>
        listenOnPostgres(options.databaseUrl as string, channel, onNotify, options.onIdleError),
      close: once(() => pool.end()),
    };
  }
  if (options.borrowPglite && options.dataDir === 'memory://') {
    const borrowed = await options.borrowPglite();
    return pgliteHandle(borrowed.client, borrowed.giveBack);
  }
  // A folder on disk is one process's at a time (db/folder-lock.ts); memory:// is this process's own.
  let unlock = () => {};
  if (!options.dataDir.includes('://')) {
    // A fresh checkout has no ./data yet: PGlite creates its own folder but not the parents.
    mkdirSync(path.dirname(path.resolve(options.dataDir)), { recursive: true });
    unlock = lockDataFolder(options.dataDir);
    mkdirSync(options.dataDir, { recursive: true });
  }
  let client: PGlite;
  try {
    client = await PGlite.create(options.dataDir);
  } catch (err) {
    unlock();
    throw err;
  }
  return pgliteHandle(client, async () => {
    try {
      await client.close();
    } finally {
      unlock();
    }
  });
}

/** An in-memory PGlite lent by its owner: `giveBack` replaces closing it. */
export interface BorrowedPglite {
  client: PGlite;
  giveBack: () => Promise<void>;
}

/**
 * PGlite runs every statement on this thread, and a chain of awaited statements (the price feed's
 * store, the job queue's fetch) never gives the event loop a turn: requests that arrived meanwhile
 * waited for the whole chain. Each statement or transaction here first waits for the loop's next
 * turn, so they are handled between statements instead.
 */
function takingTurns(client: PGlite): PGlite {
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
  const waiting = new Set<PropertyKey>(['query', 'exec', 'transaction']);
  return new Proxy(client, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => unknown;
      if (!waiting.has(prop)) return method.bind(target);
      return async (...args: unknown[]) => {
        await nextTurn();
        return method.apply(target, args);
      };
    },
  });
}

function pgliteHandle(owned: PGlite, close: () => Promise<void>): DatabaseHandle {
  const client = takingTurns(owned);
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    executeSql: async (text, values) => {
      // PGlite's query() takes one statement; exec() runs a script of several (no parameters).
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      const result = await client.query(text, values);
      return { rows: result.rows };
    },
    migrate: () => migratePglite(db, { migrationsFolder }),
    // One process per PGlite folder (it is locked): nobody to take turns with.
    withStartupLock: (work) => work(),
    listen: async (channel, onNotify) => {
      const stop = await client.listen(channel, (payload) => onNotify(payload));
      return async () => {
        // Stopping after the database closed has nothing left to stop.
        if (!client.closed) await stop();
      };
    },
    close: once(close),
  };
}
