import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { checkLedger } from '../src/sandboxes/gateway/ledger';

/**
 * `npm run check:ledger`: for every booking in the configured database (DATABASE_URL, or the
 * PGlite folder of DATA_DIR while no server holds it), what the sandbox gateway kept against what
 * the booking shows paid less what it shows refunded. Prints each difference; exits 1 when there
 * is one.
 */
const config = loadConfig(process.env);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const report = await checkLedger(database.db);
  console.log(
    `ledger: ${String(report.bookings)} bookings, ${String(report.keptCharges)} charges kept at the gateway, ${String(report.pending.length)} charges or refunds still being settled`,
  );
  for (const d of report.differences) {
    const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;
    console.log(
      `DIFFERENCE ${d.reference ?? '(no booking)'}: gateway kept ${pounds(d.keptPence)}, booking shows ${pounds(d.paidPence)} paid and ${pounds(d.refundedPence)} refunded; charges ${d.xrefs.join(', ')}`,
    );
  }
  if (report.differences.length > 0) process.exitCode = 1;
  else console.log('ledger: every booking shows what the gateway kept');
} finally {
  await database.close();
}
