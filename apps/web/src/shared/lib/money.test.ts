import { describe, expect, it } from 'vitest';
import { dealPerPersonPence, formatWholePounds, wholePoundsUpPence } from './money';

describe('money at the UI edge', () => {
  it('formats whole pounds for cards, rounding pence', () => {
    expect(formatWholePounds(123_449)).toBe('£1,234');
    expect(formatWholePounds(123_450)).toBe('£1,235');
  });
});

describe('deal prices', () => {
  it('divides the total by adults plus children (not infants), rounded up to whole pounds', () => {
    expect(dealPerPersonPence({ priceFrom: 250_000, adults: 2, children: 0 })).toBe(125_000);
    // £3,001.00 / 3 = £1,000.33 → £1,001; £3,002.00 / 4 = £750.50 → £751.
    expect(dealPerPersonPence({ priceFrom: 300_100, adults: 2, children: 1 })).toBe(100_100);
    expect(dealPerPersonPence({ priceFrom: 300_200, adults: 2, children: 2 })).toBe(75_100);
    // Whole pounds stay as they are; £1,234.01 each is shown as £1,235.
    expect(dealPerPersonPence({ priceFrom: 300_000, adults: 2, children: 1 })).toBe(100_000);
    expect(dealPerPersonPence({ priceFrom: 246_802, adults: 2, children: 0 })).toBe(123_500);
  });

  it('rounds pence up to whole pounds', () => {
    expect(wholePoundsUpPence(12_300)).toBe(12_300);
    expect(wholePoundsUpPence(12_325)).toBe(12_400);
  });
});
