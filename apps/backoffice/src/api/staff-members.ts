import { staffMembersResponse, staffPaths } from '@sunward/contracts/staff';
import { queryOptions } from '@tanstack/react-query';
import { staffRequest } from './client';

export const staffMembersKey = ['staff', 'members'] as const;

/** Admins: every member of staff. */
export const staffMembersQuery = () =>
  queryOptions({
    queryKey: staffMembersKey,
    queryFn: async ({ signal }) =>
      (await staffRequest(staffPaths.members, { schema: staffMembersResponse, signal })).members,
  });
