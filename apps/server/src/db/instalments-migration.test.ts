import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The migration that turns each booking's JSON schedule and running total into instalment and
 * payment rows, run on a database holding bookings made before it (the migrations up to it
 * applied as drizzle applies them, one statement at a time).
 */
const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
let db: PGlite;

async function apply(file: string): Promise<void> {
  const text = await readFile(path.join(folder, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim() !== '') await db.exec(statement);
  }
}

async function booking(reference: string, total: number, paid: number, schedule: object[]) {
  const payment = await db.query<{ id: string }>(
    `insert into payments (itinerary_uuid, idempotency_key, request_hash, transaction_unique, order_ref, amount_pence, plan_id, state, xref)
     values (gen_random_uuid(), $1, 'h', $1, $1, $2, 'p', 'approved', $3) returning id`,
    [`key-${reference}`, paid, `xref-${reference}`],
  );
  await db.query(
    `insert into bookings (reference, itinerary_uuid, payment_id, access_key_hash, type, status, total_pence, paid_pence, plan_id, schedule, details, departure_date, cancellation_policy)
     values ($1, gen_random_uuid(), $2, 'k', 'package', 'confirmed', $3, $4, 'p', $5, $6, '2027-07-18', '{}')`,
    [
      reference,
      payment.rows[0]?.id,
      total,
      paid,
      JSON.stringify(schedule),
      JSON.stringify({ passengers: [{ last_name: 'Hart' }] }),
    ],
  );
}

beforeAll(async () => {
  db = await PGlite.create();
  const files = (await readdir(folder)).filter((f) => f.endsWith('.sql')).sort();
  for (const file of files.filter((f) => f < '0010')) await apply(file);
  await booking('AA000001', 60_000, 10_000, [
    { date: '2026-11-01', amountPence: 10_000, status: 'paid' },
    { date: '2026-12-01', amountPence: 25_000, status: 'due' },
    { date: '2027-01-01', amountPence: 25_000, status: 'due' },
  ]);
  await booking('AA000002', 80_000, 80_000, [
    { date: '2026-11-01', amountPence: 80_000, status: 'paid' },
  ]);
  await apply(files.find((f) => f.startsWith('0010')) ?? '');
}, 60_000);
afterAll(() => db.close());

const rows = async (sql: string, reference: string) =>
  (await db.query<Record<string, unknown>>(`${sql} where b.reference = $1 order by 1`, [reference]))
    .rows;

describe('moving schedules into instalment and payment rows', () => {
  it('makes an instalment of each schedule entry, named Deposit then Payment n', async () => {
    expect(
      await rows(
        'select i.sequence, i.description, i.due_date::text as due, i.amount_pence as amount from booking_instalments i join bookings b on b.id = i.booking_id',
        'AA000001',
      ),
    ).toEqual([
      { sequence: 1, description: 'Deposit', due: '2026-11-01', amount: 10_000 },
      { sequence: 2, description: 'Payment 1', due: '2026-12-01', amount: 25_000 },
      { sequence: 3, description: 'Payment 2', due: '2027-01-01', amount: 25_000 },
    ]);
    expect(
      await rows(
        'select i.description from booking_instalments i join bookings b on b.id = i.booking_id',
        'AA000002',
      ),
    ).toEqual([{ description: 'Payment 1' }]);
  });

  it('records what was paid as one card payment with its gateway transaction, allocated oldest first', async () => {
    expect(
      await rows(
        'select p.amount_pence as amount, p.method, p.gateway_xref as xref from booking_payments p join bookings b on b.id = p.booking_id',
        'AA000001',
      ),
    ).toEqual([{ amount: 10_000, method: 'card', xref: 'xref-AA000001' }]);
    expect(
      await rows(
        'select i.sequence, a.amount_pence as amount from booking_payment_allocations a join booking_instalments i on i.id = a.instalment_id join bookings b on b.id = i.booking_id',
        'AA000001',
      ),
    ).toEqual([{ sequence: 1, amount: 10_000 }]);
  });

  it('no longer keeps the running total or the JSON schedule on the booking', async () => {
    const columns = await db.query<{ column_name: string }>(
      "select column_name from information_schema.columns where table_name = 'bookings'",
    );
    const names = columns.rows.map((c) => c.column_name);
    expect(names).not.toContain('paid_pence');
    expect(names).not.toContain('schedule');
  });
});
