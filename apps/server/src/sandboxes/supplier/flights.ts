/**
 * Flights for the sandbox catalogue: weekly schedules between UK airports and destination airports
 * (block times from great-circle distance, departures in local time, arrivals before local
 * midnight so the hotel check-in is the departure date), fares per date as a pure function of
 * (seed, flight, date) with seasonality and UK school holidays, seat maps and ancillaries.
 */

import type {
  Airport,
  BagOption,
  FlightExtraOption,
  FlightExtras,
  FlightSchedule,
  PriorityBoardingOption,
  Seat,
  SeatBand,
  SeatMap,
} from '../../integrations/supplier/supplier';
import { fromDayIndex, tzOffsetMinutes, weekdayOfDay } from '../../lib/dates';
import { flightSeasonFactor } from './calendar';
import type { Climate, RegionData } from './geography';
import { blockMinutesFor, distanceKm } from './geo';
import { hash32, hashUnit, hashString, Rng } from '../../lib/prng';
import type { AirlineData, UkAirportData } from './uk-airports';

const ROUTE_STREAM = 0x524f55;
const FARE_STREAM = 0x464152;
const SOLD_OUT_STREAM = 0x534f4c;
const SEAT_STREAM = 0x534541;

/** Sandbox-only pricing parameters of a scheduled flight. */
export interface FlightPricing {
  climate: Climate;
  baseFarePence: number;
  /** Operates only April to October. */
  summerOnly: boolean;
}

export interface RouteInput {
  seed: number;
  ukAirports: UkAirportData[];
  destinationAirports: Airport[];
  regions: RegionData[];
  climateByAirport: Map<string, Climate>;
  countryByAirport: Map<string, string>;
  seasonalAirports: Set<string>;
  airlines: AirlineData[];
}

function maxTzLead(timeZone: string): number {
  // Largest offset of the destination over London during the year (reference year 2026).
  let lead = 0;
  for (const month of [0, 3, 6, 9]) {
    const t = Date.UTC(2026, month, 15, 12);
    lead = Math.max(lead, tzOffsetMinutes(timeZone, t) - tzOffsetMinutes('Europe/London', t));
  }
  return lead;
}

function summerTzLead(timeZone: string): number {
  const t = Date.UTC(2026, 6, 15, 12);
  return tzOffsetMinutes(timeZone, t) - tzOffsetMinutes('Europe/London', t);
}

function pickDays(rng: Rng, count: number): number {
  let mask = 0;
  for (const d of rng.sample([0, 1, 2, 3, 4, 5, 6], count)) mask |= 1 << d;
  return mask;
}

function rotateDays(mask: number): number {
  return ((mask << 1) | (mask >>> 6)) & 0x7f;
}

