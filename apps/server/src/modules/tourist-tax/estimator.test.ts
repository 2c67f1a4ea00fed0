import { describe, expect, it } from 'vitest';
import type { TouristTaxRules } from '@sunward/contracts/tourist-tax';
import {
  bandOn,
  estimateTouristTax,
  inSeason,
  parseExchangeRates,
  ruleInForce,
  toPence,
  type TaxableStay,
  type TaxRule,
} from './estimator';

const noRules: TouristTaxRules = {
  exemptUnderAge: null,
  reducedUnderAge: null,
  reducedAgePercent: null,
  maxNights: null,
  reducedFromNight: null,
  reducedFromNightPercent: null,
  collectedAtHotel: true,
  surcharges: [],
};

/** A confirmed euro rule in force on every day. */
const rule = (r: Pick<TaxRule, 'taxType' | 'rates' | 'rules'> & Partial<TaxRule>): TaxRule => ({
  id: 1,
  validFrom: null,
  validTo: null,
  confirmed: true,
  currency: 'EUR',
  ...r,
});

/** A flat amount for every star band and season. */
const flat = (amount: number) => [{ stars: null, season: null, amount }];

/** Estimates with one rule on every night, at `perGbp` units of any currency to the pound. */
const estimate = (r: TaxRule, stay: TaxableStay, perGbp = 1.15) =>
  estimateTouristTax(
    () => r,
    stay,
    () => perGbp,
  );

const couple: TaxableStay = {
  stars: 4,
  checkIn: '2026-07-01',
  checkOut: '2026-07-08',
  adults: 2,
  childAges: [],
  rooms: 1,
};

/**
 * The Balearic rule as seeded, without its VAT (tested on its own below): by stars and season,
 * under 16s exempt, half rate from night 9.
 */
const balearics: TaxRule = rule({
  taxType: 'per_person_per_night',
  rates: [
    { stars: { min: 5, max: 5 }, season: { from: '05-01', to: '10-31' }, amount: 400 },
    { stars: { min: 4, max: 4 }, season: { from: '05-01', to: '10-31' }, amount: 300 },
    { stars: { min: 1, max: 3 }, season: { from: '05-01', to: '10-31' }, amount: 200 },
    { stars: { min: 5, max: 5 }, season: { from: '11-01', to: '04-30' }, amount: 100 },
    { stars: { min: 4, max: 4 }, season: { from: '11-01', to: '04-30' }, amount: 75 },
    { stars: { min: 1, max: 3 }, season: { from: '11-01', to: '04-30' }, amount: 50 },
  ],
  rules: { ...noRules, exemptUnderAge: 16, reducedFromNight: 9, reducedFromNightPercent: 50 },
});

describe('seasons and star bands', () => {
  it('matches a season by month and day, inclusive at both ends', () => {
    const summer = { from: '05-01', to: '10-31' };
    expect(inSeason('2026-05-01', summer)).toBe(true);
    expect(inSeason('2026-10-31', summer)).toBe(true);
    expect(inSeason('2026-04-30', summer)).toBe(false);
    expect(inSeason('2026-11-01', summer)).toBe(false);
  });

  it('wraps a winter season over the new year', () => {
    const winter = { from: '11-01', to: '04-30' };
    expect(inSeason('2026-12-31', winter)).toBe(true);
    expect(inSeason('2027-01-01', winter)).toBe(true);
    expect(inSeason('2026-04-30', winter)).toBe(true);
    expect(inSeason('2026-05-01', winter)).toBe(false);
  });

  it('picks the amount of the hotel star band for the night', () => {
    expect(bandOn(balearics, 5, '2026-07-01')?.amount).toBe(400);
    expect(bandOn(balearics, 4, '2026-07-01')?.amount).toBe(300);
    expect(bandOn(balearics, 3, '2026-07-01')?.amount).toBe(200);
    expect(bandOn(balearics, 2, '2026-07-01')?.amount).toBe(200);
    expect(bandOn(balearics, 5, '2026-01-15')?.amount).toBe(100);
  });

  it('charges each night at its own season across the boundary (30 Apr low, 1 May high)', () => {
    const stay = { ...couple, stars: 5, checkIn: '2026-04-29', checkOut: '2026-05-02' };
    // 29 and 30 April at €1, 1 May at €4, for two adults.
    expect(estimate(balearics, stay).amount).toBe(2 * (100 + 100 + 400));
  });
});

