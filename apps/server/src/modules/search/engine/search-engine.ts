/**
 * The in-memory search engine (docs/design.md §5).
 *
 *   const engine = await buildSearchEngineFromSupplier(supplier, { from: '2026-11-21', days: 365 });
 *   engine.search(request, { today })        → SearchResult (cheapest package per hotel)
 *   engine.roomOffers(query)                 → every room × board × refundability with its total
 *   engine.alternatives(query)               → flights and hotel price per date in the window
 *   engine.flightOption(id, seats, infants)  → re-price one flight option by id
 *
 * A search scans candidate hotels (by region or one hotel); per hotel and per departure day in the
 * flexible window it takes, for each requested room, the cheapest fitting open rate (room type ×
 * board × refundable/non-refundable, priced by the shared rate model in integrations/supplier/supplier.ts) and
 * adds the cheapest outbound/return pair from the chosen UK airports to the hotel's airports
 * (computed once per airport group and day). The per-row work reads typed arrays only; result
 * objects are built once per hotel found. Searches are synchronous and allocation-light.
 *
 * Errors in the request throw {@link SearchRequestError} (map to HTTP 400). An empty `hotels`
 * list means no availability.
 */

import type {
  BoardCode,
  Country,
  Region,
  Resort,
  Supplier,
  SupplierChange,
} from '../../../integrations/supplier/supplier';
import { perPersonPence as perPersonOf } from '@sunward/contracts/pricing';
import {
  BOARD_CODES,
  BOARD_NAMES,
  promotionalPence,
  promotionFor,
  type PromotionWindow,
} from '../../../integrations/supplier/supplier';
import { fromDayIndex, localTimeToUtcMs, toDayIndex, utcMsToLocal } from '../../../lib/dates';
import type { NormalizedParty } from './request';
import { normalizeParty, normalizeSearch, normalizeStay } from './request';
import type { EngineStore } from './store';
import {
  applyChanges,
  applyRateSheet,
  BOARD_COUNT,
  buildStore,
  pricesOf,
  NIGHTLY_LARGE,
  dependenciesTouched,
  restorePrices,
  type StorePrices,
  typedArrayBytes,
} from './store';
import type {
  AlternativesResult,
  DateAlternatives,
  EngineRoomRequest,
  EngineSearchRequest,
  FlightLeg,
  FlightOption,
  HotelPackage,
  MatchColumns,
  PackageMatch,
  PackageRoom,
  RoomOffer,
  RoomOffersResult,
  SearchOptions,
  SearchResult,
} from './types';
import { SearchRequestError } from './types';

export interface EngineStats {
  hotels: number;
  roomTypes: number;
  flights: number;
  regions: number;
  horizonFrom: string;
  horizonDays: number;
  typedArrayBytes: number;
  buildMs: number;
}

export interface RoomOffersQuery {
  hotel_id: number;
  check_in: string;
  nights: number;
  rooms: EngineRoomRequest[];
}

export interface AlternativesQuery {
  hotel_id: number;
  start_date: string;
  nights: number;
  flexible_departure?: boolean;
  departure_airports?: string[];
  rooms: EngineRoomRequest[];
  /** Flight options kept per date (cheapest first); default 50. */
  limitPerDate?: number;
}

const INF = Number.POSITIVE_INFINITY;
/** A board mask allowing every board. */
const ALL_BOARDS = (1 << BOARD_COUNT) - 1;
/** Released result buffers kept for reuse (answers are written one at a time). */
const MAX_FREE_RESULT_BUFFERS = 4;

/** Whether day w's total beats the best so far: cheaper, or as cheap and asked for earlier. */
/**
 * The largest discount any of a hotel's offers gives a stay of `nights` booked on `bookedDay`,
 * whatever the check-in: what bounds the hotel's price from below on every day of a window.
 */
function largestDiscount(
  promos: readonly PromotionWindow[] | undefined,
  nights: number,
  bookedDay: number,
): number {
  let pct = 0;
  if (!promos) return pct;
  for (const p of promos) {
    if (p.minNights > nights || bookedDay > p.bookByDay) continue;
    pct = Math.max(pct, p.discountPct);
  }
  return pct;
}

function beats(total: number, w: number, bestTotal: number, bestW: number): boolean {
  return total < bestTotal || (total === bestTotal && w < bestW);
}

/**
 * Typed arrays for one search's working state, kept for the engine's life (searches run one at a
 * time, synchronously) and handed out as views, so a search creates no ArrayBuffer for them. Each
 * ArrayBuffer is memory outside the JS heap, and at a few hundred searches a second their churn
 * made V8 start a full mark of the whole heap (~250 MB at 50,000 hotels) every two seconds for
 * "external memory pressure". What a search's result keeps (its matches, rooms and flights) is in
 * a buffer of its own, reused once the result is released (`freeResultBuffers`). The views hold
 * what the previous search left: callers write before they read.
 */
class Scratch {
  private readonly buffers = new Map<string, ArrayBuffer>();

  private buffer(name: string, bytes: number): ArrayBuffer {
    let buffer = this.buffers.get(name);
    if (!buffer || buffer.byteLength < bytes) {
      buffer = new ArrayBuffer(2 ** Math.ceil(Math.log2(Math.max(64, bytes))));
      this.buffers.set(name, buffer);
    }
    return buffer;
  }

  f64(name: string, length: number): Float64Array {
    return new Float64Array(this.buffer(name, length * 8), 0, length);
  }

  i32(name: string, length: number): Int32Array {
    return new Int32Array(this.buffer(name, length * 4), 0, length);
  }

  u8(name: string, length: number): Uint8Array {
    return new Uint8Array(this.buffer(name, length), 0, length);
  }

  i8(name: string, length: number): Int8Array {
    return new Int8Array(this.buffer(name, length), 0, length);
  }
}

/**
 * Columns of `rows` rows laid out in one ArrayBuffer: 8-byte columns first, then 4-byte, then
 * 1-byte, so every view is aligned. Declare the columns (`f64`, `i32`, `u8`: values per row), then
 * `allocate` and take each column's view by the offset its declaration returned.
 */
class ColumnLayout {
  private readonly columns: { width: 8 | 4 | 1; length: number; offset: number }[] = [];

  constructor(private readonly rows: number) {}

  private add(width: 8 | 4 | 1, perRow: number): number {
    this.columns.push({ width, length: this.rows * perRow, offset: 0 });
    return this.columns.length - 1;
  }

