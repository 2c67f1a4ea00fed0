import type {
  FacetOption,
  HotelType,
  MapPin,
  ParsedResultsQuery,
  ResultFacets,
  ResultFilters,
} from '@sunward/contracts/search';
import {
  BOARD_CODES,
  BOARD_NAMES,
  type CatalogueContent,
} from '../../integrations/supplier/supplier';
import { byRegionThenId } from './engine/store';
import type { MatchColumns, PackageMatch } from './engine/types';

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

const byName = (a: string, b: string) => a.localeCompare(b);
/** Board names in label order, and the position in it of each board (by its BOARD_CODES index). */
const BOARD_LABELS = BOARD_CODES.map((b) => BOARD_NAMES[b]).sort(byName);
const BOARD_SLOT = BOARD_CODES.map((b) => BOARD_LABELS.indexOf(BOARD_NAMES[b]));
/** A hotel type's bit in `typeBits`. */
const TYPE_BIT: Record<HotelType, number> = { adults_only: 1, lgbtq_friendly: 2, family_hotels: 4 };

/** Record layout of `facts`: four integers per hotel, so one cache line holds four hotels. */
const RATING_TYPES = 0; // rating | type bits << 8
const RESORT = 1; // index into `resorts`
const FAC_START = 2; // the hotel's facilities are facList[FAC_START .. FAC_END)
const FAC_END = 3;
const FACT_WORDS = 4;

/**
 * The per-search work runs on small integers: resorts and facilities are numbered once, in label
 * order, so counting facets is array increments and the options come out already sorted. What the
 * list needs of each hotel is one small record in a typed array, at the hotel's slot: its position
 * in the catalogue's hotels in region-then-id order, the engine's order too, so a search's matches
 * carry it (`MatchColumns.hotelIndex`). Filtering, sorting and counting thousands of hotels reads
 * a few kilobytes front to back instead of chasing an object and a map entry per hotel.
 */
export class ResultsIndex {
  private readonly resorts: string[];
  private readonly facilities: string[];
  private readonly facts: Int32Array;
  private readonly facList: Int32Array;
  private readonly hotels: CatalogueContent['hotels'];
  private readonly namesLower: string[];
  /** 'Resort, Region, Country' of a slot, worked out when a pin asks for it. */
  private readonly locationOf: (slot: number) => string;

  constructor(content: CatalogueContent) {
    const names = (list: { id: number; name: string }[]) =>
      new Map(list.map((x) => [x.id, x.name]));
    const resortNames = names(content.resorts);
    const regions = names(content.regions);
    const countries = names(content.countries);
    // The engine's order, so that a region's records sit side by side.
    const hotels = [...content.hotels].sort(byRegionThenId);
    const n = hotels.length;
    this.hotels = hotels;
    this.resorts = [...new Set(hotels.map((h) => resortNames.get(h.resortId) ?? ''))].sort(byName);
    this.facilities = [...new Set(hotels.flatMap((h) => h.facilities))].sort(byName);
    const resortSlot = new Map(this.resorts.map((r, i) => [r, i]));
    const facilitySlot = new Map(this.facilities.map((f, i) => [f, i]));

    this.facts = new Int32Array(n * FACT_WORDS);
    this.facList = new Int32Array(hotels.reduce((sum, h) => sum + h.facilities.length, 0));
    this.namesLower = hotels.map((h) => h.name.toLowerCase());
    let f = 0;
    hotels.forEach((h, i) => {
      const types =
        (h.adultsOnly ? TYPE_BIT.adults_only : 0) |
        (h.lgbtqFriendly ? TYPE_BIT.lgbtq_friendly : 0) |
        (h.familyHotels ? TYPE_BIT.family_hotels : 0);
      const at = i * FACT_WORDS;
      this.facts[at + RATING_TYPES] = h.stars | (types << 8);
      this.facts[at + RESORT] = resortSlot.get(resortNames.get(h.resortId) ?? '') ?? 0;
      this.facts[at + FAC_START] = f;
      for (const x of h.facilities) this.facList[f++] = facilitySlot.get(x) ?? 0;
      this.facts[at + FAC_END] = f;
    });
    this.locationOf = (slot) => {
      const h = hotels[slot];
      return [resortNames.get(h.resortId), regions.get(h.regionId), countries.get(h.countryId)]
        .filter((x): x is string => !!x)
        .join(', ');
    };
  }

