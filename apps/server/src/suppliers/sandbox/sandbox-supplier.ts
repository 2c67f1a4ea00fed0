/**
 * The built-in sandbox supplier: implements {@link Supplier} over a generated
 * {@link SandboxCatalogue}.
 *
 *   const supplier = new SandboxSupplier(generateCatalogue({ seed, hotelCount }));
 *
 * Bulk sheets (`getRates`, `getFares`) are what the search engine precomputes from; the live calls
 * (`quoteRoom`, `quoteFlightPair`, `prebook`) compute the same prices from the same pure functions,
 * so a searched price equals the prebook price unless a test deliberately changes the live side
 * with {@link SandboxSupplier.simulatePriceChange} or {@link SandboxSupplier.simulateSoldOut}.
 * Holds last 30 minutes (configurable) against an injectable clock.
 */

import type {
  BookResult,
  CatalogueContent,
  FareSheet,
  FlightExtras,
  FlightLegQuote,
  FlightPairQuote,
  FlightPairRef,
  FlightSchedule,
  Hotel,
  PartyRoom,
  PrebookRequest,
  PrebookResult,
  RateSheet,
  RoomQuote,
  RoomRateRef,
  SeatMap,
  Supplier,
  TransferQuery,
  TransferQuote,
} from '../supplier';
import {
  boardUnitsPermille,
  fromDayIndex,
  legPartyPence,
  localTimeToUtcMs,
  occupancyPermille,
  roomFits,
  roomStayPence,
  toDayIndex,
  weekdayOfDay,
} from '../supplier';
import type { SandboxCatalogue } from './catalogue';
import { extrasFor, farePence, seatMapFor } from './flights';
import { buildFareSheet, buildRateSheet, nightlyRatePence } from './rates';
import { NO_TRANSFER, quoteTransfers } from './transfers';

export interface SandboxSupplierOptions {
  /** Clock for holds (ms since epoch). */
  now?: () => number;
  holdMinutes?: number;
}

interface Hold {
  id: string;
  expiresAtMs: number;
  totalPence: number;
  reference: string | null;
}

export class SandboxSupplier implements Supplier {
  readonly name: string;
  private readonly hotelIndex = new Map<number, number>();
  private readonly roomIndex = new Map<number, { hotel: number; room: number }>();
  private readonly flightIndex = new Map<number, number>();
  private readonly airportTz = new Map<string, string>();
  private readonly priceFactor = new Map<number, number>();
  private readonly soldOut = new Set<number>();
  private readonly holds = new Map<string, Hold>();
  private holdSeq = 0;
  private readonly now: () => number;
  private readonly holdMs: number;

  constructor(
    readonly catalogue: SandboxCatalogue,
    options: SandboxSupplierOptions = {},
  ) {
    this.name = catalogue.supplier;
    this.now = options.now ?? (() => Date.now());
    this.holdMs = (options.holdMinutes ?? 30) * 60_000;
    catalogue.hotels.forEach((h, i) => {
      this.hotelIndex.set(h.id, i);
      h.rooms.forEach((rt, k) => this.roomIndex.set(rt.id, { hotel: i, room: k }));
    });
    catalogue.flights.forEach((f, i) => this.flightIndex.set(f.id, i));
    for (const a of catalogue.airports) this.airportTz.set(a.code, a.timeZone);
  }

  getContent(): Promise<CatalogueContent> {
    return Promise.resolve(this.catalogue);
  }

  getRates(query: { from: string; days: number; hotelIds?: number[] }): Promise<RateSheet> {
    return Promise.resolve(buildRateSheet(this.catalogue, query));
  }

  getFares(query: { from: string; days: number }): Promise<FareSheet> {
    return Promise.resolve(buildFareSheet(this.catalogue, query));
  }

  /** Test hook: live hotel prices change by `factor` (e.g. 1.1) from now on. */
  simulatePriceChange(hotelId: number, factor: number): void {
    this.priceFactor.set(hotelId, factor);
  }

  /** Test hook: the hotel can no longer be booked live. */
  simulateSoldOut(hotelId: number): void {
    this.soldOut.add(hotelId);
  }

  hotelById(hotelId: number): Hotel | undefined {
    const i = this.hotelIndex.get(hotelId);
    return i === undefined ? undefined : this.catalogue.hotels[i];
  }

  private flightById(flightId: number): FlightSchedule | undefined {
    const i = this.flightIndex.get(flightId);
    return i === undefined ? undefined : this.catalogue.flights[i];
  }

