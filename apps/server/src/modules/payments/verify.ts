import { parseBookingReference } from '@sunward/contracts/bookings';
import type { VerifyPaymentResponse } from '@sunward/contracts/payments';
import { statusLabel, type BookingAccess, type BookingsService } from '../bookings/service';
import type { PaymentsRepository } from './repository';

export const VERIFY_FAILED = 'Payment verification failed. Please contact support.';

/**
 * Confirm payment (docs/spec/2-checkout-payment.md §7): the booking reference and the gateway's transaction id must belong
 * together, and the booking must be the asker's (its account, or the browser holding its key);
 * anyone else learns nothing, not even that the pair exists.
 */
export function createVerifyService(deps: {
  payments: PaymentsRepository;
  bookings: Pick<BookingsService, 'ownedByReference'>;
}) {
  return {
    async verify(
      transactionId: string,
      reference: string,
      access: BookingAccess,
    ): Promise<VerifyPaymentResponse> {
      const booking = await deps.bookings.ownedByReference(
        parseBookingReference(reference) ?? reference,
        access,
      );
      const payment = booking && (await deps.payments.find(booking.paymentId));
      if (!booking || !payment || payment.xref !== transactionId || payment.state !== 'booked') {
        return {
          success: false,
          transactionId,
          bookingReference: reference,
          amount: 0,
          paymentDate: new Date().toISOString(),
          paymentMethod: 'Card',
          status: 'Failed',
          message: VERIFY_FAILED,
        };
      }
      return {
        success: true,
        transactionId,
        bookingReference: booking.reference,
        amount: payment.amountPence,
        paymentDate: payment.updatedAt.toISOString(),
        paymentMethod: 'Card',
        status: statusLabel(booking.status, 'confirmation'),
      };
    },
  };
}
export type VerifyService = ReturnType<typeof createVerifyService>;
