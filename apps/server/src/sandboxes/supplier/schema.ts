import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sandbox supplier's holds and bookings (it stands for another company's system: product
 * code asks the supplier interface, never this table). Stored, not counted in memory, so hold
 * ids and supplier references are unique across restarts and processes.
 */
export const sandboxSupplierHolds = pgTable('sandbox_supplier_holds', {
  holdId: text('hold_id').primaryKey(),
  totalPence: integer('total_pence').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Set once, when the hold is booked. */
  supplierReference: text('supplier_reference').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  bookedAt: timestamp('booked_at', { withTimezone: true }),
});
