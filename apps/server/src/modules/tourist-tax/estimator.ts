import {
  RATE_NOT_CONFIRMED,
  type TouristTaxRate,
  type TouristTaxRules,
  type TouristTaxType,
} from '@sunward/contracts/tourist-tax';
import { addDays, daysBetween, formatLongDate } from '../../lib/dates';

/** One dated version of a place's rule: its type, its amounts (hundredths) and what reduces them. */
export interface TaxRule {
  /** The version's id: of two versions starting the same day, the later added is in force. */
  id: number;
  /** The first and last days it applies (null: open). */
  validFrom: string | null;
  validTo: string | null;
  /** False where no source confirms it: it is left out of estimates. */
  confirmed: boolean;
  taxType: TouristTaxType;
  /** ISO 4217 of its amounts. */
  currency: string;
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
  /** Hundredths of `currency` payable at the hotel: 0 when nothing is, or when not confirmed. */
  amount: number;
  currency: string;
  /** The type of the rule on arrival ('none' where no rule applies). */
  taxType: TouristTaxType;
  /** False when no source confirms the rule (or the band) of some night of the stay. */
  confirmed: boolean;
  /** True where the tax is inside the room price (nothing to pay at the hotel). */
  included: boolean;
  nightsCharged: number;
  guestsCharged: number;
  guestsExempt: number;
  notes: string[];
  /** The versions applied, in the order the nights met them. */
  applied: TaxRule[];
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
 * The version of a place's rule in force on `date`: of the versions whose dates cover it (null
 * bounds are open), the one that starts latest, and of those starting the same day the one added
 * last. A new version therefore takes over from its first day without changing any other, and an
 * older stay keeps the version in force for its own dates.
 */
export function ruleInForce<R extends Pick<TaxRule, 'id' | 'validFrom' | 'validTo'>>(
  versions: readonly R[],
  date: string,
): R | undefined {
  let best: R | undefined;
  for (const version of versions) {
    if (version.validFrom !== null && version.validFrom > date) continue;
    if (version.validTo !== null && version.validTo < date) continue;
    if (
      !best ||
      (version.validFrom ?? '') > (best.validFrom ?? '') ||
      ((version.validFrom ?? '') === (best.validFrom ?? '') && version.id > best.id)
    ) {
      best = version;
    }
  }
  return best;
}

