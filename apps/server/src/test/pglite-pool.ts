import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { BorrowedPglite } from '../db/client';
import { migrationsFolder } from '../db/client';

/**
 * The test apps' in-memory databases, one pool per test worker. A new PGlite loaded from an image
 * of the migrated database costs about 0.8 s (its files are unpacked into the WebAssembly file
 * system, then PostgreSQL starts); a database given back is instead reset to that image's content
 * (about 0.1 s) and lent to the worker's next app. The job queue's tables and queues, created by the
 * first app, stay (its jobs and schedules do not), so the next app's queue also starts sooner.
 *
 * An app sees its database as closed once it has given it back: a statement it sends later fails
 * as on a closed PGlite, instead of reaching the next app's data. A database whose reset fails is
 * closed, never lent again.
 */
export async function borrowPglite(): Promise<BorrowedPglite> {
  const { image, restore } = await migratedImage();
  const client = idle.pop() ?? (await PGlite.create({ dataDir: 'memory://', loadDataDir: image }));
  const listening = new Set<() => Promise<void>>();
  let givenBack = false;
  const closed = () => Promise.reject(new Error('PGlite is closed'));
  const lent = new Proxy(client, {
    get(target, property) {
      if (property === 'closed') return givenBack || target.closed;
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (givenBack) return closed();
        const result: unknown = Reflect.apply(value, target, args);
        if (property === 'listen') {
          // The app's listeners leave with it, even those it did not stop itself.
          return (result as Promise<() => Promise<void>>).then((stop) => {
            listening.add(stop);
            return () => {
              listening.delete(stop);
              return givenBack ? Promise.resolve() : stop();
            };
          });
        }
        return result;
      };
    },
  });
  return {
    client: lent,
    giveBack: async () => {
      givenBack = true;
      try {
        for (const stop of listening) await stop();
        await resetTo(client, restore);
        if (idle.length < MAX_IDLE) idle.push(client);
        else await client.close();
      } catch {
        await client.close().catch(() => undefined);
      }
    },
  };
}

/** A test file holds at most a few apps at once; more idle databases would only hold memory. */
const MAX_IDLE = 2;
const idle: PGlite[] = [];

/** The image's reference rows (written by migrations) are kept in this schema of the image. */
const KEPT = 'test_image';

interface Image {
  image: Blob;
  /** Statements that put back the image's reference rows and sequence positions. */
  restore: string;
}

let made: Promise<Image> | undefined;

function migratedImage(): Promise<Image> {
  made ??= (async () => {
    const client = await PGlite.create('memory://');
    try {
      await migrate(drizzle(client), { migrationsFolder });
      const tables = await client.query<{ name: string }>(
        "select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by 1",
      );
      const restore: string[] = [];
      await client.exec(`create schema ${KEPT}`);
      for (const { name } of tables.rows) {
        const rows = await client.query<{ n: number }>(`select count(*)::int as n from ${name}`);
        if ((rows.rows[0]?.n ?? 0) === 0) continue;
        await client.exec(`create table ${KEPT}.${name} as table public.${name}`);
        restore.push(`insert into public.${name} overriding system value table ${KEPT}.${name};`);
      }
      const sequences = await client.query<{ name: string; last: string | null }>(
        `select format('%I.%I', schemaname, sequencename) as name, last_value::text as last
         from pg_sequences where schemaname = 'public'`,
      );
      for (const { name, last } of sequences.rows) {
        restore.push(
          last === null
            ? `alter sequence ${name} restart;`
            : `select setval('${name}', ${last}, true);`,
        );
      }
      return { image: await client.dumpDataDir('none'), restore: restore.join('\n') };
    } finally {
      await client.close();
    }
  })();
  return made;
}

/**
 * Back to the image: every table of the product emptied, then the rows migrations wrote put back;
 * the job queue's jobs, archive and schedules emptied, its queues kept. Triggers are off meanwhile
 * (the staff audit refuses to be emptied). What a session may hold on (listens, advisory locks) is
 * let go.
 */
async function resetTo(client: PGlite, restore: string): Promise<void> {
  const tables = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
     where schemaname = 'public'
        or (schemaname = 'pgboss' and tablename not in ('version', 'queue'))`,
  );
  await client.exec(`
    set session_replication_role = replica;
    truncate ${tables.rows.map((t) => t.name).join(', ')} restart identity cascade;
    ${restore}
    do $$ begin
      if to_regclass('pgboss.version') is not null then
        update pgboss.version set maintained_on = null, cron_on = null;
      end if;
    end $$;
    reset session_replication_role;
  `);
  await client.exec('unlisten *; select pg_advisory_unlock_all();');
}
