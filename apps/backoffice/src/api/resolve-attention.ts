import { attentionActionResponse, attentionPaths } from '@sunward/contracts/staff-attention';
import { staffRequest } from './client';

/** Marks an item of "Needs attention" resolved, with a note saying what was done (audited). */
export const resolveAttention = async (kind: string, key: string, note: string) =>
  (
    await staffRequest(attentionPaths.resolve(kind, key), {
      method: 'POST',
      body: { note },
      schema: attentionActionResponse,
    })
  ).message;
