import { and, asc, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookingPaymentAttempts } from '../../db/schema';
import { enqueueJobs, JOBS, type OutboxJob } from '../../jobs/outbox';
import type { BookingsRepositoryOf } from '../bookings/service';
import {
  APPROVED_UNRECORDED_BOOKING_PAYMENT,
  bookingPaymentTransitions,
  UNSETTLED_BOOKING_PAYMENT,
  type BookingPaymentTransition,
} from './attempt-states';

export type BookingPaymentAttempt = typeof bookingPaymentAttempts.$inferSelect;
type AttemptValues = Partial<
  Omit<typeof bookingPaymentAttempts.$inferInsert, 'id' | 'state' | 'updatedAt'>
>;

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
  | { kind: 'recorded' | 'already'; result: unknown }
  /** Nothing recorded: the booking no longer owes the amount, and the charge is to be given back. */
  | { kind: 'exceeds'; remainingPence: number; attempt: BookingPaymentAttempt }
  /** Nothing recorded: the attempt was settled otherwise first (given back, declined). */
  | { kind: 'settled'; attempt: BookingPaymentAttempt };

/**
 * One transition of an attempt's state (./attempt-states.ts), guarded by the states it may leave:
 * the attempt as moved, or undefined when it was not in one of them (another request won).
 */
async function moveAttempt(
  executor: Pick<Database, 'update'>,
  id: string,
  name: BookingPaymentTransition,
  values: AttemptValues = {},
): Promise<BookingPaymentAttempt | undefined> {
  const { from, to } = bookingPaymentTransitions[name];
  const rows = await executor
    .update(bookingPaymentAttempts)
    .set({ ...values, state: to, updatedAt: new Date() })
    .where(and(eq(bookingPaymentAttempts.id, id), inArray(bookingPaymentAttempts.state, [...from])))
    .returning();
  return rows.at(0);
}

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

    /** Every payment attempt towards a booking, oldest first (the back office's history). */
    async listForBooking(bookingId: string): Promise<BookingPaymentAttempt[]> {
      return db
        .select()
        .from(bookingPaymentAttempts)
        .where(eq(bookingPaymentAttempts.bookingId, bookingId))
        .orderBy(asc(bookingPaymentAttempts.createdAt));
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
        const attempt = await moveAttempt(db, id, 'send', { idempotencyKey, requestHash });
        return attempt ? { kind: 'claimed', attempt } : { kind: 'taken' };
      } catch (err) {
        const constraint = uniqueViolation(err);
        if (constraint === null) throw err;
        return constraint.includes('idempotency') ? { kind: 'key_reused' } : { kind: 'busy' };
      }
    },

    /** A guarded transition (./attempt-states.ts): undefined when another request moved it first. */
    move: (id: string, name: BookingPaymentTransition, values: AttemptValues = {}) =>
      moveAttempt(db, id, name, values),

    /** The gateway did not take the charge (or gave it back): the session ends; nothing is held. */
    async settleUnpaid(
      attempt: BookingPaymentAttempt,
      name: Extract<BookingPaymentTransition, 'decline' | 'fail' | 'voided' | 'refunded'>,
      values: AttemptValues = {},
    ): Promise<boolean> {
      return (await moveAttempt(db, attempt.id, name, values)) !== undefined;
    },

    /**
     * The approved charge becomes the booking's payment, in one transaction: allocated to its
     * instalments, the session paid with the answer a repeated request gets, and the receipt (and,
     * when nothing is left to pay, the updated confirmation) written to the job outbox. The
     * attempt's row is locked first, so of two requests (or processes) recording one charge the
     * second finds it paid ('already'); the booking payment's gateway reference is unique, so a
     * charge is recorded once whatever calls this. When the booking no longer owes the amount,
     * the same transaction decides the charge is to be given back (state `reversing`, answer
     * `givenBack`): nothing records it after that ('exceeds', nothing else written).
     */
    async record(input: {
      attempt: BookingPaymentAttempt;
      xref: string;
      message: string;
      resultOf: (paid: { paidPence: number; remainingPence: number; at: Date }) => unknown;
      givenBack: unknown;
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
        if (!current) throw new Error('the payment attempt to record is gone');
        if (current.state === 'paid') return { kind: 'already', result: current.result };
        if (!(bookingPaymentTransitions.record.from as readonly string[]).includes(current.state)) {
          return { kind: 'settled', attempt: current };
        }
        const added = await owners
          .bookings(tx)
          .addPayment(attempt.bookingId, attempt.amountPence, input.xref);
        if (added.kind === 'exceeds') {
          const reversing = await moveAttempt(tx, attempt.id, 'reverse', {
            xref: input.xref,
            responseCode: 0,
            responseMessage: input.message,
            result: input.givenBack,
          });
          if (!reversing) throw new Error('the locked payment attempt could not be moved');
          return { kind: 'exceeds', remainingPence: added.remainingPence, attempt: reversing };
        }
        const at = new Date();
        const result = input.resultOf({ ...added, at });
        const paid = await moveAttempt(tx, attempt.id, 'record', {
          xref: input.xref,
          responseCode: 0,
          responseMessage: input.message,
          bookingPaymentId: added.paymentId,
          result,
        });
        if (!paid) throw new Error('the locked payment attempt could not be moved');
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
            inArray(bookingPaymentAttempts.state, UNSETTLED_BOOKING_PAYMENT),
            lt(bookingPaymentAttempts.updatedAt, cutoff),
          ),
        );
    },

    /** Approved at the gateway but not recorded (or being given back) since before `cutoff`, newest first. */
    async approvedUnrecordedBefore(cutoff: Date, limit: number): Promise<BookingPaymentAttempt[]> {
      return db
        .select()
        .from(bookingPaymentAttempts)
        .where(
          and(
            inArray(bookingPaymentAttempts.state, APPROVED_UNRECORDED_BOOKING_PAYMENT),
            lt(bookingPaymentAttempts.updatedAt, cutoff),
          ),
        )
        .orderBy(desc(bookingPaymentAttempts.updatedAt))
        .limit(limit);
    },
  };
}
export type BookingPaymentsRepository = ReturnType<typeof createBookingPaymentsRepository>;
