import { and, asc, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  bookingCancellationApprovals,
  bookingCancellationQuotes,
  bookingCancellations,
  bookingPayments,
  bookingRefunds,
  bookings,
  changeRequests,
} from '../../db/schema';
import { enqueueJobs, JOBS, type OutboxJob } from '../../jobs/outbox';
import type { StaffAuditEntry, StaffAuditRepositoryOf } from '../staff/service';

export type CancellationRow = typeof bookingCancellations.$inferSelect;
export type RefundRow = typeof bookingRefunds.$inferSelect;
export type QuoteRow = typeof bookingCancellationQuotes.$inferSelect;
export type ApprovalRow = typeof bookingCancellationApprovals.$inferSelect;

/** What confirming a quote writes: the cancellation, its planned refunds and what follows. */
export interface NewCancellation {
  quote: QuoteRow;
  staffId: string;
  reason: string;
  bandChargePence: number;
  waivedPence: number;
  waiveReason: string | null;
  chargePence: number;
  paidPence: number;
  refundDuePence: number;
  refundDueBy: string;
  refunds: { bookingPaymentId: string; saleXref: string; amountPence: number }[];
  changeRequestId: string | null;
  /** The change request's statuses it may be completed from. */
  openStatuses: readonly string[];
  at: Date;
}

export type ConfirmOutcome =
  | { kind: 'cancelled'; cancellation: CancellationRow }
  /** This quote was confirmed before (a double press, a retry): that cancellation. */
  | { kind: 'repeated'; cancellation: CancellationRow }
  | { kind: 'already_cancelled' }
  | { kind: 'quote_spent' }
  | { kind: 'paid_changed' };

/**
 * Cancellations' storage: the quotes staff are given, the cancellation confirmed from one (the
 * booking cancelled, its refunds planned, the supplier, airline, refund and e-mail jobs queued
 * and the audit row appended, in one transaction) and the refunds' guarded moves.
 */
