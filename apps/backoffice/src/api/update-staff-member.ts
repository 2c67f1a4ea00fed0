import { staffMemberResponse, staffPaths, type UpdateStaffRequest } from '@sunward/contracts/staff';
import { staffRequest } from './client';

/** Admins: a new role or active flag for a member of staff (their sessions end at once). */
export const updateStaffMember = async (id: string, body: UpdateStaffRequest) =>
  (
    await staffRequest(staffPaths.member(id), {
      method: 'PATCH',
      body,
      schema: staffMemberResponse,
    })
  ).member;
