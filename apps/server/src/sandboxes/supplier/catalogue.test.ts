import { describe, expect, it } from 'vitest';
import { BOARD_CODES, TRANSFER_VEHICLE_TYPES } from '../../integrations/supplier/supplier';
import { localTimeToUtcMs, toDayIndex, utcMsToLocal } from '../../lib/dates';
import { generateCatalogue } from './catalogue';
import { distanceKm } from './geo';
import { buildFareSheet, buildRateSheet } from './rates';
import { FACILITIES } from './words';

const SEED = 777;
const small = generateCatalogue({ seed: SEED, hotelCount: 400 });

describe('geography', () => {
  it('has at least 15 countries, 60 regions and 200 resorts', () => {
    expect(small.countries.length).toBeGreaterThanOrEqual(15);
    expect(small.regions.length).toBeGreaterThanOrEqual(60);
    expect(small.resorts.length).toBeGreaterThanOrEqual(200);
  });

  it('covers the key UK holiday destinations', () => {
    const names = small.regions.map((r) => r.name);
    for (const n of [
      'Costa del Sol',
      'Majorca',
      'Tenerife',
      'Algarve',
      'Madeira',
      'Crete - Heraklion',
      'Antalya Coast',
      'Malta',
      'Paphos',
      'Hurghada & Red Sea Riviera',
    ]) {
      expect(names).toContain(n);
    }
    const countries = small.countries.map((c) => c.name);
    for (const n of [
      'Spain',
      'Portugal',
      'Greece',
      'Cyprus',
      'Turkey',
      'Malta',
      'Croatia',
      'Italy',
      'Bulgaria',
      'Egypt',
      'Tunisia',
      'Morocco',
    ]) {
      expect(countries).toContain(n);
    }
  });

  it('gives regions unique stable ids and resorts real airports nearby', () => {
    expect(new Set(small.regions.map((r) => r.id)).size).toBe(small.regions.length);
    expect(small.regions.find((r) => r.name === 'Majorca')?.id).toBe(10);
    const airports = new Map(small.airports.map((a) => [a.code, a]));
    for (const resort of small.resorts) {
      expect(resort.airportCodes.length).toBeGreaterThan(0);
      const a = airports.get(resort.airportCodes[0] ?? '');
      expect(a, resort.name).toBeDefined();
      if (a)
        expect(distanceKm(resort.lat, resort.lon, a.lat, a.lon), resort.name).toBeLessThan(260);
      expect(Math.floor(resort.id / 100)).toBe(resort.regionId);
    }
  });

  it('has 28 UK airports in 8 groups', () => {
    const groups = small.ukAirportGroups;
    expect(groups).toHaveLength(8);
    const codes = groups.flatMap((g) => g.codes);
    expect(codes).toHaveLength(28);
    expect(new Set(codes).size).toBe(28);
    expect(groups.find((g) => g.name === 'London')?.codes).toEqual([
      'LGW',
      'LHR',
      'STN',
      'LTN',
      'LCY',
      'SEN',
    ]);
    for (const c of codes)
      expect(small.airports.find((a) => a.code === c)?.timeZone).toBe('Europe/London');
  });
});

describe('determinism', () => {
  it('generates an identical catalogue and prices from the same seed', () => {
    const again = generateCatalogue({ seed: SEED, hotelCount: 400 });
    expect(again.hotels).toEqual(small.hotels);
    expect(again.flights).toEqual(small.flights);
    expect(again.transfers).toEqual(small.transfers);
    const window = { from: '2027-06-01', days: 60 };
    expect(buildRateSheet(again, window).nightlyPence).toEqual(
      buildRateSheet(small, window).nightlyPence,
    );
    expect(buildFareSheet(again, window).farePence).toEqual(
      buildFareSheet(small, window).farePence,
    );
  });

  it('differs with a different seed', () => {
    const other = generateCatalogue({ seed: SEED + 1, hotelCount: 400 });
    expect(other.hotels.map((h) => h.name)).not.toEqual(small.hotels.map((h) => h.name));
    const window = { from: '2027-06-01', days: 30 };
    expect(buildFareSheet(other, window).farePence).not.toEqual(
      buildFareSheet(small, window).farePence,
    );
  });

  it('is prefix-stable: the first N hotels do not depend on hotelCount', () => {
    const fewer = generateCatalogue({ seed: SEED, hotelCount: 150 });
    expect(fewer.hotels).toEqual(small.hotels.slice(0, 150));
  });

  it('prices a date the same whatever window it is generated in', () => {
    const a = buildRateSheet(small, { from: '2027-06-01', days: 30 });
    const b = buildRateSheet(small, { from: '2027-06-11', days: 30 });
    // Day 10 of a = day 0 of b, for every room type.
    for (let r = 0; r < a.roomTypeIds.length; r++) {
      expect(a.nightlyPence[r * 30 + 10]).toBe(b.nightlyPence[r * 30]);
    }
  });

  it('rejects hotel counts outside 1..50000', () => {
    expect(() => generateCatalogue({ hotelCount: 0 })).toThrow(RangeError);
    expect(() => generateCatalogue({ hotelCount: 50_001 })).toThrow(RangeError);
  });
});

