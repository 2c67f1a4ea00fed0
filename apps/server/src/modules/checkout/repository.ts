import { and, desc, eq, gt, inArray, isNotNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { checkoutPassengers, checkouts, checkoutSeatHolds } from '../../db/schema';
import type { SeatHoldRequest } from './extras';
import {
  advance,
  checkoutTransitions,
  type CheckoutState,
  type CheckoutTransitionName,
} from './state';

export type CheckoutRow = typeof checkouts.$inferSelect;
export type PassengerRow = typeof checkoutPassengers.$inferSelect;

/** A seat another checkout holds (or this one, when `excludeCheckoutId` is not given). */
export interface HeldSeat {
  flightNumber: string;
  flightDate: string;
  seatNumber: string;
}

/** Raised inside the extras transaction so it rolls back; the service turns it into a 409. */
export class SeatTakenError extends Error {
  constructor(readonly seat: HeldSeat) {
    super(`Seat ${seat.seatNumber} on ${seat.flightNumber} is held by another checkout`);
    this.name = 'SeatTakenError';
  }
}

export function createCheckoutRepository(db: Database) {
  /**
   * Applies one transition of the state machine (./state.ts) in a single guarded update; false when
   * the checkout is not in a state the transition starts from (nothing is written).
   */
  async function move(checkoutId: string, transition: CheckoutTransitionName): Promise<boolean> {
    const { from, to } = checkoutTransitions[transition];
    const moved = await db
      .update(checkouts)
      .set({ state: to, updatedAt: new Date() })
      .where(and(eq(checkouts.id, checkoutId), inArray(checkouts.state, [...from])))
      .returning({ id: checkouts.id });
    return moved.length > 0;
  }

  async function stateOf(checkoutId: string): Promise<CheckoutState | undefined> {
    const rows = await db
      .select({ state: checkouts.state })
      .from(checkouts)
      .where(eq(checkouts.id, checkoutId));
    return rows.at(0)?.state;
  }

  /** A completed step: the state it reaches, or the later one the checkout already had. */
  async function advanceState(
    checkoutId: string,
    transition: CheckoutTransitionName,
  ): Promise<CheckoutState> {
    if (await move(checkoutId, transition)) return checkoutTransitions[transition].to;
    return (await stateOf(checkoutId)) ?? checkoutTransitions[transition].to;
  }

  return {
    move,
    stateOf,
    advanceState,

    async findById(checkoutId: string): Promise<CheckoutRow | undefined> {
      const rows = await db.select().from(checkouts).where(eq(checkouts.id, checkoutId)).limit(1);
      return rows.at(0);
    },

    async findByPrebook(prebookId: string): Promise<CheckoutRow | undefined> {
      const rows = await db.select().from(checkouts).where(eq(checkouts.prebookId, prebookId));
      return rows.at(0);
    },

    /**
     * Creates the checkout of a prebook (once: concurrent first calls share one row). The
     * checkout of the prebook it replaces (the same browser's earlier hold) releases its seat holds.
     */
    async createForPrebook(
      values: typeof checkouts.$inferInsert,
      replacesPrebookId: string | null,
    ): Promise<CheckoutRow> {
      const inserted = await db
        .insert(checkouts)
        .values(values)
        .onConflictDoNothing({ target: checkouts.prebookId })
        .returning();
      const created = inserted.at(0);
      if (created) {
        if (replacesPrebookId !== null) {
          await db
            .delete(checkoutSeatHolds)
            .where(
              inArray(
                checkoutSeatHolds.checkoutId,
                db
                  .select({ id: checkouts.id })
                  .from(checkouts)
                  .where(eq(checkouts.prebookId, replacesPrebookId)),
              ),
            );
        }
        return created;
      }
      const rows = await db
        .select()
        .from(checkouts)
        .where(eq(checkouts.prebookId, values.prebookId));
      const existing = rows.at(0);
      if (!existing) throw new Error('checkout vanished while being created');
      return existing;
    },

    /** Live holds of other checkouts on these flights (what the seat maps show as taken). */
    async seatsHeldByOthers(
      flights: { flightNumber: string; flightDate: string }[],
      checkoutId: string,
      now: Date,
    ): Promise<HeldSeat[]> {
      if (flights.length === 0) return [];
      return db
        .select({
          flightNumber: checkoutSeatHolds.flightNumber,
          flightDate: checkoutSeatHolds.flightDate,
          seatNumber: checkoutSeatHolds.seatNumber,
        })
        .from(checkoutSeatHolds)
        .where(
          and(
            or(
              ...flights.map((f) =>
                and(
                  eq(checkoutSeatHolds.flightNumber, f.flightNumber),
                  eq(checkoutSeatHolds.flightDate, f.flightDate),
                ),
              ),
            ),
            ne(checkoutSeatHolds.checkoutId, checkoutId),
            gt(checkoutSeatHolds.expiresAt, now),
          ),
        );
    },

    /**
     * Replaces the checkout's selection and seat holds in one transaction. A seat another live
     * checkout holds makes the whole commit roll back with SeatTakenError; holds that have expired
     * are cleared first, so their seats are free again.
     */
    async commitExtras(input: {
      checkoutId: string;
      selection: unknown;
      holds: SeatHoldRequest[];
      holdExpiresAt: Date;
      now: Date;
    }): Promise<CheckoutState> {
      const { checkoutId, now } = input;
      // One order for every transaction's row locks, so two overlapping commits cannot deadlock.
      const key = (h: SeatHoldRequest) => `${h.flightNumber}|${h.flightDate}|${h.seatNumber}`;
      const holds = [...input.holds].sort((a, b) => key(a).localeCompare(key(b)));
      return db.transaction(async (tx) => {
        // Serialises commits of the same checkout (two tabs), so holds and selection agree.
        const locked = await tx
          .select({ state: checkouts.state })
          .from(checkouts)
          .where(eq(checkouts.id, checkoutId))
          .for('update');
        const current = locked.at(0)?.state ?? 'prebooked';
        await tx.delete(checkoutSeatHolds).where(eq(checkoutSeatHolds.checkoutId, checkoutId));
        if (holds.length > 0) {
          const seatMatch = or(
            ...holds.map((h) =>
              and(
                eq(checkoutSeatHolds.flightNumber, h.flightNumber),
                eq(checkoutSeatHolds.flightDate, h.flightDate),
                eq(checkoutSeatHolds.seatNumber, h.seatNumber),
              ),
            ),
          );
          await tx
            .delete(checkoutSeatHolds)
            .where(and(seatMatch, lte(checkoutSeatHolds.expiresAt, now)));
          const taken = await tx
            .insert(checkoutSeatHolds)
            .values(
              holds.map((h) => ({
                ...h,
                checkoutId,
                expiresAt: input.holdExpiresAt,
              })),
            )
            .onConflictDoNothing()
            .returning({
              flightNumber: checkoutSeatHolds.flightNumber,
              seatNumber: checkoutSeatHolds.seatNumber,
            });
          const got = new Set(taken.map((t) => `${t.flightNumber}|${t.seatNumber}`));
          const lost = holds.find((h) => !got.has(`${h.flightNumber}|${h.seatNumber}`));
          if (lost) throw new SeatTakenError(lost);
        }
        const next = advance(current, checkoutTransitions.commitExtras.to);
        await tx
          .update(checkouts)
          .set({ selection: input.selection, state: next, updatedAt: now })
          .where(eq(checkouts.id, checkoutId));
        return next;
      });
    },

    async upsertPassenger(
      key: { checkoutId: string; idx: number },
      details: Omit<typeof checkoutPassengers.$inferInsert, 'checkoutId' | 'idx'>,
    ): Promise<void> {
      await db
        .insert(checkoutPassengers)
        .values({ ...key, ...details })
        .onConflictDoUpdate({
          target: [checkoutPassengers.checkoutId, checkoutPassengers.idx],
          set: details,
        });
    },

    async listPassengers(checkoutId: string): Promise<PassengerRow[]> {
      return db
        .select()
        .from(checkoutPassengers)
        .where(eq(checkoutPassengers.checkoutId, checkoutId))
        .orderBy(checkoutPassengers.idx);
    },

    /** How many of the passengers 0..count-1 are saved. */
    async countPassengers(checkoutId: string, count: number): Promise<number> {
      const rows = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(checkoutPassengers)
        .where(
          and(eq(checkoutPassengers.checkoutId, checkoutId), lt(checkoutPassengers.idx, count)),
        );
      return rows.at(0)?.n ?? 0;
    },

    async saveBilling(
      checkoutId: string,
      billing: unknown,
      userId: string | null,
      now: Date,
    ): Promise<void> {
      await db
        .update(checkouts)
        .set({ billing, userId, billingSavedAt: now, updatedAt: now })
        .where(eq(checkouts.id, checkoutId));
    },

    async acceptAgreements(checkoutId: string, now: Date): Promise<CheckoutState> {
      await db
        .update(checkouts)
        .set({ agreementsAcceptedAt: now, updatedAt: now })
        .where(eq(checkouts.id, checkoutId));
      return advanceState(checkoutId, 'acceptAgreements');
    },

    async choosePlan(checkoutId: string, planId: string, now: Date): Promise<CheckoutState> {
      await db
        .update(checkouts)
        .set({ planId, updatedAt: now })
        .where(eq(checkouts.id, checkoutId));
      return advanceState(checkoutId, 'choosePlan');
    },

    /** Save for later: marks the checkout saved, to the account when one is signed in. */
    async saveForLater(checkoutId: string, userId: string | null, now: Date): Promise<void> {
      await db
        .update(checkouts)
        .set({ savedAt: now, updatedAt: now, ...(userId ? { savedUserId: userId } : {}) })
        .where(eq(checkouts.id, checkoutId));
    },

    /** A checkout saved while signed out joins the account that signs in with its key. */
    async claimSaved(checkoutId: string, userId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(checkouts)
        .set({ savedUserId: userId, updatedAt: now })
        .where(
          and(
            eq(checkouts.id, checkoutId),
            isNotNull(checkouts.savedAt),
            ne(checkouts.state, 'booked'),
          ),
        )
        .returning({ id: checkouts.id });
      return rows.length > 0;
    },

    /** The account's saved checkouts not yet booked, most recently saved first. */
    async savedOfUser(userId: string): Promise<CheckoutRow[]> {
      return db
        .select()
        .from(checkouts)
        .where(and(eq(checkouts.savedUserId, userId), ne(checkouts.state, 'booked')))
        .orderBy(desc(checkouts.savedAt))
        .limit(20);
    },

    /** The billing details this customer saved most recently, in any checkout. */
    async latestBillingOfUser(userId: string): Promise<unknown> {
      const rows = await db
        .select({ billing: checkouts.billing })
        .from(checkouts)
        .where(and(eq(checkouts.userId, userId), isNotNull(checkouts.billing)))
        .orderBy(desc(checkouts.billingSavedAt))
        .limit(1);
      return rows.at(0)?.billing ?? null;
    },
  };
}
export type CheckoutRepository = ReturnType<typeof createCheckoutRepository>;
