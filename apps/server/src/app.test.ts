import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createTestApp } from './test/app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('the shell API', () => {
  it('answers unknown /api paths with a JSON 404 and a request id', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'There is no API route GET /api/no-such-thing.' },
    });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends security headers with a CSP', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: app.database.kind });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses an oversized body with 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/customer/login',
      payload: { email: 'a@b.co', password: 'x'.repeat(300_000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses a non-JSON body with 415', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/customer/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a',
    });
    expect(res.statusCode).toBe(415);
  });

  it('serves an OpenAPI document generated from the route schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const register = doc.paths['/api/auth/customer/register'].post;
    expect(register.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'password_confirmation',
    );
    expect(doc.paths).toHaveProperty(['/api/page/{slug}']);
  });

  it('explains that the web app needs building when it is missing', async () => {
    const res = await app.inject({ method: 'GET', url: '/some/page' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build');
  });

  it('applies migrations and seeds only once on a persistent database', async () => {
    const { seedDatabase } = await import('./db/seed');
    const { createContentService } = await import('./modules/content/service');
    const { createContentRepository } = await import('./modules/content/repository');
    const content = createContentService(createContentRepository(app.database.db));
    await app.database.migrate();
    expect(await seedDatabase({ content }, loadConfig({}).site)).toEqual({
      pages: 0,
      demoReviews: 0,
    });
  });
});

describe('configuration', () => {
  it('fails fast naming every bad variable', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', BRAND_EMAIL: 'nope' }),
    ).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (err) {
      expect((err as Error).message).toMatch(/PORT/);
      expect((err as Error).message).toMatch(/DATABASE_URL: must be a postgres:\/\/ URL/);
    }
  });

  it('has defaults that run the product with nothing set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data[\\/]pglite$/);
    expect(config.site.brandName).toBe('Sunward Holidays');
  });

  it('points the airline at the sandbox under PUBLIC_URL unless told otherwise', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://sunward.example' }).airline).toEqual({
      confirmationUrl: 'https://sunward.example/airline',
      agent: 'SUNWARD',
      apiKey: 'sunward-sandbox-airline-key',
      sandbox: true,
    });
    expect(
      loadConfig({
        AIRLINE_CONFIRMATION_URL: 'https://agents.ryanair.example/',
        AIRLINE_AGENT: 'AGENT_7',
        AIRLINE_API_KEY: 'a-real-key-of-at-least-16',
        SANDBOX_AIRLINE: 'false',
      }).airline,
    ).toEqual({
      confirmationUrl: 'https://agents.ryanair.example',
      agent: 'AGENT_7',
      apiKey: 'a-real-key-of-at-least-16',
      sandbox: false,
    });
    expect(() => loadConfig({ AIRLINE_API_KEY: 'short' })).toThrow(/AIRLINE_API_KEY/);
    expect(() => loadConfig({ AIRLINE_AGENT: 'two words' })).toThrow(/AIRLINE_AGENT/);
    expect(() => loadConfig({ AIRLINE_CONFIRMATION_URL: 'not a url' })).toThrow(
      /AIRLINE_CONFIRMATION_URL/,
    );
  });
});

describe('map tiles', () => {
  it('allows the configured tile host in the CSP and refuses a non-https template', async () => {
    const { tileOrigin } = await import('./plugins/security');
    expect(tileOrigin('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe(
      'https://*.tile.example.org',
    );
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain('https://tile.openstreetmap.org');
    expect(() => loadConfig({ MAP_TILE_URL: 'http://tiles.local/{z}/{x}/{y}.png' })).toThrow(
      /MAP_TILE_URL/,
    );
  });
});

describe('embedded database on disk', () => {
  it('starts on a fresh machine (no ./data yet) and keeps data across restarts', async () => {
    const root = mkdtempSync(join(tmpdir(), 'sunward-'));
    // Always PGlite on disk, whatever DATABASE_URL the surrounding run uses.
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: join(root, 'data', 'pglite'),
      WEB_DIST: '/nonexistent-web-dist',
      CATALOGUE_HOTELS: '300',
      CATALOGUE_DAYS: '60',
    });
    try {
      const first = await buildApp(config);
      const registered = await first.inject({
        method: 'POST',
        url: '/api/auth/customer/register',
        payload: {
          full_name: 'Kept Data',
          email: 'kept@example.co.uk',
          password: 'sunshine-2026',
          password_confirmation: 'sunshine-2026',
        },
      });
      expect(registered.statusCode).toBe(201);
      await first.close();
      const second = await buildApp(config);
      const login = await second.inject({
        method: 'POST',
        url: '/api/auth/customer/login',
        payload: { email: 'kept@example.co.uk', password: 'sunshine-2026' },
      });
      expect(login.statusCode).toBe(200);
      await second.close();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