  /** Two reusable columns of sort keys (selects run one at a time): no ArrayBuffer per call. */
  private readonly keyColumns: [Float64Array, Float64Array] = [
    new Float64Array(1024),
    new Float64Array(1024),
  ];

  private sortKeys(column: 0 | 1, length: number): Float64Array {
    if (this.keyColumns[column].length < length)
      this.keyColumns[column] = new Float64Array(2 ** Math.ceil(Math.log2(length)));
    return this.keyColumns[column].subarray(0, length);
  }

  private rating(slot: number): number {
    return this.facts[slot * FACT_WORDS + RATING_TYPES] & 0xff;
  }

  private typeBits(slot: number): number {
    return this.facts[slot * FACT_WORDS + RATING_TYPES] >> 8;
  }

  private hasFacility(slot: number, facility: number): boolean {
    const at = slot * FACT_WORDS;
    for (let i = this.facts[at + FAC_START]; i < this.facts[at + FAC_END]; i++)
      if (this.facList[i] === facility) return true;
    return false;
  }

  /** docs/spec/1-shell-search-package.md 'Filters': every list narrows; every chosen facility and hotel type is required. */
  private matcher(
    filters: ResultFilters,
    hotelName: string,
  ): ((board: number, slot: number) => boolean) | null {
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
    const boardNames = BOARD_CODES.map((b) => BOARD_NAMES[b]);
    const types = hotelTypes.reduce((bits, t) => bits | TYPE_BIT[t], 0);
    // A facility no hotel has matches nothing.
    const facilities = filters.facilities.map((x) => this.facilities.indexOf(x));
    return (board, slot) => {
      if (stars.size > 0 && !stars.has(this.rating(slot))) return false;
      if (regions.length > 0 && !resorts.has(this.facts[slot * FACT_WORDS + RESORT])) return false;
      if (boards.size > 0 && !boards.has(boardNames[board])) return false;
      if ((this.typeBits(slot) & types) !== types) return false;
      for (const x of facilities) if (x < 0 || !this.hasFacility(slot, x)) return false;
      return q === '' || this.namesLower[slot].includes(q);
    };
  }

  /**
   * The list a customer sees, as ranks into `matches`: the hotels that pass the filters and name
   * search, sorted (ties keep the engine's order: cheapest first, then hotel id), the featured
   * hotel first. Only the first `upTo` are put in order (a page needs the cheapest few of
   * thousands: one pass keeping them sorted instead of sorting them all); `matching` counts all.
   */
  select(
    matches: MatchColumns,
    query: Pick<ParsedResultsQuery, 'filters' | 'sort' | 'hotel_name'>,
    featuredId: number | null,
    upTo = Infinity,
  ): { ranks: number[]; matching: number } {
    const keep = this.matcher(query.filters, query.hotel_name);
    // Sort keys in two columns, ascending keys giving the spec's order; ranks break ties.
    const k1 = this.sortKeys(0, matches.length);
    const k2 = this.sortKeys(1, matches.length).fill(0);
    // Comparisons answer booleans or −1, 0, 1 (small integers): a difference of two prices is a
    // heap number, and a sort of thousands of hotels made tens of thousands of them per search.
    const before = (a: number, b: number): boolean =>
      k1[a] !== k1[b] ? k1[a] < k1[b] : k2[a] !== k2[b] ? k2[a] < k2[b] : a < b;
    const all = upTo >= matches.length;
    const ranks: number[] = [];
    let featured = -1;
    let matching = 0;
    // In the engine's hotel order: the per-hotel records are read front to back (rank order jumps
    // about).
    for (let k = 0; k < matches.length; k++) {
      const i = matches.byHotel[k];
      const slot = matches.hotelIndex[i];
      if (keep && !keep(matches.board[i], slot)) continue;
      matching++;
      const rating = this.rating(slot);
      const total = matches.totalPence[i];
      switch (query.sort) {
        case 'bestValue':
          // Price divided by rating: a cheap four-star beats a cheap two-star.
          k1[i] = total / Math.max(1, rating);
          break;
        case 'priceLowHigh':
          k1[i] = total;
          break;
        case 'priceHighLow':
          k1[i] = -total;
          break;
        case 'ratingHighLow':
          k1[i] = -rating;
          k2[i] = total;
          break;
        case 'ratingLowHigh':
          k1[i] = rating;
          k2[i] = total;
          break;
      }
      if (matches.hotelId[i] === featuredId) featured = i;
      else if (all) ranks.push(i);
      else if (ranks.length < upTo || before(i, ranks[ranks.length - 1])) {
        // Into its place among the first `upTo` (binary search), the last one dropping out.
        let lo = 0;
        let hi = ranks.length;
        while (lo < hi) {
          const mid = (lo + hi) >> 1;
          if (before(i, ranks[mid])) hi = mid;
          else lo = mid + 1;
        }
        ranks.splice(lo, 0, i);
        if (ranks.length > upTo) ranks.pop();
      }
    }
    if (all) ranks.sort((a, b) => (a === b ? 0 : before(a, b) ? -1 : 1));
    if (featured >= 0) {
      ranks.unshift(featured);
      if (ranks.length > upTo) ranks.pop();
    }
    return { ranks, matching };
  }

