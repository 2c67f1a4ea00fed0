import type { ItineraryHotel } from '@sunward/contracts/search';
import type { ResultFilters, SortKey } from '../../../shared/stores/search';

/** Spec 1 §5 'Filters' and §9 sort options, as pure functions over the itinerary's hotels. */

export const PAGE_SIZE = 10;

export const sortLabels: Record<SortKey, string> = {
  bestValue: 'Best value',
  priceLowHigh: 'Price (low to high)',
  priceHighLow: 'Price (high to low)',
  ratingHighLow: 'Star rating (high to low)',
  ratingLowHigh: 'Star rating (low to high)',
};

export const hotelTypeLabels = {
  adults_only: 'Adults Only',
  lgbtq_friendly: 'LGBTQ+ Friendly',
  family_hotels: 'Family Friendly',
} as const;

export function matches(hotel: ItineraryHotel, f: ResultFilters, nameSearch: string): boolean {
  if (f.ratings.length && !f.ratings.includes(hotel.rating)) return false;
  if (f.regions.length && !f.regions.includes(hotel.resort)) return false;
  if (f.boardBases.length && !f.boardBases.includes(hotel.package.boardName)) return false;
  if (f.hotelTypes.some((t) => hotel[t] !== 1)) return false;
  // Every chosen facility is required.
  if (f.facilities.some((x) => !hotel.facilities.includes(x))) return false;
  const q = nameSearch.trim().toLowerCase();
  return !q || hotel.name.toLowerCase().includes(q);
}

function comparator(sort: SortKey): (a: ItineraryHotel, b: ItineraryHotel) => number {
  const price = (h: ItineraryHotel) => h.package.totalPence;
  switch (sort) {
    case 'bestValue':
      // Price divided by rating: a cheap four-star beats a cheap two-star.
      return (a, b) => price(a) / Math.max(1, a.rating) - price(b) / Math.max(1, b.rating);
    case 'priceLowHigh':
      return (a, b) => price(a) - price(b);
    case 'priceHighLow':
      return (a, b) => price(b) - price(a);
    case 'ratingHighLow':
      return (a, b) => b.rating - a.rating || price(a) - price(b);
    case 'ratingLowHigh':
      return (a, b) => a.rating - b.rating || price(a) - price(b);
  }
}

/** Filtered and sorted, the featured hotel first. */
export function visibleHotels(
  hotels: ItineraryHotel[],
  filters: ResultFilters,
  nameSearch: string,
  sort: SortKey,
  featuredId: number | null,
): ItineraryHotel[] {
  const list = hotels.filter((h) => matches(h, filters, nameSearch)).sort(comparator(sort));
  const featured = list.findIndex((h) => h.ivector_property_id === featuredId);
  if (featured > 0) list.unshift(...list.splice(featured, 1));
  return list;
}

export interface FacetOption {
  value: string;
  label: string;
  count: number;
}

/** Options of each filter with how many hotels have them (counted over all results). */
export function facets(hotels: ItineraryHotel[]) {
  const count = (values: string[]) => {
    const m = new Map<string, number>();
    for (const v of values) m.set(v, (m.get(v) ?? 0) + 1);
    return [...m.entries()]
      .map(([value, n]) => ({ value, label: value, count: n }))
      .sort((a, b) => a.label.localeCompare(b.label));
  };
  return {
    ratings: [5, 4, 3, 2, 1].map((r) => ({
      value: String(r),
      label: `${r} star${r === 1 ? '' : 's'}`,
      count: hotels.filter((h) => h.rating === r).length,
    })),
    regions: count(hotels.map((h) => h.resort)),
    boardBases: count(hotels.map((h) => h.package.boardName)),
    hotelTypes: (Object.keys(hotelTypeLabels) as (keyof typeof hotelTypeLabels)[]).map((t) => ({
      value: t,
      label: hotelTypeLabels[t],
      count: hotels.filter((h) => h[t] === 1).length,
    })),
    facilities: count(hotels.flatMap((h) => h.facilities)),
  };
}
