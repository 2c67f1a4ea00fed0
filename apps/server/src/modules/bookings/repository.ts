import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  bookingGrants,
  bookingInstalments,
  bookingPaymentAllocations,
  bookingPayments,
  bookings,
  instalmentReminders,
} from '../../db/schema';
import { enqueueJobs, JOBS } from '../../jobs/outbox';
import type { CancellationPolicy } from '@sunward/contracts/bookings';
import type { StaffBookingRow, StaffBookingSearchQuery } from '@sunward/contracts/staff';
import { surnameKey } from '../../lib/names';
import { DEFAULT_CANCELLATION_BANDS, policyFor } from './cancellation-policy';
import { allocate, instalmentDescriptions, remainingOf, type Instalment } from './instalments';
import { leadSurnameKeyOf, type BookingSnapshot } from './snapshot';

export type BookingRow = typeof bookings.$inferSelect;

/** What an instalment has had paid: the sum of the allocations to it. */
const paidOfInstalment = sql<number>`coalesce((select sum(${bookingPaymentAllocations.amountPence}) from ${bookingPaymentAllocations} where ${bookingPaymentAllocations.instalmentId} = ${bookingInstalments.id}), 0)::int`;
/**
 * What the payments module gives for a new booking: the row, its plan's schedule and the payment
 * that booked it. The repository adds what it derives (surname key, cancellation policy) and
 * stores the schedule as instalments and the payment as the booking's first payment.
 */
export type NewBooking = Omit<
  typeof bookings.$inferInsert,
  'leadSurnameKey' | 'cancellationPolicy'
> & {
  schedule: { date: string; amountPence: number }[];
  paidPence: number;
  gatewayXref: string | null;
  /** How the paid amount was taken: by card at the gateway unless said (the demo seed's bookings). */
  paidBy?: 'card' | 'bank_transfer';
};

/** A booking's money: its instalments (with what each has had) and its payments, oldest first. */
export interface BookingMoney {
  instalments: Instalment[];
  payments: {
    id: string;
    amountPence: number;
    method: 'card' | 'bank_transfer' | 'paypal';
    /** The gateway's transaction that took it (null for money taken otherwise). */
    gatewayXref: string | null;
    createdAt: Date;
  }[];
}

export interface BookingsRepositoryOptions {
  /** The cancellation bands new bookings are made under (CANCELLATION_BANDS). */
  cancellationBands?: CancellationPolicy['bands'];
}

