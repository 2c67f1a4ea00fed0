/**
 * Columnar store of the search engine, built once from a supplier's content, rate sheets and
 * fare sheet (see README.md in this folder for the layout and memory figures).
 *
 *   buildStore(content, rateSheets, fareSheet) → EngineStore
 *
 * Everything priced per date lives in typed arrays:
 * - `rtNightly[d * R + r]`: room type r's nightly double rate on day d in pence (R room types;
 *   day-major, so a region's room types, which are adjacent, are read together), 0 = closed (a
 *   stay sums at most 28 of them); 16 bits per night, a rate of £655.35 or more marked NIGHTLY_LARGE and
 *   kept exactly in `rtNightlyLarge`;
 * - `fares[f * D + d]`: per-seat fare of flight f departing on day d (0 = none);
 * - hotel rate-model columns (board supplements, child bands, infant fee, non-refundable discount);
 * - CSR indexes: hotel → room types, region → hotels, (UK airport, destination airport) → flights.
 */

import type {
  Airline,
  Airport,
  CatalogueContent,
  FareSheet,
  Hotel,
  Promotion,
  PromotionWindow,
  RateSheet,
  SupplierChange,
} from '../../../integrations/supplier/supplier';
import { BOARD_CODES, promotionWindow } from '../../../integrations/supplier/supplier';
import { toDayIndex } from '../../../lib/dates';

export const BOARD_COUNT = BOARD_CODES.length;

/** The engine's hotel order: by region, then id (see `EngineStore.hotels`). */
export const byRegionThenId = (a: Hotel, b: Hotel): number =>
  a.regionId - b.regionId || a.id - b.id;

/** In `rtNightly`: the rate does not fit 16 bits; `rtNightlyLarge` holds it. */
export const NIGHTLY_LARGE = 0xffff;

export interface EngineStore {
  content: CatalogueContent;
  /** First day index of the horizon and its length in days. */
  from: number;
  days: number;

  /**
   * Hotels in engine order: by region, then id. A region's hotels and their room types' nightly
   * rates are then neighbours in memory, so a region search reads them front to back.
   */
  hotels: Hotel[];
  hotelIndexById: Map<number, number>;
  /** Each hotel's id (engine order), read without touching its content. */
  hotelId: Int32Array;
  /** Position of each hotel (engine order) in id order: the tie-break between equal totals. */
  hotelIdRank: Int32Array;
  /** CSR: room types of hotel h are rt indexes hotelRtStart[h] .. hotelRtStart[h + 1] - 1. */
  hotelRtStart: Int32Array;
  /** Airport group (distinct preferred-airport list) of each hotel. */
  hotelGroup: Int32Array;
  /** Board supplement per adult-night, hotel h board b at h * 5 + b; -1 = board not offered. */
  hotelBoardSupp: Int32Array;
  hotelBand1: Uint8Array;
  hotelBand2: Uint8Array;
  /** Child permilles, 3 per hotel. */
  hotelChildPermille: Uint16Array;
  hotelSinglePermille: Uint16Array;
  hotelExtraAdultPermille: Uint16Array;
  hotelInfantNightly: Int32Array;
  hotelNonRefDiscount: Uint8Array;
  /** Each hotel's special offers (engine order); undefined for the many hotels with none. */
  hotelPromotions: (readonly PromotionWindow[] | undefined)[];
  /** 1 when hotel h has any offer: the hot loop reads this, not the (mostly empty) list. */
  hotelHasPromotion: Uint8Array;

  rtCount: number;
  rtMaxAdults: Uint8Array;
  rtMaxChildren: Uint8Array;
  rtMaxOccupancy: Uint8Array;
  rtMaxInfants: Uint8Array;
  /** Bit b set = board BOARD_CODES[b] sold with this room type. */
  rtBoardMask: Uint8Array;
  /**
   * The board with the smallest supplement among those sold with the room type (ties: the earlier
   * board), −1 if none. A board's part of a price is its supplement times a positive whole factor,
   * so this is the cheapest board for any party when every board may be chosen.
   */
  rtCheapestBoard: Int8Array;
  rtNonRefundable: Uint8Array;
  rtIndexById: Map<number, number>;
  /**
   * Nightly double rate per room type and day (pence, 0 = closed), 16 bits each: 122 MB at 50,000
   * hotels for a year, half what 32 bits would take for the few rates that need more.
   */
  rtNightly: Uint16Array;
  /** The rates of £655.35 a night or more, by their `rtNightly` index (which holds NIGHTLY_LARGE). */
  rtNightlyLarge: Map<number, number>;

