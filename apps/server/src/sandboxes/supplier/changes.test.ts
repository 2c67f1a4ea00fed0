import { describe, expect, it } from 'vitest';
import type { SupplierChange } from '../../integrations/supplier/supplier';
import { toDayIndex } from '../../lib/dates';
import { generateCatalogue } from './catalogue';
import {
  CHANGE_HORIZON_DAYS,
  changeKindOf,
  generateChange,
  MAX_FARE_DAYS,
  MAX_RATE_NIGHTS,
  type ChangeKind,
} from './changes';
import { farePence } from './flights';
import { nightlyRatePence } from './rates';

const catalogue = generateCatalogue({ seed: 99, hotelCount: 120 });
const today = toDayIndex('2027-01-10');

/** The snapshot's value of every day a change covers (the published sheets). */
function snapshotOf(change: SupplierChange): number[] {
  const start = toDayIndex(change.from);
  if (change.kind === 'fare') {
    const i = catalogue.flights.findIndex((f) => f.id === change.flightId);
    expect(i).toBeGreaterThanOrEqual(0);
    return change.pence.map((_, d) =>
      farePence(catalogue.seed, catalogue.flights[i], catalogue.pricing.flights[i], start + d),
    );
  }
  const h = catalogue.hotels.findIndex((x) => x.rooms.some((r) => r.id === change.roomTypeId));
  expect(h).toBeGreaterThanOrEqual(0);
  const k = catalogue.hotels[h].rooms.findIndex((r) => r.id === change.roomTypeId);
  const pricing = catalogue.pricing.hotels[h];
  return change.pence.map((_, d) =>
    nightlyRatePence(
      catalogue.seed,
      change.roomTypeId,
      pricing.roomBasePence[k] ?? 0,
      pricing.climate,
      pricing.seasonalClosure,
      start + d,
    ),
  );
}

/**
 * Whether one factor in [lo, hi) makes every value from its snapshot value, each rounded to the
 * penny (rates) or to the airline's price points (fares, `slack` 100p below and above).
 */
function oneFactor(pence: number[], snapshot: number[], lo: number, hi: number, slack: number) {
  let min = lo;
  let max = hi;
  pence.forEach((p, d) => {
    const s = snapshot[d];
    if (s <= 0) return;
    min = Math.max(min, (p - slack) / s);
    max = Math.min(max, (p + slack) / s);
  });
  return min <= max;
}