  /** Synchronous live room price (see {@link Supplier.quoteRoom}). */
  quoteRoomSync(
    ref: RoomRateRef,
    stay: { checkIn: string; nights: number; room: PartyRoom },
  ): RoomQuote | null {
    const loc = this.roomIndex.get(ref.roomTypeId);
    if (!loc || this.soldOut.has(ref.hotelId)) return null;
    const hotel = this.catalogue.hotels[loc.hotel];
    const pricing = this.catalogue.pricing.hotels[loc.hotel];
    const rt = hotel.rooms[loc.room];
    if (hotel.id !== ref.hotelId) return null;
    const start = toDayIndex(stay.checkIn);
    if (!Number.isFinite(start) || !Number.isInteger(stay.nights) || stay.nights < 1) return null;
    if (!roomFits(rt, stay.room)) return null;
    if (!rt.boards.includes(ref.board)) return null;
    if (!ref.refundable && !rt.nonRefundableOffered) return null;
    const supplement = hotel.boardSupplementPence[ref.board];
    if (supplement === undefined) return null;
    let nightlySum = 0;
    for (let d = 0; d < stay.nights; d++) {
      const rate = nightlyRatePence(
        this.catalogue.seed,
        rt.id,
        pricing.roomBasePence[loc.room] ?? 0,
        pricing.climate,
        pricing.seasonalClosure,
        start + d,
      );
      if (rate <= 0) return null;
      nightlySum += rate;
    }
    const policy = hotel.childPolicy;
    let total = roomStayPence(
      nightlySum,
      stay.nights,
      occupancyPermille(policy, stay.room),
      supplement,
      boardUnitsPermille(policy, stay.room),
      stay.room.infants,
      policy.infantNightlyPence,
      hotel.nonRefundableDiscountPct,
      ref.refundable,
    );
    const factor = this.priceFactor.get(hotel.id);
    if (factor !== undefined) total = Math.round(total * factor);
    return {
      ...ref,
      checkIn: fromDayIndex(start),
      nights: stay.nights,
      room: stay.room,
      totalPence: total,
    };
  }

  quoteRoom(
    ref: RoomRateRef,
    stay: { checkIn: string; nights: number; room: PartyRoom },
  ): Promise<RoomQuote | null> {
    return Promise.resolve(this.quoteRoomSync(ref, stay));
  }

  private legQuote(flight: FlightSchedule, day: number): FlightLegQuote | null {
    const i = this.flightIndex.get(flight.id);
    const pricing = i === undefined ? undefined : this.catalogue.pricing.flights[i];
    if (!pricing) return null;
    const fare = farePence(this.catalogue.seed, flight, pricing, day);
    if (fare <= 0) return null;
    const dep = localTimeToUtcMs(
      day,
      flight.departureMinuteLocal,
      this.airportTz.get(flight.from) ?? 'UTC',
    );
    const arr = dep + flight.blockMinutes * 60_000;
    return {
      flightId: flight.id,
      flightNumber: flight.flightNumber,
      airlineCode: flight.airlineCode,
      from: flight.from,
      to: flight.to,
      date: fromDayIndex(day),
      departsAtUtc: new Date(dep).toISOString(),
      arrivesAtUtc: new Date(arr).toISOString(),
      durationMinutes: flight.blockMinutes,
      farePence: fare,
    };
  }

  /** Synchronous live flight-pair price (see {@link Supplier.quoteFlightPair}). */
  quoteFlightPairSync(
    ref: FlightPairRef,
    party: { seats: number; infants: number },
  ): FlightPairQuote | null {
    const out = this.flightById(ref.outboundFlightId);
    const ret = this.flightById(ref.returnFlightId);
    if (!out || !ret || out.direction !== 'outbound' || ret.direction !== 'return') return null;
    if (ret.from !== out.to || ret.to !== out.from) return null;
    const outDay = toDayIndex(ref.outboundDate);
    const retDay = toDayIndex(ref.returnDate);
    if (!Number.isFinite(outDay) || !Number.isFinite(retDay) || retDay <= outDay) return null;
    const outbound = this.legQuote(out, outDay);
    const inbound = this.legQuote(ret, retDay);
    if (!outbound || !inbound) return null;
    const outAirline = this.catalogue.airlineData.get(out.airlineCode);
    const retAirline = this.catalogue.airlineData.get(ret.airlineCode);
    const total =
      legPartyPence(
        outbound.farePence,
        party.seats,
        party.infants,
        outAirline?.infantFeePence ?? 0,
      ) +
      legPartyPence(inbound.farePence, party.seats, party.infants, retAirline?.infantFeePence ?? 0);
    return {
      ...ref,
      outboundDate: outbound.date,
      returnDate: inbound.date,
      outbound,
      inbound,
      seats: party.seats,
      infants: party.infants,
      perPassengerPence: outbound.farePence + inbound.farePence,
      totalPence: total,
    };
  }

