import { describe, expect, it } from 'vitest';
import { formatLocalMoney, formatTaxAmount, formatTaxType } from './local-tax';

describe('tourist tax formatting', () => {
  it('formats hundredths of a currency with two decimals', () => {
    expect(formatLocalMoney(400)).toBe('€4.00');
    expect(formatLocalMoney(15)).toBe('€0.15');
    expect(formatLocalMoney(1000, 'MAD')).toMatch(/^MAD\s10\.00$/);
  });

  it("shows a percentage as '{n}% of room rate' and a range as 'min - max'", () => {
    expect(formatTaxAmount(200, 'percentage')).toBe('2% of room rate');
    expect(formatTaxAmount(1250, 'percentage')).toBe('12.5% of room rate');
    expect(formatTaxAmount({ min: 100, max: 500 }, 'percentage')).toBe('1% - 5% of room rate');
    expect(formatTaxAmount({ min: 50, max: 400 }, 'per_person_per_night')).toBe('€0.50 - €4.00');
    expect(formatTaxAmount(265, 'per_person_per_night', 'EUR')).toBe('€2.65');
    expect(formatTaxAmount(0, 'none')).toBe('None');
  });

  it('names each type', () => {
    expect(formatTaxType('per_room_per_night')).toBe('Per room per night');
    expect(formatTaxType('per_person_per_stay')).toBe('Per person per stay');
    expect(formatTaxType('percentage')).toBe('Percentage of room rate');
  });
});
