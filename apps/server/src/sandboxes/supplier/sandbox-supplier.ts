/**
 * The built-in sandbox supplier: implements {@link Supplier} over a generated
 * {@link SandboxCatalogue}.
 *
 *   const supplier = new SandboxSupplier(generateCatalogue({ seed, hotelCount }));
 *
 * Bulk sheets (`getRates`, `getFares`) are its published snapshot, pure functions of the seed
 * (./rates): they never change. Every price change since is in its change log (./change-log), made
 * by hand ({@link SandboxSupplier.publishChanges}) or by its market (./changes, `changesPerSecond`
 * a second), and its change feed ({@link SandboxSupplier.changesSince}) pages through that log. The
 * live calls (`quoteRoom`, `quoteFlightPair`, `prebook`) price from the snapshot plus every change
 * (the later change wins per night or departure date), so a searched price that applied the feed
 * equals the prebook price, unless the market moved in between or a test deliberately changes the
 * live side with {@link SandboxSupplier.simulatePriceChange} or
 * {@link SandboxSupplier.simulateSoldOut}. Holds last 30 minutes (configurable) against an
 * injectable clock.
 *
 * It keeps no allotment: rates, fares and seat maps are generated from the seed, so a hold or a
 * booking takes nothing from stock and a cancellation has nothing to give back. Seats sold as
 * extras after booking (`addExtras`) are the exception: they are taken off the seat map. What a hold became
 * is in its records instead: booked (with a reference), cancelled (`cancel`: the reference answers
 * cancelled from then on) or released (`releaseHold`: it can no longer be booked).
 */

import { randomBytes } from 'node:crypto';
import type {
  BookResult,
  CancelResult,
  CatalogueContent,
  ExtrasRequest,
  ExtrasResult,
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
  Promotion,
  RateSheet,
  RoomQuote,
  RoomRateRef,
  SeatMap,
  Supplier,
  SupplierChange,
  SupplierChangePage,
  TransferQuery,
  TransferQuote,
} from '../../integrations/supplier/supplier';
import {
  boardUnitsPermille,
  legPartyPence,
  occupancyPermille,
  promotionalPence,
  promotionFor,
  promotionWindow,
  roomFits,
  roomStayPence,
} from '../../integrations/supplier/supplier';
import {
  fromDayIndex,
  localTimeToUtcMs,
  londonToday,
  toDayIndex,
  weekdayOfDay,
} from '../../lib/dates';
import { promotionsOf } from './promotions';
import type { SandboxCatalogue } from './catalogue';
import { memoryChangeStore, marketDue, type SandboxChangeStore } from './change-log';
import { generateChange } from './changes';
import { extrasFor, farePence, seatMapFor } from './flights';
import { buildFareSheet, buildRateSheet, nightlyRatePence } from './rates';
import { NO_TRANSFER, quoteTransfers } from './transfers';

/**
 * Where the sandbox supplier keeps its holds. Like a real bed bank's, they live in its own store,
 * not in one process's memory: any server process (or a restarted one) books a hold another made.
 */
export interface SandboxHoldStore {
  insert(hold: { holdId: string; totalPence: number; expiresAt: Date }): Promise<void>;
  find(holdId: string): Promise<StoredHold | undefined>;
  /**
   * Books the hold under `reference` unless it is booked or released already; answers the hold's
   * reference (the first one set, whoever set it), or null when it was released instead.
   */
  book(holdId: string, reference: string, at: Date): Promise<string | null>;
  /**
   * Cancels the booking with this reference unless it is cancelled already; answers when it was
   * cancelled (the first time, whoever cancelled it), or undefined when no booking has it.
   */
  cancel(supplierReference: string, at: Date): Promise<Date | undefined>;
  /** Releases the hold unless it is booked or released already (or unknown: nothing happens). */
  release(holdId: string, at: Date): Promise<void>;
  /** The booking with this reference (its hold), or undefined. */
  findBooking(supplierReference: string): Promise<StoredHold | undefined>;
  /**
   * Records a sale of extras once per request id and answers the first record for that id. An
   * `added` sale takes its seats; when one is sold already, nothing is taken and the sale is
   * kept as `unavailable` instead.
   */
  sellExtras(sale: ExtrasSale): Promise<StoredExtras>;
  /** Seats sold after booking on a flight and day. */
  soldSeats(flightId: number, date: string): Promise<string[]>;
}

