import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@sunward/contracts/staff';
import type { FastifyInstance } from 'fastify';
import { generateSync } from 'otplib';
import { createStaffRepository } from '../modules/staff/repository';
import { createStaffService } from '../modules/staff/service';
import { uniqueEmail } from './app';

/** The password every member of staff made by the tests signs in with. */
export const STAFF_PASSWORD = 'tidal-orchard-lantern-42';

export interface SignedInStaff {
  id: string;
  fullName: string;
  email: string;
  /** The session cookie, as the browser sends it to /api/staff. */
  cookies: Record<string, string>;
}

/**
 * A new member of staff of `role`, signed in through the API as a person does at a first
 * sign-in: the password, two-factor set up with a code from the secret, then the session cookie.
 */
export async function signedInStaff(
  app: FastifyInstance,
  role: StaffRole,
  fullName = 'Ava Patel',
): Promise<SignedInStaff> {
  const service = createStaffService(createStaffRepository(app.database.db), {
    issuer: 'Sunward',
    // Making staff seals nothing: any key does.
    secretKey: randomBytes(32),
  });
  const member = await service.create(
    { email: uniqueEmail(), fullName, role, password: STAFF_PASSWORD },
    null,
  );
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/staff/sign-in',
    payload: { email: member.email, password: STAFF_PASSWORD },
  });
  const step = { sunward_staff_step: signIn.cookies[0]?.value ?? '' };
  const setup = await app.inject({
    method: 'POST',
    url: '/api/staff/two-factor/setup',
    cookies: step,
  });
  const confirm = await app.inject({
    method: 'POST',
    url: '/api/staff/two-factor/confirm',
    payload: { code: generateSync({ secret: setup.json<{ secret: string }>().secret }) },
    cookies: step,
  });
  const session = confirm.cookies.find((c) => c.name === 'sunward_staff')?.value ?? '';
  return { id: member.id, fullName, email: member.email, cookies: { sunward_staff: session } };
}
