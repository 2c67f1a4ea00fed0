import { staffPaths, type StaffSignInRequest, staffSignInResponse } from '@sunward/contracts/staff';
import { staffRequest } from './client';

/** Sign-in, first step: the password; the answer says whether two-factor is set up next. */
export const signIn = (body: StaffSignInRequest) =>
  staffRequest(staffPaths.signIn, { method: 'POST', body, schema: staffSignInResponse });
