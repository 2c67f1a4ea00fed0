import {
  type ChangeRequestStatusRequest,
  changeRequestPaths,
  staffChangeRequestResponse,
} from '@sunward/contracts/staff-change-requests';
import { staffRequest } from './client';

/** Moves a change request from the status the desk showed to another (declining: a reason). */
export const moveChangeRequest = async (id: string, body: ChangeRequestStatusRequest) =>
  (
    await staffRequest(changeRequestPaths.status(id), {
      method: 'POST',
      body,
      schema: staffChangeRequestResponse,
    })
  ).changeRequest;
