import { staffPaths, staffSession } from '@sunward/contracts/staff';
import { staffRequest } from './client';

/** Sign-in, second step: a code from the app or a recovery code. */
export const verifyTwoFactor = (code: string) =>
  staffRequest(staffPaths.verify, { method: 'POST', body: { code }, schema: staffSession });
