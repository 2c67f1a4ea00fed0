import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookingAmendments, bookings } from '../../db/schema';
import { enqueueJobs, JOBS } from '../../jobs/outbox';
import { surnameKey } from '../../lib/names';
import type { StaffAuditEntry, StaffAuditRepositoryOf } from '../staff/service';
import type { BookingSnapshot } from './snapshot';

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
        ]);
        await owners.audit(tx).appendAudit(audit);
        return { kind: 'corrected', amendment };
      });
    },
  };
}

export type AmendmentsRepository = ReturnType<typeof createAmendmentsRepository>;
