/**
 * Hotel generation for the sandbox catalogue.
 *
 * Hotel `i` is drawn from its own PRNG stream (seeded by `hash32(seed, HOTEL_STREAM, i)`), and
 * name de-duplication only looks at hotels before it, so a catalogue of N hotels is exactly the
 * first N hotels of any larger catalogue with the same seed.
 */

import type {
  BoardCode,
  ChildPolicy,
  Country,
  Hotel,
  Resort,
  RoomType,
} from '../../integrations/supplier/supplier';
import { BOARD_CODES } from '../../integrations/supplier/supplier';
import type { Climate, CountryData, RegionData } from './geography';
import { offsetPoint } from './geo';
import { hash32, Rng } from '../../lib/prng';
import {
  DESCRIPTION_CLOSERS,
  DESCRIPTION_CLOSERS_ADULTS,
  DESCRIPTION_CLOSERS_FAMILY,
  DESCRIPTION_FACILITIES,
  DESCRIPTION_LOCATION,
  DESCRIPTION_OPENERS,
  FACILITIES,
  FEATURES,
  NAME_PREFIXES,
  NAME_SUFFIXES,
  ROOM_TEMPLATES,
  STREET_WORDS,
} from './words';
import type { RoomTemplate } from './words';

const HOTEL_STREAM = 0x484f54;

/** First hotel id; hotel `i` has id `HOTEL_ID_BASE + i + 1`. */
export const HOTEL_ID_BASE = 100_000;

/** Sandbox-only pricing parameters of a hotel (not part of the supplier content). */
export interface HotelPricing {
  climate: Climate;
  /** Closed November to March. */
  seasonalClosure: boolean;
  /** Base double-occupancy nightly rate per room type (same order as `hotel.rooms`). */
  roomBasePence: number[];
}

// Regions whose hotels often close in winter.
const SEASONAL_REGIONS = new Set([
  3, 4, 11, 12, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 37, 38, 43, 44, 45, 48, 49,
  50, 51, 52, 57, 58, 63, 64, 65, 76, 77, 78, 79,
]);
const LGBTQ_HOTSPOTS = new Set([5, 12, 14, 32]);
const ALL_INCLUSIVE_COUNTRIES = new Set(['TR', 'EG', 'TN', 'BG', 'CV', 'GM']);

const STAR_BASE_PENCE = [0, 0, 4800, 6800, 9800, 16500];
const STAR_MULT = [0, 0, 0.7, 0.85, 1, 1.5];
const BOARD_BASE_PENCE: Record<BoardCode, number> = {
  RO: 0,
  BB: 1000,
  HB: 2400,
  FB: 3600,
  AI: 5500,
};

export interface HotelContext {
  seed: number;
  regions: RegionData[];
  regionWeights: number[];
  resortsByRegion: Map<number, Resort[]>;
  countriesByCode: Map<string, CountryData>;
  countriesById: Map<number, Country>;
  airportNames: Map<string, string>;
  /** Resort id → road minutes to its main airport (from the transfer generator). */
  transferMinutes: Map<number, number>;
  usedNames: Set<string>;
  /** What this catalogue's hotels read their images and description from (made on first use). */
  hotelPrototype?: object;
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
}

function joinList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

/**
 * A string in one piece. A template literal leaves a chain of pieces (V8 "cons" strings: 32 bytes
 * per join plus the pieces) that lives as long as the catalogue; across 50,000 hotels' names,
 * addresses and image keys that was ~60 MB of heap. `join` builds the string flat.
 */
const flat = (...parts: (string | number)[]): string => parts.join('');

/**
 * Image keys are made when read: `{kind}-{id}-{n}` for n = 1..imageCount, a pure function of the
 * id and a count. Stored, they were 740,000 strings in 220,000 arrays at 50,000 hotels (~40 MB of
 * heap, a third of the catalogue's objects, walked by every full collection), while a page reads
 * the images of a handful of hotels. Room types take `images` from ROOM_IMAGES, hotels from
 * `hotelPrototype`.
 */
function imageKeys(kind: string, id: number, count: number): string[] {
  // A loop and concatenation: these strings live as long as the page that reads them.
  const prefix = `${kind}-${String(id)}-`;
  const keys = new Array<string>(count);
  for (let n = 0; n < count; n++) keys[n] = prefix + String(n + 1);
  return keys;
}
const ROOM_IMAGES = {
  get images(): string[] {
    const { id, imageCount } = this as unknown as { id: number; imageCount: number };
    return imageKeys('room', id, imageCount);
  },
};

/** A generated hotel's own fields: its content less what is made when read. */
type StoredHotel = Omit<Hotel, 'images' | 'description'> & {
  imageCount: number;
  descriptionPlan: number;
};

