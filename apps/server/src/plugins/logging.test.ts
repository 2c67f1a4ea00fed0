import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail, validRegistration } from '../test/app';
import { serializeError } from './logging';

let app: FastifyInstance;
const lines: string[] = [];
const logged = () => lines.join('\n');

beforeAll(async () => {
  app = await createTestApp(
    { LOG_LEVEL: 'info', LOGIN_RATE_LIMIT_MAX: '100' },
    { logStream: { write: (line) => lines.push(line) } },
  );
});
afterAll(() => app.close());

describe('logs', () => {
  it('record a failed query by its SQL and codes, never its values', async () => {
    await app.database.db.execute(sql`ALTER TABLE users RENAME TO users_away`);
    const email = uniqueEmail();
    try {
      lines.length = 0;
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/customer/register',
        payload: {
          ...validRegistration(email),
          full_name: 'Zebedee Quartermaine',
          telephone: '07700 900987',
        },
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await app.database.db.execute(sql`ALTER TABLE users_away RENAME TO users`);
    }
    const text = logged();
    const failure = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'request failed');
    expect(failure?.err).toMatchObject({
      message: 'Failed query',
      query: expect.stringMatching(/insert into "users"/i),
      cause: { code: '42P01', message: 'relation "users" does not exist' },
    });
    expect(text).not.toContain(email);
    expect(text).not.toContain('Zebedee');
    expect(text).not.toContain('900987');
    expect(text).not.toContain('$argon2');
    expect(text).not.toContain('sunshine-2026');
    expect(text).not.toMatch(/"params"|"detail"/);
  });

  it('never record a query string (a card number or an e-mail can be put in one)', async () => {
    lines.length = 0;
    await app.inject({ url: '/api/health?card=4111111111111111&email=amelia%40example.co.uk' });
    await app.inject({ url: '/api/no-such-route?card=4111111111111111' });
    await app.inject({ url: '/some/page?card=4111111111111111' });
    const text = logged();
    expect(text).toContain('/api/health');
    expect(text).toContain('/api/no-such-route');
    expect(text).not.toContain('4111111111111111');
    expect(text).not.toContain('amelia');
    expect(text).not.toContain('card=');
  });

  it('replace the values a database message quotes, keeping the names it quotes', () => {
    const dbError = Object.assign(new Error('invalid input syntax for type uuid: "amelia@x.co"'), {
      severity: 'ERROR',
      code: '22P02',
      detail: 'Key (email)=(amelia@x.co) already exists.',
    });
    expect(serializeError(dbError)).toMatchObject({
      message: 'invalid input syntax for type uuid: "[value]"',
      code: '22P02',
    });
    expect(JSON.stringify(serializeError(dbError))).not.toContain('amelia');
    const unique = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_key"'),
      { severity: 'ERROR', code: '23505' },
    );
    expect(serializeError(unique).message).toBe(
      'duplicate key value violates unique constraint "users_email_key"',
    );
  });
});
