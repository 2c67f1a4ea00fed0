import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sandboxSupplierAncillaries, sandboxSupplierHolds, sandboxSupplierSeats } from './schema';
import { seatSoldReason, type SandboxHoldStore, type StoredExtras } from './sandbox-supplier';

/** The sandbox supplier's holds in its own table (shared by every server process). */
export function createSandboxHoldStore(db: Database): SandboxHoldStore {
  return {
    async insert(hold) {
      await db.insert(sandboxSupplierHolds).values(hold);
    },

    async find(holdId) {
      const rows = await db
        .select({
          totalPence: sandboxSupplierHolds.totalPence,
          expiresAt: sandboxSupplierHolds.expiresAt,
          supplierReference: sandboxSupplierHolds.supplierReference,
          cancelledAt: sandboxSupplierHolds.cancelledAt,
          releasedAt: sandboxSupplierHolds.releasedAt,
        })
        .from(sandboxSupplierHolds)
        .where(eq(sandboxSupplierHolds.holdId, holdId));
      return rows.at(0);
    },

    async book(holdId, reference, at) {
      // Only the first booking sets the reference, and never on a released hold; a concurrent
      // booking or release reads what the winner set.
      await db
        .update(sandboxSupplierHolds)
        .set({ supplierReference: reference, bookedAt: at })
        .where(
          and(
            eq(sandboxSupplierHolds.holdId, holdId),
            isNull(sandboxSupplierHolds.supplierReference),
            isNull(sandboxSupplierHolds.releasedAt),
          ),
        );
      const rows = await db
        .select({
          reference: sandboxSupplierHolds.supplierReference,
          releasedAt: sandboxSupplierHolds.releasedAt,
        })
        .from(sandboxSupplierHolds)
        .where(eq(sandboxSupplierHolds.holdId, holdId));
      const row = rows.at(0);
      if (row?.reference) return row.reference;
      if (row?.releasedAt) return null;
      throw new Error('the sandbox supplier lost a hold while booking it');
    },

    async cancel(supplierReference, at) {
      // Only the first cancellation sets the time; a repeat (or a concurrent one) reads it.
      await db
        .update(sandboxSupplierHolds)
        .set({ cancelledAt: at })
        .where(
          and(
            eq(sandboxSupplierHolds.supplierReference, supplierReference),
            isNull(sandboxSupplierHolds.cancelledAt),
          ),
        );
      const rows = await db
        .select({ cancelledAt: sandboxSupplierHolds.cancelledAt })
        .from(sandboxSupplierHolds)
        .where(eq(sandboxSupplierHolds.supplierReference, supplierReference));
      const row = rows.at(0);
      if (!row) return undefined;
      if (!row.cancelledAt) throw new Error('the sandbox supplier lost a cancellation');
      return row.cancelledAt;
    },

    async release(holdId, at) {
      // A booked hold is a booking now: it is cancelled by its reference, not released.
      await db
        .update(sandboxSupplierHolds)
        .set({ releasedAt: at })
        .where(
          and(
            eq(sandboxSupplierHolds.holdId, holdId),
            isNull(sandboxSupplierHolds.supplierReference),
            isNull(sandboxSupplierHolds.releasedAt),
          ),
        );
    },

    async findBooking(supplierReference) {
      const rows = await db
        .select({
          totalPence: sandboxSupplierHolds.totalPence,
          expiresAt: sandboxSupplierHolds.expiresAt,
          supplierReference: sandboxSupplierHolds.supplierReference,
          cancelledAt: sandboxSupplierHolds.cancelledAt,
          releasedAt: sandboxSupplierHolds.releasedAt,
        })
        .from(sandboxSupplierHolds)
        .where(eq(sandboxSupplierHolds.supplierReference, supplierReference));
      return rows.at(0);
    },

    async sellExtras(sale) {
      return db.transaction(async (tx): Promise<StoredExtras> => {
        // The request id's row is written once: a concurrent repeat waits for this one and
        // then reads it.
        const inserted = await tx
          .insert(sandboxSupplierAncillaries)
          .values({
            requestId: sale.requestId,
            supplierReference: sale.supplierReference,
            outcome: sale.outcome,
            totalPence: sale.totalPence,
            reason: sale.reason,
            request: sale.request,
          })
          .onConflictDoNothing()
          .returning({ requestId: sandboxSupplierAncillaries.requestId });
        if (inserted.length === 0) {
          const rows = await tx
            .select({
              outcome: sandboxSupplierAncillaries.outcome,
              totalPence: sandboxSupplierAncillaries.totalPence,
              reason: sandboxSupplierAncillaries.reason,
            })
            .from(sandboxSupplierAncillaries)
            .where(eq(sandboxSupplierAncillaries.requestId, sale.requestId));
          const known = rows.at(0);
          if (!known) throw new Error('the sandbox supplier lost a sale of extras');
          return known;
        }
        const stored = { outcome: sale.outcome, totalPence: sale.totalPence, reason: sale.reason };
        if (sale.outcome !== 'added' || sale.request.seats.length === 0) return stored;
        // Each seat is sold once (its key): one already sold makes the whole sale unavailable.
        const sold = await tx
          .insert(sandboxSupplierSeats)
          .values(
            sale.request.seats.map((x) => ({
              flightId: x.flightId,
              flightDate: x.date,
              seatNumber: x.seatNumber,
              requestId: sale.requestId,
            })),
          )
          .onConflictDoNothing()
          .returning({
            flightId: sandboxSupplierSeats.flightId,
            seatNumber: sandboxSupplierSeats.seatNumber,
          });
        if (sold.length === sale.request.seats.length) return stored;
        const taken = sale.request.seats.find(
          (x) => !sold.some((s) => s.flightId === x.flightId && s.seatNumber === x.seatNumber),
        );
        await tx
          .delete(sandboxSupplierSeats)
          .where(eq(sandboxSupplierSeats.requestId, sale.requestId));
        const reason = seatSoldReason(taken?.seatNumber ?? '');
        await tx
          .update(sandboxSupplierAncillaries)
          .set({ outcome: 'unavailable', reason })
          .where(eq(sandboxSupplierAncillaries.requestId, sale.requestId));
        return { outcome: 'unavailable', totalPence: sale.totalPence, reason };
      });
    },

    async soldSeats(flightId, date) {
      const rows = await db
        .select({ seatNumber: sandboxSupplierSeats.seatNumber })
        .from(sandboxSupplierSeats)
        .where(
          and(
            eq(sandboxSupplierSeats.flightId, flightId),
            eq(sandboxSupplierSeats.flightDate, date),
          ),
        );
      return rows.map((r) => r.seatNumber);
    },
  };
}
