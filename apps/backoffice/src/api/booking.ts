import { staffBookingView, staffPaths } from '@sunward/contracts/staff';
import { queryOptions } from '@tanstack/react-query';
import { staffRequest } from './client';

/** One booking as the desk sees it (each read is audited on the server). */
export const bookingQuery = (reference: string) =>
  queryOptions({
    queryKey: ['staff', 'booking', reference],
    queryFn: ({ signal }) =>
      staffRequest(staffPaths.booking(reference), { schema: staffBookingView, signal }),
  });
