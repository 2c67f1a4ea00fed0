import {
  changeRequestPaths,
  staffChangeRequestResponse,
} from '@sunward/contracts/staff-change-requests';
import { queryOptions } from '@tanstack/react-query';
import { changeRequestsKey } from './change-requests';
import { staffRequest } from './client';

export const changeRequestKey = (id: string) => [...changeRequestsKey, 'one', id] as const;

/** One change request as the desk works on it. */
export const changeRequestQuery = (id: string) =>
  queryOptions({
    queryKey: changeRequestKey(id),
    queryFn: async ({ signal }) =>
      (
        await staffRequest(changeRequestPaths.detail(id), {
          schema: staffChangeRequestResponse,
          signal,
        })
      ).changeRequest,
  });
