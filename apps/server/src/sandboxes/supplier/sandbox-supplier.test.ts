import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { TRANSFER_VEHICLE_TYPES } from '../../integrations/supplier/supplier';
import { fromDayIndex, toDayIndex, weekdayOfDay } from '../../lib/dates';
import type { FlightPairRef, PrebookRequest } from '../../integrations/supplier/supplier';
import { generateCatalogue } from './catalogue';
import { createSandboxHoldStore } from './hold-store';
import { memoryHoldStore, SandboxSupplier, type SandboxHoldStore } from './sandbox-supplier';
import { sandboxSupplierHolds } from './schema';

const catalogue = generateCatalogue({ seed: 99, hotelCount: 120 });

/** A room rate and flight pair that are bookable for 2 adults, 7 nights from a summer Saturday. */
function findBookable(supplier: SandboxSupplier) {
  const room = { adults: 2, childAges: [], infants: 0 };
  for (let offset = 0; offset < 28; offset++) {
    const day = toDayIndex('2027-06-05') + offset;
    const checkIn = fromDayIndex(day);
    for (const hotel of catalogue.hotels) {
      const rt = hotel.rooms[0];
      const board = rt.boards[0];
      const ref = { hotelId: hotel.id, roomTypeId: rt.id, board, refundable: true };
      const quote = supplier.quoteRoomSync(ref, { checkIn, nights: 7, room });
      if (!quote) continue;
      for (const out of catalogue.flights) {
        if (out.direction !== 'outbound' || !hotel.preferredAirports.includes(out.to)) continue;
        const pair: FlightPairRef = {
          outboundFlightId: out.id,
          outboundDate: checkIn,
          returnFlightId: out.pairedFlightId,
          returnDate: fromDayIndex(day + 7),
        };
        const fq = supplier.quoteFlightPairSync(pair, { seats: 2, infants: 0 });
        if (fq) return { ref, room, checkIn, quote, pair, fq };
      }
    }
  }
  throw new Error('nothing bookable');
}

function prebookRequest(b: ReturnType<typeof findBookable>, expected: number): PrebookRequest {
  return {
    rooms: [{ ...b.ref, room: b.room }],
    checkIn: b.checkIn,
    nights: 7,
    flight: { ...b.pair, seats: 2, infants: 0 },
    expectedTotalPence: expected,
  };
}

