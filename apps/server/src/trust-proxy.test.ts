import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { createTestApp } from './test/app';

/** A test app with a route that answers the client address the server believes. */
async function appWithIpRoute(env: Record<string, string>): Promise<FastifyInstance> {
  const app = await createTestApp(env);
  app.get('/api/test/ip', async (request) => ({ ip: request.ip, id: request.id }));
  return app;
}

const ipOf = async (
  app: FastifyInstance,
  remoteAddress: string,
  forwardedFor?: string,
): Promise<string> => {
  const res = await app.inject({
    url: '/api/test/ip',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  return res.json<{ ip: string }>().ip;
};

describe('TRUST_PROXY as a hop count', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWithIpRoute({ TRUST_PROXY: '1', LOGIN_RATE_LIMIT_MAX: '2' });
  });
  afterAll(() => app.close());

  it('takes the address the one trusted proxy saw, not one the client wrote', async () => {
    expect(await ipOf(app, '10.0.0.9', '1.2.3.4, 5.6.7.8')).toBe('5.6.7.8');
    expect(await ipOf(app, '10.0.0.9', '5.6.7.8')).toBe('5.6.7.8');
    expect(await ipOf(app, '10.0.0.9')).toBe('10.0.0.9');
    // The request id the proxy gives is believed too.
    const res = await app.inject({
      url: '/api/test/ip',
      remoteAddress: '10.0.0.9',
      headers: { 'x-request-id': 'from-the-balancer-1' },
    });
    expect(res.json().id).toBe('from-the-balancer-1');
  });

  it('keeps the sign-in limit on that address whatever the client puts first', async () => {
    const attempt = (forwardedFor: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/customer/login',
        payload: { email: 'someone@example.co.uk', password: 'guess-guess-guess' },
        remoteAddress: '10.0.0.9',
        headers: { 'x-forwarded-for': forwardedFor },
      });
    expect((await attempt('1.2.3.4, 5.6.7.8')).statusCode).toBe(401);
    expect((await attempt('1.2.3.5, 5.6.7.8')).statusCode).toBe(401);
    expect((await attempt('9.9.9.9, 5.6.7.8')).statusCode).toBe(429);
    expect((await attempt('5.6.7.8')).statusCode).toBe(429);
    // Another client behind the same proxy has attempts of its own.
    expect((await attempt('1.2.3.4, 5.6.7.9')).statusCode).toBe(401);
  });
});

describe('TRUST_PROXY as addresses', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWithIpRoute({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7' });
  });
  afterAll(() => app.close());

  it('walks back through trusted proxies only', async () => {
    expect(await ipOf(app, '10.0.0.9', '1.2.3.4, 5.6.7.8')).toBe('5.6.7.8');
    expect(await ipOf(app, '10.0.0.9', '1.2.3.4, 192.0.2.7')).toBe('1.2.3.4');
    // Not from a trusted proxy: its X-Forwarded-For is ignored.
    expect(await ipOf(app, '203.0.113.9', '1.2.3.4')).toBe('203.0.113.9');
  });
});

describe('TRUST_PROXY configuration', () => {
  it('takes false, a hop count or a list of addresses and CIDRs', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.0/8,192.0.2.7, fd00::/8, 172.16.0.0/255.240.0.0' })
        .trustProxy,
    ).toEqual(['10.0.0.0/8', '192.0.2.7', 'fd00::/8', '172.16.0.0/255.240.0.0']);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
  });

  it('refuses true, explaining what to give instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: .*number of proxies.*addresses\/CIDRs/,
    );
  });

  it('refuses what is not an address, naming it', () => {
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(
      /TRUST_PROXY.*10\.0\.0\.0\/33/,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example, 10.0.0.1' })).toThrow(
      /TRUST_PROXY.*proxy\.example/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '-1' })).toThrow(ConfigError);
  });
});
