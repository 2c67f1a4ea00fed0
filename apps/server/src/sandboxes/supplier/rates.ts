/**
 * Nightly room rates and flight fares of the sandbox catalogue over a window of dates.
 *
 * A rate is a pure function of (seed, room type, date): base rate × destination season × UK
 * school-holiday uplift × weekday × ±6 % noise; 0 when the hotel is closed for the season or the
 * room is on stop-sale that night (~1.5 % of room-nights). So any window can be generated on its
 * own and overlapping windows agree.
 */

import type { FareSheet, RateSheet } from '../../integrations/supplier/supplier';
import { fromDayIndex, toDayIndex } from '../../lib/dates';
import { flightSeasonFactor, hotelSeasonFactor } from './calendar';
import type { Climate } from './geography';
import { farePence } from './flights';
import { hash32 } from '../../lib/prng';
import type { SandboxCatalogue } from './catalogue';

const RATE_STREAM = 0x524154;

function seasonTable(
  from: number,
  days: number,
  fn: (climate: Climate, day: number) => number,
): Record<Climate, Float64Array> {
  const summer = new Float64Array(days);
  const winter = new Float64Array(days);
  for (let d = 0; d < days; d++) {
    summer[d] = fn('summer', from + d);
    winter[d] = fn('winter-sun', from + d);
  }
  return { summer, 'winter-sun': winter };
}

/** Closed-season answers by day index up to 2099 (0 = not worked out yet, 1 = open, 2 = closed). */
const closedSeason = new Uint8Array(47_482);

/** Seasonal hotels close from November to March (asked per room-night: kept per day). */
function isClosedSeason(day: number): boolean {
  const known = day >= 0 && day < closedSeason.length ? closedSeason[day] : 0;
  if (known !== 0) return known === 2;
  const month = new Date(day * 86_400_000).getUTCMonth();
  const closed = month <= 2 || month >= 10;
  if (day >= 0 && day < closedSeason.length) closedSeason[day] = closed ? 2 : 1;
  return closed;
}

/** Nightly double-occupancy rate of one room type on one date (0 = not bookable). */
export function nightlyRatePence(
  seed: number,
  roomTypeId: number,
  basePence: number,
  climate: Climate,
  seasonalClosure: boolean,
  day: number,
  seasonFactor?: number,
): number {
  if (seasonalClosure && isClosedSeason(day)) return 0;
  // One hash per room-night: the low 16 bits decide a stop-sale, the high 16 bits the noise.
  const h = hash32(seed ^ RATE_STREAM, roomTypeId, day);
  if ((h & 0xffff) < 983) return 0;
  const factor = seasonFactor ?? hotelSeasonFactor(climate, day);
  return Math.round(basePence * factor * (0.94 + 0.12 * ((h >>> 16) / 65536)));
}

/** Rate sheet for the given hotels (all when `hotelIds` is omitted), in catalogue order. */
export function buildRateSheet(
  catalogue: SandboxCatalogue,
  query: { from: string; days: number; hotelIds?: number[] },
): RateSheet {
  const from = toDayIndex(query.from);
  if (!Number.isFinite(from)) throw new Error(`invalid date ${query.from}`);
  const days = query.days;
  const season = seasonTable(from, days, hotelSeasonFactor);
  const wanted = query.hotelIds ? new Set(query.hotelIds) : null;
  let roomCount = 0;
  const indexes: number[] = [];
  catalogue.hotels.forEach((h, i) => {
    if (wanted && !wanted.has(h.id)) return;
    indexes.push(i);
    roomCount += h.rooms.length;
  });
  const roomTypeIds = new Int32Array(roomCount);
  const nightlyPence = new Int32Array(roomCount * days);
  let r = 0;
  for (const i of indexes) {
    const hotel = catalogue.hotels[i];
    const pricing = catalogue.pricing.hotels[i];
    const table = season[pricing.climate];
    hotel.rooms.forEach((rt, k) => {
      roomTypeIds[r] = rt.id;
      const base = pricing.roomBasePence[k] ?? 0;
      const offset = r * days;
      for (let d = 0; d < days; d++) {
        nightlyPence[offset + d] = nightlyRatePence(
          catalogue.seed,
          rt.id,
          base,
          pricing.climate,
          pricing.seasonalClosure,
          from + d,
          table[d],
        );
      }
      r++;
    });
  }
  return { from: fromDayIndex(from), days, roomTypeIds, nightlyPence };
}

/** Fare sheet for every scheduled flight. */
export function buildFareSheet(
  catalogue: SandboxCatalogue,
  query: { from: string; days: number },
): FareSheet {
  const from = toDayIndex(query.from);
  if (!Number.isFinite(from)) throw new Error(`invalid date ${query.from}`);
  const days = query.days;
  const season = seasonTable(from, days, flightSeasonFactor);
  const n = catalogue.flights.length;
  const flightIds = new Int32Array(n);
  const fares = new Int32Array(n * days);
  catalogue.flights.forEach((f, i) => {
    const pricing = catalogue.pricing.flights[i];
    flightIds[i] = f.id;
    const table = season[pricing.climate];
    for (let d = 0; d < days; d++) {
      fares[i * days + d] = farePence(catalogue.seed, f, pricing, from + d, table[d]);
    }
  });
  return { from: fromDayIndex(from), days, flightIds, farePence: fares };
}
