import { and, asc, eq, gte, inArray, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookingPayments, bookingRefunds, bookings } from '../../db/schema';

/** A card payment a booking recorded: what the gateway's SALE (its xref) took. */
export interface RecordedPayment {
  reference: string;
  amountPence: number;
  /** The SALE at the gateway; null if it was recorded without one. */
  gatewayXref: string | null;
  /** When the booking recorded it. */
  at: Date;
}

/** Money a booking gave back against one of its card payments. */
export interface RecordedRefund {
  reference: string;
  amountPence: number;
  state: 'pending' | 'sent' | 'approved' | 'declined';
  /** How the gateway gave it back (once approved). */
  method: 'void' | 'refund' | null;
  /** The SALE it gives back. */
  saleXref: string;
  /** The refund's or void's own xref at the gateway (once approved). */
  gatewayXref: string | null;
  /** When the gateway's approval was recorded (null until then). */
  approvedAt: Date | null;
}

/**
 * What the bookings recorded of card money, for the back office's money by day: payments
 * received and refunds approved between two instants, and the records of given gateway
 * transactions whatever their day.
 */
export function createMoneyDayRepository(db: Database) {
  const payment = {
    reference: bookings.reference,
    amountPence: bookingPayments.amountPence,
    gatewayXref: bookingPayments.gatewayXref,
    at: bookingPayments.createdAt,
  };
  const refund = {
    reference: bookings.reference,
    amountPence: bookingRefunds.amountPence,
    state: bookingRefunds.state,
    method: bookingRefunds.method,
    saleXref: bookingRefunds.saleXref,
    gatewayXref: bookingRefunds.gatewayXref,
    approvedAt: bookingRefunds.approvedAt,
  };
  return {
    /** Card payments recorded from `from` (inclusive) to `to` (exclusive), oldest first. */
    async paymentsBetween(from: Date, to: Date): Promise<RecordedPayment[]> {
      return db
        .select(payment)
        .from(bookingPayments)
        .innerJoin(bookings, eq(bookings.id, bookingPayments.bookingId))
        .where(
          and(
            eq(bookingPayments.method, 'card'),
            gte(bookingPayments.createdAt, from),
            lt(bookingPayments.createdAt, to),
          ),
        )
        .orderBy(asc(bookingPayments.createdAt));
    },

    /** Refunds approved from `from` (inclusive) to `to` (exclusive), oldest first. */
    async refundsApprovedBetween(from: Date, to: Date): Promise<RecordedRefund[]> {
      return db
        .select(refund)
        .from(bookingRefunds)
        .innerJoin(bookings, eq(bookings.id, bookingRefunds.bookingId))
        .where(
          and(
            eq(bookingRefunds.state, 'approved'),
            gte(bookingRefunds.approvedAt, from),
            lt(bookingRefunds.approvedAt, to),
          ),
        )
        .orderBy(asc(bookingRefunds.approvedAt));
    },

    /** Card payments whose SALE is one of `xrefs`, whenever they were recorded. */
    async paymentsOf(xrefs: string[]): Promise<RecordedPayment[]> {
      if (xrefs.length === 0) return [];
      return db
        .select(payment)
        .from(bookingPayments)
        .innerJoin(bookings, eq(bookings.id, bookingPayments.bookingId))
        .where(inArray(bookingPayments.gatewayXref, xrefs));
    },

    /** Refunds (in any state) made by, or giving back, one of `xrefs`. */
    async refundsOf(xrefs: string[]): Promise<RecordedRefund[]> {
      if (xrefs.length === 0) return [];
      return db
        .select(refund)
        .from(bookingRefunds)
        .innerJoin(bookings, eq(bookings.id, bookingRefunds.bookingId))
        .where(
          or(inArray(bookingRefunds.gatewayXref, xrefs), inArray(bookingRefunds.saleXref, xrefs)),
        );
    },
  };
}

export type MoneyDayRepository = ReturnType<typeof createMoneyDayRepository>;
