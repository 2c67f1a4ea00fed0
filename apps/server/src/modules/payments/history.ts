import type { StaffGatewayAttempt } from '@sunward/contracts/staff';
import type { BookingPaymentAttempt } from './booking-payments-repository';
import type { PaymentRow } from './repository';

/**
 * A booking's history at the payment gateway, for the back office: the checkout's payment that
 * booked it, then every later attempt from the payment tab (approved, declined, abandoned),
 * with our reference, the gateway's and its answer.
 */
export function createGatewayHistory(deps: {
  payments: { find(id: string): Promise<PaymentRow | undefined> };
  bookingPayments: { listForBooking(bookingId: string): Promise<BookingPaymentAttempt[]> };
}) {
  const view = (
    kind: StaffGatewayAttempt['kind'],
    row: PaymentRow | BookingPaymentAttempt,
  ): StaffGatewayAttempt => ({
    kind,
    state: row.state,
    amountPence: row.amountPence,
    transactionUnique: row.transactionUnique,
    xref: row.xref,
    responseCode: row.responseCode,
    responseMessage: row.responseMessage,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });
  return {
    async ofBooking(booking: { id: string; paymentId: string }): Promise<StaffGatewayAttempt[]> {
      const [checkout, later] = await Promise.all([
        deps.payments.find(booking.paymentId),
        deps.bookingPayments.listForBooking(booking.id),
      ]);
      return [
        ...(checkout ? [view('checkout', checkout)] : []),
        ...later.map((attempt) => view('booking-payment', attempt)),
      ];
    },
  };
}

export type GatewayHistory = ReturnType<typeof createGatewayHistory>;
