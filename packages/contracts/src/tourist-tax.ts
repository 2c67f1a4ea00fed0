import * as z from 'zod/mini';
import { isoDate } from './search';

/**
 * Tourist taxes (docs/spec/3-accounts-bookings-content.md §3 'Tourist tax country'): GET /tourist-tax
 * lists every country the catalogue sells, each with its regions and cities; POST
 * /tourist-tax/estimate applies the rules in force on each night of one stay.
 *
 * Amounts are integers in hundredths: of the currency unit (euro cents) for the money types, of a
 * percent for 'percentage' (1250 = 12.5%). A `taxAmount` is one amount or a range { min, max }.
 *
 * Each place's rule is dated (`validFrom`/`validTo`, null: open) and names its own source and the
 * date it was last checked. A rule no source confirms is `confirmed: false`: the page says "rate not
 * confirmed — check with your accommodation" and estimates leave it out, saying so.
 */

export const touristTaxTypes = [
  'percentage',
  'per_person_per_night',
  'per_room_per_night',
  'per_person_per_stay',
  'none',
] as const;
export const touristTaxType = z.enum(touristTaxTypes);
export type TouristTaxType = z.infer<typeof touristTaxType>;

/** What the page and the estimate say where no source confirms a rate. */
export const RATE_NOT_CONFIRMED = 'Rate not confirmed — check with your accommodation';

const hundredths = z.int().check(z.nonnegative());

export const touristTaxAmount = z.union([
  hundredths,
  z.object({ min: hundredths, max: hundredths }),
]);
export type TouristTaxAmount = z.infer<typeof touristTaxAmount>;

/** 'MM-DD'. */
const monthDay = z.string().check(z.regex(/^\d\d-\d\d$/));

/** One amount of a rule, for a band of star ratings and a season (null: any). */
export const touristTaxRate = z.object({
  stars: z.nullable(z.object({ min: z.int(), max: z.int() })),
  /** Inclusive 'MM-DD' bounds; wraps over the new year when `from` is later than `to`. */
  season: z.nullable(z.object({ from: monthDay, to: monthDay })),
  /** Null: no source confirms this band's amount (left out of estimates). */
  amount: z.nullable(hundredths),
});
export type TouristTaxRate = z.infer<typeof touristTaxRate>;

/**
 * A percentage added on top of the tax, each on the amount before it, in order: a surcharge on the
 * base rate (the Alpes-Maritimes' 34% additional tax), then VAT where the tax carries it (10% in
 * the Balearics and Catalonia).
 */
export const taxSurcharge = z.object({
  name: z.string().check(z.minLength(1)),
  percent: z.number().check(z.gt(0), z.lte(100)),
});
export type TaxSurcharge = z.infer<typeof taxSurcharge>;

/** What the estimator applies besides the amounts. */
export const touristTaxRules = z.object({
  /** Guests younger than this pay nothing. */
  exemptUnderAge: z.nullable(z.int()),
  /** Guests younger than this (and not exempt) pay `reducedAgePercent` of the rate. */
  reducedUnderAge: z.nullable(z.int()),
  reducedAgePercent: z.nullable(z.int()),
  /** Nights charged at most. */
  maxNights: z.nullable(z.int()),
  /** From this night of the stay (1-based) the rate is `reducedFromNightPercent` of itself. */
  reducedFromNight: z.nullable(z.int()),
  reducedFromNightPercent: z.nullable(z.int()),
  /** False where the tax is already inside the room price. */
  collectedAtHotel: z.boolean(),
  /** Added on top of the tax, each on the amount before it, in order. */
  surcharges: z.array(taxSurcharge),
});
export type TouristTaxRules = z.infer<typeof touristTaxRules>;

/** Where a rule's figures come from. */
export const touristTaxSource = z.object({
  publisher: z.string(),
  url: z.string(),
  /** yyyy-mm-dd the source carries; null when it carries no date. */
  date: z.nullable(isoDate),
});
export type TouristTaxSource = z.infer<typeof touristTaxSource>;

/** A dated version of a rule that starts after today: what will change, and when. */
export const touristTaxUpcoming = z.object({
  validFrom: isoDate,
  validTo: z.nullable(isoDate),
  confirmed: z.boolean(),
  taxType: touristTaxType,
  taxAmount: touristTaxAmount,
  currency: z.string(),
  notes: z.nullable(z.string()),
});
export type TouristTaxUpcoming = z.infer<typeof touristTaxUpcoming>;

