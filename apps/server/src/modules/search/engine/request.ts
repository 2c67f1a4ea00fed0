/**
 * Validation and normalisation of an {@link EngineSearchRequest} against the engine's store.
 * Throws {@link SearchRequestError} (HTTP 400) with a message a customer can act on.
 */

import type { PartyRoom } from '../../../integrations/supplier/supplier';
import { BOARD_CODES, MAX_CHILD_AGE, MIN_CHILD_AGE } from '../../../integrations/supplier/supplier';
import { toDayIndex } from '../../../lib/dates';
import type { EngineStore } from './store';
import type { EngineRoomRequest, EngineSearchRequest, PartySummary, SearchOptions } from './types';
import { SearchRequestError } from './types';

export const MAX_NIGHTS = 28;
export const MAX_ROOMS = 5;
export const MAX_PER_TYPE = 9;
export const FLEX_DAYS = 3;

export interface NormalizedParty {
  rooms: PartyRoom[];
  seats: number;
  infants: number;
  summary: PartySummary;
}

export interface NormalizedSearch {
  type: 'package' | 'hotelonly';
  startDay: number;
  nights: number;
  /** Departure days to try, requested date first, then ±1, ±2, ±3 (ties favour the nearest). */
  windowDays: number[];
  /** Hotel indexes to scan. */
  candidates: Int32Array;
  /** UK airport indexes (package only). */
  ukAirports: number[];
  party: NormalizedParty;
  /** Bit mask over BOARD_CODES. */
  boardMask: number;
}

function isInt(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v);
}

/** Validates the rooms of a request. */
export function normalizeParty(rooms: EngineRoomRequest[] | undefined): NormalizedParty {
  if (!Array.isArray(rooms) || rooms.length === 0) {
    throw new SearchRequestError('invalid_party', 'Please add at least one room.', 'rooms');
  }
  if (rooms.length > MAX_ROOMS) {
    throw new SearchRequestError(
      'invalid_party',
      `You can book up to ${MAX_ROOMS} rooms.`,
      'rooms',
    );
  }
  const out: PartyRoom[] = [];
  let adults = 0;
  let children = 0;
  let infants = 0;
  const childAges: number[] = [];
  rooms.forEach((room, i) => {
    const field = `rooms[${i}]`;
    const ages = room.child_ages;
    if (!isInt(room.adults) || room.adults < 1) {
      throw new SearchRequestError(
        'invalid_party',
        `Room ${i + 1} needs at least 1 adult.`,
        `${field}.adults`,
      );
    }
    if (!isInt(room.children) || room.children < 0 || !isInt(room.infants) || room.infants < 0) {
      throw new SearchRequestError(
        'invalid_party',
        `Room ${i + 1} has an invalid number of children or infants.`,
        field,
      );
    }
    if (!Array.isArray(ages) || ages.length !== room.children) {
      throw new SearchRequestError(
        'invalid_party',
        'Please enter the age for each child.',
        `${field}.child_ages`,
      );
    }
    for (const age of ages) {
      if (!isInt(age) || age < MIN_CHILD_AGE || age > MAX_CHILD_AGE) {
        throw new SearchRequestError(
          'invalid_party',
          `Children must be aged ${MIN_CHILD_AGE} to ${MAX_CHILD_AGE} on return; younger travellers are infants and 16 or over are adults.`,
          `${field}.child_ages`,
        );
      }
    }
    if (room.infants > room.adults) {
      throw new SearchRequestError(
        'invalid_party',
        `Room ${i + 1}: each infant must travel with an adult.`,
        `${field}.infants`,
      );
    }
    adults += room.adults;
    children += room.children;
    infants += room.infants;
    childAges.push(...ages);
    out.push({ adults: room.adults, childAges: ages.slice(), infants: room.infants });
  });
  if (adults > MAX_PER_TYPE || children > MAX_PER_TYPE || infants > MAX_PER_TYPE) {
    throw new SearchRequestError(
      'invalid_party',
      `A booking can include at most ${MAX_PER_TYPE} adults, ${MAX_PER_TYPE} children and ${MAX_PER_TYPE} infants.`,
      'rooms',
    );
  }
  return {
    rooms: out,
    seats: adults + children,
    infants,
    summary: { rooms: out.length, adults, children, infants, childAges },
  };
}

