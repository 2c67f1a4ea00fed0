/**
 * Seasonality for the sandbox supplier, as pure functions of a UTC day index (days since
 * 1970-01-01), so the price of any date is the same whatever window is generated.
 *
 * - UK school holidays (England & Wales pattern, Scotland's earlier summer folded in): February
 *   half-term, Easter (computed from the Gregorian Easter date), late May half-term, summer
 *   (late July – August), October half-term, Christmas. These make flights and, less so, hotels
 *   dearer.
 * - Destination climate curves: 'summer' peaks in July/August, 'winter-sun' is dearer in winter.
 */

import { weekdayOfDay } from '../../lib/dates';
import type { Climate } from './geography';

export type SchoolHoliday = 'february' | 'easter' | 'may' | 'summer' | 'october' | 'christmas';

const MS_PER_DAY = 86_400_000;

function dayOf(y: number, month0: number, d: number): number {
  return Date.UTC(y, month0, d) / MS_PER_DAY;
}

/** Easter Sunday (Gregorian, anonymous algorithm) as a day index. */
export function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dayOf(year, month - 1, day);
}

/** Day index of the last Monday of a month. */
function lastMonday(year: number, month0: number): number {
  const last = dayOf(year, month0 + 1, 0);
  const wd = weekdayOfDay(last);
  return last - ((wd + 6) % 7);
}

/** Day index of the n-th (1-based) Monday of a month. */
function nthMonday(year: number, month0: number, n: number): number {
  const first = dayOf(year, month0, 1);
  const wd = weekdayOfDay(first);
  return first + ((8 - wd) % 7) + (n - 1) * 7;
}

interface HolidayRange {
  from: number;
  to: number;
  name: SchoolHoliday;
}

const holidayCache = new Map<number, HolidayRange[]>();

/** School holiday ranges (inclusive day indexes) starting in `year`. */
export function schoolHolidays(year: number): HolidayRange[] {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const easter = easterSunday(year);
  const feb = nthMonday(year, 1, 3);
  const may = lastMonday(year, 4);
  const oct = lastMonday(year, 9);
  const ranges: HolidayRange[] = [
    { name: 'christmas', from: dayOf(year - 1, 11, 20), to: dayOf(year, 0, 4) },
    { name: 'february', from: feb - 2, to: feb + 6 },
    { name: 'easter', from: easter - 9, to: easter + 8 },
    { name: 'may', from: may - 2, to: may + 6 },
    { name: 'summer', from: dayOf(year, 6, 19), to: dayOf(year, 7, 31) },
    { name: 'october', from: oct - 2, to: oct + 6 },
    { name: 'christmas', from: dayOf(year, 11, 20), to: dayOf(year + 1, 0, 4) },
  ];
  holidayCache.set(year, ranges);
  return ranges;
}

/** The UK school holiday covering `day`, or null. */
export function schoolHolidayOn(day: number): SchoolHoliday | null {
  const year = new Date(day * MS_PER_DAY).getUTCFullYear();
  for (const r of schoolHolidays(year)) {
    if (day >= r.from && day <= r.to) return r.name;
  }
  return null;
}

// Mid-month demand levels, interpolated daily.
const CLIMATE_CURVES: Record<Climate, number[]> = {
  summer: [0.62, 0.64, 0.72, 0.85, 0.98, 1.18, 1.45, 1.55, 1.2, 0.95, 0.68, 0.66],
  'winter-sun': [1.15, 1.15, 1.1, 1.05, 0.9, 0.85, 0.95, 1.05, 0.9, 1.0, 1.1, 1.25],
};

/** Demand level of a destination climate on a day (about 0.6 – 1.6). */
export function climateFactor(climate: Climate, day: number): number {
  const date = new Date(day * MS_PER_DAY);
  const curve = CLIMATE_CURVES[climate];
  const month = date.getUTCMonth();
  const dom = date.getUTCDate();
  const daysInMonth = new Date(Date.UTC(date.getUTCFullYear(), month + 1, 0)).getUTCDate();
  // Position relative to the middle of the month, in months (-0.5 .. 0.5).
  const pos = (dom - 0.5) / daysInMonth - 0.5;
  const here = curve[month];
  const neighbour = pos >= 0 ? curve[(month + 1) % 12] : curve[(month + 11) % 12];
  return here + (neighbour - here) * Math.abs(pos);
}

const HOTEL_HOLIDAY_UPLIFT: Record<SchoolHoliday, number> = {
  february: 1.05,
  easter: 1.1,
  may: 1.08,
  summer: 1.12,
  october: 1.08,
  christmas: 1.15,
};

const FLIGHT_HOLIDAY_UPLIFT: Record<SchoolHoliday, number> = {
  february: 1.2,
  easter: 1.4,
  may: 1.3,
  summer: 1.55,
  october: 1.35,
  christmas: 1.45,
};

// Sunday .. Saturday
const HOTEL_WEEKDAY = [1, 0.97, 0.97, 0.97, 1, 1.06, 1.06];
const FLIGHT_WEEKDAY = [1.08, 0.98, 0.92, 0.92, 1, 1.1, 1.12];

/** Multiplier on a hotel's base rate for a night starting on `day`. */
export function hotelSeasonFactor(climate: Climate, day: number): number {
  const hol = schoolHolidayOn(day);
  return (
    climateFactor(climate, day) *
    (hol ? HOTEL_HOLIDAY_UPLIFT[hol] : 1) *
    HOTEL_WEEKDAY[weekdayOfDay(day)]
  );
}

/** Multiplier on a route's base fare for a departure on `day` (leaving the UK or returning). */
export function flightSeasonFactor(climate: Climate, day: number): number {
  const hol = schoolHolidayOn(day);
  return (
    Math.pow(climateFactor(climate, day), 0.7) *
    (hol ? FLIGHT_HOLIDAY_UPLIFT[hol] : 1) *
    FLIGHT_WEEKDAY[weekdayOfDay(day)]
  );
}
