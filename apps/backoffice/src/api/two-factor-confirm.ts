import { staffPaths, staffTwoFactorConfirmed } from '@sunward/contracts/staff';
import { staffRequest } from './client';

/** First sign-in: the first code confirms the secret; signed in, with the recovery codes. */
export const confirmTwoFactor = (code: string) =>
  staffRequest(staffPaths.confirm, {
    method: 'POST',
    body: { code },
    schema: staffTwoFactorConfirmed,
  });
