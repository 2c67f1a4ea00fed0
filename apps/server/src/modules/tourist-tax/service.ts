import type {
  TouristTaxCountry,
  TouristTaxEstimate,
  TouristTaxEstimateRequest,
  TouristTaxRegion,
  TouristTaxResponse,
} from '@sunward/contracts/tourist-tax';
import {
  TOURIST_TAX_CHECK_MONTHS,
  touristTaxStaffMessages,
  type NewTouristTaxVersionRequest,
  type StaffTouristTaxList,
  type StaffTouristTaxPlace,
  type StaffTouristTaxPlaceDetail,
  type StaffTouristTaxVersion,
} from '@sunward/contracts/staff-tourist-tax';
import { AppError } from '../../errors';
import type { CatalogueContent, Hotel } from '../../integrations/supplier/supplier';
import { addMonths, daysBetween, londonToday } from '../../lib/dates';
import { auditEntry, type SignedInActor } from '../staff/service';
import { estimateTouristTax, ruleInForce, toPence, type ExchangeRates } from './estimator';
import {
  amountOf,
  charges,
  placeFor,
  rangeOf,
  toCountries,
  upcomingAfter,
  versionShownOn,
  type HotelPlace,
  type TaxCountry,
  type TaxPlace,
  type TaxVersion,
} from './places';
import type { TouristTaxRepository } from './repository';
import { checkNewVersion } from './versions';

/** The longest stay an estimate covers (the catalogue sells up to 28 nights; a margin for hotel-only). */
const MAX_NIGHTS = 60;

/** A place as the page shows it on `today`: the version in force, its source and what comes next. */
function regionView(place: TaxPlace, today: string): TouristTaxRegion {
  const version = versionShownOn(place, today);
  if (!version) throw new Error(`The tourist tax place ${place.id} has no version`);
  return {
    name: place.name,
    description: place.description,
    taxType: version.taxType,
    taxAmount: amountOf(version),
    currency: version.currency,
    confirmed: version.confirmed,
    notes: version.notes,
    exemptions: version.exemptions,
    rates: version.rates,
    rules: version.rules,
    validFrom: version.validFrom,
    validTo: version.validTo,
    source: version.source,
    lastChecked: version.lastChecked,
    upcoming: upcomingAfter(place, today).flatMap((v) =>
      v.validFrom === null
        ? []
        : [
            {
              validFrom: v.validFrom,
              validTo: v.validTo,
              confirmed: v.confirmed,
              taxType: v.taxType,
              taxAmount: amountOf(v),
              currency: v.currency,
              notes: v.notes,
            },
          ],
    ),
  };
}

/**
 * A country on the page: its places' rules in force `today`, and at a glance the type and range
 * of the confirmed taxes they charge (in the first charging place's currency and type); 'none'
 * where none charges, not confirmed where none is confirmed.
 */
function countryView(country: TaxCountry, today: string): TouristTaxCountry {
  const elsewhere = regionView(country.own, today);
  const regions = country.regions.map((r) => regionView(r, today));
  const all = [...regions, elsewhere];
  const charging = all.filter((r) => r.confirmed && r.taxType !== 'none');
  const first = charging.at(0) ?? all.find((r) => !r.confirmed);
  const summary = charging.filter(
    (r) => r.currency === first?.currency && r.taxType === first.taxType,
  );
  return {
    code: country.code,
    name: country.name,
    flag: country.flag,
    description: country.description,
    taxType: first?.taxType ?? 'none',
    taxAmount: rangeOf(
      summary.flatMap((r) =>
        r.rates.flatMap((b) => (b.amount !== null && b.amount > 0 ? [b.amount] : [])),
      ),
    ),
    currency: first?.currency ?? elsewhere.currency,
    confirmed: charging.length > 0 || !all.some((r) => !r.confirmed),
    regions,
    elsewhere,
    exemptions: elsewhere.exemptions,
    notes: elsewhere.notes,
  };
}

