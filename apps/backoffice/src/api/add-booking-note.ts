import { bookingNoteResponse, staffPaths } from '@sunward/contracts/staff';
import { staffRequest } from './client';

/** An internal note on a booking (staff only, never shown to the customer). */
export const addBookingNote = async (reference: string, body: string) =>
  (
    await staffRequest(staffPaths.notes(reference), {
      method: 'POST',
      body: { body },
      schema: bookingNoteResponse,
    })
  ).note;
