import { describe, expect, it } from 'vitest';
import { promotionsOf } from '../../../sandboxes/supplier/promotions';
import { addDays } from '../../../lib/dates';
import { buildSearchEngineFromSupplier } from './search-engine';
import { buildFixture, comparable, FIXTURE_SEED, FIXTURE_WINDOW } from './test-fixture';

const { catalogue, supplier, engine, allUkAirports } = buildFixture(300);

describe('search price = prebook price', () => {
  it('prebooks every searched package at exactly the searched total', async () => {
    const regionIds = [...new Set(catalogue.hotels.map((h) => h.regionId))].slice(0, 6);
    const rooms = [
      { adults: 2, children: 2, infants: 1, child_ages: [3, 12] },
      { adults: 1, children: 0, infants: 0, child_ages: [] },
    ];
    const result = engine.search({
      destination_regions: regionIds,
      start_date: '2027-08-07',
      nights: 7,
      flexible_departure: true,
      departure_airports: allUkAirports,
      rooms,
    });
    expect(result.hotels.length).toBeGreaterThan(3);
    for (const h of result.hotels) {
      const f = h.flight;
      if (!f) throw new Error('package without flight');
      const res = await supplier.prebook({
        rooms: h.rooms.map((r, q) => {
          const rq = rooms[q];
          return {
            hotelId: h.hotelId,
            roomTypeId: r.roomTypeId,
            board: r.board,
            refundable: r.refundable,
            room: { adults: rq.adults, childAges: rq.child_ages, infants: rq.infants },
          };
        }),
        checkIn: h.checkIn,
        nights: h.nights,
        flight: {
          outboundFlightId: f.outbound.flightId,
          outboundDate: f.outbound.date,
          returnFlightId: f.inbound.flightId,
          returnDate: f.inbound.date,
          seats: f.seats,
          infants: f.infants,
        },
        expectedTotalPence: h.totalPence,
      });
      expect(res.outcome, h.name).toBe('ok');
    }
  });

  it('prices a special offer alike in search, room offers and prebook, below the standard price', async () => {
    const offers = promotionsOf(
      FIXTURE_SEED,
      catalogue.hotels.map((h) => h.id),
      FIXTURE_WINDOW,
    ).filter((p) => p.kind === 'exclusive' && p.stayFrom > FIXTURE_WINDOW.from);
    expect(offers.length).toBeGreaterThan(3);
    let priced = 0;
    for (const offer of offers.slice(0, 12)) {
      const checkIn = addDays(offer.stayFrom, 3);
      const rooms = [{ adults: 2, children: 0, infants: 0, child_ages: [] }];
      const result = engine.search({
        hotel_id: offer.hotelId,
        start_date: checkIn,
        nights: 7,
        flexible_departure: false,
        departure_airports: allUkAirports,
        rooms,
      });
      const h = result.hotels.at(0);
      const f = h?.flight;
      if (!h || !f) continue;
      priced++;
      expect(h.promotion?.id).toBe(offer.id);
      const hotelStandard = h.standardTotalPence - h.flightPence;
      expect(h.hotelPence).toBe(
        h.rooms.reduce(
          (n, r) => n + Math.round((r.standardPence * (100 - offer.discountPct)) / 100),
          0,
        ),
      );
      expect(h.hotelPence).toBeLessThan(hotelStandard);
      const roomOffers = engine.roomOffers({
        hotel_id: offer.hotelId,
        check_in: checkIn,
        nights: 7,
        rooms,
      });
      expect(roomOffers.rooms[0]?.find((o) => o.rateKey === h.rooms[0]?.rateKey)?.totalPence).toBe(
        h.rooms[0]?.totalPence,
      );
      const res = await supplier.prebook({
        rooms: h.rooms.map((r) => ({
          hotelId: h.hotelId,
          roomTypeId: r.roomTypeId,
          board: r.board,
          refundable: r.refundable,
          room: { adults: 2, childAges: [], infants: 0 },
        })),
        checkIn: h.checkIn,
        nights: h.nights,
        flight: {
          outboundFlightId: f.outbound.flightId,
          outboundDate: f.outbound.date,
          returnFlightId: f.inbound.flightId,
          returnDate: f.inbound.date,
          seats: f.seats,
          infants: f.infants,
        },
        expectedTotalPence: h.totalPence,
      });
      expect(res.outcome, h.name).toBe('ok');
    }
    expect(priced).toBeGreaterThan(0);
  });

  it('builds the same engine from the supplier in batches as from whole sheets', async () => {
    const batched = await buildSearchEngineFromSupplier(supplier, {
      ...FIXTURE_WINDOW,
      batchSize: 70,
    });
    const req = {
      destination_regions: [catalogue.hotels[0]?.regionId ?? 10],
      start_date: '2027-07-17',
      nights: 10,
      flexible_departure: true,
      departure_airports: ['LGW', 'MAN', 'BHX'],
      rooms: [{ adults: 2, children: 1, infants: 0, child_ages: [5] }],
    };
    expect(comparable(batched.search(req))).toEqual(comparable(engine.search(req)));
    expect(batched.store.rtNightly).toEqual(engine.store.rtNightly);
  });
});