/** A place's rule in force today, with its source, its dates and what comes next. */
const ruleFields = {
  taxType: touristTaxType,
  /** The band amounts confirmed (0 when none is). */
  taxAmount: touristTaxAmount,
  /** ISO 4217. */
  currency: z.string(),
  /** False: no source confirms the rate ("rate not confirmed — check with your accommodation"). */
  confirmed: z.boolean(),
  description: z.string(),
  notes: z.nullable(z.string()),
  exemptions: z.array(z.string()),
  rates: z.array(touristTaxRate),
  rules: touristTaxRules,
  /** The dates this version applies between (null: open). */
  validFrom: z.nullable(isoDate),
  validTo: z.nullable(isoDate),
  source: touristTaxSource,
  /** yyyy-mm-dd: when the rule was last checked against its source. */
  lastChecked: isoDate,
  upcoming: z.array(touristTaxUpcoming),
};

export const touristTaxRegion = z.object({ name: z.string(), ...ruleFields });
export type TouristTaxRegion = z.infer<typeof touristTaxRegion>;

export const touristTaxCountry = z.object({
  /** ISO 3166-1 alpha-2. */
  code: z.string(),
  name: z.string(),
  /** An emoji flag. */
  flag: z.string(),
  description: z.string(),
  /** The country at a glance: the type and range of the confirmed taxes its places charge. */
  taxType: touristTaxType,
  taxAmount: touristTaxAmount,
  currency: z.string(),
  /** False when none of its places' rates is confirmed. */
  confirmed: z.boolean(),
  regions: z.array(touristTaxRegion),
  /** The country's own rule: the places none of its regions names ('Elsewhere in Spain'). */
  elsewhere: touristTaxRegion,
  /** The country's own exemptions and note (a summary across its places). */
  exemptions: z.array(z.string()),
  notes: z.nullable(z.string()),
});
export type TouristTaxCountry = z.infer<typeof touristTaxCountry>;

export const touristTaxResponse = z.object({ countries: z.array(touristTaxCountry) });
export type TouristTaxResponse = z.infer<typeof touristTaxResponse>;

/** A stay to estimate: the hotel, its dates, the party's ages on arrival and the rooms. */
export const touristTaxEstimateRequest = z.strictObject({
  hotel_id: z.int().check(z.positive()),
  check_in: isoDate,
  check_out: isoDate,
  adults: z.int().check(z.gte(1), z.lte(36)),
  /** Ages on arrival of the children and infants (0-17). */
  child_ages: z._default(z.array(z.int().check(z.gte(0), z.lte(17))).check(z.maxLength(36)), []),
  rooms: z._default(z.int().check(z.gte(1), z.lte(9)), 1),
  /** The accommodation's price in pence, for a percentage of the room rate. */
  accommodation_pence: z.optional(z.int().check(z.nonnegative())),
});
export type TouristTaxEstimateRequest = z.infer<typeof touristTaxEstimateRequest>;

export const touristTaxEstimate = z.object({
  /** The place whose rule applied: a region or city, or the resort where the country's applies. */
  place: z.string(),
  country: z.string(),
  taxType: touristTaxType,
  currency: z.string(),
  /** Payable at the hotel, hundredths of `currency`; 0 when nothing is (or nothing confirmed). */
  amount: hundredths,
  /** The same in pence at `exchangeRate`. */
  amountPence: hundredths,
  /** Units of `currency` per pound, and the date of that rate. */
  exchangeRate: z.object({ perGbp: z.number(), asOf: isoDate }),
  /** False where the tax is already inside the price (nothing to pay at the hotel). */
  collectedAtHotel: z.boolean(),
  /**
   * False when no source confirms the rate for some night of the stay: the amount leaves the tax
   * out (0) and the customer is told to check with the accommodation. Older bookings stored before
   * this field was kept were confirmed estimates.
   */
  confirmed: z._default(z.boolean(), true),
  /** The places of the country that charge a tourist tax, for a stay where this one does not. */
  chargingPlaces: z._default(z.array(z.string()), []),
  nightsCharged: z.int(),
  guestsCharged: z.int(),
  guestsExempt: z.int(),
  /** What the amount took into account, in words ('Under 16s exempt', 'Half rate from night 9'). */
  notes: z.array(z.string()),
  lastChecked: isoDate,
});
export type TouristTaxEstimate = z.infer<typeof touristTaxEstimate>;