describe('SandboxSupplier prebook and book', () => {
  it('holds at the quoted price, books once, and reports the same reference on repeat', async () => {
    let now = Date.UTC(2027, 0, 1);
    const supplier = new SandboxSupplier(catalogue, { now: () => now });
    const b = findBookable(supplier);
    const expected = b.quote.totalPence + b.fq.totalPence;
    const res = await supplier.prebook(prebookRequest(b, expected));
    expect(res.outcome).toBe('ok');
    if (res.outcome !== 'ok') return;
    expect(res.totalPence).toBe(expected);
    expect(Date.parse(res.expiresAt) - now).toBe(30 * 60_000);
    now += 10 * 60_000;
    const booked = await supplier.book(res.holdId);
    expect(booked.outcome).toBe('booked');
    expect(await supplier.book(res.holdId)).toEqual(booked);
    expect((await supplier.book('nope')).outcome).toBe('not_found');
  });

  it('expires holds after 30 minutes', async () => {
    let now = Date.UTC(2027, 0, 1);
    const supplier = new SandboxSupplier(catalogue, { now: () => now });
    const b = findBookable(supplier);
    const res = await supplier.prebook(prebookRequest(b, b.quote.totalPence + b.fq.totalPence));
    if (res.outcome === 'no_longer_available') throw new Error('unexpected');
    now += 30 * 60_000 + 1;
    expect((await supplier.book(res.holdId)).outcome).toBe('hold_expired');
  });

  it('distinguishes price_changed from no_longer_available', async () => {
    const supplier = new SandboxSupplier(catalogue);
    const b = findBookable(supplier);
    const expected = b.quote.totalPence + b.fq.totalPence;
    supplier.simulatePriceChange(b.ref.hotelId, 1.1);
    const changed = await supplier.prebook(prebookRequest(b, expected));
    expect(changed.outcome).toBe('price_changed');
    if (changed.outcome === 'price_changed') {
      expect(changed.previousTotalPence).toBe(expected);
      expect(changed.totalPence).toBe(Math.round(b.quote.totalPence * 1.1) + b.fq.totalPence);
    }
    supplier.simulateSoldOut(b.ref.hotelId);
    expect((await supplier.prebook(prebookRequest(b, expected))).outcome).toBe(
      'no_longer_available',
    );
  });

  it('refuses rates that do not fit or do not exist', () => {
    const supplier = new SandboxSupplier(catalogue);
    const b = findBookable(supplier);
    const tooMany = { adults: 9, childAges: [], infants: 0 };
    expect(
      supplier.quoteRoomSync(b.ref, { checkIn: b.checkIn, nights: 7, room: tooMany }),
    ).toBeNull();
    expect(
      supplier.quoteRoomSync(
        { ...b.ref, roomTypeId: 1 },
        { checkIn: b.checkIn, nights: 7, room: b.room },
      ),
    ).toBeNull();
    const swapped = {
      ...b.pair,
      outboundFlightId: b.pair.returnFlightId,
      returnFlightId: b.pair.outboundFlightId,
    };
    expect(supplier.quoteFlightPairSync(swapped, { seats: 2, infants: 0 })).toBeNull();
  });
});

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({ databaseUrl: undefined, dataDir: 'memory://' });
  await database.migrate();
});
afterAll(async () => {
  await database.close();
});

/** The hold's row in the sandbox supplier's own table (for the database store). */
async function storedHold(holdId: string) {
  const rows = await database.db
    .select()
    .from(sandboxSupplierHolds)
    .where(eq(sandboxSupplierHolds.holdId, holdId));
  return rows.at(0);
}