describe('generateChange', () => {
  it('is a pure function of (seed, n, today)', () => {
    const again = generateCatalogue({ seed: 99, hotelCount: 120 });
    for (let n = 1; n <= 200; n++) {
      expect(generateChange(again, n, today)).toEqual(generateChange(catalogue, n, today));
    }
    const otherSeed = generateCatalogue({ seed: 100, hotelCount: 120 });
    let sameSeed = 0;
    let sameDay = 0;
    for (let n = 1; n <= 200; n++) {
      const change = generateChange(catalogue, n, today);
      if (JSON.stringify(generateChange(otherSeed, n, today)) === JSON.stringify(change)) {
        sameSeed++;
      }
      if (JSON.stringify(generateChange(catalogue, n, today + 1)) === JSON.stringify(change)) {
        sameDay++;
      }
    }
    expect(sameSeed).toBe(0);
    expect(sameDay).toBe(0);
    // Numbers beyond 32 bits are changes of their own, not a wrapped-around earlier one.
    expect(generateChange(catalogue, 2 ** 32 + 5, today)).not.toEqual(
      generateChange(catalogue, 5, today),
    );
    expect(() => generateChange(catalogue, 0, today)).toThrow(RangeError);
    expect(() => generateChange(catalogue, 1.5, today)).toThrow(RangeError);
  });

  it('makes the mix of a market: rate moves, stop-sells, re-opens, fare moves and sell-outs', () => {
    const counts: Record<ChangeKind, number> = {
      rate_move: 0,
      stop_sell: 0,
      re_open: 0,
      fare_move: 0,
      sell_out: 0,
    };
    const total = 2000;
    for (let n = 1; n <= total; n++) counts[changeKindOf(catalogue.seed, n, today)]++;
    const share = (kind: ChangeKind) => counts[kind] / total;
    expect(share('rate_move')).toBeGreaterThan(0.62);
    expect(share('rate_move')).toBeLessThan(0.68);
    expect(share('stop_sell')).toBeGreaterThan(0.08);
    expect(share('stop_sell')).toBeLessThan(0.12);
    expect(share('re_open')).toBeGreaterThan(0.035);
    expect(share('re_open')).toBeLessThan(0.065);
    expect(share('fare_move')).toBeGreaterThan(0.13);
    expect(share('fare_move')).toBeLessThan(0.17);
    expect(share('sell_out')).toBeGreaterThan(0.035);
    expect(share('sell_out')).toBeLessThan(0.065);
  });

  it('keeps every change within its rule: dates, lengths, whole pence and factor ranges', () => {
    const offsets = new Set<number>();
    const rateLengths = new Set<number>();
    const fareLengths = new Set<number>();
    let moved = 0;
    for (let n = 1; n <= 2000; n++) {
      const change = generateChange(catalogue, n, today);
      const kind = changeKindOf(catalogue.seed, n, today);
      const offset = toDayIndex(change.from) - today;
      offsets.add(offset);
      expect(offset).toBeGreaterThanOrEqual(0);
      expect(offset).toBeLessThan(CHANGE_HORIZON_DAYS);
      for (const p of change.pence) {
        expect(Number.isSafeInteger(p)).toBe(true);
        expect(p).toBeGreaterThanOrEqual(0);
      }
      const snapshot = snapshotOf(change);
      if (change.kind === 'rate') {
        expect(['rate_move', 'stop_sell', 're_open']).toContain(kind);
        rateLengths.add(change.pence.length);
        expect(change.pence.length).toBeLessThanOrEqual(MAX_RATE_NIGHTS);
      } else {
        expect(['fare_move', 'sell_out']).toContain(kind);
        fareLengths.add(change.pence.length);
        expect(change.pence.length).toBeLessThanOrEqual(MAX_FARE_DAYS);
      }
      if (kind === 'stop_sell' || kind === 'sell_out') {
        expect(change.pence.every((p) => p === 0)).toBe(true);
      } else if (kind === 're_open') {
        expect(change.pence).toEqual(snapshot);
      } else {
        // Closed nights and days the flight does not operate stay 0; open ones stay open.
        change.pence.forEach((p, d) => expect(p > 0).toBe(snapshot[d] > 0));
        if (kind === 'rate_move') {
          expect(oneFactor(change.pence, snapshot, 0.8, 1.2, 0.5)).toBe(true);
        } else {
          for (const p of change.pence) if (p > 0) expect(p % 100).toBe(99);
          expect(oneFactor(change.pence, snapshot, 0.8, 1.3, 100)).toBe(true);
        }
        if (change.pence.some((p, d) => p !== snapshot[d])) moved++;
      }
    }
    // Moves move prices; starts spread over the horizon; every length occurs.
    expect(moved).toBeGreaterThan(1200);
    expect(Math.min(...offsets)).toBeLessThan(5);
    expect(Math.max(...offsets)).toBeGreaterThan(CHANGE_HORIZON_DAYS - 5);
    expect(rateLengths.size).toBe(MAX_RATE_NIGHTS);
    expect(fareLengths.size).toBe(MAX_FARE_DAYS);
  });

  it('moves rates over the whole range of factors, not one fixed step', () => {
    const ratios: number[] = [];
    for (let n = 1; n <= 2000 && ratios.length < 400; n++) {
      if (changeKindOf(catalogue.seed, n, today) !== 'rate_move') continue;
      const change = generateChange(catalogue, n, today);
      const snapshot = snapshotOf(change);
      const d = snapshot.findIndex((s) => s > 0);
      if (d >= 0) ratios.push(change.pence[d] / snapshot[d]);
    }
    expect(Math.min(...ratios)).toBeLessThan(0.82);
    expect(Math.max(...ratios)).toBeGreaterThan(1.18);
    expect(ratios.filter((r) => r < 1).length / ratios.length).toBeGreaterThan(0.4);
    expect(ratios.filter((r) => r > 1).length / ratios.length).toBeGreaterThan(0.4);
  });
});
