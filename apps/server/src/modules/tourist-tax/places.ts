import type {
  TouristTaxAmount,
  TouristTaxRate,
  TouristTaxSource,
  TouristTaxType,
} from '@sunward/contracts/tourist-tax';
import { touristTaxTypes } from '@sunward/contracts/tourist-tax';
import { ruleInForce, type TaxRule } from './estimator';
import type { TouristTaxBandRow, TouristTaxTables, TouristTaxVersionRow } from './repository';

/** A dated version of a place's rule, with what the page says about it and where it comes from. */
export interface TaxVersion extends TaxRule {
  exemptions: string[];
  notes: string | null;
  source: TouristTaxSource;
  lastChecked: string;
  createdAt: Date;
  createdBy: string | null;
}

/** A place with a rule of its own: a country's own rule (regionId null) or a region's. */
export interface TaxPlace {
  /** 'IT' for a country's own rule, 'IT-12' for a region's. */
  id: string;
  countryCode: string;
  country: string;
  regionId: number | null;
  name: string;
  description: string;
  /** The catalogue's resort or region names it covers (a country's own: none, it covers the rest). */
  places: string[];
  /** Oldest first. */
  versions: TaxVersion[];
}

export interface TaxCountry {
  code: string;
  name: string;
  flag: string;
  description: string;
  /** The country's own rule: the places none of its regions names. */
  own: TaxPlace;
  regions: TaxPlace[];
}

export const placeId = (countryCode: string, regionId: number | null) =>
  regionId === null ? countryCode : `${countryCode}-${String(regionId)}`;

function taxType(value: string): TouristTaxType {
  const found = touristTaxTypes.find((t) => t === value);
  if (!found) throw new Error(`Unknown tourist tax type '${value}' in the data`);
  return found;
}

function ratesOf(bands: TouristTaxBandRow[]): TouristTaxRate[] {
  return bands.map((b) => ({
    stars:
      b.minStars === null && b.maxStars === null
        ? null
        : { min: b.minStars ?? 0, max: b.maxStars ?? 5 },
    season: b.seasonFrom && b.seasonTo ? { from: b.seasonFrom, to: b.seasonTo } : null,
    amount: b.amount,
  }));
}

function versionOf(row: TouristTaxVersionRow, bands: TouristTaxBandRow[]): TaxVersion {
  return {
    id: row.id,
    validFrom: row.validFrom,
    validTo: row.validTo,
    confirmed: row.confirmed,
    taxType: taxType(row.taxType),
    currency: row.currency,
    rates: ratesOf(bands),
    rules: {
      exemptUnderAge: row.exemptUnderAge,
      reducedUnderAge: row.reducedUnderAge,
      reducedAgePercent: row.reducedAgePercent,
      maxNights: row.maxNights,
      reducedFromNight: row.reducedFromNight,
      reducedFromNightPercent: row.reducedFromNightPercent,
      collectedAtHotel: row.collectedAtHotel,
      surcharges: row.surcharges,
    },
    exemptions: row.exemptions,
    notes: row.notes,
    source: { publisher: row.sourcePublisher, url: row.sourceUrl, date: row.sourceDate },
    lastChecked: row.lastChecked,
    createdAt: row.createdAt,
    createdBy: row.createdBy,
  };
}

/** The tables as places: countries in display order, each with its own rule and its regions'. */
export function toCountries(tables: TouristTaxTables): TaxCountry[] {
  const bandsOf = new Map<number, TouristTaxBandRow[]>();
  for (const band of tables.bands) {
    bandsOf.set(band.versionId, [...(bandsOf.get(band.versionId) ?? []), band]);
  }
  const versionsOf = (countryCode: string, regionId: number | null) =>
    tables.versions
      .filter((v) => v.countryCode === countryCode && v.regionId === regionId)
      .map((v) => versionOf(v, bandsOf.get(v.id) ?? []));
  return tables.countries.map((c) => {
    const regions = tables.regions.filter((r) => r.countryCode === c.code);
    return {
      code: c.code,
      name: c.name,
      flag: c.flag,
      description: c.description,
      own: {
        id: placeId(c.code, null),
        countryCode: c.code,
        country: c.name,
        regionId: null,
        name: regions.length > 0 ? `Elsewhere in ${c.name}` : c.name,
        description: regions.length > 0 ? 'The places not listed above.' : c.description,
        places: [],
        versions: versionsOf(c.code, null),
      },
      regions: regions.map((r) => ({
        id: placeId(c.code, r.id),
        countryCode: c.code,
        country: c.name,
        regionId: r.id,
        name: r.name,
        description: r.description,
        places: r.places,
        versions: versionsOf(c.code, r.id),
      })),
    };
  });
}

/** Where a hotel is, by the catalogue's names. */
export interface HotelPlace {
  countryCode: string;
  regionName: string;
  resortName: string;
}

/**
 * The place whose rule taxes a hotel: the region naming its resort, else the region naming its
 * catalogue region, else the country's own rule (which may be "no tax" or "not confirmed").
 */
export function placeFor(country: TaxCountry, hotel: HotelPlace): TaxPlace {
  return (
    country.regions.find((r) => r.places.includes(hotel.resortName)) ??
    country.regions.find((r) => r.places.includes(hotel.regionName)) ??
    country.own
  );
}

/**
 * The version shown for `date`: the one in force, else (no version covers the day) the latest
 * one, shown as not confirmed.
 */
export function versionShownOn(place: TaxPlace, date: string): TaxVersion | undefined {
  const inForce = ruleInForce(place.versions, date);
  if (inForce) return inForce;
  const latest = place.versions.at(-1);
  return latest ? { ...latest, confirmed: false } : undefined;
}

/** Versions that start after `date` and will be in force on their first day, soonest first. */
export function upcomingAfter(place: TaxPlace, date: string): TaxVersion[] {
  return place.versions
    .filter(
      (v) =>
        v.validFrom !== null &&
        v.validFrom > date &&
        ruleInForce(place.versions, v.validFrom) === v,
    )
    .sort((a, b) => (a.validFrom ?? '').localeCompare(b.validFrom ?? ''));
}

/** Whether a version charges anything at the hotel (a confirmed rule with a tax not in the price). */
export const charges = (v: TaxVersion | undefined): boolean =>
  v !== undefined && v.confirmed && v.taxType !== 'none' && v.rules.collectedAtHotel;

/** The confirmed band amounts of a version as one amount or a range (0 where none is). */
export function amountOf(v: TaxVersion | undefined): TouristTaxAmount {
  if (!v || v.taxType === 'none') return 0;
  return rangeOf(v.rates.flatMap((r) => (r.amount !== null && r.amount > 0 ? [r.amount] : [])));
}

export function rangeOf(amounts: number[]): TouristTaxAmount {
  if (amounts.length === 0) return 0;
  const min = Math.min(...amounts);
  const max = Math.max(...amounts);
  return min === max ? min : { min, max };
}