/** Validates the stay dates; returns the start day index and the number of nights. */
export function normalizeStay(
  req: Pick<EngineSearchRequest, 'start_date' | 'end_date' | 'nights'>,
  options: SearchOptions,
): { startDay: number; nights: number; minDay: number } {
  const startDay = toDayIndex(req.start_date);
  if (!Number.isFinite(startDay)) {
    throw new SearchRequestError(
      'invalid_dates',
      'Please select your departure date.',
      'start_date',
    );
  }
  let nights = req.nights;
  if (req.end_date !== undefined && req.end_date !== '') {
    const endDay = toDayIndex(req.end_date);
    if (!Number.isFinite(endDay)) {
      throw new SearchRequestError(
        'invalid_dates',
        'The return date is not a valid date.',
        'end_date',
      );
    }
    if (endDay <= startDay) {
      throw new SearchRequestError(
        'invalid_dates',
        'The return date must be after the departure date.',
        'end_date',
      );
    }
    if (nights === undefined) nights = Math.ceil(endDay - startDay);
  }
  if (nights === undefined) nights = 7;
  if (!isInt(nights) || nights < 1) {
    throw new SearchRequestError(
      'invalid_dates',
      'Nights must be a number of 1 or more.',
      'nights',
    );
  }
  if (nights > MAX_NIGHTS) {
    throw new SearchRequestError(
      'invalid_dates',
      `Stays can be at most ${MAX_NIGHTS} nights.`,
      'nights',
    );
  }
  let minDay = Number.NEGATIVE_INFINITY;
  if (options.today !== undefined) {
    const today = toDayIndex(options.today);
    if (Number.isFinite(today)) {
      minDay = today + 1;
      if (startDay < minDay) {
        throw new SearchRequestError(
          'invalid_dates',
          'The earliest departure date is tomorrow.',
          'start_date',
        );
      }
    }
  }
  return { startDay, nights, minDay };
}

/**
 * The first and last day (indexes) whose rates or fares a search reads: the nights and the flights
 * out and home of every departure day in its window. Undefined for dates the search refuses.
 */
export function daysRead(
  req: Pick<EngineSearchRequest, 'start_date' | 'end_date' | 'nights' | 'flexible_departure'>,
): { first: number; last: number } | undefined {
  let stay: { startDay: number; nights: number };
  try {
    stay = normalizeStay(req, {});
  } catch (err) {
    if (err instanceof SearchRequestError) return undefined;
    throw err;
  }
  const flex = req.flexible_departure ? FLEX_DAYS : 0;
  return { first: stay.startDay - flex, last: stay.startDay + flex + stay.nights };
}

export function normalizeSearch(
  store: EngineStore,
  req: EngineSearchRequest,
  options: SearchOptions = {},
): NormalizedSearch {
  const party = normalizeParty(req.rooms);
  const { startDay, nights, minDay } = normalizeStay(req, options);

  const airportsIn = req.departure_airports ?? [];
  if (!Array.isArray(airportsIn)) {
    throw new SearchRequestError(
      'unknown_airport',
      'Departure airports must be a list of airport codes.',
      'departure_airports',
    );
  }
  const type = req.type ?? (airportsIn.length > 0 ? 'package' : 'hotelonly');
  const ukAirports: number[] = [];
  if (type === 'package') {
    if (airportsIn.length === 0) {
      throw new SearchRequestError(
        'unknown_airport',
        'Please select at least one departure airport.',
        'departure_airports',
      );
    }
    for (const code of airportsIn) {
      const u = typeof code === 'string' ? store.ukIndex.get(code.toUpperCase()) : undefined;
      if (u === undefined) {
        throw new SearchRequestError(
          'unknown_airport',
          `We do not fly from '${code}'. Please choose a UK departure airport from the list.`,
          'departure_airports',
        );
      }
      if (!ukAirports.includes(u)) ukAirports.push(u);
    }
  }

  let candidates: Int32Array;
  if (req.hotel_id !== undefined) {
    const h = isInt(req.hotel_id) ? store.hotelIndexById.get(req.hotel_id) : undefined;
    if (h === undefined) {
      throw new SearchRequestError('unknown_hotel', 'We could not find that hotel.', 'hotel_id');
    }
    candidates = Int32Array.of(h);
  } else {
    const regions = req.destination_regions ?? [];
    if (!Array.isArray(regions) || regions.length === 0) {
      throw new SearchRequestError(
        'unknown_region',
        'Please select a destination.',
        'destination_regions',
      );
    }
    const seen = new Set<number>();
    const lists: Int32Array[] = [];
    let total = 0;
    for (const id of regions) {
      if (!isInt(id) || !store.regionIds.has(id)) {
        throw new SearchRequestError(
          'unknown_region',
          `Destination ${String(id)} is not one we offer. Please select a destination from the list.`,
          'destination_regions',
        );
      }
      if (seen.has(id)) continue;
      seen.add(id);
      const list = store.regionHotels.get(id);
      if (list) {
        lists.push(list);
        total += list.length;
      }
    }
    candidates = new Int32Array(total);
    let o = 0;
    for (const l of lists) {
      candidates.set(l, o);
      o += l.length;
    }
  }

  let boardMask = (1 << BOARD_CODES.length) - 1;
  if (req.board_basis && req.board_basis.length > 0) {
    boardMask = 0;
    for (const b of req.board_basis) {
      const i = BOARD_CODES.indexOf(b);
      if (i < 0) {
        throw new SearchRequestError(
          'invalid_request',
          `Unknown board basis '${b}'.`,
          'board_basis',
        );
      }
      boardMask |= 1 << i;
    }
  }

  const flex = req.flexible_departure ? FLEX_DAYS : 0;
  const lastStart = store.from + store.days - nights - (type === 'package' ? 1 : 0);
  const windowDays: number[] = [];
  for (let k = 0; k <= flex; k++) {
    for (const d of k === 0 ? [startDay] : [startDay - k, startDay + k]) {
      if (d >= store.from && d >= minDay && d <= lastStart) windowDays.push(d);
    }
  }
  return { type, startDay, nights, windowDays, candidates, ukAirports, party, boardMask };
}