  f64(perRow: number): number {
    return this.add(8, perRow);
  }

  i32(perRow: number): number {
    return this.add(4, perRow);
  }

  u8(perRow: number): number {
    return this.add(1, perRow);
  }

  /** The columns' views over `buffer(bytes)`, a buffer of at least `bytes` bytes. */
  allocate(buffer: (bytes: number) => ArrayBuffer) {
    let bytes = 0;
    for (const width of [8, 4, 1] as const)
      for (const c of this.columns)
        if (c.width === width) {
          c.offset = bytes;
          bytes += c.length * width;
        }
    const column = (i: number) => this.columns[i];
    return {
      buffer: buffer(bytes),
      f64(i: number) {
        return new Float64Array(this.buffer, column(i).offset, column(i).length);
      },
      i32(i: number) {
        return new Int32Array(this.buffer, column(i).offset, column(i).length);
      },
      u8(i: number) {
        return new Uint8Array(this.buffer, column(i).offset, column(i).length);
      },
    };
  }
}

/** Per-hotel pricing context for one party (reused scratch). */
interface HotelParty {
  occ: Float64Array;
  boardPart: Float64Array;
  infantPart: Float64Array;
  fits: Uint8Array;
  /**
   * Per room type and requested room (at (rt − first) × rooms + q): the board of the rate row
   * with the smallest board part among the boards it sells (and the search allows), −1 when the
   * room type does not fit the room or sells none of them; and that board part. A day's cheapest
   * rate of a room type is its stay sum plus this part, so the board choice is made once per hotel.
   */
  rtBoard: Int8Array;
  rtBoardPart: Float64Array;
}

export type { StorePrices };

export class SearchEngine {
  private readonly resorts: Map<number, Resort>;
  private readonly regions: Map<number, Region>;
  private readonly countries: Map<number, Country>;
  /**
   * Flight legs per flight and day, shared across searches; a fare change drops that flight's
   * (a leg carries its fare, and a leg handed to a search never changes).
   */
  private readonly legCache = new Map<number, Map<number, FlightLeg>>();
  private legsCached = 0;
  private readonly scratch = new Scratch();
  /**
   * Result buffers handed back by `SearchResult.release`, for the next results. A new buffer per
   * search (~200 KB for a region of 2,500 hotels) is memory outside the JavaScript heap, and V8
   * starts a full collection of the whole heap each time 64 MB of it has been allocated: at 200
   * searches a second, every 1.6 seconds.
   */
  private readonly freeResultBuffers: ArrayBuffer[] = [];

  private resultBuffer(bytes: number): ArrayBuffer {
    const i = this.freeResultBuffers.findIndex((b) => b.byteLength >= bytes);
    if (i >= 0) return this.freeResultBuffers.splice(i, 1)[0];
    return new ArrayBuffer(2 ** Math.ceil(Math.log2(Math.max(1024, bytes))));
  }

  constructor(readonly store: EngineStore) {
    this.resorts = new Map(store.content.resorts.map((r) => [r.id, r]));
    this.regions = new Map(store.content.regions.map((r) => [r.id, r]));
    this.countries = new Map(store.content.countries.map((c) => [c.id, c]));
  }

  /**
   * Writes a batch of supplier changes into the engine's prices in place (`applyChanges`, one
   * synchronous step: a search runs before or after it, never across it). Answers the price
   * dependencies (`priceDependencies`) of the searches that may now answer differently.
   */
  applyChanges(changes: readonly SupplierChange[]): { touched: Set<string>; unknown: number } {
    const applied = applyChanges(this.store, changes);
    for (const f of applied.flights.keys()) {
      const legs = this.legCache.get(f);
      if (!legs) continue;
      this.legsCached -= legs.size;
      this.legCache.delete(f);
    }
    return { touched: dependenciesTouched(this.store, applied), unknown: applied.unknown };
  }

  /**
   * The same writes without working out what they touched, for a caller that counts every
   * dependency as touched (an engine catching up before it serves): cheaper by a quarter.
   */
  applyChangesUntracked(changes: readonly SupplierChange[]): { unknown: number } {
    const applied = applyChanges(this.store, changes, false);
    this.legCache.clear();
    this.legsCached = 0;
    return { unknown: applied.unknown };
  }

  /**
   * The prices (sheets and changes applied): the engine's own arrays, which the next
   * `applyChanges` writes into; read them before it.
   */
  prices(): StorePrices {
    return pricesOf(this.store);
  }

  stats(): EngineStats {
    const s = this.store;
    return {
      hotels: s.hotels.length,
      roomTypes: s.rtCount,
      flights: s.flightCount,
      regions: s.regionIds.size,
      horizonFrom: fromDayIndex(s.from),
      horizonDays: s.days,
      typedArrayBytes: typedArrayBytes(s),
      buildMs: s.buildMs,
    };
  }

  // ------------------------------------------------------------------------------------------
  // Pricing kernels
  // ------------------------------------------------------------------------------------------

