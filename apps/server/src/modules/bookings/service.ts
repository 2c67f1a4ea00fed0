import { randomInt } from 'node:crypto';
import {
  BOOKING_KEY_HEADER,
  type BookingConfirmation,
  type BookingSummary,
} from '@sunward/contracts/bookings';
import type { SiteConfig } from '@sunward/contracts/site';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { sha256Hex } from '../../lib/hash';
import type { Supplier } from '../../integrations/supplier/supplier';
import {
  documentFilename,
  documentsFor,
  isDocumentKind,
  renderDocument,
} from '../documents/documents';
import type { UserRow } from '../auth/service';
import type { BookingRow, BookingsRepository } from './repository';
import type { BookingSnapshot } from './snapshot';

// The booking a paid checkout becomes is built here (docs/design.md §6); payments books it.
export { snapshotOf } from './snapshot';

/** Who asks for a booking: the signed-in customer, and the key a guest's browser holds. */
export interface BookingAccess {
  customer: UserRow | null;
  key: string | undefined;
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

/** The signed-in customer and the booking key this browser sent (x-booking-key). */
export function accessOf(request: {
  customer: UserRow | null;
  headers: Record<string, string | string[] | undefined>;
}): BookingAccess {
  const key = request.headers[BOOKING_KEY_HEADER];
  return { customer: request.customer, key: typeof key === 'string' ? key : undefined };
}

export const BOOKING_NOT_FOUND = "We couldn't find that booking.";

/** No I or O: a reference is read out over the phone. */
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

/** Two letters followed by six digits (docs/spec/2-checkout-payment.md), e.g. 'KT482915'. */
export function newReference(): string {
  const letter = () => LETTERS.charAt(randomInt(LETTERS.length));
  return `${letter()}${letter()}${String(randomInt(1_000_000)).padStart(6, '0')}`;
}

export interface ScheduleEntry {
  date: string;
  amountPence: number;
  status: 'paid' | 'due';
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

export function createBookingsService({
  repo,
  site,
  supplier,
  log,
  airlineTarget = 'TEST',
}: {
  repo: BookingsRepository;
  site: SiteConfig;
  /** The supplier the booking's rooms and flights are held with. */
  supplier: Supplier;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** Where the airline's confirmation page runs (its `target`): TEST with the sandbox airline. */
  airlineTarget?: 'TEST' | 'PRODUCTION';
}) {
  /** The confirmation with the documents it offers (PDF links under /api). */
  function withDocuments(row: BookingRow): BookingConfirmation {
    const booking = confirmationOf(row, []);
    return {
      ...booking,
      documents: documentsFor(booking).map((d) => ({
        kind: d.kind,
        title: d.title,
        url: `/api/bookings/${row.reference}/documents/${d.kind}`,
      })),
    };
  }

  /** The owner only: the customer it belongs to, or the browser holding its key. Else 404. */
  function assertOwner(row: BookingRow | undefined, access: BookingAccess): BookingRow {
    if (row && ownsBooking(row, access)) return row;
    throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
  }

  function confirmationOf(row: BookingRow, documents: BookingConfirmation['documents']) {
    const snapshot = row.details as BookingSnapshot;
    const schedule = row.schedule as ScheduleEntry[];
    const { planName, ...rest } = snapshot;
    const confirmation: BookingConfirmation = {
      ...rest,
      status: STATUS[row.status],
      payment: {
        totalCost: row.totalPence,
        paid: row.paidPence,
        planName,
        schedule: schedule.map((s) => ({
          date: s.date,
          amount: s.amountPence,
          status: s.status === 'paid' ? 'Paid' : 'Due',
        })),
        remainingBalance: row.totalPence - row.paidPence,
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
      const rows = await repo.listForUser(userId);
      return rows.map((row) => {
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
      });
    },

    async confirmation(reference: string, access: BookingAccess): Promise<BookingConfirmation> {
      return withDocuments(assertOwner(await repo.findByReference(reference), access));
    },

    /** For the booking e-mail: no access check (the caller just created the booking). */
    async confirmationForMail(reference: string): Promise<BookingConfirmation | undefined> {
      const row = await repo.findByReference(reference);
      return row && withDocuments(row);
    },

    /** A document of the booking as PDF (its owner only). */
    async document(reference: string, kind: string, access: BookingAccess) {
      const booking = withDocuments(assertOwner(await repo.findByReference(reference), access));
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
