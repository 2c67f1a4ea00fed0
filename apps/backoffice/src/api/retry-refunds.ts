import {
  cancellationPaths,
  staffCancellationResponse,
} from '@sunward/contracts/staff-cancellations';
import { staffRequest } from './client';

/** Sends a cancelled booking's refunds still owed again now. */
export const retryRefunds = async (reference: string) =>
  (
    await staffRequest(cancellationPaths.retry(reference), {
      method: 'POST',
      schema: staffCancellationResponse,
    })
  ).cancellation;
