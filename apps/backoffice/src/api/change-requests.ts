import {
  changeRequestPaths,
  type StaffChangeRequestQuery,
  staffChangeRequestQueue,
} from '@sunward/contracts/staff-change-requests';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { staffRequest } from './client';

export const changeRequestsKey = ['staff', 'change-requests'] as const;

/** The queue's filters and order, and which page of how many. */
export type QueueQuery = Omit<StaffChangeRequestQuery, 'page' | 'pageSize'> & {
  page: number;
  pageSize: number;
};

/** The change-request queue: filters, order and page travel to the server. */
export const changeRequestsQuery = (query: QueueQuery) =>
  queryOptions({
    queryKey: [...changeRequestsKey, 'queue', query],
    queryFn: ({ signal }) =>
      staffRequest(changeRequestPaths.queue, {
        query: { ...query },
        schema: staffChangeRequestQueue,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
