/**
 * The sandbox supplier's market: the price changes it makes by itself, as a bed bank's revenue
 * managers and an airline's yield system do all day.
 *
 *   generateChange(catalogue, n, today) → SupplierChange
 *
 * Change number `n` (1, 2, 3, …) is a pure function of (catalogue seed, n, today's day index), so a
 * market replayed from the same seed on the same day makes the same changes on every machine. The
 * values are absolute and derived from the published snapshot (`nightlyRatePence`, `farePence`),
 * never from earlier changes, so no change depends on another. The mix, per change:
 *
 * - 65 % rate move: one room type of one hotel, 1–14 consecutive nights starting 0–299 days from
 *   today; every night's rate is the snapshot's × one factor in [0.80, 1.20), rounded to the penny
 *   (never below 1p); nights closed in the snapshot stay closed (0);
 * - 10 % stop-sell: the same shape, every night 0;
 * -  5 % re-open: the same shape, the snapshot's rates back (closed snapshot nights stay 0);
 * - 15 % fare move: one scheduled flight, 1–7 consecutive departure dates starting 0–299 days from
 *   today; every date's fare is the snapshot's × one factor in [0.80, 1.30) at the airline's price
 *   points (`farePricePoint`: whole pounds less a penny, at least £9.99); dates it does not
 *   operate (or is sold out in the snapshot) stay 0;
 * -  5 % fare sell-out: the same shape, every date 0.
 *
 * All values are non-negative integer pence.
 */

import type { SupplierChange } from '../../integrations/supplier/supplier';
import { fromDayIndex } from '../../lib/dates';
import { hash32 } from '../../lib/prng';
import type { SandboxCatalogue } from './catalogue';
import { farePence, farePricePoint } from './flights';
import { nightlyRatePence } from './rates';

const CHANGE_STREAM = 0x434847;

/** Per-mille bounds of the mix (cumulative): rate move, stop-sell, re-open, fare move, sell-out. */
const RATE_MOVE = 650;
const STOP_SELL = 750;
const RE_OPEN = 800;
const FARE_MOVE = 950;

/** Changes start within this many days from today (today included). */
export const CHANGE_HORIZON_DAYS = 300;
export const MAX_RATE_NIGHTS = 14;
export const MAX_FARE_DAYS = 7;

/** What kind of change number `n` is, as the mix above decides it (exported for tests). */
export type ChangeKind = 'rate_move' | 'stop_sell' | 're_open' | 'fare_move' | 'sell_out';

const TWO_32 = 4294967296;

function unit(h: number): number {
  return h / TWO_32;
}

/** The hash every draw of change `n` on day `today` starts from (n may exceed 32 bits). */
function changeBase(seed: number, n: number, today: number): number {
  return hash32(seed ^ CHANGE_STREAM, n % TWO_32, Math.floor(n / TWO_32), today);
}

export function changeKindOf(seed: number, n: number, today: number): ChangeKind {
  const draw = hash32(changeBase(seed, n, today), 0) % 1000;
  if (draw < RATE_MOVE) return 'rate_move';
  if (draw < STOP_SELL) return 'stop_sell';
  if (draw < RE_OPEN) return 're_open';
  if (draw < FARE_MOVE) return 'fare_move';
  return 'sell_out';
}

/**
 * The market's change number `n` (a positive integer) made on `today` (a day index, London's
 * calendar day): a pure function of (catalogue.seed, n, today).
 */
export function generateChange(
  catalogue: SandboxCatalogue,
  n: number,
  today: number,
): SupplierChange {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`change number ${String(n)}`);
  if (!Number.isInteger(today)) throw new RangeError(`day index ${String(today)}`);
  const seed = catalogue.seed;
  const base = changeBase(seed, n, today);
  const draw = (k: number) => hash32(base, k);
  let kind = changeKindOf(seed, n, today);
  if ((kind === 'fare_move' || kind === 'sell_out') && catalogue.flights.length === 0) {
    kind = 'rate_move';
  }
  const start = today + (draw(3) % CHANGE_HORIZON_DAYS);

  if (kind === 'fare_move' || kind === 'sell_out') {
    const i = draw(1) % catalogue.flights.length;
    const flight = catalogue.flights[i];
    const pricing = catalogue.pricing.flights[i];
    const days = 1 + (draw(4) % MAX_FARE_DAYS);
    const factor = 0.8 + 0.5 * unit(draw(5));
    const pence: number[] = [];
    for (let d = 0; d < days; d++) {
      if (kind === 'sell_out') {
        pence.push(0);
        continue;
      }
      const snapshot = farePence(seed, flight, pricing, start + d);
      pence.push(snapshot > 0 ? farePricePoint(snapshot * factor) : 0);
    }
    return { kind: 'fare', flightId: flight.id, from: fromDayIndex(start), pence };
  }

  const h = draw(1) % catalogue.hotels.length;
  const hotel = catalogue.hotels[h];
  const pricing = catalogue.pricing.hotels[h];
  const k = draw(2) % hotel.rooms.length;
  const rt = hotel.rooms[k];
  const nights = 1 + (draw(4) % MAX_RATE_NIGHTS);
  const factor = 0.8 + 0.4 * unit(draw(5));
  const pence: number[] = [];
  for (let d = 0; d < nights; d++) {
    if (kind === 'stop_sell') {
      pence.push(0);
      continue;
    }
    const snapshot = nightlyRatePence(
      seed,
      rt.id,
      pricing.roomBasePence[k] ?? 0,
      pricing.climate,
      pricing.seasonalClosure,
      start + d,
    );
    if (kind === 're_open' || snapshot <= 0) pence.push(snapshot);
    else pence.push(Math.max(1, Math.round(snapshot * factor)));
  }
  return { kind: 'rate', roomTypeId: rt.id, from: fromDayIndex(start), pence };
}