describe('hotels', () => {
  it('have unique plausible names, stars 2-5 and positions within 3 km of their resort', () => {
    expect(new Set(small.hotels.map((h) => h.name)).size).toBe(small.hotels.length);
    const resorts = new Map(small.resorts.map((r) => [r.id, r]));
    for (const h of small.hotels) {
      expect(h.stars).toBeGreaterThanOrEqual(2);
      expect(h.stars).toBeLessThanOrEqual(5);
      const resort = resorts.get(h.resortId);
      expect(resort).toBeDefined();
      if (!resort) continue;
      expect(h.name).toContain(resort.name);
      expect(h.regionId).toBe(resort.regionId);
      expect(distanceKm(h.lat, h.lon, resort.lat, resort.lon)).toBeLessThanOrEqual(3);
      expect(h.description.split('. ').length).toBeGreaterThanOrEqual(3);
      // Written when read, from the hotel's own facts, the same each time.
      expect(h.description).toContain(h.name);
      expect(h.description).toContain(resort.name);
      expect(h.description).toBe(h.description);
      expect(h.preferredAirports).toEqual(resort.airportCodes);
    }
  });

  it('have 4-12 image keys, facilities from the fixed list and consistent flags', () => {
    for (const h of small.hotels) {
      expect(h.images.length).toBeGreaterThanOrEqual(4);
      expect(h.images.length).toBeLessThanOrEqual(12);
      expect(h.images).toEqual(h.images.map((_, n) => `hotel-${String(h.id)}-${String(n + 1)}`));
      for (const rt of h.rooms) {
        expect(rt.images.length).toBeGreaterThanOrEqual(1);
        expect(rt.images.length).toBeLessThanOrEqual(3);
        expect(rt.images).toEqual(
          rt.images.map((_, n) => `room-${String(rt.id)}-${String(n + 1)}`),
        );
      }
      for (const f of h.facilities) expect(FACILITIES).toContain(f);
      expect(h.adultsOnly && h.familyHotels).toBe(false);
    }
    expect(small.hotels.some((h) => h.adultsOnly)).toBe(true);
    expect(small.hotels.some((h) => h.familyHotels)).toBe(true);
    expect(small.hotels.some((h) => h.lgbtqFriendly)).toBe(true);
  });

  it('sell room types with occupancy limits and boards the hotel offers', () => {
    const boardsSeen = new Set<string>();
    for (const h of small.hotels) {
      expect(h.rooms.length).toBeGreaterThan(0);
      for (const rt of h.rooms) {
        expect(rt.boards.length).toBeGreaterThan(0);
        for (const b of rt.boards) {
          expect(BOARD_CODES).toContain(b);
          expect(h.boardSupplementPence[b]).toBeGreaterThanOrEqual(0);
          boardsSeen.add(b);
        }
        expect(rt.maxOccupancy).toBeGreaterThanOrEqual(rt.maxAdults > 0 ? 1 : 0);
        if (h.adultsOnly) {
          expect(rt.maxChildren).toBe(0);
          expect(rt.maxInfants).toBe(0);
        }
      }
      const p = h.childPolicy;
      expect(p.permille[0]).toBeLessThanOrEqual(p.permille[1]);
      expect(p.permille[1]).toBeLessThanOrEqual(p.permille[2]);
      expect(h.nonRefundableDiscountPct).toBeGreaterThanOrEqual(5);
    }
    expect([...boardsSeen].sort()).toEqual([...BOARD_CODES].sort());
    expect(small.hotels.some((h) => h.rooms.some((r) => r.nonRefundableOffered))).toBe(true);
  });
});

