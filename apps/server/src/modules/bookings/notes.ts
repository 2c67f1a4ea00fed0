import { staffAdminMessages, staffNoteMessages } from '@sunward/contracts/staff';
import { AppError } from '../../errors';
import { auditEntry, type SignedInActor } from '../staff/service';
import type { BookingNoteRow, BookingNotesRepository } from './notes-repository';
import type { BookingsRepository } from './repository';

/**
 * Staff's internal notes on a booking (what was said on the phone, what the hotel agreed): read
 * and written on the desk only, never part of what the customer sees; each one audited in its
 * own transaction.
 */
export function createBookingNotes(deps: {
  repo: Pick<BookingsRepository, 'findByReference'>;
  notes: BookingNotesRepository;
  now: () => Date;
}) {
  return {
    notesOf: (bookingId: string): Promise<BookingNoteRow[]> => deps.notes.listForBooking(bookingId),

    async addNote(reference: string, text: string, actor: SignedInActor): Promise<BookingNoteRow> {
      const body = text.trim();
      if (body === '') throw AppError.unprocessable({ body: [staffNoteMessages.required] });
      const booking = await deps.repo.findByReference(reference);
      if (!booking) throw new AppError('NOT_FOUND', staffAdminMessages.bookingNotFound);
      const at = deps.now();
      return deps.notes.add({ bookingId: booking.id, staffId: actor.staffId, body, at }, (noteId) =>
        auditEntry(
          actor,
          'booking.noteAdded',
          { type: 'booking', id: booking.id },
          { after: { noteId, body } },
          at,
        ),
      );
    },
  };
}