/** A sale of extras as the supplier priced it, before it is stored. */
export interface ExtrasSale {
  requestId: string;
  supplierReference: string;
  outcome: 'added' | 'price_changed' | 'unavailable';
  totalPence: number;
  reason: string | null;
  request: ExtrasRequest;
}

/** What the store answers for a request id. */
export interface StoredExtras {
  outcome: 'added' | 'price_changed' | 'unavailable';
  totalPence: number;
  reason: string | null;
}

export const seatSoldReason = (seatNumber: string) =>
  `Seat ${seatNumber} has been sold to another passenger.`;

/** A hold as the store keeps it. */
export interface StoredHold {
  totalPence: number;
  expiresAt: Date;
  supplierReference: string | null;
  cancelledAt: Date | null;
  releasedAt: Date | null;
}

/** Holds kept in this process only: for the supplier's own unit tests. */
export function memoryHoldStore(): SandboxHoldStore {
  const holds = new Map<string, StoredHold>();
  const sales = new Map<string, StoredExtras>();
  const seats = new Set<string>();
  return {
    insert: (hold) => {
      holds.set(hold.holdId, {
        ...hold,
        supplierReference: null,
        cancelledAt: null,
        releasedAt: null,
      });
      return Promise.resolve();
    },
    find: (holdId) => {
      const hold = holds.get(holdId);
      return Promise.resolve(hold && { ...hold });
    },
    book: (holdId, reference) => {
      const hold = holds.get(holdId);
      if (!hold) return Promise.reject(new Error(`no hold ${holdId}`));
      if (!hold.releasedAt) hold.supplierReference ??= reference;
      return Promise.resolve(hold.supplierReference);
    },
    cancel: (supplierReference, at) => {
      const hold = [...holds.values()].find((h) => h.supplierReference === supplierReference);
      if (hold) hold.cancelledAt ??= at;
      return Promise.resolve(hold?.cancelledAt ?? undefined);
    },
    release: (holdId, at) => {
      const hold = holds.get(holdId);
      if (hold && !hold.supplierReference) hold.releasedAt ??= at;
      return Promise.resolve();
    },
    findBooking: (supplierReference) => {
      const hold = [...holds.values()].find((h) => h.supplierReference === supplierReference);
      return Promise.resolve(hold && { ...hold });
    },
    sellExtras: (sale) => {
      const known = sales.get(sale.requestId);
      if (known) return Promise.resolve({ ...known });
      const keys = sale.request.seats.map((x) => `${String(x.flightId)}|${x.date}|${x.seatNumber}`);
      const taken = sale.outcome === 'added' ? keys.findIndex((k) => seats.has(k)) : -1;
      const stored: StoredExtras =
        taken >= 0
          ? {
              outcome: 'unavailable',
              totalPence: sale.totalPence,
              reason: seatSoldReason(sale.request.seats[taken]?.seatNumber ?? ''),
            }
          : { outcome: sale.outcome, totalPence: sale.totalPence, reason: sale.reason };
      if (stored.outcome === 'added') for (const k of keys) seats.add(k);
      sales.set(sale.requestId, stored);
      return Promise.resolve({ ...stored });
    },
    soldSeats: (flightId, date) =>
      Promise.resolve(
        [...seats]
          .filter((k) => k.startsWith(`${String(flightId)}|${date}|`))
          .map((k) => k.slice(`${String(flightId)}|${date}|`.length)),
      ),
  };
}

