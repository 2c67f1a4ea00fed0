import type { Deal } from '@sunward/contracts/deals';

/**
 * The deals list's filters (docs/spec/3-accounts-bookings-content.md §2 'Deals list', §5 'Deal
 * filters', §9), kept in the page's address so a filtered list can be shared and survives a
 * refresh: destination and board basis match exactly, the duration must be one of the deal's
 * available durations, the rating is a minimum.
 */
export interface DealFilters {
  destination: string | null;
  /** Nights, 2-14. */
  duration: number | null;
  /** Minimum stars, 2-5. */
  rating: number | null;
  boardBasis: string | null;
}

export const MIN_FILTER_NIGHTS = 2;
export const MAX_FILTER_NIGHTS = 14;
export const FILTER_NIGHTS = Array.from(
  { length: MAX_FILTER_NIGHTS - MIN_FILTER_NIGHTS + 1 },
  (_, i) => MIN_FILTER_NIGHTS + i,
);
export const FILTER_RATINGS = [
  { value: 2, label: '2+ Stars' },
  { value: 3, label: '3+ Stars' },
  { value: 4, label: '4+ Stars' },
  { value: 5, label: '5 Stars' },
] as const;

/** The address's names for the filters. */
const PARAM = {
  destination: 'destination',
  duration: 'duration',
  rating: 'rating',
  boardBasis: 'board',
} as const;

export const noFilters = (): DealFilters => ({
  destination: null,
  duration: null,
  rating: null,
  boardBasis: null,
});

function wholeIn(text: string | null, min: number, max: number): number | null {
  if (text === null || !/^\d+$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
}

/** The filters an address holds; a value out of range is ignored. */
export function filtersFromParams(params: URLSearchParams): DealFilters {
  return {
    destination: params.get(PARAM.destination) || null,
    duration: wholeIn(params.get(PARAM.duration), MIN_FILTER_NIGHTS, MAX_FILTER_NIGHTS),
    rating: wholeIn(params.get(PARAM.rating), 2, 5),
    boardBasis: params.get(PARAM.boardBasis) || null,
  };
}

/** The address for the filters (only the ones set), keeping any other parameter. */
export function paramsForFilters(filters: DealFilters, base = new URLSearchParams()) {
  const next = new URLSearchParams(base);
  const values: Record<keyof DealFilters, string | null> = {
    destination: filters.destination,
    duration: filters.duration === null ? null : String(filters.duration),
    rating: filters.rating === null ? null : String(filters.rating),
    boardBasis: filters.boardBasis,
  };
  for (const key of Object.keys(PARAM) as (keyof DealFilters)[]) {
    const value = values[key];
    if (value === null) next.delete(PARAM[key]);
    else next.set(PARAM[key], value);
  }
  return next;
}

export const hasActiveFilter = (f: DealFilters) =>
  f.destination !== null || f.duration !== null || f.rating !== null || f.boardBasis !== null;

export function applyDealFilters(deals: readonly Deal[], f: DealFilters): Deal[] {
  return deals.filter(
    (d) =>
      (f.destination === null || d.destination === f.destination) &&
      (f.duration === null || d.availableDurations.includes(f.duration)) &&
      (f.rating === null || d.rating >= f.rating) &&
      (f.boardBasis === null || d.boardBasis === f.boardBasis),
  );
}

const sortedUnique = (values: string[]) =>
  [...new Set(values)].sort((a, b) => a.localeCompare(b, 'en-GB'));

/** The destination choices: every deal's destination, sorted. */
export const destinationOptions = (deals: readonly Deal[]) =>
  sortedUnique(deals.map((d) => d.destination).filter(Boolean));

/** The board basis choices: from the deals that have one, sorted. */
export const boardBasisOptions = (deals: readonly Deal[]) =>
  sortedUnique(deals.flatMap((d) => (d.boardBasis ? [d.boardBasis] : [])));