describe.each([
  { store: 'in memory', holds: (): SandboxHoldStore => memoryHoldStore(), stored: false },
  {
    store: 'in its table',
    holds: (): SandboxHoldStore => createSandboxHoldStore(database.db),
    stored: true,
  },
])('SandboxSupplier cancel and releaseHold (holds $store)', ({ holds, stored }) => {
  function setup() {
    const clock = { now: Date.UTC(2027, 0, 1) };
    const supplier = new SandboxSupplier(catalogue, { now: () => clock.now, holds: holds() });
    const b = findBookable(supplier);
    const hold = async () => {
      const res = await supplier.prebook(prebookRequest(b, b.quote.totalPence + b.fq.totalPence));
      if (res.outcome !== 'ok') throw new Error(`unexpected ${res.outcome}`);
      return res.holdId;
    };
    return { clock, supplier, b, hold };
  }

  it('cancels a booking once: a repeat answers cancelled at the same time', async () => {
    const { clock, supplier, hold } = setup();
    const holdId = await hold();
    const booked = await supplier.book(holdId);
    if (booked.outcome !== 'booked') throw new Error('not booked');
    clock.now += 60 * 60_000;
    const cancelledAt = new Date(clock.now);
    const cancelled = await supplier.cancel(booked.supplierReference);
    expect(cancelled).toEqual({ outcome: 'cancelled', cancelledAt: cancelledAt.toISOString() });
    clock.now += 60 * 60_000;
    expect(await supplier.cancel(booked.supplierReference)).toEqual(cancelled);
    // The booking stays known under its reference: a retried book() answers it, not a new one.
    expect(await supplier.book(holdId)).toEqual(booked);
    if (stored) {
      expect(await storedHold(holdId)).toMatchObject({
        supplierReference: booked.supplierReference,
        cancelledAt,
        releasedAt: null,
      });
    }
  });

  it('answers not_found for a reference it never issued, or a hold id', async () => {
    const { supplier, hold } = setup();
    const holdId = await hold();
    expect(await supplier.cancel('SBXNEVERISSUED')).toEqual({ outcome: 'not_found' });
    expect(await supplier.cancel(holdId)).toEqual({ outcome: 'not_found' });
    // Not booked: cancelling its (absent) reference touched nothing, it can still be booked.
    expect((await supplier.book(holdId)).outcome).toBe('booked');
  });

  it('releases an unbooked hold, which then cannot be booked', async () => {
    const { supplier, hold } = setup();
    const holdId = await hold();
    await supplier.releaseHold(holdId);
    await supplier.releaseHold(holdId);
    expect(await supplier.book(holdId)).toEqual({ outcome: 'not_found', holdId });
    if (stored) {
      expect(await storedHold(holdId)).toMatchObject({ supplierReference: null, bookedAt: null });
      expect((await storedHold(holdId))?.releasedAt).toBeInstanceOf(Date);
    }
  });

  it('takes unknown and expired holds calmly, and leaves a booked hold booked', async () => {
    const { clock, supplier, hold } = setup();
    await expect(supplier.releaseHold('SBX-HOLD-UNKNOWN')).resolves.toBeUndefined();
    const expired = await hold();
    clock.now += 31 * 60_000;
    await expect(supplier.releaseHold(expired)).resolves.toBeUndefined();
    expect((await supplier.book(expired)).outcome).toBe('not_found');

    const holdId = await hold();
    const booked = await supplier.book(holdId);
    if (booked.outcome !== 'booked') throw new Error('not booked');
    await supplier.releaseHold(holdId);
    expect(await supplier.book(holdId)).toEqual(booked);
    expect((await supplier.cancel(booked.supplierReference)).outcome).toBe('cancelled');
  });

  it('has no allotment to return: a cancelled booking’s room and flights quote and hold as before', async () => {
    const { supplier, b, hold } = setup();
    const before = {
      room: supplier.quoteRoomSync(b.ref, { checkIn: b.checkIn, nights: 7, room: b.room }),
      flights: supplier.quoteFlightPairSync(b.pair, { seats: 2, infants: 0 }),
      seats: await supplier.getSeatMap(b.pair.outboundFlightId, b.pair.outboundDate),
    };
    const booked = await supplier.book(await hold());
    if (booked.outcome !== 'booked') throw new Error('not booked');
    await supplier.cancel(booked.supplierReference);
    expect(supplier.quoteRoomSync(b.ref, { checkIn: b.checkIn, nights: 7, room: b.room })).toEqual(
      before.room,
    );
    expect(supplier.quoteFlightPairSync(b.pair, { seats: 2, infants: 0 })).toEqual(before.flights);
    expect(await supplier.getSeatMap(b.pair.outboundFlightId, b.pair.outboundDate)).toEqual(
      before.seats,
    );
    expect((await supplier.book(await hold())).outcome).toBe('booked');
  });
});

