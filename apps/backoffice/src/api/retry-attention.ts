import { attentionActionResponse, attentionPaths } from '@sunward/contracts/staff-attention';
import { staffRequest } from './client';

/**
 * Retries an item of "Needs attention": a failed job runs again, a cancellation's refunds are sent
 * again, or payments are reconciled now. The server says what it did.
 */
export const retryAttention = async (kind: string, key: string) =>
  (
    await staffRequest(attentionPaths.retry(kind, key), {
      method: 'POST',
      schema: attentionActionResponse,
    })
  ).message;