/** Unambiguous capitals and digits: 10 of them give 50 random bits per id. */
const ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function randomId(length: number): string {
  return Array.from(randomBytes(length), (b) => ID_ALPHABET.charAt(b & 31)).join('');
}

export interface SandboxSupplierOptions {
  /** Clock for holds, promotions and the market (ms since epoch). */
  now?: () => number;
  holdMinutes?: number;
  holds?: SandboxHoldStore;
  /** Where its price changes are kept (default: this process's memory). */
  changes?: SandboxChangeStore;
  /**
   * How many price changes its market makes a second (default 0: prices move only when changes
   * are published).
   */
  changesPerSecond?: number;
  /**
   * At most this many market changes are made per advance (default 1,000): a market left behind
   * (no process running for hours) skips ahead rather than flooding the feed.
   */
  changesCap?: number;
}

/** Rows read from the change log per query when catching the live prices up. */
const REFRESH_PAGE = 5000;

/** Changes per publication: as many as a supplier's console takes at once. */
const MAX_PUBLISHED = 10_000;

/** Longest run of days one published change covers (a year and a day). */
const MAX_CHANGE_DAYS = 367;

/** A published change the supplier refuses (unknown room type or flight, bad date or prices). */
export class InvalidSupplierChange extends RangeError {
  override name = 'InvalidSupplierChange';
}

/** A feed cursor is the seq of the last change it answered, in decimal ("0" before the first). */
const CURSOR_RE = /^(0|[1-9][0-9]{0,15})$/;

function parseCursor(cursor: string | null): number {
  if (cursor === null) return 0;
  const seq = CURSOR_RE.test(cursor) ? Number(cursor) : Number.NaN;
  if (!Number.isSafeInteger(seq)) {
    throw new Error(`malformed change feed cursor ${JSON.stringify(cursor)}`);
  }
  return seq;
}

export class SandboxSupplier implements Supplier {
  readonly name: string;
  private readonly hotelIndex = new Map<number, number>();
  private readonly roomIndex = new Map<number, { hotel: number; room: number }>();
  private readonly flightIndex = new Map<number, number>();
  private readonly airportTz = new Map<string, string>();
  private readonly priceFactor = new Map<number, number>();
  private readonly soldOut = new Set<number>();
  private readonly holds: SandboxHoldStore;
  private readonly now: () => number;
  private readonly holdMs: number;
  private readonly changes: SandboxChangeStore;
  private readonly changesPerSecond: number;
  private readonly changesCap: number;
  /** Changed nightly rates: room type id → day index → pence (0 = closed). */
  private readonly rateOverrides = new Map<number, Map<number, number>>();
  /** Changed fares: flight id → departure day index → pence (0 = sold out or not operating). */
  private readonly fareOverrides = new Map<number, Map<number, number>>();
  /** The last change of the log applied to the overrides. */
  private seenSeq = 0;
  /** The market as last read: lets a live call skip the store when nothing is due yet. */
  private market: { startedAtMs: number; generated: number } | undefined;

