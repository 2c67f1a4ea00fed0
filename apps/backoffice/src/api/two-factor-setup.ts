import { staffPaths, staffTwoFactorSetup } from '@sunward/contracts/staff';
import { staffRequest } from './client';

/** First sign-in: a new two-factor secret and its otpauth address. */
export const beginTwoFactorSetup = () =>
  staffRequest(staffPaths.setup, { method: 'POST', schema: staffTwoFactorSetup });
