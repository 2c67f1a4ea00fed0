import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('GET /api/images', () => {
  it('serves the same picture for the same key, and refuses odd keys', async () => {
    const a = await app.inject({ method: 'GET', url: '/api/images/hotel-100001-1.svg' });
    const b = await app.inject({ method: 'GET', url: '/api/images/hotel-100001-1.svg' });
    const c = await app.inject({ method: 'GET', url: '/api/images/hotel-100001-2.svg' });
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toContain('image/svg+xml');
    expect(a.body).toBe(b.body);
    expect(a.body).not.toBe(c.body);
    expect((await app.inject({ method: 'GET', url: '/api/images/..%2Fsecret' })).statusCode).toBe(
      400,
    );
  });
});
