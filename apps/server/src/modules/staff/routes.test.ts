import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail, validRegistration } from '../../test/app';
import { createStaffRepository } from './repository';
import { createStaffService } from './service';

const PASSWORD = 'tidal-orchard-lantern-42';
let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => app.close());

/** A member of staff made as `npm run staff:create` makes one. */
async function newStaff(role: 'agent' | 'supervisor' | 'admin' = 'agent') {
  const service = createStaffService(createStaffRepository(app.database.db), {
    issuer: 'Sunward Holidays',
    // Making staff seals nothing: any key does.
    secretKey: randomBytes(32),
  });
  return service.create(
    { email: uniqueEmail(), fullName: 'Ava Patel', role, password: PASSWORD },
    null,
  );
}

const cookie = (res: LightMyRequestResponse, name: string) =>
  res.cookies.find((c) => c.name === name);

const post = (url: string, payload: unknown, cookies: Record<string, string> = {}, ip?: string) =>
  app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    cookies,
    ...(ip ? { remoteAddress: ip } : {}),
  });

/** First sign-in through the API: password, setup, confirm. The session cookie and the codes. */
async function firstSignIn(email: string) {
  const signIn = await post('/api/staff/sign-in', { email, password: PASSWORD });
  const step = { sunward_staff_step: cookie(signIn, 'sunward_staff_step')?.value ?? '' };
  const setup = await post('/api/staff/two-factor/setup', undefined, step);
  const { secret } = setup.json<{ secret: string }>();
  const confirm = await post(
    '/api/staff/two-factor/confirm',
    { code: generateSync({ secret }) },
    step,
  );
  return {
    signIn,
    setup,
    confirm,
    session: { sunward_staff: cookie(confirm, 'sunward_staff')?.value ?? '' },
    recoveryCodes: confirm.json<{ recoveryCodes?: string[] }>().recoveryCodes ?? [],
  };
}

describe('staff sign-in over HTTP', () => {
  it('a first sign-in: password, then the QR secret, then a code; the session is a strict cookie', async () => {
    const member = await newStaff('supervisor');
    const { signIn, setup, confirm, session } = await firstSignIn(member.email);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toEqual({ next: 'setup' });
    expect(cookie(signIn, 'sunward_staff_step')).toMatchObject({
      path: '/api/staff',
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
    });
    expect(setup.statusCode).toBe(200);
    expect(setup.json<{ uri: string }>().uri).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]{32}/);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toMatchObject({
      staff: { email: member.email, role: 'supervisor', twoFactor: true },
      recoveryCodes: expect.arrayContaining([expect.stringMatching(/^\w{5}-\w{5}-\w{5}$/)]),
    });
    expect(cookie(confirm, 'sunward_staff')).toMatchObject({
      path: '/api/staff',
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
    });
    const me = await app.inject({ method: 'GET', url: '/api/staff/me', cookies: session });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ staff: expect.objectContaining({ id: member.id }) });
  });

  it('a later sign-in takes a recovery code once; signing out ends the session', async () => {
    const member = await newStaff();
    const { recoveryCodes } = await firstSignIn(member.email);
    const signIn = await post('/api/staff/sign-in', { email: member.email, password: PASSWORD });
    expect(signIn.json()).toEqual({ next: 'code' });
    const step = { sunward_staff_step: cookie(signIn, 'sunward_staff_step')?.value ?? '' };
    const wrong = await post('/api/staff/two-factor', { code: '000000' }, step);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      error: { message: 'That code is not valid. Please try again.' },
    });
    const right = await post('/api/staff/two-factor', { code: recoveryCodes[0] }, step);
    expect(right.statusCode).toBe(200);
    const session = { sunward_staff: cookie(right, 'sunward_staff')?.value ?? '' };
    // The step is spent: the same recovery code cannot open a second session.
    expect((await post('/api/staff/two-factor', { code: recoveryCodes[0] }, step)).statusCode).toBe(
      401,
    );
    expect((await post('/api/staff/sign-out', undefined, session)).statusCode).toBe(204);
    const me = await app.inject({ method: 'GET', url: '/api/staff/me', cookies: session });
    expect(me.statusCode).toBe(401);
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const member = await newStaff();
    const wrong = await post('/api/staff/sign-in', {
      email: member.email,
      password: 'nope-nope-1',
    });
    const unknown = await post('/api/staff/sign-in', { email: uniqueEmail(), password: PASSWORD });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        error: { code: 'UNAUTHORIZED', message: 'Invalid email or password. Please try again.' },
      });
      expect(res.cookies).toEqual([]);
    }
  });

  it('refuses no session, a customer token, a password step alone, and a staff token on customer routes', async () => {
    const customer = await app.inject({
      method: 'POST',
      url: '/api/auth/customer/register',
      payload: validRegistration(),
    });
    const customerToken = customer.json<{ access_token: string }>().access_token;
    const member = await newStaff();
    const { session } = await firstSignIn(member.email);
    const signIn = await post('/api/staff/sign-in', { email: member.email, password: PASSWORD });
    const stepToken = cookie(signIn, 'sunward_staff_step')?.value ?? '';

    const attempts = [
      {},
      { headers: { authorization: `Bearer ${customerToken}` } },
      { cookies: { sunward_staff: customerToken } },
      { cookies: { sunward_staff: stepToken } },
      { headers: { authorization: `Bearer ${session.sunward_staff}` } },
    ];
    for (const extra of attempts) {
      const res = await app.inject({ method: 'GET', url: '/api/staff/me', ...extra });
      expect(res.statusCode).toBe(401);
    }
    const asCustomer = await app.inject({
      method: 'GET',
      url: '/api/auth/customer/me',
      headers: { authorization: `Bearer ${session.sunward_staff}` },
      cookies: session,
    });
    expect(asCustomer.statusCode).toBe(401);
  });

  it('limits passwords per account whichever address tries, then answers 429', async () => {
    const member = await newStaff();
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const res = await post(
        '/api/staff/sign-in',
        { email: member.email.toUpperCase(), password: `wrong-password-${String(i)}` },
        {},
        `203.0.113.${String(i + 1)}`,
      );
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([...Array<number>(10).fill(401), 429]);
    // The right password is refused too until the window passes.
    const right = await post('/api/staff/sign-in', { email: member.email, password: PASSWORD });
    expect(right.statusCode).toBe(429);
  });

  it('answers bad input with a clear 4xx, never a 5xx, and stores nothing', async () => {
    const member = await newStaff();
    const bodies: unknown[] = [
      { email: member.email },
      { email: 42, password: PASSWORD },
      { email: `a\u0000b@example.co.uk`, password: PASSWORD },
      { email: 'x'.repeat(100_000), password: PASSWORD },
      { email: member.email, password: PASSWORD, role: 'admin' },
      [],
      'text',
    ];
    for (const body of bodies) {
      const res = await post('/api/staff/sign-in', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.cookies).toEqual([]);
    }
    const { session } = await firstSignIn(member.email);
    for (const body of [{ code: 'x'.repeat(100_000) }, { code: 123456 }, {}]) {
      const res = await post('/api/staff/two-factor', body, session);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });
});

