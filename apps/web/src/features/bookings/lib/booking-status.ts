import type { BookingDetail, ChangeRequest } from '@sunward/contracts/bookings';

export type StatusBadge = BookingDetail['status'];

/** docs/spec/3-accounts-bookings-content.md §4 'Booking status colours': Confirmed green, Pending yellow, Cancelled red. */
export const badgeTone: Record<StatusBadge, string> = {
  Confirmed: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  Pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  Cancelled: 'bg-red-100 text-red-900 ring-red-300',
};

/**
 * docs/spec/3-accounts-bookings-content.md §4 'Change request statuses': approved green (a request
 * completed), pending yellow, rejected red (declined), any other grey (in progress, awaiting the
 * customer's reply).
 */
export function changeStatusTone(status: ChangeRequest['status']): string {
  switch (status) {
    case 'completed':
      return 'bg-emerald-100 text-emerald-900 ring-emerald-300';
    case 'pending':
      return 'bg-amber-100 text-amber-900 ring-amber-300';
    case 'declined':
      return 'bg-red-100 text-red-900 ring-red-300';
    default:
      return 'bg-slate-100 text-slate-800 ring-slate-300';
  }
}

/**
 * A cancelled booking takes no more payments and no changes: its status says so, or the summary
 * of its cancellation (charge and refunds) has arrived.
 */
export const isCancelled = (booking: Pick<BookingDetail, 'status' | 'cancelled'>) =>
  booking.status === 'Cancelled' || booking.cancelled !== null;

/** 'pending' → 'Pending'. */
export const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);
