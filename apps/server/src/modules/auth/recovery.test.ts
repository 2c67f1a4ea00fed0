import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetMessages } from '@sunward/contracts/auth';
import { jobOutbox, mailOutbox, passwordResets, users } from '../../db/schema';
import { JOBS } from '../../jobs/outbox';
import { sha256Hex } from '../../lib/hash';
import { createTestApp, jobsSettled, uniqueEmail, validRegistration } from '../../test/app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => app.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: `/api/auth/customer/${url}`,
    payload: payload as object,
    headers,
  });
const forgot = (email: string) => post('forgot-password', { email });
const reset = (body: object) => post('reset-password', body);
const login = (email: string, password: string) => post('login', { email, password });

async function registered(): Promise<{ email: string; token: string }> {
  const email = uniqueEmail();
  const res = await post('register', validRegistration(email));
  expect(res.statusCode).toBe(201);
  return { email, token: res.json<{ access_token: string }>().access_token };
}

async function mailTo(email: string) {
  await jobsSettled(app);
  return app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
}

/** The token of the newest reset link e-mailed to this address. */
async function resetLink(email: string): Promise<{ token: string; url: URL }> {
  const messages = (await mailTo(email)).filter((m) => m.subject.startsWith('Reset your'));
  const newest = messages.sort((a, b) => +b.createdAt - +a.createdAt).at(0);
  const href = /https?:\/\/\S+\/reset-password\?\S+/.exec(newest?.text ?? '')?.[0];
  if (!href) throw new Error(`no reset link mailed to ${email}`);
  const url = new URL(href);
  return { token: url.searchParams.get('token') ?? '', url };
}

const NEW_PASSWORD = 'harbour-lights-77';
const resetBody = (email: string, token: string, password = NEW_PASSWORD) => ({
  token,
  email,
  password,
  password_confirmation: password,
});

describe('forgot password', () => {
  it('answers the same for an e-mail with an account and one without', async () => {
    const { email } = await registered();
    const known = await forgot(email);
    const unknown = await forgot(uniqueEmail());
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ message: resetMessages.linkSentIfAccount });
  });

  it('does the same work for a known and an unknown e-mail in the request: one queued job (no timing to tell them apart)', async () => {
    // Its own app whose job workers are stopped: what the request itself did stays visible.
    const quiet = await createTestApp();
    try {
      await quiet.ready();
      await quiet.jobs.stop();
      const email = uniqueEmail();
      const signup = await quiet.inject({
        method: 'POST',
        url: '/api/auth/customer/register',
        payload: validRegistration(email),
      });
      expect(signup.statusCode).toBe(201);
      const { db } = quiet.database;
      await db.delete(jobOutbox);
      const stranger = uniqueEmail();
      for (const address of [email, stranger]) {
        const res = await quiet.inject({
          method: 'POST',
          url: '/api/auth/customer/forgot-password',
          payload: { email: address },
        });
        expect(res.statusCode).toBe(200);
      }
      const queued = await db.select().from(jobOutbox);
      expect(queued).toHaveLength(2);
      expect(queued.map((row) => [row.queue, row.data])).toEqual(
        expect.arrayContaining([
          [JOBS.passwordResetEmail, { email }],
          [JOBS.passwordResetEmail, { email: stranger }],
        ]),
      );
      // The account lookup, the link and the e-mail are the job's: none happened in the request.
      expect(await db.select().from(passwordResets)).toHaveLength(0);
      expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).toHaveLength(0);
    } finally {
      await quiet.close();
    }
  });

  it('e-mails a link with a 256-bit token to an account, stored only as its hash', async () => {
    const { email } = await registered();
    await forgot(email.toUpperCase());
    const { token, url } = await resetLink(email);
    expect(url.pathname).toBe('/reset-password');
    expect(url.searchParams.get('email')).toBe(email);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await app.database.db.select().from(passwordResets);
    expect(rows.some((r) => r.tokenHash === sha256Hex(token))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('e-mails nobody for an address without an account', async () => {
    const email = uniqueEmail();
    await forgot(email);
    expect(await mailTo(email)).toHaveLength(0);
  });

  it('answers 422 with the spec message for an empty or malformed address, and queues nothing', async () => {
    for (const [email, message] of [
      ['', resetMessages.emailRequired],
      ['not-an-address', resetMessages.invalidEmail],
    ]) {
      const res = await forgot(email);
      expect(res.statusCode).toBe(422);
      expect(res.json().error.details.errors.email).toEqual([message]);
    }
    expect((await post('forgot-password', { email: 'a@b.co', extra: 1 })).statusCode).toBe(400);
    expect((await post('forgot-password', { email: 42 })).statusCode).toBe(400);
    expect(await app.jobs.health()).toMatchObject({ failed: 0 });
  });

  it('allows three requests an hour per address, from any client, then 429 with Retry-After', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 3; i += 1) expect((await forgot(email)).statusCode).toBe(200);
    const fourth = await post(
      'forgot-password',
      { email: email.toUpperCase() },
      { 'x-forwarded-for': '203.0.113.9' },
    );
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.code).toBe('RATE_LIMITED');
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect((await forgot(uniqueEmail())).statusCode).toBe(200);
  });
});