  /** Fills `ctx` for hotel h; returns false when some requested room fits no room type. */
  private prepareHotel(
    h: number,
    party: NormalizedParty,
    nights: number,
    boardMask: number,
    ctx: HotelParty,
  ): boolean {
    const s = this.store;
    const rt0 = s.hotelRtStart[h];
    const rt1 = s.hotelRtStart[h + 1];
    const nRooms = party.rooms.length;
    const band1 = s.hotelBand1[h];
    const band2 = s.hotelBand2[h];
    const p0 = s.hotelChildPermille[h * 3];
    const p1 = s.hotelChildPermille[h * 3 + 1];
    const p2 = s.hotelChildPermille[h * 3 + 2];
    for (let q = 0; q < nRooms; q++) {
      const room = party.rooms[q];
      let childP = 0;
      for (const age of room.childAges) childP += age <= band1 ? p0 : age <= band2 ? p1 : p2;
      ctx.occ[q] =
        (room.adults <= 1
          ? s.hotelSinglePermille[h]
          : 2000 + (room.adults - 2) * s.hotelExtraAdultPermille[h]) + childP;
      const units = room.adults * 1000 + childP;
      for (let b = 0; b < BOARD_COUNT; b++) {
        const supp = s.hotelBoardSupp[h * BOARD_COUNT + b];
        ctx.boardPart[q * BOARD_COUNT + b] =
          supp < 0 ? -1 : Math.round((supp * nights * units) / 1000);
      }
      ctx.infantPart[q] = room.infants * s.hotelInfantNightly[h] * nights;
      const children = room.childAges.length;
      let any = false;
      for (let r = rt0; r < rt1; r++) {
        const ok =
          room.adults <= s.rtMaxAdults[r] &&
          children <= s.rtMaxChildren[r] &&
          room.adults + children <= s.rtMaxOccupancy[r] &&
          room.infants <= s.rtMaxInfants[r];
        const k = (r - rt0) * nRooms + q;
        ctx.fits[k] = ok ? 1 : 0;
        if (ok) any = true;
        // Ties go to the earlier board (RO, BB, HB, FB, AI), as a scan of the boards in order would.
        let board = -1;
        let part = INF;
        if (!ok) {
          // No rate of this room type fits the room.
        } else if (boardMask === ALL_BOARDS) {
          board = s.rtCheapestBoard[r];
          if (board >= 0) part = ctx.boardPart[q * BOARD_COUNT + board];
        } else {
          const mask = s.rtBoardMask[r] & boardMask;
          for (let b = 0; b < BOARD_COUNT; b++) {
            const bp = ctx.boardPart[q * BOARD_COUNT + b];
            if ((mask & (1 << b)) !== 0 && bp >= 0 && bp < part) {
              board = b;
              part = bp;
            }
          }
        }
        ctx.rtBoard[k] = board;
        ctx.rtBoardPart[k] = part;
      }
      if (!any) return false;
    }
    return true;
  }

  /** A nightly rate too large for 16 bits, by its `rtNightly` index. */
  private largeRate(i: number): number {
    return this.store.rtNightlyLarge.get(i) ?? 0;
  }

  /**
   * The nightly rates of a stay of `nights` added up, for each room type of hotel h and each of
   * `span` consecutive check-in days from day offset `firstDi`: into `out` at
   * (room type − first) × span + day, −1 where a night is closed. One sliding pass per room type
   * (span + nights reads) serves every day of a flexible window and every requested room. `mins`
   * (if given) gets each room type's smallest open sum over the days, −1 if none is open.
   */
  private staySums(
    h: number,
    firstDi: number,
    span: number,
    nights: number,
    out: Float64Array,
    mins?: Float64Array,
  ) {
    const s = this.store;
    const rt0 = s.hotelRtStart[h];
    const rt1 = s.hotelRtStart[h + 1];
    // Day-major rates: a room type's nights are `R` apart, and the room types of neighbouring
    // hotels (a region's hotels are adjacent) share cache lines, so a region's scan streams.
    const R = s.rtCount;
    const nightly = s.rtNightly;
    for (let r = rt0; r < rt1; r++) {
      const base = firstDi * R + r;
      const o = (r - rt0) * span;
      let sum = 0;
      let closed = 0;
      for (let i = 0; i < nights; i++) {
        const at = base + i * R;
        let v = nightly[at];
        if (v === NIGHTLY_LARGE) v = this.largeRate(at);
        if (v === 0) closed++;
        sum += v;
      }
      out[o] = closed > 0 ? -1 : sum;
      for (let j = 1; j < span; j++) {
        const leavingAt = base + (j - 1) * R;
        const arrivingAt = leavingAt + nights * R;
        let leaving = nightly[leavingAt];
        if (leaving === NIGHTLY_LARGE) leaving = this.largeRate(leavingAt);
        let arriving = nightly[arrivingAt];
        if (arriving === NIGHTLY_LARGE) arriving = this.largeRate(arrivingAt);
        if (leaving === 0) closed--;
        if (arriving === 0) closed++;
        sum += arriving - leaving;
        out[o + j] = closed > 0 ? -1 : sum;
      }
      if (mins) {
        let min = -1;
        for (let j = 0; j < span; j++) {
          const v = out[o + j];
          if (v >= 0 && (min < 0 || v < min)) min = v;
        }
        mins[r - rt0] = min;
      }
    }
  }

  /**
   * Cheapest fitting open rate for requested room q of hotel h, check-in day `j` of the stay sums
   * `sums` (from `staySums`, `span` days per room type): per room type, its cheapest board (from
   * `prepareHotel`), refundable or, where offered and cheaper, non-refundable; ties keep the earlier
   * room type and the refundable rate. Writes the choice into `choice` at q*3 (rt, board,
   * refundable) and returns its price (INF if none).
   */
  private cheapestRoom(
    h: number,
    q: number,
    nRooms: number,
    sums: Float64Array,
    span: number,
    j: number,
    ctx: HotelParty,
    choice: Int32Array,
  ): number {
    const s = this.store;
    const rt0 = s.hotelRtStart[h];
    const rt1 = s.hotelRtStart[h + 1];
    const disc = 100 - s.hotelNonRefDiscount[h];
    const occ = ctx.occ[q];
    const infant = ctx.infantPart[q];
    let best = INF;
    for (let r = rt0; r < rt1; r++) {
      const k = (r - rt0) * nRooms + q;
      const b = ctx.rtBoard[k];
      if (b < 0) continue;
      const sum = sums[(r - rt0) * span + j];
      if (sum < 0) continue;
      const refundable = Math.round((sum * occ) / 2000) + ctx.rtBoardPart[k] + infant;
      if (refundable < best) {
        best = refundable;
        choice[q * 3] = r;
        choice[q * 3 + 1] = b;
        choice[q * 3 + 2] = 1;
      }
      if (s.rtNonRefundable[r]) {
        const nr = Math.round((refundable * disc) / 100);
        if (nr < best) {
          best = nr;
          choice[q * 3] = r;
          choice[q * 3 + 1] = b;
          choice[q * 3 + 2] = 0;
        }
      }
    }
    return best;
  }

