import type {
  TouristTaxRate,
  TouristTaxRules,
  TouristTaxType,
} from '@sunward/contracts/tourist-tax';
import { addDays, daysBetween } from '../../lib/dates';

/** The rule of one place: its type, its amounts (hundredths) and what reduces them. */
export interface TaxRule {
  taxType: TouristTaxType;
  amountMin: number;
  amountMax: number | null;
  rates: TouristTaxRate[];
  rules: TouristTaxRules;
}

/** The stay to tax: the hotel's stars, the dates (check-out exclusive), the party and its rooms. */
export interface TaxableStay {
  stars: number;
  checkIn: string;
  checkOut: string;
  adults: number;
  /** Ages on arrival. */
  childAges: number[];
  rooms: number;
  /** The accommodation's price, for a percentage of the room rate. */
  accommodationPence?: number;
}

export interface TaxEstimate {
  /** Hundredths of the rule's currency, payable at the hotel (0 when it is in the price). */
  amount: number;
  nightsCharged: number;
  guestsCharged: number;
  guestsExempt: number;
  notes: string[];
}

/** An adult's age when only "adult" is known: every exemption by age stops below 18. */
const ADULT_AGE = 18;

/** Whether 'MM-DD' of `date` lies in the inclusive season, which wraps over the new year when from > to. */
export function inSeason(date: string, season: { from: string; to: string }): boolean {
  const md = date.slice(5);
  return season.from <= season.to
    ? md >= season.from && md <= season.to
    : md >= season.from || md <= season.to;
}

/**
 * The amount for a hotel of `stars` on `date`: the first rate whose star band and season both
 * match; with no rate matching (or none listed), the top of the range, so an estimate never
 * understates what the hotel may ask.
 */
export function rateOn(rule: TaxRule, stars: number, date: string): number {
  const match = rule.rates.find(
    (rate) =>
      (!rate.stars || (stars >= rate.stars.min && stars <= rate.stars.max)) &&
      (!rate.season || inSeason(date, rate.season)),
  );
  return match ? match.amount : (rule.amountMax ?? rule.amountMin);
}

/** A guest's share of a per-person rate: 0 if exempt by age, the reduced percent if reduced, else 1. */
function guestShare(rules: TouristTaxRules, age: number): number {
  if (rules.exemptUnderAge !== null && age < rules.exemptUnderAge) return 0;
  if (
    rules.reducedUnderAge !== null &&
    rules.reducedAgePercent !== null &&
    age < rules.reducedUnderAge
  ) {
    return rules.reducedAgePercent / 100;
  }
  return 1;
}

/** Night n's (1-based) share: the reduced percent from `reducedFromNight` on (Balearics: half from the 9th). */
function nightShare(rules: TouristTaxRules, night: number): number {
  return rules.reducedFromNight !== null &&
    rules.reducedFromNightPercent !== null &&
    night >= rules.reducedFromNight
    ? rules.reducedFromNightPercent / 100
    : 1;
}

/**
 * Applies a place's rule to one stay. Per person per night: each charged night's rate (by stars
 * and season on that night) times the party's shares (exempt ages 0, reduced ages their percent);
 * per room per night: the rate times the rooms, whatever the ages; per person per stay: the rate
 * on arrival once per paying guest; percentage: that share of the accommodation price, converted
 * at `perGbp` units of the currency per pound. Nights beyond `maxNights` are free. Surcharges
 * (VAT where the tax carries it) are added on top. Sums are kept exact and rounded once to the
 * hundredth.
 */
