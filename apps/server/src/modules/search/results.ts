import type {
  FacetOption,
  HotelType,
  MapPin,
  ParsedResultsQuery,
  ResultFacets,
  ResultFilters,
  ResultSort,
} from '@sunward/contracts/search';
import {
  BOARD_NAMES,
  type BoardCode,
  type CatalogueContent,
} from '../../integrations/supplier/supplier';
import type { PackageMatch } from './engine/types';

/**
 * The results list of docs/spec/1-shell-search-package.md 'Search results' on the server: filters, hotel-name search, sort and
 * the filter options with their counts, over a search's matches. A search answers one page, so a
 * region of thousands of hotels costs the same to answer as one of a hundred (docs/performance.md).
 */

export const hotelTypeLabels: Record<HotelType, string> = {
  adults_only: 'Adults Only',
  lgbtq_friendly: 'LGBTQ+ Friendly',
  family_hotels: 'Family Friendly',
};
const HOTEL_TYPES = Object.keys(hotelTypeLabels) as HotelType[];

/** What the list needs of a hotel's content, looked up once per catalogue. */
interface HotelFacts {
  name: string;
  nameLower: string;
  rating: number;
  /** Index into `resorts` (sorted by name). */
  resort: number;
  /** Indexes into `facilities` (sorted by name). */
  facilities: Int32Array;
  types: Readonly<Record<HotelType, boolean>>;
  /** 'Resort, Region, Country'. */
  location: string;
  lat: number;
  lon: number;
}

const byName = (a: string, b: string) => a.localeCompare(b);
const BOARD_CODES = Object.keys(BOARD_NAMES) as BoardCode[];
/** Board names in label order, and each board's position in it. */
const BOARD_LABELS = BOARD_CODES.map((b) => BOARD_NAMES[b]).sort(byName);
const BOARD_SLOT = Object.fromEntries(
  BOARD_CODES.map((b) => [b, BOARD_LABELS.indexOf(BOARD_NAMES[b])]),
) as Record<BoardCode, number>;

/**
 * The per-search work runs on small integers: resorts and facilities are numbered once, in label
 * order, so counting facets is array increments and the options come out already sorted.
 */
export class ResultsIndex {
  private readonly facts = new Map<number, HotelFacts>();
  private readonly resorts: string[];
  private readonly facilities: string[];

  constructor(content: CatalogueContent) {
    const names = (list: { id: number; name: string }[]) =>
      new Map(list.map((x) => [x.id, x.name]));
    const resortNames = names(content.resorts);
    const regions = names(content.regions);
    const countries = names(content.countries);
    this.resorts = [...new Set(content.hotels.map((h) => resortNames.get(h.resortId) ?? ''))].sort(
      byName,
    );
    this.facilities = [...new Set(content.hotels.flatMap((h) => h.facilities))].sort(byName);
    const resortSlot = new Map(this.resorts.map((r, i) => [r, i]));
    const facilitySlot = new Map(this.facilities.map((f, i) => [f, i]));
    for (const h of content.hotels) {
      const resort = resortNames.get(h.resortId) ?? '';
      this.facts.set(h.id, {
        name: h.name,
        nameLower: h.name.toLowerCase(),
        rating: h.stars,
        resort: resortSlot.get(resort) ?? 0,
        facilities: Int32Array.from(h.facilities, (f) => facilitySlot.get(f) ?? 0),
        types: {
          adults_only: h.adultsOnly,
          lgbtq_friendly: h.lgbtqFriendly,
          family_hotels: h.familyHotels,
        },
        location: [resort, regions.get(h.regionId), countries.get(h.countryId)]
          .filter((x): x is string => !!x)
          .join(', '),
        lat: h.lat,
        lon: h.lon,
      });
    }
  }

  private of(hotelId: number): HotelFacts {
    const facts = this.facts.get(hotelId);
    if (!facts) throw new Error(`Hotel ${String(hotelId)} is not in the catalogue.`);
    return facts;
  }

