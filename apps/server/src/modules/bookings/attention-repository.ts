import { and, desc, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookingCancellations, bookings } from '../../db/schema';

/** A booking as "Needs attention" names it. */
export interface BookingIdentity {
  id: string;
  reference: string;
  /** Its cancellation's id, when it has been cancelled. */
  cancellationId: string | null;
}

/** What the back office's "Needs attention" queue reads of bookings. */
export function createBookingAttentionRepository(db: Database) {
  return {
    /**
     * Bookings not cancelled whose supplier booking failed after payment (the hold was gone), the
     * newest first.
     */
    async supplierFailed(limit: number) {
      return db
        .select({ id: bookings.id, reference: bookings.reference, createdAt: bookings.createdAt })
        .from(bookings)
        .where(and(eq(bookings.supplierStatus, 'failed'), ne(bookings.status, 'cancelled')))
        .orderBy(desc(bookings.createdAt))
        .limit(limit);
    },

    /** The bookings with any of these ids or references, or whose cancellation has one of these ids. */
    async identify(names: {
      bookingIds: string[];
      references: string[];
      cancellationIds: string[];
    }): Promise<BookingIdentity[]> {
      const where: SQL[] = [];
      if (names.bookingIds.length > 0) where.push(inArray(bookings.id, names.bookingIds));
      if (names.references.length > 0) where.push(inArray(bookings.reference, names.references));
      if (names.cancellationIds.length > 0) {
        where.push(inArray(bookingCancellations.id, names.cancellationIds));
      }
      if (where.length === 0) return [];
      return db
        .select({
          id: bookings.id,
          reference: bookings.reference,
          cancellationId: bookingCancellations.id,
        })
        .from(bookings)
        .leftJoin(bookingCancellations, eq(bookingCancellations.bookingId, bookings.id))
        .where(or(...where));
    },
  };
}

export type BookingAttentionRepository = ReturnType<typeof createBookingAttentionRepository>;
