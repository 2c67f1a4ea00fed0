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
