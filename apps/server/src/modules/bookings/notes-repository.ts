import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookingNotes } from '../../db/schema';
import type { StaffAuditEntry, StaffAuditRepositoryOf } from '../staff/service';

export type BookingNoteRow = typeof bookingNotes.$inferSelect;

/** Staff's internal notes on bookings: never shown to the customer. */
export function createBookingNotesRepository(
  db: Database,
  owners: {
    /** The staff audit trail, appended in the note's own transaction. */
    audit: StaffAuditRepositoryOf;
  },
) {
  return {
    /** A booking's notes, oldest first. */
    async listForBooking(bookingId: string): Promise<BookingNoteRow[]> {
      return db
        .select()
        .from(bookingNotes)
        .where(eq(bookingNotes.bookingId, bookingId))
        .orderBy(asc(bookingNotes.createdAt), asc(bookingNotes.id));
    },

    /** Adds a note and its audit row, in one transaction. */
    async add(
      note: { bookingId: string; staffId: string; body: string; at: Date },
      audit: (noteId: string) => StaffAuditEntry,
    ): Promise<BookingNoteRow> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .insert(bookingNotes)
          .values({
            bookingId: note.bookingId,
            staffId: note.staffId,
            body: note.body,
            createdAt: note.at,
          })
          .returning();
        const row = rows.at(0);
        if (!row) throw new Error('The note was not stored.');
        await owners.audit(tx).appendAudit(audit(row.id));
        return row;
      });
    },
  };
}

export type BookingNotesRepository = ReturnType<typeof createBookingNotesRepository>;