  /** Cheapest pair cost for (group, day offsets); writes flights into out[0], out[1]. */
  private cheapestPair(
    group: number,
    ukAirports: number[],
    outDi: number,
    retDi: number,
    seats: number,
    infants: number,
    out: Int32Array,
  ): number {
    const s = this.store;
    const X = s.destCodes.length;
    const D = s.days;
    let best = INF;
    for (const x of s.groupAirports[group]) {
      for (const u of ukAirports) {
        const key = u * X + x;
        let minOut = INF;
        let argOut = -1;
        for (let k = s.outStart[key]; k < s.outStart[key + 1]; k++) {
          const f = s.outList[k];
          const fare = s.fares[f * D + outDi];
          if (fare <= 0) continue;
          const c = fare * seats + infants * s.flightInfantFee[f];
          if (c < minOut) {
            minOut = c;
            argOut = f;
          }
        }
        if (argOut < 0) continue;
        let minRet = INF;
        let argRet = -1;
        for (let k = s.retStart[key]; k < s.retStart[key + 1]; k++) {
          const f = s.retList[k];
          const fare = s.fares[f * D + retDi];
          if (fare <= 0) continue;
          const c = fare * seats + infants * s.flightInfantFee[f];
          if (c < minRet) {
            minRet = c;
            argRet = f;
          }
        }
        if (argRet < 0) continue;
        if (minOut + minRet < best) {
          best = minOut + minRet;
          out[0] = argOut;
          out[1] = argRet;
        }
      }
    }
    return best;
  }

  private newHotelParty(nRooms: number, maxRoomTypes: number): HotelParty {
    const cells = nRooms * Math.max(1, maxRoomTypes);
    return {
      occ: this.scratch.f64('occ', nRooms),
      boardPart: this.scratch.f64('boardPart', nRooms * BOARD_COUNT),
      infantPart: this.scratch.f64('infantPart', nRooms),
      fits: this.scratch.u8('fits', cells),
      rtBoard: this.scratch.i8('rtBoard', cells),
      rtBoardPart: this.scratch.f64('rtBoardPart', cells),
    };
  }

  private maxRoomTypesOf(candidates: Int32Array): number {
    let max = 0;
    for (const h of candidates) {
      const n = this.store.hotelRtStart[h + 1] - this.store.hotelRtStart[h];
      if (n > max) max = n;
    }
    return max;
  }

  /**
   * The first `count` winners' indexes, cheapest first, ties by hotel id (scratch). Each key packs a
   * total (whole pence) and the hotel's id rank into one number, so a native numeric sort does the
   * work; a power-of-two `span` makes the unpacking exact.
   */
  private cheapestFirst(count: number, winHotel: Int32Array, winTotal: Float64Array): Int32Array {
    const s = this.store;
    const span = 2 ** Math.ceil(Math.log2(Math.max(2, s.hotels.length)));
    const keys = this.scratch.f64('keys', count);
    // Which winner holds each hotel id rank.
    const winnerOfRank = this.scratch.i32('winnerOfRank', s.hotels.length);
    for (let i = 0; i < count; i++) {
      const rank = s.hotelIdRank[winHotel[i]];
      winnerOfRank[rank] = i;
      keys[i] = winTotal[i] * span + rank;
    }
    keys.sort();
    const order = this.scratch.i32('order', count);
    for (let i = 0; i < count; i++) {
      const key = keys[i];
      order[i] = winnerOfRank[key - Math.floor(key / span) * span];
    }
    return order;
  }

  // ------------------------------------------------------------------------------------------
  // Search
  // ------------------------------------------------------------------------------------------