  regionHotels: Map<number, Int32Array>;
  regionIds: Set<number>;

  airports: Map<string, Airport>;
  airlines: Map<string, Airline>;
  ukCodes: string[];
  ukIndex: Map<string, number>;
  destCodes: string[];
  destIndex: Map<string, number>;
  /** Destination airport indexes of each hotel airport group. */
  groupAirports: Int32Array[];

  flightCount: number;
  flightIndexById: Map<number, number>;
  fares: Int32Array;
  flightInfantFee: Int32Array;
  /** CSR by key u * destCount + x: outbound flights UK u → x, and return flights x → UK u. */
  outStart: Int32Array;
  outList: Int32Array;
  retStart: Int32Array;
  retList: Int32Array;

  buildMs: number;
}

function csr(
  keys: number[],
  items: number[],
  keyCount: number,
): { start: Int32Array; list: Int32Array } {
  const start = new Int32Array(keyCount + 1);
  for (const k of keys) start[k + 1]++;
  for (let k = 0; k < keyCount; k++) start[k + 1] += start[k];
  const fill = start.slice(0, keyCount);
  const list = new Int32Array(items.length);
  keys.forEach((k, i) => {
    list[fill[k]++] = items[i];
  });
  return { start, list };
}

export function buildStore(
  content: CatalogueContent,
  rateSheets: Iterable<RateSheet>,
  fareSheet: FareSheet,
  promotions: readonly Promotion[] = [],
): EngineStore {
  const t0 = performance.now();
  const from = toDayIndex(fareSheet.from);
  const days = fareSheet.days;
  if (!Number.isFinite(from) || !Number.isInteger(days) || days < 1) {
    throw new Error('buildStore: invalid fare sheet window');
  }

  // Hotels and room types.
  const hotels = [...content.hotels].sort(byRegionThenId);
  const H = hotels.length;
  const hotelId = Int32Array.from(hotels, (h) => h.id);
  const hotelIdRank = new Int32Array(H);
  hotels
    .map((h, i) => [h.id, i] as const)
    .sort((a, b) => a[0] - b[0])
    .forEach(([, i], rank) => (hotelIdRank[i] = rank));
  const hotelIndexById = new Map<number, number>();
  const hotelRtStart = new Int32Array(H + 1);
  let rtCount = 0;
  hotels.forEach((h, i) => {
    hotelIndexById.set(h.id, i);
    hotelRtStart[i] = rtCount;
    rtCount += h.rooms.length;
  });
  hotelRtStart[H] = rtCount;

  const hotelBoardSupp = new Int32Array(H * BOARD_COUNT).fill(-1);
  const hotelBand1 = new Uint8Array(H);
  const hotelBand2 = new Uint8Array(H);
  const hotelChildPermille = new Uint16Array(H * 3);
  const hotelSinglePermille = new Uint16Array(H);
  const hotelExtraAdultPermille = new Uint16Array(H);
  const hotelInfantNightly = new Int32Array(H);
  const hotelNonRefDiscount = new Uint8Array(H);
  const hotelPromotions = Array.from<PromotionWindow[] | undefined>({ length: H });
  const hotelHasPromotion = new Uint8Array(H);
  for (const p of promotions) {
    const i = hotelIndexById.get(p.hotelId);
    if (i === undefined) continue;
    (hotelPromotions[i] ??= []).push(promotionWindow(p));
    hotelHasPromotion[i] = 1;
  }
  const rtMaxAdults = new Uint8Array(rtCount);
  const rtMaxChildren = new Uint8Array(rtCount);
  const rtMaxOccupancy = new Uint8Array(rtCount);
  const rtMaxInfants = new Uint8Array(rtCount);
  const rtBoardMask = new Uint8Array(rtCount);
  const rtCheapestBoard = new Int8Array(rtCount);
  const rtNonRefundable = new Uint8Array(rtCount);
  const rtIndexById = new Map<number, number>();

  hotels.forEach((h, i) => {
    BOARD_CODES.forEach((b, k) => {
      const s = h.boardSupplementPence[b];
      if (s !== undefined) hotelBoardSupp[i * BOARD_COUNT + k] = s;
    });
    const p = h.childPolicy;
    hotelBand1[i] = p.band1MaxAge;
    hotelBand2[i] = p.band2MaxAge;
    hotelChildPermille.set(p.permille, i * 3);
    hotelSinglePermille[i] = p.singleAdultPermille;
    hotelExtraAdultPermille[i] = p.extraAdultPermille;
    hotelInfantNightly[i] = p.infantNightlyPence;
    hotelNonRefDiscount[i] = h.nonRefundableDiscountPct;
    h.rooms.forEach((rt, k) => {
      const r = hotelRtStart[i] + k;
      rtIndexById.set(rt.id, r);
      rtMaxAdults[r] = rt.maxAdults;
      rtMaxChildren[r] = rt.maxChildren;
      rtMaxOccupancy[r] = rt.maxOccupancy;
      rtMaxInfants[r] = rt.maxInfants;
      let mask = 0;
      for (const b of rt.boards) {
        const bi = BOARD_CODES.indexOf(b);
        if (bi >= 0 && h.boardSupplementPence[b] !== undefined) mask |= 1 << bi;
      }
      rtBoardMask[r] = mask;
      let cheapest = -1;
      for (let b = 0; b < BOARD_COUNT; b++) {
        const supp = hotelBoardSupp[i * BOARD_COUNT + b];
        const best = cheapest < 0 ? Infinity : hotelBoardSupp[i * BOARD_COUNT + cheapest];
        if ((mask & (1 << b)) !== 0 && supp >= 0 && supp < best) cheapest = b;
      }
      rtCheapestBoard[r] = cheapest;
      rtNonRefundable[r] = rt.nonRefundableOffered ? 1 : 0;
    });
  });

  // Nightly rates; every room type is closed (0) until a rate sheet covers it.
  const rtNightly = new Uint16Array(rtCount * days);

  // Regions.
  const regionLists = new Map<number, number[]>();
  hotels.forEach((h, i) => {
    const list = regionLists.get(h.regionId) ?? [];
    list.push(i);
    regionLists.set(h.regionId, list);
  });
  const regionHotels = new Map<number, Int32Array>();
  for (const [id, list] of regionLists) regionHotels.set(id, Int32Array.from(list));
  const regionIds = new Set(content.regions.map((r) => r.id));

  // Airports.
  const airports = new Map(content.airports.map((a) => [a.code, a]));
  const ukCodes = content.ukAirportGroups.flatMap((g) => g.codes);
  const ukIndex = new Map(ukCodes.map((c, i) => [c, i]));
  const destCodes = content.airports.filter((a) => !ukIndex.has(a.code)).map((a) => a.code);
  const destIndex = new Map(destCodes.map((c, i) => [c, i]));
  const groupKeys = new Map<string, number>();
  const groupAirports: Int32Array[] = [];
  const hotelGroup = new Int32Array(H);
  hotels.forEach((h, i) => {
    const idx = h.preferredAirports
      .map((c) => destIndex.get(c))
      .filter((x): x is number => x !== undefined);
    const key = idx.join(',');
    let g = groupKeys.get(key);
    if (g === undefined) {
      g = groupAirports.length;
      groupKeys.set(key, g);
      groupAirports.push(Int32Array.from(idx));
    }
    hotelGroup[i] = g;
  });

  // Flights.
  const airlines = new Map(content.airlines.map((a) => [a.code, a]));
  const F = content.flights.length;
  const flightIndexById = new Map<number, number>();
  content.flights.forEach((f, i) => flightIndexById.set(f.id, i));
  const fares = new Int32Array(F * days);
  for (let i = 0; i < fareSheet.flightIds.length; i++) {
    const f = flightIndexById.get(fareSheet.flightIds[i]);
    if (f === undefined) continue;
    fares.set(fareSheet.farePence.subarray(i * days, (i + 1) * days), f * days);
  }
  const flightInfantFee = new Int32Array(F);
  const outKeys: number[] = [];
  const outItems: number[] = [];
  const retKeys: number[] = [];
  const retItems: number[] = [];
  const X = destCodes.length;
  content.flights.forEach((f, i) => {
    flightInfantFee[i] = airlines.get(f.airlineCode)?.infantFeePence ?? 0;
    if (f.direction === 'outbound') {
      const u = ukIndex.get(f.from);
      const x = destIndex.get(f.to);
      if (u === undefined || x === undefined) return;
      outKeys.push(u * X + x);
      outItems.push(i);
    } else {
      const u = ukIndex.get(f.to);
      const x = destIndex.get(f.from);
      if (u === undefined || x === undefined) return;
      retKeys.push(u * X + x);
      retItems.push(i);
    }
  });
  const keyCount = ukCodes.length * X;
  const out = csr(outKeys, outItems, keyCount);
  const ret = csr(retKeys, retItems, keyCount);

  const store: EngineStore = {
    content,
    from,
    days,
    hotels,
    hotelIndexById,
    hotelId,
    hotelIdRank,
    hotelRtStart,
    hotelGroup,
    hotelBoardSupp,
    hotelBand1,
    hotelBand2,
    hotelChildPermille,
    hotelSinglePermille,
    hotelExtraAdultPermille,
    hotelInfantNightly,
    hotelNonRefDiscount,
    hotelPromotions,
    hotelHasPromotion,
    rtCount,
    rtMaxAdults,
    rtMaxChildren,
    rtMaxOccupancy,
    rtMaxInfants,
    rtBoardMask,
    rtCheapestBoard,
    rtNonRefundable,
    rtIndexById,
    rtNightly,
    rtNightlyLarge: new Map(),
    regionHotels,
    regionIds,
    airports,
    airlines,
    ukCodes,
    ukIndex,
    destCodes,
    destIndex,
    groupAirports,
    flightCount: F,
    flightIndexById,
    fares,
    flightInfantFee,
    outStart: out.start,
    outList: out.list,
    retStart: ret.start,
    retList: ret.list,
    buildMs: 0,
  };
  for (const sheet of rateSheets) applyRateSheet(store, sheet);
  store.buildMs = performance.now() - t0;
  return store;
}

