import { resultFilters, type ResultFilters, type ResultSort } from '@sunward/contracts/search';
import * as z from 'zod/mini';

/**
 * docs/spec/1-shell-search-package.md §9 sort options and §5 filters, as the results page shows them. Filtering, sorting,
 * counting the options and paging happen on the server (POST /itinerary/{uuid}/results).
 */

export const sortLabels: Record<ResultSort, string> = {
  bestValue: 'Best value',
  priceLowHigh: 'Price (low to high)',
  priceHighLow: 'Price (high to low)',
  ratingHighLow: 'Star rating (high to low)',
  ratingLowHigh: 'Star rating (low to high)',
};

export const isSortKey = (value: string): value is ResultSort => Object.hasOwn(sortLabels, value);

/** The contract's filters, each list falling back to none when it is not valid. */
const linkFilters = z.object({
  ratings: z.catch(resultFilters.shape.ratings, []),
  regions: z.catch(resultFilters.shape.regions, []),
  boardBases: z.catch(resultFilters.shape.boardBases, []),
  hotelTypes: z.catch(resultFilters.shape.hotelTypes, []),
  facilities: z.catch(resultFilters.shape.facilities, []),
});

/**
 * The filters of a results link's `filters` parameter (JSON): each list kept when the contract
 * accepts it, otherwise none, and unknown keys dropped, so a hand-edited or old link never makes
 * the server refuse the search (docs/spec/1-shell-search-package.md §5: invalid filters are ignored). Null when unreadable.
 */
export function filtersFromLink(json: string | null): ResultFilters | null {
  let raw: unknown;
  try {
    raw = JSON.parse(json ?? 'null');
  } catch {
    return null;
  }
  if (Array.isArray(raw)) return null;
  const parsed = z.safeParse(linkFilters, raw);
  return parsed.success ? parsed.data : null;
}
