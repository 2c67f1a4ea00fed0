import { dealDateKey, type Deal } from '@sunward/contracts/deals';
import { AppError } from '../../errors';
import type { BoardCode, CatalogueContent, Hotel } from '../../integrations/supplier/supplier';
import type { Catalogue } from '../catalogue/catalogue';
import type { SearchEngine } from '../search/engine/search-engine';
import { imageUrl } from '../../lib/images';
import { addDays } from '../../lib/dates';
import { depositAvailable } from '../../lib/deposits';

/**
 * Exclusive deals, built from the catalogue so that the engine really sells every date and airport
 * a deal shows: for each chosen hotel, the deal's party, 7/10/14 nights, a handful of departure
 * dates 3-12 weeks ahead and every UK airport that flies there are priced with the same
 * `engine.search` call that POST /itinerary/search makes. Dates with no package are left out, and
 * so is a deal with no date at all.
 */

export const DEAL_COUNT = 12;
export const DEAL_DURATIONS = [7, 10, 14] as const;
/** Days ahead of today for the departure dates, before each hotel's own 0-6 day shift. */
export const DEAL_DEPARTURE_OFFSETS = [21, 35, 49, 63, 77] as const;
/** Deals must be well rated: hotels of at least this many stars. */
const MIN_STARS = 4;
/** Hotels tried per country before moving on to the next country. */
const TRIES_PER_COUNTRY = 3;

type DealKind = 'couples' | 'family' | 'adultsOnly';
interface DealSlot {
  kind: DealKind;
  adults: number;
  childAges: number[];
}

/** The deals in carousel order: the first six (the home page's) mix couples, families and 18+. */
const SLOTS: readonly DealSlot[] = [
  { kind: 'couples', adults: 2, childAges: [] },
  { kind: 'family', adults: 2, childAges: [7] },
  { kind: 'couples', adults: 2, childAges: [] },
  { kind: 'adultsOnly', adults: 2, childAges: [] },
  { kind: 'family', adults: 2, childAges: [5, 9] },
  { kind: 'couples', adults: 2, childAges: [] },
  { kind: 'couples', adults: 2, childAges: [] },
  { kind: 'family', adults: 2, childAges: [11] },
  { kind: 'couples', adults: 2, childAges: [] },
  { kind: 'family', adults: 2, childAges: [4, 8] },
  { kind: 'couples', adults: 2, childAges: [] },
  { kind: 'couples', adults: 2, childAges: [] },
];

/** 32-bit FNV-1a: a stable per-hotel number for the discount, date shift and hotel order. */
function stableHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** 'Costa Positano Bay' → 'costa-positano-bay' (accents dropped, anything else a dash). */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function joinList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

/** The first `count` sentences of a text. */
function sentences(text: string, count: number): string {
  const parts = text.match(/[^.!?]+[.!?]+/g) ?? [text];
  return parts.slice(0, count).join('').trim();
}

interface Lookups {
  content: CatalogueContent;
  regionName: Map<number, string>;
  countryName: Map<number, string>;
  resortName: Map<number, string>;
  airportName: Map<string, string>;
  /** UK airport codes in the order of the search bar's groups. */
  ukOrder: Map<string, number>;
}

function lookups(content: CatalogueContent): Lookups {
  const ukCodes = content.ukAirportGroups.flatMap((g) => g.codes);
  return {
    content,
    regionName: new Map(content.regions.map((r) => [r.id, r.name])),
    countryName: new Map(content.countries.map((c) => [c.id, c.name])),
    resortName: new Map(content.resorts.map((r) => [r.id, r.name])),
    airportName: new Map(content.airports.map((a) => [a.code, a.name])),
    ukOrder: new Map(ukCodes.map((c, i) => [c, i])),
  };
}

/** UK airports with an outbound flight to one of the hotel's airports and a return flight back. */
function ukAirportsFor(hotel: Hotel, l: Lookups): string[] {
  const arrivals = new Set(hotel.preferredAirports);
  const out = new Set<string>();
  const back = new Set<string>();
  for (const f of l.content.flights) {
    if (f.direction === 'outbound' && arrivals.has(f.to)) out.add(f.from);
    if (f.direction === 'return' && arrivals.has(f.from)) back.add(f.to);
  }
  return [...out]
    .filter((code) => back.has(code) && l.ukOrder.has(code))
    .sort((a, b) => (l.ukOrder.get(a) ?? 0) - (l.ukOrder.get(b) ?? 0));
}

interface Priced {
  key: string;
  departure: string;
  duration: number;
  /** Airport code → party total, pence. */
  byAirport: Record<string, number>;
  cheapest: number;
  board: BoardCode;
  boardName: string;
}