/** Builds the weekly schedules. Flight ids start at 1 in creation order. */
export function generateFlights(input: RouteInput): {
  flights: FlightSchedule[];
  pricing: FlightPricing[];
} {
  const flights: FlightSchedule[] = [];
  const pricing: FlightPricing[] = [];
  const nextNumber = new Map<string, number>();
  const popularity = new Map<string, number>();
  for (const r of input.regions) {
    r.airports.forEach((code, k) => {
      popularity.set(code, (popularity.get(code) ?? 0) + r.weight / (k + 1));
    });
  }
  const ukWeights = input.ukAirports.map((a) => a.size);

  input.destinationAirports.forEach((dest, destIdx) => {
    const rng = new Rng(hash32(input.seed, ROUTE_STREAM, destIdx));
    const pop = popularity.get(dest.code) ?? 1;
    const countryCode = input.countryByAirport.get(dest.code) ?? '';
    const climate = input.climateByAirport.get(dest.code) ?? 'summer';
    const servedCount = Math.max(4, Math.min(24, Math.round(3 + pop * 1.4)));
    const chosen = new Set<string>(['LGW', 'MAN']);
    let guard = 0;
    while (chosen.size < servedCount && guard++ < 500) {
      chosen.add(input.ukAirports[rng.weightedIndex(ukWeights)].code);
    }
    const lead = maxTzLead(dest.timeZone);
    const summerLead = summerTzLead(dest.timeZone);
    for (const uk of input.ukAirports) {
      if (!chosen.has(uk.code)) continue;
      let eligible = input.airlines.filter(
        (a) => a.bases.includes(uk.code) && a.countries.includes(countryCode),
      );
      if (eligible.length === 0) {
        eligible = input.airlines.filter((a) => a.code === 'BY' || a.code === 'U2');
      }
      const airlineCount = Math.min(
        eligible.length,
        rng.chance(pop > 6 ? 0.5 : 0.25) ? (rng.chance(0.3) ? 3 : 2) : 1,
      );
      const km = Math.round(distanceKm(uk.lat, uk.lon, dest.lat, dest.lon));
      const block = blockMinutesFor(km);
      for (const airline of rng.sample(eligible, airlineCount)) {
        const frequency = Math.min(
          7,
          Math.max(1, Math.round(rng.float(1, 3) + pop / 4 + uk.size / 4)),
        );
        const outDays = pickDays(rng, frequency);
        const latest = Math.min(21 * 60 + 30, 23 * 60 - block - lead);
        const earliest = 6 * 60;
        const outDep =
          latest <= earliest
            ? earliest
            : earliest + 5 * rng.int(0, Math.floor((latest - earliest) / 5));
        const turnaround = 5 * rng.int(11, 16);
        let retDep = outDep + block + summerLead + turnaround;
        let retDays = outDays;
        if (retDep >= 24 * 60) {
          retDep -= 24 * 60;
          retDays = rotateDays(outDays);
        }
        const numberBase =
          nextNumber.get(airline.flightPrefix) ?? 1000 + (hashString(airline.flightPrefix) % 4000);
        nextNumber.set(airline.flightPrefix, numberBase + 2);
        const routeLevel =
          airline.fareLevel * (uk.size <= 3 ? 1.12 : 1) * rng.float(0.85, 1.2) * (2200 + km * 3);
        const summerOnly = input.seasonalAirports.has(dest.code) && rng.chance(0.7);
        const outId = flights.length + 1;
        const retId = outId + 1;
        flights.push({
          id: outId,
          airlineCode: airline.code,
          flightNumber: `${airline.flightPrefix}${numberBase}`,
          direction: 'outbound',
          from: uk.code,
          to: dest.code,
          daysOfWeek: outDays,
          departureMinuteLocal: outDep,
          blockMinutes: block,
          distanceKm: km,
          pairedFlightId: retId,
        });
        pricing.push({ climate, baseFarePence: Math.round(routeLevel), summerOnly });
        flights.push({
          id: retId,
          airlineCode: airline.code,
          flightNumber: `${airline.flightPrefix}${numberBase + 1}`,
          direction: 'return',
          from: dest.code,
          to: uk.code,
          daysOfWeek: retDays,
          departureMinuteLocal: retDep,
          blockMinutes: block + 10,
          distanceKm: km,
          pairedFlightId: outId,
        });
        pricing.push({
          climate,
          baseFarePence: Math.round(routeLevel * rng.float(0.9, 1.1)),
          summerOnly,
        });
      }
    }
  });
  return { flights, pricing };
}

/**
 * Per-seat fare of a flight departing on local date `day`; 0 when it does not operate that day
 * or is sold out. Pure function of (seed, flight, day).
 */
export function farePence(
  seed: number,
  flight: FlightSchedule,
  pricing: FlightPricing,
  day: number,
  seasonFactor?: number,
): number {
  if ((flight.daysOfWeek & (1 << weekdayOfDay(day))) === 0) return 0;
  if (pricing.summerOnly) {
    const month = new Date(day * 86_400_000).getUTCMonth();
    if (month < 3 || month > 9) return 0;
  }
  if (hashUnit(seed ^ SOLD_OUT_STREAM, flight.id, day) < 0.04) return 0;
  const factor = seasonFactor ?? flightSeasonFactor(pricing.climate, day);
  const raw =
    pricing.baseFarePence * factor * (0.88 + 0.27 * hashUnit(seed ^ FARE_STREAM, flight.id, day));
  return farePricePoint(raw);
}

/** Airlines' price points: whole pounds less a penny (£49.99), never below £9.99. */
export function farePricePoint(rawPence: number): number {
  return Math.max(999, Math.round(rawPence / 100) * 100 - 1);
}

interface AircraftLayout {
  rows: number;
  exitRows: number[];
}