  search(request: EngineSearchRequest, options: SearchOptions = {}): SearchResult {
    const s = this.store;
    const n = normalizeSearch(s, request, options);
    const { party, nights, windowDays, candidates, ukAirports, boardMask } = n;
    const isPackage = n.type === 'package';
    const nRooms = party.rooms.length;
    const W = windowDays.length;
    const G = s.groupAirports.length;

    // Cheapest flight pair per (airport group, window day), computed for a group's every day when
    // its first hotel is priced.
    const pairCost = this.scratch.f64('pairCost', isPackage ? G * W : 0);
    const pairFlights = this.scratch.i32('pairFlights', isPackage ? G * W * 2 : 0);
    const pairScratch = this.scratch.i32('pair', 2);

    const maxRoomTypes = this.maxRoomTypesOf(candidates);
    const ctx = this.newHotelParty(nRooms, maxRoomTypes);
    // The window's days as offsets: stay sums are worked out for each day from the first to the last.
    let firstDi = INF;
    let lastDi = -INF;
    for (const day of windowDays) {
      firstDi = Math.min(firstDi, day - s.from);
      lastDi = Math.max(lastDi, day - s.from);
    }
    const span = W > 0 ? lastDi - firstDi + 1 : 0;
    const sums = this.scratch.f64('sums', Math.max(1, maxRoomTypes) * span);
    const minSums = this.scratch.f64('minSums', Math.max(1, maxRoomTypes));
    const choice = this.scratch.i32('choice', nRooms * 3);
    const boundChoice = this.scratch.i32('boundChoice', nRooms * 3);
    // Per airport group, the window's days cheapest flight first (made once per group per search).
    const dayOrder = this.scratch.i32('dayOrder', isPackage ? G * W : 0);
    const dayOrderReady = this.scratch.u8('dayOrderReady', isPackage ? G : 0).fill(0);
    const bestChoice = this.scratch.i32('bestChoice', nRooms * 3);
    const roomPrices = this.scratch.f64('roomPrices', nRooms);
    const bestRoomPrices = this.scratch.f64('bestRoomPrices', nRooms);
    const roomStandard = this.scratch.f64('roomStandard', nRooms);
    const bestRoomStandard = this.scratch.f64('bestRoomStandard', nRooms);
    // Special offers price a stay as booked today (the engine's first day when not told).
    const bookedDay = options.today ? toDayIndex(options.today) : s.from;

    // Winners in hotel order (scratch): each one's hotel, day, total, flight pair slot, and its room
    // choices and prices flat (winner k at [k * nRooms * 3] and [k * nRooms]).
    const winHotel = this.scratch.i32('winHotel', candidates.length);
    const winDay = this.scratch.i32('winDay', candidates.length);
    const winTotal = this.scratch.f64('winTotal', candidates.length);
    const winFlight = this.scratch.i32('winFlight', candidates.length);
    const winRooms = this.scratch.i32('winRooms', candidates.length * nRooms * 3);
    const winRoomPrices = this.scratch.f64('winRoomPrices', candidates.length * nRooms);
    const winRoomStandard = this.scratch.f64('winRoomStandard', candidates.length * nRooms);
    let winners = 0;

    for (let c = 0; c < candidates.length; c++) {
      const h = candidates[c];
      if (!this.prepareHotel(h, party, nights, boardMask, ctx)) continue;
      this.staySums(h, firstDi, span, nights, sums, minSums);
      // A floor under the hotel part on any day of the window: each room at its smallest stay sum.
      let floor = 0;
      for (let q = 0; q < nRooms; q++)
        floor += this.cheapestRoom(h, q, nRooms, minSums, 1, 0, ctx, boundChoice);
      if (floor === INF) continue;
      const promos = s.hotelHasPromotion[h] === 1 ? s.hotelPromotions[h] : undefined;
      const maxPct = promos ? largestDiscount(promos, nights, bookedDay) : 0;
      // Still a floor with the best offer taken off (each room's price rounds by at most 1p).
      if (maxPct > 0) floor = Math.floor((floor * (100 - maxPct)) / 100) - nRooms;
      const g = s.hotelGroup[h];
      if (isPackage && dayOrderReady[g] === 0) {
        for (let w = 0; w < W; w++) {
          const slot = g * W + w;
          const di = windowDays[w] - s.from;
          pairCost[slot] = this.cheapestPair(
            g,
            ukAirports,
            di,
            di + nights,
            party.seats,
            party.infants,
            pairScratch,
          );
          pairFlights[slot * 2] = pairScratch[0];
          pairFlights[slot * 2 + 1] = pairScratch[1];
        }
        const days = Array.from({ length: W }, (_, w) => w).sort(
          (a, b) => pairCost[g * W + a] - pairCost[g * W + b] || a - b,
        );
        dayOrder.set(days, g * W);
        dayOrderReady[g] = 1;
      }
      // Days are tried cheapest flight first, so that the floor rules most of the others out; the
      // winner is the cheapest day, ties going to the day asked for first (the window's order).
      let bestTotal = INF;
      let bestW = -1;
      for (let i = 0; i < W; i++) {
        const w = isPackage ? dayOrder[g * W + i] : i;
        const di = windowDays[w] - s.from;
        const flightCost = isPackage ? pairCost[g * W + w] : 0;
        if (flightCost === INF || !beats(flightCost + floor, w, bestTotal, bestW)) continue;
        let total = flightCost;
        const pct =
          maxPct > 0 && promos
            ? (promotionFor(promos, windowDays[w], nights, bookedDay)?.discountPct ?? 0)
            : 0;
        for (let q = 0; q < nRooms; q++) {
          const standard = this.cheapestRoom(h, q, nRooms, sums, span, di - firstDi, ctx, choice);
          // An offer takes the same share off every rate, so the cheapest rate stays cheapest.
          const p = pct > 0 && standard !== INF ? promotionalPence(standard, pct) : standard;
          roomStandard[q] = standard;
          roomPrices[q] = p;
          total += p;
          if (!beats(total, w, bestTotal, bestW)) break;
        }
        if (beats(total, w, bestTotal, bestW)) {
          bestTotal = total;
          bestW = w;
          for (let k = 0; k < choice.length; k++) bestChoice[k] = choice[k];
          for (let q = 0; q < nRooms; q++) {
            bestRoomPrices[q] = roomPrices[q];
            bestRoomStandard[q] = roomStandard[q];
          }
        }
      }
      if (bestW < 0) continue;
      const k = winners++;
      winHotel[k] = h;
      winDay[k] = windowDays[bestW];
      winTotal[k] = bestTotal;
      winFlight[k] = isPackage ? g * W + bestW : -1;
      for (let i = 0; i < bestChoice.length; i++) winRooms[k * nRooms * 3 + i] = bestChoice[i];
      for (let q = 0; q < nRooms; q++) {
        winRoomPrices[k * nRooms + q] = bestRoomPrices[q];
        winRoomStandard[k * nRooms + q] = bestRoomStandard[q];
      }
    }

    const order = this.cheapestFirst(winners, winHotel, winTotal);

    // The result keeps its columns, in rank order, in one ArrayBuffer (see `Scratch`).
    const D = s.days;
    const count = winners;
    const layout = new ColumnLayout(count);
    const totalPence = layout.f64(1);
    const perPersonPence = layout.f64(1);
    const flightPerPassengerPence = layout.f64(1);
    const flightPence = layout.f64(1);
    const roomPriceColumn = layout.f64(nRooms);
    const roomStandardColumn = layout.f64(nRooms);
    const hotelId = layout.i32(1);
    const dayAt = layout.i32(1);
    const outFlight = layout.i32(1);
    const retFlight = layout.i32(1);
    const rooms = layout.i32(nRooms * 3);
    const hotelIndex = layout.i32(1);
    const byHotel = layout.i32(1);
    const board = layout.u8(1);
    const columns = layout.allocate((bytes) => this.resultBuffer(bytes));
    let released = false;
    const matches = {
      length: count,
      hotelId: columns.i32(hotelId),
      totalPence: columns.f64(totalPence),
      perPersonPence: columns.f64(perPersonPence),
      board: columns.u8(board),
      flightPerPassengerPence: columns.f64(flightPerPassengerPence),
      hotelIndex: columns.i32(hotelIndex),
      byHotel: columns.i32(byHotel),
    } satisfies MatchColumns;
    const flightPart = columns.f64(flightPence);
    const dayOf = columns.i32(dayAt);
    const outOf = columns.i32(outFlight);
    const retOf = columns.i32(retFlight);
    const roomsOf = columns.i32(rooms);
    const roomPricesOf = columns.f64(roomPriceColumn);
    const roomStandardOf = columns.f64(roomStandardColumn);
    for (let rank = 0; rank < count; rank++) {
      const i = order[rank];
      const slot = winFlight[i];
      const total = winTotal[i];
      const day = winDay[i];
      const outDi = day - s.from;
      matches.hotelIndex[rank] = winHotel[i];
      // Winners are in candidate order, a region's hotels in store order.
      matches.byHotel[i] = rank;
      dayOf[rank] = day;
      outOf[rank] = slot >= 0 ? pairFlights[slot * 2] : -1;
      retOf[rank] = slot >= 0 ? pairFlights[slot * 2 + 1] : -1;
      flightPart[rank] = slot >= 0 ? pairCost[slot] : 0;
      for (let k = 0; k < nRooms * 3; k++)
        roomsOf[rank * nRooms * 3 + k] = winRooms[i * nRooms * 3 + k];
      for (let q = 0; q < nRooms; q++) {
        roomPricesOf[rank * nRooms + q] = winRoomPrices[i * nRooms + q];
        roomStandardOf[rank * nRooms + q] = winRoomStandard[i * nRooms + q];
      }
      matches.hotelId[rank] = s.hotelId[winHotel[i]];
      matches.totalPence[rank] = total;
      matches.perPersonPence[rank] = perPersonOf(total, party.summary);
      matches.board[rank] = winRooms[i * nRooms * 3 + 1];
      matches.flightPerPassengerPence[rank] =
        slot >= 0
          ? s.fares[outOf[rank] * D + outDi] + s.fares[retOf[rank] * D + outDi + nights]
          : Number.NaN;
    }
    const checkRank = (rank: number) => {
      if (released) throw new Error('This search result was released.');
      if (!(rank >= 0 && rank < count))
        throw new RangeError(`No search result at rank ${String(rank)}.`);
    };
    const matchAt = (rank: number): PackageMatch => {
      checkRank(rank);
      const perPassenger = matches.flightPerPassengerPence[rank];
      return {
        rank,
        hotelId: matches.hotelId[rank],
        totalPence: matches.totalPence[rank],
        hotelPence: matches.totalPence[rank] - flightPart[rank],
        flightPence: flightPart[rank],
        perPersonPence: matches.perPersonPence[rank],
        boardBasis: BOARD_CODES[matches.board[rank]],
        flightPerPassengerPence: Number.isNaN(perPassenger) ? null : perPassenger,
      };
    };

    const packageAt = (rank: number): HotelPackage => {
      checkRank(rank);
      const day = dayOf[rank];
      const flight =
        outOf[rank] >= 0
          ? this.buildFlightOption(
              outOf[rank],
              day,
              retOf[rank],
              day + nights,
              party.seats,
              party.infants,
            )
          : null;
      return this.buildPackage(
        matches.hotelIndex[rank],
        day,
        nights,
        roomsOf.subarray(rank * nRooms * 3, (rank + 1) * nRooms * 3),
        roomPricesOf.subarray(rank * nRooms, (rank + 1) * nRooms),
        roomStandardOf.subarray(rank * nRooms, (rank + 1) * nRooms),
        flight,
        party,
        bookedDay,
      );
    };
    const flightIdAt = (rank: number): string | null => {
      checkRank(rank);
      if (outOf[rank] < 0) return null;
      const flights = s.content.flights;
      const day = dayOf[rank];
      return `${String(flights[outOf[rank]].id)}:${fromDayIndex(day)}:${String(flights[retOf[rank]].id)}:${fromDayIndex(day + nights)}`;
    };
    let all: HotelPackage[] | undefined;

    return {
      type: n.type,
      startDate: fromDayIndex(n.startDay),
      nights,
      window: windowDays
        .slice()
        .sort((a, b) => a - b)
        .map(fromDayIndex),
      party: party.summary,
      candidates: candidates.length,
      matches,
      matchAt,
      packageAt,
      flightIdAt,
      release: () => {
        if (released) return;
        released = true;
        all = undefined;
        if (this.freeResultBuffers.length < MAX_FREE_RESULT_BUFFERS)
          this.freeResultBuffers.push(columns.buffer);
      },
      get hotels() {
        all ??= Array.from({ length: count }, (_, rank) => packageAt(rank));
        return all;
      },
    };
  }

