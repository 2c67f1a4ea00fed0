import { randomBytes } from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from './lib/dates';
import { createTestApp } from './test/app';

const REDIS_PORT = 6379;

function searchBody(app: FastifyInstance) {
  return {
    type: 'hotelonly',
    start_date: addDays(app.catalogue.today(), 60),
    nights: 7,
    flexible_departure: false,
    departure_airports: [],
    destination_regions: [app.catalogue.content.hotels[0]?.regionId],
    rooms: [{ adults: 2, children: 0, infants: 0, child_ages: [] }],
  };
}

const login = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/customer/login',
    payload: { email: 'someone@example.co.uk', password: 'guess-guess-guess' },
    remoteAddress,
  });

/** Serves search and sign-in, and still limits sign-in attempts, from one address. */
async function expectServesAndLimits(app: FastifyInstance, remoteAddress: string) {
  const health = await app.inject({ url: '/api/health', remoteAddress });
  expect(health.statusCode).toBe(200);
  const search = await app.inject({
    method: 'POST',
    url: '/api/itinerary/search',
    payload: searchBody(app),
    remoteAddress,
  });
  expect(search.statusCode).toBe(200);
  for (let i = 0; i < 3; i++) expect((await login(app, remoteAddress)).statusCode).toBe(401);
  const limited = await login(app, remoteAddress);
  expect(limited.statusCode).toBe(429);
  expect(limited.json().error.code).toBe('RATE_LIMITED');
}

describe('Redis configured but not there at start', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // Port 1: nothing listens, every connection is refused.
    app = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1', LOGIN_RATE_LIMIT_MAX: '3' });
  });
  afterAll(() => app.close());

  it('starts, serves search and sign-in, and limits in this process instead', async () => {
    await expectServesAndLimits(app, '10.2.0.1');
  });
});

/** A TCP proxy in front of Redis that can be cut (as a network failure would) and reopened. */
function redisProxy() {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const open = () =>
    new Promise<number>((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(REDIS_PORT, '127.0.0.1');
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', () => socket.destroy());
          socket.on('close', () => {
            sockets.delete(socket);
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server?.address() as net.AddressInfo).port;
        resolve(port);
      });
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (server) server.close(() => resolve());
      else resolve();
      server = undefined;
    });
  return { open, cut };
}

function reachable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.setTimeout(300);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

const redisHere = await reachable(REDIS_PORT);

describe.skipIf(!redisHere)('Redis going away and coming back', () => {
  const proxy = redisProxy();
  const prefix = `sunward-test-${randomBytes(6).toString('hex')}:`;
  let direct: Redis;
  let app: FastifyInstance;

  beforeAll(async () => {
    direct = new Redis(REDIS_PORT, '127.0.0.1', { lazyConnect: true });
    await direct.connect();
    const port = await proxy.open();
    app = await createTestApp({
      REDIS_URL: `redis://127.0.0.1:${port}`,
      REDIS_PREFIX: prefix,
      LOGIN_RATE_LIMIT_MAX: '3',
    });
  });
  afterAll(async () => {
    await app.close();
    await proxy.cut();
    const keys = await direct.keys(`${prefix}*`);
    if (keys.length > 0) await direct.del(...keys);
    await direct.quit();
  });

  const counted = (remoteAddress: string) =>
    direct.exists(`${prefix}rate-limit:api:${remoteAddress}`);

  it('counts in Redis, keeps serving and limiting while it is away, then uses it again', async () => {
    expect((await app.inject({ url: '/api/health', remoteAddress: '10.3.0.1' })).statusCode).toBe(
      200,
    );
    expect(await counted('10.3.0.1')).toBe(1);

    await proxy.cut();
    await expectServesAndLimits(app, '10.3.0.2');
    expect(await counted('10.3.0.2')).toBe(0);

    await proxy.open();
    const deadline = Date.now() + 5000;
    let back = false;
    while (!back && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await app.inject({ url: '/api/health', remoteAddress: '10.3.0.3' });
      back = (await counted('10.3.0.3')) === 1;
    }
    expect(back).toBe(true);
    // The search cache is written to Redis again too.
    const search = await app.inject({
      method: 'POST',
      url: '/api/itinerary/search',
      payload: searchBody(app),
      remoteAddress: '10.3.0.3',
    });
    expect(search.statusCode).toBe(200);
    expect((await direct.keys(`${prefix}search:*`)).length).toBeGreaterThan(0);
  });
});
