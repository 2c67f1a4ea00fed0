import { randomBytes } from 'node:crypto';
import { STAFF_ROLES, type StaffRole } from '@sunward/contracts/staff';
import type { FastifyInstance } from 'fastify';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { createTestApp, uniqueEmail } from '../../test/app';
import { STAFF_ACTIONS, staffMay, type StaffAction } from '@sunward/contracts/staff-policy';
import { createStaffRepository } from './repository';
import { createStaffService, STAFF_IDLE_MINUTES, type StaffService } from './service';
import { RECOVERY_CODE_COUNT } from './two-factor';
import { openSecret } from '../../lib/secret-box';

const PASSWORD = 'tidal-orchard-lantern-42';
const KEY = randomBytes(32);
let app: FastifyInstance;
let clock = new Date('2026-06-01T09:00:10Z');
let service: StaffService;

beforeAll(async () => {
  app = await createTestApp();
  service = createStaffService(createStaffRepository(app.database.db), {
    issuer: 'Sunward Holidays',
    secretKey: KEY,
    site: ['Sunward Holidays'],
    now: () => clock,
  });
});
afterAll(() => app.close());

const at = (iso: string) => {
  clock = new Date(iso);
};
const codeAt = (secret: string, iso: string) =>
  generateSync({ secret, epoch: Math.floor(Date.parse(iso) / 1000) });

async function auditRows(staffId: string) {
  const { rows } = await app.database.executeSql(
    'select action, staff_id, before, after from staff_audit where target_id = $1 order by id',
    [staffId],
  );
  return rows as { action: string; staff_id: string | null; after: unknown }[];
}

/** A member of staff with two-factor sign-in set up at 09:00:10; their secret and codes. */
async function enrolled(role: StaffRole = 'agent') {
  at('2026-06-01T09:00:10Z');
  const member = await service.create(
    { email: uniqueEmail(), fullName: 'Grace Okafor', role, password: PASSWORD },
    null,
  );
  const { secret } = await service.beginTwoFactorSetup(member.id);
  const setup = await service.confirmTwoFactorSetup(
    member.id,
    codeAt(secret, '2026-06-01T09:00:10Z'),
    null,
  );
  if (!setup) throw new Error('two-factor setup failed');
  return { member, secret, recoveryCodes: setup.recoveryCodes };
}

describe('the staff policy', () => {
  // Role × action: the whole table, so a change to who may do what is a change to this test.
  const expected: Record<StaffAction, Record<StaffRole, boolean>> = {
    'bookings.search': { agent: true, supervisor: true, admin: true },
    'bookings.view': { agent: true, supervisor: true, admin: true },
    'bookings.note': { agent: true, supervisor: true, admin: true },
    'changeRequests.work': { agent: true, supervisor: true, admin: true },
    'changeRequests.assign': { agent: false, supervisor: true, admin: true },
    'bookings.amend': { agent: true, supervisor: true, admin: true },
    'bookings.requestCancellation': { agent: true, supervisor: true, admin: true },
    'bookings.cancel': { agent: false, supervisor: true, admin: true },
    'bookings.refund': { agent: false, supervisor: true, admin: true },
    'audit.read': { agent: false, supervisor: true, admin: true },
    'money.read': { agent: false, supervisor: true, admin: true },
    'attention.read': { agent: true, supervisor: true, admin: true },
    'attention.act': { agent: false, supervisor: true, admin: true },
    'touristTax.read': { agent: true, supervisor: true, admin: true },
    'touristTax.edit': { agent: false, supervisor: true, admin: true },
    'reviews.read': { agent: true, supervisor: true, admin: true },
    'reviews.moderate': { agent: true, supervisor: true, admin: true },
    'reviews.override': { agent: false, supervisor: true, admin: true },
    'staff.list': { agent: false, supervisor: true, admin: true },
    'staff.manage': { agent: false, supervisor: false, admin: true },
    'staff.endSessions': { agent: false, supervisor: false, admin: true },
  };
  it.each(STAFF_ACTIONS.flatMap((action) => STAFF_ROLES.map((role) => [action, role] as const)))(
    '%s by %s',
    (action, role) => {
      expect(staffMay(role, action)).toBe(expected[action][role]);
    },
  );
  it('covers every action in the table', () => {
    expect(Object.keys(expected).sort()).toEqual([...STAFF_ACTIONS].sort());
  });
});

