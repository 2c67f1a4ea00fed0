import type { PersonalDataFlag } from '@sunward/contracts/staff-reviews';
import type { ReviewState } from '@sunward/contracts/reviews';
import { and, asc, desc, eq, gte, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { hotelReviewScores, reviews } from '../../db/schema';
import type { StaffAuditEntry, StaffAuditRepositoryOf } from '../staff/service';

export type ReviewRow = typeof reviews.$inferSelect;
export type HotelScoreRow = typeof hotelReviewScores.$inferSelect;

export type NewReview = Omit<
  typeof reviews.$inferInsert,
  'id' | 'state' | 'version' | 'rejectionReason' | 'moderatedAt' | 'moderatedBy' | 'publishedAt'
> & { personalData: PersonalDataFlag[] };

/** What a customer changes of their review. */
export interface ReviewWords {
  rating: number;
  title: string | null;
  body: string | null;
  personalData: PersonalDataFlag[];
}

/** A decision on a review: which states it may be taken from, to which, on which version. */
export interface Decision {
  from: readonly ReviewState[];
  to: 'approved' | 'rejected';
  version: number;
  reason: string | null;
  staffId: string | null;
  at: Date;
}

export type DecisionOutcome =
  | { kind: 'moved'; row: ReviewRow; before: ReviewRow }
  /** It already stood as decided, on that version: the same decision made before. */
  | { kind: 'already'; row: ReviewRow }
  /** The customer changed it since that version was read. */
  | { kind: 'changed'; row: ReviewRow }
  /** It stands in a state this decision may not be taken from. */
  | { kind: 'refused'; row: ReviewRow }
  | { kind: 'missing' };

/**
 * Each hotel's score is recomputed by one transaction at a time: concurrent decisions on two
 * reviews of one hotel would each count the other's as not yet approved. The lock's first key
 * names this use (the ASCII of 'REVS'), the second is the hotel.
 */
const SCORE_LOCK = 0x52455653;

export function createReviewsRepository(
  db: Database,
  owners: {
    /** The staff audit trail, appended in the decision's own transaction. */
    audit: StaffAuditRepositoryOf;
  },
) {
  /** Recomputes a hotel's score from its approved reviews (the caller holds its lock). */
  async function recompute(tx: Database, hotelId: number, at: Date): Promise<void> {
    const stars = (n: number) =>
      sql<number>`(count(*) filter (where ${reviews.rating} = ${n}))::int`;
    const rows = await tx
      .select({
        count: sql<number>`count(*)::int`,
        total: sql<number>`coalesce(sum(${reviews.rating}), 0)::int`,
        oneStar: stars(1),
        twoStars: stars(2),
        threeStars: stars(3),
        fourStars: stars(4),
        fiveStars: stars(5),
      })
      .from(reviews)
      .where(and(eq(reviews.hotelId, hotelId), eq(reviews.state, 'approved')));
    const row = rows.at(0);
    if (!row || row.count === 0) {
      await tx.delete(hotelReviewScores).where(eq(hotelReviewScores.hotelId, hotelId));
      return;
    }
    const values = { ...row, updatedAt: at };
    await tx
      .insert(hotelReviewScores)
      .values({ hotelId, ...values })
      .onConflictDoUpdate({ target: hotelReviewScores.hotelId, set: values });
  }

  const lockHotel = (tx: Database, hotelId: number) =>
    tx.execute(sql`select pg_advisory_xact_lock(${SCORE_LOCK}::int, ${hotelId}::int)`);

  const byId = async (tx: Database, id: string) =>
    (await tx.select().from(reviews).where(eq(reviews.id, id))).at(0);

  return {
    /** Stores a new review; undefined when its booking already has one. */
    async insert(review: NewReview): Promise<ReviewRow | undefined> {
      const rows = await db
        .insert(reviews)
        .values(review)
        .onConflictDoNothing({ target: reviews.bookingId })
        .returning();
      return rows.at(0);
    },

    findById: (id: string) => byId(db, id),

    async findByBooking(bookingId: string): Promise<ReviewRow | undefined> {
      return (await db.select().from(reviews).where(eq(reviews.bookingId, bookingId))).at(0);
    },

    /**
     * The customer's change to their review, made on `version`: it goes back to moderation
     * (a new version, no reason), and if it was published its hotel's score is recomputed in the
     * same transaction. Undefined when it changed meanwhile.
     */
    async edit(
      id: string,
      version: number,
      words: ReviewWords,
      at: Date,
    ): Promise<{ row: ReviewRow; wasApproved: boolean } | undefined> {
      return db.transaction(async (tx) => {
        const current = await byId(tx, id);
        if (!current || current.version !== version) return undefined;
        await lockHotel(tx, current.hotelId);
        const rows = await tx
          .update(reviews)
          .set({
            rating: words.rating,
            title: words.title,
            body: words.body,
            personalData: words.personalData,
            state: 'pending',
            version: sql`${reviews.version} + 1`,
            rejectionReason: null,
            updatedAt: at,
          })
          .where(and(eq(reviews.id, id), eq(reviews.version, version)))
          .returning();
        const row = rows.at(0);
        if (!row) return undefined;
        const wasApproved = current.state === 'approved';
        if (wasApproved) await recompute(tx, row.hotelId, at);
        return { row, wasApproved };
      });
    },

    /**
     * A decision, guarded: the review moves only from the states it may be taken from and only
     * on the version read (UPDATE … WHERE state IN … AND version = …). When it moves, its hotel's
     * score is recomputed and the audit row appended, in one transaction; otherwise what stopped
     * it is told (the same decision made before, a change by the customer, a state it may not
     * leave this way).
     */
    async decide(
      id: string,
      decision: Decision,
      audit: (before: ReviewRow, after: ReviewRow) => StaffAuditEntry,
    ): Promise<DecisionOutcome> {
      return db.transaction(async (tx) => {
        const before = await byId(tx, id);
        if (!before) return { kind: 'missing' as const };
        await lockHotel(tx, before.hotelId);
        const rows = await tx
          .update(reviews)
          .set({
            state: decision.to,
            rejectionReason: decision.to === 'rejected' ? decision.reason : null,
            moderatedAt: decision.at,
            moderatedBy: decision.staffId,
            ...(decision.to === 'approved' ? { publishedAt: decision.at } : {}),
          })
          .where(
            and(
              eq(reviews.id, id),
              eq(reviews.version, decision.version),
              inArray(reviews.state, [...decision.from]),
            ),
          )
          .returning();
        const row = rows.at(0);
        if (!row) {
          const now = (await byId(tx, id)) ?? before;
          if (now.version !== decision.version) return { kind: 'changed' as const, row: now };
          if (now.state === decision.to) return { kind: 'already' as const, row: now };
          return { kind: 'refused' as const, row: now };
        }
        if (before.state === 'approved' || row.state === 'approved') {
          await recompute(tx, row.hotelId, decision.at);
        }
        await owners.audit(tx).appendAudit(audit(before, row));
        return { kind: 'moved' as const, row, before };
      });
    },

    /** The moderation queue of one state: waiting ones oldest first, decided ones newest first. */
    async queue(state: ReviewState, offset: number, limit: number) {
      const order =
        state === 'pending'
          ? [asc(reviews.updatedAt), asc(reviews.id)]
          : [desc(reviews.moderatedAt), desc(reviews.id)];
      const rows = await db
        .select()
        .from(reviews)
        .where(eq(reviews.state, state))
        .orderBy(...order)
        .offset(offset)
        .limit(limit);
      const counted = await db
        .select({ state: reviews.state, n: sql<number>`count(*)::int` })
        .from(reviews)
        .groupBy(reviews.state);
      const counts: Record<ReviewState, number> = { pending: 0, approved: 0, rejected: 0 };
      for (const c of counted) counts[c.state] = c.n;
      return { rows, total: counts[state], counts };
    },

    /** Published reviews, newest first: every hotel's or one's, of any or one rating. */
    async published(filter: { hotelId?: number; rating?: number }, offset: number, limit: number) {
      const conditions: SQL[] = [eq(reviews.state, 'approved')];
      if (filter.hotelId !== undefined) conditions.push(eq(reviews.hotelId, filter.hotelId));
      if (filter.rating !== undefined) conditions.push(eq(reviews.rating, filter.rating));
      const where = and(...conditions);
      const rows = await db
        .select()
        .from(reviews)
        .where(where)
        .orderBy(desc(reviews.publishedAt), desc(reviews.id))
        .offset(offset)
        .limit(limit);
      const counted = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(reviews)
        .where(where);
      return { rows, total: counted.at(0)?.n ?? 0 };
    },

    /** A hotel's score row, if it has approved reviews. */
    async scoreOf(hotelId: number): Promise<HotelScoreRow | undefined> {
      return (
        await db.select().from(hotelReviewScores).where(eq(hotelReviewScores.hotelId, hotelId))
      ).at(0);
    },

    /** Every hotel's score row. */
    allScores: (): Promise<HotelScoreRow[]> => db.select().from(hotelReviewScores),

    /** Hotels' scores from `minimum` approved reviews (the results cards show only those). */
    scoresFrom: (minimum: number): Promise<HotelScoreRow[]> =>
      db.select().from(hotelReviewScores).where(gte(hotelReviewScores.count, minimum)),

    /**
     * Approved reviews of `minRating` stars or more whose text is at most `maxLength`
     * characters, newest first: what the home page's testimonials are chosen from.
     */
    async testimonialCandidates(minRating: number, maxLength: number, limit: number) {
      return db
        .select()
        .from(reviews)
        .where(
          and(
            eq(reviews.state, 'approved'),
            gte(reviews.rating, minRating),
            isNotNull(reviews.body),
            sql`char_length(${reviews.body}) between 1 and ${maxLength}`,
          ),
        )
        .orderBy(desc(reviews.publishedAt), desc(reviews.id))
        .limit(limit);
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