  /** Each filter's options with how many hotels of the whole search have them. */
  facets(matches: MatchColumns): ResultFacets {
    // Plain arrays: counts per search are garbage straight after, and an ArrayBuffer each would be
    // memory outside the heap (see `Scratch` in engine/search-engine.ts).
    const counts = (n: number) => new Array<number>(n).fill(0);
    const ratings = counts(6);
    const resorts = counts(this.resorts.length);
    const facilities = counts(this.facilities.length);
    const boards = counts(BOARD_LABELS.length);
    const types = counts(8);
    const facts = this.facts;
    for (let k = 0; k < matches.length; k++) {
      const i = matches.byHotel[k];
      const at = matches.hotelIndex[i] * FACT_WORDS;
      const ratingTypes = facts[at + RATING_TYPES];
      ratings[ratingTypes & 0xff]++;
      types[ratingTypes >> 8]++;
      resorts[facts[at + RESORT]]++;
      boards[BOARD_SLOT[matches.board[i]]]++;
      for (let i = facts[at + FAC_START]; i < facts[at + FAC_END]; i++)
        facilities[this.facList[i]]++;
    }
    // A loop, not `flatMap`: there is a label for every resort of the catalogue (hundreds), and
    // a search has hotels in a few of them.
    const present = (labels: string[], counted: number[]): FacetOption[] => {
      const options: FacetOption[] = [];
      for (let i = 0; i < labels.length; i++)
        if (counted[i] > 0) options.push({ value: labels[i], label: labels[i], count: counted[i] });
      return options;
    };
    return {
      ratings: [5, 4, 3, 2, 1].map((r) => ({
        value: String(r),
        label: `${String(r)} star${r === 1 ? '' : 's'}`,
        count: ratings[r],
      })),
      regions: present(this.resorts, resorts),
      boardBases: present(BOARD_LABELS, boards),
      // `types` counts hotels per combination of type bits; a type's count adds up those with its bit.
      hotelTypes: HOTEL_TYPES.map((t) => ({
        value: t,
        label: hotelTypeLabels[t],
        count: types.reduce((sum, c, bits) => (bits & TYPE_BIT[t] ? sum + c : sum), 0),
      })),
      facilities: present(this.facilities, facilities),
    };
  }

  /** What the results map shows of a hotel (at `slot`: the match's `hotelIndex`). */
  pin(m: PackageMatch, slot: number, flightId: string | null): MapPin {
    const hotel = this.hotels[slot];
    if (hotel.id !== m.hotelId) throw new Error(`Hotel ${String(m.hotelId)} is not at that slot.`);
    return {
      ivector_property_id: m.hotelId,
      name: hotel.name,
      rating: this.rating(slot),
      location: this.locationOf(slot),
      lat: hotel.lat,
      lon: hotel.lon,
      package: { totalPence: m.totalPence, perPersonPence: m.perPersonPence, flightId },
    };
  }
}
