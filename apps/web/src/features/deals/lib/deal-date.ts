import { formatShortDate } from '../../../shared/lib/dates';

/**
 * A deal date as the page shows it ('Tue, 1 Jun 2027'), or the spec's words for a date that is
 * missing ('Not specified') or unreadable ('Invalid date') (docs/spec/3-accounts-bookings-content.md §8 'Deal').
 */
export function dealDateText(isoDate: string | null | undefined): string {
  if (!isoDate) return 'Not specified';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const time = Date.parse(`${isoDate}T00:00:00Z`);
  if (!match || Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== isoDate)
    return 'Invalid date';
  return formatShortDate(isoDate);
}