describe('creating staff', () => {
  it('stores the e-mail lower-cased, never the password, and audits the creation', async () => {
    const email = uniqueEmail().toUpperCase();
    const member = await service.create(
      { email: `  ${email} `, fullName: ' Ava Patel ', role: 'admin', password: PASSWORD },
      null,
    );
    expect(member).toMatchObject({
      email: email.toLowerCase(),
      fullName: 'Ava Patel',
      role: 'admin',
      active: true,
      twoFactor: false,
    });
    const { rows } = await app.database.executeSql(
      'select password_hash from staff where id = $1',
      [member.id],
    );
    expect((rows[0] as { password_hash: string }).password_hash).toMatch(/^\$argon2id\$/);
    const audit = await auditRows(member.id);
    expect(audit).toEqual([
      expect.objectContaining({ action: 'staff.created', staff_id: null, after: member }),
    ]);
  });

  it('refuses a weak password or a bad e-mail with field messages, and stores nothing', async () => {
    const email = uniqueEmail();
    const refused = await service
      .create({ email, fullName: 'Bo Lind', role: 'agent', password: 'password1' }, null)
      .catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(422);
    expect((refused as AppError).details).toEqual({
      errors: { password: ['This password is too common. Please choose a stronger one.'] },
    });
    const badEmail = await service
      .create({ email: 'not-an-email', fullName: '', role: 'agent', password: PASSWORD }, null)
      .catch((err: unknown) => err);
    expect((badEmail as AppError).details).toEqual({
      errors: {
        email: ['Please enter a valid email address'],
        fullName: ['Please enter a name'],
      },
    });
    const { rows } = await app.database.executeSql('select 1 from staff where email = $1', [email]);
    expect(rows).toEqual([]);
  });

  it('refuses a second account with the same e-mail, and audits only the first', async () => {
    const email = uniqueEmail();
    const first = await service.create(
      { email, fullName: 'Ava Patel', role: 'agent', password: PASSWORD },
      null,
    );
    const second = await service
      .create({ email, fullName: 'Ava Patel', role: 'admin', password: PASSWORD }, null)
      .catch((err: unknown) => err);
    expect((second as AppError).status).toBe(409);
    const { rows } = await app.database.executeSql(
      "select count(*)::int as n from staff_audit where action = 'staff.created' and after->>'email' = $1",
      [email],
    );
    expect(rows).toEqual([{ n: 1 }]);
    expect((await auditRows(first.id)).map((r) => r.action)).toEqual(['staff.created']);
  });
});

