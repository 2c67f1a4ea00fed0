import type { ResultsQuery, SearchRequest } from '@sunward/contracts/search';
import { roomsParam } from '@sunward/contracts/share-link';

/** docs/spec/1-shell-search-package.md §3 'Search criteria' and §5 'Search form' rules, as pure functions. */

export interface RoomParty {
  adults: number;
  children: number;
  infants: number;
  childAges: (number | null)[];
}

export interface SearchCriteria {
  searchType: 'package' | 'hotel';
  destination: { id: number; name: string } | null;
  departureAirports: string[];
  /** yyyy-mm-dd */
  startDate: string;
  endDate: string;
  nights: number;
  dateFlexibility: boolean;
  rooms: RoomParty[];
  hotelId: number | null;
  featuredPropertyId: number | null;
}

export const DEFAULT_NIGHTS = 7;
export const NIGHT_QUICK_PICKS = [4, 7, 10, 14] as const;
export const MAX_NIGHTS = 28;
export const MIN_CHILD_AGE = 2;
export const MAX_CHILD_AGE = 15;
export const MAX_PER_TYPE = 9;
export const MAX_ROOMS = 5;

export const searchMessages = {
  childAge: 'Please enter the age for each child.',
  destination: 'Please select a destination.',
  airports: 'Please select at least one departure airport.',
  date: 'Please select your departure date.',
} as const;

const DAY_MS = 86_400_000;

