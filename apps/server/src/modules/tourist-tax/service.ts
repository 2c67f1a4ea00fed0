import type {
  TouristTaxAmount,
  TouristTaxCountry,
  TouristTaxEstimate,
  TouristTaxEstimateRequest,
  TouristTaxRate,
  TouristTaxResponse,
  TouristTaxRules,
  TouristTaxType,
} from '@sunward/contracts/tourist-tax';
import { touristTaxTypes } from '@sunward/contracts/tourist-tax';
import { AppError } from '../../errors';
import type { CatalogueContent, Hotel } from '../../integrations/supplier/supplier';
import { daysBetween } from '../../lib/dates';
import {
  estimateTouristTax,
  toPence,
  type ExchangeRates,
  type TaxableStay,
  type TaxRule,
} from './estimator';
import type {
  TouristTaxCountryRow,
  TouristTaxRateRow,
  TouristTaxRegionRow,
  TouristTaxRepository,
} from './repository';

/** The longest stay an estimate covers (the catalogue sells up to 28 nights; a margin for hotel-only). */
const MAX_NIGHTS = 60;

function taxType(value: string): TouristTaxType {
  const found = touristTaxTypes.find((t) => t === value);
  if (!found) throw new Error(`Unknown tourist tax type '${value}' in the data`);
  return found;
}

function amountOf(min: number, max: number | null): TouristTaxAmount {
  return max === null ? min : { min, max };
}

function ratesOf(rows: TouristTaxRateRow[]): TouristTaxRate[] {
  return rows.map((r) => ({
    stars:
      r.minStars === null && r.maxStars === null
        ? null
        : { min: r.minStars ?? 0, max: r.maxStars ?? 5 },
    season: r.seasonFrom && r.seasonTo ? { from: r.seasonFrom, to: r.seasonTo } : null,
    amount: r.amount,
  }));
}

function rulesOf(row: TouristTaxCountryRow | TouristTaxRegionRow): TouristTaxRules {
  return {
    exemptUnderAge: row.exemptUnderAge,
    reducedUnderAge: row.reducedUnderAge,
    reducedAgePercent: row.reducedAgePercent,
    maxNights: row.maxNights,
    reducedFromNight: row.reducedFromNight,
    reducedFromNightPercent: row.reducedFromNightPercent,
    collectedAtHotel: row.collectedAtHotel,
    surcharges: row.surcharges,
  };
}

/** The data as the page reads it: countries in display order, each with its regions. */
export function toCountries(tables: {
  countries: TouristTaxCountryRow[];
  regions: TouristTaxRegionRow[];
  rates: TouristTaxRateRow[];
}): (TouristTaxCountry & { regionPlaces: string[][] })[] {
  return tables.countries.map((c) => {
    const regions = tables.regions.filter((r) => r.countryCode === c.code);
    return {
      code: c.code,
      name: c.name,
      flag: c.flag,
      description: c.description,
      taxType: taxType(c.taxType),
      taxAmount: amountOf(c.amountMin, c.amountMax),
      currency: c.currency,
      regions: regions.map((r) => ({
        name: r.name,
        taxType: taxType(r.taxType),
        taxAmount: amountOf(r.amountMin, r.amountMax),
        currency: r.currency,
        description: r.description,
        notes: r.notes,
        exemptions: r.exemptions,
        rates: ratesOf(tables.rates.filter((rate) => rate.regionId === r.id)),
        rules: rulesOf(r),
      })),
      regionPlaces: regions.map((r) => r.places),
      exemptions: c.exemptions,
      notes: c.notes,
      nationwide: c.nationwide,
      rates: ratesOf(
        tables.rates.filter((rate) => rate.countryCode === c.code && rate.regionId === null),
      ),
      rules: rulesOf(c),
      source: { name: c.sourceName, url: c.sourceUrl },
      lastChecked: c.lastChecked,
    };
  });
}

/** Where a hotel is, by the catalogue's names. */
export interface HotelPlace {
  countryCode: string;
  regionName: string;
  resortName: string;
}

type Country = ReturnType<typeof toCountries>[number];

/**
 * The rule that taxes a hotel: the region naming its resort, else the region naming its catalogue
 * region, else the country's own rule if it applies nationwide; elsewhere nothing is charged.
 */