describe('the version in force on a day', () => {
  const version = (id: number, validFrom: string | null, validTo: string | null) =>
    rule({
      id,
      validFrom,
      validTo,
      taxType: 'per_person_per_night',
      rates: flat(id * 100),
      rules: noRules,
    });

  it('is the covering version that starts latest', () => {
    const old = version(1, null, '2026-03-31');
    const current = version(2, '2026-04-01', null);
    expect(ruleInForce([old, current], '2026-03-31')).toBe(old);
    expect(ruleInForce([old, current], '2026-04-01')).toBe(current);
    expect(ruleInForce([old, current], '2030-01-01')).toBe(current);
  });

  it('is the one added last of two starting the same day (a correction or a re-check)', () => {
    const first = version(1, '2026-04-01', null);
    const recheck = version(2, '2026-04-01', null);
    expect(ruleInForce([first, recheck], '2026-07-01')).toBe(recheck);
    expect(ruleInForce([recheck, first], '2026-07-01')).toBe(recheck);
  });

  it('falls back to an open version once a dated one ends (a summer-only rate)', () => {
    const base = version(1, null, null);
    const summer = version(2, '2026-06-01', '2026-08-31');
    expect(ruleInForce([base, summer], '2026-07-01')).toBe(summer);
    expect(ruleInForce([base, summer], '2026-09-01')).toBe(base);
  });

  it('is none when no version covers the day', () => {
    expect(ruleInForce([version(1, '2027-01-01', null)], '2026-07-01')).toBeUndefined();
  });

  it('applies each night of a stay the version in force that night', () => {
    const old = version(1, null, '2026-03-31');
    const current = version(2, '2026-04-01', null);
    const result = estimateTouristTax(
      (date) => ruleInForce([old, current], date),
      { ...couple, adults: 1, checkIn: '2026-03-30', checkOut: '2026-04-03' },
      () => 1.15,
    );
    expect(result.amount).toBe(2 * 100 + 2 * 200);
    expect(result.notes).toContain('New rate from 1 April 2026');
  });

  it('converts a night under a version in another currency through the pound', () => {
    const lev = rule({
      id: 1,
      validTo: '2025-12-31',
      currency: 'BGN',
      taxType: 'per_person_per_night',
      rates: flat(200),
      rules: noRules,
    });
    const euro = rule({
      id: 2,
      validFrom: '2026-01-01',
      taxType: 'per_person_per_night',
      rates: flat(100),
      rules: noRules,
    });
    const perGbp: Record<string, number> = { BGN: 2.24, EUR: 1.14 };
    const result = estimateTouristTax(
      (date) => ruleInForce([lev, euro], date),
      { ...couple, adults: 1, checkIn: '2025-12-31', checkOut: '2026-01-02' },
      (currency) => perGbp[currency] ?? Number.NaN,
    );
    // In the arrival night's currency: BGN 2.00, plus €1.00 (£0.8772, BGN 1.9649) = BGN 3.96.
    expect(result).toMatchObject({ currency: 'BGN', amount: 396 });
    expect(
      estimateTouristTax(
        (date) => ruleInForce([lev, euro], date),
        { ...couple, adults: 1, checkIn: '2026-01-01', checkOut: '2026-01-02' },
        (currency) => perGbp[currency] ?? Number.NaN,
      ),
    ).toMatchObject({ currency: 'EUR', amount: 100 });
  });
});

describe('rates not confirmed', () => {
  it('leaves the whole stay out when a version is not confirmed, and says so', () => {
    const unconfirmed = { ...balearics, confirmed: false };
    const result = estimate(unconfirmed, couple);
    expect(result).toMatchObject({ amount: 0, confirmed: false, nightsCharged: 0 });
    expect(result.notes).toEqual(['Rate not confirmed — check with your accommodation']);
  });

  it('leaves the stay out when the band for the hotel is not confirmed', () => {
    const partly = rule({
      taxType: 'per_person_per_night',
      rates: [
        { stars: { min: 5, max: 5 }, season: null, amount: 450 },
        { stars: { min: 1, max: 4 }, season: null, amount: null },
      ],
      rules: noRules,
    });
    expect(estimate(partly, { ...couple, stars: 5 })).toMatchObject({
      amount: 7 * 2 * 450,
      confirmed: true,
    });
    expect(estimate(partly, couple)).toMatchObject({ amount: 0, confirmed: false });
  });

  it('leaves the stay out when no band matches the hotel, or no version covers a night', () => {
    expect(estimate({ ...balearics, rates: [] }, couple)).toMatchObject({
      amount: 0,
      confirmed: false,
    });
    const result = estimateTouristTax(
      (date) => (date < '2026-07-05' ? balearics : undefined),
      couple,
      () => 1.15,
    );
    expect(result).toMatchObject({ amount: 0, confirmed: false });
  });
});

