/**
 * The engine's cheapest package per hotel must equal a brute-force enumeration over the same
 * catalogue that prices every room rate and every flight pair through the supplier's live calls
 * (which compute nightly rates on demand, not from the engine's running sums).
 */

import { describe, expect, it } from 'vitest';
import type { PartyRoom } from '../../../integrations/supplier/supplier';
import { fromDayIndex, toDayIndex } from '../../../lib/dates';
import { buildFixture, FIXTURE_WINDOW } from './test-fixture';
import type { EngineSearchRequest } from './types';

const { catalogue, supplier, engine, allUkAirports } = buildFixture(400);
const horizonFrom = toDayIndex(FIXTURE_WINDOW.from);
const horizonEnd = horizonFrom + FIXTURE_WINDOW.days;

function bruteForce(req: EngineSearchRequest): Map<number, number> {
  const rooms: PartyRoom[] = req.rooms.map((r) => ({
    adults: r.adults,
    childAges: r.child_ages,
    infants: r.infants,
  }));
  const seats = rooms.reduce((s, r) => s + r.adults + r.childAges.length, 0);
  const infants = rooms.reduce((s, r) => s + r.infants, 0);
  const nights = req.nights ?? 7;
  const start = toDayIndex(req.start_date);
  const flex = req.flexible_departure ? 3 : 0;
  const isPackage = (req.departure_airports ?? []).length > 0;
  const hotels = req.hotel_id
    ? catalogue.hotels.filter((h) => h.id === req.hotel_id)
    : catalogue.hotels.filter((h) => (req.destination_regions ?? []).includes(h.regionId));
  const flightMemo = new Map<string, number>();
  const cheapestFlight = (dest: string, day: number): number => {
    const key = `${dest}|${day}`;
    const memo = flightMemo.get(key);
    if (memo !== undefined) return memo;
    let best = Infinity;
    for (const out of catalogue.flights) {
      if (out.direction !== 'outbound' || out.to !== dest) continue;
      if (!(req.departure_airports ?? []).includes(out.from)) continue;
      for (const ret of catalogue.flights) {
        if (ret.direction !== 'return' || ret.from !== dest || ret.to !== out.from) continue;
        const q = supplier.quoteFlightPairSync(
          {
            outboundFlightId: out.id,
            outboundDate: fromDayIndex(day),
            returnFlightId: ret.id,
            returnDate: fromDayIndex(day + nights),
          },
          { seats, infants },
        );
        if (q && q.totalPence < best) best = q.totalPence;
      }
    }
    flightMemo.set(key, best);
    return best;
  };

  const result = new Map<number, number>();
  for (const hotel of hotels) {
    let best = Infinity;
    for (let day = start - flex; day <= start + flex; day++) {
      if (day < horizonFrom) continue;
      if (day + nights > horizonEnd - (isPackage ? 1 : 0)) continue;
      let total = 0;
      for (const room of rooms) {
        let cheapest = Infinity;
        for (const rt of hotel.rooms) {
          for (const board of rt.boards) {
            for (const refundable of [true, false]) {
              const q = supplier.quoteRoomSync(
                { hotelId: hotel.id, roomTypeId: rt.id, board, refundable },
                { checkIn: fromDayIndex(day), nights, room },
              );
              if (q && q.totalPence < cheapest) cheapest = q.totalPence;
            }
          }
        }
        total += cheapest;
      }
      if (isPackage) {
        let flight = Infinity;
        for (const dest of hotel.preferredAirports)
          flight = Math.min(flight, cheapestFlight(dest, day));
        total += flight;
      }
      best = Math.min(best, total);
    }
    if (best < Infinity) result.set(hotel.id, best);
  }
  return result;
}

function engineTotals(req: EngineSearchRequest): Map<number, number> {
  return new Map(engine.search(req).hotels.map((h) => [h.hotelId, h.totalPence]));
}

