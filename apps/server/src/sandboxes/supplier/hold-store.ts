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
        })
        .from(sandboxSupplierHolds)
        .where(eq(sandboxSupplierHolds.holdId, holdId));
      return rows.at(0);
    },

    async book(holdId, reference, at) {
      // Only the first booking sets the reference; a concurrent one reads what it set.
      await db
        .update(sandboxSupplierHolds)
        .set({ supplierReference: reference, bookedAt: at })
        .where(
          and(
            eq(sandboxSupplierHolds.holdId, holdId),
            isNull(sandboxSupplierHolds.supplierReference),
          ),
        );
      const rows = await db
        .select({ reference: sandboxSupplierHolds.supplierReference })
        .from(sandboxSupplierHolds)
        .where(eq(sandboxSupplierHolds.holdId, holdId));
      const booked = rows.at(0)?.reference;
      if (!booked) throw new Error('the sandbox supplier lost a hold while booking it');
      return booked;
    },
  };
}
