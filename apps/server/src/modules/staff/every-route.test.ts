import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiContext, type ApiContext } from '../../test/api-context';
import { createTestApp } from '../../test/app';
import { type Operation, operationsOf, sampleRequest, send } from '../../test/openapi';
import { signedInStaff } from '../../test/staff';

/**
 * Every staff route, found in the app's own OpenAPI document (so a new one is covered without
 * being listed): nobody, a customer's token and an ended staff session are refused; a signed-in
 * admin sending bad input gets a 4xx, never a 5xx. The sign-in steps themselves (password, code)
 * answer to the sign-in's own step and are tested in routes.test.ts.
 */
const SIGN_IN_STEPS = /^\/api\/staff\/(sign-in|two-factor)/;

let app: FastifyInstance;
let context: ApiContext;
let staffRoutes: Operation[];
let admin: Record<string, string>;
let ended: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_MAX: '1000000', LOGIN_RATE_LIMIT_MAX: '1000000' });
  context = await createApiContext(app);
  staffRoutes = (await operationsOf(app)).filter(
    (o) => o.path.startsWith('/api/staff/') && !SIGN_IN_STEPS.test(o.path),
  );
  admin = (await signedInStaff(app, 'admin')).cookies;
  ended = (await signedInStaff(app, 'admin', 'Sam Lee')).cookies;
  const out = await app.inject({ method: 'POST', url: '/api/staff/sign-out', cookies: ended });
  expect(out.statusCode).toBe(204);
}, 120_000);
afterAll(() => app.close());

const request = (operation: Operation, headers: Record<string, string> = {}) =>
  sampleRequest(operation, context.sample, headers);

describe('every staff route', () => {
  it('refuses nobody, a customer token and an ended staff session with a 401', async () => {
    expect(staffRoutes.length).toBeGreaterThan(15);
    const wrong: string[] = [];
    for (const operation of staffRoutes) {
      const label = `${operation.method} ${operation.path}`;
      const nobody = await send(app, operation, request(operation));
      const customer = await send(app, operation, request(operation, context.headers));
      const endedSession = await app.inject({
        method: operation.method,
        url: operation.path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
        cookies: ended,
      });
      for (const [who, res] of [
        ['nobody', nobody],
        ['customer token', customer],
        ['ended session', endedSession],
      ] as const) {
        // A malformed sample may be refused first (400); it must never be let through.
        if (res.statusCode !== 401 && res.statusCode !== 400) {
          wrong.push(`${label} [${who}] → ${String(res.statusCode)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers an admin sending NUL bytes, 100 kB strings, wrong types and unknown ids with a 4xx', async () => {
    const wrong: string[] = [];
    let sent = 0;
    const bad: unknown[] = ['bad\u0000byte', 'x'.repeat(100_000), 42, null, ['list']];
    for (const operation of staffRoutes) {
      const label = `${operation.method} ${operation.path}`;
      const base = request(operation, {});
      const cases: { what: string; parts: typeof base }[] = [];
      for (const name of Object.keys(base.path)) {
        for (const value of ['not-an-id', 'ffffffff-ffff-4fff-bfff-ffffffffffff', 'ZZ000000']) {
          cases.push({
            what: `path ${name}=${value}`,
            parts: { ...base, path: { ...base.path, [name]: value } },
          });
        }
      }
      if (base.body && typeof base.body === 'object') {
        for (const field of Object.keys(base.body)) {
          for (const value of bad) {
            cases.push({
              what: `body.${field}=${JSON.stringify(value).slice(0, 12)}`,
              parts: { ...base, body: { ...base.body, [field]: value } },
            });
          }
        }
        cases.push({ what: 'body: a string', parts: { ...base, body: 'text' } });
      }
      // A route that reads a query refuses fields it does not know.
      const readsQuery = operation.parameters.some((p) => p.in === 'query');
      for (const value of readsQuery ? bad.slice(0, 2) : []) {
        cases.push({
          what: 'query: an unknown field',
          parts: { ...base, query: { ...base.query, unknown: value } },
        });
      }
      for (const { what, parts } of cases) {
        const res = await app.inject({
          method: operation.method,
          url:
            operation.path.replace(/\{([^}]+)\}/g, (_m, name: string) =>
              encodeURIComponent(String(parts.path[name])),
            ) +
            (Object.keys(parts.query).length
              ? `?${new URLSearchParams(
                  Object.fromEntries(Object.entries(parts.query).map(([k, v]) => [k, String(v)])),
                ).toString()}`
              : ''),
          cookies: admin,
          headers: { 'idempotency-key': `fuzz-${label}-${what}`.slice(0, 200) },
          ...(parts.body === undefined ? {} : { payload: parts.body as object }),
        });
        sent++;
        if (res.statusCode < 400 || res.statusCode >= 500) {
          wrong.push(`${label} [${what}] → ${String(res.statusCode)} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(sent).toBeGreaterThan(100);
  }, 90_000);
});
