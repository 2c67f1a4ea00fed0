import { cancellationPaths, cancellationQuote } from '@sunward/contracts/staff-cancellations';
import { staffRequest } from './client';

/** What cancelling the booking costs now, with the token that confirms it (supervisors). */
export const quoteCancellation = (reference: string) =>
  staffRequest(cancellationPaths.quote(reference), {
    method: 'POST',
    schema: cancellationQuote,
  });
