import { randomUUID } from 'node:crypto';
import { isCardDataField } from '@sunward/contracts/payments';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_DATA_REFUSED } from './modules/payments/http';
import { browserInfo } from './test/payments';
import { createTestApp } from './test/app';
import {
  operationsOf,
  replaced,
  sampleRequest,
  send,
  type JsonSchema,
  type Operation,
} from './test/openapi';

let app: FastifyInstance;
let operations: Operation[];

beforeAll(async () => {
  app = await createTestApp();
  operations = await operationsOf(app);
});
afterAll(() => app.close());

/** Paths of objects in a schema that would take (and drop) fields they do not name. */
function looseObjects(schema: JsonSchema | undefined, path = 'body'): string[] {
  if (!schema) return [];
  const loose = schema.properties && schema.additionalProperties !== false ? [path] : [];
  return [
    ...loose,
    ...Object.entries(schema.properties ?? {}).flatMap(([key, inner]) =>
      looseObjects(inner, `${path}.${key}`),
    ),
    ...looseObjects(schema.items, `${path}[]`),
    ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap((s) =>
      looseObjects(s, path),
    ),
  ];
}

const context = { date: '2030-06-01', named: {} };

describe('request bodies', () => {
  it('name every field they take: no request body schema takes unknown fields', () => {
    const loose = operations.flatMap((op) =>
      looseObjects(op.body).map((path) => `${op.method} ${op.path} ${path}`),
    );
    expect(loose).toEqual([]);
  });

  it('refuse an unknown field with a 400 naming it, on every operation with a body', async () => {
    let checked = 0;
    for (const operation of operations) {
      if (!operation.body?.properties) continue;
      const parts = sampleRequest(operation, context, { 'idempotency-key': randomUUID() });
      const res = await send(app, operation, {
        ...parts,
        body: replaced(parts.body, ['surpriseField'], 'x'),
      });
      const label = `${operation.method} ${operation.path}`;
      expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
      expect(res.json().error.message, label).toContain('surpriseField');
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(15);
  });

  it('refuse card data under any name a card field could have, saying why', async () => {
    const submit = (body: object) =>
      app.inject({
        method: 'POST',
        url: '/api/payment/submit',
        headers: { 'idempotency-key': randomUUID() },
        payload: {
          itineraryUuid: randomUUID(),
          paymentToken: 'tok_12345678',
          browserInfo,
          ...body,
        },
      });
    for (const field of ['cardNum', 'card_no', 'ccNumber', 'creditCardNumber', 'securityCode']) {
      const res = await submit({ [field]: '4444333322221111' });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.message, field).toBe(CARD_DATA_REFUSED);
    }
    for (const name of ['paymentToken', 'number', 'orderRef', 'cardholderName', 'expires_at']) {
      expect(isCardDataField(name), name).toBe(false);
    }
    const unknown = await submit({ voucher: 'SUMMER' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toContain('voucher');
  });
});
