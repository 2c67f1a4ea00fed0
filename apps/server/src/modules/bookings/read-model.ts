import type {
  BookingCancellationSummary,
  BookingConfirmation,
  BookingDetail,
  BookingSummary,
  CancellationPolicy,
  ChangeRequest,
} from '@sunward/contracts/bookings';
import type { SiteConfig } from '@sunward/contracts/site';
import { AppError } from '../../errors';
import { ageOn, londonToday } from '../../lib/dates';
import {
  documentFilename,
  documentsFor,
  isDocumentKind,
  renderDocument,
} from '../documents/documents';
import type { BookingAccess, BookingAccessRule } from './access';
import { bookingCalendar } from './calendar';
import { cancellationOn } from './cancellation';
import type { Cancellations } from './cancellations';
import type { ChangeRequestsRepository } from './change-requests-repository';
import { signedByTeam, teamSignature } from './change-requests';
import { instalmentStatus, remainingOf } from './instalments';
import type { BookingMoney, BookingRow, BookingsRepository } from './repository';
import type { BookingSnapshot } from './snapshot';

/**
 * What customers read of a booking, built in one place: the account's list, the confirmation
 * page (and e-mail and documents), the detail page and its calendar. One status table, one
 * paid total and one balance for all of them.
 */

/**
 * How each status is named (docs/spec/3-accounts-bookings-content.md §3 'Booking'): `short` in
 * the account's list and on the detail page, `confirmation` on the confirmation page.
 */
const STATUS_LABELS = {
  confirmed: { short: 'Confirmed', confirmation: 'Confirmed' },
  awaiting_airline: { short: 'Pending', confirmation: 'Awaiting airline confirmation' },
  cancelled: { short: 'Cancelled', confirmation: 'Cancelled' },
} as const satisfies Record<
  BookingRow['status'],
  {
    short: BookingSummary['status'];
    confirmation: BookingConfirmation['status'];
  }
>;

/** A status as customers read it: in lists and on the detail page, or on the confirmation page. */
export const statusLabel = <W extends 'short' | 'confirmation'>(
  status: BookingRow['status'],
  where: W,
): (typeof STATUS_LABELS)[BookingRow['status']][W] => STATUS_LABELS[status][where];

/** What the booking's payments have paid so far (pence). */
const paidOf = (money: BookingMoney) => money.payments.reduce((sum, p) => sum + p.amountPence, 0);

/** docs/spec/3-accounts-bookings-content.md §3 'Passenger': Infant under 2, Child under 12, else Adult. */
/**
 * A passenger's type as booked and priced (a 12–15-year-old booked as a child stays a child);
 * from the age at departure only for a passenger kept without one.
 */
function passengerType(booked: string | undefined, age: number): 'Adult' | 'Child' | 'Infant' {
  if (booked === 'Adult' || booked === 'Child' || booked === 'Infant') return booked;
  if (age < 2) return 'Infant';
  if (age < 12) return 'Child';
  return 'Adult';
}

/** 'London Gatwick (LGW)' → code 'LGW' and name 'London Gatwick'. */
function airport(text: string): { code: string; name: string } {
  const match = /^(.*) \(([A-Z]{3})\)$/.exec(text);
  return match?.[1] && match[2] ? { code: match[2], name: match[1] } : { code: text, name: text };
}

function leg(l: NonNullable<BookingSnapshot['flights']>['outbound']) {
  const from = airport(l.from);
  const to = airport(l.to);
  return {
    airline: l.airline,
    flightNo: l.flightNo,
    from: from.code,
    from_str: from.name,
    to: to.code,
    to_str: to.name,
    date: l.date,
    departure_time: l.departureTime,
    arrival_time: l.arrivalTime,
  };
}

/**
 * The booking as its detail page shows it, on `today` (London, yyyy-mm-dd): what it keeps of its
 * checkout, its payments so far, its documents and change requests, and what cancelling would
 * cost today.
 */
