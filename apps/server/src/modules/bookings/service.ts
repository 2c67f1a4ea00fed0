import { randomInt } from 'node:crypto';
import {
  BOOKING_GRANT_HEADER,
  BOOKING_KEY_HEADER,
  bookingLookupErrors,
  GUEST_GRANT_MINUTES,
  lookupMessages,
  parseBookingReference,
  changeRequestMessages,
  type BookingConfirmation,
  type BookingDetail,
  type BookingLookupRequest,
  type ChangeRequestBody,
  type ChangeRequestResponse,
  type BookingLookupResponse,
  type BookingSummary,
  type LinkBookingResponse,
} from '@sunward/contracts/bookings';
import type {
  PaymentScheduleRequest,
  PaymentScheduleResponse,
} from '@sunward/contracts/booking-payments';
import type { SiteConfig } from '@sunward/contracts/site';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { addDays, londonToday } from '../../lib/dates';
import { sha256Hex } from '../../lib/hash';
import { surnameKey } from '../../lib/names';
import { randomToken } from '../../lib/tokens';
import type { Supplier } from '../../integrations/supplier/supplier';
import {
  documentFilename,
  documentsFor,
  isDocumentKind,
  renderDocument,
} from '../documents/documents';
import type { UserRow } from '../auth/service';
import type { BookingMoney, BookingRow, BookingsRepository } from './repository';
import { bookingCalendar } from './calendar';
import type { ChangeRequestsRepository } from './change-requests-repository';
import { checkChangeRequest } from './changes';
import { bookingDetailOf } from './detail';
import {
  afterPayment,
  amountToPay,
  instalmentStatus,
  reminderDue,
  type ReminderKind,
} from './instalments';
import type { BookingSnapshot } from './snapshot';

// The booking a paid checkout becomes is built here (docs/design.md §6); payments books it.
export { snapshotOf } from './snapshot';
// What a payment towards a booking asks for and leaves (payments takes the money).
export { amountToPay, remainingOf } from './instalments';

/**
 * Who asks for a booking: the signed-in customer, the key of the guest browser that booked it, and
 * the grant a guest lookup gave (x-booking-grant), which opens that one booking for reading only.
 */
export interface BookingAccess {
  customer: UserRow | null;
  key: string | undefined;
  grant?: string | undefined;
}

/**
 * A booking linked to an account is that account's; a guest booking, the browser's that holds
 * its key.
 */
export function ownsBooking(row: BookingRow, access: BookingAccess): boolean {
  if (row.userId !== null) return access.customer?.id === row.userId;
  return (
    access.key !== undefined &&
    access.key.length <= 100 &&
    sha256Hex(access.key) === row.accessKeyHash
  );
}

/** The signed-in customer, and the booking key and grant this browser sent. */
export function accessOf(request: {
  customer: UserRow | null;
  headers: Record<string, string | string[] | undefined>;
}): BookingAccess {
  const header = (name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' && value.length <= 100 ? value : undefined;
  };
  return {
    customer: request.customer,
    key: header(BOOKING_KEY_HEADER),
    grant: header(BOOKING_GRANT_HEADER),
  };
}

export const BOOKING_NOT_FOUND = "We couldn't find that booking.";

/** No I or O: a reference is read out over the phone. */
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

/** Two letters followed by six digits (docs/spec/2-checkout-payment.md), e.g. 'KT482915'. */
export function newReference(): string {
  const letter = () => LETTERS.charAt(randomInt(LETTERS.length));
  return `${letter()}${letter()}${String(randomInt(1_000_000)).padStart(6, '0')}`;
}

/** How the account's list names each status (docs/spec/3-accounts-bookings-content.md §3 'Booking'). */
const SUMMARY_STATUS: Record<BookingRow['status'], BookingSummary['status']> = {
  confirmed: 'Confirmed',
  awaiting_airline: 'Pending',
  cancelled: 'Cancelled',
};

const STATUS: Record<BookingRow['status'], BookingConfirmation['status']> = {
  confirmed: 'Confirmed',
  awaiting_airline: 'Awaiting airline confirmation',
  cancelled: 'Cancelled',
};

/**
 * A guest lookup or link's details, checked by the rules the forms use, then normalised: the
 * reference in its one spelling (null when it cannot be one), the surname as surnameKey compares it.
 */