  constructor(
    readonly catalogue: SandboxCatalogue,
    options: SandboxSupplierOptions = {},
  ) {
    this.name = catalogue.supplier;
    this.now = options.now ?? (() => Date.now());
    this.holdMs = (options.holdMinutes ?? 30) * 60_000;
    this.holds = options.holds ?? memoryHoldStore();
    this.changes = options.changes ?? memoryChangeStore();
    this.changesPerSecond = options.changesPerSecond ?? 0;
    this.changesCap = options.changesCap ?? 1000;
    if (!(this.changesPerSecond >= 0) || !Number.isFinite(this.changesPerSecond)) {
      throw new RangeError('changesPerSecond must be a finite number ≥ 0');
    }
    if (!Number.isInteger(this.changesCap) || this.changesCap < 1) {
      throw new RangeError('changesCap must be an integer ≥ 1');
    }
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

  getPromotions(query: { from: string; days: number }): Promise<Promotion[]> {
    return Promise.resolve(
      promotionsOf(
        this.catalogue.seed,
        this.catalogue.hotels.map((h) => h.id),
        query,
      ),
    );
  }

  /**
   * The published snapshot of nightly rates: changes are not in it (they are in the feed, which
   * starts from this snapshot).
   */
  getRates(query: { from: string; days: number; hotelIds?: number[] }): Promise<RateSheet> {
    return Promise.resolve(buildRateSheet(this.catalogue, query));
  }

  /** The published snapshot of fares; changes are in the feed, as for rates. */
  getFares(query: { from: string; days: number }): Promise<FareSheet> {
    return Promise.resolve(buildFareSheet(this.catalogue, query));
  }

  /**
   * The change feed: the market moves to now first, then the logged changes after `cursor` (the
   * seq of the last one answered; null = from the snapshot), oldest first, at most `limit`. The
   * cursor answered is the last change's seq, or the one given when nothing is new ("0" from
   * null). A malformed cursor or limit throws.
   */
  async changesSince(cursor: string | null, limit: number): Promise<SupplierChangePage> {
    const after = parseCursor(cursor);
    if (!Number.isSafeInteger(limit) || limit < 1) {
      throw new RangeError(`change feed limit ${String(limit)}: a positive integer`);
    }
    await this.advanceMarket();
    const rows = await this.changes.after(after, limit + 1);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      changes: page.map((r) => r.change),
      cursor: last ? String(last.seq) : (cursor ?? '0'),
      more: rows.length > limit,
    };
  }

  /**
   * Changes made by the supplier now (tests and the development console): validated, appended
   * to the log after whatever the market had due, in the feed from then on and in every live
   * price (this process's at once, other processes' on their next live call).
   */
  async publishChanges(changes: SupplierChange[]): Promise<void> {
    if (changes.length > MAX_PUBLISHED) {
      throw new InvalidSupplierChange(`At most ${String(MAX_PUBLISHED)} changes at once.`);
    }
    for (const change of changes) this.checkChange(change);
    await this.advanceMarket();
    await this.changes.append(changes);
    await this.catchUp();
  }

  /** A change this supplier could have made: a known room type or flight, days of whole pence. */
  private checkChange(change: SupplierChange): void {
    // Checked at run time too: the console and tests hand in what they like.
    const kind: string = change.kind;
    if (kind === 'rate') {
      const id = (change as { roomTypeId: number }).roomTypeId;
      if (!this.roomIndex.has(id)) {
        throw new InvalidSupplierChange(`Room type ${String(id)} is not one of the supplier's.`);
      }
    } else if (kind === 'fare') {
      const id = (change as { flightId: number }).flightId;
      if (!this.flightIndex.has(id)) {
        throw new InvalidSupplierChange(`Flight ${String(id)} is not one of the supplier's.`);
      }
    } else {
      throw new InvalidSupplierChange(`A change is of kind 'rate' or 'fare', not ${kind}.`);
    }
    if (!Number.isFinite(toDayIndex(change.from))) {
      throw new InvalidSupplierChange(`${change.from} is not a date (yyyy-mm-dd).`);
    }
    const { pence } = change;
    if (!Array.isArray(pence) || pence.length < 1 || pence.length > MAX_CHANGE_DAYS) {
      throw new InvalidSupplierChange(`A change covers 1 to ${String(MAX_CHANGE_DAYS)} days.`);
    }
    if (!pence.every((p) => Number.isSafeInteger(p) && p >= 0)) {
      throw new InvalidSupplierChange('Prices are whole pence, 0 (closed) or more.');
    }
  }

