import {
  cancellationPaths,
  staffCancellationApprovalResponse,
} from '@sunward/contracts/staff-cancellations';
import { staffRequest } from './client';

/** Declines an agent's request to cancel the booking, saying why (supervisors). */
export const declineCancellationApproval = async (reference: string, reason: string) => {
  await staffRequest(cancellationPaths.declineApproval(reference), {
    method: 'POST',
    body: { reason },
    schema: staffCancellationApprovalResponse,
  });
};
