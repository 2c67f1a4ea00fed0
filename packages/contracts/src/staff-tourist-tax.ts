import * as z from 'zod/mini';
import { isoDate } from './search';
import { touristTaxRate, touristTaxRules, touristTaxSource, touristTaxType } from './tourist-tax';

/**
 * Tourist tax rates on the back office. Every role reads them (`touristTax.read`); supervisors and
 * admins keep them current (`touristTax.edit`) by adding a new dated version of a place's rule,
 * with its source: a version is never changed or deleted, so an older booking keeps the rule in
 * force for its dates. Each new version is audited, and the tourist-tax page and every estimate
 * use it at once. A place is a country's own rule (its ISO code, 'IT') or a region's ('IT-12').
 *
 * - GET  /staff/tourist-tax                    → staffTouristTaxList (every place, as of today)
 * - GET  /staff/tourist-tax/not-checked        → staffTouristTaxList (rules not checked for 6 months)
 * - GET  /staff/tourist-tax/{place}            → staffTouristTaxPlaceDetail (with every version)
 * - POST /staff/tourist-tax/{place}/versions   newTouristTaxVersionRequest → staffTouristTaxPlaceDetail
 */
export const touristTaxStaffPaths = {
  places: '/staff/tourist-tax',
  notChecked: '/staff/tourist-tax/not-checked',
  place: (place: string) => `/staff/tourist-tax/${place}`,
  versions: (place: string) => `/staff/tourist-tax/${place}/versions`,
} as const;

/** A place's id: a country's ISO code, or the code, a hyphen and the region's id. */
export const touristTaxPlaceId = z.string().check(z.regex(/^[A-Z]{2}(?:-\d{1,9})?$/));

export const touristTaxPlaceParams = z.strictObject({ place: touristTaxPlaceId });

/** How long a rule may go unchecked against its source before the desk lists it. */
export const TOURIST_TAX_CHECK_MONTHS = 6;

/** Where a version stands today. */
export const touristTaxVersionStates = ['in-force', 'upcoming', 'past', 'superseded'] as const;
export type TouristTaxVersionState = (typeof touristTaxVersionStates)[number];

export const staffTouristTaxVersion = z.object({
  id: z.int(),
  validFrom: z.nullable(isoDate),
  validTo: z.nullable(isoDate),
  confirmed: z.boolean(),
  taxType: touristTaxType,
  currency: z.string(),
  rates: z.array(touristTaxRate),
  rules: touristTaxRules,
  exemptions: z.array(z.string()),
  notes: z.nullable(z.string()),
  source: touristTaxSource,
  lastChecked: isoDate,
  /** ISO date-time it was added. */
  createdAt: z.string(),
  /** Who added it; null for the versions shipped with the product's data. */
  createdBy: z.nullable(z.object({ id: z.string(), name: z.string() })),
  state: z.enum(touristTaxVersionStates),
});
export type StaffTouristTaxVersion = z.infer<typeof staffTouristTaxVersion>;

export const staffTouristTaxPlace = z.object({
  id: touristTaxPlaceId,
  countryCode: z.string(),
  country: z.string(),
  /** The region's name, or 'Elsewhere in {country}' for a country's own rule. */
  name: z.string(),
  /** The catalogue's resort and region names it covers (empty for a country's own rule). */
  places: z.array(z.string()),
  /** The version in force today (null: none covers today). */
  current: z.nullable(staffTouristTaxVersion),
  upcoming: z.array(staffTouristTaxVersion),
  /** The latest check of the version in force (null: none in force). */
  lastChecked: z.nullable(isoDate),
  /** Not checked against its source within the last 6 months. */
  notChecked: z.boolean(),
});
export type StaffTouristTaxPlace = z.infer<typeof staffTouristTaxPlace>;

export const staffTouristTaxList = z.object({
  today: isoDate,
  /** A rule last checked before this date is listed as not checked for 6 months. */
  checkedSince: isoDate,
  places: z.array(staffTouristTaxPlace),
});
export type StaffTouristTaxList = z.infer<typeof staffTouristTaxList>;