/**
 * Writes one room-night's rate (0 or less: not bookable): in `nightly`, or as NIGHTLY_LARGE there
 * and exactly in `large`. `large` holds an index only where `nightly` says NIGHTLY_LARGE, so only
 * then is there an entry to drop (a lookup per room-night would cost more than the write).
 */
function setNightly(
  nightly: Uint16Array,
  large: Map<number, number>,
  at: number,
  pence: number,
): void {
  if (pence >= NIGHTLY_LARGE) {
    nightly[at] = NIGHTLY_LARGE;
    large.set(at, pence);
    return;
  }
  if (nightly[at] === NIGHTLY_LARGE) large.delete(at);
  nightly[at] = pence > 0 ? pence : 0;
}

/** Days copied together from a rate sheet (`applyRateSheet`): a cache line of the sheet's rates. */
const SHEET_DAYS = 16;

/** Loads one rate sheet (any subset of room types, same window as the store) into the store. */
export function applyRateSheet(store: EngineStore, sheet: RateSheet): void {
  const { days, rtCount, rtIndexById } = store;
  if (toDayIndex(sheet.from) !== store.from || sheet.days !== days) {
    throw new Error('applyRateSheet: rate sheet window differs from the engine window');
  }
  const nightly = store.rtNightly;
  const large = store.rtNightlyLarge;
  const { roomTypeIds, nightlyPence } = sheet;
  const rows = new Int32Array(roomTypeIds.length);
  for (let i = 0; i < rows.length; i++) rows[i] = rtIndexById.get(roomTypeIds[i]) ?? -1;
  // The sheet is by room type then day, the store by day then room type: copied a few days at a
  // time, room type by room type, so that the reads stay in one cache line per room type and the
  // writes run along each day's row (one room type after another, a day's row apart, missed the
  // cache and the page table on every write).
  for (let d0 = 0; d0 < days; d0 += SHEET_DAYS) {
    const d1 = Math.min(days, d0 + SHEET_DAYS);
    for (let i = 0; i < rows.length; i++) {
      const r = rows[i];
      if (r < 0) continue;
      const src = i * days;
      for (let d = d0; d < d1; d++) {
        setNightly(nightly, large, d * rtCount + r, nightlyPence[src + d]);
      }
    }
  }
}

