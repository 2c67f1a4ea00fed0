import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiContext, type ApiContext } from './test/api-context';
import { createTestApp } from './test/app';
import {
  operationsOf,
  pathsOf,
  RawText,
  REMOVE,
  replaced,
  sampleRequest,
  send,
  valueAt,
  type Operation,
  type RequestParts,
} from './test/openapi';

/**
 * Every operation of the OpenAPI document, sent odd text, wrong types, missing and extra fields
 * and odd bodies: bad input is always a 4xx (or an ordinary answer), never a 5xx. Runs on PGlite,
 * and on PostgreSQL when DATABASE_URL is set.
 */

const ODD_TEXT: [string, string][] = [
  ['NUL', 'a\u0000b'],
  ['emoji', '🏖️😀👨‍👩‍👧'],
  ['right-to-left', '\u202Eevil\u202C مرحبا עברית'],
  ['combining marks', 'Z\u0351\u0352\u0353a\u0338\u0322l\u0336go'],
  ['lone high surrogate', 'ab\uD800cd'],
  ['lone low surrogate', '\uDC00'],
  ['empty', ''],
  ['spaces', '   '],
  ['SQL', "' OR 1=1; --"],
  ['markup', '<script>alert(1)</script>'],
];
const HUGE: [string, string] = ['100 KB', 'x'.repeat(100_000)];
const WRONG_TYPES: [string, unknown][] = [
  ['number', 12345],
  ['negative fraction', -1.5],
  ['huge number', 1e308],
  ['boolean', true],
  ['null', null],
  ['array', ['x']],
  ['object', { a: 1 }],
  ['text', 'text'],
];
/** The wrong types a text field is sent (the others add nothing a text field has not seen). */
const STRING_MISFITS = ['number', 'null', 'array', 'object'];
const ODD_BODIES: [string, unknown][] = [
  ['null', null],
  ['array', []],
  ['string', 'just text'],
  ['number', 42],
  ['empty object', {}],
];

interface Case {
  label: string;
  parts: RequestParts;
}

/** The requests a fuzz sends one operation: its sample with one thing changed at a time. */
function casesOf(operation: Operation, base: RequestParts): Case[] {
  const cases: Case[] = [{ label: 'sample', parts: base }];
  const values = (current: unknown): [string, unknown][] =>
    typeof current === 'string'
      ? [...ODD_TEXT, ...WRONG_TYPES.filter(([name]) => STRING_MISFITS.includes(name))]
      : WRONG_TYPES;

  for (const parameter of operation.parameters) {
    if (parameter.in === 'header') continue;
    const where = parameter.in === 'path' ? 'path' : 'query';
    const current = base[where][parameter.name];
    for (const [name, value] of [...values(current), HUGE]) {
      // A path segment cannot be empty: that is another URL.
      if (where === 'path' && value === '') continue;
      cases.push({
        label: `${parameter.in} ${parameter.name}: ${name}`,
        parts: { ...base, [where]: { ...base[where], [parameter.name]: value } },
      });
    }
    for (const raw of ['%E0%A4%A', '%C0%AF']) {
      cases.push({
        label: `${parameter.in} ${parameter.name}: malformed encoding ${raw}`,
        parts: { ...base, [where]: { ...base[where], [parameter.name]: new RawText(raw) } },
      });
    }
    if (where === 'query') {
      const rest = { ...base.query };
      Reflect.deleteProperty(rest, parameter.name);
      cases.push({ label: `query ${parameter.name}: missing`, parts: { ...base, query: rest } });
    }
  }
  cases.push({
    label: 'query: extra',
    parts: { ...base, query: { ...base.query, unexpected: 'x' } },
  });

  if (base.body !== undefined) {
    const paths = pathsOf(base.body);
    paths.forEach((path, index) => {
      const at = `body ${path.join('.')}`;
      const current = valueAt(base.body, path);
      for (const [name, value] of values(current)) {
        cases.push({
          label: `${at}: ${name}`,
          parts: { ...base, body: replaced(base.body, path, value) },
        });
      }
      cases.push({
        label: `${at}: missing`,
        parts: { ...base, body: replaced(base.body, path, REMOVE) },
      });
      // One huge value per few fields keeps the run short; every operation gets some.
      if (typeof current === 'string' && index % 3 === 0) {
        cases.push({
          label: `${at}: ${HUGE[0]}`,
          parts: { ...base, body: replaced(base.body, path, HUGE[1]) },
        });
      }
      if (current !== null && typeof current === 'object' && !Array.isArray(current)) {
        cases.push({
          label: `${at}: extra field`,
          parts: { ...base, body: replaced(base.body, [...path, 'unexpected'], 'x') },
        });
      }
    });
    cases.push({
      label: 'body: extra field',
      parts: { ...base, body: replaced(base.body, ['unexpected'], 'x') },
    });
    for (const [name, body] of ODD_BODIES)
      cases.push({ label: `body: ${name}`, parts: { ...base, body } });
    cases.push({ label: 'body: missing', parts: { ...base, body: undefined } });
    if (operation.path === '/api/payment/3ds/callback') {
      for (const [name, value] of ODD_TEXT) {
        cases.push({
          label: `form: ${name}`,
          parts: { ...base, form: true, body: { threeDSRef: value, threeDSResponse: value } },
        });
      }
    }
  } else if (operation.method !== 'GET') {
    cases.push({ label: 'unexpected body', parts: { ...base, body: { unexpected: 'x' } } });
  }
  return cases;
}

let app: FastifyInstance;
let context: ApiContext;
let operations: Operation[];

beforeAll(async () => {
  app = await createTestApp({
    RATE_LIMIT_MAX: '1000000',
    LOGIN_RATE_LIMIT_MAX: '1000000',
    // A smaller catalogue keeps each search quick: the fuzz is about input, not volume.
    CATALOGUE_HOTELS: '150',
    CATALOGUE_DAYS: '180',
  });
  context = await createApiContext(app);
  operations = await operationsOf(app);
});
afterAll(() => app.close());

describe('API fuzz', () => {
  // Some 2,000 requests: 7–16 s here, longer while the other core runs another test file.
  it(
    'answers every operation without a 5xx, whatever it is sent',
    { timeout: 90_000 },
    async () => {
      const failures: string[] = [];
      let sent = 0;
      for (const operation of operations) {
        const base = sampleRequest(operation, context.sample, context.headers);
        for (const { label, parts } of casesOf(operation, base)) {
          const res = await send(app, operation, parts);
          sent++;
          if (res.statusCode >= 500) {
            failures.push(
              `${operation.method} ${operation.path} [${label}] → ${res.statusCode} ${res.body.slice(0, 200)}`,
            );
          }
        }
        // Anonymous too: the same operation without the customer's token or the checkout key.
        const anonymous = await send(app, operation, { ...base, headers: {} });
        sent++;
        if (anonymous.statusCode >= 500) {
          failures.push(
            `${operation.method} ${operation.path} [anonymous] → ${anonymous.statusCode}`,
          );
        }
      }
      expect(failures).toEqual([]);
      expect(operations.length).toBeGreaterThan(30);
      expect(sent).toBeGreaterThan(1000);
    },
  );
});
