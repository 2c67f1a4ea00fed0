/** 'Flight + hotel package' or 'Hotel only'. */
export function holidayTypeLabel(type: 'package' | 'hotelonly'): string {
  return type === 'package' ? 'Flight + hotel package' : 'Hotel only';
}

/** 'Mrs Jane Smith'. */
export function passengerName(p: {
  title: string;
  first_names: string;
  last_name: string;
}): string {
  return [p.title, p.first_names, p.last_name].filter((part) => part.trim() !== '').join(' ');
}

const plural = (n: number, one: string, many: string) => `${String(n)} ${n === 1 ? one : many}`;

/** '2 adults, 1 child': a party as a person reads it (children and infants only when there are some). */
export function guestsText(party: { adults: number; children: number; infants: number }): string {
  return [
    plural(party.adults, 'adult', 'adults'),
    party.children > 0 ? plural(party.children, 'child', 'children') : null,
    party.infants > 0 ? plural(party.infants, 'infant', 'infants') : null,
  ]
    .filter((x): x is string => x !== null)
    .join(', ');
}
