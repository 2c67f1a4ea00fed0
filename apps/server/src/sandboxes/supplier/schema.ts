import { date, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sandbox supplier's holds and bookings (it stands for another company's system: product
 * code asks the supplier interface, never this table). Stored, not counted in memory, so hold
 * ids and supplier references are unique across restarts and processes. It counts no rooms or
 * seats (its rates, fares and seat maps come from the seed): a cancelled booking or a released hold
 * is a time set on its row.
 */
export const sandboxSupplierHolds = pgTable('sandbox_supplier_holds', {
  holdId: text('hold_id').primaryKey(),
  totalPence: integer('total_pence').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Set once, when the hold is booked. */
  supplierReference: text('supplier_reference').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  bookedAt: timestamp('booked_at', { withTimezone: true }),
  /** Set once, when the booking is cancelled (the reference then answers cancelled, at this time). */
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  /** Set once, when an unbooked hold is given up: it can no longer be booked. */
  releasedAt: timestamp('released_at', { withTimezone: true }),
});

/**
 * Extras bought for a booking after it was made, one row per request id: a repeated request
 * answers what the first one did.
 */
export const sandboxSupplierAncillaries = pgTable('sandbox_supplier_ancillaries', {
  requestId: text('request_id').primaryKey(),
  supplierReference: text('supplier_reference').notNull(),
  outcome: text('outcome', { enum: ['added', 'price_changed', 'unavailable'] }).notNull(),
  totalPence: integer('total_pence').notNull(),
  reason: text('reason'),
  request: jsonb('request').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Seats sold after booking: a seat on a flight and day is sold once (its key). */
export const sandboxSupplierSeats = pgTable(
  'sandbox_supplier_seats',
  {
    flightId: integer('flight_id').notNull(),
    flightDate: date('flight_date', { mode: 'string' }).notNull(),
    seatNumber: text('seat_number').notNull(),
    requestId: text('request_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.flightId, t.flightDate, t.seatNumber] })],
);
