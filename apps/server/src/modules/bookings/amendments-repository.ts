import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookingAmendments, bookingInstalments, bookings } from '../../db/schema';
import { enqueueJobs, JOBS } from '../../jobs/outbox';
import { surnameKey } from '../../lib/names';
import type { StaffAuditEntry, StaffAuditRepositoryOf } from '../staff/service';
import type { BookingSnapshot, BoughtExtras } from './snapshot';

export type AmendmentRow = typeof bookingAmendments.$inferSelect;
type Passenger = BookingSnapshot['passengers'][number];

/** The fields a correction changes, as the amendment keeps them. */
export interface PassengerDetails {
  firstNames: string;
  lastName: string;
  dateOfBirth: string;
}

const detailsOf = (p: Passenger): PassengerDetails => ({
  firstNames: p.first_names,
  lastName: p.last_name,
  dateOfBirth: p.date_of_birth,
});

/** What an extras amendment asks the supplier for and adds to the booking once sold. */
export interface ExtrasOrder {
  bags: { id: string; weightKg: number; quantity: number; unitPence: number }[];
  seats: {
    direction: 'outbound' | 'inbound';
    flightId: number;
    flightNumber: string;
    date: string;
    passenger: number;
    seatNumber: string;
    pricePence: number;
  }[];
  /** As the confirmation lists them (its add-ons). */
  lines: { description: string; amountPence: number }[];
}

const same = (a: PassengerDetails, b: PassengerDetails) =>
  a.firstNames === b.firstNames && a.lastName === b.lastName && a.dateOfBirth === b.dateOfBirth;

/**
 * Amendments' storage: a passenger corrected in the booking's snapshot (only if it is still what
 * staff saw), the amendment kept, the amended confirmation e-mail queued and the audit row
 * appended, in one transaction.
 */