export function createCancellationsRepository(
  db: Database,
  owners: { audit: StaffAuditRepositoryOf },
) {
  async function byQuote(quoteId: string): Promise<CancellationRow | undefined> {
    const rows = await db
      .select()
      .from(bookingCancellations)
      .where(eq(bookingCancellations.quoteId, quoteId));
    return rows.at(0);
  }

  /** The booking's open request that a supervisor cancel it, if any. */
  async function openApproval(bookingId: string): Promise<ApprovalRow | undefined> {
    const rows = await db
      .select()
      .from(bookingCancellationApprovals)
      .where(
        and(
          eq(bookingCancellationApprovals.bookingId, bookingId),
          isNull(bookingCancellationApprovals.decidedAt),
        ),
      );
    return rows.at(0);
  }

  /** After any refund moved: the cancellation's state follows its refunds (same transaction). */
  async function settleCancellation(
    tx: Database,
    cancellationId: string,
    at: Date,
    lastError: string | null,
  ): Promise<void> {
    const refunds = await tx
      .select({ state: bookingRefunds.state })
      .from(bookingRefunds)
      .where(eq(bookingRefunds.cancellationId, cancellationId));
    const done = refunds.every((r) => r.state === 'approved');
    await tx
      .update(bookingCancellations)
      .set(
        done
          ? { state: 'refunded', refundedAt: at, lastError: null }
          : lastError === null
            ? { state: 'refunding' }
            : { state: 'refund_pending', lastError },
      )
      .where(
        and(
          eq(bookingCancellations.id, cancellationId),
          ne(bookingCancellations.state, 'refunded'),
        ),
      );
  }

  /**
   * The gateway's answer to a refund it was sent: this try's sent → approved or declined (guarded,
   * so a second answer to the same try moves nothing), and the cancellation follows in the same
   * transaction, with `lastError` when it was refused.
   */
  async function answerRefund(
    id: string,
    attempt: number,
    at: Date,
    answer: { state: 'approved' | 'declined' } & Partial<
      Pick<
        typeof bookingRefunds.$inferInsert,
        'method' | 'gatewayXref' | 'responseCode' | 'responseMessage' | 'approvedAt'
      >
    >,
    lastError: string | null,
  ): Promise<void> {
    await db.transaction(async (tx) => {
      const rows = await tx
        .update(bookingRefunds)
        .set({ ...answer, updatedAt: at })
        .where(
          and(
            eq(bookingRefunds.id, id),
            eq(bookingRefunds.attempt, attempt),
            eq(bookingRefunds.state, 'sent'),
          ),
        )
        .returning({ cancellationId: bookingRefunds.cancellationId });
      const moved = rows.at(0);
      if (moved) await settleCancellation(tx, moved.cancellationId, at, lastError);
    });
  }

  return {
    async insertQuote(quote: typeof bookingCancellationQuotes.$inferInsert): Promise<QuoteRow> {
      const rows = await db.insert(bookingCancellationQuotes).values(quote).returning();
      const row = rows.at(0);
      if (!row) throw new Error('the quote insert returned no row');
      return row;
    },

    async quoteByToken(tokenHash: string): Promise<QuoteRow | undefined> {
      const rows = await db
        .select()
        .from(bookingCancellationQuotes)
        .where(eq(bookingCancellationQuotes.tokenHash, tokenHash));
      return rows.at(0);
    },

    async ofBooking(bookingId: string): Promise<CancellationRow | undefined> {
      const rows = await db
        .select()
        .from(bookingCancellations)
        .where(eq(bookingCancellations.bookingId, bookingId));
      return rows.at(0);
    },

    /** A cancellation's refunds, oldest planned first, with each SALE's own amount. */
    async refundsOf(cancellationId: string) {
      return db
        .select({ refund: bookingRefunds, saleAmountPence: bookingPayments.amountPence })
        .from(bookingRefunds)
        .innerJoin(bookingPayments, eq(bookingPayments.id, bookingRefunds.bookingPaymentId))
        .where(eq(bookingRefunds.cancellationId, cancellationId))
        .orderBy(asc(bookingRefunds.createdAt), asc(bookingRefunds.id));
    },

    /**
     * Confirms a cancellation from a quote, in one transaction: the booking's row locked (a
     * payment towards it waits, then finds it cancelled), the quote spent (once, unexpired), the
     * booking cancelled if it was not, the cancellation and its refunds written, the request it
     * answers completed, the jobs that follow queued and the audit row appended.
     */
    async confirm(input: NewCancellation, audit: StaffAuditEntry): Promise<ConfirmOutcome> {
      const earlier = await byQuote(input.quote.id);
      if (earlier) return { kind: 'repeated', cancellation: earlier };
      const outcome = await db.transaction(async (tx): Promise<ConfirmOutcome> => {
        const locked = await tx
          .select({
            status: bookings.status,
            airlineSessionId: bookings.airlineSessionId,
            reference: bookings.reference,
          })
          .from(bookings)
          .where(eq(bookings.id, input.quote.bookingId))
          .for('update');
        const booking = locked.at(0);
        if (!booking || booking.status === 'cancelled') return { kind: 'already_cancelled' };
        const paid = await tx
          .select({ sum: sql<number>`coalesce(sum(${bookingPayments.amountPence}), 0)::int` })
          .from(bookingPayments)
          .where(eq(bookingPayments.bookingId, input.quote.bookingId));
        if ((paid.at(0)?.sum ?? 0) !== input.quote.paidPence) return { kind: 'paid_changed' };
        const spent = await tx
          .update(bookingCancellationQuotes)
          .set({ usedAt: input.at })
          .where(
            and(
              eq(bookingCancellationQuotes.id, input.quote.id),
              isNull(bookingCancellationQuotes.usedAt),
              gt(bookingCancellationQuotes.expiresAt, input.at),
            ),
          )
          .returning({ id: bookingCancellationQuotes.id });
        if (spent.length === 0) return { kind: 'quote_spent' };
        await tx
          .update(bookings)
          .set({ status: 'cancelled' })
          .where(and(eq(bookings.id, input.quote.bookingId), ne(bookings.status, 'cancelled')));
        const inserted = await tx
          .insert(bookingCancellations)
          .values({
            bookingId: input.quote.bookingId,
            quoteId: input.quote.id,
            staffId: input.staffId,
            changeRequestId: input.changeRequestId,
            reason: input.reason,
            bandChargePence: input.bandChargePence,
            waivedPence: input.waivedPence,
            waiveReason: input.waiveReason,
            chargePence: input.chargePence,
            paidPence: input.paidPence,
            refundDuePence: input.refundDuePence,
            refundDueBy: input.refundDueBy,
            state: input.refunds.length === 0 ? 'refunded' : 'refunding',
            refundedAt: input.refunds.length === 0 ? input.at : null,
            createdAt: input.at,
          })
          .returning();
        const cancellation = inserted.at(0);
        if (!cancellation) throw new Error('the cancellation insert returned no row');
        if (input.refunds.length > 0) {
          await tx.insert(bookingRefunds).values(
            input.refunds.map((r, i) => ({
              ...r,
              cancellationId: cancellation.id,
              bookingId: input.quote.bookingId,
              state: 'pending' as const,
              // Kept in the planned order (newest payment first).
              createdAt: new Date(input.at.getTime() + i),
              updatedAt: input.at,
            })),
          );
        }
        // An agent's open request that a supervisor cancel it is answered by this cancellation.
        await tx
          .update(bookingCancellationApprovals)
          .set({ decidedAt: input.at, decidedBy: input.staffId, outcome: 'cancelled' })
          .where(
            and(
              eq(bookingCancellationApprovals.bookingId, input.quote.bookingId),
              isNull(bookingCancellationApprovals.decidedAt),
            ),
          );
        if (input.changeRequestId) {
          await tx
            .update(changeRequests)
            .set({ status: 'completed', updatedAt: input.at })
            .where(
              and(
                eq(changeRequests.id, input.changeRequestId),
                eq(changeRequests.bookingId, input.quote.bookingId),
                inArray(changeRequests.status, [...input.openStatuses] as never[]),
              ),
            );
        }
        const jobs: OutboxJob[] = [
          { queue: JOBS.supplierCancel, data: { bookingId: input.quote.bookingId } },
          { queue: JOBS.bookingEmail, data: { reference: booking.reference } },
        ];
        if (input.refunds.length > 0) {
          jobs.push({ queue: JOBS.bookingRefunds, data: { cancellationId: cancellation.id } });
        }
        if (booking.airlineSessionId) {
          jobs.push({
            queue: JOBS.airlineCancel,
            data: { bookingId: input.quote.bookingId, sessionId: booking.airlineSessionId },
          });
        }
        await enqueueJobs(tx, jobs);
        await owners.audit(tx).appendAudit(audit);
        return { kind: 'cancelled', cancellation };
      });
      // Two confirmations of one quote at once: the other one cancelled it.
      if (outcome.kind === 'already_cancelled' || outcome.kind === 'quote_spent') {
        const other = await byQuote(input.quote.id);
        if (other) return { kind: 'repeated', cancellation: other };
      }
      return outcome;
    },

    /** The booking's open request that a supervisor cancel it, if any. */
    openApproval,

    /** Every open request, oldest first, with its booking's reference. */
    async openApprovals(limit: number) {
      return db
        .select({ approval: bookingCancellationApprovals, reference: bookings.reference })
        .from(bookingCancellationApprovals)
        .innerJoin(bookings, eq(bookings.id, bookingCancellationApprovals.bookingId))
        .where(isNull(bookingCancellationApprovals.decidedAt))
        .orderBy(asc(bookingCancellationApprovals.createdAt))
        .limit(limit);
    },

    /**
     * An agent's request that a supervisor cancel the booking, with the audit row; 'open' (nothing
     * written) when one is already open, 'cancelled' when the booking is.
     */
    async requestApproval(
      input: { bookingId: string; staffId: string; reason: string; at: Date },
      audit: StaffAuditEntry,
    ): Promise<{ kind: 'requested'; approval: ApprovalRow } | { kind: 'open' | 'cancelled' }> {
      try {
        return await db.transaction(async (tx) => {
          const locked = await tx
            .select({ status: bookings.status })
            .from(bookings)
            .where(eq(bookings.id, input.bookingId))
            .for('update');
          if (locked.at(0)?.status === 'cancelled') return { kind: 'cancelled' as const };
          const inserted = await tx
            .insert(bookingCancellationApprovals)
            .values({
              bookingId: input.bookingId,
              requestedBy: input.staffId,
              reason: input.reason,
              createdAt: input.at,
            })
            .onConflictDoNothing()
            .returning();
          const approval = inserted.at(0);
          if (!approval) return { kind: 'open' as const };
          await owners.audit(tx).appendAudit(audit);
          return { kind: 'requested' as const, approval };
        });
      } catch (err) {
        // Two requests at once: the other one is open.
        if ((await openApproval(input.bookingId)) !== undefined) return { kind: 'open' };
        throw err;
      }
    },

    /** A supervisor declines the open request (guarded), with the audit row; false if none. */
    async declineApproval(
      input: { id: string; staffId: string; reason: string; at: Date },
      audit: StaffAuditEntry,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(bookingCancellationApprovals)
          .set({
            decidedAt: input.at,
            decidedBy: input.staffId,
            outcome: 'declined',
            declineReason: input.reason,
          })
          .where(
            and(
              eq(bookingCancellationApprovals.id, input.id),
              isNull(bookingCancellationApprovals.decidedAt),
            ),
          )
          .returning({ id: bookingCancellationApprovals.id });
        if (rows.length === 0) return false;
        await owners.audit(tx).appendAudit(audit);
        return true;
      });
    },

    /** Queues the refund job again (a person asked for it), with the audit row. */
    async retryRefunds(cancellationId: string, audit: StaffAuditEntry): Promise<void> {
      await db.transaction(async (tx) => {
        await enqueueJobs(tx, [{ queue: JOBS.bookingRefunds, data: { cancellationId } }]);
        await owners.audit(tx).appendAudit(audit);
      });
    },

    /** A refund this run sends now: pending or declined → sent, with its try's unique. */
    async claimRefund(id: string, attempt: number, transactionUnique: string, at: Date) {
      const rows = await db
        .update(bookingRefunds)
        .set({ state: 'sent', attempt, transactionUnique, updatedAt: at })
        .where(
          and(
            eq(bookingRefunds.id, id),
            eq(bookingRefunds.attempt, attempt - 1),
            inArray(bookingRefunds.state, ['pending', 'declined']),
          ),
        )
        .returning({ id: bookingRefunds.id });
      return rows.length > 0;
    },

    /** The gateway gave it back: sent → approved, and the cancellation follows, at once. */
    approveRefund(
      id: string,
      attempt: number,
      result: { method: 'void' | 'refund'; gatewayXref: string; message: string },
      at: Date,
    ): Promise<void> {
      return answerRefund(
        id,
        attempt,
        at,
        {
          state: 'approved',
          method: result.method,
          gatewayXref: result.gatewayXref,
          responseCode: 0,
          responseMessage: result.message,
          approvedAt: at,
        },
        null,
      );
    },

    /** The gateway refused it: sent → declined, the cancellation refund_pending with why. */
    declineRefund(
      id: string,
      attempt: number,
      result: { code: number; message: string },
      at: Date,
    ): Promise<void> {
      return answerRefund(
        id,
        attempt,
        at,
        {
          state: 'declined',
          responseCode: result.code,
          responseMessage: result.message,
        },
        `The gateway refused a refund: ${result.message} (${String(result.code)})`,
      );
    },

    /** The supplier or the airline has been told of the cancellation: recorded once. */
    async markTold(bookingId: string, party: 'supplier' | 'airline', at: Date): Promise<void> {
      const column =
        party === 'supplier'
          ? bookingCancellations.supplierCancelledAt
          : bookingCancellations.airlineCancelledAt;
      await db
        .update(bookingCancellations)
        .set(party === 'supplier' ? { supplierCancelledAt: at } : { airlineCancelledAt: at })
        .where(and(eq(bookingCancellations.bookingId, bookingId), isNull(column)));
    },

    /** Cancellations whose refunds are not all done, the oldest deadline first. */
    async refundsOutstanding(limit: number) {
      return db
        .select({ cancellation: bookingCancellations, reference: bookings.reference })
        .from(bookingCancellations)
        .innerJoin(bookings, eq(bookings.id, bookingCancellations.bookingId))
        .where(ne(bookingCancellations.state, 'refunded'))
        .orderBy(asc(bookingCancellations.refundDueBy), desc(bookingCancellations.createdAt))
        .limit(limit);
    },
  };
}

export type CancellationsRepository = ReturnType<typeof createCancellationsRepository>;