export function ruleFor(
  country: Country,
  place: HotelPlace,
): { place: string; currency: string; rule: TaxRule } {
  const byResort = country.regionPlaces.findIndex((places) => places.includes(place.resortName));
  const index =
    byResort >= 0
      ? byResort
      : country.regionPlaces.findIndex((places) => places.includes(place.regionName));
  const region = index >= 0 ? country.regions.at(index) : undefined;
  if (region) {
    return {
      place: region.name,
      currency: region.currency,
      rule: {
        taxType: region.taxType,
        amountMin: typeof region.taxAmount === 'number' ? region.taxAmount : region.taxAmount.min,
        amountMax: typeof region.taxAmount === 'number' ? null : region.taxAmount.max,
        rates: region.rates,
        rules: region.rules,
      },
    };
  }
  const amount = country.taxAmount;
  return {
    place: country.name,
    currency: country.currency,
    rule: country.nationwide
      ? {
          taxType: country.taxType,
          amountMin: typeof amount === 'number' ? amount : amount.min,
          amountMax: typeof amount === 'number' ? null : amount.max,
          rates: country.rates,
          rules: country.rules,
        }
      : {
          taxType: 'none',
          amountMin: 0,
          amountMax: null,
          rates: [],
          rules: { ...country.rules, collectedAtHotel: true },
        },
  };
}

export interface TouristTaxDeps {
  repo: TouristTaxRepository;
  /** The catalogue's static content: where each hotel is and its stars. */
  content: () => CatalogueContent;
  exchangeRates: ExchangeRates;
}

export function createTouristTaxService({ repo, content, exchangeRates }: TouristTaxDeps) {
  let hotelsFor: CatalogueContent | undefined;
  let hotels = new Map<number, Hotel>();
  function findHotel(id: number): { hotel: Hotel; place: HotelPlace } | undefined {
    const catalogue = content();
    if (hotelsFor !== catalogue) {
      hotels = new Map(catalogue.hotels.map((h) => [h.id, h]));
      hotelsFor = catalogue;
    }
    const hotel = hotels.get(id);
    if (!hotel) return undefined;
    const country = catalogue.countries.find((c) => c.id === hotel.countryId);
    const region = catalogue.regions.find((r) => r.id === hotel.regionId);
    const resort = catalogue.resorts.find((r) => r.id === hotel.resortId);
    if (!country || !region || !resort) return undefined;
    return {
      hotel,
      place: { countryCode: country.code, regionName: region.name, resortName: resort.name },
    };
  }

  async function countries() {
    return toCountries(await repo.loadAll());
  }

  return {
    async list(): Promise<TouristTaxResponse> {
      return {
        countries: (await countries()).map(({ regionPlaces: _places, ...country }) => country),
      };
    },

    /** The tax payable locally for one stay at a catalogue hotel, in its currency and in pounds. */
    async estimate(request: TouristTaxEstimateRequest): Promise<TouristTaxEstimate> {
      const nights = daysBetween(request.check_in, request.check_out);
      if (nights < 1) {
        throw AppError.unprocessable({ check_out: ['Check-out must be after check-in.'] });
      }
      if (nights > MAX_NIGHTS) {
        throw AppError.unprocessable({
          check_out: [`A stay can be estimated for at most ${MAX_NIGHTS} nights.`],
        });
      }
      const guests = request.adults + request.child_ages.length;
      if (request.rooms > guests) {
        throw AppError.unprocessable({ rooms: ['Each room needs at least one guest.'] });
      }
      const found = findHotel(request.hotel_id);
      if (!found) throw new AppError('NOT_FOUND', 'We could not find that hotel.');
      const country = (await countries()).find((c) => c.code === found.place.countryCode);
      if (!country) {
        throw new AppError('NOT_FOUND', 'We have no tourist tax information for that country.');
      }
      const { place, currency, rule } = ruleFor(country, found.place);
      const perGbp = exchangeRates.perGbp[currency];
      if (perGbp === undefined) {
        throw new AppError('UNAVAILABLE', `No exchange rate is configured for ${currency}.`);
      }
      const stay: TaxableStay = {
        stars: found.hotel.stars,
        checkIn: request.check_in,
        checkOut: request.check_out,
        adults: request.adults,
        childAges: request.child_ages,
        rooms: request.rooms,
        accommodationPence: request.accommodation_pence,
      };
      const estimate = estimateTouristTax(rule, stay, perGbp);
      return {
        place,
        country: country.name,
        taxType: rule.taxType,
        currency,
        amount: estimate.amount,
        amountPence: toPence(estimate.amount, perGbp),
        exchangeRate: { perGbp, asOf: exchangeRates.asOf },
        collectedAtHotel: rule.rules.collectedAtHotel,
        nightsCharged: estimate.nightsCharged,
        guestsCharged: estimate.guestsCharged,
        guestsExempt: estimate.guestsExempt,
        notes: estimate.notes,
        lastChecked: country.lastChecked,
      };
    },
  };
}
export type TouristTaxService = ReturnType<typeof createTouristTaxService>;
