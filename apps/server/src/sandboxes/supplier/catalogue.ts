/**
 * The deterministic sandbox catalogue.
 *
 *   generateCatalogue({ seed?, hotelCount? }) → SandboxCatalogue
 *
 * Same seed → the same geography, airports, airlines, hotels, room types, schedules, transfers,
 * and (through ./rates) the same nightly rates and fares on every run and machine. Rates and fares
 * are not stored: they are pure functions of (seed, id, date), produced for any window of dates by
 * `buildRateSheet` / `buildFareSheet` (./rates). The catalogue of N hotels is the first N hotels
 * of any larger catalogue with the same seed.
 */

import type {
  Airport,
  CatalogueContent,
  Country,
  Resort,
} from '../../integrations/supplier/supplier';
import type { Climate, CountryData } from './geography';
import { COUNTRIES, DESTINATION_AIRPORTS, REGIONS } from './geography';
import { distanceKm } from './geo';
import { generateFlights } from './flights';
import type { FlightPricing } from './flights';
import { generateHotel } from './hotels';
import type { HotelContext, HotelPricing } from './hotels';
import { generateTransfers, roadRoute } from './transfers';
import type { AirlineData } from './uk-airports';
import { AIRLINES, UK_AIRPORT_GROUPS, UK_AIRPORTS } from './uk-airports';

export const DEFAULT_SEED = 20_260_601;
export const DEFAULT_HOTEL_COUNT = 5000;
export const MAX_HOTEL_COUNT = 50_000;
export const SANDBOX_SUPPLIER_NAME = 'sunward-sandbox';

export interface SandboxCatalogue extends CatalogueContent {
  hotelCount: number;
  /** Full airline records (fare levels, ancillary prices) keyed by code. */
  airlineData: Map<string, AirlineData>;
  /** Sandbox-only pricing parameters, index-aligned with `hotels` and `flights`. */
  pricing: { hotels: HotelPricing[]; flights: FlightPricing[] };
}

export interface CatalogueOptions {
  seed?: number;
  hotelCount?: number;
}

function buildResorts(): Resort[] {
  const airports = new Map(DESTINATION_AIRPORTS.map((a) => [a.code, a]));
  const countryId = new Map(COUNTRIES.map((c) => [c.code, c.id]));
  const resorts: Resort[] = [];
  for (const region of REGIONS) {
    region.resorts.forEach(([name, lat, lon], k) => {
      const ranked = region.airports
        .map((code) => {
          const a = airports.get(code);
          return { code, km: a ? distanceKm(lat, lon, a.lat, a.lon) : Number.POSITIVE_INFINITY };
        })
        .sort((x, y) => x.km - y.km);
      const nearest = ranked[0]?.km ?? 0;
      resorts.push({
        id: region.id * 100 + k + 1,
        regionId: region.id,
        countryId: countryId.get(region.country) ?? 0,
        name,
        lat,
        lon,
        airportCodes: ranked.filter((r) => r.km <= nearest + 60).map((r) => r.code),
      });
    });
  }
  return resorts;
}

