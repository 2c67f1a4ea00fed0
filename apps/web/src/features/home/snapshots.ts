/** Browser storage key of the saved searches (spec 1 §4 'Saved searches (snapshots)'). */
export const SNAPSHOTS_KEY = 'sunward-snapshots';
/** Spec 1 §9: previous searches under 2 days old, at most 3. */
export const SNAPSHOT_MAX_AGE_MS = 2 * 86_400_000;
export const SNAPSHOT_LIMIT = 3;

export interface RecentSearch {
  id: string;
  createdAt: Date;
  summary: string;
  /** A /search query string that re-runs the search, when the snapshot carries one. */
  query: string | null;
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
    });
  }
  return out.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, SNAPSHOT_LIMIT);
}
