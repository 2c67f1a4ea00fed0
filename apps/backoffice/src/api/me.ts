import { staffMe, staffPaths } from '@sunward/contracts/staff';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, staffRequest } from './client';

export const meKey = ['staff', 'me'] as const;

/** The signed-in member of staff, or null when nobody is (the session cookie is missing or over). */
export const meQuery = () =>
  queryOptions({
    queryKey: meKey,
    queryFn: async ({ signal }) => {
      try {
        return (await staffRequest(staffPaths.me, { schema: staffMe, signal })).staff;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });
