import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../config';
import { createSharedStorage, createTestApp, uniqueEmail } from '../../test/app';
import { createStaffRepository } from './repository';
import { createStaffService } from './service';

const PASSWORD = 'tidal-orchard-lantern-42';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A staff service of its own on an app's database, as another process would have. */
const serviceOn = (app: FastifyInstance) =>
  createStaffService(createStaffRepository(app.database.db), {
    issuer: 'Sunward Holidays',
    secretKey: randomBytes(32),
  });

async function staffRows(app: FastifyInstance) {
  const { rows } = await app.database.executeSql(
    'select email, full_name, role, active from staff order by created_at',
  );
  return rows;
}

async function createdAudits(app: FastifyInstance) {
  const { rows } = await app.database.executeSql(
    "select staff_id, after from staff_audit where action = 'staff.created'",
  );
  return rows as { staff_id: string | null; after: { email: string } }[];
}

describe('the first admin from STAFF_BOOTSTRAP_*', () => {
  it(
    'is made once at start-up, as an admin who signs in and sets up two-factor next; a restart makes nothing',
    {
      timeout: 60_000,
    },
    async () => {
      const storage = await createSharedStorage();
      cleanups.push(storage.dispose);
      const email = uniqueEmail();
      const lines: string[] = [];
      const env = {
        ...storage.env,
        LOG_LEVEL: 'info',
        STAFF_BOOTSTRAP_EMAIL: email,
        STAFF_BOOTSTRAP_PASSWORD: PASSWORD,
      };
      const first = await createTestApp(env, { logStream: { write: (line) => lines.push(line) } });
      try {
        expect(await staffRows(first)).toEqual([
          { email, full_name: 'Administrator', role: 'admin', active: true },
        ]);
        expect(await createdAudits(first)).toEqual([
          expect.objectContaining({ staff_id: null, after: expect.objectContaining({ email }) }),
        ]);
        const signIn = await first.inject({
          method: 'POST',
          url: '/api/staff/sign-in',
          payload: { email, password: PASSWORD },
        });
        expect(signIn.statusCode, signIn.body).toBe(200);
        expect(signIn.json()).toEqual({ next: 'setup' });
      } finally {
        await first.close();
      }
      expect(lines.some((line) => line.includes('first admin created'))).toBe(true);
      expect(lines.join('\n')).not.toContain(PASSWORD);

      const second = await createTestApp({ ...env, STAFF_BOOTSTRAP_NAME: 'Someone Else' });
      try {
        expect(await staffRows(second)).toEqual([
          { email, full_name: 'Administrator', role: 'admin', active: true },
        ]);
        expect(await createdAudits(second)).toHaveLength(1);
      } finally {
        await second.close();
      }
    },
  );

  it('is made only while there is no member of staff at all', async () => {
    const app = await createTestApp();
    cleanups.push(() => app.close());
    const service = serviceOn(app);
    const agent = await service.create(
      { email: uniqueEmail(), fullName: 'Ava Patel', role: 'agent', password: PASSWORD },
      null,
    );
    const email = uniqueEmail();
    expect(
      await service.bootstrapAdmin({ email, password: PASSWORD, fullName: 'Administrator' }),
    ).toBe(undefined);
    expect(await staffRows(app)).toEqual([expect.objectContaining({ email: agent.email })]);
  });

  it('is made once by two processes starting at the same moment, neither failing', async () => {
    const app = await createTestApp();
    cleanups.push(() => app.close());
    const admin = { email: uniqueEmail(), password: PASSWORD, fullName: 'Administrator' };
    const made = await Promise.all([
      serviceOn(app).bootstrapAdmin(admin),
      serviceOn(app).bootstrapAdmin(admin),
    ]);
    expect(made.filter((member) => member !== undefined)).toEqual([
      expect.objectContaining({ email: admin.email, role: 'admin' }),
    ]);
    expect(await staffRows(app)).toHaveLength(1);
  });

  it('stops the start with the password rule’s message, never the password', async () => {
    const refused = await createTestApp({
      STAFF_BOOTSTRAP_EMAIL: uniqueEmail(),
      STAFF_BOOTSTRAP_PASSWORD: 'password1',
    }).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(ConfigError);
    const message = (refused as Error).message;
    expect(message).toContain(
      'STAFF_BOOTSTRAP_PASSWORD: This password is too common. Please choose a stronger one.',
    );
    expect(message).not.toContain('password1');
  });
});
