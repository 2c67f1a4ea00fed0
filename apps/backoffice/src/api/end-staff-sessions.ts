import { endSessionsResponse, staffPaths } from '@sunward/contracts/staff';
import { staffRequest } from './client';

/** Admins: ends every session of a member of staff; the answer counts them. */
export const endStaffSessions = async (id: string) =>
  (
    await staffRequest(staffPaths.endSessions(id), {
      method: 'POST',
      schema: endSessionsResponse,
    })
  ).ended;
