import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { gatewayPaymentTokens, gatewayTransactions } from './schema';

/** The sandbox gateway's own records: its transactions and the card tokens it issued. */

export type GatewayTransaction = typeof gatewayTransactions.$inferSelect;
export type NewGatewayTransaction = typeof gatewayTransactions.$inferInsert;
export type GatewayPaymentToken = typeof gatewayPaymentTokens.$inferSelect;
export type TransactionState = GatewayTransaction['state'];

const TOKEN_LIFETIME_MINUTES = 30;

/** The queries, on the database or inside one of its transactions. */
function gatewayQueries(db: Database) {
  return {
    /** Serialises transactions of one merchant + transactionUnique until the database
     * transaction ends, so two at once cannot both pass the duplicate check. */
    async lockTransactionUnique(merchantId: string, transactionUnique: string): Promise<void> {
      await db.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`${merchantId}:${transactionUnique}`}))`,
      );
    },

    async insertToken(token: {
      token: string;
      cardLastFour: string;
      outcome: string;
      expiryMonth: number;
      expiryYear: number;
    }): Promise<void> {
      await db.insert(gatewayPaymentTokens).values({
        ...token,
        expiresAt: sql`now() + make_interval(mins => ${TOKEN_LIFETIME_MINUTES})`,
      });
    },

    /** Marks the token used, once: undefined when it is unknown, used already or expired. */
    async consumeToken(token: string): Promise<GatewayPaymentToken | undefined> {
      const rows = await db
        .update(gatewayPaymentTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(gatewayPaymentTokens.token, token),
            isNull(gatewayPaymentTokens.usedAt),
            gt(gatewayPaymentTokens.expiresAt, sql`now()`),
          ),
        )
        .returning();
      return rows.at(0);
    },

    /** A transaction of this merchant and transactionUnique (of any action) made in the last
     * `seconds` that went through or awaits 3-D Secure: what makes a new SALE, REFUND_SALE or
     * CANCEL with that transactionUnique a duplicate. */
    async findLiveTransaction(
      merchantId: string,
      transactionUnique: string,
      seconds: number,
    ): Promise<GatewayTransaction | undefined> {
      const rows = await db
        .select()
        .from(gatewayTransactions)
        .where(
          and(
            eq(gatewayTransactions.merchantId, merchantId),
            eq(gatewayTransactions.transactionUnique, transactionUnique),
            inArray(gatewayTransactions.state, ['approved', 'awaiting_3ds']),
            gt(gatewayTransactions.createdAt, sql`now() - make_interval(secs => ${seconds})`),
          ),
        )
        .limit(1);
      return rows.at(0);
    },

    async insertTransaction(row: NewGatewayTransaction): Promise<GatewayTransaction> {
      const rows = await db.insert(gatewayTransactions).values(row).returning();
      const inserted = rows.at(0);
      if (!inserted) throw new Error('gateway transaction insert returned no row');
      return inserted;
    },

    async findByThreeDSRef(threeDSRef: string): Promise<GatewayTransaction | undefined> {
      const rows = await db
        .select()
        .from(gatewayTransactions)
        .where(eq(gatewayTransactions.threeDSRef, threeDSRef))
        .limit(1);
      return rows.at(0);
    },

    async findByXref(merchantId: string, xref: string): Promise<GatewayTransaction | undefined> {
      const rows = await db
        .select()
        .from(gatewayTransactions)
        .where(
          and(eq(gatewayTransactions.merchantId, merchantId), eq(gatewayTransactions.xref, xref)),
        )
        .limit(1);
      return rows.at(0);
    },

    /** What QUERY by transactionUnique answers: the latest transaction with it, of any action. */
    async findLatestByUnique(
      merchantId: string,
      transactionUnique: string,
    ): Promise<GatewayTransaction | undefined> {
      const rows = await db
        .select()
        .from(gatewayTransactions)
        .where(
          and(
            eq(gatewayTransactions.merchantId, merchantId),
            eq(gatewayTransactions.transactionUnique, transactionUnique),
          ),
        )
        .orderBy(desc(gatewayTransactions.createdAt), desc(gatewayTransactions.transactionId))
        .limit(1);
      return rows.at(0);
    },

    /** Records the shopper's challenge decision; the first decision stands. */
    async recordChallengeDecision(threeDSRef: string, step: string): Promise<void> {
      await db
        .update(gatewayTransactions)
        .set({ threeDSStep: step, updatedAt: sql`now()` })
        .where(
          and(
            eq(gatewayTransactions.threeDSRef, threeDSRef),
            eq(gatewayTransactions.state, 'awaiting_3ds'),
            eq(gatewayTransactions.threeDSStep, 'challenge'),
          ),
        );
    },

    /** Gives a transaction awaiting 3-D Secure its final answer; undefined if it had one already. */
    async completeThreeDS(
      threeDSRef: string,
      outcome: { state: TransactionState; responseCode: number; responseMessage: string },
    ): Promise<GatewayTransaction | undefined> {
      const rows = await db
        .update(gatewayTransactions)
        .set({ ...outcome, threeDSStep: null, updatedAt: sql`now()` })
        .where(
          and(
            eq(gatewayTransactions.threeDSRef, threeDSRef),
            eq(gatewayTransactions.state, 'awaiting_3ds'),
          ),
        )
        .returning();
      return rows.at(0);
    },

    /**
     * The transaction of this xref, its row locked until the database transaction ends: refunds
     * and cancellations of one SALE take turns, so each sees what the one before it gave back.
     */
    async lockByXref(merchantId: string, xref: string): Promise<GatewayTransaction | undefined> {
      const rows = await db
        .select()
        .from(gatewayTransactions)
        .where(
          and(eq(gatewayTransactions.merchantId, merchantId), eq(gatewayTransactions.xref, xref)),
        )
        .limit(1)
        .for('update');
      return rows.at(0);
    },

    /** Pence of the SALE `xref` given back by its approved REFUND_SALEs. */
    async refundedOf(merchantId: string, xref: string): Promise<number> {
      const rows = await db
        .select({ total: sql<string | null>`sum(${gatewayTransactions.amount})` })
        .from(gatewayTransactions)
        .where(
          and(
            eq(gatewayTransactions.merchantId, merchantId),
            eq(gatewayTransactions.parentXref, xref),
            eq(gatewayTransactions.action, 'REFUND_SALE'),
            eq(gatewayTransactions.state, 'approved'),
          ),
        );
      return Number(rows.at(0)?.total ?? 0);
    },

    /**
     * What the settlement report lists of the transactions made from `from` (inclusive) to `to`
     * (exclusive): SALEs that were approved (approved still, or voided or refunded since) and
     * approved REFUND_SALEs and CANCELs, oldest first. Declined, failed and unfinished ones are
     * left out: they moved no money.
     */
    async transactionsBetween(
      merchantId: string,
      from: Date,
      to: Date,
    ): Promise<GatewayTransaction[]> {
      return db
        .select()
        .from(gatewayTransactions)
        .where(
          and(
            eq(gatewayTransactions.merchantId, merchantId),
            gte(gatewayTransactions.createdAt, from),
            lt(gatewayTransactions.createdAt, to),
            or(
              and(
                eq(gatewayTransactions.action, 'SALE'),
                inArray(gatewayTransactions.state, ['approved', 'refunded', 'cancelled']),
              ),
              and(
                inArray(gatewayTransactions.action, ['REFUND_SALE', 'CANCEL']),
                eq(gatewayTransactions.state, 'approved'),
              ),
            ),
          ),
        )
        .orderBy(asc(gatewayTransactions.createdAt), asc(gatewayTransactions.transactionId));
    },

    /** Moves an approved SALE to refunded or cancelled; undefined if it was not approved. */
    async settleApprovedSale(
      merchantId: string,
      xref: string,
      state: 'refunded' | 'cancelled',
    ): Promise<GatewayTransaction | undefined> {
      const rows = await db
        .update(gatewayTransactions)
        .set({ state, updatedAt: sql`now()` })
        .where(
          and(
            eq(gatewayTransactions.merchantId, merchantId),
            eq(gatewayTransactions.xref, xref),
            eq(gatewayTransactions.action, 'SALE'),
            eq(gatewayTransactions.state, 'approved'),
          ),
        )
        .returning();
      return rows.at(0);
    },
  };
}

export type GatewayQueries = ReturnType<typeof gatewayQueries>;

export function createGatewayRepository(db: Database) {
  return {
    ...gatewayQueries(db),
    /** Runs `work` in one database transaction, with the queries bound to it. */
    async inTransaction<T>(work: (queries: GatewayQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(gatewayQueries(tx)));
    },
  };
}

export type GatewayRepository = ReturnType<typeof createGatewayRepository>;
