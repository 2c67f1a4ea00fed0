import type { BookingConfirmation } from '@sunward/contracts/bookings';

export type StatusBadge = 'Confirmed' | 'Pending' | 'Cancelled';

/**
 * docs/spec/3-accounts-bookings-content.md §4 'Booking status colours': Confirmed green, Pending
 * yellow, Cancelled red. A booking still waiting for the airline's confirmation is Pending.
 */
export function statusBadge(status: BookingConfirmation['status']): StatusBadge {
  return status === 'Awaiting airline confirmation' ? 'Pending' : status;
}

export const badgeTone: Record<StatusBadge, string> = {
  Confirmed: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  Pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  Cancelled: 'bg-red-100 text-red-900 ring-red-300',
};
