import {
  type StaffBookingSearchQuery,
  staffBookingSearchResponse,
  staffPaths,
} from '@sunward/contracts/staff';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { staffRequest } from './client';

/** Find bookings: the filters, sort and page travel to the server, which answers one page. */
export const findBookingsQuery = (query: StaffBookingSearchQuery) =>
  queryOptions({
    queryKey: ['staff', 'bookings', query],
    queryFn: ({ signal }) =>
      staffRequest(staffPaths.bookings, {
        query: { ...query },
        schema: staffBookingSearchResponse,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