describe('flights', () => {
  const airports = new Map(small.airports.map((a) => [a.code, a]));

  it('include the baggage-table airlines and the big UK carriers', () => {
    const byCode = new Map(small.airlines.map((a) => [a.code, a]));
    for (const code of ['XQE', 'XQC', 'SUNEXPRESS', 'AIM', 'AMF', 'FHO']) {
      expect(byCode.get(code)?.includedBaggageKg).toBe(20);
    }
    expect(byCode.get('NOP')?.includedBaggageKg).toBe(23);
    for (const code of ['FR', 'LS', 'U2', 'BY', 'BA']) {
      expect(byCode.has(code)).toBe(true);
      expect(byCode.get(code)?.includedBaggageKg).toBeNull();
    }
  });

  it('serve every destination airport from Gatwick and Manchester with paired returns', () => {
    const dests = small.airports.filter((a) => a.countryCode !== 'GB').map((a) => a.code);
    for (const code of dests) {
      for (const uk of ['LGW', 'MAN']) {
        expect(
          small.flights.some((f) => f.from === uk && f.to === code),
          `${uk}-${code}`,
        ).toBe(true);
      }
    }
    const byId = new Map(small.flights.map((f) => [f.id, f]));
    for (const f of small.flights) {
      const p = byId.get(f.pairedFlightId);
      expect(p?.from).toBe(f.to);
      expect(p?.to).toBe(f.from);
    }
  });

  it('have block times from distance and land before local midnight outbound', () => {
    const lgwPmi = small.flights.find((f) => f.from === 'LGW' && f.to === 'PMI');
    expect(lgwPmi?.blockMinutes).toBeGreaterThanOrEqual(120);
    expect(lgwPmi?.blockMinutes).toBeLessThanOrEqual(160);
    const day = toDayIndex('2027-07-14');
    for (const f of small.flights.filter((x) => x.direction === 'outbound')) {
      const from = airports.get(f.from);
      const to = airports.get(f.to);
      if (!from || !to) throw new Error('unknown airport');
      expect(f.blockMinutes).toBeGreaterThan(60);
      expect(f.blockMinutes).toBeLessThan(480);
      const arr =
        localTimeToUtcMs(day, f.departureMinuteLocal, from.timeZone) + f.blockMinutes * 60_000;
      expect(utcMsToLocal(arr, to.timeZone).date, f.flightNumber).toBe('2027-07-14');
    }
  });

  it('price fares in whole pounds less a penny, dearer in school holidays', () => {
    const fares = buildFareSheet(small, { from: '2027-10-16', days: 14 });
    let term = 0;
    let half = 0;
    const D = fares.days;
    for (let i = 0; i < fares.flightIds.length; i++) {
      for (let d = 0; d < D; d++) {
        const v = fares.farePence[i * D + d];
        if (v === 0) continue;
        expect(v % 100).toBe(99);
        // 16..22 Oct is term time; 23..29 Oct is half-term (last Monday of October 2027 = 25th).
        if (d < 7) term += v;
        else half += v;
      }
    }
    expect(half).toBeGreaterThan(term * 1.15);
  });
});

describe('transfers', () => {
  it('use only the vehicle types docs/spec/2-checkout-payment.md allows and exist for every resort', () => {
    const resortsWithTransfers = new Set(small.transfers.map((t) => t.resortId));
    for (const r of small.resorts) expect(resortsWithTransfers.has(r.id), r.name).toBe(true);
    for (const t of small.transfers) {
      expect(TRANSFER_VEHICLE_TYPES).toContain(t.vehicleType);
      expect(t.durationMinutes).toBeGreaterThan(0);
      expect(t.distanceKm).toBeGreaterThan(0);
      expect(t.unitPricePence).toBeGreaterThan(0);
    }
  });
});
