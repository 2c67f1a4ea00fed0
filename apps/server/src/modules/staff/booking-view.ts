import type { StaffBookingJob, StaffBookingView } from '@sunward/contracts/staff';
import { staffMay } from '@sunward/contracts/staff-policy';
import type { BookingsService } from '../bookings/service';
import type { GatewayHistory } from '../payments/service';
import { auditView, type StaffActor, type StaffService } from './service';

/**
 * A booking as the desk sees it, put together from the modules that keep each part: the booking
 * and its money (bookings), the gateway's attempts (payments), the e-mails (mail's outbox), the
 * jobs that followed it (the queue) and its audit trail (staff). Reading it is audited: it shows
 * a customer's personal data.
 */
export function createStaffBookingView(deps: {
  bookings: Pick<BookingsService, 'forStaff' | 'notesOf' | 'cancellations' | 'amendments'>;
  gateway: Pick<GatewayHistory, 'ofBooking'>;
  mail: {
    aboutBooking(
      reference: string,
    ): Promise<{ id: string; to: string; subject: string; createdAt: Date; sentAt: Date | null }[]>;
  };
  jobs: { about(values: string[]): Promise<StaffBookingJob[]> };
  staff: Pick<StaffService, 'recordRead' | 'auditOf' | 'members'>;
}) {
  return {
    /** The booking with this reference, or undefined; the read is audited. */
    async view(reference: string, actor: StaffActor): Promise<StaffBookingView | undefined> {
      const found = await deps.bookings.forStaff(reference);
      if (!found) return undefined;
      const { row, detail, received } = found;
      const target = { type: 'booking', id: row.id };
      await deps.staff.recordRead(actor, 'booking.viewed', target, { reference });
      const [attempts, emails, jobs, audit, notes, cancellation, approval, amendments] =
        await Promise.all([
          deps.gateway.ofBooking(row),
          deps.mail.aboutBooking(row.reference),
          deps.jobs.about([row.id, row.reference, ...detail.changeRequests.map((c) => c.id)]),
          actor.role && staffMay(actor.role, 'audit.read') ? deps.staff.auditOf(target) : null,
          deps.bookings.notesOf(row.id),
          deps.bookings.cancellations.cancellationForStaff(row.id),
          deps.bookings.cancellations.approvalForStaff(row.id),
          deps.bookings.amendments.amendmentsForStaff(row.id),
        ]);
      const authors = await deps.staff.members(notes.map((n) => n.staffId));
      return {
        booking: detail,
        record: {
          id: row.id,
          status: row.status,
          account: row.userId ? 'customer' : 'guest',
          supplierStatus: row.supplierStatus,
          supplierReference: row.supplierReference,
          airlineSessionId: row.airlineSessionId,
          bookedAt: row.createdAt.toISOString(),
          confirmedAt: row.confirmedAt?.toISOString() ?? null,
        },
        received: received.map((p) => ({
          amountPence: p.amountPence,
          method: p.method,
          gatewayXref: p.gatewayXref,
          receivedAt: p.createdAt.toISOString(),
        })),
        attempts,
        jobs,
        emails: emails.map((m) => ({
          id: m.id,
          to: m.to,
          subject: m.subject,
          recordedAt: m.createdAt.toISOString(),
          sentAt: m.sentAt?.toISOString() ?? null,
        })),
        audit: audit?.map(auditView) ?? null,
        notes: notes.map((note) => ({
          id: note.id,
          body: note.body,
          staffName: authors.get(note.staffId)?.fullName ?? '',
          createdAt: note.createdAt.toISOString(),
        })),
        cancellation,
        cancellationApproval: approval,
        amendments,
      };
    },
  };
}

export type StaffBookingViewService = ReturnType<typeof createStaffBookingView>;
