import { amendmentPaths, staffExtrasOptions } from '@sunward/contracts/staff-amendments';
import { queryOptions } from '@tanstack/react-query';
import { staffRequest } from './client';

/** The bags and seats that can be added to a booking now, at the supplier's live prices. */
export const extrasOptionsQuery = (reference: string) =>
  queryOptions({
    queryKey: ['staff', 'booking', reference, 'extras'],
    queryFn: ({ signal }) =>
      staffRequest(amendmentPaths.extrasOptions(reference), {
        schema: staffExtrasOptions,
        signal,
      }),
  });