function buildDeal(
  engine: SearchEngine,
  today: string,
  hotel: Hotel,
  slot: DealSlot,
  l: Lookups,
): Omit<Deal, 'slug'> | null {
  const airports = ukAirportsFor(hotel, l);
  if (airports.length === 0) return null;
  const hash = stableHash(`deal:${hotel.id}`);
  const shift = hash % 7;
  const rooms = [
    {
      adults: slot.adults,
      children: slot.childAges.length,
      infants: 0,
      child_ages: slot.childAges,
    },
  ];
  const priced: Priced[] = [];
  for (const offset of DEAL_DEPARTURE_OFFSETS) {
    const departure = addDays(today, offset + shift);
    for (const duration of DEAL_DURATIONS) {
      const byAirport: Record<string, number> = {};
      let best: Priced | null = null;
      for (const code of airports) {
        const found = engine
          .search(
            {
              type: 'package',
              hotel_id: hotel.id,
              start_date: departure,
              nights: duration,
              flexible_departure: false,
              departure_airports: [code],
              rooms,
            },
            { today },
          )
          .hotels.at(0);
        if (!found || found.checkIn !== departure) continue;
        byAirport[code] = found.totalPence;
        if (!best || found.totalPence < best.cheapest) {
          best = {
            key: dealDateKey(departure, duration),
            departure,
            duration,
            byAirport,
            cheapest: found.totalPence,
            board: found.boardBasis,
            boardName: found.boardName,
          };
        }
      }
      if (best) priced.push(best);
    }
  }
  if (priced.length === 0) return null;

  const cheapest = priced.reduce((a, b) => (b.cheapest < a.cheapest ? b : a));
  const airportFrom = new Map<string, number>();
  for (const p of priced) {
    for (const [code, total] of Object.entries(p.byAirport)) {
      airportFrom.set(code, Math.min(airportFrom.get(code) ?? Infinity, total));
    }
  }
  const availableAirports = [...airportFrom.entries()]
    .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))
    .map(([code, priceFrom]) => ({ code, name: l.airportName.get(code) ?? code, priceFrom }));
  const durations = [...new Set(priced.map((p) => p.duration))].sort((a, b) => a - b);

  const region = l.regionName.get(hotel.regionId) ?? '';
  const country = l.countryName.get(hotel.countryId) ?? '';
  const resort = l.resortName.get(hotel.resortId) ?? region;
  const location = [resort, region, country].filter(Boolean).join(', ');
  const discount = 10 + (hash % 21);
  const imageUrls = hotel.images.map(imageUrl);
  const airportNames = availableAirports.slice(0, 2).map((a) => a.name);
  const more = availableAirports.length - airportNames.length;
  const fromText =
    more > 0
      ? `${airportNames.join(', ')} and ${more} more UK ${more === 1 ? 'airport' : 'airports'}`
      : joinList(airportNames).replace(/ or /, ' and ');
  const partyText =
    slot.childAges.length === 0
      ? `${slot.adults} adults`
      : `${slot.adults} adults and ${slot.childAges.length} ${slot.childAges.length === 1 ? 'child' : 'children'}`;
  const titles: Record<DealKind, string> = {
    couples: `${region} getaway for two`,
    family: `Family sunshine in ${region}`,
    adultsOnly: `Adults-only escape to ${region}`,
  };

  return {
    id: hotel.id,
    title: titles[slot.kind],
    subtitle: `${hotel.stars}-star · ${cheapest.boardName} · ${joinList(durations.map(String))} nights`,
    description: `${sentences(hotel.description, 2)} Save ${discount}% on ${joinList(durations.map(String))}-night holidays for ${partyText}, with flights from ${fromText}.`,
    image: imageUrls[0] ?? imageUrl(`hotel-${hotel.id}-1`),
    discount,
    priceFrom: cheapest.cheapest,
    adults: slot.adults,
    children: slot.childAges.length,
    infants: 0,
    child_ages: slot.childAges,
    board_basis: cheapest.boardName,
    boardBasis: cheapest.boardName,
    boardCode: cheapest.board,
    adultsOnly: hotel.adultsOnly,
    rating: hotel.stars,
    hotelName: hotel.name,
    location,
    duration: cheapest.duration,
    availableDurations: durations,
    destination: region,
    region_id: hotel.regionId,
    country,
    hotel_id: hotel.id,
    hotel: {
      name: hotel.name,
      location,
      rating: hotel.stars,
      imageUrls,
      overview: hotel.description,
      features: hotel.features,
    },
    selected_departure_airports: availableAirports.map((a) => a.code),
    selected_dates: priced.map((p) => ({ departure_date: p.departure, duration: p.duration })),
    availableAirports,
    availableDates: priced.map((p) => ({
      id: p.key,
      departure: p.departure,
      return: addDays(p.departure, p.duration),
      duration: p.duration,
      priceFrom: p.cheapest,
      depositAvailable: depositAvailable(p.departure, today),
    })),
    airportPricingByDate: Object.fromEntries(priced.map((p) => [p.key, p.byAirport])),
    pricing_details: Object.fromEntries(priced.map((p) => [p.key, p.cheapest])),
    depositAvailable: priced.some((p) => depositAvailable(p.departure, today)),
  };
}

