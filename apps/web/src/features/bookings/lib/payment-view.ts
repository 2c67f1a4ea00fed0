import type { BookingDetail } from '@sunward/contracts/bookings';

/** docs/spec/3-accounts-bookings-content.md §9: paid / total as a percent, rounded, capped at 100. */
export function paymentProgress(paidPence: number, totalPence: number): number {
  if (totalPence <= 0) return paidPence > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, Math.round((paidPence / totalPence) * 100)));
}

/** The instalment highlighted as current: the first not yet paid (overdue or pending), if any. */
export function nextDueIndex(schedule: BookingDetail['payment']['schedule']): number {
  return schedule.findIndex((entry) => entry.status !== 'paid');
}

/** docs/spec/3-accounts-bookings-content.md §3 'Payment history entry': how each method is named. */
export const paymentMethodLabels: Record<BookingDetail['transactions'][number]['method'], string> =
  {
    card: 'Credit/Debit Card',
    bank_transfer: 'Bank Transfer',
    paypal: 'PayPal',
  };
