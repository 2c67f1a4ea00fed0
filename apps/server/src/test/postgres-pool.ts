import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { migrationsFolder, openDatabase } from '../db/client';
import { makeResettable, RESET_DATABASE } from './database-reset';

/**
 * The test apps' PostgreSQL databases (CI's PostgreSQL run), one pool per test worker. A new one is
 * a copy of the migrated template (about 0.5 s, then the job queue creates its tables and queues);
 * a database given back is instead reset to the template's content (database-reset.ts) and lent to
 * the worker's next app, its job queue's tables and queues kept. Whatever connections the app left
 * open are ended first, as dropping the database did. A database whose reset fails is dropped.
 *
 * Each database is named after its worker's process: a later run drops those whose process has
 * ended (the last few of each worker are left on the server when it exits).
 */
export async function borrowDatabase(
  serverUrl: string,
): Promise<{ url: string; giveBack: () => Promise<void> }> {
  const name = idle.pop() ?? (await createDatabase(serverUrl));
  return {
    url: databaseUrl(serverUrl, name),
    giveBack: async () => {
      try {
        const client = new pg.Client({ connectionString: databaseUrl(serverUrl, name) });
        await client.connect();
        try {
          await client.query(
            `select pg_terminate_backend(pid) from pg_stat_activity
             where datname = current_database() and pid <> pg_backend_pid()`,
          );
          await client.query(RESET_DATABASE);
        } finally {
          await client.end();
        }
        if (idle.length < MAX_IDLE) {
          idle.push(name);
          return;
        }
      } catch {
        // Not lent again: dropped below.
      }
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** A test file holds at most a few apps at once; more idle databases would only hold disk. */
const MAX_IDLE = 2;
const idle: string[] = [];
const PREFIX = 'sunward_test_';

async function createDatabase(serverUrl: string): Promise<string> {
  const name = `${PREFIX}${String(process.pid)}_${randomBytes(4).toString('hex')}`;
  await adminQuery(
    serverUrl,
    `CREATE DATABASE ${name} TEMPLATE ${await migratedTemplate(serverUrl)}`,
  );
  return name;
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One statement on its own connection (creating and dropping databases). */
export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Whether the process that named a test database has ended (it cannot give it back any more). */
function ended(name: string): boolean {
  const pid = Number(/^sunward_test_(\d+)_[0-9a-f]+$/.exec(name)?.[1]);
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

let template: Promise<string> | undefined;

/** Test workers take turns making the template (a session advisory lock on this key). */
const TEMPLATE_LOCK_KEY = 7_305_118;

/**
 * A PostgreSQL database with every migration applied and made resettable, made once per set of
 * migrations and way of resetting (named by their digest) and kept on the server: each new test
 * database is a copy of it (about 0.5 s) instead of running the migrations (about 1.3 s). Other
 * templates are dropped when a new one is made, and so are test databases of ended processes. The
 * app still runs its migrations, finding them applied.
 */
function migratedTemplate(serverUrl: string): Promise<string> {
  template ??= (async () => {
    // Named by the migrations and by how the template is made resettable: a change to either
    // makes a new template.
    const digest = createHash('sha256').update(makeResettable.toString());
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
      const left = await admin.query<{ datname: string }>(
        "select datname from pg_database where datname like 'sunward\\_test\\_%'",
      );
      for (const { datname } of left.rows) {
        if (ended(datname)) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      }
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
        const database = await openDatabase({
          databaseUrl: databaseUrl(serverUrl, building),
          dataDir: '',
        });
        try {
          await database.migrate();
          await makeResettable((sql) => database.executeSql(sql));
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
