import { describe, expect, it } from 'vitest';
import { dealPerPersonPence, formatWholePounds, wholePoundsUpPence } from './money';

describe('money at the UI edge', () => {
  it('formats whole pounds for cards, rounding pence', () => {
    expect(formatWholePounds(123_449)).toBe('£1,234');
    expect(formatWholePounds(123_450)).toBe('£1,235');
  });
});

describe('deal prices', () => {
  it('divides the exact total by adults plus children (not infants), as the results do', () => {
    expect(dealPerPersonPence({ priceFrom: 250_000, adults: 2, children: 0 })).toBe(125_000);
    // £726.60 for two is £363.30 each: shown as £363, as in the results, never £364.
    expect(dealPerPersonPence({ priceFrom: 72_660, adults: 2, children: 0 })).toBe(36_330);
    expect(
      formatWholePounds(dealPerPersonPence({ priceFrom: 72_660, adults: 2, children: 0 })),
    ).toBe('£363');
    // £3,001.00 / 3 = £1,000.333… → 100,033p (£1,000); £3,002.00 / 4 = £750.50 → £751.
    expect(dealPerPersonPence({ priceFrom: 300_100, adults: 2, children: 1 })).toBe(100_033);
    expect(
      formatWholePounds(dealPerPersonPence({ priceFrom: 300_200, adults: 2, children: 2 })),
    ).toBe('£751');
    expect(dealPerPersonPence({ priceFrom: 300_000, adults: 2, children: 1 })).toBe(100_000);
  });

  it('rounds pence up to whole pounds', () => {
    expect(wholePoundsUpPence(12_300)).toBe(12_300);
    expect(wholePoundsUpPence(12_325)).toBe(12_400);
  });
});