/**
 * What a batch of supplier changes touched: hotels (engine order) and flights (indexes), each with
 * the date buckets (`dateBucketOf`) of the nights or departure dates changed.
 */
export interface ChangesApplied {
  hotels: Map<number, Set<number>>;
  flights: Map<number, Set<number>>;
  /** Changes for a room type or flight the store does not know (new content waits for a rebuild). */
  unknown: number;
}

/** The hotel (engine order) whose room types include rt index r: a search of `hotelRtStart`. */
function hotelOfRoomType(store: EngineStore, r: number): number {
  const starts = store.hotelRtStart;
  let lo = 0;
  let hi = store.hotels.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= r) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Records that `index` changed on the days `firstDay`..`lastDay` (day indexes), by date bucket. */
function touch(
  touched: Map<number, Set<number>>,
  index: number,
  firstDay: number,
  lastDay: number,
): void {
  let buckets = touched.get(index);
  if (!buckets) touched.set(index, (buckets = new Set()));
  for (let b = dateBucketOf(firstDay); b <= dateBucketOf(lastDay); b++) buckets.add(b);
}

/**
 * Writes supplier changes into the store in place, in order (a later change of the same night or
 * fare wins), the days outside the store's window left out. Synchronous: run between two
 * searches, every search sees the prices either before or after the whole batch.
 */