const KINDS = ['aparthotel', 'resort', 'hotel'] as const;
/** The description's choices (kind, beach distance in 50 m, sentence templates), packed in a number. */
const PLAN_DIGIT = 64;
function packPlan(digits: number[]): number {
  return digits.reduce((plan, d) => {
    if (!(d >= 0 && d < PLAN_DIGIT)) throw new RangeError(`description plan digit ${String(d)}`);
    return plan * PLAN_DIGIT + d;
  }, 0);
}
function unpackPlan(plan: number, count: number): number[] {
  const digits: number[] = [];
  for (let i = 0; i < count; i++) {
    digits.unshift(plan % PLAN_DIGIT);
    plan = Math.floor(plan / PLAN_DIGIT);
  }
  return digits;
}

/** The `rng.pick` of a template, as its index (the same draw). */
const pickIndex = (rng: Rng, items: readonly unknown[]): number =>
  Math.floor(rng.next() * items.length);

function facilitiesText(facilities: readonly string[]): string {
  return joinList(
    facilities
      .filter((f) => f !== 'Free WiFi' && f !== 'Air Conditioning')
      .slice(0, 5)
      .map((f) =>
        f === 'Kids Club'
          ? "a kids' club"
          : f === 'Beach Access'
            ? 'direct beach access'
            : `a ${f.toLowerCase()}`,
      ),
  );
}

/**
 * Descriptions are written when read, from the hotel's fields and its description plan: stored,
 * they were 44 MB of the heap at 50,000 hotels (about 800 characters each), and a description is
 * read for the one hotel a page shows.
 */
function hotelPrototype(ctx: HotelContext): object {
  const regions = new Map(ctx.regions.map((r) => [r.id, r]));
  const resorts = new Map([...ctx.resortsByRegion.values()].flat().map((r) => [r.id, r]));
  return {
    get images(): string[] {
      const h = this as unknown as StoredHotel;
      return imageKeys('hotel', h.id, h.imageCount);
    },
    get description(): string {
      const h = this as unknown as StoredHotel;
      const [kind, beachSteps, opener, location, facilitySentence, closing, closer] = unpackPlan(
        h.descriptionPlan,
        7,
      );
      const resort = resorts.get(h.resortId);
      const region = regions.get(h.regionId);
      const mainAirport = resort?.airportCodes.at(0) ?? region?.airports.at(0) ?? '';
      const values = {
        name: h.name,
        stars: h.stars,
        kind: KINDS[kind],
        resort: resort?.name ?? '',
        region: region?.name ?? '',
        country: ctx.countriesById.get(h.countryId)?.name ?? '',
        beachM: beachSteps * 50,
        facilities: facilitiesText(h.facilities),
        airport: ctx.airportNames.get(mainAirport) ?? mainAirport,
        transferMin: ctx.transferMinutes.get(h.resortId) ?? 30,
      };
      const sentences = [
        fill(DESCRIPTION_OPENERS[opener], values),
        fill(DESCRIPTION_LOCATION[location], values),
      ];
      if (values.facilities) sentences.push(fill(DESCRIPTION_FACILITIES[facilitySentence], values));
      if (h.adultsOnly) sentences.push(DESCRIPTION_CLOSERS_ADULTS[closing]);
      else if (h.familyHotels) sentences.push(DESCRIPTION_CLOSERS_FAMILY[closing]);
      sentences.push(fill(DESCRIPTION_CLOSERS[closer], values));
      if (h.features.length > 0) {
        const highlights = h.features.slice(0, 3).map((f) => f.toLowerCase());
        sentences.push(`Highlights: ${joinList(highlights)}.`);
      }
      return sentences.join(' ');
    },
  };
}

function uniqueName(rng: Rng, ctx: HotelContext, resortName: string, apartment: boolean): string {
  const suffixes = apartment ? ['Apartments', 'Suites', 'Residence', 'Aparthotel'] : NAME_SUFFIXES;
  for (let attempt = 0; attempt < 30; attempt++) {
    const prefix = rng.pick(NAME_PREFIXES);
    const suffix = rng.pick(suffixes);
    const name =
      prefix === 'Hotel'
        ? flat('Hotel ', resortName, ' ', suffix === 'Hotel' ? 'Centro' : suffix)
        : flat(prefix, ' ', resortName, ' ', suffix);
    if (!ctx.usedNames.has(name)) {
      ctx.usedNames.add(name);
      return name;
    }
  }
  const base = flat(rng.pick(NAME_PREFIXES), ' ', resortName, ' ', rng.pick(suffixes));
  for (let n = 2; ; n++) {
    const name = flat(base, ' ', n);
    if (!ctx.usedNames.has(name)) {
      ctx.usedNames.add(name);
      return name;
    }
  }
}