  quoteFlightPair(
    ref: FlightPairRef,
    party: { seats: number; infants: number },
  ): Promise<FlightPairQuote | null> {
    return Promise.resolve(this.quoteFlightPairSync(ref, party));
  }

  getFlightExtras(ref: FlightPairRef): Promise<FlightExtras | null> {
    const out = this.flightById(ref.outboundFlightId);
    const ret = this.flightById(ref.returnFlightId);
    const outAirline = out && this.catalogue.airlineData.get(out.airlineCode);
    const retAirline = ret && this.catalogue.airlineData.get(ret.airlineCode);
    if (!out || !ret || !outAirline || !retAirline) return Promise.resolve(null);
    return Promise.resolve(extrasFor(out, outAirline, ret, retAirline));
  }

  getSeatMap(flightId: number, date: string): Promise<SeatMap | null> {
    const flight = this.flightById(flightId);
    const day = toDayIndex(date);
    const airline = flight && this.catalogue.airlineData.get(flight.airlineCode);
    if (!flight || !airline || !Number.isFinite(day)) return Promise.resolve(null);
    if ((flight.daysOfWeek & (1 << weekdayOfDay(day))) === 0) return Promise.resolve(null);
    return Promise.resolve(seatMapFor(this.catalogue.seed, flight, airline, day));
  }

  getTransfers(query: TransferQuery): Promise<TransferQuote[]> {
    const hotel = this.hotelById(query.hotelId);
    if (!hotel) return Promise.resolve([NO_TRANSFER]);
    const products = this.catalogue.transfers.filter(
      (t) => t.resortId === hotel.resortId && t.airportCode === query.airportCode,
    );
    return Promise.resolve(quoteTransfers(products, query.passengers, query.infants));
  }

  prebook(request: PrebookRequest): Promise<PrebookResult> {
    const rooms: RoomQuote[] = [];
    for (const r of request.rooms) {
      const quote = this.quoteRoomSync(
        { hotelId: r.hotelId, roomTypeId: r.roomTypeId, board: r.board, refundable: r.refundable },
        { checkIn: request.checkIn, nights: request.nights, room: r.room },
      );
      if (!quote) {
        return Promise.resolve({
          outcome: 'no_longer_available',
          reason: 'The selected room is no longer available for these dates.',
        });
      }
      rooms.push(quote);
    }
    let flight: FlightPairQuote | null = null;
    if (request.flight) {
      flight = this.quoteFlightPairSync(request.flight, {
        seats: request.flight.seats,
        infants: request.flight.infants,
      });
      if (!flight) {
        return Promise.resolve({
          outcome: 'no_longer_available',
          reason: 'The selected flights are no longer available.',
        });
      }
    }
    const total = rooms.reduce((s, r) => s + r.totalPence, 0) + (flight?.totalPence ?? 0);
    this.holdSeq += 1;
    const id = `SBX-HOLD-${this.catalogue.seed.toString(36).toUpperCase()}-${this.holdSeq}`;
    const expiresAtMs = this.now() + this.holdMs;
    this.holds.set(id, { id, expiresAtMs, totalPence: total, reference: null });
    const expiresAt = new Date(expiresAtMs).toISOString();
    if (total !== request.expectedTotalPence) {
      return Promise.resolve({
        outcome: 'price_changed',
        holdId: id,
        expiresAt,
        rooms,
        flight,
        previousTotalPence: request.expectedTotalPence,
        totalPence: total,
      });
    }
    return Promise.resolve({
      outcome: 'ok',
      holdId: id,
      expiresAt,
      rooms,
      flight,
      totalPence: total,
    });
  }

  book(holdId: string): Promise<BookResult> {
    const hold = this.holds.get(holdId);
    if (!hold) return Promise.resolve({ outcome: 'not_found', holdId });
    if (hold.reference)
      return Promise.resolve({ outcome: 'booked', supplierReference: hold.reference, holdId });
    if (this.now() > hold.expiresAtMs) return Promise.resolve({ outcome: 'hold_expired', holdId });
    hold.reference = `SBX${holdId.split('-').pop() ?? ''}${hold.totalPence % 9973}`;
    return Promise.resolve({ outcome: 'booked', supplierReference: hold.reference, holdId });
  }
}