describe('signing in', () => {
  it('knows the password of active staff only, and no customer', async () => {
    const { member } = await enrolled();
    expect((await service.checkPassword(member.email.toUpperCase(), PASSWORD))?.id).toBe(member.id);
    expect(await service.checkPassword(member.email, 'wrong-password-0000')).toBeUndefined();
    expect(await service.checkPassword(uniqueEmail(), PASSWORD)).toBeUndefined();
  });

  it('sets up two-factor once: ten recovery codes, stored hashed, and no second setup', async () => {
    const { member, recoveryCodes } = await enrolled();
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}-[a-z2-9]{5}$/);
    const { rows } = await app.database.executeSql(
      'select code_hash from staff_recovery_codes where staff_id = $1',
      [member.id],
    );
    expect(rows).toHaveLength(RECOVERY_CODE_COUNT);
    for (const row of rows as { code_hash: string }[]) {
      expect(recoveryCodes).not.toContain(row.code_hash);
    }
    await expect(service.beginTwoFactorSetup(member.id)).rejects.toMatchObject({ status: 409 });
    expect((await auditRows(member.id)).map((r) => r.action)).toEqual([
      'staff.created',
      'staff.twoFactorEnabled',
    ]);
  });

  it('keeps the secret sealed: the database holds neither it nor anything another key opens', async () => {
    const { member, secret } = await enrolled();
    const { rows } = await app.database.executeSql('select totp_secret from staff where id = $1', [
      member.id,
    ]);
    const stored = (rows[0] as { totp_secret: string }).totp_secret;
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain(secret);
    expect(openSecret(KEY, stored)).toBe(secret);
    expect(() => openSecret(randomBytes(32), stored)).toThrow();
  });

  it('refuses a wrong code when setting up, and keeps two-factor off', async () => {
    at('2026-06-01T09:00:10Z');
    const member = await service.create(
      { email: uniqueEmail(), fullName: 'Grace Okafor', role: 'agent', password: PASSWORD },
      null,
    );
    const { secret, uri } = await service.beginTwoFactorSetup(member.id);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toContain('issuer=Sunward');
    const wrong = codeAt(secret, '2026-06-01T09:05:00Z');
    expect(await service.confirmTwoFactorSetup(member.id, wrong, null)).toBeUndefined();
    expect(await service.checkSecondFactor(member.id, codeAt(secret, '2026-06-01T09:00:10Z'))).toBe(
      false,
    );
  });

  it('takes a code once, from the current step or the one before, never older or later', async () => {
    const { member, secret } = await enrolled();
    // The setup used 09:00:00–09:00:29's code.
    at('2026-06-01T09:01:05Z');
    expect(await service.checkSecondFactor(member.id, codeAt(secret, '2026-06-01T09:01:05Z'))).toBe(
      true,
    );
    // Used: the same code again is refused, and so is the step before it.
    expect(await service.checkSecondFactor(member.id, codeAt(secret, '2026-06-01T09:01:05Z'))).toBe(
      false,
    );
    at('2026-06-01T09:03:10Z');
    // Two steps old (09:02:00–09:02:29): refused; from the next step: refused.
    expect(await service.checkSecondFactor(member.id, codeAt(secret, '2026-06-01T09:02:05Z'))).toBe(
      false,
    );
    expect(await service.checkSecondFactor(member.id, codeAt(secret, '2026-06-01T09:03:40Z'))).toBe(
      false,
    );
    // The previous step (typed as its 30 seconds ended): accepted.
    expect(await service.checkSecondFactor(member.id, codeAt(secret, '2026-06-01T09:02:59Z'))).toBe(
      true,
    );
    expect(await service.checkSecondFactor(member.id, '12345')).toBe(false);
  });

  it('of two sign-ins with the same code at the same moment, one gets in', async () => {
    const { member, secret } = await enrolled();
    at('2026-06-01T09:03:00Z');
    const code = codeAt(secret, '2026-06-01T09:03:00Z');
    const answers = await Promise.all([
      service.checkSecondFactor(member.id, code),
      service.checkSecondFactor(member.id, code),
    ]);
    expect(answers.sort()).toEqual([false, true]);
  });

  it('takes each recovery code once, typed in any case and spacing', async () => {
    const { member, recoveryCodes } = await enrolled();
    const code = recoveryCodes[3] ?? '';
    expect(
      await service.checkSecondFactor(member.id, ` ${code.toUpperCase().replace(/-/g, ' ')} `),
    ).toBe(true);
    expect(await service.checkSecondFactor(member.id, code)).toBe(false);
    expect(await service.checkSecondFactor(member.id, 'abcde-fghjk-mnpqr')).toBe(false);
    expect(await service.unusedRecoveryCodes(member.id)).toBe(RECOVERY_CODE_COUNT - 1);
  });
});

/** Signs in with the password and the app's code at `iso`: the full session's token. */
async function signedIn(email: string, secret: string, iso: string) {
  at(iso);
  const first = await service.signIn(email, PASSWORD, {});
  if (!first) throw new Error('password refused');
  const step = await service.passwordStep(first.token);
  if (!step) throw new Error('no password step');
  const full = await service.secondFactor(step, codeAt(secret, iso), {});
  if (!full) throw new Error('code refused');
  return full;
}

