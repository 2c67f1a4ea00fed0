import { moneyDay, moneyPaths } from '@sunward/contracts/staff-money';
import { queryOptions } from '@tanstack/react-query';
import { staffRequest } from './client';

/**
 * One London day's money (supervisors and admins): the gateway's transactions against what the
 * bookings recorded, with totals and every difference.
 */
export const moneyDayQuery = (date: string) =>
  queryOptions({
    queryKey: ['staff', 'money', date],
    queryFn: ({ signal }) =>
      staffRequest(moneyPaths.day, { schema: moneyDay, query: { date }, signal }),
  });
