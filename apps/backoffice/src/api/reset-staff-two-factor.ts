import { staffMemberResponse, staffPaths } from '@sunward/contracts/staff';
import { staffRequest } from './client';

/** Admins: turns a member's lost two-factor off; they set it up again at their next sign-in. */
export const resetStaffTwoFactor = async (id: string) =>
  (
    await staffRequest(staffPaths.resetTwoFactor(id), {
      method: 'POST',
      schema: staffMemberResponse,
    })
  ).member;
