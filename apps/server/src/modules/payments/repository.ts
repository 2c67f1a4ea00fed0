import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments } from '../../db/schema';
import { enqueueJobs, type OutboxJob } from '../../jobs/outbox';
import type { BookingsRepositoryOf, NewBooking } from '../bookings/service';
import type { CheckoutStatesOf } from '../checkout/service';
import {
  APPROVED_UNRECORDED_CHECKOUT_PAYMENT,
  checkoutPaymentTransitions,
  UNSETTLED_CHECKOUT_PAYMENT,
  type CheckoutPaymentTransition,
} from './attempt-states';

export type PaymentRow = typeof payments.$inferSelect;
type PaymentValues = Partial<Omit<typeof payments.$inferInsert, 'id' | 'state' | 'updatedAt'>>;

class Busy extends Error {}

export type BookOutcome =
  | { kind: 'booked' | 'already'; reference: string; result: unknown }
  /**
   * Nothing booked: the checkout can no longer be booked by this payment (another payment
   * booked it), and the same transaction decided the charge is to be given back (`reversing`).
   */
  | { kind: 'not_bookable'; checkoutState: string; payment: PaymentRow }
  /** Nothing booked: the payment was settled otherwise first (being given back, declined). */
  | { kind: 'settled'; payment: PaymentRow };

/**
 * One transition of a payment's state (./attempt-states.ts), guarded by the states it may leave:
 * the payment as moved, or undefined when it was not in one of them (another request won).
 */
