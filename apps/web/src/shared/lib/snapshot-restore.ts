import type { Itinerary } from '@sunward/contracts/search';
import { packagePath, searchForHotel, SearchAnswerError } from './open-package';
import {
  addDays,
  defaultCriteria,
  DEFAULT_NIGHTS,
  fromQuery,
  positiveInt,
  toQuery,
  type RoomParty,
  type SearchCriteria,
} from './search-criteria';
import { SNAPSHOTS_KEY } from './snapshots';
import { useSearchStore } from '../stores/search';

/** Why a saved search could not be restored (the reasons the restore alert shows). */
export const restoreReasons = {
  noParams: 'No search parameters in snapshot',
  searchFailed: 'Search failed',
  notRecreated: 'Failed to recreate search',
  notFound: 'Snapshot not found',
  invalid: 'Invalid snapshot format',
} as const;
export type RestoreReason = (typeof restoreReasons)[keyof typeof restoreReasons];

/** Restoring answers where to go: the hotel with its flight and room, or the results. */
export type RestoreResult =
  | {
      success: true;
      hotel: { id: number; name: string } | null;
      flightId: string | null;
      roomId: string | null;
      navigateTo: 'PackageDetails' | 'Search';
      path: string;
    }
  | { success: false; error: RestoreReason };

/** The alert a failed restore shows: the reason, or 'Unknown error' when there is none. */
export function restoreAlert(error: string | null | undefined): string {
  return `Unable to restore search: ${error || 'Unknown error'}`;
}

export interface RestoreDeps {
  storage: Pick<Storage, 'getItem'>;
  /** Re-runs the search and stores it as the current one; answers whether the hotel is in it. */
  search: (
    criteria: SearchCriteria,
    hotelId: number,
  ) => Promise<{ itinerary: Pick<Itinerary, 'uuid'>; found: boolean }>;
  /** Makes a stored itinerary (older snapshots hold all of it) the current search. */
  adopt: (criteria: SearchCriteria, itinerary: Itinerary) => void;
  now: Date;
}

const defaultDeps = (): RestoreDeps => ({
  storage: localStorage,
  search: searchForHotel,
  adopt: (criteria, itinerary) => useSearchStore.getState().searchSucceeded(criteria, itinerary),
  now: new Date(),
});

type Rec = Record<string, unknown>;
const isRecord = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const isDay = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v);

function storedList(storage: Pick<Storage, 'getItem'>): unknown[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(SNAPSHOTS_KEY) ?? 'null');
  } catch {
    return null;
  }
  const list = isRecord(parsed) && isRecord(parsed.state) ? parsed.state.snapshots : parsed;
  return Array.isArray(list) ? (list as unknown[]) : null;
}

/** Search parameters as a /search query string (a string, or an object of values); false when unreadable. */
function queryOf(params: unknown): string | null | false {
  if (params === undefined || params === null) return null;
  if (typeof params === 'string') return params.replace(/^\?/, '') || null;
  if (!isRecord(params)) return false;
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string' || typeof value === 'number') q.set(key, String(value));
    else if (Array.isArray(value))
      q.set(key, key === 'rooms' ? JSON.stringify(value) : value.join(','));
  }
  return q.size > 0 ? q.toString() : null;
}

/**
 * The older `searchCriteria` shape: searchType, destination {id, name}, departure_airports,
 * travelDate [start, end], nights, dateFlexibility, rooms, featured_ivector_property_id.
 */
function criteriaOfLegacy(raw: unknown, now: Date): SearchCriteria | null {
  if (!isRecord(raw)) return null;
  const dates = Array.isArray(raw.travelDate) ? (raw.travelDate as unknown[]) : [];
  const start = dates[0];
  if (!isDay(start)) return null;
  const base = defaultCriteria(now);
  const nights = positiveInt(raw.nights) ?? DEFAULT_NIGHTS;
  const end = isDay(dates[1]) ? dates[1].slice(0, 10) : addDays(start.slice(0, 10), nights);
  const dest = isRecord(raw.destination) ? raw.destination : null;
  const destId = dest ? positiveInt(dest.id) : null;
  const airports = Array.isArray(raw.departure_airports)
    ? (raw.departure_airports as unknown[]).filter(
        (a): a is string => typeof a === 'string' && /^[A-Z]{3}$/.test(a),
      )
    : [];
  const rooms: RoomParty[] = Array.isArray(raw.rooms)
    ? (raw.rooms as unknown[]).filter(isRecord).map((r) => ({
        adults: positiveInt(r.adults) ?? 1,
        children: positiveInt(r.children) ?? 0,
        infants: positiveInt(r.infants) ?? 0,
        childAges: Array.isArray(r.childAges)
          ? (r.childAges as unknown[]).map((a) => (typeof a === 'number' ? a : null))
          : [],
      }))
    : [];
  return {
    ...base,
    searchType: raw.searchType === 'hotel' || airports.length === 0 ? 'hotel' : 'package',
    destination: destId ? { id: destId, name: str(dest?.name) ?? '' } : null,
    departureAirports: airports,
    startDate: start.slice(0, 10),
    endDate: end,
    nights,
    dateFlexibility: raw.dateFlexibility === true,
    rooms: rooms.length > 0 ? rooms : base.rooms,
    featuredPropertyId: positiveInt(raw.featured_ivector_property_id),
  };
}

