import { describe, expect, it } from 'vitest';
import { fromDayIndex, londonToday, toDayIndex } from './dates';

describe('londonToday', () => {
  it("turns at London's midnight, in summer time and in winter, whatever it was asked before", () => {
    // Summer (BST, UTC+1): London's 1 July starts at 23:00 UTC on 30 June.
    expect(londonToday(new Date('2026-06-30T22:59:59.999Z'))).toBe('2026-06-30');
    expect(londonToday(new Date('2026-06-30T23:00:00.000Z'))).toBe('2026-07-01');
    expect(londonToday(new Date('2026-06-30T22:59:00.000Z'))).toBe('2026-06-30');
    // Winter (GMT): midnight in London is midnight UTC.
    expect(londonToday(new Date('2026-12-31T23:59:59.999Z'))).toBe('2026-12-31');
    expect(londonToday(new Date('2027-01-01T00:00:00.000Z'))).toBe('2027-01-01');
    // The same minute asked again, and a minute far away.
    expect(londonToday(new Date('2027-01-01T00:00:30.000Z'))).toBe('2027-01-01');
    expect(londonToday(new Date('2026-03-29T00:59:00.000Z'))).toBe('2026-03-29');
  });

  it('refuses an invalid date, as the formatter does', () => {
    expect(() => londonToday(new Date('not a date'))).toThrow(RangeError);
  });
});

describe('toDayIndex', () => {
  it('reads the same day from a date however often it is asked, and refuses a date that is not one', () => {
    for (let round = 0; round < 2; round++) {
      expect(toDayIndex('1970-01-02')).toBe(1);
      expect(toDayIndex('2028-02-29')).toBe(21_243);
      expect(toDayIndex('2027-02-29')).toBeNaN();
      expect(toDayIndex('2027-13-01')).toBeNaN();
      expect(toDayIndex('2027-1-01')).toBeNaN();
      expect(toDayIndex('not a date')).toBeNaN();
      expect(toDayIndex(' 2027-01-01')).toBeNaN();
    }
  });

  it('answers past the dates it keeps', () => {
    for (let day = 0; day < 5000; day++) {
      expect(toDayIndex(fromDayIndex(20_000 + day))).toBe(20_000 + day);
    }
  });
});
