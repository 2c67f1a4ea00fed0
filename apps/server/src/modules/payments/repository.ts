import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments } from '../../db/schema';
import { enqueueJobs, type OutboxJob } from '../../jobs/outbox';
import type { BookingsRepositoryOf, NewBooking } from '../bookings/service';
import type { CheckoutStatesOf } from '../checkout/service';

export type PaymentRow = typeof payments.$inferSelect;
type PaymentState = PaymentRow['state'];

/** States in which the gateway may still take (or have taken) the money. */
const UNSETTLED: PaymentState[] = ['pending', 'sent', 'requires_action', 'approved'];

class Busy extends Error {}

export type BookOutcome =
  | { kind: 'booked' | 'already'; reference: string; result: unknown }
  | { kind: 'not_bookable'; checkoutState: string };

/** The owners of the tables a payment's transaction also changes, built on that transaction. */
export interface PaymentOwners {
  checkoutStates: CheckoutStatesOf;
  bookings: BookingsRepositoryOf;
}

/**
 * Payment attempts and their state machine. The checkout's state moves (modules/checkout/state.ts)
 * and the booking are written by their own modules' repositories, in the same transaction.
 */
export function createPaymentsRepository(db: Database, owners: PaymentOwners) {
  return {
    async findByKey(key: string): Promise<PaymentRow | undefined> {
      const rows = await db.select().from(payments).where(eq(payments.idempotencyKey, key));
      return rows.at(0);
    },

    async findById(id: string): Promise<PaymentRow | undefined> {
      const rows = await db.select().from(payments).where(eq(payments.id, id));
      return rows.at(0);
    },

    async findByThreeDSRef(ref: string): Promise<PaymentRow | undefined> {
      const rows = await db.select().from(payments).where(eq(payments.threeDSRef, ref));
      return rows.at(0);
    },

    async countForCheckout(checkoutId: string): Promise<number> {
      const rows = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(payments)
        .where(eq(payments.checkoutId, checkoutId));
      return rows.at(0)?.n ?? 0;
    },

    /**
     * Records a new attempt and moves its checkout plan_chosen → payment_pending, both or neither.
     * 'exists': this Idempotency-Key was used before; 'busy': another attempt holds the checkout.
     */
    async claim(
      values: typeof payments.$inferInsert & { checkoutId: string },
    ): Promise<{ kind: 'claimed'; payment: PaymentRow } | { kind: 'exists' } | { kind: 'busy' }> {
      try {
        return await db.transaction(async (tx) => {
          const inserted = await tx
            .insert(payments)
            .values(values)
            // Any unique conflict: this key again, or another tab's attempt numbered the same.
            .onConflictDoNothing()
            .returning();
          const payment = inserted.at(0);
          if (!payment) {
            const same = await tx
              .select({ id: payments.id })
              .from(payments)
              .where(eq(payments.idempotencyKey, values.idempotencyKey));
            return same.length > 0 ? { kind: 'exists' as const } : { kind: 'busy' as const };
          }
          const moved = await owners.checkoutStates(tx).move(values.checkoutId, 'claimPayment');
          if (!moved) throw new Busy();
          return { kind: 'claimed' as const, payment };
        });
      } catch (err) {
        if (err instanceof Busy) return { kind: 'busy' };
        throw err;
      }
    },

    async update(
      id: string,
      values: Partial<Omit<typeof payments.$inferInsert, 'id'>>,
    ): Promise<PaymentRow | undefined> {
      const rows = await db
        .update(payments)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(payments.id, id))
        .returning();
      return rows.at(0);
    },

    /**
     * A payment the gateway did not take: the attempt ends and its checkout returns to
     * plan_chosen, so the customer can retry.
     */
    async settleUnpaid(
      id: string,
      checkoutId: string | null,
      values: Partial<Omit<typeof payments.$inferInsert, 'id'>>,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(payments)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(payments.id, id));
        if (checkoutId) await owners.checkoutStates(tx).move(checkoutId, 'releasePayment');
      });
    },

    /**
     * The approved payment and its booking, in one transaction: the payment becomes booked with
     * the answer its request gets, the checkout closes, the booking is created and the jobs that
     * follow it are written to the outbox. 'already' when this payment was booked before (e.g. by
     * reconciliation in another process); 'not_bookable' when its checkout can no longer be booked
     * by it (another payment booked it), and nothing is written.
     */
    async book(input: {
      paymentId: string;
      checkoutId: string;
      xref: string;
      responseCode: number;
      responseMessage: string;
      result: unknown;
      booking: NewBooking;
      jobs: (bookingId: string) => OutboxJob[];
    }): Promise<BookOutcome> {
      return db.transaction(async (tx) => {
        const bookingsOfTx = owners.bookings(tx);
        const checkoutOfTx = owners.checkoutStates(tx);
        const found = await bookingsOfTx.findByPayment(input.paymentId);
        if (found) {
          const paid = await tx
            .select({ result: payments.result })
            .from(payments)
            .where(eq(payments.id, input.paymentId));
          return { kind: 'already', reference: found.reference, result: paid.at(0)?.result };
        }
        // The checkout state machine: only a checkout awaiting its payment (or reopened for a
        // retry) becomes booked, and only once.
        if (!(await checkoutOfTx.move(input.checkoutId, 'book'))) {
          const state = await checkoutOfTx.stateOf(input.checkoutId);
          return { kind: 'not_bookable', checkoutState: state ?? 'gone' };
        }
        await tx
          .update(payments)
          .set({
            state: 'booked',
            xref: input.xref,
            responseCode: input.responseCode,
            responseMessage: input.responseMessage,
            result: input.result,
            updatedAt: new Date(),
          })
          .where(eq(payments.id, input.paymentId));
        const booking = await bookingsOfTx.insert(input.booking);
        await enqueueJobs(tx, input.jobs(booking.id));
        return { kind: 'booked', reference: booking.reference, result: input.result };
      });
    },

    bookingOfItinerary: (itineraryUuid: string) =>
      owners.bookings(db).findByItinerary(itineraryUuid),

    referenceTaken: (reference: string) => owners.bookings(db).referenceTaken(reference),

    /** Attempts left unsettled since before `cutoff` (a crash, a lost answer, an abandoned 3DS). */
    async unsettledBefore(cutoff: Date): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(and(inArray(payments.state, UNSETTLED), lt(payments.updatedAt, cutoff)));
    },
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
