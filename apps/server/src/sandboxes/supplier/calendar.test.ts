import { describe, expect, it } from 'vitest';
import { toDayIndex } from '../../lib/dates';
import { climateFactor, easterSunday, flightSeasonFactor, schoolHolidayOn } from './calendar';

describe('UK school holidays', () => {
  it('computes Easter Sunday', () => {
    expect(easterSunday(2026)).toBe(toDayIndex('2026-04-05'));
    expect(easterSunday(2027)).toBe(toDayIndex('2027-03-28'));
    expect(easterSunday(2028)).toBe(toDayIndex('2028-04-16'));
  });

  it.each([
    ['2027-03-25', 'easter'],
    ['2027-05-31', 'may'],
    ['2027-08-10', 'summer'],
    ['2027-10-27', 'october'],
    ['2026-12-25', 'christmas'],
    ['2027-01-02', 'christmas'],
    ['2027-02-16', 'february'],
  ])('%s is in the %s holiday', (date, name) => {
    expect(schoolHolidayOn(toDayIndex(date))).toBe(name);
  });

  it.each(['2027-06-15', '2027-09-15', '2027-01-20', '2027-11-10'])('%s is term time', (date) => {
    expect(schoolHolidayOn(toDayIndex(date))).toBeNull();
  });
});

describe('seasonality', () => {
  it('peaks in August for summer destinations and in winter for winter-sun', () => {
    const aug = toDayIndex('2027-08-15');
    const jan = toDayIndex('2027-01-15');
    expect(climateFactor('summer', aug)).toBeGreaterThan(climateFactor('summer', jan) * 2);
    expect(climateFactor('winter-sun', jan)).toBeGreaterThan(
      climateFactor('winter-sun', toDayIndex('2027-06-15')),
    );
  });

  it('makes flights dearer in the October half-term than the week before', () => {
    // Same weekdays, one week apart: Tue 2027-10-26 (half-term) vs Tue 2027-10-19 (term).
    const half = flightSeasonFactor('summer', toDayIndex('2027-10-26'));
    const term = flightSeasonFactor('summer', toDayIndex('2027-10-19'));
    expect(half).toBeGreaterThan(term * 1.2);
  });
});
