import { and, asc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookingGrants, bookings } from '../../db/schema';
import { enqueueJobs, JOBS } from '../../jobs/outbox';
import type { CancellationPolicy } from '@sunward/contracts/bookings';
import { DEFAULT_CANCELLATION_BANDS, policyFor } from './cancellation-policy';
import { leadSurnameKeyOf, type BookingSnapshot } from './snapshot';

export type BookingRow = typeof bookings.$inferSelect;
/** What the payments module gives for a new booking; the repository adds what it derives. */
export type NewBooking = Omit<
  typeof bookings.$inferInsert,
  'leadSurnameKey' | 'cancellationPolicy'
>;

export interface BookingsRepositoryOptions {
  /** The cancellation bands new bookings are made under (CANCELLATION_BANDS). */
  cancellationBands?: CancellationPolicy['bands'];
}

export function createBookingsRepository(
  db: Database,
  { cancellationBands = DEFAULT_CANCELLATION_BANDS }: BookingsRepositoryOptions = {},
) {
  return {
    async findByReference(reference: string): Promise<BookingRow | undefined> {
      const rows = await db.select().from(bookings).where(eq(bookings.reference, reference));
      return rows.at(0);
    },

    async findById(id: string): Promise<BookingRow | undefined> {
      const rows = await db.select().from(bookings).where(eq(bookings.id, id));
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
        .values({
          ...booking,
          leadSurnameKey: leadSurnameKeyOf(booking.details),
          cancellationPolicy: policyFor(
            cancellationBands,
            booking.totalPence,
            (booking.details as BookingSnapshot).passengers.length,
          ),
        })
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

    /** The booking with this reference, lead surname (as surnameKey) and departure date. */
    async findForLookup(
      reference: string,
      leadSurnameKey: string,
      departureDate: string,
    ): Promise<BookingRow | undefined> {
      const rows = await db
        .select()
        .from(bookings)
        .where(
          and(
            eq(bookings.reference, reference),
            eq(bookings.leadSurnameKey, leadSurnameKey),
            eq(bookings.departureDate, departureDate),
          ),
        )
        .limit(1);
      return rows.at(0);
    },

    async insertGrant(bookingId: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.insert(bookingGrants).values({ bookingId, tokenHash, expiresAt });
    },

    /** True while the grant with this token hash is for this booking and has not expired. */
    async grantOpens(bookingId: string, tokenHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .select({ id: bookingGrants.id })
        .from(bookingGrants)
        .where(
          and(
            eq(bookingGrants.tokenHash, tokenHash),
            eq(bookingGrants.bookingId, bookingId),
            gt(bookingGrants.expiresAt, now),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** Forgets grants that expired before `before`. */
    async purgeGrants(before: Date): Promise<void> {
      await db.delete(bookingGrants).where(lt(bookingGrants.expiresAt, before));
    },

    /** Bookings made before lookups existed: their lead surname key, filled in once. */
    async fillSurnameKeys(): Promise<number> {
      const rows = await db
        .select({ id: bookings.id, details: bookings.details })
        .from(bookings)
        .where(isNull(bookings.leadSurnameKey));
      let filled = 0;
      for (const row of rows) {
        const key = leadSurnameKeyOf(row.details);
        if (key === null) continue;
        await db.update(bookings).set({ leadSurnameKey: key }).where(eq(bookings.id, row.id));
        filled += 1;
      }
      return filled;
    },
  };
}
export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
