import { describe, expect, it } from 'vitest';
import { nightsText, partyText } from './deal-text';

describe('deal card texts (docs/spec/3-accounts-bookings-content.md §2, §9)', () => {
  it('words the party with singular and plural, 2 adults by default', () => {
    expect(partyText({ adults: 2, children: 0, infants: 0 })).toBe('2 Adults');
    expect(partyText({ adults: 0, children: 0, infants: 0 })).toBe('2 Adults');
    expect(partyText({ adults: 1, children: 1, infants: 1 })).toBe('1 Adult, 1 Child, 1 Infant');
    expect(partyText({ adults: 2, children: 2, infants: 2 })).toBe(
      '2 Adults, 2 Children, 2 Infants',
    );
  });

  it('words nights', () => {
    expect(nightsText(1)).toBe('1 Night');
    expect(nightsText(7)).toBe('7 Nights');
  });
});
