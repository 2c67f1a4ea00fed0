import type { bookingStatuses } from '@sunward/contracts/staff';

/** A booking status as the desk names it. */
export const STATUS_NAMES: Record<(typeof bookingStatuses)[number], string> = {
  confirmed: 'Confirmed',
  awaiting_airline: 'Awaiting airline',
  cancelled: 'Cancelled',
};