function lookupKey(input: BookingLookupRequest, form: 'lookup' | 'link', today: string) {
  const errors = bookingLookupErrors(input, form, today);
  const fields = Object.entries(errors);
  if (fields.length > 0) {
    throw AppError.unprocessable(Object.fromEntries(fields.map(([f, m]) => [f, [m]])));
  }
  return {
    reference: parseBookingReference(input.reference),
    surname: surnameKey(input.surname),
    date: input.departure_date.trim(),
  };
}

/** What a change request's e-mails need from the mail module (wired in app.ts). */
export interface ChangeRequestMailer {
  send(input: {
    reference: string;
    hotelName: string;
    contactEmail: string;
    contactPhone: string | null;
    changeRequest: ChangeRequestResponse['changeRequest'];
    files: { filename: string; contentType: string; content: Buffer }[];
  }): Promise<void>;
}

/** What instalment reminders need from the mail module (wired in app.ts). */
export interface ReminderMailer {
  send(input: {
    to: string;
    name: string;
    reference: string;
    hotelName: string;
    instalmentId: string;
    description: string;
    amountDuePence: number;
    dueDate: string;
    kind: ReminderKind;
  }): Promise<void>;
}

/** What a payment receipt needs from the mail module (wired in app.ts). */
export interface ReceiptMailer {
  send(input: {
    to: string;
    name: string;
    reference: string;
    hotelName: string;
    paymentId: string;
    amountPence: number;
    paidAt: Date;
    totalPence: number;
    paidPence: number;
    remainingPence: number;
    /** The next instalment still owed, if any. */
    next: { description: string; dueDate: string; amountDuePence: number } | null;
  }): Promise<void>;
}