function pickRooms(
  rng: Rng,
  apartment: boolean,
  stars: number,
  adultsOnly: boolean,
  family: boolean,
): RoomTemplate[] {
  const byCode = (code: string): RoomTemplate => {
    const t = ROOM_TEMPLATES.find((r) => r.code === code);
    if (!t) throw new Error(`unknown room template ${code}`);
    return t;
  };
  if (apartment) {
    const rooms = [byCode('STU'), byCode('APT1')];
    if (!adultsOnly && rng.chance(0.6)) rooms.push(byCode('APT2'));
    return rng.chance(0.3) ? rooms.slice(1) : rooms;
  }
  const rooms = [byCode(rng.chance(0.6) ? 'DBL' : 'TWN')];
  const optional = ['DBL-SV', 'SUP', 'TRP', 'JS', 'SGL'];
  if (stars >= 4) optional.push('STE', 'SWIM');
  if (!adultsOnly) optional.push('FAM');
  const extra = rng.int(1, stars >= 4 ? 4 : 3);
  for (const code of rng.sample(optional, extra)) rooms.push(byCode(code));
  if (family && !rooms.some((r) => r.code === 'FAM')) rooms.push(byCode('FAM'));
  return rooms;
}

function pickBoards(rng: Rng, apartment: boolean, stars: number, countryCode: string): BoardCode[] {
  const set = new Set<BoardCode>();
  if (apartment) {
    set.add('RO');
    if (rng.chance(0.5)) set.add('BB');
    if (rng.chance(0.2)) set.add('HB');
  } else {
    const aiCountry = ALL_INCLUSIVE_COUNTRIES.has(countryCode);
    if (aiCountry && stars >= 4 && rng.chance(0.35)) return ['AI'];
    if (rng.chance(0.3)) set.add('RO');
    if (rng.chance(0.8)) set.add('BB');
    if (rng.chance(0.7)) set.add('HB');
    if (rng.chance(0.3)) set.add('FB');
    if (rng.chance(aiCountry ? 0.8 : stars >= 3 ? 0.35 : 0.15)) set.add('AI');
    if (set.size === 0) set.add('BB');
  }
  return BOARD_CODES.filter((b) => set.has(b));
}

function childPolicy(rng: Rng): ChildPolicy {
  const band1MaxAge = rng.chance(0.5) ? 6 : 11;
  const band2MaxAge = band1MaxAge === 6 ? 11 : 13;
  const p0 = rng.chance(0.25) ? 0 : rng.pick([150, 250, 350]);
  const p1 = p0 + rng.pick([200, 250, 300, 350]);
  const p2 = rng.pick([600, 650, 700, 750, 800, 850]);
  return {
    band1MaxAge,
    band2MaxAge,
    permille: [p0, Math.min(p1, p2), p2],
    singleAdultPermille: rng.pick([1400, 1500, 1600, 1700]),
    extraAdultPermille: rng.pick([650, 700, 750, 800, 850]),
    infantNightlyPence: rng.chance(0.6) ? 0 : roundTo(rng.int(300, 900), 50),
  };
}