interface Viewing {
  hotel: { id: number; name: string };
  flightId: string | null;
  roomId: string | null;
}

/** The hotel being looked at: viewingDetails, or an older snapshot's selectedHotel. */
function viewingOf(item: Rec): Viewing | null {
  const details = isRecord(item.viewingDetails) ? item.viewingDetails : null;
  const selected = isRecord(item.selectedHotel) ? item.selectedHotel : null;
  const id =
    positiveInt(details?.hotelId) ??
    positiveInt(selected?.ivector_property_id) ??
    positiveInt(selected?.id);
  if (!id) return null;
  return {
    hotel: { id, name: str(details?.hotelName) ?? str(selected?.name) ?? '' },
    flightId: str(details?.selectedFlightId),
    roomId: str(details?.selectedRoomId),
  };
}

/** Older snapshots hold the whole itinerary (uuid and hotels at least). */
function fullItineraryOf(item: Rec): Itinerary | 'invalid' | null {
  const it = item.itinerary ?? item.itineraryData;
  if (it === undefined || it === null) return null;
  if (!isRecord(it) || !str(it.uuid) || !Array.isArray(it.hotels)) return 'invalid';
  return it as unknown as Itinerary;
}

const toResults = (query: string): RestoreResult => ({
  success: true,
  hotel: null,
  flightId: null,
  roomId: null,
  navigateTo: 'Search',
  path: `/search?${query}`,
});

const toPackage = (uuid: string, v: Viewing): RestoreResult => ({
  success: true,
  hotel: v.hotel,
  flightId: v.flightId,
  roomId: v.roomId,
  navigateTo: 'PackageDetails',
  path: packagePath(uuid, v.hotel.id, v.flightId, v.roomId),
});

/**
 * Restores a saved search. A snapshot taken on a package page re-runs its search and, when the
 * hotel is still in the results, goes back to that hotel with the same flight and room;
 * otherwise (or when it was taken on the results) to those results. Older snapshots with the
 * whole itinerary restore directly from it.
 */
export async function restoreSnapshot(
  id: string,
  deps: RestoreDeps = defaultDeps(),
): Promise<RestoreResult> {
  const list = storedList(deps.storage);
  const item = list?.find((s) => isRecord(s) && s.id === id);
  if (item === undefined) return { success: false, error: restoreReasons.notFound };
  if (!isRecord(item)) return { success: false, error: restoreReasons.invalid };

  const query = queryOf(item.searchParams);
  if (query === false) return { success: false, error: restoreReasons.invalid };
  let criteria: SearchCriteria | null = null;
  if (query) criteria = fromQuery(new URLSearchParams(query), deps.now);
  else if (item.searchCriteria !== undefined) {
    criteria = criteriaOfLegacy(item.searchCriteria, deps.now);
    if (!criteria) return { success: false, error: restoreReasons.invalid };
  }
  const viewing = viewingOf(item);

  const full = fullItineraryOf(item);
  if (full === 'invalid') return { success: false, error: restoreReasons.invalid };
  if (full) {
    try {
      deps.adopt(criteria ?? defaultCriteria(deps.now), full);
    } catch {
      return { success: false, error: restoreReasons.notRecreated };
    }
    const inIt = viewing && full.hotels.some((h) => h.ivector_property_id === viewing.hotel.id);
    if (viewing && inIt) return toPackage(full.uuid, viewing);
    return toResults(toQuery(criteria ?? defaultCriteria(deps.now)).toString());
  }

  if (!criteria) return { success: false, error: restoreReasons.noParams };
  const resultsQuery = query ?? toQuery(criteria).toString();
  // Taken on the results: the results page re-runs the search from its link.
  if (!viewing) return toResults(resultsQuery);
  try {
    const { itinerary, found } = await deps.search(criteria, viewing.hotel.id);
    return found ? toPackage(itinerary.uuid, viewing) : toResults(resultsQuery);
  } catch (err) {
    return {
      success: false,
      error:
        err instanceof SearchAnswerError
          ? restoreReasons.notRecreated
          : restoreReasons.searchFailed,
    };
  }
}
