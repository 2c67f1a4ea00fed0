import type { SiteConfig } from '@sunward/contracts/site';
import type { BookingsService } from '../bookings/service';
import { renderDocumentAttachments } from '../documents/documents';
import { bookingConfirmationEmail } from './booking-email';
import type { Mailer } from './mailer';

/**
 * The booking e-mail, as the booking stands when it is sent: the confirmation with its documents,
 * or, while the airline has still to confirm the flights, how to confirm them; and the updated
 * confirmation once the balance is paid in full. Each is sent once per booking and status (or
 * update, or amendment), however often the job that sends it runs; after an amendment, the
 * amended confirmation.
 */
export function createBookingMail(deps: {
  bookings: BookingsService;
  mailer: Mailer;
  site: SiteConfig;
  publicUrl: string;
}) {
  return {
    async send(
      reference: string,
      update?: 'paid-in-full' | 'amended',
      amendmentId?: string,
    ): Promise<void> {
      const booking = await deps.bookings.confirmationForMail(reference);
      if (!booking?.email) return;
      const email = bookingConfirmationEmail(
        booking,
        deps.site,
        {
          // The booking page opens for its account holder; a guest is asked for the booking's
          // details first (Manage Booking, reference filled in): no key travels in the e-mail.
          bookingUrl: `${deps.publicUrl}/account/booking/${reference}`,
        },
        update,
      );
      await deps.mailer.send(
        {
          to: booking.email,
          ...email,
          attachments: await renderDocumentAttachments(booking, deps.site),
        },
        {
          // Once per status, per balance paid, and per amendment.
          dedupeKey: `booking:${reference}:${update === 'amended' ? `amended:${amendmentId ?? ''}` : (update ?? booking.status)}`,
        },
      );
    },
  };
}
export type BookingMail = ReturnType<typeof createBookingMail>;
