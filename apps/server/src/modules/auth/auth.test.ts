import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail, validRegistration } from '../../test/app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '50' });
});
afterAll(() => app.close());

const register = (payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/auth/customer/register', payload: payload as object });
const login = (payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/auth/customer/login', payload: payload as object });
const me = (token?: string) =>
  app.inject({
    method: 'GET',
    url: '/api/auth/customer/me',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('register', () => {
  it('creates an account, signs the customer in and never returns the password hash', async () => {
    const email = uniqueEmail();
    const res = await register({ ...validRegistration(email), email: `  ${email.toUpperCase()} ` });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({
      name: 'Amelia Hart',
      email,
      title: 'Ms',
      telephone: '07700 900123',
    });
    expect(body.token_type).toBe('Bearer');
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(body)).not.toMatch(/argon2|password/i);

    const who = await me(body.access_token);
    expect(who.statusCode).toBe(200);
    expect(who.json().user.email).toBe(email);
  });

  it('answers 409 for an e-mail that already has an account, whatever its case', async () => {
    const email = uniqueEmail();
    expect((await register(validRegistration(email))).statusCode).toBe(201);
    const again = await register(validRegistration(email.toUpperCase()));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'CONFLICT' });
  });

  it('answers 422 with the spec messages per field', async () => {
    const res = await register({
      ...validRegistration(),
      full_name: ' ',
      email: 'not-an-email',
      password: 'short',
      password_confirmation: 'shorter',
    });
    expect(res.statusCode).toBe(422);
    const { error } = res.json();
    expect(error.code).toBe('UNPROCESSABLE');
    expect(error.message).toBe('Please fill in all required fields');
    expect(error.details.errors).toEqual({
      full_name: ['Please fill in all required fields'],
      email: ['Please enter a valid email address'],
      password: ['Password must be at least 8 characters long'],
      password_confirmation: ['Passwords do not match'],
    });
  });

  it('rejects wrong types, unknown fields and malformed JSON with 400 and keeps nothing', async () => {
    const email = uniqueEmail();
    const wrongType = await register({ ...validRegistration(email), password: 12345678 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error.message).toBe(
      'password: Invalid input: expected string, received number',
    );

    const unknown = await register({ ...validRegistration(email), is_admin: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toContain('is_admin');

    const malformed = await app.inject({
      method: 'POST',
      url: '/api/auth/customer/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'The request body is not valid JSON.',
    });

    // None of the rejected attempts created the account.
    expect((await register(validRegistration(email))).statusCode).toBe(201);
  });
});

describe('login, me and logout', () => {
  const email = uniqueEmail();
  beforeAll(async () => {
    expect((await register(validRegistration(email))).statusCode).toBe(201);
  });

  it('signs in with the right password, case-insensitive e-mail', async () => {
    const res = await login({ email: email.toUpperCase(), password: 'sunshine-2026' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(email);
  });

  it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
    const wrong = await login({ email, password: 'wrong-password' });
    const unknown = await login({ email: uniqueEmail(), password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('answers 422 with the spec message when a field is empty', async () => {
    const res = await login({ email: '', password: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe('Please enter both email and password');
  });

  it('remember me issues a longer-lived token', async () => {
    const short = (await login({ email, password: 'sunshine-2026' })).json();
    const long = (await login({ email, password: 'sunshine-2026', remember_me: true })).json();
    const days = (iso: string) => (Date.parse(iso) - Date.now()) / 86_400_000;
    expect(days(short.expires_at)).toBeLessThan(2);
    expect(days(long.expires_at)).toBeGreaterThan(29);
  });

  it('logout revokes only that token', async () => {
    const a = (await login({ email, password: 'sunshine-2026' })).json().access_token;
    const b = (await login({ email, password: 'sunshine-2026' })).json().access_token;
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/customer/logout',
      headers: { authorization: `Bearer ${a}` },
    });
    expect(out.statusCode).toBe(204);
    expect((await me(a)).statusCode).toBe(401);
    expect((await me(b)).statusCode).toBe(200);
  });

  it('me without or with a bogus token is 401', async () => {
    expect((await me()).statusCode).toBe(401);
    const bogus = await me('A'.repeat(43));
    expect(bogus.statusCode).toBe(401);
    expect(bogus.json().error.code).toBe('UNAUTHORIZED');
  });

  it('lists the signed-in customer’s itineraries (none yet) and refuses visitors', async () => {
    const token = (await login({ email, password: 'sunshine-2026' })).json().access_token;
    const res = await app.inject({
      method: 'GET',
      url: '/api/auth/customer/itineraries',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    const visitor = await app.inject({ method: 'GET', url: '/api/auth/customer/itineraries' });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('login rate limit', () => {
  it('answers 429 once the attempts from one address exceed the limit', async () => {
    const limited = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '3' });
    try {
      const attempt = () =>
        limited.inject({
          method: 'POST',
          url: '/api/auth/customer/login',
          payload: { email: 'someone@example.co.uk', password: 'guess-guess' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});