function detailView(
  row: BookingRow,
  money: BookingMoney,
  input: {
    today: string;
    documents: BookingDetail['documents'];
    changeRequests: ChangeRequest[];
    cancelled: BookingCancellationSummary | null;
  },
): BookingDetail {
  const snapshot = row.details as BookingSnapshot;
  const paid = paidOf(money);
  const departure = snapshot.flights?.outbound.date ?? snapshot.hotel.checkIn;
  const contact = snapshot.contact;
  const transfer = snapshot.transfers;
  return {
    id: row.id,
    uuid: row.itineraryUuid,
    reference: row.reference,
    status: STATUS_LABELS[row.status].short,
    type: row.type,
    bookedAt: snapshot.date,
    destination: snapshot.hotel.destinationName,
    ...(snapshot.localTax ? { localTax: snapshot.localTax } : {}),
    hotel: {
      name: snapshot.hotel.name,
      address: snapshot.hotel.address,
      destinationName: snapshot.hotel.destinationName,
      image: snapshot.hotel.image,
      checkIn: snapshot.hotel.checkIn,
      checkOut: snapshot.hotel.checkOut,
      nights: snapshot.hotel.nights,
      roomType: snapshot.hotel.roomType,
      boardBasis: snapshot.hotel.boardBasis,
      coordinates: snapshot.coordinates ?? null,
    },
    flights: snapshot.flights
      ? { outbound: leg(snapshot.flights.outbound), inbound: leg(snapshot.flights.inbound) }
      : null,
    transfers: transfer
      ? {
          type: transfer.type,
          provider: transfer.provider ?? transfer.type,
          outboundCollection: transfer.outboundCollection,
          outboundCollectionNotes: `Your driver meets you in the arrivals hall. The journey takes about ${transfer.duration} (${transfer.distance}).`,
          inboundCollection: transfer.inboundCollection,
          // The resort team's confirmation is the note only while the supplier has given no time.
          inboundCollectionNotes: transfer.collections?.departure
            ? 'Please be in the hotel lobby 10 minutes before your pick-up time.'
            : 'Your pick-up time is confirmed by the resort team the day before you fly home: please be in the hotel lobby 10 minutes early.',
        }
      : null,
    passengers: snapshot.passengers.map((p, index) => {
      const age = ageOn(p.date_of_birth, departure);
      const lead = index === 0;
      const own = <T>(value: T | undefined) => (lead && value !== undefined ? value : null);
      return {
        id: `${row.reference}-${String(index + 1)}`,
        fullName: `${p.title} ${p.first_names} ${p.last_name}`,
        title: p.title,
        first_names: p.first_names,
        last_name: p.last_name,
        type: passengerType(p.type, age),
        age,
        date_of_birth: p.date_of_birth,
        nationality: p.nationality ?? null,
        lead,
        email: own(contact?.email ?? (snapshot.email || undefined)),
        phone: own(contact?.phone),
        address_line_one: own(contact?.addressLine1),
        address_line_two: own(contact?.addressLine2),
        city: own(contact?.city),
        postcode: own(contact?.postcode),
      };
    }),
    payment: {
      totalCost: row.totalPence,
      paidAmount: paid,
      remainingBalance: remainingOf(money.instalments),
      planName: snapshot.planName,
      deposit: money.instalments.at(0)?.amountPence ?? 0,
      schedule: money.instalments.map((i) => ({
        description: i.description,
        amount: i.amountPence,
        payment_date: i.dueDate,
        status: instalmentStatus(i, input.today),
      })),
    },
    // docs/spec/3-accounts-bookings-content.md §3 'Payment history entry': the first is the
    // 'Initial Deposit' (or the payment in full), then 'Payment n'.
    transactions: money.payments.map((p, i) => ({
      id: p.id,
      date: p.createdAt.toISOString(),
      amount: p.amountPence,
      method: p.method,
      description:
        i > 0
          ? `Payment ${String(i)}`
          : money.instalments.length > 1
            ? 'Initial Deposit'
            : 'Payment in full',
    })),
    documents: input.documents,
    changeRequests: input.changeRequests,
    cancellation: cancellationOn(row.cancellationPolicy as CancellationPolicy, {
      totalPence: row.totalPence,
      paidPence: paid,
      departureDate: departure,
      today: input.today,
    }),
    cancelled: input.cancelled,
    canCreateAccount: row.userId === null,
  };
}

export function summaryOf(row: BookingRow): BookingSummary {
  const { hotel } = row.details as BookingSnapshot;
  return {
    id: row.id,
    uuid: row.itineraryUuid,
    reference: row.reference,
    status: STATUS_LABELS[row.status].short,
    destination: hotel.destinationName,
    hotel: {
      name: hotel.name,
      checkIn: hotel.checkIn,
      checkOut: hotel.checkOut,
      nights: hotel.nights,
    },
  };
}

