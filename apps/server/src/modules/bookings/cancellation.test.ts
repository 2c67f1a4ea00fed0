import { describe, expect, it } from 'vitest';
import { addDays } from '../../lib/dates';
import { cancellationOn } from './cancellation';
import { DEFAULT_CANCELLATION_BANDS, parseCancellationBands } from './cancellation-policy';

const departure = '2027-06-30';
const policy = { depositPence: 19_600, bands: DEFAULT_CANCELLATION_BANDS };
const total = 200_000;
const on = (daysBefore: number, paid = 19_600) =>
  cancellationOn(policy, {
    totalPence: total,
    paidPence: paid,
    departureDate: departure,
    today: addDays(departure, -daysBefore),
  });

describe('what cancelling costs, by days before departure', () => {
  it.each([
    [200, 19_600],
    [70, 19_600],
    [69, 100_000],
    [43, 100_000],
    [42, 140_000],
    [29, 140_000],
    [28, 180_000],
    [15, 180_000],
    [14, 200_000],
    [0, 200_000],
    [-3, 200_000],
  ])('%i days out costs %i pence', (days, charge) => {
    expect(on(days).chargePence).toBe(charge);
  });

  it('says when the charge next rises and by how much', () => {
    expect(on(100).nextRise).toEqual({
      date: addDays(departure, -69),
      chargePence: 100_000,
      byPence: 80_400,
    });
    expect(on(70).nextRise?.date).toBe(addDays(departure, -69));
    expect(on(69).nextRise).toEqual({
      date: addDays(departure, -42),
      chargePence: 140_000,
      byPence: 40_000,
    });
    expect(on(15).nextRise?.date).toBe(addDays(departure, -14));
    expect(on(14).nextRise).toBeNull();
  });

  it('never charges less than the deposit nor more than the price', () => {
    const cheap = { depositPence: 60_000, bands: DEFAULT_CANCELLATION_BANDS };
    const today = addDays(departure, -60);
    expect(
      cancellationOn(cheap, { totalPence: 100_000, paidPence: 0, departureDate: departure, today })
        .chargePence,
    ).toBe(60_000);
    expect(
      cancellationOn(cheap, { totalPence: 50_000, paidPence: 0, departureDate: departure, today })
        .chargePence,
    ).toBe(50_000);
  });

  it('reports what has been paid beside the charge', () => {
    expect(on(50, 123_400).paidPence).toBe(123_400);
  });
});

describe('the configured bands', () => {
  it('reads "days:percent" pairs, "deposit" for the deposit only', () => {
    expect(parseCancellationBands('70:deposit, 30:50,0:100')).toEqual([
      { minDays: 70, percent: null },
      { minDays: 30, percent: 50 },
      { minDays: 0, percent: 100 },
    ]);
  });

  it.each(['', '70:deposit,30:150', '70:deposit,x:50', '70:deposit,30:50'])(
    'refuses %j (a band from 0 days and percentages up to 100 are required)',
    (text) => {
      expect(() => parseCancellationBands(text)).toThrow();
    },
  );
});
