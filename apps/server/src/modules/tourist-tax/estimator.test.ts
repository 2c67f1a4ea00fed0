import { describe, expect, it } from 'vitest';
import type { TouristTaxRules } from '@sunward/contracts/tourist-tax';
import {
  estimateTouristTax,
  inSeason,
  parseExchangeRates,
  rateOn,
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
const balearics: TaxRule = {
  taxType: 'per_person_per_night',
  amountMin: 50,
  amountMax: 400,
  rates: [
    { stars: { min: 5, max: 5 }, season: { from: '05-01', to: '10-31' }, amount: 400 },
    { stars: { min: 4, max: 4 }, season: { from: '05-01', to: '10-31' }, amount: 300 },
    { stars: { min: 1, max: 3 }, season: { from: '05-01', to: '10-31' }, amount: 200 },
    { stars: { min: 5, max: 5 }, season: { from: '11-01', to: '04-30' }, amount: 100 },
    { stars: { min: 4, max: 4 }, season: { from: '11-01', to: '04-30' }, amount: 75 },
    { stars: { min: 1, max: 3 }, season: { from: '11-01', to: '04-30' }, amount: 50 },
  ],
  rules: { ...noRules, exemptUnderAge: 16, reducedFromNight: 9, reducedFromNightPercent: 50 },
};

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
    expect(rateOn(balearics, 5, '2026-07-01')).toBe(400);
    expect(rateOn(balearics, 4, '2026-07-01')).toBe(300);
    expect(rateOn(balearics, 3, '2026-07-01')).toBe(200);
    expect(rateOn(balearics, 2, '2026-07-01')).toBe(200);
    expect(rateOn(balearics, 5, '2026-01-15')).toBe(100);
  });

  it('falls back to the top of the range when no rate matches', () => {
    expect(rateOn({ ...balearics, rates: [] }, 4, '2026-07-01')).toBe(400);
    expect(
      rateOn({ ...balearics, rates: [], amountMax: null, amountMin: 150 }, 4, '2026-07-01'),
    ).toBe(150);
  });

  it('charges each night at its own season across the boundary (30 Apr low, 1 May high)', () => {
    const stay = { ...couple, stars: 5, checkIn: '2026-04-29', checkOut: '2026-05-02' };
    // 29 and 30 April at €1, 1 May at €4, for two adults.
    expect(estimateTouristTax(balearics, stay, 1.15).amount).toBe(2 * (100 + 100 + 400));
  });
});

describe('per person per night', () => {
  it('multiplies the rate by nights and paying guests', () => {
    const result = estimateTouristTax(balearics, couple, 1.15);
    expect(result.amount).toBe(7 * 2 * 300);
    expect(result).toMatchObject({ nightsCharged: 7, guestsCharged: 2, guestsExempt: 0 });
  });

  it('exempts guests under the exemption age, and charges one at that age', () => {
    const family = { ...couple, childAges: [15, 8] };
    const result = estimateTouristTax(balearics, family, 1.15);
    expect(result.amount).toBe(7 * 2 * 300);
    expect(result.guestsExempt).toBe(2);
    expect(result.notes).toContain('Under 16s exempt (2 guests)');
    const sixteen = estimateTouristTax(balearics, { ...couple, childAges: [16] }, 1.15);
    expect(sixteen.amount).toBe(7 * 3 * 300);
  });

  it('halves the rate from the 9th night', () => {
    const tenNights = { ...couple, checkOut: '2026-07-11' };
    // Nights 1-8 full, 9-10 at half.
    const result = estimateTouristTax(balearics, tenNights, 1.15);
    expect(result.amount).toBe(2 * (8 * 300 + 2 * 150));
    expect(result.notes).toContain('50% rate from night 9');
    const eightNights = estimateTouristTax(balearics, { ...couple, checkOut: '2026-07-09' }, 1.15);
    expect(eightNights.amount).toBe(2 * 8 * 300);
  });

  it('stops charging after the maximum nights (Lisbon: 7)', () => {
    const lisbon: TaxRule = {
      taxType: 'per_person_per_night',
      amountMin: 400,
      amountMax: null,
      rates: [],
      rules: { ...noRules, exemptUnderAge: 13, maxNights: 7 },
    };
    const result = estimateTouristTax(
      lisbon,
      { ...couple, checkOut: '2026-07-11', childAges: [12] },
      1.15,
    );
    expect(result.amount).toBe(7 * 2 * 400);
    expect(result.nightsCharged).toBe(7);
    expect(result.notes).toContain('Charged for at most 7 nights');
    const sevenNights = estimateTouristTax(lisbon, couple, 1.15);
    expect(sevenNights.notes).not.toContain('Charged for at most 7 nights');
  });

  it('charges reduced ages their percent (Croatia: 12-17 pay half)', () => {
    const croatia: TaxRule = {
      taxType: 'per_person_per_night',
      amountMin: 265,
      amountMax: null,
      rates: [],
      rules: { ...noRules, exemptUnderAge: 12, reducedUnderAge: 18, reducedAgePercent: 50 },
    };
    const result = estimateTouristTax(croatia, { ...couple, childAges: [11, 12, 17] }, 1.15);
    expect(result.amount).toBe(Math.round(7 * 265 * (2 + 0.5 + 0.5)));
    expect(result.guestsExempt).toBe(1);
  });
});