  // ------------------------------------------------------------------------------------------
  // Room offers and alternatives
  // ------------------------------------------------------------------------------------------

  /** Every rate of the hotel that fits each requested room, with its total, cheapest first. */
  roomOffers(query: RoomOffersQuery): RoomOffersResult {
    const s = this.store;
    const h = s.hotelIndexById.get(query.hotel_id);
    if (h === undefined)
      throw new SearchRequestError('unknown_hotel', 'We could not find that hotel.', 'hotel_id');
    const party = normalizeParty(query.rooms);
    const { startDay, nights } = normalizeStay(
      { start_date: query.check_in, nights: query.nights },
      {},
    );
    const hotel = s.hotels[h];
    const result: RoomOffersResult = {
      hotelId: hotel.id,
      checkIn: fromDayIndex(startDay),
      checkOut: fromDayIndex(startDay + nights),
      nights,
      rooms: party.rooms.map(() => []),
    };
    const di = startDay - s.from;
    if (di < 0 || di + nights > s.days) return result;
    const nRooms = party.rooms.length;
    const rt0 = s.hotelRtStart[h];
    const ctx = this.newHotelParty(nRooms, s.hotelRtStart[h + 1] - rt0);
    // Every board: room offers list each rate row, not only the cheapest board.
    this.prepareHotel(h, party, nights, (1 << BOARD_COUNT) - 1, ctx);
    const disc = 100 - s.hotelNonRefDiscount[h];
    const promos = s.hotelPromotions[h];
    const pct = promos ? (promotionFor(promos, startDay, nights, s.from)?.discountPct ?? 0) : 0;
    const sums = new Float64Array(Math.max(1, s.hotelRtStart[h + 1] - rt0));
    this.staySums(h, di, 1, nights, sums);
    for (let q = 0; q < nRooms; q++) {
      const offers = result.rooms[q];
      for (let r = rt0; r < s.hotelRtStart[h + 1]; r++) {
        if (ctx.fits[(r - rt0) * nRooms + q] === 0) continue;
        const sum = sums[r - rt0];
        if (sum < 0) continue;
        const roomPart = Math.round((sum * ctx.occ[q]) / 2000);
        const rt = hotel.rooms[r - rt0];
        for (let b = 0; b < BOARD_COUNT; b++) {
          if ((s.rtBoardMask[r] & (1 << b)) === 0) continue;
          const bp = ctx.boardPart[q * BOARD_COUNT + b];
          if (bp < 0) continue;
          const refundable = roomPart + bp + ctx.infantPart[q];
          offers.push(this.roomOffer(hotel.id, rt, BOARD_CODES[b], true, refundable, pct));
          if (s.rtNonRefundable[r]) {
            offers.push(
              this.roomOffer(
                hotel.id,
                rt,
                BOARD_CODES[b],
                false,
                Math.round((refundable * disc) / 100),
                pct,
              ),
            );
          }
        }
      }
      offers.sort((a, b) => a.totalPence - b.totalPence || a.rateKey.localeCompare(b.rateKey));
    }
    return result;
  }

