import {
  amendmentPaths,
  staffAmendmentResponse,
  type ExtrasAmendmentRequest,
} from '@sunward/contracts/staff-amendments';
import { staffRequest } from './client';

/** Adds bags and seats at the price shown; the supplier is asked at once, the customer then owes them. */
export const addExtras = async (reference: string, body: ExtrasAmendmentRequest) =>
  (
    await staffRequest(amendmentPaths.addExtras(reference), {
      method: 'POST',
      body,
      schema: staffAmendmentResponse,
    })
  ).amendment;
