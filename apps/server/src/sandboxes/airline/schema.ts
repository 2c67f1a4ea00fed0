import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sandbox airline's agent booking sessions (it stands for another company's system, like the
 * sandbox gateway: our product code never reads this table, it asks the airline's API).
 */
export const airlineSessions = pgTable('airline_sessions', {
  sessionId: text('session_id').primaryKey(),
  /** The travel agent that registered the session (x-agent-code). */
  agent: text('agent').notNull(),
  target: text('target', { enum: ['TEST', 'PRODUCTION'] }).notNull(),
  bookingReference: text('booking_reference').notNull(),
  /** What the confirmation page shows: { airline, flights, passengers, totalPence }. */
  details: jsonb('details').notNull(),
  status: text('status', { enum: ['pending', 'confirmed', 'cancelled'] })
    .notNull()
    .default('pending'),
  /** The airline's own 6-character reference, set when the customer confirms. */
  airlineReference: text('airline_reference'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
});