export function applyChanges(
  store: EngineStore,
  changes: readonly SupplierChange[],
  /** Record what the changes touched (false: `hotels` and `flights` stay empty). */
  track = true,
): ChangesApplied {
  const applied: ChangesApplied = { hotels: new Map(), flights: new Map(), unknown: 0 };
  const { days, from, rtCount } = store;
  for (const change of changes) {
    const day = toDayIndex(change.from);
    const first = day - from;
    const lo = Math.max(0, -first);
    const hi = Math.min(change.pence.length, days - first);
    if (change.kind === 'rate') {
      const r = store.rtIndexById.get(change.roomTypeId);
      if (r === undefined) {
        applied.unknown++;
        continue;
      }
      if (lo >= hi) continue;
      for (let k = lo; k < hi; k++) {
        setNightly(
          store.rtNightly,
          store.rtNightlyLarge,
          (first + k) * rtCount + r,
          change.pence[k],
        );
      }
      if (track) touch(applied.hotels, hotelOfRoomType(store, r), day + lo, day + hi - 1);
    } else {
      const f = store.flightIndexById.get(change.flightId);
      if (f === undefined) {
        applied.unknown++;
        continue;
      }
      if (lo >= hi) continue;
      for (let k = lo; k < hi; k++) {
        const v = change.pence[k];
        store.fares[f * days + first + k] = v > 0 ? v : 0;
      }
      if (track) touch(applied.flights, f, day + lo, day + hi - 1);
    }
  }
  return applied;
}

/** Days per date bucket of a price dependency: a week (a change names 1 to 3 of them). */
export const DATE_BUCKET_DAYS = 7;

/** The date bucket of a day index. */
export function dateBucketOf(day: number): number {
  return Math.floor(day / DATE_BUCKET_DAYS);
}

/**
 * What a search's prices depend on, named as a batch's touches name them: each searched region's
 * hotel rates (`r:<region>`) and, for a package, the fares of the flights between each departure
 * airport and that region's airports (`f:<airport>><region>`), each in every date bucket of the
 * days the search reads (`@<bucket>`; all dates when `days` is not given). A batch touching none
 * of a search's dependencies leaves its answer as it was.
 */