describe.each([
  { store: 'in memory', holds: (): SandboxHoldStore => memoryHoldStore() },
  { store: 'in its table', holds: (): SandboxHoldStore => createSandboxHoldStore(database.db) },
])('SandboxSupplier addExtras (holds $store)', ({ holds }) => {
  async function booked() {
    const supplier = new SandboxSupplier(catalogue, {
      now: () => Date.UTC(2027, 0, 1),
      holds: holds(),
    });
    const b = findBookable(supplier);
    const res = await supplier.prebook(prebookRequest(b, b.quote.totalPence + b.fq.totalPence));
    if (res.outcome !== 'ok') throw new Error(`unexpected ${res.outcome}`);
    const done = await supplier.book(res.holdId);
    if (done.outcome !== 'booked') throw new Error('not booked');
    const offer = await supplier.getFlightExtras(b.pair);
    const map = await supplier.getSeatMap(b.pair.outboundFlightId, b.pair.outboundDate);
    const bag = offer?.bags[0];
    const free = map?.seats.filter((x) => x.available) ?? [];
    const band = (n: string) =>
      map?.bands.find((x) => x.id === free.find((f) => f.number === n)?.bandId)?.pricePence ?? 0;
    if (!bag || free.length < 2) throw new Error('nothing to sell');
    return { supplier, b, reference: done.supplierReference, bag, free, band };
  }

  it('sells bags and a seat once per request id, and the seat leaves the seat map', async () => {
    const { supplier, b, reference, bag, free, band } = await booked();
    const seat = free[0]?.number ?? '';
    const request = {
      requestId: 'amend-1',
      flight: b.pair,
      bags: [{ id: bag.id, quantity: 2 }],
      seats: [{ flightId: b.pair.outboundFlightId, date: b.pair.outboundDate, seatNumber: seat }],
      expectedTotalPence: 2 * bag.pricePence + band(seat),
    };
    const added = { outcome: 'added', totalPence: request.expectedTotalPence };
    expect(await supplier.addExtras(reference, request)).toEqual(added);
    expect(await supplier.addExtras(reference, request)).toEqual(added);
    const map = await supplier.getSeatMap(b.pair.outboundFlightId, b.pair.outboundDate);
    expect(map?.seats.find((x) => x.number === seat)?.available).toBe(false);
    // Another request for the same seat is refused; nothing is sold.
    expect(
      await supplier.addExtras(reference, { ...request, requestId: 'amend-2', bags: [] }),
    ).toEqual({
      outcome: 'unavailable',
      reason: `Seat ${seat} has been sold to another passenger.`,
    });
  });

  it('refuses a changed price, an unknown bag, a flight not booked, and a cancelled booking', async () => {
    const { supplier, b, reference, bag } = await booked();
    const base = {
      requestId: 'amend-3',
      flight: b.pair,
      bags: [{ id: bag.id, quantity: 1 }],
      seats: [],
      expectedTotalPence: bag.pricePence,
    };
    expect(
      await supplier.addExtras(reference, { ...base, expectedTotalPence: bag.pricePence - 1 }),
    ).toEqual({ outcome: 'price_changed', totalPence: bag.pricePence });
    expect(
      (
        await supplier.addExtras(reference, {
          ...base,
          requestId: 'amend-4',
          bags: [{ id: 'BAG-X', quantity: 1 }],
        })
      ).outcome,
    ).toBe('unavailable');
    expect(
      (
        await supplier.addExtras(reference, {
          ...base,
          requestId: 'amend-5',
          bags: [],
          seats: [{ flightId: 999_999, date: b.pair.outboundDate, seatNumber: '1A' }],
        })
      ).outcome,
    ).toBe('unavailable');
    expect(await supplier.addExtras('SBXNEVERISSUED', { ...base, requestId: 'amend-6' })).toEqual({
      outcome: 'not_found',
    });
    await supplier.cancel(reference);
    expect(await supplier.addExtras(reference, { ...base, requestId: 'amend-7' })).toEqual({
      outcome: 'not_found',
    });
  });
});

