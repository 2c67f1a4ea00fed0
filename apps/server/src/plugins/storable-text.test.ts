import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiContext, type ApiContext } from '../test/api-context';
import { createTestApp, validRegistration } from '../test/app';
import {
  operationsOf,
  pathsOf,
  replaced,
  sampleRequest,
  send,
  valueAt,
  type Operation,
  type RequestParts,
} from '../test/openapi';
import { findUnstorable } from './storable-text';

const NUL = 'a\u0000b';
const notAllowed = (field: string) => `${field}: contains a character that is not allowed.`;

let app: FastifyInstance;
let context: ApiContext;
let operations: Operation[];

beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_MAX: '100000', LOGIN_RATE_LIMIT_MAX: '100000' });
  context = await createApiContext(app);
  operations = await operationsOf(app);
});
afterAll(() => app.close());

/** Every way to put NUL in one string of a request: path and query parameters, body fields. */
function withNul(
  operation: Operation,
  base: RequestParts,
): { field: string; parts: RequestParts }[] {
  const cases: { field: string; parts: RequestParts }[] = [];
  for (const parameter of operation.parameters) {
    if (parameter.schema.type !== 'string') continue;
    if (parameter.in === 'path') {
      cases.push({
        field: parameter.name,
        parts: { ...base, path: { ...base.path, [parameter.name]: NUL } },
      });
    } else if (parameter.in === 'query') {
      cases.push({
        field: parameter.name,
        parts: { ...base, query: { ...base.query, [parameter.name]: NUL } },
      });
    }
  }
  for (const path of pathsOf(base.body)) {
    if (typeof valueAt(base.body, path) !== 'string') continue;
    cases.push({
      field: path.join('.'),
      parts: { ...base, body: replaced(base.body, path, NUL) },
    });
  }
  return cases;
}

describe('characters no text column can store', () => {
  it('are a 400 naming the field on every operation, wherever they are', async () => {
    let checked = 0;
    for (const operation of operations) {
      const base = sampleRequest(operation, context.sample, context.headers);
      const formToo = operation.path === '/api/payment/3ds/callback';
      for (const { field, parts } of withNul(operation, base)) {
        for (const form of formToo ? [false, true] : [false]) {
          const res = await send(app, operation, { ...parts, form });
          const label = `${operation.method} ${operation.path} ${field}${form ? ' (form)' : ''}`;
          expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
          expect(res.json().error, label).toMatchObject({
            code: 'VALIDATION_ERROR',
            message: notAllowed(field),
          });
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('include lone surrogates, in values and in keys', async () => {
    // JSON escapes, so the lone surrogates reach the parser as they are.
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/customer/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a\\ud800@example.co.uk","password":"sunshine-2026"}',
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().error.message).toBe(notAllowed('email'));
    const register = await app.inject({
      method: 'POST',
      url: '/api/auth/customer/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(validRegistration()).replace('"Amelia Hart"', '"Amelia \\udc00Hart"'),
    });
    expect(register.statusCode).toBe(400);
    expect(register.json().error.message).toBe(notAllowed('full_name'));
    const key = await app.inject({
      method: 'POST',
      url: '/api/payment/3ds/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'threeDSRef=x&a%00b=1',
    });
    expect(key.statusCode).toBe(400);
    // A surrogate pair (an emoji) is a character like any other.
    expect(findUnstorable({ name: 'Amelia 😀', list: ['ok', { deep: 'fine' }] })).toBeUndefined();
    expect(findUnstorable({ list: ['ok', { deep: 'x\u0000' }] })).toEqual(['list', '1', 'deep']);
  });
});