describe('reset password', () => {
  it('sets the new password, ends every session and e-mails a notice', async () => {
    const { email, token: session } = await registered();
    await forgot(email);
    const { token } = await resetLink(email);
    const res = await reset(resetBody(email, token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: resetMessages.resetDone });

    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/customer/me',
      headers: { authorization: `Bearer ${session}` },
    });
    expect(me.statusCode).toBe(401);
    expect((await login(email, 'sunshine-2026')).statusCode).toBe(401);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
    const notices = (await mailTo(email)).filter((m) => m.subject.includes('password was changed'));
    expect(notices).toHaveLength(1);
  });

  it('works once: the same link again is 410 and the password stays', async () => {
    const { email } = await registered();
    await forgot(email);
    const { token } = await resetLink(email);
    expect((await reset(resetBody(email, token))).statusCode).toBe(200);
    const again = await reset(resetBody(email, token, 'another-password-9'));
    expect(again.statusCode).toBe(410);
    expect(again.json().error.message).toBe(resetMessages.linkExpired);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('a newer link supersedes the older one', async () => {
    const { email } = await registered();
    await forgot(email);
    const first = await resetLink(email);
    await forgot(email);
    const second = await resetLink(email);
    expect(second.token).not.toBe(first.token);
    expect((await reset(resetBody(email, first.token))).statusCode).toBe(410);
    expect((await reset(resetBody(email, second.token))).statusCode).toBe(200);
  });

  it('an hour later the link has expired: 410', async () => {
    const { email } = await registered();
    await forgot(email);
    const { token } = await resetLink(email);
    // An hour passes.
    await app.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.tokenHash, sha256Hex(token)));
    expect((await reset(resetBody(email, token))).statusCode).toBe(410);
    expect((await login(email, 'sunshine-2026')).statusCode).toBe(200);
  });

  it('an unknown link, or a link used with another address, is 404', async () => {
    const { email } = await registered();
    const other = await registered();
    await forgot(email);
    const { token } = await resetLink(email);
    expect((await reset(resetBody(email, 'x'.repeat(43)))).statusCode).toBe(404);
    const crossed = await reset(resetBody(other.email, token));
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().error.message).toBe(resetMessages.linkInvalid);
    expect((await reset(resetBody(email, ''))).statusCode).toBe(404);
    // The link still works for its own account.
    expect((await reset(resetBody(email, token))).statusCode).toBe(200);
  });

  it('answers 422 per field with the spec messages and changes nothing', async () => {
    const { email } = await registered();
    await forgot(email);
    const { token } = await resetLink(email);
    const cases: [object, string, string][] = [
      [{ password: '', password_confirmation: '' }, 'password', resetMessages.fillInAll],
      [
        { password: 'short', password_confirmation: 'short' },
        'password',
        'Password must be at least 8 characters long',
      ],
      [
        { password: NEW_PASSWORD, password_confirmation: `${NEW_PASSWORD}x` },
        'password_confirmation',
        'Passwords do not match',
      ],
    ];
    for (const [fields, field, message] of cases) {
      const res = await reset({ ...resetBody(email, token), ...fields });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.details.errors[field]).toEqual([message]);
    }
    expect((await reset({ ...resetBody(email, token), admin: true })).statusCode).toBe(400);
    expect((await login(email, 'sunshine-2026')).statusCode).toBe(200);
    // The link was not used up by the refused attempts.
    expect((await reset(resetBody(email, token))).statusCode).toBe(200);
    const row = (await app.database.db.select().from(users).where(eq(users.email, email))).at(0);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });
});
