import { toQuery, type SearchCriteria } from './search-criteria';
import { formatDayMonth, formatDayMonthYear } from './dates';

/** Browser storage key of the saved searches (docs/spec/1-shell-search-package.md §4 'Saved searches (snapshots)'). */
export const SNAPSHOTS_KEY = 'sunward-snapshots';
/** docs/spec/1-shell-search-package.md §9: previous searches under 2 days old, at most 3. */
export const SNAPSHOT_MAX_AGE_MS = 2 * 86_400_000;
export const SNAPSHOT_LIMIT = 3;

export interface RecentSearch {
  id: string;
  createdAt: Date;
  summary: string;
  /** A /search query string that re-runs the search, when the snapshot carries one. */
  query: string | null;
  /** The hotel being looked at when the snapshot was taken, with its flight and room. */
  viewing: { hotelId: number; flightId: string | null; roomId: string | null } | null;
}

/** What is written (docs/spec/1-shell-search-package.md §3 'Recent itinerary snapshot'). */
export interface Snapshot {
  id: string;
  createdAt: string;
  summary: string;
  type: 'search';
  searchParams: string;
  viewingDetails: {
    hotelId: number;
    hotelName: string;
    selectedFlightId: string | null;
    selectedRoomId: string | null;
  } | null;
  itineraryUuid: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function queryOf(params: unknown): string | null {
  if (typeof params === 'string') return params.replace(/^\?/, '') || null;
  if (!isRecord(params)) return null;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string' || typeof value === 'number') query.set(key, String(value));
  }
  return query.size > 0 ? query.toString() : null;
}

function viewingOf(details: unknown): RecentSearch['viewing'] {
  if (!isRecord(details)) return null;
  const { hotelId, selectedFlightId, selectedRoomId } = details;
  if (typeof hotelId !== 'number' || !Number.isInteger(hotelId) || hotelId <= 0) return null;
  return {
    hotelId,
    flightId: typeof selectedFlightId === 'string' ? selectedFlightId : null,
    roomId: typeof selectedRoomId === 'string' ? selectedRoomId : null,
  };
}

/**
 * Saves a snapshot (docs/spec/1-shell-search-package.md §4): newest first, one per itinerary uuid (a newer one replaces it), at
 * most 3 kept. Unreadable stored data is replaced.
 */
export function saveSnapshot(snapshot: Snapshot, storage: Storage = localStorage): void {
  let list: unknown;
  try {
    list = JSON.parse(storage.getItem(SNAPSHOTS_KEY) ?? '[]');
  } catch {
    list = [];
  }
  const kept = (Array.isArray(list) ? (list as unknown[]) : []).filter(
    (s) => isRecord(s) && s.itineraryUuid !== snapshot.itineraryUuid,
  );
  storage.setItem(SNAPSHOTS_KEY, JSON.stringify([snapshot, ...kept].slice(0, SNAPSHOT_LIMIT)));
}

/**
 * The saved searches worth offering: under 2 days old, newest first, at most 3. Read defensively
 * (a JSON array, or a persisted store `{ state: { snapshots } }`); anything malformed is skipped.
 */
export function readRecentSearches(
  storage: Pick<Storage, 'getItem'> = localStorage,
  now: number = Date.now(),
): RecentSearch[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(SNAPSHOTS_KEY) ?? 'null');
  } catch {
    return [];
  }
  const state = isRecord(parsed) && isRecord(parsed.state) ? parsed.state : null;
  const list: unknown = state ? state.snapshots : parsed;
  if (!Array.isArray(list)) return [];

  const out: RecentSearch[] = [];
  for (const item of list as unknown[]) {
    if (!isRecord(item)) continue;
    const { id, createdAt, summary } = item;
    if (typeof id !== 'string' || typeof summary !== 'string' || typeof createdAt !== 'string') {
      continue;
    }
    const created = Date.parse(createdAt);
    if (Number.isNaN(created)) continue;
    const age = now - created;
    if (age < 0 || age >= SNAPSHOT_MAX_AGE_MS) continue;
    out.push({
      id,
      createdAt: new Date(created),
      summary,
      query: queryOf(item.searchParams),
      viewing: viewingOf(item.viewingDetails),
    });
  }
  return out.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, SNAPSHOT_LIMIT);
}

/** 'LGW, MAN to Majorca, 20 Jan – 27 Jan 2027' (departure to destination, date range). */
export function snapshotSummary(c: SearchCriteria): string {
  const where = c.destination?.name ?? 'your hotel';
  const from =
    c.searchType === 'hotel'
      ? 'Hotel only'
      : c.departureAirports.length <= 2
        ? c.departureAirports.join(', ')
        : `${String(c.departureAirports.length)} airports`;
  const link = c.searchType === 'hotel' ? 'in' : 'to';
  return `${from} ${link} ${where}, ${formatDayMonth(c.startDate)} – ${formatDayMonthYear(c.endDate)}`;
}

/** The snapshot of a search about to be replaced, with the hotel being looked at. */
export function snapshotOf(
  criteria: SearchCriteria,
  itineraryUuid: string,
  viewing: {
    hotelId: number;
    hotelName: string;
    flightId: string | null;
    roomId: string | null;
  } | null,
  now: Date = new Date(),
): Snapshot {
  return {
    id: `${itineraryUuid}-${String(now.getTime())}`,
    createdAt: now.toISOString(),
    summary: snapshotSummary(criteria),
    type: 'search',
    searchParams: toQuery(criteria).toString(),
    viewingDetails: viewing && {
      hotelId: viewing.hotelId,
      hotelName: viewing.hotelName,
      selectedFlightId: viewing.flightId,
      selectedRoomId: viewing.roomId,
    },
    itineraryUuid,
  };
}