  /** Per departure date in the window: the hotel's cheapest rooms and every flight pair. */
  alternatives(query: AlternativesQuery): AlternativesResult {
    const s = this.store;
    const h = s.hotelIndexById.get(query.hotel_id);
    if (h === undefined)
      throw new SearchRequestError('unknown_hotel', 'We could not find that hotel.', 'hotel_id');
    const n = normalizeSearch(s, {
      hotel_id: query.hotel_id,
      start_date: query.start_date,
      nights: query.nights,
      flexible_departure: query.flexible_departure ?? true,
      departure_airports: query.departure_airports ?? [],
      rooms: query.rooms,
    });
    const { party, nights } = n;
    const nRooms = party.rooms.length;
    const limit = query.limitPerDate ?? 50;
    const ctx = this.newHotelParty(nRooms, s.hotelRtStart[h + 1] - s.hotelRtStart[h]);
    const fits = this.prepareHotel(h, party, nights, n.boardMask, ctx);
    const choice = new Int32Array(nRooms * 3);
    const X = s.destCodes.length;
    const D = s.days;
    const days = n.windowDays.slice().sort((a, b) => a - b);
    const sums = new Float64Array(Math.max(1, s.hotelRtStart[h + 1] - s.hotelRtStart[h]));
    const promos = s.hotelPromotions[h];
    const dates: DateAlternatives[] = days.map((day) => {
      const di = day - s.from;
      let hotelPence: number | null = null;
      if (fits) {
        this.staySums(h, di, 1, nights, sums);
        const pct = promos ? (promotionFor(promos, day, nights, s.from)?.discountPct ?? 0) : 0;
        let sum = 0;
        for (let q = 0; q < nRooms; q++) {
          const standard = this.cheapestRoom(h, q, nRooms, sums, 1, 0, ctx, choice);
          sum += standard === INF ? INF : promotionalPence(standard, pct);
        }
        hotelPence = sum === INF ? null : sum;
      }
      const flights: FlightOption[] = [];
      if (n.type === 'package') {
        const candidates: Array<[number, number, number]> = [];
        for (const x of s.groupAirports[s.hotelGroup[h]]) {
          for (const u of n.ukAirports) {
            const key = u * X + x;
            for (let i = s.outStart[key]; i < s.outStart[key + 1]; i++) {
              const fo = s.outList[i];
              const fareOut = s.fares[fo * D + di];
              if (fareOut <= 0) continue;
              for (let j = s.retStart[key]; j < s.retStart[key + 1]; j++) {
                const fr = s.retList[j];
                const fareRet = s.fares[fr * D + di + nights];
                if (fareRet <= 0) continue;
                const cost =
                  (fareOut + fareRet) * party.seats +
                  party.infants * (s.flightInfantFee[fo] + s.flightInfantFee[fr]);
                candidates.push([cost, fo, fr]);
              }
            }
          }
        }
        candidates.sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
        for (const [, fo, fr] of candidates.slice(0, limit)) {
          flights.push(
            this.buildFlightOption(fo, day, fr, day + nights, party.seats, party.infants),
          );
        }
      }
      let cheapest: number | null = null;
      if (hotelPence !== null) {
        if (n.type === 'hotelonly') cheapest = hotelPence;
        else if (flights.length > 0) cheapest = hotelPence + flights[0].totalPence;
      }
      return {
        date: fromDayIndex(day),
        returnDate: fromDayIndex(day + nights),
        hotelPence,
        flights,
        cheapestPackagePence: cheapest,
      };
    });
    return { hotelId: s.hotelId[h], nights, dates };
  }

  /** Re-prices a flight option id from the engine's fares; null when unknown or not bookable. */
  flightOption(id: string, seats: number, infants: number): FlightOption | null {
    const parts = id.split(':');
    if (parts.length !== 4) return null;
    const s = this.store;
    const outId = Number(parts[0]);
    const retId = Number(parts[2]);
    const outDay = toDayIndex(parts[1]);
    const retDay = toDayIndex(parts[3]);
    const flights = s.content.flights;
    const fo = s.flightIndexById.get(outId);
    const fr = s.flightIndexById.get(retId);
    if (fo === undefined || fr === undefined) return null;
    if (!Number.isFinite(outDay) || !Number.isFinite(retDay)) return null;
    const a = flights[fo];
    const b = flights[fr];
    if (
      a.direction !== 'outbound' ||
      b.direction !== 'return' ||
      a.to !== b.from ||
      a.from !== b.to
    )
      return null;
    const oi = outDay - s.from;
    const ri = retDay - s.from;
    if (oi < 0 || ri >= s.days || ri <= oi) return null;
    if (s.fares[fo * s.days + oi] <= 0 || s.fares[fr * s.days + ri] <= 0) return null;
    return this.buildFlightOption(fo, outDay, fr, retDay, seats, infants);
  }

  // ------------------------------------------------------------------------------------------
  // Result objects
  // ------------------------------------------------------------------------------------------

  private roomOffer(
    hotelId: number,
    rt: { id: number; code: string; name: string; images: readonly string[] },
    board: BoardCode,
    refundable: boolean,
    standard: number,
    discountPct: number,
  ): RoomOffer {
    const total = promotionalPence(standard, discountPct);
    return {
      rateKey: `${hotelId}-${rt.id}-${board}-${refundable ? 'R' : 'NR'}`,
      roomTypeId: rt.id,
      roomTypeCode: rt.code,
      roomTypeName: rt.name,
      board,
      boardName: BOARD_NAMES[board],
      refundable,
      totalPence: total,
      standardPence: standard,
      supplierRef1: rt.code,
      supplierRef2: `${board}-${refundable ? 'R' : 'NR'}`,
      images: rt.images,
    };
  }

