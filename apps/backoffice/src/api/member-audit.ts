import { staffAuditResponse, staffPaths } from '@sunward/contracts/staff';
import { queryOptions } from '@tanstack/react-query';
import { staffRequest } from './client';

/** What one member of staff did, newest first (supervisors and admins). */
export const memberAuditQuery = (id: string) =>
  queryOptions({
    queryKey: ['staff', 'audit', id],
    queryFn: async ({ signal }) =>
      (await staffRequest(staffPaths.memberAudit(id), { schema: staffAuditResponse, signal }))
        .entries,
  });
