import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { checkLedger } from '../sandboxes/gateway/ledger';
import { borrowPglite } from './pglite-pool';
import { adminQuery, borrowDatabase } from './postgres-pool';

/**
 * An app on a database of its own: in-memory PGlite by default, or, when DATABASE_URL is set (CI's
 * PostgreSQL run), a database on that server; either is as migrations left it, and goes back to
 * its pool on close (pglite-pool.ts, postgres-pool.ts). REDIS_URL is passed through with a unique
 * key prefix, so parallel test files never share rate-limit counters.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    logStream?: { write(line: string): void };
    /** Leave out the money check on close (a test that breaks the ledger on purpose). */
    skipLedgerCheck?: boolean;
    /** The app's clock for what depends on today's date (tests never depend on the real one). */
    now?: () => Date;
  } = {},
): Promise<FastifyInstance> {
  const suffix = randomBytes(6).toString('hex');
  const base: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    WEB_DIST: '/nonexistent-web-dist',
    BACKOFFICE_DIST: '/nonexistent-backoffice-dist',
    REDIS_PREFIX: `sunward-test-${suffix}:`,
    // A small catalogue (600 hotels, 200 days) keeps each test app quick to start.
    CATALOGUE_HOTELS: '600',
    CATALOGUE_DAYS: '200',
    // A failed job's retries come after 1, 2, 4… s instead of 5, 10, 20… s: the tests of work
    // retried until it succeeds wait for the retries themselves, not for the production back-off.
    JOB_RETRY_DELAY_SECONDS: '1',
  };
  const serverUrl = process.env.DATABASE_URL;
  let giveBackDatabase: (() => Promise<void>) | undefined;
  if (serverUrl) {
    const database = await borrowDatabase(serverUrl);
    base.DATABASE_URL = database.url;
    giveBackDatabase = async () => {
      // This hook runs before the app's own (last added, first run): the job queue stops before
      // the pool it uses closes.
      await app.jobs.stop();
      await app.database.close();
      await database.giveBack();
    };
  }
  if (process.env.REDIS_URL) base.REDIS_URL = process.env.REDIS_URL;
  const config: AppConfig = loadConfig({ ...base, ...env });
  const app = await buildApp(config, {
    ...options,
    ...(config.databaseUrl ? {} : { borrowPglite }),
  });
  if (giveBackDatabase) app.addHook('onClose', giveBackDatabase);
  // Last added, first run: before the database closes, every booking must show what the
  // gateway kept of its charges, whatever the test did (a difference fails the test file).
  if (!options.skipLedgerCheck) app.addHook('onClose', () => assertLedgerBalanced(app));
  return app;
}

/** Throws, naming each booking, when what the gateway kept differs from what bookings show paid. */
export async function assertLedgerBalanced(app: FastifyInstance): Promise<void> {
  const { differences } = await checkLedger(app.database.db);
  if (differences.length > 0) {
    throw new Error(`the ledger does not balance: ${JSON.stringify(differences)}`);
  }
}

export function uniqueEmail(): string {
  return `traveller-${randomBytes(5).toString('hex')}@example.co.uk`;
}

export const validRegistration = (email = uniqueEmail()) => ({
  title: 'Ms' as const,
  full_name: 'Amelia Hart',
  email,
  telephone: '07700 900123',
  password: 'sunshine-2026',
  password_confirmation: 'sunshine-2026',
});

/**
 * Waits until the app's durable jobs have run: nothing in the outbox, nothing due or running
 * (what a booking's supplier booking and e-mail go through).
 */
export async function jobsSettled(app: FastifyInstance, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await app.jobs.relay();
    // The outbox first (its rows only leave it, for the job table), then the jobs due or running
    // in one statement. A job put back to run again (a staff Retry, or a retry whose delay has
    // passed) is due just as a new one is, though health() counts it as retrying.
    const health = await app.jobs.health();
    const { rows } = await app.database.executeSql(
      `select count(*)::int as busy from pgboss.job
       where not starts_with(name, '__pgboss__')
         and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))`,
    );
    const busy = (rows[0] as { busy: number }).busy;
    if (health.waiting === 0 && busy === 0) return;
    if (Date.now() > deadline) {
      throw new Error(
        `jobs still pending after ${String(timeoutMs)} ms: ${JSON.stringify({ ...health, busy })}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * One database for several apps, one after another or (PostgreSQL) at once, as server processes
 * that restart or run side by side share theirs: a PGlite folder, or a fresh PostgreSQL database
 * when DATABASE_URL is set. `dispose` removes it.
 */
export async function createSharedStorage(): Promise<{
  env: Record<string, string>;
  dispose: () => Promise<void>;
}> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `sunward_shared_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: url.toString() },
      dispose: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'sunward-shared-'));
  return {
    env: { DATA_DIR: dir },
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}
