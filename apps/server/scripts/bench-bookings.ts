import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { StaffBookingSearchQuery } from '@sunward/contracts/staff';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { createBookingsRepository } from '../src/modules/bookings/repository';

/**
 * `npm run bench:bookings` (DATABASE_URL: a PostgreSQL server it may create a database on): the
 * back office's booking search at 100,000 bookings. It makes a database of its own, applies the
 * migrations, writes BOOKINGS bookings (default 100,000) with varied surnames, contacts, hotels,
 * destinations, dates and statuses, then runs each common search RUNS times (default 200) with
 * varied values through the bookings repository and prints p50 and p95. The database is dropped.
 */
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error(
    'DATABASE_URL (a PostgreSQL server) is needed, e.g. postgres://postgres@127.0.0.1:5432/postgres',
  );
  process.exit(2);
}
const count = Number(process.env.BOOKINGS ?? 100_000);
const runs = Number(process.env.RUNS ?? 200);

const name = `sunward_bench_bookings_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;

const SURNAMES = [
  'Hart',
  'Patel',
  'Okafor',
  'Smith',
  'Jones',
  'Williams',
  'Brown',
  'Taylor',
  'Davies',
  'Evans',
  'Wilson',
  'Thomas',
  'Roberts',
  'Johnson',
  'Lewis',
  'Walker',
  'Robinson',
  'Wood',
  'Thompson',
  'White',
  'Khan',
  'Singh',
  'Murphy',
  "O'Neill",
  'Kowalski',
  'Nowak',
  'Garcia',
  'Rossi',
  'Müller',
  'Nguyen',
];
const DESTINATIONS = [
  'Majorca',
  'Tenerife',
  'Lanzarote',
  'Crete',
  'Rhodes',
  'Corfu',
  'Algarve',
  'Madeira',
  'Antalya',
  'Dalaman',
  'Malta',
  'Cyprus',
  'Ibiza',
  'Menorca',
  'Costa del Sol',
  'Costa Blanca',
  'Gran Canaria',
  'Fuerteventura',
  'Sharm el Sheikh',
  'Hurghada',
];

const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
try {
  await database.migrate();
  const started = performance.now();
  await database.executeSql(
    `insert into payments (itinerary_uuid, idempotency_key, request_hash, transaction_unique, order_ref, amount_pence, plan_id, state)
     values (gen_random_uuid(), 'bench', 'bench', 'bench', 'bench', 100000, 'full', 'booked')`,
  );
  // Each booking: one of 30 surnames with one of 20 numbers (a surname matches 1 in 600),
  // an e-mail and a telephone of its own, one of 400 hotels in 20 destinations, a departure over
  // two years, 1 in 20 cancelled and 1 in 50 awaiting the airline.
  await database.executeSql(
    `insert into bookings (reference, itinerary_uuid, payment_id, access_key_hash, type, status, total_pence, plan_id, details, departure_date, lead_surname_key, cancellation_policy, created_at)
     select 'SB' || lpad(i::text, 6, '0'), gen_random_uuid(), (select id from payments limit 1), 'x',
            case when i % 4 = 0 then 'hotelonly' else 'package' end,
            case when i % 20 = 0 then 'cancelled' when i % 50 = 1 then 'awaiting_airline' else 'confirmed' end,
            50000 + (i * 37) % 400000, 'full',
            jsonb_build_object(
              'leadPassenger', 'Mr Sam ' || ($1::text[])[1 + i % 30] || ((i / 30) % 20)::text,
              'email', 'traveller' || i || '@example.co.uk',
              'contact', jsonb_build_object('phone', '07700 ' || lpad((i % 1000000)::text, 6, '0')),
              'hotel', jsonb_build_object('name', 'Hotel ' || ($2::text[])[1 + i % 20] || ' ' || (i % 400)::text, 'destinationName', ($2::text[])[1 + i % 20])
            ),
            date '2026-01-01' + (i % 730),
            lower(regexp_replace(($1::text[])[1 + i % 30], '[^A-Za-z]', '', 'g')) || ((i / 30) % 20)::text,
            '{}'::jsonb, now() - make_interval(mins => i)
     from generate_series(1, $3::int) as i`,
    [SURNAMES, DESTINATIONS, count],
  );
  await database.executeSql('analyze bookings');
  console.log(
    `${String(count)} bookings written in ${(performance.now() - started).toFixed(0)} ms`,
  );

  const repo = createBookingsRepository(database.db);
  const pick = <T>(list: readonly T[], i: number): T => list[i % list.length];
  const day = (offset: number) =>
    new Date(Date.UTC(2026, 0, 1 + offset)).toISOString().slice(0, 10);
  const searches: { label: string; query: (i: number) => StaffBookingSearchQuery }[] = [
    {
      label: 'reference',
      query: (i) => ({ reference: `SB${String(1 + ((i * 7919) % count)).padStart(6, '0')}` }),
    },
    {
      label: 'lead surname',
      query: (i) => ({ surname: `${pick(SURNAMES, i)}${String(Math.floor(i / 30) % 20)}` }),
    },
    {
      label: 'e-mail',
      query: (i) => ({ email: `traveller${String(1 + ((i * 104729) % count))}@example.co.uk` }),
    },
    {
      label: 'telephone',
      query: (i) => ({ phone: `07700${String(1 + ((i * 7) % count)).padStart(6, '0')}` }),
    },
    {
      label: 'departures in one week',
      query: (i) => ({ departureFrom: day(i % 700), departureTo: day((i % 700) + 6) }),
    },
    {
      label: 'cancelled, departing in a month',
      query: (i) => ({
        status: 'cancelled',
        departureFrom: day(i % 700),
        departureTo: day((i % 700) + 30),
      }),
    },
    {
      label: 'hotel name starts with',
      query: (i) => ({ hotel: `Hotel ${pick(DESTINATIONS, i)} ${String(i % 400).slice(0, 2)}` }),
    },
    {
      label: 'destination, departing in a week',
      query: (i) => ({
        destination: pick(DESTINATIONS, i).slice(0, 5),
        departureFrom: day(i % 700),
        departureTo: day((i % 700) + 6),
      }),
    },
    { label: 'all bookings, newest first, page 1', query: () => ({ sort: '-booked' }) },
  ];
  const rows: string[] = [];
  for (const { label, query } of searches) {
    const times: number[] = [];
    let found = 0;
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      const result = await repo.searchForStaff(query(i), { offset: 0, limit: 25 });
      times.push(performance.now() - t);
      found += result.total;
    }
    times.sort((a, b) => a - b);
    const at = (q: number) =>
      (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(1);
    rows.push(`| ${label} | ${(found / runs).toFixed(0)} | ${at(0.5)} ms | ${at(0.95)} ms |`);
  }
  console.log(
    `\n| search (${String(count)} bookings, ${String(runs)} runs each) | matches (mean) | p50 | p95 |`,
  );
  console.log('| --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
} finally {
  await database.close();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