const AIRCRAFT: Record<string, AircraftLayout> = {
  'Boeing 737-8200': { rows: 33, exitRows: [16, 17] },
  'Boeing 737-800': { rows: 32, exitRows: [16, 17] },
  'Boeing 737 MAX 8': { rows: 32, exitRows: [15, 16] },
  'Airbus A320neo': { rows: 31, exitRows: [11, 12] },
  'Airbus A320': { rows: 29, exitRows: [11, 12] },
};

const SEAT_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'];

/** Deterministic seat map of one flight on one date. */
export function seatMapFor(
  seed: number,
  flight: FlightSchedule,
  airline: AirlineData,
  day: number,
): SeatMap {
  const layout = AIRCRAFT[airline.aircraft] ?? { rows: 30, exitRows: [12, 13] };
  const bands: SeatBand[] = [
    { id: 'XL', description: 'Extra legroom', pricePence: airline.seatPrices[0] },
    { id: 'FRONT', description: 'Front of the plane', pricePence: airline.seatPrices[1] },
    { id: 'STD', description: 'Standard seat', pricePence: airline.seatPrices[2] },
  ];
  const load = 0.2 + 0.5 * hashUnit(seed ^ SEAT_STREAM, flight.id, day, 999);
  const seats: Seat[] = [];
  for (let row = 1; row <= layout.rows; row++) {
    const bandId = row === 1 || layout.exitRows.includes(row) ? 'XL' : row <= 6 ? 'FRONT' : 'STD';
    SEAT_LETTERS.forEach((letter, li) => {
      seats.push({
        number: `${row}${letter}`,
        row,
        letter,
        bandId,
        available: hashUnit(seed ^ SEAT_STREAM, flight.id, day, row * 8 + li) >= load,
      });
    });
  }
  return {
    flightId: flight.id,
    flightNumber: flight.flightNumber,
    date: fromDayIndex(day),
    aircraft: airline.aircraft,
    rows: layout.rows,
    letters: SEAT_LETTERS.slice(),
    bands,
    seats,
  };
}

/** Ancillaries for an outbound/return pair (bags priced per bag for both legs). */
export function extrasFor(
  outbound: FlightSchedule,
  outboundAirline: AirlineData,
  inbound: FlightSchedule,
  inboundAirline: AirlineData,
): FlightExtras {
  const weights = [15, 20, 23];
  const bags: BagOption[] = [];
  outboundAirline.bagPrices.forEach((price, k) => {
    if (price === null) return;
    const weight = weights[k];
    bags.push({
      id: `BAG-${outbound.flightNumber}-${weight}`,
      weightKg: weight,
      pricePence: price,
      maxQuantity: 6,
    });
  });
  const priorityBoarding: PriorityBoardingOption[] = [
    {
      id: `PRI-${outbound.flightNumber}`,
      direction: 'outbound',
      unitCostPence: outboundAirline.priorityPence,
    },
    {
      id: `PRI-${inbound.flightNumber}`,
      direction: 'inbound',
      unitCostPence: inboundAirline.priorityPence,
    },
  ];
  const extras: FlightExtraOption[] = [];
  if (outboundAirline.mealPence !== null) {
    extras.push({
      id: `MEAL-${outbound.flightNumber}`,
      kind: 'meal',
      description: 'Hot meal and soft drink (outbound)',
      unitCostPence: outboundAirline.mealPence,
      quantityAvailable: 9,
      direction: 'outbound',
    });
  }
  if (inboundAirline.mealPence !== null) {
    extras.push({
      id: `MEAL-${inbound.flightNumber}`,
      kind: 'meal',
      description: 'Hot meal and soft drink (return)',
      unitCostPence: inboundAirline.mealPence,
      quantityAvailable: 9,
      direction: 'inbound',
    });
  }
  const sports: Array<[string, string, number]> = [
    ['GOLF', 'Golf bag (up to 20kg)', 5000],
    ['BIKE', 'Bicycle (boxed, up to 30kg)', 6500],
    ['DIVE', 'Diving equipment (up to 20kg)', 4500],
  ];
  for (const [code, description, price] of sports) {
    extras.push({
      id: `SPORT-${code}-${outbound.flightNumber}`,
      kind: 'sports',
      description,
      unitCostPence: Math.round(price * outboundAirline.fareLevel),
      quantityAvailable: 2,
      direction: 'both',
    });
  }
  return { supplier: 'sunward-sandbox', bags, priorityBoarding, extras };
}
