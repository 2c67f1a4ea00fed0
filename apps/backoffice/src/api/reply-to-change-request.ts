import {
  changeRequestPaths,
  type ReplyToChangeRequestRequest,
  staffChangeRequestResponse,
} from '@sunward/contracts/staff-change-requests';
import { staffRequest } from './client';

/**
 * A reply to the customer, e-mailed and shown on their booking. `key` is the reply's own
 * Idempotency-Key: sending it again (a retry, a double press) stores and mails it once.
 */
export const replyToChangeRequest = async (
  id: string,
  body: ReplyToChangeRequestRequest,
  key: string,
) =>
  (
    await staffRequest(changeRequestPaths.replies(id), {
      method: 'POST',
      body,
      headers: { 'idempotency-key': key },
      schema: staffChangeRequestResponse,
    })
  ).changeRequest;