export interface TouristTaxDeps {
  repo: TouristTaxRepository;
  /** The catalogue's static content: where each hotel is and its stars. */
  content: () => CatalogueContent;
  exchangeRates: ExchangeRates;
  /** The names of members of staff, for who added a version. */
  staffNames?: (ids: readonly string[]) => Promise<Map<string, string>>;
  now?: () => Date;
}

export function createTouristTaxService({
  repo,
  content,
  exchangeRates,
  staffNames = async () => new Map(),
  now = () => new Date(),
}: TouristTaxDeps) {
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

  const today = () => londonToday(now());
  const countries = async () => toCountries(await repo.loadAll());
  const perGbp = (currency: string): number => {
    const rate = exchangeRates.perGbp[currency];
    if (rate === undefined) {
      throw new AppError('UNAVAILABLE', `No exchange rate is configured for ${currency}.`);
    }
    return rate;
  };

  /** A version as the desk shows it, with where it stands on `on`. */
  function staffVersion(
    place: TaxPlace,
    v: TaxVersion,
    on: string,
    names: Map<string, string>,
  ): StaffTouristTaxVersion {
    const state =
      ruleInForce(place.versions, on) === v
        ? 'in-force'
        : ruleInForce(place.versions, v.validFrom ?? '0001-01-01') !== v
          ? 'superseded'
          : v.validFrom !== null && v.validFrom > on
            ? 'upcoming'
            : 'past';
    return {
      id: v.id,
      validFrom: v.validFrom,
      validTo: v.validTo,
      confirmed: v.confirmed,
      taxType: v.taxType,
      currency: v.currency,
      rates: v.rates,
      rules: v.rules,
      exemptions: v.exemptions,
      notes: v.notes,
      source: v.source,
      lastChecked: v.lastChecked,
      createdAt: v.createdAt.toISOString(),
      createdBy: v.createdBy
        ? { id: v.createdBy, name: names.get(v.createdBy) ?? 'A former member of staff' }
        : null,
      state,
    };
  }

  function staffPlace(
    place: TaxPlace,
    on: string,
    checkedSince: string,
    names: Map<string, string>,
  ): StaffTouristTaxPlace {
    const current = ruleInForce(place.versions, on);
    return {
      id: place.id,
      countryCode: place.countryCode,
      country: place.country,
      name: place.name,
      places: place.places,
      current: current ? staffVersion(place, current, on, names) : null,
      upcoming: upcomingAfter(place, on).map((v) => staffVersion(place, v, on, names)),
      lastChecked: current?.lastChecked ?? null,
      notChecked: !current || current.lastChecked < checkedSince,
    };
  }

  const allPlaces = (list: TaxCountry[]) => list.flatMap((c) => [...c.regions, c.own]);

  async function namesOf(places: TaxPlace[]): Promise<Map<string, string>> {
    const ids = [
      ...new Set(
        places.flatMap((p) => p.versions.flatMap((v) => (v.createdBy ? [v.createdBy] : []))),
      ),
    ];
    return ids.length > 0 ? staffNames(ids) : new Map();
  }

  async function staffList(
    filter: (p: StaffTouristTaxPlace) => boolean,
  ): Promise<StaffTouristTaxList> {
    const on = today();
    const checkedSince = addMonths(on, -TOURIST_TAX_CHECK_MONTHS);
    const places = allPlaces(await countries());
    const names = await namesOf(places);
    return {
      today: on,
      checkedSince,
      places: places.map((p) => staffPlace(p, on, checkedSince, names)).filter(filter),
    };
  }

  async function placeDetail(id: string): Promise<StaffTouristTaxPlaceDetail> {
    const on = today();
    const place = allPlaces(await countries()).find((p) => p.id === id);
    if (!place) throw new AppError('NOT_FOUND', touristTaxStaffMessages.placeNotFound);
    const names = await namesOf([place]);
    return {
      today: on,
      place: staffPlace(place, on, addMonths(on, -TOURIST_TAX_CHECK_MONTHS), names),
      versions: [...place.versions].reverse().map((v) => staffVersion(place, v, on, names)),
    };
  }

  return {
    async list(): Promise<TouristTaxResponse> {
      const on = today();
      return { countries: (await countries()).map((c) => countryView(c, on)) };
    },

    /**
     * The tax payable locally for one stay at a catalogue hotel, in its currency and in pounds:
     * each night under the place's rule in force that night.
     */
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
      const place = placeFor(country, found.place);
      const estimate = estimateTouristTax(
        (date) => ruleInForce(place.versions, date),
        {
          stars: found.hotel.stars,
          checkIn: request.check_in,
          checkOut: request.check_out,
          adults: request.adults,
          childAges: request.child_ages,
          rooms: request.rooms,
          accommodationPence: request.accommodation_pence,
        },
        perGbp,
      );
      const rate = perGbp(estimate.currency);
      const applied = place.versions.filter((v) => estimate.applied.some((a) => a.id === v.id));
      const lastChecked =
        applied
          .map((v) => v.lastChecked)
          .sort()
          .at(0) ??
        versionShownOn(place, request.check_in)?.lastChecked ??
        today();
      const arrivalVersions = [...country.regions, country.own].map((p) => ({
        place: p,
        version: ruleInForce(p.versions, request.check_in),
      }));
      return {
        // The country's own rule names the resort where the country has regions of its own rules.
        place:
          place === country.own && country.regions.length > 0 ? found.place.resortName : place.name,
        country: country.name,
        taxType: estimate.taxType,
        currency: estimate.currency,
        amount: estimate.amount,
        amountPence: toPence(estimate.amount, rate),
        exchangeRate: { perGbp: rate, asOf: exchangeRates.asOf },
        collectedAtHotel: !estimate.included,
        confirmed: estimate.confirmed,
        chargingPlaces: arrivalVersions
          .filter(({ version }) => charges(version))
          .map(({ place: p }) => p.name),
        nightsCharged: estimate.nightsCharged,
        guestsCharged: estimate.guestsCharged,
        guestsExempt: estimate.guestsExempt,
        notes: estimate.notes,
        lastChecked,
      };
    },

    /** The desk's list: every place with its rule in force today and its next versions. */
    staffList: () => staffList(() => true),

    /** The places whose rule in force was last checked more than 6 months ago (or has none). */
    notChecked: () => staffList((p) => p.notChecked),

    placeDetail,

    /**
     * A new dated version of a place's rule, with its source: checked field by field (422 naming
     * each field), stored with the date it was checked (today) and who added it, and audited in
     * the same transaction. The page and estimates use it at once; no version is ever changed.
     */
    async addVersion(
      id: string,
      request: NewTouristTaxVersionRequest,
      actor: SignedInActor,
    ): Promise<StaffTouristTaxPlaceDetail> {
      const on = today();
      const place = allPlaces(await countries()).find((p) => p.id === id);
      if (!place) throw new AppError('NOT_FOUND', touristTaxStaffMessages.placeNotFound);
      const checked = checkNewVersion(request, {
        today: on,
        hasExchangeRate: (currency) => exchangeRates.perGbp[currency] !== undefined,
      });
      const before = ruleInForce(place.versions, checked.version.validFrom ?? on);
      const at = now();
      await repo.addVersion(
        {
          ...checked.version,
          countryCode: place.countryCode,
          regionId: place.regionId,
          lastChecked: on,
          createdAt: at,
          createdBy: actor.staffId,
        },
        checked.bands,
        (versionId) =>
          auditEntry(
            actor,
            'touristTax.versionAdded',
            { type: 'touristTaxPlace', id: place.id },
            {
              before: before ? { versionId: before.id, ...summaryOf(before) } : null,
              after: { versionId, ...checked.version, rates: checked.bands, lastChecked: on },
            },
            at,
          ),
      );
      return placeDetail(id);
    },
  };
}
export type TouristTaxService = ReturnType<typeof createTouristTaxService>;

/** What the audit trail keeps of the version a new one takes over from. */
function summaryOf(v: TaxVersion) {
  return {
    validFrom: v.validFrom,
    validTo: v.validTo,
    confirmed: v.confirmed,
    taxType: v.taxType,
    currency: v.currency,
    rates: v.rates,
    rules: v.rules,
    source: v.source,
    lastChecked: v.lastChecked,
  };
}
