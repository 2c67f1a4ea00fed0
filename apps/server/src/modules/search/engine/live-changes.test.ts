/**
 * Supplier changes applied to a running engine must answer exactly as an engine built afresh from
 * the changed sheets: every search, room offer and date strip, including stop-sells, re-opens,
 * fare sell-outs, rates too large for 16 bits and changes reaching past the window. And the price
 * dependencies a batch names must cover every search whose answer it changed (the caches rely on
 * it): a region's rates for hotel-only, and the fares from each searched airport for a package.
 */

import { describe, expect, it } from 'vitest';
import type { SupplierChange } from '../../../integrations/supplier/supplier';
import { fromDayIndex, toDayIndex } from '../../../lib/dates';
import { hash32 } from '../../../lib/prng';
import { promotionsOf } from '../../../sandboxes/supplier/promotions';
import { buildFareSheet, buildRateSheet } from '../../../sandboxes/supplier/rates';
import { buildSearchEngine } from './search-engine';
import { daysRead } from './request';
import { dateBucketOf, priceDependencies } from './store';
import { buildFixture, comparable, FIXTURE_SEED, FIXTURE_WINDOW } from './test-fixture';
import type { EngineSearchRequest } from './types';

const HOTELS = 300;
const from = toDayIndex(FIXTURE_WINDOW.from);

/** A deterministic mix of every kind of change, most of them in the summer the searches ask for. */
function changesFor(catalogue: ReturnType<typeof buildFixture>['catalogue'], count: number) {
  const rooms = catalogue.hotels.flatMap((h) => h.rooms.map((r) => r.id));
  const changes: SupplierChange[] = [];
  for (let i = 0; i < count; i++) {
    const h = hash32(77, i);
    const kind = h % 10;
    // Days 60..150 of the window (July to September), a few from before it or past its end.
    const edge = (h >>> 8) % 40;
    const first =
      edge === 0
        ? from - 3
        : edge === 1
          ? from + FIXTURE_WINDOW.days - 2
          : from + 60 + ((h >>> 12) % 90);
    const length = 1 + ((h >>> 20) % 10);
    const factor = 0.6 + ((h >>> 4) % 80) / 100;
    if (kind < 6) {
      const roomTypeId = rooms[(h >>> 3) % rooms.length];
      const pence = Array.from({ length }, (_, k) =>
        kind === 0
          ? 0 // stop-sell
          : kind === 1
            ? 70_000 + k // more than 16 bits hold
            : Math.round((6_000 + (hash32(78, i, k) % 20_000)) * factor),
      );
      changes.push({ kind: 'rate', roomTypeId, from: fromDayIndex(first), pence });
    } else {
      const flight = catalogue.flights[(h >>> 3) % catalogue.flights.length];
      const pence = Array.from({ length }, (_, k) =>
        kind === 9 ? 0 : Math.round((4_000 + (hash32(79, i, k) % 9_000)) * factor),
      );
      changes.push({ kind: 'fare', flightId: flight.id, from: fromDayIndex(first), pence });
    }
  }
  return changes;
}

/** The sheets with the changes written in, as a supplier answering after them would send them. */
function rebuiltWith(
  catalogue: ReturnType<typeof buildFixture>['catalogue'],
  changes: SupplierChange[],
) {
  const rates = buildRateSheet(catalogue, FIXTURE_WINDOW);
  const fares = buildFareSheet(catalogue, FIXTURE_WINDOW);
  const rateRow = new Map(Array.from(rates.roomTypeIds, (id, i) => [id, i]));
  const fareRow = new Map(Array.from(fares.flightIds, (id, i) => [id, i]));
  const D = FIXTURE_WINDOW.days;
  for (const c of changes) {
    const first = toDayIndex(c.from) - from;
    c.pence.forEach((v, k) => {
      const d = first + k;
      if (d < 0 || d >= D) return;
      if (c.kind === 'rate') rates.nightlyPence[(rateRow.get(c.roomTypeId) ?? 0) * D + d] = v;
      else fares.farePence[(fareRow.get(c.flightId) ?? 0) * D + d] = v;
    });
  }
  return buildSearchEngine(
    catalogue,
    [rates],
    fares,
    promotionsOf(
      FIXTURE_SEED,
      catalogue.hotels.map((h) => h.id),
      FIXTURE_WINDOW,
    ),
  );
}

const fixture = buildFixture(HOTELS);
const { catalogue, allUkAirports } = fixture;
const regions = [...new Set(catalogue.hotels.map((h) => h.regionId))];

function requests(): EngineSearchRequest[] {
  const list: EngineSearchRequest[] = [];
  for (const regionId of regions) {
    for (const [start, nights] of [
      ['2027-07-10', 7],
      ['2027-08-02', 10],
      ['2027-09-01', 3],
    ] as const) {
      list.push({
        type: 'package',
        destination_regions: [regionId],
        start_date: start,
        nights,
        flexible_departure: true,
        departure_airports: allUkAirports,
        rooms: [{ adults: 2, children: 1, infants: 0, child_ages: [6] }],
      });
      // From one airport: a fare change elsewhere leaves it as it was.
      list.push({
        type: 'package',
        destination_regions: [regionId],
        start_date: start,
        nights,
        flexible_departure: false,
        departure_airports: [allUkAirports[(regionId + nights) % allUkAirports.length]],
        rooms: [{ adults: 2, children: 0, infants: 0, child_ages: [] }],
      });
      list.push({
        type: 'hotelonly',
        destination_regions: [regionId],
        start_date: start,
        nights,
        flexible_departure: false,
        departure_airports: [],
        rooms: [{ adults: 2, children: 0, infants: 0, child_ages: [] }],
      });
    }
  }
  return list;
}

