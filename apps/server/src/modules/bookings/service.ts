import type { StaffBookingSearchQuery, StaffBookingSearchResponse } from '@sunward/contracts/staff';
import { randomInt } from 'node:crypto';
import type { SiteConfig } from '@sunward/contracts/site';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Supplier } from '../../integrations/supplier/supplier';
import { createBookingAccessRule, type BookingAccess } from './access';
import { createChangeRequestWork, type ChangeRequestStaff } from './change-request-work';
import { createChangeRequests, type ChangeRequestMailer } from './change-requests';
import { createAmendments } from './amendments';
import type { AmendmentsRepository } from './amendments-repository';
import { createCancellations } from './cancellations';
import type { CancellationsRepository } from './cancellations-repository';
import { createBookingNotes } from './notes';
import type { BookingNotesRepository } from './notes-repository';
import type { ChangeRequestsRepository } from './change-requests-repository';
import {
  createInstalmentNotices,
  type ReceiptMailer,
  type ReminderMailer,
} from './instalment-notices';
import { createBookingLookup } from './lookup';
import { createMoneyDay } from './money-day';
import type { MoneyDayRepository } from './money-day-repository';
import { createBookingReadModel } from './read-model';
import type { BookingRow, BookingsRepository } from './repository';
import { createSupplierBooking } from './supplier-booking';
import { reviewableOf, type ReviewableBooking } from './reviewable';
import { addDays, daysBetween } from '../../lib/dates';

// Who may read or act on a booking: the one rule, for every module (routes read the request).
export { accessOf, BOOKING_NOT_FOUND, type BookingAccess } from './access';
// How customers read a booking's status (the confirmation of a payment names it too).
export { statusLabel } from './read-model';
// The booking a paid checkout becomes is built here (docs/design.md §6); payments books it.
export { snapshotOf } from './snapshot';
// What a payment towards a booking asks for and leaves (payments takes the money).
export { afterPayment, amountToPay, instalmentStatus, remainingOf } from './instalments';
// What the mail module implements for the bookings module's e-mails.
export type { ChangeRequestMailer } from './change-requests';
// What the staff module tells the change-request desk (names, the audit trail), and how that
// trail names a change request.
export { changeRequestTarget, type ChangeRequestStaff } from './change-request-work';
export type { ReceiptMailer, ReminderMailer } from './instalment-notices';
// What the back office's "Needs attention" queue reads of bookings (built in app.ts).
export type { BookingAttention } from './attention';
// What the back office's money by day reads of bookings' card money.
export type { RecordedPayment, RecordedRefund } from './money-day';
// What the reviews module reads of a booking to take a review of its holiday.
export type { ReviewableBooking } from './reviewable';

/** No I or O: a reference is read out over the phone. */
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

/** Two letters followed by six digits (docs/spec/2-checkout-payment.md), e.g. 'KT482915'. */
export function newReference(): string {
  const letter = () => LETTERS.charAt(randomInt(LETTERS.length));
  return `${letter()}${letter()}${String(randomInt(1_000_000)).padStart(6, '0')}`;
}

/**
 * The bookings module: each job in a file of its own (access.ts, lookup.ts, read-model.ts,
 * change-requests.ts, instalment-notices.ts, supplier-booking.ts), composed here as the one
 * service other modules and the routes use. Other modules reach a booking only through it, under
 * the access rule.
 */
