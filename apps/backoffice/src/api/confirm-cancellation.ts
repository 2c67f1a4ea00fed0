import {
  cancellationPaths,
  staffCancellationResponse,
  type ConfirmCancellationRequest,
} from '@sunward/contracts/staff-cancellations';
import { staffRequest } from './client';

/** Cancels the booking from a quote; the same quote sent again answers the same cancellation. */
export const confirmCancellation = async (reference: string, body: ConfirmCancellationRequest) =>
  (
    await staffRequest(cancellationPaths.confirm(reference), {
      method: 'POST',
      body,
      schema: staffCancellationResponse,
    })
  ).cancellation;
