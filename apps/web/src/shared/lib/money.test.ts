import { describe, expect, it } from 'vitest';
import { formatPounds } from './money';

describe('money at the UI edge', () => {
  it('formats whole pounds for cards, rounding pence', () => {
    expect(formatPounds(123_449)).toBe('£1,234');
    expect(formatPounds(123_450)).toBe('£1,235');
  });
});