export function createBookingsService({
  repo,
  site,
  supplier,
  log,
  airlineTarget = 'TEST',
  now = () => new Date(),
  changes,
  notes,
  cancellations,
  moneyDay,
  amendments,
  changeMail,
  changeRequestStaff,
  reminderMail,
  receiptMail,
  jobs,
}: {
  repo: BookingsRepository;
  site: SiteConfig;
  /** The supplier the booking's rooms and flights are held with. */
  supplier: Supplier;
  log: Pick<FastifyBaseLogger, 'error' | 'info' | 'warn'>;
  /** Where the airline's confirmation page runs (its `target`): TEST with the sandbox airline. */
  airlineTarget?: 'TEST' | 'PRODUCTION';
  now?: () => Date;
  /** Change requests' storage. */
  changes: ChangeRequestsRepository;
  /** Staff's internal notes on bookings. */
  notes: BookingNotesRepository;
  /** Cancellation quotes, cancellations and their refunds. */
  cancellations: CancellationsRepository;
  /** Card money recorded on bookings, by day and by gateway transaction (money by day). */
  moneyDay: MoneyDayRepository;
  /** Changes staff make to a booking after it was booked. */
  amendments: AmendmentsRepository;
  /** Sends a change request's acknowledgement and its copy to the team (a job). */
  changeMail?: ChangeRequestMailer;
  /** Who works the change-request desk: their names and the audit trail of what they did. */
  changeRequestStaff: ChangeRequestStaff;
  /** Sends instalment reminders (a job). */
  reminderMail?: ReminderMailer;
  /** Sends the receipt of a payment towards a booking (a job). */
  receiptMail?: ReceiptMailer;
  /** Wakes the job queue after a commit that queued work. */
  jobs?: { kick(): void };
}) {
  const access = createBookingAccessRule({ repo, now });
  const cancelling = createCancellations({
    repo,
    cancellations,
    supplier,
    staff: changeRequestStaff,
    log,
    jobs,
    now,
  });
  return {
    ...createBookingReadModel({
      repo,
      access,
      changes,
      cancellations: cancelling,
      site,
      airlineTarget,
      now,
    }),
    ...createBookingLookup({ repo, log, now }),
    ...createChangeRequests({ repo, access, changes, site, changeMail, jobs }),
    ...createInstalmentNotices({ repo, now, reminderMail, receiptMail, jobs }),
    ...createSupplierBooking({ repo, supplier, log }),
    ...createBookingNotes({ repo, notes, now }),
    /** Cancelling bookings from the desk, and the work that follows (the staff module decides who). */
    cancellations: cancelling,
    /** Amending bookings from the desk (the staff module decides who). */
    amendments: createAmendments({
      repo,
      amendments,
      staff: changeRequestStaff,
      supplier,
      log,
      jobs,
      now,
    }),
    /** Card money bookings recorded, for the back office's money by day (staff decide who). */
    moneyDay: createMoneyDay({ repo: moneyDay }),
    /** The back office's desk for change requests (the staff module decides who may use it). */
    changeRequestWork: createChangeRequestWork({
      changes,
      staff: changeRequestStaff,
      now,
      jobs,
    }),

    /**
     * The back office's booking search (the staff module decides who may run it and audits it):
     * 25 a page unless asked, at most 100.
     */
    async searchForStaff(q: StaffBookingSearchQuery): Promise<StaffBookingSearchResponse> {
      const page = q.page ?? 1;
      const pageSize = q.pageSize ?? 25;
      const { rows, total } = await repo.searchForStaff(q, {
        offset: (page - 1) * pageSize,
        limit: pageSize,
      });
      return { bookings: rows, total, page, pageSize };
    },

    /**
     * A booking as a payment towards it sees it, for its owner or a grant holder (else 404):
     * its status and instalments (with what each has had).
     */
    async forPayment(reference: string, who: BookingAccess) {
      const row = await access.reader(await repo.findByReference(reference), who);
      const { instalments } = await repo.money(row.id);
      return { id: row.id, reference: row.reference, status: row.status, instalments };
    },

    /**
     * The booking a review of its holiday is written from, under the one access rule: its owner,
     * or a guest browser holding a live lookup grant for it (as for a change request); else 404.
     */
    async forReview(reference: string, who: BookingAccess): Promise<ReviewableBooking> {
      return reviewableOf(await access.reader(await repo.findByReference(reference), who));
    },

    /** A booking by id as reviews read it (the demo seed, which acts for no customer). */
    async reviewableById(id: string): Promise<ReviewableBooking | undefined> {
      const row = await repo.findById(id);
      return row ? reviewableOf(row) : undefined;
    },

    /** The references of these bookings, by id (the review desk names each review's booking). */
    referencesOf: (ids: string[]): Promise<Map<string, string>> => repo.referencesOf(ids),

    /**
     * Development only (dev-routes.ts, never mounted in production): moves a booking's dates
     * earlier so that its hotel check-out is `checkOut` (yyyy-mm-dd), as if the holiday had been
     * taken; its new stay, or undefined when there is no such booking.
     */
    async moveToPast(
      reference: string,
      checkOut: string,
    ): Promise<{ checkIn: string; checkOut: string } | undefined> {
      const row = await repo.findByReference(reference);
      if (!row) return undefined;
      const stay = reviewableOf(row);
      const days = daysBetween(checkOut, stay.checkOut);
      if (days <= 0) return { checkIn: stay.checkIn, checkOut: stay.checkOut };
      await repo.moveEarlier(reference, days);
      return { checkIn: addDays(stay.checkIn, -days), checkOut: addDays(stay.checkOut, -days) };
    },

    /** The booking a payment's confirmation names, if `who` owns it. */
    async ownedByReference(reference: string, who: BookingAccess): Promise<BookingRow | undefined> {
      const row = await repo.findByReference(reference);
      return row && access.owns(row, who) ? row : undefined;
    },

    /**
     * The airline's confirmation of a booking made from `itineraryUuid` (its owner only, with
     * the session the airline was asked to open; else 404), and the two ends it can come to:
     * confirmed (once, whichever tab finalises first) or its session dropped for rebooking.
     */
    airlineConfirmation: {
      async find(itineraryUuid: string, sessionId: string, who: BookingAccess) {
        const row = await repo.findByItinerary(itineraryUuid);
        return access.owner(row?.airlineSessionId === sessionId ? row : undefined, who);
      },
      /** True for the one call that confirmed it (its e-mail is queued with it). */
      confirm: (bookingId: string, at: Date) => repo.confirmAirline(bookingId, at),
      dropSession: (bookingId: string, sessionId: string) =>
        repo.dropAirlineSession(bookingId, sessionId),
    },
  };
}
export type BookingsService = ReturnType<typeof createBookingsService>;

/** Bookings' storage, built on a caller's transaction (payments books inside its own). */
export type { NewBooking } from './repository';
export type BookingsRepositoryOf = (db: Database) => BookingsRepository;