  /** docs/spec/1-shell-search-package.md 'Filters': every list narrows; every chosen facility and hotel type is required. */
  private matcher(
    filters: ResultFilters,
    hotelName: string,
  ): ((m: PackageMatch, f: HotelFacts) => boolean) | null {
    const q = hotelName.trim().toLowerCase();
    const { ratings, regions, boardBases, hotelTypes } = filters;
    if (
      q === '' &&
      ratings.length + regions.length + boardBases.length + hotelTypes.length === 0 &&
      filters.facilities.length === 0
    )
      return null;
    const slots = (values: string[], all: string[]) => {
      const wanted = new Set(values);
      return new Set(all.flatMap((v, i) => (wanted.has(v) ? [i] : [])));
    };
    const stars = new Set(ratings);
    const resorts = slots(regions, this.resorts);
    const boards = new Set(boardBases);
    // A facility no hotel has matches nothing.
    const facilities = filters.facilities.map((x) => this.facilities.indexOf(x));
    return (m, f) => {
      if (stars.size > 0 && !stars.has(f.rating)) return false;
      if (regions.length > 0 && !resorts.has(f.resort)) return false;
      if (boards.size > 0 && !boards.has(BOARD_NAMES[m.boardBasis])) return false;
      for (const t of hotelTypes) if (!f.types[t]) return false;
      for (const x of facilities) if (x < 0 || !f.facilities.includes(x)) return false;
      return q === '' || f.nameLower.includes(q);
    };
  }

  /** A sort key per hotel: ascending keys give the spec's order (ties: engine order). */
  private static sortKey(sort: ResultSort, m: PackageMatch, rating: number): [number, number] {
    switch (sort) {
      case 'bestValue':
        // Price divided by rating: a cheap four-star beats a cheap two-star.
        return [m.totalPence / Math.max(1, rating), 0];
      case 'priceLowHigh':
        return [m.totalPence, 0];
      case 'priceHighLow':
        return [-m.totalPence, 0];
      case 'ratingHighLow':
        return [-rating, m.totalPence];
      case 'ratingLowHigh':
        return [rating, m.totalPence];
    }
  }

  /**
   * The list a customer sees: the matches that pass the filters and name search, sorted (ties keep
   * the engine's order: cheapest first, then hotel id), the featured hotel first.
   */
  select(
    matches: readonly PackageMatch[],
    query: Pick<ParsedResultsQuery, 'filters' | 'sort' | 'hotel_name'>,
    featuredId: number | null,
  ): PackageMatch[] {
    const keep = this.matcher(query.filters, query.hotel_name);
    const rows: { m: PackageMatch; k1: number; k2: number }[] = [];
    for (const m of matches) {
      const f = this.of(m.hotelId);
      if (keep && !keep(m, f)) continue;
      const [k1, k2] = ResultsIndex.sortKey(query.sort, m, f.rating);
      rows.push({ m, k1, k2 });
    }
    rows.sort((a, b) => a.k1 - b.k1 || a.k2 - b.k2 || a.m.rank - b.m.rank);
    const list = rows.map((r) => r.m);
    const featured = list.findIndex((m) => m.hotelId === featuredId);
    if (featured > 0) list.unshift(...list.splice(featured, 1));
    return list;
  }

  /** Each filter's options with how many hotels of the whole search have them. */
  facets(matches: readonly PackageMatch[]): ResultFacets {
    const ratings = new Int32Array(6);
    const resorts = new Int32Array(this.resorts.length);
    const facilities = new Int32Array(this.facilities.length);
    const boards = new Int32Array(BOARD_LABELS.length);
    const types = { adults_only: 0, lgbtq_friendly: 0, family_hotels: 0 };
    for (const m of matches) {
      const f = this.of(m.hotelId);
      ratings[f.rating]++;
      resorts[f.resort]++;
      boards[BOARD_SLOT[m.boardBasis]]++;
      for (const x of f.facilities) facilities[x]++;
      for (const t of HOTEL_TYPES) if (f.types[t]) types[t]++;
    }
    const present = (labels: string[], counts: Int32Array): FacetOption[] =>
      labels.flatMap((label, i) =>
        counts[i] > 0 ? [{ value: label, label, count: counts[i] }] : [],
      );
    return {
      ratings: [5, 4, 3, 2, 1].map((r) => ({
        value: String(r),
        label: `${String(r)} star${r === 1 ? '' : 's'}`,
        count: ratings[r],
      })),
      regions: present(this.resorts, resorts),
      boardBases: present(BOARD_LABELS, boards),
      hotelTypes: HOTEL_TYPES.map((t) => ({
        value: t,
        label: hotelTypeLabels[t],
        count: types[t],
      })),
      facilities: present(this.facilities, facilities),
    };
  }

  /** What the results map shows of a hotel. */
  pin(m: PackageMatch, flightId: string | null): MapPin {
    const f = this.of(m.hotelId);
    return {
      ivector_property_id: m.hotelId,
      name: f.name,
      rating: f.rating,
      location: f.location,
      lat: f.lat,
      lon: f.lon,
      package: { totalPence: m.totalPence, perPersonPence: m.perPersonPence, flightId },
    };
  }
}