export const staffTouristTaxPlaceDetail = z.object({
  today: isoDate,
  place: staffTouristTaxPlace,
  /** Every version, newest first. */
  versions: z.array(staffTouristTaxVersion),
});
export type StaffTouristTaxPlaceDetail = z.infer<typeof staffTouristTaxPlaceDetail>;

/** A band as the form sends it: stars and season bounds, and the amount in hundredths. */
export const newTouristTaxBand = z.strictObject({
  minStars: z.nullable(z.int()),
  maxStars: z.nullable(z.int()),
  seasonFrom: z.nullable(z.string().check(z.maxLength(5))),
  seasonTo: z.nullable(z.string().check(z.maxLength(5))),
  /** Null: this band's amount is not confirmed. */
  amount: z.nullable(z.int()),
});
export type NewTouristTaxBand = z.infer<typeof newTouristTaxBand>;

/**
 * A new version of a place's rule. Dates are yyyy-mm-dd; the server checks every field and answers
 * 422 naming the field (messages in touristTaxStaffMessages).
 */
export const newTouristTaxVersionRequest = z.strictObject({
  validFrom: z.string().check(z.maxLength(10)),
  validTo: z.nullable(z.string().check(z.maxLength(10))),
  confirmed: z.boolean(),
  taxType: z.string().check(z.maxLength(40)),
  currency: z.string().check(z.maxLength(3)),
  rates: z.array(newTouristTaxBand).check(z.maxLength(40)),
  exemptUnderAge: z.nullable(z.int()),
  reducedUnderAge: z.nullable(z.int()),
  reducedAgePercent: z.nullable(z.int()),
  maxNights: z.nullable(z.int()),
  reducedFromNight: z.nullable(z.int()),
  reducedFromNightPercent: z.nullable(z.int()),
  collectedAtHotel: z.boolean(),
  surcharges: z
    .array(z.strictObject({ name: z.string().check(z.maxLength(80)), percent: z.number() }))
    .check(z.maxLength(5)),
  exemptions: z.array(z.string().check(z.maxLength(200))).check(z.maxLength(10)),
  notes: z.nullable(z.string().check(z.maxLength(2000))),
  sourceUrl: z.string().check(z.maxLength(500)),
  sourcePublisher: z.string().check(z.maxLength(200)),
  sourceDate: z.nullable(z.string().check(z.maxLength(10))),
});
export type NewTouristTaxVersionRequest = z.infer<typeof newTouristTaxVersionRequest>;

/** What the server answers a bad new version with (422, by field). */
export const touristTaxStaffMessages = {
  placeNotFound: 'We could not find that place.',
  validFrom: 'Enter the date the rate applies from (yyyy-mm-dd).',
  validTo: 'Enter the last date the rate applies (yyyy-mm-dd), or leave it empty.',
  validToBeforeFrom: 'The last date must be on or after the date the rate applies from.',
  taxType: 'Choose how the tax is charged.',
  currency: 'Choose a currency we hold an exchange rate for.',
  ratesRequired: 'Add at least one amount, or mark the rate not confirmed.',
  stars: 'Star ratings run from 1 to 5, the lower first.',
  season: 'Enter the season as MM-DD to MM-DD (both, or neither).',
  amount: 'Amounts are in cents (or hundredths of a percent) and cannot be negative.',
  percentage: 'A percentage cannot be more than 100%.',
  ages: 'Ages run from 1 to 18, and a reduced band must end above the exempt age.',
  reducedAgePercent: 'The reduced share is a percentage between 1 and 99.',
  maxNights: 'The most nights charged is a whole number from 1 to 60.',
  reducedFromNight:
    'The night a reduced rate starts from, and its percentage (1 to 99), come together.',
  surcharges: 'Each addition on top needs a name and a percentage above 0 and up to 100.',
  sourceUrl: 'Give the address of the source (a web address starting https:// or http://).',
  sourcePublisher: 'Name who published the source.',
  sourceDate:
    'Enter the date the source carries (yyyy-mm-dd, not in the future), or leave it empty.',
} as const;
