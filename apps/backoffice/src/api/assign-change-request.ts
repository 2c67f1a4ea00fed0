import {
  changeRequestPaths,
  staffChangeRequestResponse,
} from '@sunward/contracts/staff-change-requests';
import { staffRequest } from './client';

/** Assigns a change request to a member of staff (agents: themselves), or to nobody. */
export const assignChangeRequest = async (id: string, staffId: string | null) =>
  (
    await staffRequest(changeRequestPaths.assign(id), {
      method: 'POST',
      body: { staffId },
      schema: staffChangeRequestResponse,
    })
  ).changeRequest;
