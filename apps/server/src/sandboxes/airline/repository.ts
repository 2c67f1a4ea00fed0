import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { airlineSessions } from './schema';

/** The sandbox airline's own records: the agent booking sessions and how each stands. */

export type AirlineSessionRow = typeof airlineSessions.$inferSelect;
export type NewAirlineSessionRow = typeof airlineSessions.$inferInsert;
export type AirlineSessionState = AirlineSessionRow['status'];

export function createAirlineRepository(db: Database) {
  return {
    /** Inserts the session unless its id exists: the new row, or undefined when it existed. */
    async insertSession(row: NewAirlineSessionRow): Promise<AirlineSessionRow | undefined> {
      const rows = await db.insert(airlineSessions).values(row).onConflictDoNothing().returning();
      return rows.at(0);
    },

    async findSession(sessionId: string): Promise<AirlineSessionRow | undefined> {
      const rows = await db
        .select()
        .from(airlineSessions)
        .where(eq(airlineSessions.sessionId, sessionId))
        .limit(1);
      return rows.at(0);
    },

    /** Confirms a pending session, once: undefined when it is unknown or no longer pending. */
    async confirmPending(
      sessionId: string,
      airlineReference: string,
    ): Promise<AirlineSessionRow | undefined> {
      const rows = await db
        .update(airlineSessions)
        .set({ status: 'confirmed', airlineReference, confirmedAt: sql`now()` })
        .where(and(eq(airlineSessions.sessionId, sessionId), eq(airlineSessions.status, 'pending')))
        .returning();
      return rows.at(0);
    },

    /**
     * The agent cancels the booking behind a pending or confirmed session, once: undefined when it
     * is unknown or cancelled already. A confirmed one keeps its reference and time (its history).
     */
    async cancelBooking(sessionId: string): Promise<AirlineSessionRow | undefined> {
      const rows = await db
        .update(airlineSessions)
        .set({ status: 'cancelled' })
        .where(
          and(
            eq(airlineSessions.sessionId, sessionId),
            inArray(airlineSessions.status, ['pending', 'confirmed']),
          ),
        )
        .returning();
      return rows.at(0);
    },

    /** Cancels a pending session, once: undefined when it is unknown or no longer pending. */
    async cancelPending(sessionId: string): Promise<AirlineSessionRow | undefined> {
      const rows = await db
        .update(airlineSessions)
        .set({ status: 'cancelled' })
        .where(and(eq(airlineSessions.sessionId, sessionId), eq(airlineSessions.status, 'pending')))
        .returning();
      return rows.at(0);
    },

    /** Replaces the passengers of a session not cancelled: undefined when it is (or unknown). */
    async updatePassengers(
      sessionId: string,
      passengers: unknown[],
    ): Promise<AirlineSessionRow | undefined> {
      const rows = await db
        .update(airlineSessions)
        .set({
          details: sql`jsonb_set(${airlineSessions.details}, '{passengers}', ${JSON.stringify(passengers)}::jsonb)`,
        })
        .where(
          and(
            eq(airlineSessions.sessionId, sessionId),
            inArray(airlineSessions.status, ['pending', 'confirmed']),
          ),
        )
        .returning();
      return rows.at(0);
    },
  };
}

export type AirlineRepository = ReturnType<typeof createAirlineRepository>;