export function createBookingsRepository(
  db: Database,
  { cancellationBands = DEFAULT_CANCELLATION_BANDS }: BookingsRepositoryOptions = {},
) {
  /** A payment and its allocations, oldest instalment first (the caller's transaction). */
  async function recordPayment(
    bookingId: string,
    amountPence: number,
    gatewayXref: string | null,
    instalments: Instalment[],
    method: 'card' | 'bank_transfer' = 'card',
  ): Promise<string> {
    const parts = allocate(instalments, amountPence);
    const payment = await db
      .insert(bookingPayments)
      .values({ bookingId, amountPence, method, gatewayXref })
      .returning({ id: bookingPayments.id });
    const id = payment.at(0)?.id;
    if (!id) throw new Error('the payment insert returned no row');
    await db.insert(bookingPaymentAllocations).values(
      parts.map((p) => ({
        paymentId: id,
        instalmentId: p.instalmentId,
        amountPence: p.amountPence,
      })),
    );
    return id;
  }

  async function moneyOf(bookingIds: string[]): Promise<Map<string, BookingMoney>> {
    const money = new Map<string, BookingMoney>(
      bookingIds.map((id) => [id, { instalments: [], payments: [] }]),
    );
    if (bookingIds.length === 0) return money;
    const instalments = await db
      .select({
        bookingId: bookingInstalments.bookingId,
        id: bookingInstalments.id,
        sequence: bookingInstalments.sequence,
        description: bookingInstalments.description,
        dueDate: bookingInstalments.dueDate,
        amountPence: bookingInstalments.amountPence,
        paidPence: paidOfInstalment,
      })
      .from(bookingInstalments)
      .where(inArray(bookingInstalments.bookingId, bookingIds))
      // The schedule reads (and is paid) soonest due first.
      .orderBy(asc(bookingInstalments.dueDate), asc(bookingInstalments.sequence));
    const payments = await db
      .select()
      .from(bookingPayments)
      .where(inArray(bookingPayments.bookingId, bookingIds))
      .orderBy(asc(bookingPayments.createdAt));
    for (const { bookingId, ...instalment } of instalments) {
      money.get(bookingId)?.instalments.push(instalment);
    }
    for (const p of payments) {
      money.get(p.bookingId)?.payments.push({
        id: p.id,
        amountPence: p.amountPence,
        method: p.method,
        gatewayXref: p.gatewayXref,
        createdAt: p.createdAt,
      });
    }
    return money;
  }

  return {
    async findByReference(reference: string): Promise<BookingRow | undefined> {
      const rows = await db.select().from(bookings).where(eq(bookings.reference, reference));
      return rows.at(0);
    },

    /**
     * Unpaid instalments of bookings not cancelled, due on or before `until` (yyyy-mm-dd), with
     * the reminders already sent about each.
     */
    async unpaidInstalmentsDueBy(until: string) {
      const rows = await db
        .select({ id: bookingInstalments.id, dueDate: bookingInstalments.dueDate })
        .from(bookingInstalments)
        .innerJoin(bookings, eq(bookings.id, bookingInstalments.bookingId))
        .where(
          and(
            sql`${bookings.status} <> 'cancelled'`,
            sql`${bookingInstalments.dueDate} <= ${until}`,
            sql`${bookingInstalments.amountPence} > ${paidOfInstalment}`,
          ),
        );
      const sent =
        rows.length === 0
          ? []
          : await db
              .select()
              .from(instalmentReminders)
              .where(
                inArray(
                  instalmentReminders.instalmentId,
                  rows.map((r) => r.id),
                ),
              );
      return rows.map((r) => ({
        ...r,
        sent: sent.filter((x) => x.instalmentId === r.id).map((x) => x.kind),
      }));
    },

    /**
     * Records that a reminder is to be sent and queues its e-mail, in one transaction; false when
     * another process (or an earlier run) already did.
     */
    async claimReminder(instalmentId: string, kind: 'due-14' | 'due-3' | 'overdue') {
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(instalmentReminders)
          .values({ instalmentId, kind })
          .onConflictDoNothing()
          .returning({ kind: instalmentReminders.kind });
        if (inserted.length === 0) return false;
        await enqueueJobs(tx, [
          { queue: JOBS.instalmentReminderEmail, data: { instalmentId, kind } },
        ]);
        return true;
      });
    },

    /** An instalment with its booking, for its reminder. */
    async instalmentWithBooking(instalmentId: string) {
      const rows = await db
        .select({ bookingId: bookingInstalments.bookingId })
        .from(bookingInstalments)
        .where(eq(bookingInstalments.id, instalmentId));
      const bookingId = rows.at(0)?.bookingId;
      if (!bookingId) return undefined;
      const booking = (await db.select().from(bookings).where(eq(bookings.id, bookingId))).at(0);
      const money = (await moneyOf([bookingId])).get(bookingId);
      const instalment = money?.instalments.find((i) => i.id === instalmentId);
      return booking && money && instalment ? { booking, money, instalment } : undefined;
    },

    /**
     * A card payment towards the booking, allocated to its instalments oldest first (the caller's
     * transaction). The booking's row is locked first, so two payments are allocated one after the
     * other; 'exceeds' (and nothing written) when it is more than the booking still owes.
     */
    async addPayment(
      bookingId: string,
      amountPence: number,
      gatewayXref: string,
    ): Promise<
      | { kind: 'recorded'; paymentId: string; paidPence: number; remainingPence: number }
      | { kind: 'exceeds'; remainingPence: number }
    > {
      const locked = await db
        .select({ status: bookings.status })
        .from(bookings)
        .where(eq(bookings.id, bookingId))
        .for('update');
      // Cancelled meanwhile (the cancellation holds this lock while it commits): it owes nothing.
      if (locked.at(0)?.status === 'cancelled') return { kind: 'exceeds', remainingPence: 0 };
      const { instalments } = (await moneyOf([bookingId])).get(bookingId) ?? { instalments: [] };
      const owed = remainingOf(instalments);
      if (amountPence > owed) return { kind: 'exceeds', remainingPence: owed };
      const paymentId = await recordPayment(bookingId, amountPence, gatewayXref, instalments);
      const total = instalments.reduce((sum, i) => sum + i.amountPence, 0);
      const remainingPence = owed - amountPence;
      return { kind: 'recorded', paymentId, paidPence: total - remainingPence, remainingPence };
    },

    /** A booking's instalments and payments. */
    async money(bookingId: string): Promise<BookingMoney> {
      return (await moneyOf([bookingId])).get(bookingId) ?? { instalments: [], payments: [] };
    },

    async findById(id: string): Promise<BookingRow | undefined> {
      const rows = await db.select().from(bookings).where(eq(bookings.id, id));
      return rows.at(0);
    },

    /**
     * Moves the booking's supplier status from `from` to `to` (guarded: false when it has moved
     * meanwhile), e.g. pending → booked by the supplier booking, or → cancelled by a cancellation.
     */
    async moveSupplier(
      id: string,
      from: BookingRow['supplierStatus'],
      to: BookingRow['supplierStatus'],
      supplierReference: string | null,
    ): Promise<boolean> {
      const rows = await db
        .update(bookings)
        .set({ supplierStatus: to, supplierReference })
        .where(and(eq(bookings.id, id), eq(bookings.supplierStatus, from)))
        .returning({ id: bookings.id });
      return rows.length > 0;
    },

    /** Records a booking (the payments module calls this inside the transaction that books it). */
    async insert(booking: NewBooking): Promise<{ id: string; reference: string }> {
      const { schedule, paidPence, gatewayXref, paidBy, ...values } = booking;
      const inserted = await db
        .insert(bookings)
        .values({
          ...values,
          leadSurnameKey: leadSurnameKeyOf(values.details),
          cancellationPolicy: policyFor(
            cancellationBands,
            values.totalPence,
            // The deposit plans ask per passenger with a seat: infants sit on a lap.
            (values.details as BookingSnapshot).passengers.filter((p) => p.type !== 'Infant')
              .length,
          ),
        })
        .returning({ id: bookings.id, reference: bookings.reference });
      const row = inserted.at(0);
      if (!row) throw new Error('the booking insert returned no row');
      const names = instalmentDescriptions(schedule.length);
      const instalments = await db
        .insert(bookingInstalments)
        .values(
          schedule.map((entry, i) => ({
            bookingId: row.id,
            sequence: i + 1,
            description: names[i] ?? `Payment ${String(i)}`,
            dueDate: entry.date,
            amountPence: entry.amountPence,
          })),
        )
        .returning();
      if (paidPence > 0) {
        await recordPayment(
          row.id,
          paidPence,
          gatewayXref,
          instalments.map((i) => ({ ...i, paidPence: 0 })),
          paidBy,
        );
      }
      return row;
    },

    /** The references of these bookings, by id. */
    async referencesOf(ids: string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: bookings.id, reference: bookings.reference })
        .from(bookings)
        .where(inArray(bookings.id, ids));
      return new Map(rows.map((r) => [r.id, r.reference]));
    },

    /**
     * Moves a booking's dates `days` earlier (its stay, flights, instalments and when it was made):
     * the development-only path to a holiday already taken (dev-routes.ts). False when there is
     * no such booking.
     */
    async moveEarlier(reference: string, days: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const row = (
          await tx.select().from(bookings).where(eq(bookings.reference, reference)).for('update')
        ).at(0);
        if (!row) return false;
        const shift = (date: string) => {
          const d = new Date(`${date}T00:00:00Z`);
          d.setUTCDate(d.getUTCDate() - days);
          return d.toISOString().slice(0, 10);
        };
        const details = structuredClone(row.details) as BookingSnapshot;
        details.hotel.checkIn = shift(details.hotel.checkIn);
        details.hotel.checkOut = shift(details.hotel.checkOut);
        if (details.flights) {
          details.flights.outbound.date = shift(details.flights.outbound.date);
          details.flights.inbound.date = shift(details.flights.inbound.date);
        }
        const earlier = (at: Date | null) =>
          at === null ? null : new Date(at.getTime() - days * 86_400_000);
        await tx
          .update(bookings)
          .set({
            details,
            departureDate: shift(row.departureDate),
            createdAt: earlier(row.createdAt) ?? row.createdAt,
            confirmedAt: earlier(row.confirmedAt),
          })
          .where(eq(bookings.id, row.id));
        await tx
          .update(bookingInstalments)
          .set({ dueDate: sql`${bookingInstalments.dueDate} - ${days}::int` })
          .where(eq(bookingInstalments.bookingId, row.id));
        return true;
      });
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

    /**
     * The back office's booking search: every filter given must match (each has an index: see
     * db/schema.ts), one page in the order asked, and how many match in all.
     */
    async searchForStaff(
      q: StaffBookingSearchQuery,
      page: { offset: number; limit: number },
    ): Promise<{ rows: StaffBookingRow[]; total: number }> {
      const details = bookings.details;
      // A name's start as a LIKE prefix: its own % and _ match themselves.
      const prefix = (text: string) =>
        `${text
          .trim()
          .toLowerCase()
          .replace(/[\\%_]/g, '\\$&')}%`;
      const where: SQL[] = [];
      if (q.reference) where.push(eq(bookings.reference, q.reference.trim().toUpperCase()));
      if (q.surname) where.push(eq(bookings.leadSurnameKey, surnameKey(q.surname)));
      if (q.email) where.push(sql`lower(${details}->>'email') = ${q.email.trim().toLowerCase()}`);
      if (q.phone) {
        where.push(
          sql`regexp_replace(${details}->'contact'->>'phone', '[^0-9]', '', 'g') = ${q.phone.replace(/\D/g, '')}`,
        );
      }
      if (q.departureFrom) where.push(gte(bookings.departureDate, q.departureFrom));
      if (q.departureTo) where.push(lte(bookings.departureDate, q.departureTo));
      if (q.status) where.push(eq(bookings.status, q.status));
      if (q.hotel) where.push(sql`lower(${details}->'hotel'->>'name') like ${prefix(q.hotel)}`);
      if (q.destination) {
        where.push(
          sql`lower(${details}->'hotel'->>'destinationName') like ${prefix(q.destination)}`,
        );
      }
      const order = {
        departure: [asc(bookings.departureDate), asc(bookings.reference)],
        '-departure': [desc(bookings.departureDate), asc(bookings.reference)],
        booked: [asc(bookings.createdAt), asc(bookings.reference)],
        '-booked': [desc(bookings.createdAt), asc(bookings.reference)],
      }[q.sort ?? 'departure'];
      const [rows, counted] = await Promise.all([
        db
          .select({
            reference: bookings.reference,
            status: bookings.status,
            type: bookings.type,
            leadPassenger: sql<string>`coalesce(${details}->>'leadPassenger', '')`,
            email: sql<string>`coalesce(${details}->>'email', '')`,
            hotel: sql<string>`coalesce(${details}->'hotel'->>'name', '')`,
            destination: sql<string>`coalesce(${details}->'hotel'->>'destinationName', '')`,
            departureDate: bookings.departureDate,
            totalPence: bookings.totalPence,
            createdAt: bookings.createdAt,
          })
          .from(bookings)
          .where(and(...where))
          .orderBy(...order)
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(bookings)
          .where(and(...where)),
      ]);
      return {
        rows: rows.map(({ createdAt, ...row }) => ({ ...row, bookedAt: createdAt.toISOString() })),
        total: counted.at(0)?.n ?? 0,
      };
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