/** yyyy-mm-dd of a local calendar date. */
export function isoDay(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function tomorrow(now: Date = new Date()): string {
  return addDays(isoDay(now), 1);
}

/** The earliest travel date is tomorrow: an earlier date moves to tomorrow. */
export function clampStart(start: string, now: Date = new Date()): string {
  const min = tomorrow(now);
  return start < min ? min : start;
}

export const newRoom = (adults = 1): RoomParty => ({
  adults,
  children: 0,
  infants: 0,
  childAges: [],
});

/** Defaults: today → today + 7, moved to tomorrow; one room of 1 adult; package. */
export function defaultCriteria(now: Date = new Date()): SearchCriteria {
  const start = clampStart(isoDay(now), now);
  return {
    searchType: 'package',
    destination: null,
    departureAirports: [],
    startDate: start,
    endDate: addDays(start, DEFAULT_NIGHTS),
    nights: DEFAULT_NIGHTS,
    dateFlexibility: false,
    rooms: [newRoom()],
    hotelId: null,
    featuredPropertyId: null,
  };
}

/** Changing the start date moves the end date to start + nights (7 when unset). */
export function withStartDate(
  c: SearchCriteria,
  start: string,
  now: Date = new Date(),
): SearchCriteria {
  const startDate = clampStart(start, now);
  const nights = c.nights >= 1 ? c.nights : DEFAULT_NIGHTS;
  return { ...c, startDate, nights, endDate: addDays(startDate, nights) };
}

/**
 * A departure date cleared by the person: no dates until one is chosen again, and searching says
 * 'Please select your departure date.' (docs/spec/1-shell-search-package.md §5).
 */
export function withoutStartDate(c: SearchCriteria): SearchCriteria {
  return { ...c, startDate: '', endDate: '' };
}

/** Changing nights moves the end date (when there is a departure date to count from). */
export function withNights(c: SearchCriteria, nights: number): SearchCriteria {
  const n = Math.min(MAX_NIGHTS, Math.max(1, Math.round(nights)));
  return { ...c, nights: n, endDate: c.startDate ? addDays(c.startDate, n) : '' };
}

export function setChildren(room: RoomParty, children: number): RoomParty {
  const n = Math.min(MAX_PER_TYPE, Math.max(0, children));
  const childAges = Array.from({ length: n }, (_, i) => room.childAges[i] ?? null);
  return { ...room, children: n, childAges };
}

export function totals(rooms: RoomParty[]) {
  return rooms.reduce(
    (t, r) => ({
      adults: t.adults + r.adults,
      children: t.children + r.children,
      infants: t.infants + r.infants,
    }),
    { adults: 0, children: 0, infants: 0 },
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '2 adults, 1 child, 1 room': the party as the search bar and the results summary show it. */
export function guestsSummary(rooms: RoomParty[]): string {
  const t = totals(rooms);
  return [
    plural(t.adults, 'adult', 'adults'),
    t.children ? plural(t.children, 'child', 'children') : '',
    t.infants ? plural(t.infants, 'infant', 'infants') : '',
    plural(rooms.length, 'room', 'rooms'),
  ]
    .filter(Boolean)
    .join(', ');
}

/** The first failing rule of docs/spec/1-shell-search-package.md §5, in the order a person fixes them, or null. */
export function validate(c: SearchCriteria): string | null {
  if (
    c.rooms.some((r) =>
      r.childAges.some((a) => a === null || a < MIN_CHILD_AGE || a > MAX_CHILD_AGE),
    )
  ) {
    return searchMessages.childAge;
  }
  if (!c.destination && c.hotelId === null) return searchMessages.destination;
  if (c.searchType === 'package' && c.departureAirports.length === 0)
    return searchMessages.airports;
  if (!c.startDate) return searchMessages.date;
  return null;
}

/**
 * The wire request of docs/spec/1-shell-search-package.md §3. It always asks for one page of the results (`results`: the
 * view's filters, sort and hotel name, offset 0): the server filters, sorts and pages them, so
 * the answer holds that page, its counts and the filter options, not every hotel found.
 */
export function toSearchRequest(c: SearchCriteria, results: ResultsQuery): SearchRequest {
  const rooms = c.rooms.map((r) => ({
    adults: r.adults,
    children: r.children,
    infants: r.infants,
    child_ages: r.childAges.map((a) => a ?? MIN_CHILD_AGE),
  }));
  const t = totals(c.rooms);
  const isPackage = c.searchType === 'package';
  return {
    type: isPackage ? 'package' : 'hotelonly',
    start_date: c.startDate,
    end_date: c.endDate,
    nights: c.nights,
    flexible_departure: c.dateFlexibility,
    departure_airports: isPackage ? c.departureAirports : [],
    ...(c.hotelId !== null
      ? { hotel_id: c.hotelId }
      : { destination_regions: c.destination ? [c.destination.id] : [] }),
    rooms,
    num_adults: t.adults,
    num_children: t.children,
    num_infants: t.infants,
    child_ages: rooms.flatMap((r) => r.child_ages),
    ...(c.featuredPropertyId !== null
      ? { featured_ivector_property_id: c.featuredPropertyId }
      : {}),
    results,
  };
}

/**
 * docs/spec/1-shell-search-package.md 'Search results' query parameters: dest, destName, start,
 * end, airports, rooms, nights, flex; and, for a search of one hotel (a deal's), `hotel` and
 * `featured`, so the link searches that hotel again rather than its whole region.
 */
export function toQuery(c: SearchCriteria): URLSearchParams {
  const q = new URLSearchParams();
  if (c.destination) {
    q.set('dest', String(c.destination.id));
    q.set('destName', c.destination.name);
  }
  if (c.hotelId !== null) q.set('hotel', String(c.hotelId));
  if (c.featuredPropertyId !== null) q.set('featured', String(c.featuredPropertyId));
  q.set('start', c.startDate);
  q.set('end', c.endDate);
  if (c.searchType === 'package') q.set('airports', c.departureAirports.join(','));
  q.set('rooms', roomsParam(c.rooms));
  q.set('nights', String(c.nights));
  q.set('flex', c.dateFlexibility ? '1' : '0');
  return q;
}

/** A whole number above 0 from a link or stored data (a number or its digits), else null. */
export const positiveInt = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
};

/** Rebuilds criteria from a results link; unreadable parts fall back to the defaults. */
export function fromQuery(q: URLSearchParams, now: Date = new Date()): SearchCriteria {
  const base = defaultCriteria(now);
  const dest = Number(q.get('dest'));
  const nightsParam = Number(q.get('nights'));
  const nights =
    Number.isInteger(nightsParam) && nightsParam >= 1
      ? Math.min(nightsParam, MAX_NIGHTS)
      : DEFAULT_NIGHTS;
  const airports = (q.get('airports') ?? '').split(',').filter((a) => /^[A-Z]{3}$/.test(a));
  let rooms = base.rooms;
  try {
    const parsed: unknown = JSON.parse(q.get('rooms') ?? '');
    if (Array.isArray(parsed) && parsed.length > 0) {
      rooms = parsed.slice(0, MAX_ROOMS).map((r: Partial<RoomParty>) =>
        setChildren(
          {
            adults: Math.max(1, Number(r.adults) || 1),
            children: 0,
            infants: Math.max(0, Number(r.infants) || 0),
            childAges: (r.childAges ?? []).map((a) => (typeof a === 'number' ? a : null)),
          },
          Math.max(0, Number(r.children) || 0),
        ),
      );
    }
  } catch {
    rooms = [newRoom(2)];
  }
  const start = /^\d{4}-\d{2}-\d{2}$/.test(q.get('start') ?? '')
    ? (q.get('start') as string)
    : base.startDate;
  const c: SearchCriteria = {
    ...base,
    searchType: airports.length > 0 ? 'package' : 'hotel',
    destination:
      Number.isInteger(dest) && dest > 0 ? { id: dest, name: q.get('destName') ?? '' } : null,
    departureAirports: airports,
    dateFlexibility: q.get('flex') === '1',
    rooms,
    hotelId: positiveInt(q.get('hotel')),
    featuredPropertyId: positiveInt(q.get('featured')),
  };
  return withNights(withStartDate(c, start, now), nights);
}
