import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARDS, browserInfo, formOf, stepsToPay } from './test/payments';
import { createSharedStorage } from './test/app';
import { addDays } from './lib/dates';
import { freePort } from './test/ports';

/**
 * Two real server processes on one PostgreSQL database (and Redis, when REDIS_URL is set), as
 * they run behind a load balancer: one customer goes from search to a booking with every request
 * alternating between them. Runs where PostgreSQL is configured (CI's PostgreSQL pass).
 */
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Server {
  port: number;
  child: ChildProcess;
  output: string[];
}

async function startServer(port: number, env: Record<string, string>): Promise<Server> {
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr.on('data', (d: Buffer) => output.push(d.toString()));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output.join('')}`);
    const ok = await fetch(`http://127.0.0.1:${String(port)}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return { port, child, output };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not start: ${output.join('')}`);
}

interface Answer {
  status: number;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names what it reads
  json: <T = Record<string, unknown>>() => T;
}

async function call(
  server: Server,
  method: 'GET' | 'POST',
  url: string,
  body?: object | URLSearchParams,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const form = body instanceof URLSearchParams;
  const res = await fetch(`http://127.0.0.1:${String(server.port)}${url}`, {
    method,
    headers: {
      ...(body === undefined
        ? {}
        : { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: form ? body.toString() : JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, text, json: () => JSON.parse(text) as never };
}

describe.runIf(databaseUrl)('two server processes on one PostgreSQL database', () => {
  let a: Server | undefined;
  let b: Server | undefined;
  let dispose: (() => Promise<void>) | undefined;
  let storageUrl: string;

  beforeAll(async () => {
    const storage = await createSharedStorage();
    dispose = storage.dispose;
    storageUrl = storage.env.DATABASE_URL;
    const [portA, portB] = [await freePort(), await freePort()];
    const env = {
      ...storage.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      CATALOGUE_HOTELS: '600',
      CATALOGUE_DAYS: '200',
      LOGIN_RATE_LIMIT_MAX: '4',
      // Both answer at the load balancer's address: the gateway's pages and the 3-D Secure
      // return name it, whichever process is asked.
      PUBLIC_URL: `http://127.0.0.1:${String(portA)}`,
      ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_PREFIX: `sunward-scale-${String(portA)}:` } : {}),
    };
    // Both start at once on a fresh database: migrations and the job queue's schema must not race.
    [a, b] = await Promise.all([startServer(portA, env), startServer(portB, env)]);
  }, 120_000);

  afterAll(async () => {
    for (const server of [a, b]) {
      if (server && server.child.exitCode === null) {
        server.child.kill('SIGTERM');
        await once(server.child, 'exit');
      }
    }
    await dispose?.();
  }, 60_000);

  it(
    'takes one customer from search to booking with every request alternating between them',
    { timeout: 120_000 },
    async () => {
      if (!a || !b) throw new Error('the servers did not start');
      const servers: Server[] = [a, b];
      let turn = 0;
      /** The next process in turn, as a round-robin load balancer picks it. */
      const next = (): Server => servers[turn++ % 2] ?? servers[0];

      const destinations = await call(next(), 'GET', '/api/config/destinations');
      const countries = destinations.json<{
        countries: { regions: { id: number; hotels: number }[] }[];
        departureAirports: { airports: { code: string }[] }[];
      }>();
      const regions = countries.countries
        .flatMap((c) => c.regions)
        .sort((x, y) => y.hotels - x.hotels)
        .map((r) => r.id);
      const airports = countries.departureAirports.flatMap((g) => g.airports.map((x) => x.code));
      const today = new Date().toISOString().slice(0, 10);

      let chosen:
        | { uuid: string; hotel: Record<string, unknown> & { ivector_property_id: number } }
        | undefined;
      for (const region of regions.slice(0, 12)) {
        const res = await call(next(), 'POST', '/api/itinerary/search', {
          type: 'package',
          start_date: addDays(today, 150),
          nights: 7,
          flexible_departure: false,
          departure_airports: airports,
          destination_regions: [region],
          rooms: [{ adults: 2, children: 0, infants: 0, child_ages: [] }],
        });
        expect(res.status, res.text).toBe(200);
        const it = res.json<{
          itinerary: {
            uuid: string;
            hotels: (Record<string, unknown> & {
              ivector_property_id: number;
              package: { flightId: string | null };
            })[];
            flights: { itineraryId: string; outbound: { airline: string } }[];
          } | null;
        }>().itinerary;
        const hotel = it?.hotels.find(
          (h) =>
            it.flights.find((f) => f.itineraryId === h.package.flightId)?.outbound.airline !==
            'Ryanair',
        );
        if (it && hotel) {
          chosen = { uuid: it.uuid, hotel };
          break;
        }
      }
      if (!chosen) throw new Error('no package found');
      const hotel = chosen.hotel as {
        ivector_property_id: number;
        bookingToken: string;
        rooms: { RoomBookingToken: string }[];
        package: { flightId: string };
      };

      // The search was answered by one process; the other holds it.
      const held = await call(
        next(),
        'POST',
        '/api/itinerary/prebook',
        {
          uuid: chosen.uuid,
          property_id: hotel.ivector_property_id,
          ivector_property_id: hotel.ivector_property_id,
          hotel_booking_code: hotel.bookingToken,
          rooms: hotel.rooms.map((r) => ({ RoomBookingToken: r.RoomBookingToken })),
          flight_itinerary: hotel.package.flightId,
        },
        { 'idempotency-key': `prebook-${chosen.uuid}` },
      );
      expect(held.status, held.text).toBe(200);
      const prebook = held.json<{ uuid: string; prebook_id: string }>();
      const key = { 'x-checkout-key': prebook.prebook_id };
      const uuid = prebook.uuid;
      const step = async (url: string, body: object) => {
        const res = await call(next(), 'POST', `/api${url}`, body, key);
        expect(res.status, `${url}: ${res.text}`).toBe(200);
      };
      for (const { url, body } of stepsToPay(uuid)) await step(url, body);

      // The card goes to the gateway's hosted fields; the SALE is sent by the other process, the
      // bank's challenge is answered on the first, and the return lands on either.
      const tokenised = await call(next(), 'POST', '/gateway/hosted/tokens', {
        cardNumber: CARDS.challenge,
        cardExpiryDate: '12/30',
        cardCVV: '123',
      });
      expect(tokenised.status, tokenised.text).toBe(200);
      const submit = await call(
        next(),
        'POST',
        '/api/payment/submit',
        { itineraryUuid: uuid, paymentToken: tokenised.json().paymentToken, browserInfo },
        { ...key, 'idempotency-key': `pay-${uuid}` },
      );
      expect(submit.status, submit.text).toBe(200);
      const challenge = submit.json<{
        requiresAction: boolean;
        redirectUrl: string;
        redirectData: Record<string, string>;
      }>();
      expect(challenge.requiresAction).toBe(true);
      const page = await call(
        next(),
        'POST',
        new URL(challenge.redirectUrl).pathname,
        new URLSearchParams(challenge.redirectData),
      );
      expect(page.status, page.text).toBe(200);
      const form = formOf(page.text);
      const decided = await call(
        next(),
        'POST',
        new URL(form.action, 'http://x').pathname,
        new URLSearchParams({ ...form.fields, decision: 'approve' }),
      );
      expect(decided.status, decided.text).toBe(200);
      const back = formOf(decided.text);
      const landed = await call(
        next(),
        'POST',
        new URL(back.action).pathname,
        new URLSearchParams(back.fields),
      );
      expect(landed.status, landed.text).toBe(200);
      const nextUrl = (/id="next" href="([^"]+)"/.exec(landed.text)?.[1] ?? '').replace(
        /&amp;/g,
        '&',
      );
      const reference = new URL(nextUrl, 'http://x').searchParams.get('bookingReference') ?? '';
      expect(reference).toMatch(/^[A-Z]{2}\d{6}$/);

      // The same Idempotency-Key, on either process, answers the booking: never a second charge.
      const replay = await call(
        next(),
        'POST',
        '/api/payment/submit',
        { itineraryUuid: uuid, paymentToken: tokenised.json().paymentToken, browserInfo },
        { ...key, 'idempotency-key': `pay-${uuid}` },
      );
      expect(replay.json()).toMatchObject({ requiresAction: false, bookingReference: reference });

      const booking = await call(next(), 'GET', `/api/bookings/${reference}`, undefined, {
        'x-booking-key': prebook.prebook_id,
      });
      expect(booking.status, booking.text).toBe(200);
      expect(booking.json()).toMatchObject({ status: 'Confirmed' });

      // The work after the booking runs once, on whichever process takes it.
      const deadline = Date.now() + 30_000;
      for (;;) {
        const health = (await call(next(), 'GET', '/api/health')).json<{
          jobs: { waiting: number; running: number };
        }>();
        if (health.jobs.waiting === 0 && health.jobs.running === 0) break;
        if (Date.now() > deadline) throw new Error(`jobs still pending: ${JSON.stringify(health)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const db = new pg.Client({ connectionString: storageUrl });
      await db.connect();
      try {
        const rows = await db.query<{ supplier_status: string }>(
          'select supplier_status from bookings where reference = $1',
          [reference],
        );
        expect(rows.rows).toEqual([{ supplier_status: 'booked' }]);
        const mails = await db.query('select 1 from mail_outbox where dedupe_key like $1', [
          `booking:${reference}:%`,
        ]);
        expect(mails.rowCount).toBe(1);
        const sales = await db.query(
          "select 1 from gateway_transactions where action = 'SALE' and order_ref = (select order_ref from checkouts where prebook_id = $1)",
          [prebook.prebook_id],
        );
        expect(sales.rowCount).toBe(1);
      } finally {
        await db.end();
      }
    },
  );

  // Customers' and staff's sign-ins: each counted across both processes, apart from the other.
  it.runIf(redisUrl).each(['/api/auth/customer/login', '/api/staff/sign-in'])(
    'counts sign-in attempts at %s across both processes (rate limits in Redis)',
    async (url) => {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const server = i % 2 === 0 ? a : b;
        if (!server) throw new Error('the servers did not start');
        const res = await call(server, 'POST', url, {
          email: 'nobody@example.co.uk',
          password: 'not-the-password',
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429]);
    },
  );

  it.runIf(redisUrl)(
    'counts guest booking lookups across both processes: the 6th in 10 minutes is 429',
    async () => {
      const answers: Answer[] = [];
      const headers: string[] = [];
      for (let i = 0; i < 6; i++) {
        const server = i % 2 === 0 ? a : b;
        if (!server) throw new Error('the servers did not start');
        const res = await fetch(
          `http://127.0.0.1:${String(server.port)}/api/itinerary/booking/lookup`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              reference: `ZZ00000${String(i)}`,
              surname: 'Nobody',
              departure_date: '2026-06-01',
            }),
          },
        );
        headers.push(res.headers.get('retry-after') ?? '');
        const text = await res.text();
        answers.push({ status: res.status, text, json: () => JSON.parse(text) as never });
      }
      expect(answers.map((r) => r.status)).toEqual([404, 404, 404, 404, 404, 429]);
      expect(Number(headers[5])).toBeGreaterThan(0);
    },
  );

  it(
    'leaves every booking showing what the gateway kept (npm run check:ledger on their database)',
    { timeout: 60_000 },
    async () => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/check-ledger.ts'], {
        cwd: serverDir,
        env: { ...process.env, DATABASE_URL: storageUrl, LOG_LEVEL: 'silent' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const [code] = (await once(child, 'exit')) as [number | null];
      expect(code, output).toBe(0);
      expect(output).toMatch(/ledger: [1-9]\d* bookings/);
      expect(output).toContain('every booking shows what the gateway kept');
    },
  );
});