describe('per room per night', () => {
  const greece: TaxRule = {
    taxType: 'per_room_per_night',
    amountMin: 50,
    amountMax: 1500,
    rates: [
      { stars: { min: 4, max: 4 }, season: { from: '04-01', to: '10-31' }, amount: 1000 },
      { stars: { min: 4, max: 4 }, season: { from: '11-01', to: '03-31' }, amount: 300 },
    ],
    rules: noRules,
  };

  it('charges per room whatever the ages', () => {
    const result = estimateTouristTax(greece, { ...couple, childAges: [3, 6], rooms: 2 }, 1.15);
    expect(result.amount).toBe(7 * 2 * 1000);
    expect(result.guestsExempt).toBe(0);
  });

  it('uses the winter rate from 1 November', () => {
    const stay = { ...couple, checkIn: '2026-10-30', checkOut: '2026-11-03' };
    expect(estimateTouristTax(greece, stay, 1.15).amount).toBe(2 * 1000 + 2 * 300);
  });
});

describe('per person per stay', () => {
  it('charges once per paying guest, whatever the nights', () => {
    const rule: TaxRule = {
      taxType: 'per_person_per_stay',
      amountMin: 500,
      amountMax: null,
      rates: [],
      rules: { ...noRules, exemptUnderAge: 2 },
    };
    const result = estimateTouristTax(rule, { ...couple, childAges: [1, 5] }, 1.15);
    expect(result.amount).toBe(3 * 500);
    expect(result.nightsCharged).toBe(0);
  });
});

describe('percentage of the room rate', () => {
  const amsterdam: TaxRule = {
    taxType: 'percentage',
    amountMin: 1250,
    amountMax: null,
    rates: [],
    rules: noRules,
  };

  it('takes the percentage of the accommodation price, in the local currency', () => {
    // £700 for 7 nights at 12.5% = £87.50, at €1.20 to the pound = €105.00.
    const result = estimateTouristTax(amsterdam, { ...couple, accommodationPence: 70_000 }, 1.2);
    expect(result.amount).toBe(10_500);
  });

  it('cannot be estimated without the accommodation price', () => {
    const result = estimateTouristTax(amsterdam, couple, 1.2);
    expect(result.amount).toBe(0);
    expect(result.notes).toContain('A percentage of the room rate: depends on the room price');
  });

  it('owes nothing at the hotel when the tax is in the room price (Turkey)', () => {
    const turkey = { ...amsterdam, amountMin: 200, rules: { ...noRules, collectedAtHotel: false } };
    const result = estimateTouristTax(turkey, { ...couple, accommodationPence: 70_000 }, 55);
    expect(result.amount).toBe(0);
    expect(result.notes).toContain('Included in the room price: nothing to pay at the hotel');
  });
});

describe('no tax', () => {
  it('is nothing', () => {
    const none: TaxRule = {
      taxType: 'none',
      amountMin: 0,
      amountMax: null,
      rates: [],
      rules: noRules,
    };
    expect(estimateTouristTax(none, couple, 1.15)).toMatchObject({ amount: 0, nightsCharged: 0 });
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
    const december = estimateTouristTax(withVat, majorca('2026-12-05', '2026-12-12'), 1.15);
    expect(december.amount).toBe(1540);
    expect(december.notes).toContain('Includes 10% VAT');
    // June: €4 × 2 × 7 = €56.00, plus VAT €61.60.
    expect(estimateTouristTax(withVat, majorca('2027-06-05', '2027-06-12'), 1.15).amount).toBe(
      6160,
    );
    // Without the surcharge, the bare rates.
    expect(estimateTouristTax(balearics, majorca('2027-06-05', '2027-06-12'), 1.15).amount).toBe(
      5600,
    );
  });

  it('applies surcharges in order, each on the amount before it, and rounds once', () => {
    const stacked: TaxRule = {
      taxType: 'per_person_per_night',
      amountMin: 205,
      amountMax: null,
      rates: [],
      rules: {
        ...noRules,
        surcharges: [
          { name: 'departmental surcharge', percent: 34 },
          { name: 'VAT', percent: 10 },
        ],
      },
    };
    // €2.05 × 1.34 × 1.10 = €3.0217 a night each; × 2 × 7 = €42.3038 → €42.30.
    expect(estimateTouristTax(stacked, couple, 1.15).amount).toBe(4230);
  });

  it('adds nothing where the tax is inside the room price', () => {
    const included: TaxRule = {
      ...withVat,
      rules: { ...withVat.rules, collectedAtHotel: false },
    };
    expect(estimateTouristTax(included, majorca('2027-06-05', '2027-06-12'), 1.15).amount).toBe(0);
  });
});
