import { describe, expect, it } from 'vitest';
import { londonDate, londonInstant } from '../../../shared/lib/dates';
import { countdown, holidayOverview, parseTripDate, tripState } from './holiday-state';

const trip = (outbound: string | null, inbound: string | null, ref = 'AB123456') => ({
  reference: ref,
  outbound,
  inbound,
});

describe('tripState', () => {
  const out = '2027-07-18';
  const back = '2027-07-25';
  it.each([
    ['2027-07-17', 'upcoming'],
    ['2027-07-18', 'arrivalDay'],
    ['2027-07-19', 'current'],
    ['2027-07-24', 'current'],
    ['2027-07-25', 'leavingDay'],
    ['2027-07-26', 'recent'],
    ['2027-08-01', 'recent'],
    ['2027-08-02', null],
  ])('on %s the trip is %s', (today, state) => {
    expect(tripState({ outbound: out, inbound: back }, today)).toBe(state);
  });

  it('arrival and leaving on the same day is arrival day', () => {
    expect(tripState({ outbound: out, inbound: out }, out)).toBe('arrivalDay');
  });

  it('ignores a trip without dates, or with dates that do not parse', () => {
    expect(tripState({ outbound: null, inbound: back }, out)).toBeNull();
    expect(tripState({ outbound: 'soon', inbound: back }, out)).toBeNull();
  });
});

describe('parseTripDate', () => {
  it.each([
    ['18 Jul 2027', '2027-07-18'],
    ['8 July 2027', '2027-07-08'],
    ['2027-07-18', '2027-07-18'],
    ['2027-07-18T06:45:00Z', '2027-07-18'],
    ['31 Feb 2027', null],
    ['2027-02-30', null],
    ['', null],
  ])('%j reads as %j', (text, date) => {
    expect(parseTripDate(text)).toBe(date);
  });
});

describe('holidayOverview', () => {
  const away = trip('2027-07-18', '2027-07-25', 'AWAY0001');
  const next = trip('2027-09-01', '2027-09-08', 'NEXT0001');
  const back = trip('2027-07-01', '2027-07-12', 'BACK0001');

  it('shows the first available state in priority order, with its trip', () => {
    const o = holidayOverview([next, away, back], '2027-07-18');
    expect(o.available).toEqual(['arrivalDay', 'recent', 'upcoming']);
    expect(o.state).toBe('arrivalDay');
    expect(o.trip?.reference).toBe('AWAY0001');
    expect(o.toggle).toEqual(['upcoming', 'current', 'past']);
    expect(o.lists.current.map((t) => t.reference)).toEqual(['AWAY0001']);
    expect(o.lists.upcoming.map((t) => t.reference)).toEqual(['NEXT0001']);
    expect(o.lists.recent.map((t) => t.reference)).toEqual(['BACK0001']);
  });

  it('honours a manual choice only when it is available', () => {
    expect(holidayOverview([next, away], '2027-07-20', 'upcoming').state).toBe('upcoming');
    expect(holidayOverview([next, away], '2027-07-20', 'past').state).toBe('current');
  });

  it('hides the toggle when only one choice is available', () => {
    const o = holidayOverview([next], '2027-07-20');
    expect(o.state).toBe('upcoming');
    expect(o.toggle).toEqual([]);
  });

  it('has no state without trips in any state', () => {
    const o = holidayOverview([trip('2020-01-01', '2020-01-08')], '2027-07-20');
    expect(o.state).toBeNull();
    expect(o.trip).toBeNull();
  });
});

describe('London time', () => {
  it('turns midnight in London into the new day, in summer and in winter', () => {
    // 23:30 UTC on 17 July is 00:30 BST on the 18th; in January UTC is London time.
    expect(londonDate(Date.UTC(2027, 6, 17, 23, 30))).toBe('2027-07-18');
    expect(londonDate(Date.UTC(2027, 6, 17, 22, 59))).toBe('2027-07-17');
    expect(londonDate(Date.UTC(2027, 0, 17, 23, 30))).toBe('2027-01-17');
    expect(
      tripState(
        { outbound: '2027-07-18', inbound: '2027-07-25' },
        londonDate(Date.UTC(2027, 6, 17, 23, 30)),
      ),
    ).toBe('arrivalDay');
  });

  it('reads a London wall-clock time across the clocks changing', () => {
    expect(londonInstant('2027-07-18', '06:45')).toBe(Date.UTC(2027, 6, 18, 5, 45));
    expect(londonInstant('2027-01-18', '06:45')).toBe(Date.UTC(2027, 0, 18, 6, 45));
    // The clocks go back at 02:00 BST on 31 October 2027: 06:45 that day is GMT.
    expect(londonInstant('2027-10-31', '06:45')).toBe(Date.UTC(2027, 9, 31, 6, 45));
    expect(londonInstant('2027-03-28', '06:45')).toBe(Date.UTC(2027, 2, 28, 5, 45));
  });

  it('counts down in days, hours, minutes and seconds', () => {
    const now = Date.UTC(2027, 6, 16, 4, 44, 30);
    expect(countdown(londonInstant('2027-07-18', '06:45'), now)).toEqual({
      days: 2,
      hours: 1,
      minutes: 0,
      seconds: 30,
    });
    expect(countdown(now - 1000, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
