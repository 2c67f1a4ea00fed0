import { describe, expect, it } from 'vitest';
import { dealDateText } from './deal-date';

describe('dealDateText (docs/spec/3-accounts-bookings-content.md §8 Deal)', () => {
  it("shows a date, 'Not specified' when missing and 'Invalid date' when unreadable", () => {
    expect(dealDateText('2027-06-01')).toBe('Tue, 1 Jun 2027');
    expect(dealDateText('')).toBe('Not specified');
    expect(dealDateText(null)).toBe('Not specified');
    expect(dealDateText(undefined)).toBe('Not specified');
    expect(dealDateText('2027-02-30')).toBe('Invalid date');
    expect(dealDateText('1 June')).toBe('Invalid date');
  });
});
