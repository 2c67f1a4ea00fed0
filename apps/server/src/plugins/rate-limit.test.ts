import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, validRegistration } from '../test/app';
import { IN_PROCESS_ADDRESS } from './security';

/** Spellings of the sign-in path a client might try to slip past its limit with. */
const LOGIN_VARIANTS = [
  '/api/auth/customer/login',
  '/%61pi/auth/customer/login',
  '/api/auth/customer/%6cogin',
  '/api/%61uth/%63ustomer/%6C%6F%67%69%6E',
  '/%61%70%69/auth/customer/login?next=%2F',
  '//api/auth/customer/login',
  '/api//auth/customer/login',
  '/api/auth/customer/login/',
  '/API/auth/customer/login',
  '/api/auth/customer/LOGIN',
  '/Api/Auth/Customer/Login',
];

const credentials = { email: 'someone@example.co.uk', password: 'guess-guess-guess' };

describe('rate limits decided by the routed path', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '3', RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => app.close());

  it('counts every spelling of the sign-in path towards the one sign-in limit', async () => {
    const attempt = (url: string) =>
      app.inject({ method: 'POST', url, payload: credentials, remoteAddress: '10.0.0.1' });
    // The first three attempts, each through a differently encoded path, are checked...
    for (const url of LOGIN_VARIANTS.slice(1, 4)) {
      expect((await attempt(url)).statusCode, url).toBe(401);
    }
    // ...and then no spelling gets another password checked: a path that reaches the sign-in
    // route is limited, one that does not reach it checks nothing (404).
    for (const url of LOGIN_VARIANTS) {
      const res = await attempt(url);
      expect([404, 429], url).toContain(res.statusCode);
      if (res.statusCode === 429) expect(res.json().error.code).toBe('RATE_LIMITED');
    }
    expect((await attempt('/api/auth/customer/login')).statusCode).toBe(429);
    expect((await attempt('/%61pi/auth/customer/login')).statusCode).toBe(429);
    // Another address has attempts of its own.
    const other = await app.inject({
      method: 'POST',
      url: '/%61pi/auth/customer/login',
      payload: credentials,
      remoteAddress: '10.0.0.2',
    });
    expect(other.statusCode).toBe(401);
  });

  it('counts encoded registration paths towards the registration limit', async () => {
    const register = (url: string) =>
      app.inject({
        method: 'POST',
        url,
        payload: { ...validRegistration(), password_confirmation: 'does-not-match' },
        remoteAddress: '10.0.0.3',
      });
    expect((await register('/%61pi/auth/customer/register')).statusCode).toBe(422);
    expect((await register('/api/auth/customer/%72egister')).statusCode).toBe(422);
    expect((await register('/api/auth/customer/register')).statusCode).toBe(422);
    expect((await register('/%61pi/auth/customer/%72egister')).statusCode).toBe(429);
    expect((await register('/api/auth/customer/register')).statusCode).toBe(429);
  });
});

describe('rate limits on every route', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_MAX: '3' });
  });
  afterAll(() => app.close());

  const get = (url: string, remoteAddress: string) =>
    app.inject({ method: 'GET', url, remoteAddress });

  it('limits the API, however its paths are spelt, and unknown API paths with it', async () => {
    const ip = '10.1.0.1';
    expect((await get('/api/health', ip)).statusCode).toBe(200);
    expect((await get('/%61pi/health', ip)).statusCode).toBe(200);
    expect((await get('/api/no-such-route', ip)).statusCode).toBe(404);
    expect((await get('/api/health', ip)).statusCode).toBe(429);
    expect((await get('/api/no-such-route', ip)).statusCode).toBe(429);
  });

  it('limits the sandbox gateway in a bucket of its own', async () => {
    const ip = '10.1.0.2';
    expect((await get('/api/health', ip)).statusCode).toBe(200);
    expect((await get('/gateway/test-cards', ip)).statusCode).toBe(200);
    expect((await get('/%67ateway/test-cards', ip)).statusCode).toBe(200);
    expect((await get('/gateway/assets/three-ds.js', ip)).statusCode).toBe(200);
    const limited = await get('/gateway/test-cards', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect((await get('/api/health', ip)).statusCode).toBe(200);
    // This process's own calls to its in-process sandbox follow an /api request that was counted.
    for (let i = 0; i < 6; i++) {
      expect((await get('/gateway/test-cards', IN_PROCESS_ADDRESS)).statusCode).toBe(200);
    }
  });

  it('limits the sandbox airline in a bucket of its own', async () => {
    const ip = '10.1.0.3';
    for (let i = 0; i < 3; i++) {
      expect((await get('/airline/assets/confirm.js', ip)).statusCode).toBe(200);
    }
    expect((await get('/%61irline/assets/confirm.js', ip)).statusCode).toBe(429);
    expect((await get('/airline/api/sessions/abc', ip)).statusCode).toBe(429);
    expect((await get('/api/health', ip)).statusCode).toBe(200);
  });

  it("gives the web app's pages a separate, larger bucket", async () => {
    const ip = '10.1.0.4';
    // Five times RATE_LIMIT_MAX; this test app has no web build, so pages answer 503.
    for (let i = 0; i < 10; i++) expect((await get(`/page-${i}`, ip)).statusCode).toBe(503);
    // Hotel pictures count with the web app's files too.
    for (let i = 1; i <= 5; i++) {
      expect((await get(`/api/images/hotel-${i}-1.svg`, ip)).statusCode).toBe(200);
    }
    expect((await get('/some/page', ip)).statusCode).toBe(429);
    expect((await get('/api/images/hotel-9-1.svg', ip)).statusCode).toBe(429);
    expect((await get('/api/health', ip)).statusCode).toBe(200);
  });
});