export function generateCatalogue(options: CatalogueOptions = {}): SandboxCatalogue {
  const seed = (options.seed ?? DEFAULT_SEED) >>> 0;
  const hotelCount = options.hotelCount ?? DEFAULT_HOTEL_COUNT;
  if (!Number.isInteger(hotelCount) || hotelCount < 1 || hotelCount > MAX_HOTEL_COUNT) {
    throw new RangeError(`hotelCount must be an integer from 1 to ${MAX_HOTEL_COUNT}`);
  }

  const countries: Country[] = COUNTRIES.map(({ id, code, name }) => ({ id, code, name }));
  const countriesByCode = new Map<string, CountryData>(COUNTRIES.map((c) => [c.code, c]));
  const resorts = buildResorts();
  const resortsByRegion = new Map<number, Resort[]>();
  for (const r of resorts) {
    const list = resortsByRegion.get(r.regionId) ?? [];
    list.push(r);
    resortsByRegion.set(r.regionId, list);
  }
  const regions = REGIONS.map((r) => {
    const list = resortsByRegion.get(r.id) ?? [];
    const lat = list.reduce((s, x) => s + x.lat, 0) / Math.max(1, list.length);
    const lon = list.reduce((s, x) => s + x.lon, 0) / Math.max(1, list.length);
    return {
      id: r.id,
      countryId: countriesByCode.get(r.country)?.id ?? 0,
      name: r.name,
      lat: Math.round(lat * 1e4) / 1e4,
      lon: Math.round(lon * 1e4) / 1e4,
      airportCodes: r.airports.slice(),
    };
  });

  const ukAirports: Airport[] = UK_AIRPORTS.map((a) => ({
    code: a.code,
    name: a.name,
    city: a.city,
    countryCode: a.countryCode,
    lat: a.lat,
    lon: a.lon,
    timeZone: a.timeZone,
  }));
  const airports: Airport[] = [...ukAirports, ...DESTINATION_AIRPORTS.map((a) => ({ ...a }))];
  const airportsByCode = new Map(airports.map((a) => [a.code, a]));

  // Airport climate / country / seasonality from the regions they serve.
  const climateByAirport = new Map<string, Climate>();
  const countryByAirport = new Map<string, string>();
  const seasonalAirports = new Set<string>();
  for (const r of REGIONS) {
    const country = countriesByCode.get(r.country);
    for (const code of r.airports) {
      if (!climateByAirport.has(code))
        climateByAirport.set(code, r.climate ?? country?.climate ?? 'summer');
      countryByAirport.set(code, r.country);
    }
  }
  for (const a of DESTINATION_AIRPORTS) {
    // Greek islands, Croatia, Montenegro, Albania, Bulgaria, Corsica: summer-season routes.
    if (['GR', 'HR', 'ME', 'AL', 'BG'].includes(a.countryCode) && a.code !== 'ATH') {
      seasonalAirports.add(a.code);
    }
    if (['AJA', 'BIA', 'MAH', 'OLB', 'AHO', 'BJV', 'DLM', 'ADB'].includes(a.code)) {
      seasonalAirports.add(a.code);
    }
  }
  const { flights, pricing: flightPricing } = generateFlights({
    seed,
    ukAirports: UK_AIRPORTS,
    destinationAirports: DESTINATION_AIRPORTS,
    regions: REGIONS,
    climateByAirport,
    countryByAirport,
    seasonalAirports,
    airlines: AIRLINES,
  });

  const priceLevelByResort = new Map<number, number>();
  const countryById = new Map(COUNTRIES.map((c) => [c.id, c]));
  for (const r of resorts)
    priceLevelByResort.set(r.id, countryById.get(r.countryId)?.priceLevel ?? 1);
  const transfers = generateTransfers(seed, resorts, airportsByCode, priceLevelByResort);
  const transferMinutes = new Map<number, number>();
  for (const r of resorts) {
    const a = airportsByCode.get(r.airportCodes[0] ?? '');
    if (a) transferMinutes.set(r.id, roadRoute(r, a).minutes);
  }

  const ctx: HotelContext = {
    seed,
    regions: REGIONS,
    regionWeights: REGIONS.map((r) => r.weight),
    resortsByRegion,
    countriesByCode,
    countriesById: new Map(countries.map((c) => [c.id, c])),
    airportNames: new Map(airports.map((a) => [a.code, a.name])),
    transferMinutes,
    usedNames: new Set<string>(),
  };
  const hotels = [];
  const hotelPricing: HotelPricing[] = [];
  for (let i = 0; i < hotelCount; i++) {
    const { hotel, pricing } = generateHotel(i, ctx);
    hotels.push(hotel);
    hotelPricing.push(pricing);
  }

  return {
    supplier: SANDBOX_SUPPLIER_NAME,
    seed,
    hotelCount,
    countries,
    regions,
    resorts,
    airports,
    ukAirportGroups: UK_AIRPORT_GROUPS.map((g) => ({ name: g.name, codes: g.codes.slice() })),
    airlines: AIRLINES.map((a) => ({
      code: a.code,
      name: a.name,
      flightPrefix: a.flightPrefix,
      includedBaggageKg: a.includedBaggageKg,
      infantFeePence: a.infantFeePence,
      aircraft: a.aircraft,
    })),
    airlineData: new Map(AIRLINES.map((a) => [a.code, a])),
    hotels,
    flights,
    transfers,
    pricing: { hotels: hotelPricing, flights: flightPricing },
  };
}