  /**
   * Moves the market to now (when it makes changes by itself): the store appends what is due.
   * Skipped without asking the store while the market last read has nothing due yet. The feed and
   * every live call move it first; a process of its own can keep it moving
   * (scripts/supplier-market.ts).
   */
  async advanceMarket(): Promise<void> {
    if (this.changesPerSecond <= 0) return;
    const now = this.now();
    if (
      this.market &&
      marketDue(this.market.startedAtMs, now, this.changesPerSecond) <= this.market.generated
    ) {
      return;
    }
    const today = toDayIndex(londonToday(new Date(now)));
    const state = await this.changes.advanceMarket({
      now: new Date(now),
      perSecond: this.changesPerSecond,
      cap: this.changesCap,
      generate: (n) => generateChange(this.catalogue, n, today),
    });
    this.market = { startedAtMs: state.startedAt.getTime(), generated: state.generated };
  }

  /** Applies the log's changes after the last one applied (any process's) to the live prices. */
  private async catchUp(): Promise<void> {
    for (;;) {
      const rows = await this.changes.after(this.seenSeq, REFRESH_PAGE);
      for (const row of rows) {
        // Two live calls catching up at once read overlapping rows: each is applied once, in order.
        if (row.seq <= this.seenSeq) continue;
        this.applyChange(row.change);
        this.seenSeq = row.seq;
      }
      if (rows.length < REFRESH_PAGE) return;
    }
  }

  /** Live prices before a live call: the market moved to now, then every change applied. */
  private async refreshPrices(): Promise<void> {
    await this.advanceMarket();
    await this.catchUp();
  }

