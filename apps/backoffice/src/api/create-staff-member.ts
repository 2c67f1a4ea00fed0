import { type CreateStaffRequest, staffMemberResponse, staffPaths } from '@sunward/contracts/staff';
import { staffRequest } from './client';

/** Admins: a new member of staff, who sets up two-factor sign-in at their first sign-in. */
export const createStaffMember = async (body: CreateStaffRequest) =>
  (
    await staffRequest(staffPaths.members, {
      method: 'POST',
      body,
      schema: staffMemberResponse,
    })
  ).member;