export function createAmendmentsRepository(
  db: Database,
  owners: { audit: StaffAuditRepositoryOf },
) {
  return {
    async ofBooking(bookingId: string): Promise<AmendmentRow[]> {
      return db
        .select()
        .from(bookingAmendments)
        .where(eq(bookingAmendments.bookingId, bookingId))
        .orderBy(asc(bookingAmendments.createdAt), asc(bookingAmendments.id));
    },

    /**
     * Replaces passenger `index`'s details with `after` if they are still `before` and the
     * booking is not cancelled; 'changed' (nothing written) otherwise.
     */
    async correctPassenger(
      input: {
        bookingId: string;
        index: number;
        before: PassengerDetails;
        after: PassengerDetails;
        staffId: string;
        reason: string;
        at: Date;
      },
      audit: StaffAuditEntry,
    ): Promise<{ kind: 'corrected'; amendment: AmendmentRow } | { kind: 'changed' }> {
      return db.transaction(async (tx) => {
        const locked = await tx
          .select({
            status: bookings.status,
            details: bookings.details,
            reference: bookings.reference,
            airlineSessionId: bookings.airlineSessionId,
          })
          .from(bookings)
          .where(eq(bookings.id, input.bookingId))
          .for('update');
        const row = locked.at(0);
        const snapshot = row?.details as BookingSnapshot | undefined;
        const current = snapshot?.passengers.at(input.index);
        if (!row || !snapshot || !current || row.status === 'cancelled') return { kind: 'changed' };
        if (!same(detailsOf(current), input.before)) return { kind: 'changed' };
        const passengers = snapshot.passengers.map((p, i) =>
          i === input.index
            ? {
                ...p,
                first_names: input.after.firstNames,
                last_name: input.after.lastName,
                date_of_birth: input.after.dateOfBirth,
              }
            : p,
        );
        const lead = passengers.at(0);
        await tx
          .update(bookings)
          .set({
            details: {
              ...snapshot,
              passengers,
              // The confirmation names the lead passenger.
              ...(input.index === 0 && lead
                ? { leadPassenger: `${lead.title} ${lead.first_names} ${lead.last_name}` }
                : {}),
            },
            ...(input.index === 0 ? { leadSurnameKey: surnameKey(input.after.lastName) } : {}),
          })
          .where(eq(bookings.id, input.bookingId));
        const inserted = await tx
          .insert(bookingAmendments)
          .values({
            bookingId: input.bookingId,
            staffId: input.staffId,
            kind: 'passenger_correction',
            reason: input.reason,
            before: { passenger: input.index + 1, ...input.before },
            after: { passenger: input.index + 1, ...input.after },
            createdAt: input.at,
          })
          .returning();
        const amendment = inserted.at(0);
        if (!amendment) throw new Error('the amendment insert returned no row');
        await enqueueJobs(tx, [
          {
            queue: JOBS.bookingEmail,
            data: { reference: row.reference, update: 'amended', amendmentId: amendment.id },
          },
          // An airline that confirms the booking on its own page holds the names too.
          ...(row.airlineSessionId
            ? [{ queue: JOBS.airlinePassengers, data: { bookingId: input.bookingId } } as const]
            : []),
        ]);
        await owners.audit(tx).appendAudit(audit);
        return { kind: 'corrected', amendment };
      });
    },

    async find(amendmentId: string): Promise<AmendmentRow | undefined> {
      const rows = await db
        .select()
        .from(bookingAmendments)
        .where(eq(bookingAmendments.id, amendmentId));
      return rows.at(0);
    },

    /**
     * Records extras as requested of the supplier (nothing owed yet), with the job that asks it
     * and the audit row, in one transaction; 'changed' when the booking was cancelled meanwhile.
     */
    async requestExtras(
      input: {
        bookingId: string;
        order: ExtrasOrder;
        pricePence: number;
        staffId: string;
        reason: string;
        at: Date;
      },
      audit: (amendmentId: string) => StaffAuditEntry,
    ): Promise<{ kind: 'requested'; amendment: AmendmentRow } | { kind: 'changed' }> {
      return db.transaction(async (tx) => {
        const locked = await tx
          .select({ status: bookings.status })
          .from(bookings)
          .where(eq(bookings.id, input.bookingId))
          .for('update');
        if (locked.at(0)?.status !== 'confirmed' && locked.at(0)?.status !== 'awaiting_airline') {
          return { kind: 'changed' };
        }
        const inserted = await tx
          .insert(bookingAmendments)
          .values({
            bookingId: input.bookingId,
            staffId: input.staffId,
            kind: 'extras',
            state: 'requested',
            pricePence: input.pricePence,
            reason: input.reason,
            before: {},
            after: input.order,
            createdAt: input.at,
          })
          .returning();
        const amendment = inserted.at(0);
        if (!amendment) throw new Error('the amendment insert returned no row');
        await enqueueJobs(tx, [
          { queue: JOBS.amendmentExtras, data: { amendmentId: amendment.id } },
        ]);
        await owners.audit(tx).appendAudit(audit(amendment.id));
        return { kind: 'requested', amendment };
      });
    },

    /**
     * The supplier sold the extras: the amendment moves requested → added once, the booking's
     * total and confirmation take them, their price is owed as a new instalment and the amended
     * confirmation is e-mailed. A booking cancelled meanwhile takes nothing: the amendment is
     * refused with `cancelledRefusal` (its cancellation returns the supplier's booking whole).
     */
    async extrasSold(input: {
      amendmentId: string;
      addons: BookingSnapshot['addons'];
      instalment: { description: string; dueDate: string };
      cancelledRefusal: string;
    }): Promise<AmendmentRow | undefined> {
      return db.transaction(async (tx) => {
        const found = await tx
          .select()
          .from(bookingAmendments)
          .where(
            and(
              eq(bookingAmendments.id, input.amendmentId),
              eq(bookingAmendments.state, 'requested'),
            ),
          )
          .for('update');
        const amendment = found.at(0);
        if (!amendment) return undefined;
        const locked = await tx
          .select({
            status: bookings.status,
            details: bookings.details,
            reference: bookings.reference,
          })
          .from(bookings)
          .where(eq(bookings.id, amendment.bookingId))
          .for('update');
        const booking = locked.at(0);
        if (!booking) throw new Error('an amendment without its booking');
        if (booking.status === 'cancelled') {
          const refused = await tx
            .update(bookingAmendments)
            .set({ state: 'refused', refusal: input.cancelledRefusal })
            .where(eq(bookingAmendments.id, amendment.id))
            .returning();
          return refused.at(0);
        }
        const order = amendment.after as ExtrasOrder;
        const price = amendment.pricePence ?? 0;
        const snapshot = booking.details as BookingSnapshot;
        const bought: BoughtExtras = snapshot.bought ?? { bags: [], seats: [] };
        const bags = new Map(bought.bags.map((b) => [b.id, b.quantity]));
        for (const b of order.bags) bags.set(b.id, (bags.get(b.id) ?? 0) + b.quantity);
        await tx
          .update(bookings)
          .set({
            totalPence: sql`${bookings.totalPence} + ${price}`,
            details: {
              ...snapshot,
              addons: [...snapshot.addons, ...input.addons],
              bought: {
                bags: [...bags].map(([id, quantity]) => ({ id, quantity })),
                seats: [
                  ...bought.seats,
                  ...order.seats.map((x) => ({
                    flightNumber: x.flightNumber,
                    passenger: x.passenger,
                    seatNumber: x.seatNumber,
                  })),
                ],
              },
            },
          })
          .where(eq(bookings.id, amendment.bookingId));
        if (price > 0) {
          await tx.insert(bookingInstalments).values({
            bookingId: amendment.bookingId,
            sequence: sql`(select coalesce(max(${bookingInstalments.sequence}), 0) + 1 from ${bookingInstalments} where ${bookingInstalments.bookingId} = ${amendment.bookingId})`,
            description: input.instalment.description,
            dueDate: input.instalment.dueDate,
            amountPence: price,
          });
        }
        const added = await tx
          .update(bookingAmendments)
          .set({ state: 'added' })
          .where(eq(bookingAmendments.id, amendment.id))
          .returning();
        await enqueueJobs(tx, [
          {
            queue: JOBS.bookingEmail,
            data: { reference: booking.reference, update: 'amended', amendmentId: amendment.id },
          },
        ]);
        return added.at(0);
      });
    },

    /** The supplier refused the extras: requested → refused with its words, once. */
    async extrasRefused(amendmentId: string, refusal: string): Promise<AmendmentRow | undefined> {
      const rows = await db
        .update(bookingAmendments)
        .set({ state: 'refused', refusal })
        .where(and(eq(bookingAmendments.id, amendmentId), eq(bookingAmendments.state, 'requested')))
        .returning();
      return rows.at(0);
    },
  };
}

export type AmendmentsRepository = ReturnType<typeof createAmendmentsRepository>;