  private applyChange(change: SupplierChange): void {
    const overrides = change.kind === 'rate' ? this.rateOverrides : this.fareOverrides;
    const id = change.kind === 'rate' ? change.roomTypeId : change.flightId;
    const start = toDayIndex(change.from);
    if (!Number.isFinite(start)) return;
    let days = overrides.get(id);
    if (!days) {
      days = new Map();
      overrides.set(id, days);
    }
    change.pence.forEach((p, d) => days.set(start + d, p));
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

  /**
   * Synchronous live room price (see {@link Supplier.quoteRoom}), from the changes applied by the
   * last live call of this instance (`quoteRoom` catches up with the log first).
   */
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
    const changed = this.rateOverrides.get(rt.id);
    for (let d = 0; d < stay.nights; d++) {
      // The latest change of the night, else the snapshot's rate; 0 either way is closed.
      const rate =
        changed?.get(start + d) ??
        nightlyRatePence(
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
    // A special offer for this check-in, booked today, prices it as the search engine does.
    const promotion = promotionFor(
      promotionsOf(this.catalogue.seed, [hotel.id], { from: stay.checkIn, days: 1 }).map(
        promotionWindow,
      ),
      start,
      stay.nights,
      toDayIndex(londonToday(new Date(this.now()))),
    );
    if (promotion) total = promotionalPence(total, promotion.discountPct);
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

  async quoteRoom(
    ref: RoomRateRef,
    stay: { checkIn: string; nights: number; room: PartyRoom },
  ): Promise<RoomQuote | null> {
    await this.refreshPrices();
    return this.quoteRoomSync(ref, stay);
  }

  private legQuote(flight: FlightSchedule, day: number): FlightLegQuote | null {
    const i = this.flightIndex.get(flight.id);
    const pricing = i === undefined ? undefined : this.catalogue.pricing.flights[i];
    if (!pricing) return null;
    // The latest change of the departure date, else the snapshot's fare; 0 is not bookable.
    const fare =
      this.fareOverrides.get(flight.id)?.get(day) ??
      farePence(this.catalogue.seed, flight, pricing, day);
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

  /**
   * Synchronous live flight-pair price (see {@link Supplier.quoteFlightPair}), from the changes
   * applied by the last live call of this instance, like {@link SandboxSupplier.quoteRoomSync}.
   */
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

  async quoteFlightPair(
    ref: FlightPairRef,
    party: { seats: number; infants: number },
  ): Promise<FlightPairQuote | null> {
    await this.refreshPrices();
    return this.quoteFlightPairSync(ref, party);
  }

  getFlightExtras(ref: FlightPairRef): Promise<FlightExtras | null> {
    const out = this.flightById(ref.outboundFlightId);
    const ret = this.flightById(ref.returnFlightId);
    const outAirline = out && this.catalogue.airlineData.get(out.airlineCode);
    const retAirline = ret && this.catalogue.airlineData.get(ret.airlineCode);
    if (!out || !ret || !outAirline || !retAirline) return Promise.resolve(null);
    return Promise.resolve(extrasFor(out, outAirline, ret, retAirline));
  }

  /** The generated seat map less the seats sold after booking. */
  async getSeatMap(flightId: number, date: string): Promise<SeatMap | null> {
    const map = this.seedSeatMap(flightId, date);
    if (!map) return null;
    const sold = new Set(await this.holds.soldSeats(flightId, map.date));
    if (sold.size === 0) return map;
    return {
      ...map,
      seats: map.seats.map((x) => (sold.has(x.number) ? { ...x, available: false } : x)),
    };
  }

  private seedSeatMap(flightId: number, date: string): SeatMap | null {
    const flight = this.flightById(flightId);
    const day = toDayIndex(date);
    const airline = flight && this.catalogue.airlineData.get(flight.airlineCode);
    if (!flight || !airline || !Number.isFinite(day)) return null;
    if ((flight.daysOfWeek & (1 << weekdayOfDay(day))) === 0) return null;
    return seatMapFor(this.catalogue.seed, flight, airline, day);
  }

  getTransfers(query: TransferQuery): Promise<TransferQuote[]> {
    const hotel = this.hotelById(query.hotelId);
    if (!hotel) return Promise.resolve([NO_TRANSFER]);
    const products = this.catalogue.transfers.filter(
      (t) => t.resortId === hotel.resortId && t.airportCode === query.airportCode,
    );
    return Promise.resolve(
      quoteTransfers(products, query.passengers, query.infants, query.flights),
    );
  }

  async prebook(request: PrebookRequest): Promise<PrebookResult> {
    await this.refreshPrices();
    const rooms: RoomQuote[] = [];
    for (const r of request.rooms) {
      const quote = this.quoteRoomSync(
        { hotelId: r.hotelId, roomTypeId: r.roomTypeId, board: r.board, refundable: r.refundable },
        { checkIn: request.checkIn, nights: request.nights, room: r.room },
      );
      if (!quote) {
        return {
          outcome: 'no_longer_available',
          reason: 'The selected room is no longer available for these dates.',
        };
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
        return {
          outcome: 'no_longer_available',
          reason: 'The selected flights are no longer available.',
        };
      }
    }
    const total = rooms.reduce((s, r) => s + r.totalPence, 0) + (flight?.totalPence ?? 0);
    const id = `SBX-HOLD-${randomId(12)}`;
    const expiresAtMs = this.now() + this.holdMs;
    await this.holds.insert({ holdId: id, totalPence: total, expiresAt: new Date(expiresAtMs) });
    const expiresAt = new Date(expiresAtMs).toISOString();
    if (total !== request.expectedTotalPence) {
      return {
        outcome: 'price_changed',
        holdId: id,
        expiresAt,
        rooms,
        flight,
        previousTotalPence: request.expectedTotalPence,
        totalPence: total,
      };
    }
    return { outcome: 'ok', holdId: id, expiresAt, rooms, flight, totalPence: total };
  }

  /**
   * Books a hold once: a repeat (a retried job, another process) answers the same reference. A
   * released hold is gone (`not_found`), as it is when released while being booked.
   */
  async book(holdId: string): Promise<BookResult> {
    const hold = await this.holds.find(holdId);
    if (!hold) return { outcome: 'not_found', holdId };
    if (hold.supplierReference) {
      return { outcome: 'booked', supplierReference: hold.supplierReference, holdId };
    }
    if (hold.releasedAt) return { outcome: 'not_found', holdId };
    if (this.now() > hold.expiresAt.getTime()) return { outcome: 'hold_expired', holdId };
    const supplierReference = await this.holds.book(
      holdId,
      `SBX${randomId(10)}`,
      new Date(this.now()),
    );
    if (!supplierReference) return { outcome: 'not_found', holdId };
    return { outcome: 'booked', supplierReference, holdId };
  }

  /** Cancels a booking once: a repeat answers the time of the first cancellation. */
  async cancel(supplierReference: string): Promise<CancelResult> {
    const cancelledAt = await this.holds.cancel(supplierReference, new Date(this.now()));
    if (!cancelledAt) return { outcome: 'not_found' };
    return { outcome: 'cancelled', cancelledAt: cancelledAt.toISOString() };
  }

  /**
   * Sells extras on a live booking at today's prices, all or nothing, once per request id (a
   * repeat answers the first outcome): bags of the pair's offer up to its maximum per request,
   * seats of the pair's two flights that are still free.
   */
  async addExtras(supplierReference: string, request: ExtrasRequest): Promise<ExtrasResult> {
    const booking = await this.holds.findBooking(supplierReference);
    if (!booking || booking.cancelledAt) return { outcome: 'not_found' };
    const priced = await this.priceExtras(request);
    const outcome =
      'reason' in priced
        ? 'unavailable'
        : priced.totalPence === request.expectedTotalPence
          ? 'added'
          : 'price_changed';
    const stored = await this.holds.sellExtras({
      requestId: request.requestId,
      supplierReference,
      outcome,
      totalPence: 'reason' in priced ? 0 : priced.totalPence,
      reason: 'reason' in priced ? priced.reason : null,
      request,
    });
    if (stored.outcome === 'unavailable') {
      return { outcome: 'unavailable', reason: stored.reason ?? 'Not available.' };
    }
    return { outcome: stored.outcome, totalPence: stored.totalPence };
  }

  private async priceExtras(
    request: ExtrasRequest,
  ): Promise<{ totalPence: number } | { reason: string }> {
    const offer = await this.getFlightExtras(request.flight);
    if (!offer) return { reason: 'These flights no longer operate.' };
    let total = 0;
    for (const b of request.bags) {
      const bag = offer.bags.find((o) => o.id === b.id);
      if (!bag) return { reason: `No hold bag ${b.id} is sold on these flights.` };
      if (!Number.isInteger(b.quantity) || b.quantity < 1 || b.quantity > bag.maxQuantity) {
        return { reason: `At most ${String(bag.maxQuantity)} ${String(bag.weightKg)}kg bags.` };
      }
      total += b.quantity * bag.pricePence;
    }
    const legs = [
      { flightId: request.flight.outboundFlightId, date: request.flight.outboundDate },
      { flightId: request.flight.returnFlightId, date: request.flight.returnDate },
    ];
    const seen = new Set<string>();
    for (const wanted of request.seats) {
      if (!legs.some((l) => l.flightId === wanted.flightId && l.date === wanted.date)) {
        return { reason: 'A seat was asked for on a flight this booking does not have.' };
      }
      const key = `${String(wanted.flightId)}|${wanted.date}|${wanted.seatNumber}`;
      if (seen.has(key)) return { reason: `Seat ${wanted.seatNumber} was asked for twice.` };
      seen.add(key);
      const map = await this.getSeatMap(wanted.flightId, wanted.date);
      const seat = map?.seats.find((x) => x.number === wanted.seatNumber);
      const band = seat && map?.bands.find((b) => b.id === seat.bandId);
      if (!seat || !band) return { reason: `There is no seat ${wanted.seatNumber}.` };
      if (!seat.available) return { reason: seatSoldReason(wanted.seatNumber) };
      total += band.pricePence;
    }
    return { totalPence: total };
  }

  /** Gives up an unbooked hold (unknown, expired or released ones too); a booked hold stays booked. */
  async releaseHold(holdId: string): Promise<void> {
    await this.holds.release(holdId, new Date(this.now()));
  }
}