describe('per person per night', () => {
  it('multiplies the rate by nights and paying guests', () => {
    const result = estimate(balearics, couple);
    expect(result.amount).toBe(7 * 2 * 300);
    expect(result).toMatchObject({ nightsCharged: 7, guestsCharged: 2, guestsExempt: 0 });
  });

  it('exempts guests under the exemption age, and charges one at that age', () => {
    const family = { ...couple, childAges: [15, 8] };
    const result = estimate(balearics, family);
    expect(result.amount).toBe(7 * 2 * 300);
    expect(result.guestsExempt).toBe(2);
    expect(result.notes).toContain('Under 16s exempt (2 guests)');
    const sixteen = estimate(balearics, { ...couple, childAges: [16] });
    expect(sixteen.amount).toBe(7 * 3 * 300);
  });

  it('halves the rate from the 9th night', () => {
    const tenNights = { ...couple, checkOut: '2026-07-11' };
    // Nights 1-8 full, 9-10 at half.
    const result = estimate(balearics, tenNights);
    expect(result.amount).toBe(2 * (8 * 300 + 2 * 150));
    expect(result.notes).toContain('50% rate from night 9');
    const eightNights = estimate(balearics, { ...couple, checkOut: '2026-07-09' });
    expect(eightNights.amount).toBe(2 * 8 * 300);
  });

  it('stops charging after the maximum nights (Lisbon: 7)', () => {
    const lisbon = rule({
      taxType: 'per_person_per_night',
      rates: flat(400),
      rules: { ...noRules, exemptUnderAge: 13, maxNights: 7 },
    });
    const result = estimate(lisbon, { ...couple, checkOut: '2026-07-11', childAges: [12] });
    expect(result.amount).toBe(7 * 2 * 400);
    expect(result.nightsCharged).toBe(7);
    expect(result.notes).toContain('Charged for at most 7 nights');
    const sevenNights = estimate(lisbon, couple);
    expect(sevenNights.notes).not.toContain('Charged for at most 7 nights');
  });

  it('charges reduced ages their percent (Montenegro: 12-17 pay half)', () => {
    const montenegro = rule({
      taxType: 'per_person_per_night',
      rates: flat(100),
      rules: { ...noRules, exemptUnderAge: 12, reducedUnderAge: 18, reducedAgePercent: 50 },
    });
    const result = estimate(montenegro, { ...couple, childAges: [11, 12, 17] });
    expect(result.amount).toBe(Math.round(7 * 100 * (2 + 0.5 + 0.5)));
    expect(result.guestsExempt).toBe(1);
    expect(result.notes).toEqual(['Under 12s exempt (1 guest)', 'Under 18s pay 50%']);
  });

  it('charges nothing on nights whose season has a zero rate, and says so', () => {
    const albufeira = rule({
      taxType: 'per_person_per_night',
      rates: [
        { stars: null, season: { from: '04-01', to: '10-31' }, amount: 200 },
        { stars: null, season: { from: '11-01', to: '03-31' }, amount: 0 },
      ],
      rules: noRules,
    });
    const result = estimate(albufeira, {
      ...couple,
      checkIn: '2026-10-30',
      checkOut: '2026-11-03',
    });
    expect(result.amount).toBe(2 * 2 * 200);
    expect(result.notes).toContain('Nothing to pay for 2 nights out of season');
  });
});

describe('per room per night', () => {
  const greece = rule({
    taxType: 'per_room_per_night',
    rates: [
      { stars: { min: 4, max: 4 }, season: { from: '04-01', to: '10-31' }, amount: 1000 },
      { stars: { min: 4, max: 4 }, season: { from: '11-01', to: '03-31' }, amount: 300 },
    ],
    rules: noRules,
  });

  it('charges per room whatever the ages', () => {
    const result = estimate(greece, { ...couple, childAges: [3, 6], rooms: 2 });
    expect(result.amount).toBe(7 * 2 * 1000);
    expect(result.guestsExempt).toBe(0);
  });

  it('uses the winter rate from 1 November', () => {
    const stay = { ...couple, checkIn: '2026-10-30', checkOut: '2026-11-03' };
    expect(estimate(greece, stay).amount).toBe(2 * 1000 + 2 * 300);
  });
});

