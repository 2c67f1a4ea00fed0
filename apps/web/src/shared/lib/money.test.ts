import { describe, expect, it } from 'vitest';
import { formatDelta, formatMoney, formatPounds } from './money';

describe('money at the UI edge', () => {
  it('formats whole pounds for cards, rounding pence', () => {
    expect(formatPounds(123_449)).toBe('£1,234');
    expect(formatPounds(123_450)).toBe('£1,235');
  });
  it('formats pounds and pence', () => {
    expect(formatMoney(4_900)).toBe('£49.00');
    expect(formatMoney(123_456)).toBe('£1,234.56');
  });
  it('formats signed deltas with two decimals', () => {
    expect(formatDelta(1_250)).toBe('+£12.50');
    expect(formatDelta(-300)).toBe('-£3.00');
    expect(formatDelta(0)).toBe('+£0.00');
  });
});
