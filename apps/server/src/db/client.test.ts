import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery } from '../test/postgres-pool';
import { openDatabase, type DatabaseHandle } from './client';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The rows of a plain query, on either driver. */
async function rows(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<unknown[]> {
  // Both drivers answer { rows }; the shared Database type leaves the result unknown.
  const result = (await handle.db.execute(query)) as { rows: unknown[] };
  return result.rows;
}

// Opening a folder on disk takes seconds on a busy machine (a fresh one, many): one folder, made
// once, serves every test, and each test may take a minute.
describe('an embedded database folder', { timeout: 60_000 }, () => {
  let root = '';
  let dataDir = '';
  const open: DatabaseHandle[] = [];
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'sunward-lock-'));
    dataDir = path.join(root, 'data', 'pglite');
    await (await openDatabase({ databaseUrl: undefined, dataDir })).close();
  }, 120_000);
  afterEach(async () => {
    await Promise.all(open.splice(0).map((handle) => handle.close()));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const openHere = async (folder: string) => {
    const handle = await openDatabase({ databaseUrl: undefined, dataDir: folder });
    open.push(handle);
    return handle;
  };

  it('is refused while another handle has it open, and free again once that one closes', async () => {
    const first = await openHere(dataDir);
    await expect(openDatabase({ databaseUrl: undefined, dataDir })).rejects.toThrow(
      `The database folder ${dataDir} is in use by another Sunward process (pid ${String(process.pid)}). ` +
        'Stop it first, or set DATA_DIR to another folder.',
    );
    await first.close();
    const second = await openHere(dataDir);
    expect(await rows(second, sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });

  it('is refused while another process has it, and taken over once that process is killed', async () => {
    const clientModule = path.join(here, 'client.ts');
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const { openDatabase } = await import(${JSON.stringify(clientModule)});
         await openDatabase({ databaseUrl: undefined, dataDir: process.argv[1] });
         console.log('open');
         setInterval(() => {}, 60_000);`,
        dataDir,
      ],
      { cwd: path.resolve(here, '../..'), stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      const [chunk] = (await once(child.stdout, 'data')) as [Buffer];
      expect(chunk.toString()).toContain('open');
      await expect(openDatabase({ databaseUrl: undefined, dataDir })).rejects.toThrow(
        `in use by another Sunward process (pid ${String(child.pid)})`,
      );
    } finally {
      child.kill('SIGKILL');
      await once(child, 'exit');
    }
    // Killed, it could not remove its lock: the lock names a dead process and is taken over.
    expect(existsSync(`${dataDir}.lock`)).toBe(true);
    const handle = await openHere(dataDir);
    expect(await rows(handle, sql`select 1 as one`)).toEqual([{ one: 1 }]);
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toMatch(
      new RegExp(`^${String(process.pid)}\\b`),
    );
  });

  it.skipIf(!existsSync('/proc/self/stat'))(
    'takes over a lock whose pid now belongs to another process',
    async () => {
      // A leftover lock naming a live process (this one's parent) that started at another time.
      writeFileSync(`${dataDir}.lock`, `${String(process.ppid)} 1\n`);
      await openHere(dataDir);
      expect(readFileSync(`${dataDir}.lock`, 'utf8')).toMatch(
        new RegExp(`^${String(process.pid)}\\b`),
      );
    },
  );

  it('releases the lock on close, and needs none in memory', async () => {
    const handle = await openHere(dataDir);
    expect(existsSync(`${dataDir}.lock`)).toBe(true);
    await handle.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    const a = await openHere('memory://');
    const b = await openHere('memory://');
    await Promise.all([a.migrate(), b.migrate()]);
  });
});

describe('an embedded database on the event loop', () => {
  it('lets waiting callbacks run between the statements of a chain', async () => {
    const handle = await openDatabase({ databaseUrl: undefined, dataDir: 'memory://' });
    try {
      // A request's callback, queued while a background chain of statements runs.
      let answeredAfter: number | null = null;
      let done = 0;
      setImmediate(() => (answeredAfter = done));
      for (; done < 20; done++) await handle.db.execute(sql`select 1`);
      expect(answeredAfter).not.toBeNull();
      expect(answeredAfter).toBeLessThan(2);
    } finally {
      await handle.close();
    }
  });
});

/** The PostgreSQL the suite may use: DATABASE_URL, or the local one CI machines have. */
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function answers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port || 5432), hostname);
  try {
    await once(socket, 'connect');
    return true;
  } catch {
    return false;
  } finally {
    socket.destroy();
  }
}

function admin(statement: string): Promise<void> {
  return adminQuery(serverUrl, statement);
}

const migrationCount = (
  JSON.parse(readFileSync(path.join(here, 'migrations', 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

describe.skipIf(!(await answers(serverUrl)))('migrations on PostgreSQL', () => {
  it('run once when several processes start together on a fresh database', async () => {
    for (let round = 0; round < 3; round++) {
      const name = `sunward_migrate_${randomBytes(6).toString('hex')}`;
      await admin(`CREATE DATABASE ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const handles: DatabaseHandle[] = [];
      try {
        for (let i = 0; i < 4; i++) {
          handles.push(await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused' }));
        }
        const results = await Promise.allSettled(handles.map((handle) => handle.migrate()));
        expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual([
          'ok',
          'ok',
          'ok',
          'ok',
        ]);
        const [first] = handles as [DatabaseHandle];
        expect(
          await rows(first, sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
        ).toEqual([{ n: migrationCount }]);
        expect(
          await rows(
            first,
            sql`select count(*)::int as n from pg_tables where schemaname = 'public' and tablename = 'mail_outbox'`,
          ),
        ).toEqual([{ n: 1 }]);
      } finally {
        await Promise.all(handles.map((handle) => handle.close()));
        await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    }
  });
});