describe('staff sessions', () => {
  it('sign in in two steps; the password step alone opens nothing else, for 5 minutes', async () => {
    const { member, secret } = await enrolled();
    at('2026-06-01T09:20:00Z');
    const first = await service.signIn(member.email, PASSWORD, { address: '203.0.113.9' });
    expect(first?.next).toBe('code');
    const token = first?.token ?? '';
    expect(await service.session(token)).toBeUndefined();
    at('2026-06-01T09:25:00Z');
    expect(await service.passwordStep(token)).toBeUndefined();
    at('2026-06-01T09:25:10Z');
    const again = await service.signIn(member.email, PASSWORD, {});
    const step = await service.passwordStep(again?.token ?? '');
    if (!step) throw new Error('no password step');
    expect(await service.secondFactor(step, '000000', { requestId: 'r-1' })).toBeUndefined();
    const full = await service.secondFactor(step, codeAt(secret, '2026-06-01T09:25:10Z'), {
      requestId: 'r-2',
    });
    expect(full?.staff.id).toBe(member.id);
    expect(full?.token).not.toBe(again?.token);
    expect((await service.session(full?.token ?? ''))?.staff.email).toBe(member.email);
    // The password step's token is spent.
    expect(await service.passwordStep(again?.token ?? '')).toBeUndefined();
    const { rows } = await app.database.executeSql(
      "select action, request_id from staff_audit where target_id = $1 and action like 'staff.%' order by id",
      [member.id],
    );
    expect(rows.slice(2)).toEqual([
      { action: 'staff.twoFactorFailed', request_id: 'r-1' },
      { action: 'staff.signedIn', request_id: 'r-2' },
    ]);
  });

  it('a first sign-in sets up two-factor and signs in with its code', async () => {
    at('2026-06-01T09:00:10Z');
    const member = await service.create(
      { email: uniqueEmail(), fullName: 'Tom Reyes', role: 'supervisor', password: PASSWORD },
      null,
    );
    const first = await service.signIn(member.email, PASSWORD, {});
    expect(first?.next).toBe('setup');
    const step = await service.passwordStep(first?.token ?? '');
    if (!step) throw new Error('no password step');
    const { secret } = await service.beginTwoFactorSetup(member.id);
    const done = await service.confirmSetup(step, codeAt(secret, '2026-06-01T09:00:10Z'), {});
    expect(done?.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect((await service.session(done?.token ?? ''))?.staff).toMatchObject({
      role: 'supervisor',
      twoFactor: true,
    });
  });

  it('a wrong password or an unknown e-mail is refused alike, and audited', async () => {
    const { member } = await enrolled();
    expect(await service.signIn(member.email, 'not-the-password-1', {})).toBeUndefined();
    expect(await service.signIn(uniqueEmail(), PASSWORD, {})).toBeUndefined();
    expect((await auditRows(member.id)).map((r) => r.action)).toContain('staff.signInFailed');
  });

  it('last 30 idle minutes, at most 12 hours, and end at once when revoked', async () => {
    const { member, secret } = await enrolled();
    const { token, expiresAt } = await signedIn(member.email, secret, '2026-06-01T09:10:00Z');
    expect(expiresAt.toISOString()).toBe('2026-06-01T21:10:00.000Z');
    // Used every 29 minutes it lives until its twelfth hour, and not after.
    for (let minutes = 29; minutes < 12 * 60; minutes += 29) {
      at(new Date(Date.parse('2026-06-01T09:10:00Z') + minutes * 60_000).toISOString());
      expect((await service.session(token))?.staff.id).toBe(member.id);
    }
    at('2026-06-01T21:10:00Z');
    expect(await service.session(token)).toBeUndefined();

    const idle = await signedIn(member.email, secret, '2026-06-02T08:00:00Z');
    at(new Date(Date.parse('2026-06-02T08:00:00Z') + STAFF_IDLE_MINUTES * 60_000).toISOString());
    expect(await service.session(idle.token)).toBeUndefined();

    const live = await signedIn(member.email, secret, '2026-06-02T10:00:00Z');
    expect((await service.session(live.token))?.staff.role).toBe('agent');
    const admin = (await enrolled('admin')).member;
    at('2026-06-02T10:01:00Z');
    expect(await service.endSessions(member.id, { staffId: admin.id, role: 'admin' })).toBe(1);
    expect(await service.session(live.token)).toBeUndefined();
    expect(await service.session('x'.repeat(43))).toBeUndefined();
    const ended = (await auditRows(member.id)).at(-1);
    expect(ended).toEqual(
      expect.objectContaining({
        action: 'staff.sessionsEnded',
        staff_id: admin.id,
        after: { ended: 1 },
      }),
    );
  });
});

describe('the audit trail', () => {
  it('cannot be changed or removed, even by a direct statement', async () => {
    const { member } = await enrolled();
    await expect(
      app.database.executeSql("update staff_audit set action = 'nothing' where target_id = $1", [
        member.id,
      ]),
    ).rejects.toThrow(/append-only/);
    await expect(
      app.database.executeSql('delete from staff_audit where target_id = $1', [member.id]),
    ).rejects.toThrow(/append-only/);
    expect((await auditRows(member.id)).map((r) => r.action)).toEqual([
      'staff.created',
      'staff.twoFactorEnabled',
    ]);
  });
});