describe('admins manage staff', () => {
  /** A signed-in member of staff of `role`: their id and session cookie. */
  async function signedIn(role: 'agent' | 'supervisor' | 'admin') {
    const member = await newStaff(role);
    return { member, session: (await firstSignIn(member.email)).session };
  }
  const auditActions = async (id: string) => {
    const { rows } = await app.database.executeSql(
      'select action from staff_audit where target_id = $1 order by id',
      [id],
    );
    return (rows as { action: string }[]).map((r) => r.action);
  };

  it('an admin creates an agent, who signs in; agents and supervisors may not manage staff', async () => {
    const admin = await signedIn('admin');
    const email = uniqueEmail();
    const created = await post(
      '/api/staff/members',
      { email, fullName: 'Noah Clarke', role: 'agent', password: PASSWORD },
      admin.session,
    );
    expect(created.statusCode).toBe(201);
    const member = created.json<{ member: { id: string } }>().member;
    expect(created.json()).toMatchObject({ member: { email, role: 'agent', twoFactor: false } });
    const list = await app.inject({
      method: 'GET',
      url: '/api/staff/members',
      cookies: admin.session,
    });
    expect(list.json<{ members: { id: string }[] }>().members.map((m) => m.id)).toContain(
      member.id,
    );
    const { rows } = await app.database.executeSql(
      'select staff_id, staff_role, request_id from staff_audit where target_id = $1',
      [member.id],
    );
    expect(rows).toEqual([
      { staff_id: admin.member.id, staff_role: 'admin', request_id: expect.any(String) },
    ]);
    expect((await firstSignIn(email)).confirm.statusCode).toBe(200);

    // Agents and supervisors may not manage staff.
    for (const role of ['agent', 'supervisor'] as const) {
      const { session } = await signedIn(role);
      // The list of staff: supervisors read it (for the audit trail), agents may not.
      const list = await app.inject({ method: 'GET', url: '/api/staff/members', cookies: session });
      expect(list.statusCode).toBe(role === 'supervisor' ? 200 : 403);
      const attempts = [
        post(
          '/api/staff/members',
          { email: uniqueEmail(), fullName: 'X Y', role: 'admin', password: PASSWORD },
          session,
        ),
        app.inject({
          method: 'PATCH',
          url: `/api/staff/members/${member.id}`,
          payload: { role: 'admin' },
          cookies: session,
        }),
        post(`/api/staff/members/${member.id}/end-sessions`, undefined, session),
      ];
      for (const res of await Promise.all(attempts)) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ error: { message: 'Your role does not allow this.' } });
      }
    }
    const anonymous = await app.inject({ method: 'GET', url: '/api/staff/members' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('a new role or a deactivation ends the sessions at once; a deactivated member cannot sign in', async () => {
    const admin = await signedIn('admin');
    const agent = await signedIn('agent');
    const promote = await app.inject({
      method: 'PATCH',
      url: `/api/staff/members/${agent.member.id}`,
      payload: { role: 'supervisor' },
      cookies: admin.session,
    });
    expect(promote.json()).toMatchObject({ member: { role: 'supervisor', active: true } });
    const me = await app.inject({ method: 'GET', url: '/api/staff/me', cookies: agent.session });
    expect(me.statusCode).toBe(401);

    const deactivate = await app.inject({
      method: 'PATCH',
      url: `/api/staff/members/${agent.member.id}`,
      payload: { active: false },
      cookies: admin.session,
    });
    expect(deactivate.json()).toMatchObject({ member: { active: false } });
    const signIn = await post('/api/staff/sign-in', {
      email: agent.member.email,
      password: PASSWORD,
    });
    expect(signIn.statusCode).toBe(401);
    expect(await auditActions(agent.member.id)).toEqual([
      'staff.created',
      'staff.twoFactorEnabled',
      'staff.signedIn',
      'staff.accessChanged',
      'staff.accessChanged',
      'staff.signInFailed',
    ]);
  });

  it('an admin ends anyone’s sessions; nobody changes their own access; unknown ids are 404', async () => {
    const admin = await signedIn('admin');
    const agent = await signedIn('agent');
    const ended = await post(
      `/api/staff/members/${agent.member.id}/end-sessions`,
      undefined,
      admin.session,
    );
    expect(ended.json()).toEqual({ ended: 1 });
    expect(
      (await app.inject({ method: 'GET', url: '/api/staff/me', cookies: agent.session }))
        .statusCode,
    ).toBe(401);

    const own = await app.inject({
      method: 'PATCH',
      url: `/api/staff/members/${admin.member.id}`,
      payload: { active: false },
      cookies: admin.session,
    });
    expect(own.statusCode).toBe(409);
    expect(await auditActions(admin.member.id)).not.toContain('staff.accessChanged');

    const unknown = '5f0c1d2e-0000-4000-8000-000000000000';
    for (const res of [
      await app.inject({
        method: 'PATCH',
        url: `/api/staff/members/${unknown}`,
        payload: { role: 'agent' },
        cookies: admin.session,
      }),
      await post(`/api/staff/members/${unknown}/end-sessions`, undefined, admin.session),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    const badId = await app.inject({
      method: 'PATCH',
      url: '/api/staff/members/not-an-id',
      payload: {},
      cookies: admin.session,
    });
    expect(badId.statusCode).toBe(400);
    const badRole = await app.inject({
      method: 'PATCH',
      url: `/api/staff/members/${agent.member.id}`,
      payload: { role: 'owner' },
      cookies: admin.session,
    });
    expect(badRole.statusCode).toBe(400);
  });

  it('an admin resets a lost two-factor: sessions end, and the member sets it up again', async () => {
    const admin = await signedIn('admin');
    const agent = await newStaff();
    const first = await firstSignIn(agent.email);
    const reset = await post(
      `/api/staff/members/${agent.id}/reset-two-factor`,
      undefined,
      admin.session,
    );
    expect(reset.json()).toMatchObject({ member: { id: agent.id, twoFactor: false } });
    expect(
      (await app.inject({ method: 'GET', url: '/api/staff/me', cookies: first.session }))
        .statusCode,
    ).toBe(401);
    const again = await firstSignIn(agent.email);
    expect(again.signIn.json()).toEqual({ next: 'setup' });
    expect(again.confirm.statusCode).toBe(200);
    // The codes from before the reset are gone.
    const signIn = await post('/api/staff/sign-in', { email: agent.email, password: PASSWORD });
    const step = { sunward_staff_step: cookie(signIn, 'sunward_staff_step')?.value ?? '' };
    const old = await post('/api/staff/two-factor', { code: first.recoveryCodes[0] }, step);
    expect(old.statusCode).toBe(422);
    expect(await auditActions(agent.id)).toContain('staff.twoFactorReset');
  });

  it('new recovery codes need the password and a code again; the old ones stop working', async () => {
    const agent = await newStaff();
    const first = await firstSignIn(agent.email);
    const [oldCode, proofCode] = first.recoveryCodes;
    const refused = await post(
      '/api/staff/me/recovery-codes',
      { password: 'not-my-password-9', code: proofCode },
      first.session,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      error: { message: 'Your password or code is not right. Please try again.' },
    });
    const renewed = await post(
      '/api/staff/me/recovery-codes',
      { password: PASSWORD, code: proofCode },
      first.session,
    );
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(oldCode);
    const signIn = await post('/api/staff/sign-in', { email: agent.email, password: PASSWORD });
    const step = { sunward_staff_step: cookie(signIn, 'sunward_staff_step')?.value ?? '' };
    expect((await post('/api/staff/two-factor', { code: oldCode }, step)).statusCode).toBe(422);
    expect((await post('/api/staff/two-factor', { code: fresh[0] }, step)).statusCode).toBe(200);
    expect(await auditActions(agent.id)).toContain('staff.recoveryCodesRenewed');
  });
});