describe('supplier changes applied in place', () => {
  const changes = changesFor(catalogue, 3000);
  const live = buildFixture(HOTELS).engine;
  const before = requests().map((r) => comparable(live.search(r)));
  const touched = new Set<string>();
  // Three batches, as the feed would deliver them.
  for (const part of [changes.slice(0, 1000), changes.slice(1000, 2000), changes.slice(2000)]) {
    for (const d of live.applyChanges(part).touched) touched.add(d);
  }
  const rebuilt = rebuiltWith(catalogue, changes);

  it('answers every search as an engine built from the changed supplier', () => {
    const reqs = requests();
    let changed = 0;
    reqs.forEach((req, i) => {
      const after = comparable(live.search(req));
      expect(after).toEqual(comparable(rebuilt.search(req)));
      if (JSON.stringify(after) !== JSON.stringify(before[i])) changed++;
    });
    // The changes did change answers, and stop-sells and sell-outs took hotels out.
    expect(changed).toBeGreaterThan(reqs.length / 4);
  });

  it('names a price dependency of every search whose answer changed, for all dates and in the weeks it reads', () => {
    let untouchedWeeks = 0;
    requests().forEach((req, i) => {
      const searched = {
        regions: req.destination_regions ?? [],
        departureAirports: req.type === 'hotelonly' ? [] : (req.departure_airports ?? []),
      };
      const days = daysRead(req);
      if (!days) throw new Error(`no days read by ${JSON.stringify(req)}`);
      const anyDate = priceDependencies(searched).filter((d) => touched.has(d));
      const dated = priceDependencies({ ...searched, days }).filter((d) => touched.has(d));
      const after = comparable(live.search(req));
      if (JSON.stringify(after) !== JSON.stringify(before[i])) {
        expect(anyDate, JSON.stringify(req)).not.toEqual([]);
        expect(dated, JSON.stringify(req)).not.toEqual([]);
      }
      if (anyDate.length > 0 && dated.length === 0) untouchedWeeks++;
    });
    // Some searches kept their answers because the changes to their regions were in other weeks.
    expect(untouchedWeeks).toBeGreaterThan(0);
  });

  it('names only what a change touched: a rate its hotel’s region, a fare its UK airport to each region served', () => {
    const engine = buildFixture(HOTELS).engine;
    const hotel = catalogue.hotels[0];
    const rate = engine.applyChanges([
      { kind: 'rate', roomTypeId: hotel.rooms[0].id, from: '2027-07-10', pence: [9_000] },
    ]);
    const week = (date: string) => `@${String(dateBucketOf(toDayIndex(date)))}`;
    const region = `r:${String(hotel.regionId)}`;
    expect(rate.touched).toEqual(new Set([region, `${region}${week('2027-07-10')}`]));
    // Nights over a week's end name both weeks.
    const across = engine.applyChanges([
      { kind: 'rate', roomTypeId: hotel.rooms[0].id, from: '2027-07-14', pence: [9_000, 9_000] },
    ]);
    const weeks = new Set([week('2027-07-14'), week('2027-07-15')]);
    expect(weeks.size).toBe(2);
    expect(across.touched).toEqual(new Set([region, ...[...weeks].map((w) => `${region}${w}`)]));
    const inbound = catalogue.flights.find(
      (f) => f.direction === 'return' && hotel.preferredAirports.includes(f.from),
    );
    if (!inbound) throw new Error('no flight home from the hotel');
    const served = new Set(
      catalogue.hotels
        .filter((h) => h.preferredAirports.includes(inbound.from))
        .map((h) => h.regionId),
    );
    const fare = engine.applyChanges([
      { kind: 'fare', flightId: inbound.id, from: '2027-07-17', pence: [4_321] },
    ]);
    expect(fare.touched).toEqual(
      new Set(
        [...served].flatMap((r) => {
          const pair = `f:${inbound.to}>${String(r)}`;
          return [pair, `${pair}${week('2027-07-17')}`];
        }),
      ),
    );
  });

  it('prices room offers and the date strip from the changed rates and fares', () => {
    const found = live.search(requests()[0]).hotels.slice(0, 8);
    expect(found.length).toBeGreaterThan(0);
    for (const h of found) {
      const query = {
        hotel_id: h.hotelId,
        check_in: h.checkIn,
        nights: 7,
        rooms: [{ adults: 2, children: 1, infants: 0, child_ages: [6] }],
      };
      expect(live.roomOffers(query)).toEqual(rebuilt.roomOffers(query));
      const strip = {
        hotel_id: h.hotelId,
        start_date: '2027-07-10',
        nights: 7,
        flexible_departure: true,
        departure_airports: allUkAirports,
        rooms: query.rooms,
      };
      expect(live.alternatives(strip)).toEqual(rebuilt.alternatives(strip));
    }
  });

  it('counts changes for room types and flights it does not know, and leaves prices alone', () => {
    const engine = buildFixture(HOTELS).engine;
    const req = requests()[1];
    const answer = comparable(engine.search(req));
    const result = engine.applyChanges([
      { kind: 'rate', roomTypeId: 999_999_999, from: '2027-07-10', pence: [1] },
      { kind: 'fare', flightId: 999_999_999, from: '2027-07-10', pence: [1] },
    ]);
    expect(result).toEqual({ touched: new Set(), unknown: 2 });
    expect(comparable(engine.search(req))).toEqual(answer);
  });
});