describe('per person per stay', () => {
  it('charges once per paying guest, whatever the nights', () => {
    const perStay = rule({
      taxType: 'per_person_per_stay',
      rates: flat(500),
      rules: { ...noRules, exemptUnderAge: 2 },
    });
    const result = estimate(perStay, { ...couple, childAges: [1, 5] });
    expect(result.amount).toBe(3 * 500);
    expect(result.nightsCharged).toBe(1);
  });
});

describe('percentage of the room rate', () => {
  const amsterdam = rule({ taxType: 'percentage', rates: flat(1250), rules: noRules });

  it('takes the percentage of the accommodation price, in the local currency', () => {
    // £700 for 7 nights at 12.5% = £87.50, at €1.20 to the pound = €105.00.
    const result = estimate(amsterdam, { ...couple, accommodationPence: 70_000 }, 1.2);
    expect(result.amount).toBe(10_500);
    expect(result.notes).toContain('12.5% of the room price');
  });

  it('cannot be estimated without the accommodation price', () => {
    const result = estimate(amsterdam, couple, 1.2);
    expect(result).toMatchObject({ amount: 0, confirmed: false });
    expect(result.notes).toContain(
      'A percentage of the room price: it depends on the price of the room',
    );
  });

  it('owes nothing at the hotel when the tax is in the room price (Turkey)', () => {
    const turkey = rule({
      taxType: 'percentage',
      rates: flat(200),
      rules: { ...noRules, collectedAtHotel: false },
    });
    const result = estimate(turkey, { ...couple, accommodationPence: 70_000 }, 55);
    expect(result).toMatchObject({ amount: 0, included: true, confirmed: true });
    expect(result.notes).toContain('Included in the room price: nothing to pay at the hotel');
  });
});

describe('no tax', () => {
  it('is nothing, and confirmed', () => {
    const none = rule({ taxType: 'none', rates: [], rules: noRules });
    expect(estimate(none, couple)).toMatchObject({
      amount: 0,
      nightsCharged: 0,
      confirmed: true,
      taxType: 'none',
      notes: [],
    });
  });
});

describe('exchange rates', () => {
  it('converts hundredths of a currency to pence at units per pound', () => {
    expect(toPence(4200, 1.14)).toBe(3684);
    expect(toPence(0, 1.14)).toBe(0);
  });

  it('parses the configured table and refuses a bad entry', () => {
    expect(parseExchangeRates('EUR:1.14, MAD:12.45')).toEqual({ EUR: 1.14, MAD: 12.45 });
    expect(() => parseExchangeRates('EUR=1.14')).toThrow(/EUR=1.14/);
    expect(() => parseExchangeRates('EUR:0')).toThrow(/EUR:0/);
    expect(() => parseExchangeRates('')).toThrow(/at least one/);
  });
});

describe('surcharges on top of the tax', () => {
  const withVat: TaxRule = {
    ...balearics,
    rules: { ...balearics.rules, surcharges: [{ name: 'VAT', percent: 10 }] },
  };
  const majorca = (checkIn: string, checkOut: string): TaxableStay => ({
    ...couple,
    stars: 5,
    checkIn,
    checkOut,
  });

  it('adds the 10% VAT the Balearic tax carries: 2 adults, 7 nights, 5★', () => {
    // December: €1.00 a night each (a quarter of €4) × 2 × 7 = €14.00, plus VAT €15.40.
    const december = estimate(withVat, majorca('2026-12-05', '2026-12-12'));
    expect(december.amount).toBe(1540);
    expect(december.notes).toContain('Includes 10% VAT');
    // June: €4 × 2 × 7 = €56.00, plus VAT €61.60.
    expect(estimate(withVat, majorca('2027-06-05', '2027-06-12')).amount).toBe(6160);
    // Without the surcharge, the bare rates.
    expect(estimate(balearics, majorca('2027-06-05', '2027-06-12')).amount).toBe(5600);
  });

  it('applies surcharges in order, each on the amount before it, and rounds once', () => {
    const stacked = rule({
      taxType: 'per_person_per_night',
      rates: flat(205),
      rules: {
        ...noRules,
        surcharges: [
          { name: 'departmental surcharge', percent: 34 },
          { name: 'VAT', percent: 10 },
        ],
      },
    });
    // €2.05 × 1.34 × 1.10 = €3.0217 a night each; × 2 × 7 = €42.3038 → €42.30.
    expect(estimate(stacked, couple).amount).toBe(4230);
  });

  it('adds nothing where the tax is inside the room price', () => {
    const included: TaxRule = {
      ...withVat,
      rules: { ...withVat.rules, collectedAtHotel: false },
    };
    expect(estimate(included, majorca('2027-06-05', '2027-06-12')).amount).toBe(0);
  });
});