function fitsSlot(hotel: Hotel, kind: DealKind, minStars: number): boolean {
  if (hotel.stars < minStars) return false;
  if (kind === 'adultsOnly') return hotel.adultsOnly;
  if (kind === 'family') return !hotel.adultsOnly && hotel.familyHotels;
  return !hotel.adultsOnly;
}

/**
 * Chooses and prices the deals for one catalogue day. Deterministic: the same catalogue, engine
 * and day always give the same list. Each slot goes to the most-stocked country not yet used (so
 * the list spans countries), and within it to the first suitable hotel in a stable hashed order
 * that the engine can sell.
 */
export function buildDeals(content: CatalogueContent, engine: SearchEngine, today: string): Deal[] {
  const l = lookups(content);
  const hotelsPerCountry = new Map<number, number>();
  for (const h of content.hotels)
    hotelsPerCountry.set(h.countryId, (hotelsPerCountry.get(h.countryId) ?? 0) + 1);
  const countryOrder = [...hotelsPerCountry.entries()]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .map(([id]) => id);
  const hotelOrder = [...content.hotels].sort(
    (a, b) => stableHash(`pick:${a.id}`) - stableHash(`pick:${b.id}`) || a.id - b.id,
  );

  const usedCountries = new Set<number>();
  const usedHotels = new Set<number>();
  const usedSlugs = new Set<string>();
  const deals: Deal[] = [];

  const attempt = (slot: DealSlot, countries: number[], minStars: number, kind: DealKind) => {
    for (const countryId of countries) {
      let tries = 0;
      for (const hotel of hotelOrder) {
        if (tries >= TRIES_PER_COUNTRY) break;
        if (hotel.countryId !== countryId || usedHotels.has(hotel.id)) continue;
        if (!fitsSlot(hotel, kind, minStars)) continue;
        tries++;
        const built = buildDeal(engine, today, hotel, slot, l);
        if (built) return { hotel, built };
      }
    }
    return null;
  };

  for (const slot of SLOTS.slice(0, DEAL_COUNT)) {
    const fresh = countryOrder.filter((c) => !usedCountries.has(c));
    // Prefer a new country and the slot's ideal hotel; relax (any country, fewer stars, any
    // non-adults-only hotel for families) only when the catalogue has nothing better.
    const found =
      attempt(slot, fresh, MIN_STARS, slot.kind) ??
      attempt(slot, countryOrder, MIN_STARS, slot.kind) ??
      (slot.kind === 'family' ? attempt(slot, countryOrder, MIN_STARS, 'couples') : null) ??
      attempt(slot, countryOrder, MIN_STARS - 1, slot.kind);
    if (!found) continue;
    const { hotel, built } = found;
    let slug = slugify(hotel.name) || `hotel-${hotel.id}`;
    if (usedSlugs.has(slug)) slug = `${slug}-${hotel.id}`;
    usedSlugs.add(slug);
    usedHotels.add(hotel.id);
    usedCountries.add(hotel.countryId);
    deals.push({ ...built, slug });
  }
  return deals;
}

export interface DealsServiceDeps {
  catalogue: Catalogue;
}

export function createDealsService({ catalogue }: DealsServiceDeps) {
  /** The engine is deterministic, so one list per catalogue day (and engine build) is enough. */
  let cache: { today: string; engine: SearchEngine; deals: Deal[] } | undefined;

  function list(): Deal[] {
    const today = catalogue.today();
    const engine = catalogue.engine;
    if (cache?.today !== today || cache.engine !== engine) {
      cache = { today, engine, deals: buildDeals(catalogue.content, engine, today) };
    }
    return cache.deals;
  }

  return {
    list,

    bySlug(slug: string): Deal {
      const found = list().find((d) => d.slug === slug);
      if (!found) throw new AppError('NOT_FOUND', `Deal not found with slug: ${slug}`);
      return found;
    },
  };
}
export type DealsService = ReturnType<typeof createDealsService>;