/** Generates hotel number `i` (0-based). */
export function generateHotel(
  i: number,
  ctx: HotelContext,
): { hotel: Hotel; pricing: HotelPricing } {
  const rng = new Rng(hash32(ctx.seed, HOTEL_STREAM, i));
  const id = HOTEL_ID_BASE + i + 1;
  const region = ctx.regions[rng.weightedIndex(ctx.regionWeights)];
  const resorts = ctx.resortsByRegion.get(region.id) ?? [];
  const resort = resorts[rng.weightedIndex(resorts.map((_, k) => 1 / (1 + 0.15 * k)))];
  const country = ctx.countriesByCode.get(region.country) as CountryData;
  const climate = region.climate ?? country.climate;

  const stars = 2 + rng.weightedIndex([10, 35, 40, 15]);
  const apartment = rng.chance(stars <= 3 ? 0.2 : 0.08);
  const adultsOnly = !apartment && rng.chance(0.05 + (stars >= 4 ? 0.06 : 0));
  const familyHotels = !adultsOnly && rng.chance(0.35);
  const lgbtqFriendly = rng.chance(LGBTQ_HOTSPOTS.has(region.id) ? 0.45 : 0.1);

  const name = uniqueName(rng, ctx, resort.name, apartment);
  const km = 2.8 * Math.sqrt(rng.next());
  const pos = offsetPoint(resort.lat, resort.lon, km, rng.next() * 2 * Math.PI);

  const facilityChance: Record<(typeof FACILITIES)[number], number> = {
    Pool: 0.92,
    Spa: 0.08 + 0.2 * (stars - 2),
    'Kids Club': adultsOnly ? 0 : familyHotels ? 0.85 : 0.15,
    Gym: 0.1 + 0.22 * (stars - 2),
    'Free WiFi': 0.95,
    'Beach Access': 0.4,
    Restaurant: apartment ? 0.4 : 0.9,
    Bar: apartment ? 0.5 : 0.92,
    'Air Conditioning': 0.9,
    Parking: 0.5,
  };
  const facilities = FACILITIES.filter((f) => rng.chance(facilityChance[f]));
  const featurePool = adultsOnly
    ? FEATURES.filter((f) => f !== "Children's pool" && f !== 'Waterpark')
    : FEATURES;
  const features = rng.sample(featurePool, rng.int(3, 7));

  const boards = pickBoards(rng, apartment, stars, country.code);
  const boardSupplementPence: Partial<Record<BoardCode, number>> = {};
  const levelRoot = Math.sqrt(country.priceLevel);
  for (const b of boards) {
    boardSupplementPence[b] = roundTo(
      BOARD_BASE_PENCE[b] * STAR_MULT[stars] * levelRoot * rng.float(0.85, 1.2),
      10,
    );
  }

  const hotelBase = STAR_BASE_PENCE[stars] * country.priceLevel * rng.float(0.8, 1.25);
  const templates = pickRooms(rng, apartment, stars, adultsOnly, familyHotels);
  const roomBasePence: number[] = [];
  const rooms: RoomType[] = templates.map((t, k) => {
    const rtId = id * 100 + k + 1;
    let rtBoards = boards;
    if (boards.length > 1 && rng.chance(0.2)) {
      const drop = rng.int(0, boards.length - 1);
      rtBoards = boards.filter((_, j) => j !== drop);
    }
    roomBasePence.push(Math.round(hotelBase * t.factor * rng.float(0.95, 1.05)));
    const imageCount = rng.int(1, 3);
    const roomType: Omit<RoomType, 'images'> & { imageCount: number } = {
      id: rtId,
      hotelId: id,
      code: t.code,
      name: t.name,
      maxAdults: t.maxAdults,
      maxChildren: adultsOnly ? 0 : t.maxChildren,
      maxOccupancy: adultsOnly ? Math.min(t.maxOccupancy, t.maxAdults) : t.maxOccupancy,
      maxInfants: adultsOnly ? 0 : t.maxInfants,
      boards: rtBoards,
      nonRefundableOffered: rng.chance(0.8),
      imageCount,
    };
    return Object.setPrototypeOf(roomType, ROOM_IMAGES) as RoomType;
  });

  const imageCount = rng.int(4, 12);
  const countryName = ctx.countriesById.get(country.id)?.name ?? country.name;
  const kind = KINDS.indexOf(
    apartment ? 'aparthotel' : stars >= 4 && facilities.includes('Spa') ? 'resort' : 'hotel',
  );
  // The description's draws are made here, in generation order, so every later draw (address,
  // child policy, …) stays as it was; the text is written when read (see `hotelPrototype`).
  const beachSteps = roundTo(rng.int(50, 1500), 50) / 50;
  const opener = pickIndex(rng, DESCRIPTION_OPENERS);
  const location = pickIndex(rng, DESCRIPTION_LOCATION);
  const facilitySentence = facilitiesText(facilities) ? pickIndex(rng, DESCRIPTION_FACILITIES) : 0;
  const closing = adultsOnly
    ? pickIndex(rng, DESCRIPTION_CLOSERS_ADULTS)
    : familyHotels
      ? pickIndex(rng, DESCRIPTION_CLOSERS_FAMILY)
      : 0;
  const closer = pickIndex(rng, DESCRIPTION_CLOSERS);

  const content: StoredHotel = {
    id,
    name,
    stars,
    resortId: resort.id,
    regionId: region.id,
    countryId: country.id,
    lat: pos.lat,
    lon: pos.lon,
    address: flat(
      rng.int(1, 120),
      ' ',
      rng.pick(STREET_WORDS),
      ', ',
      resort.name,
      ', ',
      countryName,
    ),
    facilities,
    features,
    adultsOnly,
    lgbtqFriendly,
    familyHotels,
    preferredAirports: resort.airportCodes.slice(),
    rooms,
    boardSupplementPence,
    childPolicy: childPolicy(rng),
    nonRefundableDiscountPct: rng.int(5, 15),
    imageCount,
    descriptionPlan: packPlan([
      kind,
      beachSteps,
      opener,
      location,
      facilitySentence,
      closing,
      closer,
    ]),
  };
  ctx.hotelPrototype ??= hotelPrototype(ctx);
  // The literal's own shape with the prototype swapped in (as for room types): assigning its 21
  // properties one by one onto `Object.create(prototype)` left every hotel in dictionary mode.
  const hotel = Object.setPrototypeOf(content, ctx.hotelPrototype) as Hotel;
  const pricing: HotelPricing = {
    climate,
    seasonalClosure: climate === 'summer' && SEASONAL_REGIONS.has(region.id) && rng.chance(0.6),
    roomBasePence,
  };
  return { hotel, pricing };
}
