import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, validRegistration } from '../test/app';

let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  app = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '3' });
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/customer/register',
    payload: validRegistration(),
  });
  expect(registered.statusCode).toBe(201);
  expect(registered.headers['cache-control']).toBe('no-store');
  token = registered.json<{ access_token: string }>().access_token;
});
afterAll(() => app.close());

const cacheControl = async (url: string, headers: Record<string, string> = {}) =>
  (await app.inject({ url, headers })).headers['cache-control'];

describe('Cache-Control', () => {
  it('is no-store on API answers, errors included, unless the route chose its own', async () => {
    expect(await cacheControl('/api/health')).toBe('no-store');
    expect(await cacheControl('/api/config/site')).toBe('no-store');
    expect(await cacheControl('/api/no-such-route')).toBe('no-store');
    expect(await cacheControl('/api/bookings/SW000000')).toBe('no-store');
    const login = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/customer/login',
        payload: { email: 'someone@example.co.uk', password: 'guess-guess-guess' },
      });
    for (let i = 0; i < 3; i++) expect((await login()).headers['cache-control']).toBe('no-store');
    const limited = await login();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['cache-control']).toBe('no-store');
    // Public, the same for everyone: their own policy stands.
    expect(await cacheControl('/api/config/destinations')).toBe('public, max-age=300');
    expect(await cacheControl('/api/images/hotel-1-1.svg')).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('is no-store on every answer to a request with credentials', async () => {
    const me = await app.inject({
      url: '/api/auth/customer/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const credentials: Record<string, string>[] = [
      { authorization: `Bearer ${token}` },
      { 'x-checkout-key': 'some-checkout-key' },
      { 'x-booking-key': 'some-booking-key' },
    ];
    for (const headers of credentials) {
      expect(await cacheControl('/api/config/destinations', headers)).toBe('no-store');
      expect(await cacheControl('/api/images/hotel-1-1.svg', headers)).toBe('no-store');
      expect(await cacheControl('/gateway/test-cards', headers)).toBe('no-store');
    }
  });
});
