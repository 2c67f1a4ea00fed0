import * as z from 'zod/mini';
import { isoDate } from './search';

/**
 * Tourist taxes (docs/spec/3-accounts-bookings-content.md §3 'Tourist tax country'): GET /tourist-tax
 * lists every country the catalogue sells, each with its regions and cities; POST
 * /tourist-tax/estimate applies a place's rules to one stay.
 *
 * Amounts are integers in hundredths: of the currency unit (euro cents) for the money types, of a
 * percent for 'percentage' (1250 = 12.5%). A `taxAmount` is one amount or a range { min, max }.
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
  amount: hundredths,
});
export type TouristTaxRate = z.infer<typeof touristTaxRate>;

/** What the estimator applies besides the amounts. */
/** A percentage added on top of the tax (10 % VAT in the Balearics and Catalonia). */
export const taxSurcharge = z.object({
  name: z.string().check(z.minLength(1)),
  percent: z.number().check(z.gt(0), z.lte(100)),
});
export type TaxSurcharge = z.infer<typeof taxSurcharge>;

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

export const touristTaxRegion = z.object({
  name: z.string(),
  taxType: touristTaxType,
  taxAmount: touristTaxAmount,
  /** ISO 4217, 'EUR' unless the data says otherwise. */
  currency: z.string(),
  description: z.string(),
  notes: z.nullable(z.string()),
  exemptions: z.array(z.string()),
  rates: z.array(touristTaxRate),
  rules: touristTaxRules,
});
export type TouristTaxRegion = z.infer<typeof touristTaxRegion>;

export const touristTaxCountry = z.object({
  /** ISO 3166-1 alpha-2. */
  code: z.string(),
  name: z.string(),
  /** An emoji flag. */
  flag: z.string(),
  description: z.string(),
  taxType: touristTaxType,
  taxAmount: touristTaxAmount,
  currency: z.string(),
  regions: z.array(touristTaxRegion),
  exemptions: z.array(z.string()),
  notes: z.nullable(z.string()),
  /** The country's own rule covers places no region names only when nationwide. */
  nationwide: z.boolean(),
  rates: z.array(touristTaxRate),
  rules: touristTaxRules,
  source: z.object({ name: z.string(), url: z.string() }),
  /** yyyy-mm-dd: when the data was last checked against the source. */
  lastChecked: isoDate,
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
  /** The place whose rule applied: a region or city, or the country. */
  place: z.string(),
  country: z.string(),
  taxType: touristTaxType,
  currency: z.string(),
  /** Payable at the hotel, hundredths of `currency`; 0 when nothing is. */
  amount: hundredths,
  /** The same in pence at `exchangeRate`. */
  amountPence: hundredths,
  /** Units of `currency` per pound, and the date of that rate. */
  exchangeRate: z.object({ perGbp: z.number(), asOf: isoDate }),
  /** False where the tax is already inside the price (nothing to pay at the hotel). */
  collectedAtHotel: z.boolean(),
  nightsCharged: z.int(),
  guestsCharged: z.int(),
  guestsExempt: z.int(),
  /** What the amount took into account, in words ('Under 16s exempt', 'Half rate from night 9'). */
  notes: z.array(z.string()),
  lastChecked: isoDate,
});
export type TouristTaxEstimate = z.infer<typeof touristTaxEstimate>;
