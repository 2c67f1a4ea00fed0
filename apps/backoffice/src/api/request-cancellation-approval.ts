import {
  cancellationPaths,
  staffCancellationApprovalResponse,
} from '@sunward/contracts/staff-cancellations';
import { staffRequest } from './client';

/** Asks a supervisor to cancel the booking, saying why (agents). */
export const requestCancellationApproval = async (reference: string, reason: string) =>
  (
    await staffRequest(cancellationPaths.approval(reference), {
      method: 'POST',
      body: { reason },
      schema: staffCancellationApprovalResponse,
    })
  ).approval;
