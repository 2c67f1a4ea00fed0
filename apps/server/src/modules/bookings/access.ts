import { BOOKING_GRANT_HEADER, BOOKING_KEY_HEADER } from '@sunward/contracts/bookings';
import { AppError } from '../../errors';
import { sha256Hex } from '../../lib/hash';
import type { UserRow } from '../auth/service';
import type { BookingRow, BookingsRepository } from './repository';

/**
 * Who is asking about a booking: the signed-in customer, the booking key a guest's browser kept
 * from its checkout (x-booking-key), and the grant a guest lookup gave (x-booking-grant), which
 * opens that one booking for reading only.
 */
export interface BookingAccess {
  customer: UserRow | null;
  key: string | undefined;
  grant?: string | undefined;
}

export const BOOKING_NOT_FOUND = "We couldn't find that booking.";

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

/**
 * The one access rule for a booking. Its owner: the account it is linked to, or (a guest
 * booking) the browser holding its key. Its readers: the owner, or a browser holding a live
 * grant for it from a guest lookup. Anyone else gets 404, never a hint that it exists.
 */
export function createBookingAccessRule(deps: { repo: BookingsRepository; now: () => Date }) {
  const owns = (row: BookingRow, access: BookingAccess): boolean => {
    if (row.userId !== null) return access.customer?.id === row.userId;
    return (
      access.key !== undefined &&
      access.key.length <= 100 &&
      sha256Hex(access.key) === row.accessKeyHash
    );
  };

  return {
    owns,

    /** The booking if `access` owns it, else 404. */
    owner(row: BookingRow | undefined, access: BookingAccess): BookingRow {
      if (row && owns(row, access)) return row;
      throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
    },

    /** The booking if `access` may read it (its owner or a live grant's holder), else 404. */
    async reader(row: BookingRow | undefined, access: BookingAccess): Promise<BookingRow> {
      if (row && owns(row, access)) return row;
      if (
        row &&
        access.grant &&
        (await deps.repo.grantOpens(row.id, sha256Hex(access.grant), deps.now()))
      ) {
        return row;
      }
      throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
    },
  };
}
export type BookingAccessRule = ReturnType<typeof createBookingAccessRule>;
