import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sandboxSupplierHolds } from './schema';
import type { SandboxHoldStore } from './sandbox-supplier';

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
  };
}
