import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema';
import { enqueueJobs, JOBS } from '../../jobs/outbox';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;

export function createBookingsRepository(db: Database) {
  return {
    async findByReference(reference: string): Promise<BookingRow | undefined> {
      const rows = await db.select().from(bookings).where(eq(bookings.reference, reference));
      return rows.at(0);
    },

    async setSupplier(
      id: string,
      supplierStatus: 'booked' | 'failed',
      supplierReference: string | null,
    ): Promise<void> {
      await db
        .update(bookings)
        .set({ supplierStatus, supplierReference })
        .where(eq(bookings.id, id));
    },

    /** Records a booking (the payments module calls this inside the transaction that books it). */
    async insert(booking: NewBooking): Promise<{ id: string; reference: string }> {
      const inserted = await db
        .insert(bookings)
        .values(booking)
        .returning({ id: bookings.id, reference: bookings.reference });
      const row = inserted.at(0);
      if (!row) throw new Error('the booking insert returned no row');
      return row;
    },

    async findByPayment(paymentId: string): Promise<BookingRow | undefined> {
      const rows = await db.select().from(bookings).where(eq(bookings.paymentId, paymentId));
      return rows.at(0);
    },

    async referenceTaken(reference: string): Promise<boolean> {
      const rows = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(eq(bookings.reference, reference));
      return rows.length > 0;
    },

    async findByItinerary(itineraryUuid: string): Promise<BookingRow | undefined> {
      const rows = await db
        .select()
        .from(bookings)
        .where(eq(bookings.itineraryUuid, itineraryUuid));
      return rows.at(0);
    },

    /**
     * Awaiting the airline → confirmed, with the confirmation e-mail's job in the same
     * transaction; true for the one caller that made the change.
     */
    async confirmAirline(id: string, confirmedAt: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(bookings)
          .set({ status: 'confirmed', confirmedAt })
          .where(and(eq(bookings.id, id), eq(bookings.status, 'awaiting_airline')))
          .returning({ reference: bookings.reference });
        const row = rows.at(0);
        if (!row) return false;
        await enqueueJobs(tx, [{ queue: JOBS.bookingEmail, data: { reference: row.reference } }]);
        return true;
      });
    },

    /**
     * The airline no longer holds this session (the customer cancelled it there): the booking
     * keeps waiting, without a session to send the customer back to.
     */
    async dropAirlineSession(id: string, sessionId: string): Promise<void> {
      await db
        .update(bookings)
        .set({ airlineSessionId: null })
        .where(and(eq(bookings.id, id), eq(bookings.airlineSessionId, sessionId)));
    },

    /** A customer's bookings, soonest departure first. */
    async listForUser(userId: string): Promise<BookingRow[]> {
      return db
        .select()
        .from(bookings)
        .where(eq(bookings.userId, userId))
        .orderBy(asc(bookings.departureDate), asc(bookings.createdAt));
    },

    async linkToUser(id: string, userId: string): Promise<void> {
      await db.update(bookings).set({ userId }).where(eq(bookings.id, id));
    },
  };
}
export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
