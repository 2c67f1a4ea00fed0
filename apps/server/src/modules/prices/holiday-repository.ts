import { and, asc, desc, eq, gt, gte, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { holidayPricePoints, priceWatches, trackedHolidays } from '../../db/schema';
import { enqueueJobs, JOBS } from '../../jobs/outbox';

export type TrackedHolidayRow = typeof trackedHolidays.$inferSelect;
export type PriceWatchRow = typeof priceWatches.$inferSelect;
export type NewTrackedHoliday = Pick<
  typeof trackedHolidays.$inferInsert,
  'key' | 'hotelId' | 'checkIn' | 'nights' | 'type' | 'departureAirports' | 'rooms'
>;

/** A price seen for a holiday: at which supplier change batch, and when. */
export interface SeenPrice {
  pricePence: number | null;
  batch: number;
  at: Date;
}

export interface NewWatch {
  holidayId: string;
  userId: string | null;
  email: string;
  state: 'pending' | 'watching';
  watchedPricePence: number;
  confirmTokenHash: string | null;
  confirmTokenSealed: string | null;
  unsubscribeTokenHash: string;
  unsubscribeTokenSealed: string;
}

/** The states a watch is live in (it may still be told of drops, or confirmed). */
const LIVE = ['pending', 'watching'] as const;

export function createHolidayRepository(db: Database) {
  /**
   * Writes a newly seen price when it is newer than the one held (by batch) and differs from it,
   * with a point of history; a price seen again moves nothing. Answers whether it changed.
   */
  async function recordPrice(tx: Database, id: string, seen: SeenPrice): Promise<boolean> {
    const moved = await tx
      .update(trackedHolidays)
      .set({ pricePence: seen.pricePence, pricedBatch: seen.batch, pricedAt: seen.at })
      .where(
        and(
          eq(trackedHolidays.id, id),
          lte(trackedHolidays.pricedBatch, seen.batch),
          sql`${trackedHolidays.pricePence} is distinct from ${seen.pricePence}`,
        ),
      )
      .returning({ id: trackedHolidays.id });
    if (moved.length === 0) return false;
    await tx
      .insert(holidayPricePoints)
      .values({ holidayId: id, at: seen.at, pricePence: seen.pricePence });
    return true;
  }

  return {
    /**
     * The holiday with this key, made on first sight with its price as the first point; a later
     * look marks it viewed (`viewed`) and records the price if it changed.
     */
    async track(
      holiday: NewTrackedHoliday,
      seen: SeenPrice,
      viewed: boolean,
    ): Promise<TrackedHolidayRow> {
      return db.transaction(async (tx) => {
        const made = (
          await tx
            .insert(trackedHolidays)
            .values({
              ...holiday,
              pricePence: seen.pricePence,
              pricedBatch: seen.batch,
              pricedAt: seen.at,
              viewedAt: seen.at,
            })
            .onConflictDoNothing({ target: trackedHolidays.key })
            .returning()
        ).at(0);
        if (made) {
          await tx
            .insert(holidayPricePoints)
            .values({ holidayId: made.id, at: seen.at, pricePence: seen.pricePence });
          return made;
        }
        const [row] = await tx
          .select()
          .from(trackedHolidays)
          .where(eq(trackedHolidays.key, holiday.key));
        await recordPrice(tx, row.id, seen);
        if (viewed) {
          await tx
            .update(trackedHolidays)
            .set({ viewedAt: seen.at })
            .where(eq(trackedHolidays.id, row.id));
        }
        const [now] = await tx.select().from(trackedHolidays).where(eq(trackedHolidays.id, row.id));
        return now;
      });
    },

    async holiday(id: string): Promise<TrackedHolidayRow | undefined> {
      const [row] = await db.select().from(trackedHolidays).where(eq(trackedHolidays.id, id));
      return row;
    },

    /** The price at `from` (the last point before it) and every point after, oldest first. */
    async pointsSince(
      holidayId: string,
      from: Date,
    ): Promise<{ at: Date; pricePence: number | null }[]> {
      const before = (
        await db
          .select({ at: holidayPricePoints.at, pricePence: holidayPricePoints.pricePence })
          .from(holidayPricePoints)
          .where(and(eq(holidayPricePoints.holidayId, holidayId), lte(holidayPricePoints.at, from)))
          .orderBy(desc(holidayPricePoints.at), desc(holidayPricePoints.id))
          .limit(1)
      ).at(0);
      const after = await db
        .select({ at: holidayPricePoints.at, pricePence: holidayPricePoints.pricePence })
        .from(holidayPricePoints)
        .where(and(eq(holidayPricePoints.holidayId, holidayId), gt(holidayPricePoints.at, from)))
        .orderBy(asc(holidayPricePoints.at), asc(holidayPricePoints.id));
      return before ? [{ at: from, pricePence: before.pricePence }, ...after] : after;
    },

    /**
     * The holidays still to depart after `today` that someone looked at since `viewedSince` or
     * watches, of these hotels or (packages) from these UK airports: the ones a supplier change
     * to those hotels' rates or those airports' fares may re-price.
     */
    async followed(
      touched: { hotelIds: number[]; departureAirports: string[] },
      today: string,
      viewedSince: Date,
    ): Promise<TrackedHolidayRow[]> {
      const { hotelIds, departureAirports } = touched;
      if (hotelIds.length === 0 && departureAirports.length === 0) return [];
      const watched = db
        .select({ id: priceWatches.holidayId })
        .from(priceWatches)
        .where(eq(priceWatches.state, 'watching'));
      return db
        .select()
        .from(trackedHolidays)
        .where(
          and(
            or(
              // One array parameter each (a batch names up to a few hundred hotels).
              sql`${trackedHolidays.hotelId} = any(${sql.param(hotelIds)}::int[])`,
              and(
                eq(trackedHolidays.type, 'package'),
                sql`${trackedHolidays.departureAirports} ?| ${sql.param(departureAirports)}::text[]`,
              ),
            ),
            gt(trackedHolidays.checkIn, today),
            or(gte(trackedHolidays.viewedAt, viewedSince), inArray(trackedHolidays.id, watched)),
          ),
        );
    },

    /**
     * Records a re-priced holiday's price; when it changed, moves each watch the drop is worth
     * telling (`alertable` decides from the price last told) to the new price and today, at most
     * once a London day and only from the price it was read at, and queues its alert e-mail in the
     * same transaction. Answers how many alerts were queued.
     */
    async reprice(
      id: string,
      seen: SeenPrice,
      today: string,
      alertable: (watchedPence: number, nowPence: number) => boolean,
    ): Promise<number> {
      return db.transaction(async (tx) => {
        if (!(await recordPrice(tx, id, seen)) || seen.pricePence === null) return 0;
        const now = seen.pricePence;
        const watches = await tx
          .select({ id: priceWatches.id, watched: priceWatches.watchedPricePence })
          .from(priceWatches)
          .where(
            and(
              eq(priceWatches.holidayId, id),
              eq(priceWatches.state, 'watching'),
              or(isNull(priceWatches.lastAlertOn), ne(priceWatches.lastAlertOn, today)),
            ),
          );
        let alerts = 0;
        for (const w of watches) {
          if (!alertable(w.watched, now)) continue;
          const moved = await tx
            .update(priceWatches)
            .set({ watchedPricePence: now, lastAlertOn: today })
            .where(
              and(
                eq(priceWatches.id, w.id),
                eq(priceWatches.state, 'watching'),
                eq(priceWatches.watchedPricePence, w.watched),
                or(isNull(priceWatches.lastAlertOn), ne(priceWatches.lastAlertOn, today)),
              ),
            )
            .returning({ id: priceWatches.id });
          if (moved.length === 0) continue;
          await enqueueJobs(tx, [
            {
              queue: JOBS.priceWatchAlert,
              data: { watchId: w.id, fromPence: w.watched, toPence: now, day: today },
            },
          ]);
          alerts++;
        }
        return alerts;
      });
    },

    /** A live watch of this holiday by this address, if any. */
    async liveWatch(holidayId: string, email: string): Promise<PriceWatchRow | undefined> {
      const [row] = await db
        .select()
        .from(priceWatches)
        .where(
          and(
            eq(priceWatches.holidayId, holidayId),
            eq(priceWatches.email, email),
            inArray(priceWatches.state, LIVE),
          ),
        );
      return row;
    },

    /** How many live watches this address holds. */
    async liveCount(email: string): Promise<number> {
      const rows = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(priceWatches)
        .where(and(eq(priceWatches.email, email), inArray(priceWatches.state, LIVE)));
      return rows.at(0)?.n ?? 0;
    },

    /** Records a watch; a pending one queues its confirmation e-mail in the same transaction. */
    async createWatch(watch: NewWatch): Promise<PriceWatchRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(priceWatches).values(watch).returning();
        if (row.state === 'pending') {
          await enqueueJobs(tx, [
            { queue: JOBS.priceWatchConfirmEmail, data: { watchId: row.id } },
          ]);
        }
        return row;
      });
    },

    async watch(id: string): Promise<PriceWatchRow | undefined> {
      const [row] = await db.select().from(priceWatches).where(eq(priceWatches.id, id));
      return row;
    },

    async watchByConfirmToken(hash: string): Promise<PriceWatchRow | undefined> {
      const [row] = await db
        .select()
        .from(priceWatches)
        .where(eq(priceWatches.confirmTokenHash, hash));
      return row;
    },

    async watchByUnsubscribeToken(hash: string): Promise<PriceWatchRow | undefined> {
      const [row] = await db
        .select()
        .from(priceWatches)
        .where(eq(priceWatches.unsubscribeTokenHash, hash));
      return row;
    },

    /** pending → watching (guarded); answers the watch as it now stands. */
    async confirm(id: string, at: Date): Promise<PriceWatchRow | undefined> {
      await db
        .update(priceWatches)
        .set({ state: 'watching', confirmedAt: at })
        .where(and(eq(priceWatches.id, id), eq(priceWatches.state, 'pending')));
      return this.watch(id);
    },

    /** pending | watching → unsubscribed (guarded; `userId` limits it to one customer's). */
    async end(id: string, at: Date, userId?: string): Promise<boolean> {
      const rows = await db
        .update(priceWatches)
        .set({ state: 'unsubscribed', endedAt: at })
        .where(
          and(
            eq(priceWatches.id, id),
            inArray(priceWatches.state, LIVE),
            userId === undefined ? undefined : eq(priceWatches.userId, userId),
          ),
        )
        .returning({ id: priceWatches.id });
      return rows.length > 0;
    },

    /** A customer's live and expired watches with their holidays, newest first. */
    async watchesOf(
      userId: string,
    ): Promise<{ watch: PriceWatchRow; holiday: TrackedHolidayRow }[]> {
      return db
        .select({ watch: priceWatches, holiday: trackedHolidays })
        .from(priceWatches)
        .innerJoin(trackedHolidays, eq(trackedHolidays.id, priceWatches.holidayId))
        .where(
          and(
            eq(priceWatches.userId, userId),
            inArray(priceWatches.state, ['pending', 'watching', 'expired']),
          ),
        )
        .orderBy(desc(priceWatches.createdAt));
    },

    /** Watches of holidays that have departed (check-in on or before `today`) end as expired. */
    async expireDeparted(today: string, at: Date): Promise<number> {
      const departed = db
        .select({ id: trackedHolidays.id })
        .from(trackedHolidays)
        .where(lte(trackedHolidays.checkIn, today));
      const rows = await db
        .update(priceWatches)
        .set({ state: 'expired', endedAt: at })
        .where(and(inArray(priceWatches.state, LIVE), inArray(priceWatches.holidayId, departed)))
        .returning({ id: priceWatches.id });
      return rows.length;
    },
  };
}
export type HolidayRepository = ReturnType<typeof createHolidayRepository>;
