import type { BookingPaymentAttempt } from './booking-payments-repository';
import type { PaymentRow } from './repository';

/** A charge the gateway approved that is not recorded against a booking yet. */
export interface ApprovedUnrecorded {
  /** The attempt's id (a checkout's payment, or a payment towards a booking). */
  id: string;
  kind: 'checkout' | 'booking-payment';
  state: string;
  amountPence: number;
  orderRef: string;
  /** The booking a payment towards a booking is for (a checkout's payment has none yet). */
  bookingId: string | null;
  responseMessage: string | null;
  /** When the attempt last moved. */
  updatedAt: Date;
}

/**
 * What payments tell the back office's "Needs attention" queue: charges approved at the gateway
 * that no booking has yet (reconciliation settles them every minute, so one left longer needs a
 * person), and reconciliation run now on request.
 */
export function createPaymentsAttention(deps: {
  payments: { approvedUnrecordedBefore(cutoff: Date, limit: number): Promise<PaymentRow[]> };
  bookingPayments: {
    approvedUnrecordedBefore(cutoff: Date, limit: number): Promise<BookingPaymentAttempt[]>;
  };
  /** The checkout's and the payment tab's reconciliation (each service's `reconcile`). */
  reconcilers: { reconcile(olderThanMs?: number): Promise<number> }[];
}) {
  return {
    /** Approved and not recorded since before `cutoff`, newest first (up to `limit` of each). */
    async approvedUnrecorded(cutoff: Date, limit: number): Promise<ApprovedUnrecorded[]> {
      const [checkout, later] = await Promise.all([
        deps.payments.approvedUnrecordedBefore(cutoff, limit),
        deps.bookingPayments.approvedUnrecordedBefore(cutoff, limit),
      ]);
      return [
        ...checkout.map((row) => ({
          id: row.id,
          kind: 'checkout' as const,
          state: row.state,
          amountPence: row.amountPence,
          orderRef: row.orderRef,
          bookingId: null,
          responseMessage: row.responseMessage,
          updatedAt: row.updatedAt,
        })),
        ...later.map((row) => ({
          id: row.id,
          kind: 'booking-payment' as const,
          state: row.state,
          amountPence: row.amountPence,
          orderRef: row.orderRef,
          bookingId: row.bookingId,
          responseMessage: row.responseMessage,
          updatedAt: row.updatedAt,
        })),
      ].sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
    },

    /**
     * Settles now, from the gateway's record, every attempt left unsettled for `olderThanMs`
     * (not the ones a request is still working on); how many were settled.
     */
    async reconcile(olderThanMs: number): Promise<number> {
      let settled = 0;
      for (const reconciler of deps.reconcilers) settled += await reconciler.reconcile(olderThanMs);
      return settled;
    },
  };
}

export type PaymentsAttention = ReturnType<typeof createPaymentsAttention>;