export function createBookingsService({
  repo,
  site,
  supplier,
  log,
  airlineTarget = 'TEST',
  now = () => new Date(),
  changes,
  changeMail,
  reminderMail,
  receiptMail,
  jobs,
}: {
  repo: BookingsRepository;
  site: SiteConfig;
  /** The supplier the booking's rooms and flights are held with. */
  supplier: Supplier;
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
  /** Where the airline's confirmation page runs (its `target`): TEST with the sandbox airline. */
  airlineTarget?: 'TEST' | 'PRODUCTION';
  now?: () => Date;
  /** Change requests' storage. */
  changes: ChangeRequestsRepository;
  /** Sends a change request's acknowledgement and its copy to the team (a job). */
  changeMail?: ChangeRequestMailer;
  /** Sends instalment reminders (a job). */
  reminderMail?: ReminderMailer;
  /** Sends the receipt of a payment towards a booking (a job). */
  receiptMail?: ReceiptMailer;
  /** Wakes the job queue after a commit that queued work. */
  jobs?: { kick(): void };
}) {
  /** The confirmation with the documents it offers (PDF links under /api). */
  async function withDocuments(
    row: BookingRow,
    money?: BookingMoney,
  ): Promise<BookingConfirmation> {
    const booking = confirmationOf(row, money ?? (await repo.money(row.id)), []);
    return {
      ...booking,
      documents: documentsFor(booking).map((d) => ({
        kind: d.kind,
        title: d.title,
        url: `/api/bookings/${row.reference}/documents/${d.kind}`,
      })),
    };
  }

  /**
   * Reading a booking: its owner (the customer it belongs to, or the browser holding its key), or
   * a browser holding a live grant for this booking from a guest lookup. Anyone else: 404.
   */
  async function assertReader(row: BookingRow | undefined, access: BookingAccess) {
    if (row && ownsBooking(row, access)) return row;
    if (row && access.grant && (await repo.grantOpens(row.id, sha256Hex(access.grant), now()))) {
      return row;
    }
    throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
  }

  function summaryOf(row: BookingRow): BookingSummary {
    const { hotel } = row.details as BookingSnapshot;
    return {
      id: row.id,
      uuid: row.itineraryUuid,
      reference: row.reference,
      status: SUMMARY_STATUS[row.status],
      destination: hotel.destinationName,
      hotel: {
        name: hotel.name,
        checkIn: hotel.checkIn,
        checkOut: hotel.checkOut,
        nights: hotel.nights,
      },
    };
  }

  async function detailOf(row: BookingRow): Promise<BookingDetail> {
    const money = await repo.money(row.id);
    const confirmation = await withDocuments(row, money);
    const documents = confirmation.documents.map((d) => ({
      name: d.title,
      type: 'pdf',
      available: true,
      download_url: d.url,
    }));
    documents.push({
      name: 'Holiday calendar (flights and stay)',
      type: 'ics',
      available: true,
      download_url: `/api/bookings/${row.reference}/calendar.ics`,
    });
    return bookingDetailOf(row, money, {
      today: londonToday(now()),
      documents,
      changeRequests: await changes.listForBooking(row.id),
    });
  }

  /**
   * The booking the details name, or 404 whichever detail is wrong: a miss never says whether the
   * reference exists (no enumeration of references, no hint which field to change).
   */
  async function matching(input: BookingLookupRequest, form: 'lookup' | 'link') {
    const key = lookupKey(input, form, londonToday(now()));
    const row =
      key.reference === null
        ? undefined
        : await repo.findForLookup(key.reference, key.surname, key.date);
    if (!row) throw new AppError('NOT_FOUND', lookupMessages.notFound);
    return row;
  }

  function confirmationOf(
    row: BookingRow,
    money: BookingMoney,
    documents: BookingConfirmation['documents'],
  ) {
    const snapshot = row.details as BookingSnapshot;
    const { planName, ...rest } = snapshot;
    const paid = money.payments.reduce((sum, p) => sum + p.amountPence, 0);
    const confirmation: BookingConfirmation = {
      ...rest,
      status: STATUS[row.status],
      payment: {
        totalCost: row.totalPence,
        paid,
        planName,
        schedule: money.instalments.map((i) => ({
          date: i.dueDate,
          amount: i.amountPence,
          status: i.paidPence >= i.amountPence ? 'Paid' : 'Due',
        })),
        remainingBalance: row.totalPence - paid,
      },
      documents,
      canCreateAccount: row.userId === null,
      airlineConfirmation:
        row.status === 'awaiting_airline' && row.airlineSessionId
          ? { sessionId: row.airlineSessionId, target: airlineTarget }
          : null,
    };
    return confirmation;
  }

  return {
    /**
     * Books the held rooms and flights with the supplier once the money is ours (a job after the
     * booking commits). Supplier unavailable: throws, and the job tries again later. The hold
     * gone or expired: recorded as failed and logged for operations to rebook.
     */
    async bookWithSupplier(bookingId: string, holdId: string): Promise<void> {
      const result = await supplier.book(holdId);
      if (result.outcome === 'booked') {
        await repo.setSupplier(bookingId, 'booked', result.supplierReference);
        return;
      }
      log.error(
        { bookingId, outcome: result.outcome },
        'supplier booking failed after payment: operations must rebook',
      );
      await repo.setSupplier(bookingId, 'failed', null);
    },

    /** The signed-in customer's bookings for their account, soonest departure first. */
    async listForCustomer(userId: string): Promise<BookingSummary[]> {
      return (await repo.listForUser(userId)).map(summaryOf);
    },

    async confirmation(reference: string, access: BookingAccess): Promise<BookingConfirmation> {
      return await withDocuments(await assertReader(await repo.findByReference(reference), access));
    },

    /**
     * A guest finds their booking by reference, lead surname and departure date: the answer is a
     * grant that opens that booking (and its documents) in this browser for GUEST_GRANT_MINUTES.
     */
    async lookup(input: BookingLookupRequest): Promise<BookingLookupResponse> {
      const row = await matching(input, 'lookup');
      const { token, tokenHash } = randomToken();
      const expiresAt = new Date(now().getTime() + GUEST_GRANT_MINUTES * 60_000);
      await repo.insertGrant(row.id, tokenHash, expiresAt);
      return {
        reference: row.reference,
        grant: { token, expires_at: expiresAt.toISOString() },
      };
    },

    /**
     * A signed-in customer adds a booking they made as a guest (or on another account's behalf
     * never): the same details as a lookup. Already theirs: nothing changes. Another account's:
     * 409.
     */
    async link(input: BookingLookupRequest, customer: UserRow): Promise<LinkBookingResponse> {
      const row = await matching(input, 'link');
      if (row.userId !== null && row.userId !== customer.id) {
        throw new AppError('CONFLICT', lookupMessages.alreadyLinked);
      }
      if (row.userId === null) await repo.linkToUser(row.id, customer.id);
      return { message: lookupMessages.linked, booking: summaryOf(row) };
    },

    /**
     * The booking as its detail page shows it (owner or grant holder): everything it keeps, its
     * payments, documents, change requests, and what cancelling would cost today.
     */
    async detail(reference: string, access: BookingAccess): Promise<BookingDetail> {
      const row = await assertReader(await repo.findByReference(reference), access);
      return detailOf(row);
    },

    /** The holiday as an iCalendar file (owner or grant holder). */
    async calendar(reference: string, access: BookingAccess) {
      const row = await assertReader(await repo.findByReference(reference), access);
      return {
        filename: `${row.reference}-holiday.ics`,
        ics: bookingCalendar(await detailOf(row)),
      };
    },

    /**
     * A change request (owner or grant holder): checked by the form's rules (422 per field),
     * stored with its files and its e-mails queued in one transaction; the same idempotency key
     * again returns the request first stored.
     */
    async requestChange(
      reference: string,
      body: ChangeRequestBody,
      access: BookingAccess,
      idempotencyKey: string,
    ): Promise<ChangeRequestResponse> {
      const row = await assertReader(await repo.findByReference(reference), access);
      const checked = checkChangeRequest(body);
      if (!checked.ok) throw AppError.unprocessable(checked.errors);
      const { changeRequest, repeated } = await changes.insert(
        row.id,
        idempotencyKey,
        checked.request,
      );
      if (!repeated) jobs?.kick();
      return { message: changeRequestMessages.submitted, changeRequest };
    },

    /** The change-request e-mails job. */
    async sendChangeRequestEmails(changeRequestId: string): Promise<void> {
      const found = await changes.findForMail(changeRequestId);
      if (!found || !changeMail) return;
      const row = await repo.findById(found.bookingId);
      if (!row) return;
      await changeMail.send({
        reference: row.reference,
        hotelName: (row.details as BookingSnapshot).hotel.name,
        contactEmail: found.contactEmail,
        contactPhone: found.contactPhone,
        changeRequest: found.changeRequest,
        files: found.files,
      });
    },

    /**
     * The schedule as it would stand after a payment of this type (owner or grant holder): the
     * next instalment's due, the whole balance, or a custom amount the rules allow (422 with the
     * rule's message otherwise).
     */
    async previewPayment(
      reference: string,
      input: PaymentScheduleRequest,
      access: BookingAccess,
    ): Promise<PaymentScheduleResponse> {
      const row = await assertReader(await repo.findByReference(reference), access);
      const { instalments } = await repo.money(row.id);
      const { amountPence: amount } = amountToPay(instalments, input.paymentType, input.amount);
      const today = londonToday(now());
      const after = afterPayment(instalments, amount);
      const next = after.find((i) => i.paidPence < i.amountPence);
      return {
        payment_amount: amount,
        schedule: after.map((i) => ({
          id: i.id,
          description: i.description,
          amount: i.amountPence,
          payment_date: i.dueDate,
          status: instalmentStatus(i, today),
          paid_amount: i.paidPence,
          amount_due: i.amountPence - i.paidPence,
        })),
        next_payment: next
          ? { payment_date: next.dueDate, amount_due: next.amountPence - next.paidPence }
          : null,
      };
    },

    /**
     * The daily reminders run: every unpaid instalment whose reminder falls due today gets it
     * queued once (a row per instalment and kind, whichever process runs first).
     */
    async queueReminders(): Promise<number> {
      const today = londonToday(now());
      let queued = 0;
      for (const instalment of await repo.unpaidInstalmentsDueBy(addDays(today, 14))) {
        const kind = reminderDue(instalment.dueDate, today, instalment.sent);
        if (kind && (await repo.claimReminder(instalment.id, kind))) queued += 1;
      }
      if (queued > 0) jobs?.kick();
      return queued;
    },

    /**
     * A booking as a payment towards it sees it, for its owner or a grant holder (else 404):
     * its status and instalments (with what each has had).
     */
    async forPayment(reference: string, access: BookingAccess) {
      const row = await assertReader(await repo.findByReference(reference.toUpperCase()), access);
      const { instalments } = await repo.money(row.id);
      return { id: row.id, reference: row.reference, status: row.status, instalments };
    },

    /** The receipt of one payment towards a booking (a job), with the balance it leaves. */
    async sendPaymentReceipt(reference: string, bookingPaymentId: string): Promise<void> {
      const row = await repo.findByReference(reference);
      if (!row || !receiptMail) return;
      const money = await repo.money(row.id);
      const index = money.payments.findIndex((p) => p.id === bookingPaymentId);
      const payment = money.payments.at(index);
      const snapshot = row.details as BookingSnapshot;
      const to = snapshot.contact?.email ?? snapshot.email;
      if (index < 0 || !payment || !to) return;
      // The balance as this payment left it, whatever was paid after it.
      const totalPence = money.instalments.reduce((sum, i) => sum + i.amountPence, 0);
      const paidPence = money.payments
        .slice(0, index + 1)
        .reduce((sum, p) => sum + p.amountPence, 0);
      const remainingPence = totalPence - paidPence;
      const next =
        remainingPence > 0 ? money.instalments.find((i) => i.paidPence < i.amountPence) : undefined;
      await receiptMail.send({
        to,
        name: snapshot.leadPassenger,
        reference: row.reference,
        hotelName: snapshot.hotel.name,
        paymentId: payment.id,
        amountPence: payment.amountPence,
        paidAt: payment.createdAt,
        totalPence,
        paidPence,
        remainingPence,
        next: next
          ? {
              description: next.description,
              dueDate: next.dueDate,
              amountDuePence: next.amountPence - next.paidPence,
            }
          : null,
      });
    },

    /** One reminder's e-mail (a job): not sent if the instalment was paid meanwhile. */
    async sendReminder(instalmentId: string, kind: ReminderKind): Promise<void> {
      const found = await repo.instalmentWithBooking(instalmentId);
      if (!found || !reminderMail) return;
      const { booking, instalment } = found;
      const owed = instalment.amountPence - instalment.paidPence;
      const snapshot = booking.details as BookingSnapshot;
      const to = snapshot.contact?.email ?? snapshot.email;
      if (owed <= 0 || booking.status === 'cancelled' || !to) return;
      await reminderMail.send({
        to,
        name: snapshot.leadPassenger,
        reference: booking.reference,
        hotelName: snapshot.hotel.name,
        instalmentId,
        description: instalment.description,
        amountDuePence: owed,
        dueDate: instalment.dueDate,
        kind,
      });
    },

    /** Grants past their time are forgotten (a periodic job). */
    async purgeExpiredGrants(): Promise<void> {
      await repo.purgeGrants(now());
    },

    /** Start-up: bookings made before lookups existed get their lead surname key. */
    async prepareLookups(): Promise<void> {
      const filled = await repo.fillSurnameKeys();
      if (filled > 0) log.info({ filled }, 'bookings given their lookup surname key');
    },

    /** For the booking e-mail: no access check (the caller just created the booking). */
    async confirmationForMail(reference: string): Promise<BookingConfirmation | undefined> {
      const row = await repo.findByReference(reference);
      return row && (await withDocuments(row));
    },

    /** A document of the booking as PDF (its owner only). */
    async document(reference: string, kind: string, access: BookingAccess) {
      const booking = await withDocuments(
        await assertReader(await repo.findByReference(reference), access),
      );
      if (!isDocumentKind(kind)) throw new AppError('NOT_FOUND', 'There is no such document.');
      return {
        filename: documentFilename(kind, booking.reference),
        pdf: await renderDocument(kind, booking, site),
      };
    },

    /** A guest links their booking to the account they are signed in to. */
    async claim(reference: string, access: BookingAccess): Promise<BookingRow> {
      if (!access.customer) {
        throw new AppError('UNAUTHORIZED', 'Please sign in to add this booking to your account.');
      }
      const row = await repo.findByReference(reference);
      if (!row || access.key === undefined || sha256Hex(access.key) !== row.accessKeyHash) {
        throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
      }
      if (row.userId !== null && row.userId !== access.customer.id) {
        throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
      }
      await repo.linkToUser(row.id, access.customer.id);
      return { ...row, userId: access.customer.id };
    },
  };
}
export type BookingsService = ReturnType<typeof createBookingsService>;

/** Bookings' storage, handed to the modules that build a booking inside their own transaction. */
export type { BookingsRepository, NewBooking } from './repository';
/** The bookings repository built on a caller's transaction (payments books inside its own). */
export type BookingsRepositoryOf = (db: Database) => BookingsRepository;
