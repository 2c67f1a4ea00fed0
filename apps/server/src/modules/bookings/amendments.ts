import { distance } from 'fastest-levenshtein';
import {
  amendmentMessages,
  NAME_CORRECTION_MAX_LETTERS,
  type ExtrasAmendmentRequest,
  type PassengerCorrectionRequest,
  type StaffAmendment,
} from '@sunward/contracts/staff-amendments';
import { staffAdminMessages } from '@sunward/contracts/staff';
import { AppError } from '../../errors';
import { ageOn, isRealDate, londonToday } from '../../lib/dates';
import { ADULT_MIN_AGE, LEAD_MIN_AGE } from '../checkout/service';
import { auditEntry, type SignedInActor } from '../staff/service';
import type {
  AmendmentRow,
  AmendmentsRepository,
  ExtrasOrder,
  PassengerDetails,
} from './amendments-repository';
import { createExtrasAmendments } from './amendment-extras';
import type { ChangeRequestStaff } from './change-request-work';
import type { AirlinePassenger } from '../../integrations/airline/provider';
import type { Supplier } from '../../integrations/supplier/supplier';
import type { FastifyBaseLogger } from 'fastify';
import type { BookingsRepository } from './repository';
import type { BookingSnapshot } from './snapshot';

/** A name as a correction compares it: letters only, any case, single spaces. */
const comparable = (first: string, last: string) =>
  `${first} ${last}`.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();

/** How many letters differ between two full names (insertions, deletions, substitutions). */
export const lettersChanged = (a: PassengerDetails, b: PassengerDetails): number =>
  distance(comparable(a.firstNames, a.lastName), comparable(b.firstNames, b.lastName));

/**
 * Whether a corrected date of birth keeps the passenger what the holiday was priced for, by age
 * on its last day: a child or infant keeps the same age (rooms and flights were priced for it);
 * an adult stays an adult (16 or over; the lead passenger 18 or over).
 */
export function keepsPricedAge(
  type: string,
  lead: boolean,
  before: string,
  after: string,
  lastDay: string,
): boolean {
  const age = ageOn(after, lastDay);
  if (type === 'Child' || type === 'Infant') return age === ageOn(before, lastDay);
  return age >= (lead ? LEAD_MIN_AGE : ADULT_MIN_AGE);
}

const toView = (row: AmendmentRow, staffName: string): StaffAmendment => {
  const common = {
    id: row.id,
    reason: row.reason,
    staffName,
    createdAt: row.createdAt.toISOString(),
  };
  if (row.kind === 'extras') {
    const order = row.after as ExtrasOrder;
    return {
      ...common,
      kind: 'extras',
      state: row.state === 'added' || row.state === 'refused' ? row.state : 'requested',
      lines: order.lines,
      pricePence: row.pricePence ?? 0,
      refusal: row.refusal,
    };
  }
  const before = row.before as PassengerDetails & { passenger: number };
  const after = row.after as PassengerDetails & { passenger: number };
  return {
    ...common,
    kind: 'passenger_correction',
    passenger: before.passenger,
    before: {
      firstNames: before.firstNames,
      lastName: before.lastName,
      dateOfBirth: before.dateOfBirth,
    },
    after: {
      firstNames: after.firstNames,
      lastName: after.lastName,
      dateOfBirth: after.dateOfBirth,
    },
  };
};

/**
 * Amending a booking from the desk (the staff module asks the policy who may): correcting a
 * passenger's name (at most a few letters, as airlines allow) or date of birth (keeping the age
 * the holiday was priced for), or adding hold bags and seats (./amendment-extras.ts), before the
 * holiday starts. The amended confirmation is e-mailed (a job queued with the change) and its
 * documents are made from the amended booking.
 */