/** The band for a hotel of `stars` on `date`: the first whose star band and season both match. */
export function bandOn(rule: TaxRule, stars: number, date: string): TouristTaxRate | undefined {
  return rule.rates.find(
    (rate) =>
      (!rate.stars || (stars >= rate.stars.min && stars <= rate.stars.max)) &&
      (!rate.season || inSeason(date, rate.season)),
  );
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

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * Applies a place's dated rule to one stay, night by night, each night under the version in force
 * on that night (`ruleOn`): per person per night, the night's band (by stars and season) times
 * the party's shares (exempt ages 0, reduced ages their percent); per room per night, the band
 * times the rooms; per person per stay, the arrival band once per paying guest; a percentage,
 * that share of the night's part of the accommodation price, in the rule's currency at `perGbp`.
 * Nights beyond a version's cap are free, as are nights whose band is 0 (a season without tax).
 * Each night's surcharges are added on top, in order (a surcharge on the base rate, then VAT).
 * Nights in another currency are converted through the pound. Sums are kept exact and rounded
 * once to the hundredth.
 *
 * A night under a version no source confirms, or whose band no source confirms, makes the whole
 * estimate unconfirmed: its amount is 0 and the notes say to check with the accommodation (a
 * partial figure would understate what the hotel asks).
 */
export function estimateTouristTax(
  ruleOn: (date: string) => TaxRule | undefined,
  stay: TaxableStay,
  perGbp: (currency: string) => number,
): TaxEstimate {
  const nights = daysBetween(stay.checkIn, stay.checkOut);
  const ages = [...Array.from({ length: stay.adults }, () => ADULT_AGE), ...stay.childAges];
  const arrival = ruleOn(stay.checkIn);
  const currency = arrival?.currency ?? 'EUR';
  const applied: TaxRule[] = [];
  let exact = 0;
  let confirmed = arrival !== undefined;
  let included = false;
  let priceUnknown = false;
  let capped: number | undefined;
  let freeNights = 0;
  let nightsCharged = 0;

  for (let night = 1; night <= nights; night++) {
    const date = addDays(stay.checkIn, night - 1);
    const rule = ruleOn(date);
    if (!rule?.confirmed) {
      confirmed = false;
      continue;
    }
    if (!applied.includes(rule)) applied.push(rule);
    const { rules } = rule;
    if (rule.taxType === 'none') continue;
    if (!rules.collectedAtHotel) {
      included = true;
      continue;
    }
    if (rules.maxNights !== null && night > rules.maxNights) {
      capped = rules.maxNights;
      continue;
    }
    if (rule.taxType === 'per_person_per_stay' && night > 1) continue;
    const band = bandOn(rule, stay.stars, date);
    if (band?.amount === null || band === undefined) {
      confirmed = false;
      continue;
    }
    if (band.amount === 0) {
      freeNights += 1;
      continue;
    }
    const partyShare = ages.reduce((sum, age) => sum + guestShare(rules, age), 0);
    let amount: number;
    switch (rule.taxType) {
      case 'per_person_per_night':
        amount = band.amount * nightShare(rules, night) * partyShare;
        break;
      case 'per_room_per_night':
        amount = band.amount * nightShare(rules, night) * stay.rooms;
        break;
      case 'per_person_per_stay':
        amount = band.amount * partyShare;
        break;
      case 'percentage':
        if (stay.accommodationPence === undefined) {
          priceUnknown = true;
          continue;
        }
        // Hundredths of a percent of the night's pence, then pence into the rule's currency.
        amount =
          ((stay.accommodationPence / nights) *
            band.amount *
            nightShare(rules, night) *
            perGbp(rule.currency)) /
          10_000;
        break;
    }
    nightsCharged += 1;
    for (const surcharge of rules.surcharges) amount *= 1 + surcharge.percent / 100;
    exact +=
      rule.currency === currency ? amount : (amount / perGbp(rule.currency)) * perGbp(currency);
  }

  // The party as the first charging version sees it (the one whose ages the notes describe).
  const charging = applied.find((r) => r.taxType !== 'none' && r.rules.collectedAtHotel);
  const perPerson =
    charging?.taxType === 'per_person_per_night' || charging?.taxType === 'per_person_per_stay';
  const shares = charging ? ages.map((age) => guestShare(charging.rules, age)) : [];
  const guestsExempt = perPerson ? shares.filter((share) => share === 0).length : 0;
  const notes: string[] = [];
  if (charging) {
    const { rules } = charging;
    if (perPerson && rules.exemptUnderAge !== null && guestsExempt > 0) {
      notes.push(`Under ${rules.exemptUnderAge}s exempt (${plural(guestsExempt, 'guest')})`);
    }
    if (perPerson && rules.reducedUnderAge !== null && shares.some((s) => s > 0 && s < 1)) {
      notes.push(`Under ${rules.reducedUnderAge}s pay ${rules.reducedAgePercent}%`);
    }
    if (
      rules.reducedFromNight !== null &&
      rules.reducedFromNightPercent !== null &&
      nightsCharged >= rules.reducedFromNight
    ) {
      notes.push(`${rules.reducedFromNightPercent}% rate from night ${rules.reducedFromNight}`);
    }
    if (charging.taxType === 'percentage') {
      const percent = charging.rates.find((rate) => rate.amount !== null)?.amount;
      if (percent !== undefined && percent !== null) {
        notes.push(`${String(percent / 100)}% of the room price`);
      }
    }
  }
  if (capped !== undefined) notes.push(`Charged for at most ${plural(capped, 'night')}`);
  if (freeNights > 0) notes.push(`Nothing to pay for ${plural(freeNights, 'night')} out of season`);
  for (const rule of applied.slice(1)) {
    if (rule.validFrom !== null && rule.validFrom > stay.checkIn) {
      notes.push(`New rate from ${formatLongDate(rule.validFrom)}`);
    }
  }
  const surcharges = new Set(
    applied
      .filter((r) => r.taxType !== 'none' && r.rules.collectedAtHotel)
      .flatMap((r) => r.rules.surcharges.map((s) => `Includes ${s.percent}% ${s.name}`)),
  );
  notes.push(...surcharges);
  if (priceUnknown) {
    confirmed = false;
    notes.push('A percentage of the room price: it depends on the price of the room');
  }
  if (included) notes.push('Included in the room price: nothing to pay at the hotel');
  if (!confirmed) notes.push(RATE_NOT_CONFIRMED);

  const taxType = arrival?.taxType ?? 'none';
  const guestsCharged =
    !charging || !confirmed ? 0 : perPerson ? ages.length - guestsExempt : ages.length;
  return {
    amount: confirmed ? Math.round(exact) : 0,
    currency,
    taxType,
    confirmed,
    included: included && exact === 0,
    nightsCharged: confirmed ? nightsCharged : 0,
    guestsCharged,
    guestsExempt: confirmed ? guestsExempt : 0,
    notes,
    applied,
  };
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
