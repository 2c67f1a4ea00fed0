import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import { BACK_OFFICE_CSP } from './security';

const WEB_HTML = '<!doctype html><title>Sunward</title><script src="/assets/app-123.js"></script>';
const ADMIN_HTML =
  '<!doctype html><title>Back office</title><script src="/admin/assets/x-abc.js"></script>';
const GATEWAY = 'https://gateway.example.com';

const assetText = (asset: string) => `console.log(${JSON.stringify(asset)});`;

/**
 * A built app's folder: index.html and one hashed file under assets/, with the brotli and gzip
 * copies the build writes beside it (the web's: the back office's has only brotli).
 */
function builtApp(root: string, html: string, asset: string, encodings: string[]): string {
  mkdirSync(path.join(root, 'assets'), { recursive: true });
  writeFileSync(path.join(root, 'index.html'), html);
  const file = path.join(root, 'assets', asset);
  writeFileSync(file, assetText(asset));
  if (encodings.includes('br')) writeFileSync(`${file}.br`, brotliCompressSync(assetText(asset)));
  if (encodings.includes('gz')) writeFileSync(`${file}.gz`, gzipSync(assetText(asset)));
  return root;
}

let folder: string;
let app: FastifyInstance;
let unbuilt: FastifyInstance;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'sunward-web-'));
  const env = {
    WEB_DIST: builtApp(path.join(folder, 'web'), WEB_HTML, 'app-123.js', ['br', 'gz']),
    // A gateway of another origin, so the customer policy names it.
    PAYMENT_GATEWAY_URL: GATEWAY,
  };
  app = await createTestApp({
    ...env,
    BACKOFFICE_DIST: builtApp(path.join(folder, 'backoffice'), ADMIN_HTML, 'x-abc.js', ['br']),
  });
  unbuilt = await createTestApp({ ...env, BACKOFFICE_DIST: path.join(folder, 'not-built') });
});
afterAll(async () => {
  await Promise.all([app.close(), unbuilt.close()]);
  rmSync(folder, { recursive: true, force: true });
});

/** The back office's own headers, never the customer site's. */
function expectBackOfficeHeaders(headers: Record<string, unknown>): void {
  const csp = String(headers['content-security-policy']);
  expect(csp).toBe(BACK_OFFICE_CSP);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("frame-src 'none'");
  expect(csp).not.toContain(GATEWAY);
  expect(csp).not.toContain('tile.openstreetmap.org');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(headers['referrer-policy']).toBe('no-referrer');
}

describe('the back office at /admin', () => {
  it.each(['/admin', '/admin/', '/admin/bookings', '/admin/bookings/SW123456?tab=notes'])(
    '%s answers the back office’s page with its own policy',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(ADMIN_HTML);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expectBackOfficeHeaders(res.headers);
    },
  );

  it('serves its hashed files for good, with its policy', async () => {
    const res = await app.inject({ url: '/admin/assets/x-abc.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(assetText('x-abc.js'));
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expectBackOfficeHeaders(res.headers);
  });

  it('answers a missing file with a 404, never a page', async () => {
    for (const url of ['/admin/missing.js', '/admin/assets/x-old.js']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).toBe('Not found');
      expectBackOfficeHeaders(res.headers);
    }
  });

  it('answers 503 until it is built, never with the customers’ page', async () => {
    for (const url of ['/admin', '/admin/bookings']) {
      const res = await unbuilt.inject({ url });
      expect(res.statusCode, url).toBe(503);
      expect(res.body).toBe(
        'The back office has not been built yet: run `npm run build`, then restart the server.',
      );
      expectBackOfficeHeaders(res.headers);
    }
    expect((await unbuilt.inject({ url: '/' })).body).toBe(WEB_HTML);
  });
});

describe('the customer site beside it', () => {
  it.each(['/', '/holidays/spain'])(
    '%s still answers the customers’ page with the customer policy',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(WEB_HTML);
      expect(res.headers['cache-control']).toBe('no-cache');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain(GATEWAY);
      expect(csp).toContain("frame-ancestors 'self'");
      expect(res.headers['x-robots-tag']).toBeUndefined();
    },
  );

  it('serves its hashed files for good', async () => {
    const res = await app.inject({ url: '/assets/app-123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(res.headers['content-security-policy'])).toContain(GATEWAY);
  });

  it('sends the compressed copy the browser accepts, brotli first, else the file itself', async () => {
    const url = '/assets/app-123.js';
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(assetText('app-123.js'));

    const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(assetText('app-123.js'));

    const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(assetText('app-123.js'));

    // Only brotli was written: a gzip-only browser gets the file itself.
    const office = await app.inject({
      url: '/admin/assets/x-abc.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(office.headers['content-encoding']).toBeUndefined();
    expect(office.body).toBe(assetText('x-abc.js'));
  });

  it('keeps the customer policy on the API', async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-security-policy'])).toContain(GATEWAY);
    expect(res.headers['x-robots-tag']).toBeUndefined();
  });
});