export function priceDependencies(search: {
  regions: readonly number[];
  departureAirports: readonly string[];
  /** The first and last day index whose rates or fares the search reads (`daysRead`). */
  days?: { first: number; last: number };
}): string[] {
  const suffixes: string[] = [];
  if (search.days) {
    const last = dateBucketOf(search.days.last);
    for (let b = dateBucketOf(search.days.first); b <= last; b++) suffixes.push(`@${String(b)}`);
  } else {
    suffixes.push('');
  }
  const deps: string[] = [];
  for (const r of search.regions) {
    for (const at of suffixes) {
      deps.push(`r:${String(r)}${at}`);
      for (const a of search.departureAirports) deps.push(`f:${a}>${String(r)}${at}`);
    }
  }
  return deps;
}

/**
 * The price dependencies (`priceDependencies`) a batch's changes touched: the regions of the hotels
 * whose rates changed and, per flight whose fare changed, its UK airport with every region that a
 * hotel at its other end is in; each for all dates and in the date buckets changed.
 */
export function dependenciesTouched(store: EngineStore, applied: ChangesApplied): Set<string> {
  const touched = new Set<string>();
  const name = (dependency: string, buckets: Set<number>) => {
    touched.add(dependency);
    for (const b of buckets) touched.add(`${dependency}@${String(b)}`);
  };
  for (const [h, buckets] of applied.hotels) name(`r:${String(store.hotels[h].regionId)}`, buckets);
  if (applied.flights.size === 0) return touched;
  const byAirport = airportRegionsOf(store);
  for (const [f, buckets] of applied.flights) {
    const flight = store.content.flights[f];
    const [home, away] =
      flight.direction === 'outbound' ? [flight.from, flight.to] : [flight.to, flight.from];
    for (const r of byAirport.get(away) ?? []) name(`f:${home}>${String(r)}`, buckets);
  }
  return touched;
}

const airportRegions = new WeakMap<EngineStore, Map<string, number[]>>();

/** Per destination airport, the regions with a hotel that names it (made once per store). */
function airportRegionsOf(store: EngineStore): Map<string, number[]> {
  let map = airportRegions.get(store);
  if (!map) {
    const sets = new Map<string, Set<number>>();
    for (const hotel of store.hotels) {
      for (const code of hotel.preferredAirports) {
        let set = sets.get(code);
        if (!set) sets.set(code, (set = new Set()));
        set.add(hotel.regionId);
      }
    }
    map = new Map([...sets].map(([code, set]) => [code, [...set]]));
    airportRegions.set(store, map);
  }
  return map;
}

/**
 * What supplier prices write in a store (the rate sheets, the fare sheet and every change since):
 * nightly rates, the large ones and fares. Everything else is built from the supplier's content.
 */
export interface StorePrices {
  rtNightly: Uint16Array;
  /** `rtNightlyLarge` as [index, pence] pairs. */
  rtNightlyLarge: [number, number][];
  fares: Int32Array;
}

/**
 * The store's prices: its own arrays, not copies (a year at 50,000 hotels is ~125 MB), so they
 * hold one batch boundary only while no batch is applied (the catalogue saves them in its
 * catch-up queue).
 */
export function pricesOf(store: EngineStore): StorePrices {
  return {
    rtNightly: store.rtNightly,
    rtNightlyLarge: [...store.rtNightlyLarge],
    fares: store.fares,
  };
}

/**
 * Writes prices copied from a store of the same shape (same room types, flights and window) over
 * this one's; throws when the shapes differ, leaving the store as it was.
 */
export function restorePrices(store: EngineStore, prices: StorePrices): void {
  if (
    prices.rtNightly.length !== store.rtNightly.length ||
    prices.fares.length !== store.fares.length ||
    prices.rtNightlyLarge.some(([at]) => at < 0 || at >= store.rtNightly.length)
  ) {
    throw new Error('restorePrices: the prices are of a store of another shape');
  }
  store.rtNightly.set(prices.rtNightly);
  store.fares.set(prices.fares);
  store.rtNightlyLarge.clear();
  for (const [at, pence] of prices.rtNightlyLarge) store.rtNightlyLarge.set(at, pence);
}

/** Bytes held in the store's typed arrays. */
export function typedArrayBytes(store: EngineStore): number {
  let bytes = 0;
  for (const value of Object.values(store)) {
    if (ArrayBuffer.isView(value)) bytes += value.byteLength;
  }
  for (const a of store.groupAirports) bytes += a.byteLength;
  for (const a of store.regionHotels.values()) bytes += a.byteLength;
  return bytes;
}
