import { describe, expect, it } from 'vitest';
import { carouselDeals, dealPricePerPersonPence, wholePoundsUpPence } from './deals';
import { makeDeal } from './test-fixtures';

describe('home deals (docs/spec/1-shell-search-package.md §2)', () => {
  it('prices a card per person: priceFrom ÷ (adults + children), in whole pounds', () => {
    expect(dealPricePerPersonPence(makeDeal({ priceFrom: 250_000, adults: 2, children: 0 }))).toBe(
      125_000,
    );
    // Infants are not counted.
    expect(
      dealPricePerPersonPence(makeDeal({ priceFrom: 300_000, adults: 2, children: 1, infants: 1 })),
    ).toBe(100_000);
    // Never below the real share: £1,234.01 each is shown as £1,235.
    expect(dealPricePerPersonPence(makeDeal({ priceFrom: 246_802, adults: 2 }))).toBe(123_500);
  });

  it('rounds pence up to whole pounds', () => {
    expect(wholePoundsUpPence(12_300)).toBe(12_300);
    expect(wholePoundsUpPence(12_325)).toBe(12_400);
  });

  it('keeps at most six deals, only those with an available date', () => {
    const dated = Array.from({ length: 8 }, (_, i) => makeDeal({ id: i + 1, slug: `d-${i + 1}` }));
    const undated = makeDeal({ id: 99, slug: 'none', availableDates: [], selected_dates: [] });
    const shown = carouselDeals([undated, ...dated]);
    expect(shown.map((d) => d.slug)).toEqual(['d-1', 'd-2', 'd-3', 'd-4', 'd-5', 'd-6']);
  });
});
