import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookingPaymentAttempts } from '../../db/schema';
import { enqueueJobs, JOBS, type OutboxJob } from '../../jobs/outbox';
import type { BookingsRepositoryOf } from '../bookings/service';

export type BookingPaymentAttempt = typeof bookingPaymentAttempts.$inferSelect;
type AttemptState = BookingPaymentAttempt['state'];

/** States in which the gateway may still take (or have taken) the money. */
const UNSETTLED: AttemptState[] = ['sent', 'requires_action', 'approved'];

/** Postgres' unique_violation, as both drivers report it (PGlite and node-postgres). */
function uniqueViolation(err: unknown): string | null {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}

export type ClaimOutcome =
  | { kind: 'claimed'; attempt: BookingPaymentAttempt }
  /** Someone already charged (or is charging) this session: its first answer is the answer. */
  | { kind: 'taken' }
  /** Another session of the same booking is at the gateway. */
  | { kind: 'busy' }
  /** This Idempotency-Key was used for another session. */
  | { kind: 'key_reused' };

export type RecordOutcome =
  { kind: 'recorded' | 'already'; result: unknown } | { kind: 'exceeds'; remainingPence: number };

/**
 * Payments towards a booking after checkout, each charged at most once. The booking's payment
 * and its allocations are written by the bookings module's repository, in the same transaction.
 */
export function createBookingPaymentsRepository(
  db: Database,
  owners: { bookings: BookingsRepositoryOf },
) {
  return {
    async open(
      values: Omit<typeof bookingPaymentAttempts.$inferInsert, 'id' | 'state'>,
    ): Promise<BookingPaymentAttempt> {
      const rows = await db
        .insert(bookingPaymentAttempts)
        .values({ ...values, state: 'open' })
        .returning();
      const row = rows.at(0);
      if (!row) throw new Error('the payment session insert returned no row');
      return row;
    },

    async find(id: string): Promise<BookingPaymentAttempt | undefined> {
      const rows = await db
        .select()
        .from(bookingPaymentAttempts)
        .where(eq(bookingPaymentAttempts.id, id));
      return rows.at(0);
    },

    async findByThreeDSRef(ref: string): Promise<BookingPaymentAttempt | undefined> {
      const rows = await db
        .select()
        .from(bookingPaymentAttempts)
        .where(eq(bookingPaymentAttempts.threeDSRef, ref));
      return rows.at(0);
    },

    /**
     * The one charge of an open session: it moves open → sent with the request's key, once. The
     * partial unique index refuses a second session of the same booking at the gateway.
     */
    async claim(id: string, idempotencyKey: string, requestHash: string): Promise<ClaimOutcome> {
      try {
        const rows = await db
          .update(bookingPaymentAttempts)
          .set({ state: 'sent', idempotencyKey, requestHash, updatedAt: new Date() })
          .where(and(eq(bookingPaymentAttempts.id, id), eq(bookingPaymentAttempts.state, 'open')))
          .returning();
        const attempt = rows.at(0);
        return attempt ? { kind: 'claimed', attempt } : { kind: 'taken' };
      } catch (err) {
        const constraint = uniqueViolation(err);
        if (constraint === null) throw err;
        return constraint.includes('idempotency') ? { kind: 'key_reused' } : { kind: 'busy' };
      }
    },

    async update(
      id: string,
      values: Partial<Omit<typeof bookingPaymentAttempts.$inferInsert, 'id'>>,
    ): Promise<void> {
      await db
        .update(bookingPaymentAttempts)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(bookingPaymentAttempts.id, id));
    },

    /**
     * The approved charge becomes the booking's payment, in one transaction: allocated to its
     * instalments, the session paid with the answer a repeated request gets, and the receipt (and,
     * when nothing is left to pay, the updated confirmation) written to the job outbox.
     * 'already' when an earlier pass recorded it; 'exceeds' (nothing written) when the booking no
     * longer owes that much.
     */
    async record(input: {
      attempt: BookingPaymentAttempt;
      xref: string;
      message: string;
      resultOf: (paid: { paidPence: number; remainingPence: number; at: Date }) => unknown;
    }): Promise<RecordOutcome> {
      const { attempt } = input;
      return db.transaction(async (tx) => {
        const current = (
          await tx
            .select()
            .from(bookingPaymentAttempts)
            .where(eq(bookingPaymentAttempts.id, attempt.id))
            .for('update')
        ).at(0);
        if (current?.state === 'paid') return { kind: 'already', result: current.result };
        const added = await owners
          .bookings(tx)
          .addPayment(attempt.bookingId, attempt.amountPence, input.xref);
        if (added.kind === 'exceeds') return added;
        const at = new Date();
        const result = input.resultOf({ ...added, at });
        await tx
          .update(bookingPaymentAttempts)
          .set({
            state: 'paid',
            xref: input.xref,
            responseCode: 0,
            responseMessage: input.message,
            bookingPaymentId: added.paymentId,
            result,
            updatedAt: at,
          })
          .where(eq(bookingPaymentAttempts.id, attempt.id));
        const jobs: OutboxJob[] = [
          {
            queue: JOBS.paymentReceiptEmail,
            data: { reference: attempt.orderRef, bookingPaymentId: added.paymentId },
          },
        ];
        if (added.remainingPence === 0) {
          jobs.push({
            queue: JOBS.bookingEmail,
            data: { reference: attempt.orderRef, update: 'paid-in-full' },
          });
        }
        await enqueueJobs(tx, jobs);
        return { kind: 'recorded', result };
      });
    },

    /** Charges left unsettled since before `cutoff` (a crash, a lost answer, an abandoned 3DS). */
    async unsettledBefore(cutoff: Date): Promise<BookingPaymentAttempt[]> {
      return db
        .select()
        .from(bookingPaymentAttempts)
        .where(
          and(
            inArray(bookingPaymentAttempts.state, UNSETTLED),
            lt(bookingPaymentAttempts.updatedAt, cutoff),
          ),
        );
    },
  };
}
export type BookingPaymentsRepository = ReturnType<typeof createBookingPaymentsRepository>;
