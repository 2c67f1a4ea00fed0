import { openDatabase } from '../src/db/client';
import { generateCatalogue } from '../src/sandboxes/supplier/catalogue';
import { createSandboxChangeStore } from '../src/sandboxes/supplier/change-store';
import { SandboxSupplier } from '../src/sandboxes/supplier/sandbox-supplier';

/**
 * The sandbox supplier's market in a process of its own, as a real supplier's rate and fare
 * changes are made on its own systems, not on the retailer's servers. It appends the market's
 * changes to the sandbox's change log in the given PostgreSQL database (the tables a server on
 * that database migrated), where every server's change feed reads them; those servers run with
 * SUPPLIER_CHANGES_PER_SECOND=0 so the market is moved here only. The live-prices benchmark
 * (bench-live.ts) spawns it; it runs until SIGTERM or SIGINT.
 *
 *   tsx scripts/supplier-market.ts --database-url postgres://… --per-second 1000 \
 *     --hotels 50000 --seed 20260601
 */

function option(name: string): string {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? process.argv[at + 1] : undefined;
  if (value === undefined) throw new Error(`supplier-market: --${name} is required`);
  return value;
}

/** How often the market is moved to now: each move appends what fell due since the last. */
const STEP_MS = 50;

const databaseUrl = option('database-url');
const perSecond = Number(option('per-second'));
const hotelCount = Number(option('hotels'));
const seed = Number(option('seed'));

const db = await openDatabase({ databaseUrl, dataDir: '' });
const supplier = new SandboxSupplier(generateCatalogue({ seed, hotelCount }), {
  changes: createSandboxChangeStore(db.db),
  changesPerSecond: perSecond,
});

const stopped = new AbortController();
process.once('SIGTERM', () => stopped.abort());
process.once('SIGINT', () => stopped.abort());

// The parent reads this line as the sign that the market is moving.
console.log('market moving');
while (!stopped.signal.aborted) {
  const started = Date.now();
  await supplier.advanceMarket();
  await new Promise((resolve) =>
    setTimeout(resolve, Math.max(0, STEP_MS - (Date.now() - started))),
  );
}
await db.close();