function confirmationView(
  row: BookingRow,
  money: BookingMoney,
  airlineTarget: 'TEST' | 'PRODUCTION',
  cancellation: BookingCancellationSummary | null,
): BookingConfirmation {
  const { planName, ...rest } = row.details as BookingSnapshot;
  const booking: BookingConfirmation = {
    ...rest,
    status: STATUS_LABELS[row.status].confirmation,
    payment: {
      totalCost: row.totalPence,
      paid: paidOf(money),
      planName,
      schedule: money.instalments.map((i) => ({
        date: i.dueDate,
        amount: i.amountPence,
        status: i.paidPence >= i.amountPence ? 'Paid' : 'Due',
      })),
      remainingBalance: remainingOf(money.instalments),
    },
    documents: [],
    canCreateAccount: row.userId === null,
    airlineConfirmation:
      row.status === 'awaiting_airline' && row.airlineSessionId
        ? { sessionId: row.airlineSessionId, target: airlineTarget }
        : null,
    cancellation,
  };
  // The documents it offers (PDF links under /api).
  booking.documents = documentsFor(booking).map((d) => ({
    kind: d.kind,
    title: d.title,
    url: `/api/bookings/${row.reference}/documents/${d.kind}`,
  }));
  return booking;
}

export function createBookingReadModel(deps: {
  repo: BookingsRepository;
  access: BookingAccessRule;
  changes: ChangeRequestsRepository;
  /** A cancelled booking's charge and refunds. */
  cancellations: Pick<Cancellations, 'cancellationSummary'>;
  site: SiteConfig;
  /** Where the airline's confirmation page runs (its `target`): TEST with the sandbox airline. */
  airlineTarget: 'TEST' | 'PRODUCTION';
  now: () => Date;
}) {
  const { repo, access } = deps;

  const cancellationOf = (row: BookingRow) =>
    row.status === 'cancelled'
      ? deps.cancellations.cancellationSummary(row.id)
      : Promise.resolve(null);

  const confirmationOf = async (row: BookingRow) =>
    confirmationView(row, await repo.money(row.id), deps.airlineTarget, await cancellationOf(row));

  async function detailOf(row: BookingRow): Promise<BookingDetail> {
    const money = await repo.money(row.id);
    const cancelled = await cancellationOf(row);
    const documents = confirmationView(row, money, deps.airlineTarget, cancelled).documents.map(
      (d) => ({
        name: d.title,
        type: 'pdf',
        available: true,
        download_url: d.url,
      }),
    );
    // A cancelled holiday has nothing left to put in a calendar.
    if (!cancelled) {
      documents.push({
        name: 'Holiday calendar (flights and stay)',
        type: 'ics',
        available: true,
        download_url: `/api/bookings/${row.reference}/calendar.ics`,
      });
    }
    return detailView(row, money, {
      cancelled,
      today: londonToday(deps.now()),
      documents,
      changeRequests: (await deps.changes.listForBooking(row.id)).map((request) =>
        signedByTeam(request, teamSignature(deps.site)),
      ),
    });
  }

  const readable = async (reference: string, who: BookingAccess) =>
    access.reader(await repo.findByReference(reference), who);

  return {
    /** The signed-in customer's bookings for their account, soonest departure first. */
    async listForCustomer(userId: string): Promise<BookingSummary[]> {
      return (await repo.listForUser(userId)).map(summaryOf);
    },

    async confirmation(reference: string, who: BookingAccess): Promise<BookingConfirmation> {
      return confirmationOf(await readable(reference, who));
    },

    /** For the booking e-mail: no access check (the caller just created the booking). */
    async confirmationForMail(reference: string): Promise<BookingConfirmation | undefined> {
      const row = await repo.findByReference(reference);
      return row && (await confirmationOf(row));
    },

    /**
     * The booking as its detail page shows it (owner or grant holder): everything it keeps, its
     * payments, documents, change requests, and what cancelling would cost today.
     */
    async detail(reference: string, who: BookingAccess): Promise<BookingDetail> {
      return detailOf(await readable(reference, who));
    },

    /**
     * A booking for the back office (the staff module decides who may read it, and audits it): its
     * detail page as the customer sees it, its row, and the money it has received. Undefined when
     * there is no such booking.
     */
    async forStaff(reference: string) {
      const row = await repo.findByReference(reference);
      if (!row) return undefined;
      const [detail, money] = await Promise.all([detailOf(row), repo.money(row.id)]);
      return { row, detail, received: money.payments };
    },

    /** The holiday as an iCalendar file (owner or grant holder). */
    async calendar(reference: string, who: BookingAccess) {
      const row = await readable(reference, who);
      return {
        filename: `${row.reference}-holiday.ics`,
        ics: bookingCalendar(await detailOf(row)),
      };
    },

    /** A document of the booking as PDF (owner or grant holder). */
    async document(reference: string, kind: string, who: BookingAccess) {
      const booking = await confirmationOf(await readable(reference, who));
      if (!isDocumentKind(kind)) throw new AppError('NOT_FOUND', 'There is no such document.');
      return {
        filename: documentFilename(kind, booking.reference),
        pdf: await renderDocument(kind, booking, deps.site),
      };
    },
  };
}
