import {
  bookingLookupErrors,
  GUEST_GRANT_MINUTES,
  lookupMessages,
  parseBookingReference,
  type BookingLookupRequest,
  type BookingLookupResponse,
  type LinkBookingResponse,
} from '@sunward/contracts/bookings';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors';
import { londonToday } from '../../lib/dates';
import { sha256Hex } from '../../lib/hash';
import { surnameKey } from '../../lib/names';
import { randomToken } from '../../lib/tokens';
import type { UserRow } from '../auth/service';
import { BOOKING_NOT_FOUND, type BookingAccess } from './access';
import { summaryOf } from './read-model';
import type { BookingRow, BookingsRepository } from './repository';

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

/**
 * Finding a booking by its details (a guest's lookup, a customer's link) and the grants a lookup
 * gives; a guest booking claimed by the account its browser signs in to.
 */
export function createBookingLookup(deps: {
  repo: BookingsRepository;
  log: Pick<FastifyBaseLogger, 'info'>;
  now: () => Date;
}) {
  const { repo, now } = deps;

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

  return {
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

    /** Grants past their time are forgotten (a periodic job). */
    async purgeExpiredGrants(): Promise<void> {
      await repo.purgeGrants(now());
    },

    /** Start-up: bookings made before lookups existed get their lead surname key. */
    async prepareLookups(): Promise<void> {
      const filled = await repo.fillSurnameKeys();
      if (filled > 0) deps.log.info({ filled }, 'bookings given their lookup surname key');
    },
  };
}