// The region with most hotels in this small catalogue, and a second smaller one.
const regionCounts = new Map<number, number>();
for (const h of catalogue.hotels)
  regionCounts.set(h.regionId, (regionCounts.get(h.regionId) ?? 0) + 1);
const [bigRegion, secondRegion] = [...regionCounts.entries()]
  .sort((a, b) => b[1] - a[1])
  .map((e) => e[0]);

const scenarios: Array<[string, EngineSearchRequest]> = [
  [
    'package, 2 adults + child 8, flexible, all airports',
    {
      destination_regions: [bigRegion],
      start_date: '2027-07-10',
      nights: 7,
      flexible_departure: true,
      departure_airports: allUkAirports,
      rooms: [{ adults: 2, children: 1, infants: 0, child_ages: [8] }],
    },
  ],
  [
    'package, two rooms with an infant, fixed date, two regions',
    {
      destination_regions: [bigRegion, secondRegion],
      start_date: '2027-06-05',
      nights: 10,
      flexible_departure: false,
      departure_airports: ['LGW', 'MAN', 'BHX', 'STN'],
      rooms: [
        { adults: 2, children: 1, infants: 1, child_ages: [4] },
        { adults: 1, children: 0, infants: 0, child_ages: [] },
      ],
    },
  ],
  [
    'hotel-only, 3 adults + teenagers, flexible',
    {
      type: 'hotelonly',
      destination_regions: [bigRegion],
      start_date: '2027-08-20',
      nights: 4,
      flexible_departure: true,
      departure_airports: [],
      rooms: [{ adults: 3, children: 2, infants: 0, child_ages: [13, 15] }],
    },
  ],
  [
    'package from one regional airport, single adult, 14 nights',
    {
      destination_regions: [secondRegion],
      start_date: '2027-09-18',
      nights: 14,
      flexible_departure: true,
      departure_airports: ['BRS'],
      rooms: [{ adults: 1, children: 0, infants: 0, child_ages: [] }],
    },
  ],
  [
    'package at the edge of the horizon (window clipped)',
    {
      destination_regions: [bigRegion],
      start_date: '2027-05-02',
      nights: 7,
      flexible_departure: true,
      departure_airports: allUkAirports,
      rooms: [{ adults: 2, children: 0, infants: 0, child_ages: [] }],
    },
  ],
];

describe('engine vs brute force', () => {
  it.each(scenarios)('%s', (_name, req) => {
    const expected = bruteForce(req);
    const actual = engineTotals(req);
    expect(expected.size).toBeGreaterThan(0);
    expect(actual).toEqual(expected);
  });

  it('reports components that re-price to the same amounts through the supplier', () => {
    const req = scenarios[1]?.[1];
    const result = engine.search(req);
    expect(result.hotels.length).toBeGreaterThan(0);
    for (const h of result.hotels) {
      let hotelSum = 0;
      h.rooms.forEach((r, q) => {
        const room = req.rooms[q];
        const quote = supplier.quoteRoomSync(
          {
            hotelId: h.hotelId,
            roomTypeId: r.roomTypeId,
            board: r.board,
            refundable: r.refundable,
          },
          {
            checkIn: h.checkIn,
            nights: h.nights,
            room: { adults: room.adults, childAges: room.child_ages, infants: room.infants },
          },
        );
        expect(quote?.totalPence).toBe(r.totalPence);
        hotelSum += r.totalPence;
      });
      expect(h.hotelPence).toBe(hotelSum);
      const f = h.flight;
      if (!f) throw new Error('package without flight');
      const fq = supplier.quoteFlightPairSync(
        {
          outboundFlightId: f.outbound.flightId,
          outboundDate: f.outbound.date,
          returnFlightId: f.inbound.flightId,
          returnDate: f.inbound.date,
        },
        { seats: f.seats, infants: f.infants },
      );
      expect(fq?.totalPence).toBe(f.totalPence);
      expect(h.totalPence).toBe(hotelSum + f.totalPence);
    }
  });
});
