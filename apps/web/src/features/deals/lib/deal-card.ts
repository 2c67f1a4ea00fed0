import { formatShortDate } from '../../../shared/lib/dates';

/** docs/spec/3-accounts-bookings-content.md §9: default deal guests are 2 adults. */
export const DEFAULT_DEAL_ADULTS = 2;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '2 Adults', '2 Adults, 1 Child', '2 Adults, 2 Children, 1 Infant'. */
export function partyText(party: { adults: number; children: number; infants: number }): string {
  const adults = party.adults > 0 ? party.adults : DEFAULT_DEAL_ADULTS;
  return [
    count(adults, 'Adult', 'Adults'),
    party.children > 0 ? count(party.children, 'Child', 'Children') : '',
    party.infants > 0 ? count(party.infants, 'Infant', 'Infants') : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/** '7 Nights'. */
export const nightsText = (nights: number) => count(nights, 'Night', 'Nights');

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
