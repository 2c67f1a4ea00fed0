import {
  amendmentPaths,
  staffAmendmentResponse,
  type PassengerCorrectionRequest,
} from '@sunward/contracts/staff-amendments';
import { staffRequest } from './client';

/** Corrects passenger `passenger` (1 = lead) of a booking; the amended confirmation is e-mailed. */
export const correctPassenger = async (
  reference: string,
  passenger: number,
  body: PassengerCorrectionRequest,
) =>
  (
    await staffRequest(amendmentPaths.correctPassenger(reference, passenger), {
      method: 'POST',
      body,
      schema: staffAmendmentResponse,
    })
  ).amendment;
