import { describe, expect, it } from 'vitest';
import type { Hotel } from '../../../integrations/supplier/supplier';
import { BOARD_CODES } from '../../../integrations/supplier/supplier';
import { fromDayIndex, toDayIndex } from '../../../lib/dates';
import { buildFareSheet, buildRateSheet } from '../../../sandboxes/supplier/rates';
import { buildSearchEngine } from './search-engine';
import { applyRateSheet } from './store';
import { buildFixture, comparable, FIXTURE_WINDOW } from './test-fixture';
import type { EngineRoomRequest, EngineSearchRequest } from './types';
import { SearchRequestError } from './types';

const { catalogue, engine, allUkAirports } = buildFixture(600);
const rates = buildRateSheet(catalogue, FIXTURE_WINDOW);
const D = FIXTURE_WINDOW.days;
const from = toDayIndex(FIXTURE_WINDOW.from);

const regionCounts = new Map<number, number>();
for (const h of catalogue.hotels)
  regionCounts.set(h.regionId, (regionCounts.get(h.regionId) ?? 0) + 1);
const bigRegion = [...regionCounts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 10;

const room = (adults: number, childAges: number[] = [], infants = 0): EngineRoomRequest => ({
  adults,
  children: childAges.length,
  infants,
  child_ages: childAges,
});

const base: EngineSearchRequest = {
  destination_regions: [bigRegion],
  start_date: '2027-07-03',
  nights: 7,
  flexible_departure: false,
  departure_airports: allUkAirports,
  rooms: [room(2)],
};

/** Sum of a room type's nightly rates over [checkIn, checkIn + nights), or null if closed. */
function nightlySum(roomTypeId: number, checkIn: string, nights: number): number | null {
  const i = Array.from(rates.roomTypeIds).indexOf(roomTypeId);
  const start = toDayIndex(checkIn) - from;
  let sum = 0;
  for (let d = start; d < start + nights; d++) {
    const v = rates.nightlyPence[i * D + d] ?? 0;
    if (v <= 0) return null;
    sum += v;
  }
  return sum;
}

function offerPrice(
  hotel: Hotel,
  rateKey: string,
  checkIn: string,
  nights: number,
  r: EngineRoomRequest,
): number {
  const offers =
    engine.roomOffers({ hotel_id: hotel.id, check_in: checkIn, nights, rooms: [r] }).rooms[0] ?? [];
  const offer = offers.find((o) => o.rateKey === rateKey);
  if (!offer) throw new Error(`no offer ${rateKey}`);
  return offer.totalPence;
}

/** An open (hotel, room type) in the window that fits 2 adults + 2 children + 1 infant. */
function findFamilyRoom(
  checkIn: string,
  nights: number,
  filter: (h: Hotel) => boolean,
  boards: string[] = [],
) {
  for (const hotel of catalogue.hotels) {
    if (!filter(hotel)) continue;
    for (const rt of hotel.rooms) {
      if (rt.maxAdults < 2 || rt.maxChildren < 2 || rt.maxOccupancy < 4 || rt.maxInfants < 1)
        continue;
      if (!boards.every((b) => (rt.boards as string[]).includes(b))) continue;
      const sum = nightlySum(rt.id, checkIn, nights);
      if (sum !== null && nightlySum(rt.id, checkIn, nights + 1) !== null)
        return { hotel, rt, sum };
    }
  }
  throw new Error('no family room in fixture');
}

describe('price arithmetic', () => {
  const checkIn = '2027-06-12';

  it('charges 2 adults room-only exactly the sum of the nightly rates', () => {
    const { hotel, rt, sum } = findFamilyRoom(checkIn, 7, (h) => h.boardSupplementPence.RO === 0, [
      'RO',
    ]);
    expect(offerPrice(hotel, `${hotel.id}-${rt.id}-RO-R`, checkIn, 7, room(2))).toBe(sum);
    // Nights: one more night adds exactly that night's rate.
    const sum8 = nightlySum(rt.id, checkIn, 8);
    expect(sum8).not.toBeNull();
    expect(offerPrice(hotel, `${hotel.id}-${rt.id}-RO-R`, checkIn, 8, room(2))).toBe(sum8);
  });

  it('prices children by age band and infants by the nightly cot fee', () => {
    const { hotel, rt, sum } = findFamilyRoom(
      checkIn,
      7,
      (h) =>
        h.childPolicy.permille[0] < h.childPolicy.permille[2] &&
        h.childPolicy.infantNightlyPence > 0,
    );
    const p = hotel.childPolicy;
    const board = rt.boards[0] ?? 'BB';
    const supp = hotel.boardSupplementPence[board] ?? 0;
    const key = `${hotel.id}-${rt.id}-${board}-R`;
    const expected = (ages: number[], infants: number): number => {
      const child = ages.reduce(
        (s, a) =>
          s +
          (a <= p.band1MaxAge ? p.permille[0] : a <= p.band2MaxAge ? p.permille[1] : p.permille[2]),
        0,
      );
      return (
        Math.round((sum * (2000 + child)) / 2000) +
        Math.round((supp * 7 * (2000 + child)) / 1000) +
        infants * p.infantNightlyPence * 7
      );
    };
    const young = offerPrice(hotel, key, checkIn, 7, room(2, [2]));
    const teen = offerPrice(hotel, key, checkIn, 7, room(2, [15]));
    expect(young).toBe(expected([2], 0));
    expect(teen).toBe(expected([15], 0));
    expect(young).toBeLessThan(teen);
    expect(offerPrice(hotel, key, checkIn, 7, room(2, [2, 15], 1))).toBe(expected([2, 15], 1));
    expect(
      offerPrice(hotel, key, checkIn, 7, room(2, [2, 15], 1)) -
        offerPrice(hotel, key, checkIn, 7, room(2, [2, 15])),
    ).toBe(p.infantNightlyPence * 7);
  });

  it('discounts non-refundable rates and adds board supplements per person-night', () => {
    const { hotel, rt } = findFamilyRoom(
      checkIn,
      7,
      (h) => h.boardSupplementPence.BB !== undefined && h.boardSupplementPence.HB !== undefined,
      ['BB', 'HB'],
    );
    const party = room(2, [9]);
    const offers =
      engine.roomOffers({ hotel_id: hotel.id, check_in: checkIn, nights: 7, rooms: [party] })
        .rooms[0] ?? [];
    const get = (board: string, r: 'R' | 'NR') =>
      offers.find((o) => o.rateKey === `${hotel.id}-${rt.id}-${board}-${r}`);
    const bb = get('BB', 'R');
    const hb = get('HB', 'R');
    if (!bb || !hb) throw new Error('BB and HB offers expected');
    const child = hotel.childPolicy.permille[9 <= hotel.childPolicy.band1MaxAge ? 0 : 1];
    const units = 2000 + child;
    const bbPart = Math.round(((hotel.boardSupplementPence.BB ?? 0) * 7 * units) / 1000);
    const hbPart = Math.round(((hotel.boardSupplementPence.HB ?? 0) * 7 * units) / 1000);
    expect(hb.totalPence - bb.totalPence).toBe(hbPart - bbPart);
    expect(hb.totalPence).toBeGreaterThan(bb.totalPence);
    expect(offers.some((o) => !o.refundable)).toBe(true);
    for (const o of offers) {
      if (o.refundable) continue;
      const ref = offers.find((x) => x.rateKey === o.rateKey.replace(/-NR$/, '-R'));
      expect(ref).toBeDefined();
      if (ref)
        expect(o.totalPence).toBe(
          Math.round((ref.totalPence * (100 - hotel.nonRefundableDiscountPct)) / 100),
        );
    }
    // Cheapest first.
    for (let i = 1; i < offers.length; i++) {
      expect(offers[i]?.totalPence).toBeGreaterThanOrEqual(offers[i - 1]?.totalPence ?? 0);
    }
  });

  it('sums the cheapest room of each requested room (multi-room, hotel-only, fixed date)', () => {
    const target = engine
      .search({ ...base, type: 'hotelonly', departure_airports: [] })
      .hotels.at(0);
    if (!target) throw new Error('no hotel');
    const single = (r: EngineRoomRequest) =>
      engine
        .search({
          ...base,
          type: 'hotelonly',
          departure_airports: [],
          hotel_id: target.hotelId,
          rooms: [r],
        })
        .hotels.at(0)?.totalPence ?? Number.NaN;
    const multi = engine
      .search({
        ...base,
        type: 'hotelonly',
        departure_airports: [],
        hotel_id: target.hotelId,
        rooms: [room(2, [6]), room(1), room(2)],
      })
      .hotels.at(0);
    expect(multi?.rooms).toHaveLength(3);
    expect(multi?.totalPence).toBe(single(room(2, [6])) + single(room(1)) + single(room(2)));
  });

  it('reports per-person price as total / (adults + children)', () => {
    const h = engine.search({ ...base, rooms: [room(2, [7], 1)] }).hotels.at(0);
    if (!h) throw new Error('no results');
    expect(h.perPersonPence).toBe(Math.round(h.totalPence / 3));
    expect(h.totalPence).toBe(h.hotelPence + h.flightPence);
  });
});

describe('flexible window and nights', () => {
  it('picks a departure within ±3 days and never costs more than the fixed date', () => {
    const fixed = new Map(engine.search(base).hotels.map((h) => [h.hotelId, h.totalPence]));
    const flex = engine.search({ ...base, flexible_departure: true });
    expect(flex.window).toHaveLength(7);
    const start = toDayIndex(base.start_date);
    let moved = 0;
    for (const h of flex.hotels) {
      const d = toDayIndex(h.checkIn);
      expect(Math.abs(d - start)).toBeLessThanOrEqual(3);
      expect(toDayIndex(h.checkOut) - d).toBe(7);
      expect(h.flight?.outbound.date).toBe(h.checkIn);
      expect(h.flight?.inbound.date).toBe(h.checkOut);
      const f = fixed.get(h.hotelId);
      if (f !== undefined) expect(h.totalPence).toBeLessThanOrEqual(f);
      if (d !== start) moved++;
    }
    expect(moved).toBeGreaterThan(0);
    expect(flex.hotels.length).toBeGreaterThanOrEqual(fixed.size);
  });

  it('derives nights from end_date when nights is missing (rounded up)', () => {
    const r = engine.search({ ...base, nights: undefined, end_date: '2027-07-13' });
    expect(r.nights).toBe(10);
    expect(r.hotels.at(0)?.checkOut).toBe('2027-07-13');
  });
});

describe('occupancy', () => {
  it('never chooses a room that cannot fit the party', () => {
    const party = room(3, [5, 9], 1);
    const result = engine.search({ ...base, flexible_departure: true, rooms: [party] });
    const all = engine.search({ ...base, flexible_departure: true });
    expect(result.hotels.length).toBeGreaterThan(0);
    expect(result.hotels.length).toBeLessThan(all.hotels.length);
    for (const h of result.hotels) {
      const hotel = catalogue.hotels.find((x) => x.id === h.hotelId);
      const rt = hotel?.rooms.find((r) => r.id === h.rooms[0]?.roomTypeId);
      expect(rt).toBeDefined();
      if (!rt) continue;
      expect(rt.maxAdults).toBeGreaterThanOrEqual(3);
      expect(rt.maxChildren).toBeGreaterThanOrEqual(2);
      expect(rt.maxOccupancy).toBeGreaterThanOrEqual(5);
      expect(rt.maxInfants).toBeGreaterThanOrEqual(1);
      expect(hotel?.adultsOnly).toBe(false);
    }
  });

  it('lists room offers that all fit, and the cheapest equals the search price', () => {
    const party = room(2, [12]);
    const h = engine
      .search({ ...base, type: 'hotelonly', departure_airports: [], rooms: [party] })
      .hotels.at(0);
    if (!h) throw new Error('no results');
    const offers =
      engine.roomOffers({ hotel_id: h.hotelId, check_in: h.checkIn, nights: 7, rooms: [party] })
        .rooms[0] ?? [];
    expect(offers[0]?.totalPence).toBe(h.totalPence);
    const hotel = catalogue.hotels.find((x) => x.id === h.hotelId);
    for (const o of offers) {
      const rt = hotel?.rooms.find((r) => r.id === o.roomTypeId);
      expect(rt && rt.maxChildren >= 1 && rt.maxOccupancy >= 3).toBe(true);
      expect(o.supplierRef2).toBe(`${o.board}-${o.refundable ? 'R' : 'NR'}`);
    }
  });

  it('keeps adults-only hotels out of searches with children', () => {
    const adultsOnly = new Set(catalogue.hotels.filter((h) => h.adultsOnly).map((h) => h.id));
    const withKids = engine.search({
      ...base,
      destination_regions: [...regionCounts.keys()],
      flexible_departure: true,
      rooms: [room(2, [4])],
    });
    const adults = engine.search({
      ...base,
      destination_regions: [...regionCounts.keys()],
      flexible_departure: true,
    });
    expect(adults.hotels.some((h) => adultsOnly.has(h.hotelId))).toBe(true);
    expect(withKids.hotels.some((h) => adultsOnly.has(h.hotelId))).toBe(false);
  });
});

describe('hotel-only, hotel_id, boards and airports', () => {
  it('returns hotel-only results without flights', () => {
    const r = engine.search({ ...base, type: 'hotelonly', departure_airports: [] });
    expect(r.type).toBe('hotelonly');
    expect(r.hotels.length).toBeGreaterThan(0);
    for (const h of r.hotels) {
      expect(h.isHotelOnly).toBe(true);
      expect(h.flight).toBeNull();
      expect(h.flightPence).toBe(0);
      expect(h.totalPence).toBe(h.hotelPence);
    }
    // Sorted cheapest first.
    const totals = r.hotels.map((h) => h.totalPence);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });

  it('defaults the type from the airports given', () => {
    expect(engine.search({ ...base, departure_airports: [] }).type).toBe('hotelonly');
    expect(engine.search(base).type).toBe('package');
  });

  it('searches a single hotel by id', () => {
    const some = engine.search(base).hotels.at(3);
    if (!some) throw new Error('no results');
    const r = engine.search({ ...base, destination_regions: undefined, hotel_id: some.hotelId });
    expect(r.candidates).toBe(1);
    expect(r.hotels.map((h) => h.hotelId)).toEqual([some.hotelId]);
    expect(r.hotels.at(0)?.totalPence).toBe(some.totalPence);
  });

  it('only flies from the chosen airports to the hotel airports', () => {
    const r = engine.search({ ...base, departure_airports: ['MAN', 'LPL'] });
    expect(r.hotels.length).toBeGreaterThan(0);
    for (const h of r.hotels) {
      expect(['MAN', 'LPL']).toContain(h.flight?.outbound.from.code);
      expect(h.flight?.inbound.to.code).toBe(h.flight?.outbound.from.code);
      expect(h.preferredAirports).toContain(h.flight?.outbound.to.code);
    }
  });

  it('filters by board basis when asked', () => {
    const r = engine.search({ ...base, board_basis: ['AI'], flexible_departure: true });
    expect(r.hotels.length).toBeGreaterThan(0);
    for (const h of r.hotels) for (const rm of h.rooms) expect(rm.board).toBe('AI');
    expect(BOARD_CODES).toContain(r.hotels.at(0)?.boardBasis);
  });

  it('returns no hotels (not an error) outside the horizon', () => {
    const r = engine.search({ ...base, start_date: '2030-01-01' });
    expect(r.hotels).toEqual([]);
    expect(r.window).toEqual([]);
  });
});

describe('alternatives and flight options', () => {
  it('lists flights and hotel prices per date, consistent with a fixed-date search', () => {
    const h = engine.search({ ...base, flexible_departure: true }).hotels.at(0);
    if (!h) throw new Error('no results');
    const alt = engine.alternatives({
      hotel_id: h.hotelId,
      start_date: base.start_date,
      nights: 7,
      flexible_departure: true,
      departure_airports: allUkAirports,
      rooms: base.rooms,
    });
    expect(alt.dates).toHaveLength(7);
    const cheapestOverall = Math.min(...alt.dates.map((d) => d.cheapestPackagePence ?? Infinity));
    expect(cheapestOverall).toBe(h.totalPence);
    for (const d of alt.dates) {
      const prices = d.flights.map((f) => f.totalPence);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const fixed = engine
        .search({ ...base, hotel_id: h.hotelId, start_date: d.date })
        .hotels.at(0);
      expect(fixed?.totalPence ?? null).toBe(d.cheapestPackagePence);
      for (const f of d.flights) expect(f.outbound.date).toBe(d.date);
    }
  });

  it('re-prices a flight option by id', () => {
    const h = engine.search(base).hotels.at(0);
    const f = h?.flight;
    if (!f) throw new Error('no flight');
    expect(engine.flightOption(f.id, f.seats, f.infants)).toEqual(f);
    expect(engine.flightOption('1:2027-01-01:999999:2027-01-08', 2, 0)).toBeNull();
    expect(engine.flightOption('garbage', 2, 0)).toBeNull();
  });

  it('gives flight legs UTC instants and local times', () => {
    const f = engine.search(base).hotels.at(0)?.flight;
    if (!f) throw new Error('no flight');
    const dep = Date.parse(f.outbound.departsAtUtc);
    const arr = Date.parse(f.outbound.arrivesAtUtc);
    expect((arr - dep) / 60_000).toBe(f.outbound.durationMinutes);
    expect(f.outbound.departureLocalTime).toMatch(/^\d{2}:\d{2}$/);
    // July: London is UTC+1.
    expect(f.outbound.departureLocalTime).toBe(
      new Date(dep + 3_600_000).toISOString().slice(11, 16),
    );
    expect(f.perPassengerPence).toBe(f.outbound.farePence + f.inbound.farePence);
  });
});

describe('request validation', () => {
  const bad: Array<[string, Partial<EngineSearchRequest>, string]> = [
    ['unknown region', { destination_regions: [9999] }, 'unknown_region'],
    ['no destination', { destination_regions: [] }, 'unknown_region'],
    ['unknown hotel', { hotel_id: 1 }, 'unknown_hotel'],
    ['end before start', { nights: undefined, end_date: '2027-07-01' }, 'invalid_dates'],
    ['bad date', { start_date: '2027-02-31' }, 'invalid_dates'],
    ['nights 0', { nights: 0 }, 'invalid_dates'],
    ['nights 29', { nights: 29 }, 'invalid_dates'],
    ['no adults', { rooms: [room(0)] }, 'invalid_party'],
    [
      'child without age',
      { rooms: [{ adults: 2, children: 1, infants: 0, child_ages: [] }] },
      'invalid_party',
    ],
    ['child aged 16', { rooms: [room(2, [16])] }, 'invalid_party'],
    ['more than 9 adults', { rooms: [room(5), room(5)] }, 'invalid_party'],
    ['more infants than adults', { rooms: [room(1, [], 2)] }, 'invalid_party'],
    ['no rooms', { rooms: [] }, 'invalid_party'],
    ['package without airports', { type: 'package', departure_airports: [] }, 'unknown_airport'],
    ['unknown airport', { departure_airports: ['JFK'] }, 'unknown_airport'],
  ];

  it.each(bad)('rejects %s', (_name, patch, code) => {
    let error: unknown;
    try {
      engine.search({ ...base, ...patch });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SearchRequestError);
    expect((error as SearchRequestError).code).toBe(code);
    expect((error as SearchRequestError).message.length).toBeGreaterThan(10);
  });

  it('rejects a start date before tomorrow and skips past flexible days', () => {
    expect(() => engine.search(base, { today: '2027-07-03' })).toThrow(SearchRequestError);
    const r = engine.search({ ...base, flexible_departure: true }, { today: '2027-07-01' });
    expect(r.window[0]).toBe('2027-07-02');
    expect(r.window).toHaveLength(5);
  });
});

describe('matches and packages', () => {
  it('gives every hotel found a match that agrees with its package, and builds packages on demand', () => {
    for (const req of [
      { ...base, flexible_departure: true, rooms: [room(2, [8])] },
      { ...base, rooms: [room(2), room(2, [5], 1)] },
      { ...base, type: 'hotelonly' as const, departure_airports: [] },
    ]) {
      const r = engine.search(req);
      expect(r.matches.length).toBeGreaterThan(5);
      const third = r.packageAt(2);
      r.hotels.forEach((p, rank) => {
        expect(r.matches.hotelId[rank]).toBe(p.hotelId);
        expect(r.matches.totalPence[rank]).toBe(p.totalPence);
        expect(r.matchAt(rank)).toEqual({
          rank,
          hotelId: p.hotelId,
          totalPence: p.totalPence,
          hotelPence: p.hotelPence,
          flightPence: p.flightPence,
          perPersonPence: p.perPersonPence,
          boardBasis: p.boardBasis,
          flightPerPassengerPence: p.flight?.perPassengerPence ?? null,
        });
        expect(r.flightIdAt(rank)).toBe(p.flight?.id ?? null);
      });
      expect(third).toEqual(r.hotels[2]);
      expect(() => r.packageAt(r.matches.length)).toThrow(RangeError);
    }
  });
});

describe('closed nights over a long horizon', () => {
  it('still sees a room open after more than 255 closed nights, and closed across them', () => {
    const window = { from: '2026-09-01', days: 400 }; // day 310 is in July 2027
    const hotel = catalogue.hotels[0];
    const sheet = buildRateSheet(catalogue, { ...window, hotelIds: [hotel.id] });
    // Every room type of the hotel closed for its first 300 nights.
    sheet.nightlyPence.forEach((_, i) => {
      if (i % window.days < 300) sheet.nightlyPence[i] = 0;
    });
    const long = buildSearchEngine(catalogue, [sheet], buildFareSheet(catalogue, window));
    const offers = (checkIn: string) =>
      long.roomOffers({ hotel_id: hotel.id, check_in: checkIn, nights: 7, rooms: [room(2)] })
        .rooms[0] ?? [];
    const open = fromDayIndex(toDayIndex(window.from) + 310);
    const across = fromDayIndex(toDayIndex(window.from) + 296);
    expect(offers(open).length).toBeGreaterThan(0);
    expect(offers(across)).toEqual([]);
  });
});

describe('nightly rates above 16 bits', () => {
  it('keeps rates of £655.36 a night or more exact', () => {
    const window = { from: '2027-06-01', days: 60 };
    const hotel = catalogue.hotels[0];
    const withRate = (pence: number) => {
      const sheet = buildRateSheet(catalogue, { ...window, hotelIds: [hotel.id] });
      sheet.nightlyPence.fill(pence);
      return buildSearchEngine(catalogue, [sheet], buildFareSheet(catalogue, window));
    };
    const cheaper = withRate(60_000);
    const dearer = withRate(70_000);
    // Still 16 bits a night: the dearer rates are kept aside, exactly.
    expect(dearer.store.rtNightly).toBeInstanceOf(Uint16Array);
    expect(cheaper.store.rtNightlyLarge.size).toBe(0);
    expect(new Set(dearer.store.rtNightlyLarge.values())).toEqual(new Set([70_000]));
    const refundable = (e: typeof engine) =>
      (
        e.roomOffers({ hotel_id: hotel.id, check_in: '2027-06-10', nights: 7, rooms: [room(2)] })
          .rooms[0] ?? []
      ).filter((o) => o.refundable);
    const low = refundable(cheaper);
    const high = refundable(dearer);
    expect(low.length).toBeGreaterThan(0);
    // Two adults pay the double rate: 7 nights × £100 more.
    expect(high.map((o) => o.totalPence - 70_000)).toEqual(low.map((o) => o.totalPence));

    // A dear night changed to a cheaper rate leaves nothing kept aside for it, by change or sheet.
    const roomTypeId = hotel.rooms[0].id;
    dearer.applyChanges([{ kind: 'rate', roomTypeId, from: '2027-06-10', pence: [60_000, 0] }]);
    expect(dearer.store.rtNightlyLarge.size).toBe(hotel.rooms.length * window.days - 2);
    const sheet = buildRateSheet(catalogue, { ...window, hotelIds: [hotel.id] });
    applyRateSheet(dearer.store, { ...sheet, nightlyPence: sheet.nightlyPence.fill(60_000) });
    expect(dearer.store.rtNightlyLarge.size).toBe(0);
    expect(refundable(dearer)).toEqual(low);
  });
});

describe('engine build', () => {
  it('is deterministic: the same seed gives identical results', () => {
    const again = buildFixture(600).engine;
    const req: EngineSearchRequest = { ...base, flexible_departure: true, rooms: [room(2, [8])] };
    expect(comparable(again.search(req))).toEqual(comparable(engine.search(req)));
  });

  it('reports its size', () => {
    const s = engine.stats();
    expect(s.hotels).toBe(600);
    expect(s.horizonFrom).toBe(FIXTURE_WINDOW.from);
    expect(s.horizonDays).toBe(D);
    // Nightly rates take 2 bytes per room type and day; dear rates do not double them.
    expect(engine.store.rtNightly.byteLength).toBe(s.roomTypes * D * 2);
    expect(s.typedArrayBytes).toBeGreaterThan(s.roomTypes * D * 2);
    expect(fromDayIndex(from)).toBe(FIXTURE_WINDOW.from);
  });
});

describe('released results', () => {
  const flexible: EngineSearchRequest = {
    ...base,
    flexible_departure: true,
    rooms: [room(2, [8])],
  };
  const other: EngineSearchRequest = { ...base, rooms: [room(2), room(1)] };

  it('lend their memory to later searches, which answer exactly as without it', () => {
    const fresh = buildFixture(600).engine;
    const expected = [flexible, other, flexible].map((r) => comparable(fresh.search(r)));
    const first = engine.search(flexible);
    const buffer = first.matches.totalPence.buffer;
    first.release();
    const second = engine.search(other);
    // The released memory is reused, and what it held is overwritten by the new answer.
    expect(second.matches.totalPence.buffer).toBe(buffer);
    expect(comparable(second)).toEqual(expected[1]);
    second.release();
    expect(comparable(engine.search(flexible))).toEqual(expected[2]);
    expect(expected[0]).toEqual(expected[2]);
  });

  it('cannot be read once released', () => {
    const result = engine.search(flexible);
    expect(result.matches.length).toBeGreaterThan(1);
    result.release();
    expect(() => result.matchAt(0)).toThrow('This search result was released.');
    expect(() => result.packageAt(0)).toThrow('This search result was released.');
    expect(() => result.flightIdAt(0)).toThrow('This search result was released.');
    // Releasing twice hands the memory back once.
    result.release();
    const a = engine.search(flexible);
    const b = engine.search(flexible);
    expect(a.matches.totalPence.buffer).not.toBe(b.matches.totalPence.buffer);
  });
});