export function createAmendments(deps: {
  repo: BookingsRepository;
  amendments: AmendmentsRepository;
  staff: Pick<ChangeRequestStaff, 'members'>;
  supplier: Supplier;
  log: Pick<FastifyBaseLogger, 'error'>;
  jobs?: { kick(): void };
  now: () => Date;
}) {
  const { repo, amendments, now } = deps;
  const extras = createExtrasAmendments(deps);

  async function views(rows: AmendmentRow[]): Promise<StaffAmendment[]> {
    const names = await deps.staff.members(rows.map((r) => r.staffId));
    return rows.map((r) => toView(r, names.get(r.staffId)?.fullName ?? ''));
  }

  return {
    /** What may be added to a booking now (./amendment-extras.ts). */
    extrasOptions: (reference: string) => extras.extrasOptions(reference),
    /** The job's work: a requested amendment's extras bought (or refused) once. */
    completeExtras: (amendmentId: string) => extras.completeExtras(amendmentId),

    /** Adds bags or seats (see ./amendment-extras.ts); answers the amendment as it stands. */
    async addExtras(
      reference: string,
      body: ExtrasAmendmentRequest,
      actor: SignedInActor,
    ): Promise<StaffAmendment> {
      const row = await extras.addExtras(reference, body, actor);
      deps.jobs?.kick();
      const view = (await views([row])).at(0);
      if (!view) throw new Error('the amendment has no view');
      return view;
    },

    /**
     * The passengers as an airline that confirms the booking on its page must now hold them (its
     * session and the current names), or null for a booking without such a session.
     */
    async airlinePassengers(
      bookingId: string,
    ): Promise<{ sessionId: string; passengers: AirlinePassenger[] } | null> {
      const row = await repo.findById(bookingId);
      if (!row?.airlineSessionId) return null;
      const snapshot = row.details as BookingSnapshot;
      return {
        sessionId: row.airlineSessionId,
        passengers: snapshot.passengers.map((p) => ({
          title: p.title,
          firstName: p.first_names,
          lastName: p.last_name,
          type: p.type === 'Adult' ? 'adult' : p.type === 'Child' ? 'child' : 'infant',
        })),
      };
    },

    /** A booking's amendments, oldest first, for the desk. */
    async amendmentsForStaff(bookingId: string): Promise<StaffAmendment[]> {
      return views(await amendments.ofBooking(bookingId));
    },

    async correctPassenger(
      reference: string,
      passenger: number,
      body: PassengerCorrectionRequest,
      actor: SignedInActor,
    ): Promise<StaffAmendment> {
      const row = await repo.findByReference(reference);
      if (!row) throw new AppError('NOT_FOUND', staffAdminMessages.bookingNotFound);
      if (row.status === 'cancelled') throw new AppError('CONFLICT', amendmentMessages.cancelled);
      const at = now();
      const today = londonToday(at);
      if (row.departureDate <= today) throw new AppError('CONFLICT', amendmentMessages.travelled);
      const snapshot = row.details as BookingSnapshot;
      const index = passenger - 1;
      const current = snapshot.passengers.at(index);
      if (!current) throw new AppError('NOT_FOUND', amendmentMessages.noPassenger);

      const after: PassengerDetails = {
        firstNames: body.firstNames.trim().replace(/\s+/g, ' '),
        lastName: body.lastName.trim().replace(/\s+/g, ' '),
        dateOfBirth: body.dateOfBirth.trim(),
      };
      const reason = body.reason.trim();
      const errors: Record<string, string[]> = {};
      if (after.firstNames === '') errors.firstNames = [amendmentMessages.firstNames];
      if (after.lastName === '') errors.lastName = [amendmentMessages.lastName];
      if (
        !/^\d{4}-\d{2}-\d{2}$/.test(after.dateOfBirth) ||
        !isRealDate(after.dateOfBirth) ||
        after.dateOfBirth >= today
      ) {
        errors.dateOfBirth = [amendmentMessages.dateOfBirth];
      }
      if (reason === '') errors.reason = [amendmentMessages.reasonRequired];
      if (Object.keys(errors).length > 0) throw AppError.unprocessable(errors);

      const before: PassengerDetails = {
        firstNames: current.first_names,
        lastName: current.last_name,
        dateOfBirth: current.date_of_birth,
      };
      if (
        before.firstNames === after.firstNames &&
        before.lastName === after.lastName &&
        before.dateOfBirth === after.dateOfBirth
      ) {
        throw new AppError('CONFLICT', amendmentMessages.nothingChanged);
      }
      if (lettersChanged(before, after) > NAME_CORRECTION_MAX_LETTERS) {
        throw AppError.unprocessable({ lastName: [amendmentMessages.tooManyLetters] });
      }
      const lastDay = snapshot.flights?.inbound.date ?? snapshot.hotel.checkOut;
      if (
        before.dateOfBirth !== after.dateOfBirth &&
        !keepsPricedAge(current.type, index === 0, before.dateOfBirth, after.dateOfBirth, lastDay)
      ) {
        throw AppError.unprocessable({ dateOfBirth: [amendmentMessages.typeChanges] });
      }

      const outcome = await amendments.correctPassenger(
        { bookingId: row.id, index, before, after, staffId: actor.staffId, reason, at },
        auditEntry(
          actor,
          'booking.passengerCorrected',
          { type: 'booking', id: row.id },
          { before: { passenger, ...before }, after: { passenger, ...after, reason } },
          at,
        ),
      );
      if (outcome.kind === 'changed') {
        throw new AppError('CONFLICT', amendmentMessages.changedMeanwhile);
      }
      deps.jobs?.kick();
      const view = (await views([outcome.amendment])).at(0);
      if (!view) throw new Error('the amendment has no view');
      return view;
    },
  };
}

export type Amendments = ReturnType<typeof createAmendments>;
