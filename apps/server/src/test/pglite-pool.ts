import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { BorrowedPglite } from '../db/client';
import { migrationsFolder } from '../db/client';
import { makeResettable, RESET_DATABASE } from './database-reset';

/**
 * The test apps' in-memory databases, one pool per test worker. A new PGlite loaded from an image
 * of the migrated database costs about 0.8 s (its files are unpacked into the WebAssembly file
 * system, then PostgreSQL starts); a database given back is instead reset to that image's content
 * (database-reset.ts, about 0.1 s) and lent to the worker's next app. The job queue's tables and
 * queues, created by the first app, stay, so the next app's queue also starts sooner.
 *
 * An app sees its database as closed once it has given it back: a statement it sends later fails
 * as on a closed PGlite, instead of reaching the next app's data. A database whose reset fails is
 * closed, never lent again.
 */
export async function borrowPglite(): Promise<BorrowedPglite> {
  const client =
    idle.pop() ??
    (await PGlite.create({ dataDir: 'memory://', loadDataDir: await migratedImage() }));
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
        await resetTo(client);
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

let made: Promise<Blob> | undefined;

/** The migrated database, made resettable, once per test worker. */
function migratedImage(): Promise<Blob> {
  made ??= (async () => {
    const client = await PGlite.create('memory://');
    try {
      await migrate(drizzle(client), { migrationsFolder });
      await makeResettable((sql) => client.query(sql));
      return await client.dumpDataDir('none');
    } finally {
      await client.close();
    }
  })();
  return made;
}

/** Back to the image, letting go of what a session may hold (listens, advisory locks). */
async function resetTo(client: PGlite): Promise<void> {
  await client.query(RESET_DATABASE);
  await client.exec('unlisten *; select pg_advisory_unlock_all();');
}
