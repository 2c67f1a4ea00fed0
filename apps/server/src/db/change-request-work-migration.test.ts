import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The migration that gives change requests the desk's statuses, run on a database holding
 * requests made before it (the migrations up to it applied as drizzle applies them, one
 * statement at a time).
 */
const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
let db: PGlite;

async function apply(file: string): Promise<void> {
  const text = await readFile(path.join(folder, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim() !== '') await db.exec(statement);
  }
}

async function request(status: string, createdAt: string): Promise<void> {
  await db.query(
    `insert into change_requests (booking_id, idempotency_key, type, urgency, description, contact_method, contact_email, status, created_at)
     select id, $1, 'room', 'medium', 'A sea view', 'email', 'amelia@example.co.uk', $1, $2 from bookings`,
    [status, createdAt],
  );
}

beforeAll(async () => {
  db = await PGlite.create();
  const files = (await readdir(folder)).filter((f) => f.endsWith('.sql')).sort();
  for (const file of files.filter((f) => f < '0021')) await apply(file);
  const payment = await db.query<{ id: string }>(
    `insert into payments (itinerary_uuid, idempotency_key, request_hash, transaction_unique, order_ref, amount_pence, plan_id, state, xref)
     values (gen_random_uuid(), 'k', 'h', 'k', 'k', 100, 'p', 'approved', 'x') returning id`,
  );
  await db.query(
    `insert into bookings (reference, itinerary_uuid, payment_id, access_key_hash, type, status, total_pence, plan_id, details, departure_date, cancellation_policy)
     values ('AA000001', gen_random_uuid(), $1, 'k', 'package', 'confirmed', 100, 'p', '{}', '2027-07-18', '{}')`,
    [payment.rows[0]?.id],
  );
  await request('pending', '2026-11-01T09:00:00Z');
  await request('approved', '2026-11-02T09:00:00Z');
  await request('rejected', '2026-11-03T09:00:00Z');
  await request('completed', '2026-11-04T09:00:00Z');
  await apply(files.find((f) => f.startsWith('0021')) ?? '');
}, 60_000);
afterAll(() => db.close());

describe('the change-request desk migration', () => {
  it('completes what was approved, declines what was rejected, and keeps the rest', async () => {
    const { rows } = await db.query(
      `select idempotency_key as was, status, assigned_staff_id as assigned, decline_reason as reason,
         updated_at = created_at as "untouched"
       from change_requests order by created_at`,
    );
    expect(rows).toEqual([
      { was: 'pending', status: 'pending', assigned: null, reason: null, untouched: true },
      { was: 'approved', status: 'completed', assigned: null, reason: null, untouched: true },
      { was: 'rejected', status: 'declined', assigned: null, reason: null, untouched: true },
      { was: 'completed', status: 'completed', assigned: null, reason: null, untouched: true },
    ]);
  });

  it('refuses any other status from now on', async () => {
    await expect(
      db.query(`update change_requests set status = 'approved' where idempotency_key = 'pending'`),
    ).rejects.toThrow(/change_requests_status_check/);
  });
});