export function estimateTouristTax(rule: TaxRule, stay: TaxableStay, perGbp: number): TaxEstimate {
  const { rules } = rule;
  const nights = daysBetween(stay.checkIn, stay.checkOut);
  const chargedNights =
    rules.maxNights === null ? nights : Math.min(nights, Math.max(rules.maxNights, 0));
  const ages = [...Array.from({ length: stay.adults }, () => ADULT_AGE), ...stay.childAges];
  const shares = ages.map((age) => guestShare(rules, age));
  const partyShare = shares.reduce((sum, share) => sum + share, 0);
  const guestsExempt = shares.filter((share) => share === 0).length;
  const notes: string[] = [];

  if (rules.exemptUnderAge !== null && guestsExempt > 0) {
    notes.push(
      `Under ${rules.exemptUnderAge}s exempt (${guestsExempt} ${guestsExempt === 1 ? 'guest' : 'guests'})`,
    );
  }
  if (rules.reducedUnderAge !== null && shares.some((share) => share > 0 && share < 1)) {
    notes.push(`Under ${rules.reducedUnderAge}s pay ${rules.reducedAgePercent}%`);
  }
  if (rules.maxNights !== null && nights > rules.maxNights) {
    notes.push(`Charged for at most ${rules.maxNights} nights`);
  }
  if (
    rules.reducedFromNight !== null &&
    rules.reducedFromNightPercent !== null &&
    chargedNights >= rules.reducedFromNight
  ) {
    notes.push(`${rules.reducedFromNightPercent}% rate from night ${rules.reducedFromNight}`);
  }

  let exact = 0;
  let guestsCharged = ages.length - guestsExempt;
  let nightsCharged = chargedNights;
  switch (rule.taxType) {
    case 'per_person_per_night':
      for (let night = 1; night <= chargedNights; night++) {
        const date = addDays(stay.checkIn, night - 1);
        exact += rateOn(rule, stay.stars, date) * nightShare(rules, night) * partyShare;
      }
      break;
    case 'per_room_per_night':
      guestsCharged = ages.length;
      for (let night = 1; night <= chargedNights; night++) {
        const date = addDays(stay.checkIn, night - 1);
        exact += rateOn(rule, stay.stars, date) * nightShare(rules, night) * stay.rooms;
      }
      break;
    case 'per_person_per_stay':
      nightsCharged = 0;
      exact = rateOn(rule, stay.stars, stay.checkIn) * partyShare;
      break;
    case 'percentage': {
      guestsCharged = ages.length;
      if (stay.accommodationPence === undefined || nights === 0) {
        notes.push('A percentage of the room rate: depends on the room price');
        break;
      }
      const nightlyPence = stay.accommodationPence / nights;
      for (let night = 1; night <= chargedNights; night++) {
        const date = addDays(stay.checkIn, night - 1);
        // Rate in hundredths of a percent: pence × rate / 10,000, then into the currency.
        exact +=
          ((nightlyPence * rateOn(rule, stay.stars, date)) / 10_000) *
          nightShare(rules, night) *
          perGbp;
      }
      break;
    }
    case 'none':
      nightsCharged = 0;
      guestsCharged = 0;
      break;
  }

  // Surcharges on top of the tax (VAT, a départemental surcharge), each on the amount before it.
  for (const surcharge of rules.surcharges) {
    exact *= 1 + surcharge.percent / 100;
    if (rule.taxType !== 'none') notes.push(`Includes ${surcharge.percent}% ${surcharge.name}`);
  }

  if (!rules.collectedAtHotel) {
    notes.push('Included in the room price: nothing to pay at the hotel');
    return { amount: 0, nightsCharged, guestsCharged, guestsExempt, notes };
  }
  return { amount: Math.round(exact), nightsCharged, guestsCharged, guestsExempt, notes };
}

/** Pence for `amount` hundredths of a currency worth `perGbp` units to the pound. */
export function toPence(amount: number, perGbp: number): number {
  return Math.round(amount / perGbp);
}

/** A dated table of exchange rates: units of each currency per pound. */
export interface ExchangeRates {
  asOf: string;
  perGbp: Partial<Record<string, number>>;
}

/** Parses 'EUR:1.15,MAD:12.6' (units per pound); throws naming the bad entry. */
export function parseExchangeRates(text: string): Record<string, number> {
  const table: Record<string, number> = {};
  for (const entry of text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const match = /^([A-Z]{3}):(\d+(?:\.\d+)?)$/.exec(entry);
    const rate = match ? Number(match[2]) : NaN;
    if (!match || !(rate > 0)) {
      throw new Error(
        `'${entry}' is not CODE:rate (units of the currency per pound, e.g. EUR:1.15)`,
      );
    }
    table[match[1]] = rate;
  }
  if (Object.keys(table).length === 0) throw new Error('needs at least one CODE:rate entry');
  return table;
}