  private buildLeg(f: number, day: number): FlightLeg {
    const s = this.store;
    let legs = this.legCache.get(f);
    const cached = legs?.get(day);
    if (cached) return cached;
    if (this.legsCached >= 200_000) {
      this.legCache.clear();
      this.legsCached = 0;
      legs = undefined;
    }
    if (!legs) this.legCache.set(f, (legs = new Map<number, FlightLeg>()));
    const flight = s.content.flights[f];
    const from = s.airports.get(flight.from);
    const to = s.airports.get(flight.to);
    const airline = s.airlines.get(flight.airlineCode);
    const dep = localTimeToUtcMs(day, flight.departureMinuteLocal, from?.timeZone ?? 'UTC');
    const arr = dep + flight.blockMinutes * 60_000;
    const depLocal = utcMsToLocal(dep, from?.timeZone ?? 'UTC');
    const arrLocal = utcMsToLocal(arr, to?.timeZone ?? 'UTC');
    const leg: FlightLeg = {
      flightId: flight.id,
      flightNumber: flight.flightNumber,
      airlineCode: flight.airlineCode,
      airlineName: airline?.name ?? flight.airlineCode,
      includedBaggageKg: airline?.includedBaggageKg ?? null,
      from: { code: flight.from, name: from?.name ?? flight.from },
      to: { code: flight.to, name: to?.name ?? flight.to },
      date: fromDayIndex(day),
      departsAtUtc: new Date(dep).toISOString(),
      arrivesAtUtc: new Date(arr).toISOString(),
      departureLocalTime: depLocal.time,
      arrivalLocalTime: arrLocal.time,
      arrivalLocalDate: arrLocal.date,
      durationMinutes: flight.blockMinutes,
      farePence: s.fares[f * s.days + (day - s.from)],
    };
    legs.set(day, leg);
    this.legsCached += 1;
    return leg;
  }

  private buildFlightOption(
    fo: number,
    outDay: number,
    fr: number,
    retDay: number,
    seats: number,
    infants: number,
  ): FlightOption {
    const s = this.store;
    const outbound = this.buildLeg(fo, outDay);
    const inbound = this.buildLeg(fr, retDay);
    return {
      id: `${outbound.flightId}:${outbound.date}:${inbound.flightId}:${inbound.date}`,
      outbound,
      inbound,
      seats,
      infants,
      perPassengerPence: outbound.farePence + inbound.farePence,
      totalPence:
        (outbound.farePence + inbound.farePence) * seats +
        infants * (s.flightInfantFee[fo] + s.flightInfantFee[fr]),
    };
  }

  private buildPackage(
    h: number,
    day: number,
    nights: number,
    choice: ArrayLike<number>,
    prices: ArrayLike<number>,
    standard: ArrayLike<number>,
    flight: FlightOption | null,
    party: NormalizedParty,
    bookedDay: number,
  ): HotelPackage {
    const s = this.store;
    const hotel = s.hotels[h];
    const resort = this.resorts.get(hotel.resortId);
    const region = this.regions.get(hotel.regionId);
    const country = this.countries.get(hotel.countryId);
    const rt0 = s.hotelRtStart[h];
    const rooms: PackageRoom[] = party.rooms.map((_, q) => {
      const rt = hotel.rooms[choice[q * 3] - rt0];
      const board = BOARD_CODES[choice[q * 3 + 1]];
      const refundable = choice[q * 3 + 2] === 1;
      return {
        roomIndex: q,
        rateKey: `${hotel.id}-${rt.id}-${board}-${refundable ? 'R' : 'NR'}`,
        roomTypeId: rt.id,
        roomTypeCode: rt.code,
        roomTypeName: rt.name,
        board,
        boardName: BOARD_NAMES[board],
        refundable,
        totalPence: prices[q],
        standardPence: standard[q],
      };
    });
    const hotelPence = rooms.reduce((sum, r) => sum + r.totalPence, 0);
    const promos = s.hotelPromotions[h];
    const promotion = promos ? promotionFor(promos, day, nights, bookedDay) : null;
    const flightPence = flight?.totalPence ?? 0;
    const total = hotelPence + flightPence;
    const names = [resort?.name, region?.name, country?.name].filter((x): x is string => !!x);
    return {
      hotelId: hotel.id,
      name: hotel.name,
      stars: hotel.stars,
      resortId: hotel.resortId,
      resort: resort?.name ?? '',
      regionId: hotel.regionId,
      region: region?.name ?? '',
      countryId: hotel.countryId,
      country: country?.name ?? '',
      location: names.join(', '),
      lat: hotel.lat,
      lon: hotel.lon,
      images: hotel.images,
      facilities: hotel.facilities,
      features: hotel.features,
      adultsOnly: hotel.adultsOnly,
      lgbtqFriendly: hotel.lgbtqFriendly,
      familyHotels: hotel.familyHotels,
      preferredAirports: hotel.preferredAirports,
      isHotelOnly: flight === null,
      checkIn: fromDayIndex(day),
      checkOut: fromDayIndex(day + nights),
      nights,
      boardBasis: rooms[0].board,
      boardName: rooms[0].boardName,
      rooms,
      hotelPence,
      flightPence,
      totalPence: total,
      perPersonPence: perPersonOf(total, party.summary),
      flight,
      promotion,
      standardTotalPence: rooms.reduce((sum, r) => sum + r.standardPence, 0) + flightPence,
    };
  }
}

/** Builds an engine from already-fetched content, rate sheets and fare sheet. */
export function buildSearchEngine(
  content: EngineStore['content'],
  rateSheets: Parameters<typeof buildStore>[1],
  fareSheet: Parameters<typeof buildStore>[2],
  promotions: Parameters<typeof buildStore>[3] = [],
): SearchEngine {
  return new SearchEngine(buildStore(content, rateSheets, fareSheet, promotions));
}

/**
 * Pulls content, fares and rates (in batches of hotels, to bound peak memory) from a supplier and
 * builds the engine for `days` dates from `from`.
 */
export async function buildSearchEngineFromSupplier(
  supplier: Supplier,
  window: {
    from: string;
    days: number;
    batchSize?: number;
    /**
     * Prices copied from an engine built from the same supplier sheets and window (a saved
     * snapshot): taken instead of the rate sheets, which are then not asked for.
     */
    prices?: StorePrices;
  },
): Promise<SearchEngine> {
  const t0 = performance.now();
  const content = await supplier.getContent();
  const fares = await supplier.getFares({ from: window.from, days: window.days });
  const promotions = await supplier.getPromotions({ from: window.from, days: window.days });
  const batch = window.batchSize ?? 2000;
  const store = buildStore(content, [], fares, promotions);
  if (window.prices) {
    restorePrices(store, window.prices);
  } else {
    for (let i = 0; i < content.hotels.length; i += batch) {
      const hotelIds = content.hotels.slice(i, i + batch).map((h) => h.id);
      applyRateSheet(
        store,
        await supplier.getRates({ from: window.from, days: window.days, hotelIds }),
      );
    }
  }
  store.buildMs = performance.now() - t0;
  return new SearchEngine(store);
}