async function movePayment(
  executor: Pick<Database, 'update'>,
  id: string,
  name: CheckoutPaymentTransition,
  values: PaymentValues = {},
): Promise<PaymentRow | undefined> {
  const { from, to } = checkoutPaymentTransitions[name];
  const rows = await executor
    .update(payments)
    .set({ ...values, state: to, updatedAt: new Date() })
    .where(and(eq(payments.id, id), inArray(payments.state, [...from])))
    .returning();
  return rows.at(0);
}

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

    async find(id: string): Promise<PaymentRow | undefined> {
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

    /** A guarded transition (./attempt-states.ts): undefined when another request moved it first. */
    move: (id: string, name: CheckoutPaymentTransition, values: PaymentValues = {}) =>
      movePayment(db, id, name, values),

    /**
     * A payment the gateway did not take (or gave back): the attempt ends and, when this request
     * made that move, its checkout returns to plan_chosen so the customer can retry. False when
     * the payment had been settled otherwise first.
     */
    async settleUnpaid(
      payment: PaymentRow,
      name: Extract<CheckoutPaymentTransition, 'decline' | 'fail' | 'voided' | 'refunded'>,
      values: PaymentValues = {},
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const moved = await movePayment(tx, payment.id, name, values);
        if (moved && payment.checkoutId) {
          await owners.checkoutStates(tx).move(payment.checkoutId, 'releasePayment');
        }
        return moved !== undefined;
      });
    },

    /**
     * The approved payment and its booking, in one transaction: the payment becomes booked with
     * the answer its request gets, the checkout closes, the booking is created and the jobs that
     * follow it are written to the outbox. The payment's row is locked first, so of two requests
     * (or processes) booking one approval the second finds it booked ('already'). When its
     * checkout can no longer be booked by it (another payment booked it), the same transaction
     * decides the charge is to be given back ('not_bookable': `reversing`, with `givenBack` as
     * its answer until the gateway confirms).
     */
    async book(input: {
      paymentId: string;
      checkoutId: string;
      xref: string;
      responseCode: number;
      responseMessage: string;
      result: unknown;
      givenBack: unknown;
      booking: NewBooking;
      jobs: (bookingId: string) => OutboxJob[];
    }): Promise<BookOutcome> {
      return db.transaction(async (tx) => {
        const bookingsOfTx = owners.bookings(tx);
        const checkoutOfTx = owners.checkoutStates(tx);
        const payment = (
          await tx.select().from(payments).where(eq(payments.id, input.paymentId)).for('update')
        ).at(0);
        if (!payment) throw new Error('the payment to book is gone');
        if (payment.state === 'booked') {
          const found = await bookingsOfTx.findByPayment(input.paymentId);
          return { kind: 'already', reference: found?.reference ?? '', result: payment.result };
        }
        if (!(checkoutPaymentTransitions.book.from as readonly string[]).includes(payment.state)) {
          return { kind: 'settled', payment };
        }
        // The checkout state machine: only a checkout awaiting its payment (or reopened for a
        // retry) becomes booked, and only once.
        if (!(await checkoutOfTx.move(input.checkoutId, 'book'))) {
          const state = await checkoutOfTx.stateOf(input.checkoutId);
          const reversing = await movePayment(tx, input.paymentId, 'reverse', {
            xref: input.xref,
            result: input.givenBack,
          });
          if (!reversing) throw new Error('the locked payment could not be moved');
          return { kind: 'not_bookable', checkoutState: state ?? 'gone', payment: reversing };
        }
        const booked = await movePayment(tx, input.paymentId, 'book', {
          xref: input.xref,
          responseCode: input.responseCode,
          responseMessage: input.responseMessage,
          result: input.result,
        });
        if (!booked) throw new Error('the locked payment could not be moved');
        const booking = await bookingsOfTx.insert(input.booking);
        await enqueueJobs(tx, input.jobs(booking.id));
        return { kind: 'booked', reference: booking.reference, result: input.result };
      });
    },

    bookingOfItinerary: (itineraryUuid: string) =>
      owners.bookings(db).findByItinerary(itineraryUuid),

    /**
     * The demo seed's booking (db/seed, never in production unless DEMO_SEED says so): paid by
     * bank transfer, so no card and no gateway charge are involved; its payment row and the
     * booking in one transaction, once per `key` (a repeat answers the booking made the first
     * time).
     */
    async recordDemoBooking(
      key: string,
      booking: Omit<NewBooking, 'paymentId'>,
    ): Promise<{ id: string; reference: string; created: boolean }> {
      return db.transaction(async (tx) => {
        const bookingsOfTx = owners.bookings(tx);
        const inserted = await tx
          .insert(payments)
          .values({
            itineraryUuid: booking.itineraryUuid,
            idempotencyKey: key,
            requestHash: key,
            transactionUnique: key,
            orderRef: booking.reference,
            amountPence: booking.totalPence,
            planId: booking.planId,
            state: 'booked',
          })
          .onConflictDoNothing()
          .returning({ id: payments.id });
        const paymentId = inserted.at(0)?.id;
        if (!paymentId) {
          const existing = (
            await tx
              .select({ id: payments.id })
              .from(payments)
              .where(eq(payments.idempotencyKey, key))
          ).at(0);
          const found = existing && (await bookingsOfTx.findByPayment(existing.id));
          if (!found) throw new Error('the demo booking key is taken by another payment');
          return { id: found.id, reference: found.reference, created: false };
        }
        const made = await bookingsOfTx.insert({ ...booking, paymentId, paidBy: 'bank_transfer' });
        return { ...made, created: true };
      });
    },

    referenceTaken: (reference: string) => owners.bookings(db).referenceTaken(reference),

    /** Attempts left unsettled since before `cutoff` (a crash, a lost answer, an abandoned 3DS). */
    async unsettledBefore(cutoff: Date): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(
          and(inArray(payments.state, UNSETTLED_CHECKOUT_PAYMENT), lt(payments.updatedAt, cutoff)),
        );
    },

    /** Approved at the gateway but not booked (or being given back) since before `cutoff`, newest first. */
    async approvedUnrecordedBefore(cutoff: Date, limit: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(
          and(
            inArray(payments.state, APPROVED_UNRECORDED_CHECKOUT_PAYMENT),
            lt(payments.updatedAt, cutoff),
          ),
        )
        .orderBy(desc(payments.updatedAt))
        .limit(limit);
    },
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