describe('SandboxSupplier ancillaries', () => {
  const supplier = new SandboxSupplier(catalogue);

  it('quotes transfers with allowed vehicle types, no-transfer first, sorted by price', async () => {
    const hotel = catalogue.hotels[0];
    const quotes = await supplier.getTransfers({
      hotelId: hotel.id,
      airportCode: hotel.preferredAirports[0] ?? '',
      passengers: 4,
      infants: 1,
    });
    expect(quotes[0]?.id).toBe('none');
    expect(quotes[0]?.totalPence).toBe(0);
    expect(quotes.length).toBeGreaterThan(2);
    for (let i = 1; i < quotes.length; i++) {
      expect(TRANSFER_VEHICLE_TYPES).toContain(quotes[i]?.vehicleType);
      expect(quotes[i]?.totalPence).toBeGreaterThanOrEqual(quotes[i - 1]?.totalPence ?? 0);
    }
    // A 3-seat private car needs two vehicles for 5 travellers.
    const car = quotes.find((q) => q.vehicleType === 'Private Transfer');
    expect(car?.vehicles).toBe(2);
  });

  it('gives the driver’s times from the flights: landing + 45 min, flight home − 3 h, on 5 minutes', async () => {
    const hotel = catalogue.hotels.find((h) => h.preferredAirports.length > 0);
    if (!hotel) throw new Error('no hotel');
    const quote = (flights?: { arrivesLocal: string; returnDepartsLocal: string }) =>
      supplier.getTransfers({
        hotelId: hotel.id,
        airportCode: hotel.preferredAirports[0] ?? '',
        passengers: 2,
        infants: 0,
        ...(flights ? { flights } : {}),
      });
    const timed = await quote({
      arrivesLocal: '2027-03-31T23:32',
      returnDepartsLocal: '2027-04-07T02:10',
    });
    expect(timed.length).toBeGreaterThan(1);
    for (const q of timed.slice(1)) {
      // Across midnight and a month end both ways.
      expect(q.collections).toEqual({ arrival: '2027-04-01T00:20', departure: '2027-04-06T23:10' });
    }
    expect(timed[0]?.collections).toEqual({ arrival: null, departure: null });
    for (const q of await quote()) {
      expect(q.collections).toEqual({ arrival: null, departure: null });
    }
  });

  it('returns deterministic seat maps with bands and some taken seats', async () => {
    const flight = catalogue.flights.find((f) => f.daysOfWeek !== 0x7f);
    if (!flight) throw new Error('no flight');
    let day = toDayIndex('2027-07-01');
    while ((flight.daysOfWeek & (1 << weekdayOfDay(day))) === 0) day++;
    const a = await supplier.getSeatMap(flight.id, fromDayIndex(day));
    const b = await new SandboxSupplier(generateCatalogue({ seed: 99, hotelCount: 10 })).getSeatMap(
      flight.id,
      fromDayIndex(day),
    );
    expect(a).toEqual(b);
    expect(a?.seats.length).toBe((a?.rows ?? 0) * 6);
    expect(a?.seats.some((s) => !s.available)).toBe(true);
    expect(a?.seats.some((s) => s.available)).toBe(true);
    expect(new Set(a?.seats.map((s) => s.bandId))).toEqual(new Set(['XL', 'FRONT', 'STD']));
    // Not operating that weekday → no seat map.
    let off = day + 1;
    while ((flight.daysOfWeek & (1 << weekdayOfDay(off))) !== 0 && off < day + 7) off++;
    expect(await supplier.getSeatMap(flight.id, fromDayIndex(off))).toBeNull();
  });

  it('offers hold bags of 15/20/23 kg, priority boarding, meals and sports equipment', async () => {
    const jet2 = catalogue.flights.find(
      (f) => f.airlineCode === 'LS' && f.direction === 'outbound',
    );
    if (!jet2) throw new Error('no Jet2 flight');
    const extras = await supplier.getFlightExtras({
      outboundFlightId: jet2.id,
      outboundDate: '2027-07-01',
      returnFlightId: jet2.pairedFlightId,
      returnDate: '2027-07-08',
    });
    expect(extras?.bags.map((b) => b.weightKg)).toEqual([15, 20, 23]);
    for (const bag of extras?.bags ?? []) {
      expect(bag.maxQuantity).toBe(6);
      expect(bag.pricePence).toBeGreaterThan(0);
    }
    expect(extras?.priorityBoarding.map((p) => p.direction)).toEqual(['outbound', 'inbound']);
    expect(extras?.extras.some((e) => e.kind === 'meal')).toBe(true);
    expect(extras?.extras.some((e) => e.kind === 'sports')).toBe(true);
  });
});
