import { describe, expect, it } from 'vitest';
import { formatWholePounds } from './money';

describe('money at the UI edge', () => {
  it('formats whole pounds for cards, rounding pence', () => {
    expect(formatWholePounds(123_449)).toBe('£1,234');
    expect(formatWholePounds(123_450)).toBe('£1,235');
  });
});
