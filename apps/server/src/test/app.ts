import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { migrationsFolder, openDatabase } from '../db/client';
import { checkLedger } from '../sandboxes/gateway/ledger';
import { borrowPglite } from './pglite-pool';

/**
 * An app on a database of its own: in-memory PGlite by default, or, when DATABASE_URL is set (CI's
 * PostgreSQL run), a freshly created database that is dropped on close. REDIS_URL is passed through
 * with a unique key prefix, so parallel test files never share rate-limit counters.
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
  let dropDatabase: (() => Promise<void>) | undefined;
  if (serverUrl) {
    const name = `sunward_test_${suffix}`;
    await adminQuery(
      serverUrl,
      `CREATE DATABASE ${name} TEMPLATE ${await migratedTemplate(serverUrl)}`,
    );
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    base.DATABASE_URL = url.toString();
    dropDatabase = async () => {
      // This hook runs before the app's own (last added, first run): the job queue stops before
      // the pool it uses closes.
      await app.jobs.stop();
      await app.database.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    };
  }
  if (process.env.REDIS_URL) base.REDIS_URL = process.env.REDIS_URL;
  const config: AppConfig = loadConfig({ ...base, ...env });
  const app = await buildApp(config, {
    ...options,
    ...(config.databaseUrl ? {} : { borrowPglite }),
  });
  if (dropDatabase) app.addHook('onClose', dropDatabase);
  // Last added, first run: before the database closes, every booking must show what the
  // gateway kept of its charges, whatever the test did (a difference fails the test file).
  if (!options.skipLedgerCheck) app.addHook('onClose', () => assertLedgerBalanced(app));
  return app;
}

let template: Promise<string> | undefined;

/** Test workers take turns making the template (a session advisory lock on this key). */
const TEMPLATE_LOCK_KEY = 7_305_118;

/**
 * A PostgreSQL database with every migration applied, made once per set of migrations (named by
 * their digest) and kept on the server: each test app's database is created as a copy of it
 * (about 0.5 s) instead of running the migrations (about 1.3 s). Templates of other migrations
 * are dropped when a new one is made. The app still runs its migrations, finding them applied.
 */
function migratedTemplate(serverUrl: string): Promise<string> {
  template ??= (async () => {
    const digest = createHash('sha256');
    for (const file of (await readdir(migrationsFolder, { recursive: true })).sort()) {
      if (file.endsWith('.sql') || file.endsWith('_journal.json')) {
        digest.update(file).update(await readFile(path.join(migrationsFolder, file)));
      }
    }
    const name = `sunward_template_${digest.digest('hex').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount === 0) {
        const stale = await admin.query<{ datname: string }>(
          "select datname from pg_database where datname like 'sunward\\_template\\_%'",
        );
        for (const { datname } of stale.rows) {
          await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
        }
        const building = `${name}_${randomBytes(4).toString('hex')}`;
        await admin.query(`CREATE DATABASE ${building}`);
        const url = new URL(serverUrl);
        url.pathname = `/${building}`;
        const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
        try {
          await database.migrate();
        } finally {
          await database.close();
        }
        // Renamed once whole: a run stopped halfway leaves no template that looks made.
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      }
      return name;
    } finally {
      await admin.end();
    }
  })();
  return template;
}

/** Throws, naming each booking, when what the gateway kept differs from what bookings show paid. */
export async function assertLedgerBalanced(app: FastifyInstance): Promise<void> {
  const { differences } = await checkLedger(app.database.db);
  if (differences.length > 0) {
    throw new Error(`the ledger does not balance: ${JSON.stringify(differences)}`);
  }
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
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
    const health = await app.jobs.health();
    if (health.waiting === 0 && health.running === 0) return;
    if (Date.now() > deadline) {
      throw new Error(
        `jobs still pending after ${String(timeoutMs)} ms: ${JSON.stringify(health)}`,
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
