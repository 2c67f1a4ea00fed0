import { dealDateKey, type Deal } from '@sunward/contracts/deals';
import { AppError } from '../../errors';
import type {
  BoardCode,
  CatalogueContent,
  Hotel,
  Promotion,
} from '../../integrations/supplier/supplier';
import { OFFER_NAMES } from '@sunward/contracts/search';
import type { Catalogue } from '../catalogue/catalogue';
import type { SearchEngine } from '../search/engine/search-engine';
import { imageUrl } from '../../lib/images';
import { addDays } from '../../lib/dates';
import { depositAvailable } from '../../lib/deposits';

/**
 * Exclusive deals are the suppliers' special offers that can be booked today: for each chosen
 * hotel with a live offer, the deal's party, 7/10/14 nights (as the offer allows) and a handful of
 * departure dates inside the offer's check-in window, from 2 weeks to about 11 months ahead, are
 * priced from every UK airport that flies there with the same `engine.search` call that POST
 * /itinerary/search makes. Each price carries the hotel's standard price for the same stay, so the
 * saving shown is the difference of two real prices. Dates the offer does not price are left out,
 * and so is a deal with no date at all.
 */

export const DEAL_COUNT = 12;
export const DEAL_DURATIONS = [7, 10, 14] as const;
/** Deals depart from this many days ahead (so most can be booked with a deposit)... */
export const DEAL_FIRST_DAY = 14;
/** ...to this many (about 11 months). */
export const DEAL_LAST_DAY = 335;
/** Departure dates per deal, spread over the offer's window. */
const DATES_PER_DEAL = 5;
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
  /** Airport code → party total with the offer, pence. */
  byAirport: Record<string, number>;
  /** Airport code → the same stay at the hotel's standard price, pence. */
  standardByAirport: Record<string, number>;
  cheapest: number;
  /** The cheapest option's standard price. */
  standard: number;
  board: BoardCode;
  boardName: string;
}

/** The offers of a hotel that can be booked today, largest discount first (then id). */
function liveOffers(engine: SearchEngine, hotelId: number, today: string): Promotion[] {
  const h = engine.store.hotelIndexById.get(hotelId);
  const promos = h === undefined ? undefined : engine.store.hotelPromotions[h];
  if (!promos) return [];
  return promos
    .map((w) => w.promotion)
    .filter((p) => p.bookBy === null || p.bookBy >= today)
    .filter((p) => p.stayTo >= addDays(today, DEAL_FIRST_DAY))
    .filter((p) => p.stayFrom <= addDays(today, DEAL_LAST_DAY))
    .sort((a, b) => b.discountPct - a.discountPct || a.id.localeCompare(b.id));
}

/** Up to `count` check-in dates spread evenly from `first` to `last` (both included). */
function spread(first: string, last: string, count: number): string[] {
  const span = Math.round((Date.parse(last) - Date.parse(first)) / 86_400_000);
  if (span < 0) return [];
  const steps = Math.min(count - 1, span);
  if (steps === 0) return [first];
  return [
    ...new Set(
      Array.from({ length: steps + 1 }, (_, i) => addDays(first, Math.round((span * i) / steps))),
    ),
  ];
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
  const offer = liveOffers(engine, hotel.id, today).at(0);
  if (!offer) return null;
  const rooms = [
    {
      adults: slot.adults,
      children: slot.childAges.length,
      infants: 0,
      child_ages: slot.childAges,
    },
  ];
  // The engine prices stays that end inside its horizon only.
  const horizonEnd = addDays(today, engine.store.days - 1 - Math.max(...DEAL_DURATIONS));
  const first = [offer.stayFrom, addDays(today, DEAL_FIRST_DAY)].sort().at(-1) ?? offer.stayFrom;
  const last =
    [offer.stayTo, addDays(today, DEAL_LAST_DAY), horizonEnd].sort().at(0) ?? offer.stayTo;
  const priced: Priced[] = [];
  for (const departure of spread(first, last, DATES_PER_DEAL)) {
    for (const duration of DEAL_DURATIONS) {
      if (duration < offer.minNights) continue;
      const byAirport: Record<string, number> = {};
      const standardByAirport: Record<string, number> = {};
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
        // Only the deal's own offer prices a deal's date.
        if (!found || found.checkIn !== departure || found.promotion?.id !== offer.id) continue;
        byAirport[code] = found.totalPence;
        standardByAirport[code] = found.standardTotalPence;
        if (!best || found.totalPence < best.cheapest) {
          best = {
            key: dealDateKey(departure, duration),
            departure,
            duration,
            byAirport,
            standardByAirport,
            cheapest: found.totalPence,
            standard: found.standardTotalPence,
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
  // The saving on the cheapest option, as a whole percent rounded down (never overstated).
  const savingFrom = cheapest.standard - cheapest.cheapest;
  const discount = Math.floor((savingFrom * 100) / cheapest.standard);
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
    description: `${sentences(hotel.description, 2)} ${OFFER_NAMES[offer.kind]} on ${joinList(durations.map(String))}-night holidays for ${partyText}, with flights from ${fromText}.`,
    image: imageUrls[0] ?? imageUrl(`hotel-${hotel.id}-1`),
    discount,
    priceFrom: cheapest.cheapest,
    standardPriceFrom: cheapest.standard,
    savingFrom,
    offer: {
      kind: offer.kind,
      name: OFFER_NAMES[offer.kind],
      discountPct: offer.discountPct,
      stayFrom: offer.stayFrom,
      stayTo: offer.stayTo,
      bookBy: offer.bookBy,
      minNights: offer.minNights,
    },
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
    standardPricingByDate: Object.fromEntries(priced.map((p) => [p.key, p.standardByAirport])),
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
 * the list spans countries), and within it to the first suitable hotel with a live offer, the
 * largest discount first, that the engine can sell.
 */
export function buildDeals(content: CatalogueContent, engine: SearchEngine, today: string): Deal[] {
  const l = lookups(content);
  const hotelsPerCountry = new Map<number, number>();
  for (const h of content.hotels)
    hotelsPerCountry.set(h.countryId, (hotelsPerCountry.get(h.countryId) ?? 0) + 1);
  const countryOrder = [...hotelsPerCountry.entries()]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .map(([id]) => id);
  // Hotels with a live offer, the largest discount first (then hotel id).
  const bestPct = new Map<number, number>();
  for (const h of content.hotels) {
    const offer = liveOffers(engine, h.id, today).at(0);
    if (offer) bestPct.set(h.id, offer.discountPct);
  }
  const hotelOrder = content.hotels
    .filter((h) => bestPct.has(h.id))
    .sort((a, b) => (bestPct.get(b.id) ?? 0) - (bestPct.get(a.id) ?? 0) || a.id - b.id);

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

    /**
     * One live deal. A hotel's own slug whose offer has ended or sold out is 410 with a message
     * that says so; any other slug is 404.
     */
    bySlug(slug: string): Deal {
      const found = list().find((d) => d.slug === slug);
      if (found) return found;
      const hotel = catalogue.content.hotels.find(
        (h) => slugify(h.name) === slug || `${slugify(h.name)}-${String(h.id)}` === slug,
      );
      if (hotel) {
        throw new AppError(
          'GONE',
          `This offer at ${hotel.name} has ended or sold out: it can no longer be booked at the deal price.`,
        );
      }
      throw new AppError('NOT_FOUND', `Deal not found with slug: ${slug}`);
    },
  };
}
export type DealsService = ReturnType<typeof createDealsService>;
