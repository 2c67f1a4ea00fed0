import type { Deal } from '@sunward/contracts/deals';
import type { FacetOption, SearchRequest } from '@sunward/contracts/search';
import {
  addDays,
  MAX_CHILD_AGE,
  MAX_NIGHTS,
  MAX_PER_TYPE,
  MIN_CHILD_AGE,
  totals,
  type RoomParty,
} from '../../../shared/lib/search-criteria';

/** docs/spec/3-accounts-bookings-content.md §3 'Deal search params': the deal page's booking options. */
export interface DealSearchParams {
  /** A departure airport code, '' until chosen. */
  selectedAirport: string;
  /** The id (`${departure}-${duration}`) of one of the deal's available dates, '' until chosen. */
  selectedDate: string;
  isCustomDate: boolean;
  /** 'yyyy-mm-dd', '' until chosen. */
  customDepartureDate: string;
  /** Nights, 1-28; null until chosen. */
  customDuration: number | null;
  rooms: RoomParty[];
}

export const MIN_CUSTOM_NIGHTS = 1;
export const MAX_CUSTOM_NIGHTS = MAX_NIGHTS;

/** docs/spec/3-accounts-bookings-content.md §5 'Deal search' and §8 'Deal', word for word. */
export const dealSearchMessages = {
  airport: 'Please select a departure airport',
  dates: 'Please select travel dates or choose custom dates',
  customDate: 'Please select a custom departure date',
  customDuration: 'Please select duration for your custom booking',
  travelDates: 'Please select travel dates',
  /** Not worded by the spec: a custom date before tomorrow. */
  customDateTooSoon: 'Please choose a departure date from tomorrow onwards',
  childAgesRequired: 'Child ages are required for accurate pricing and availability.',
  noAvailability: 'No availability found for these dates.',
  searchFailed: 'Sorry, there was an error searching for this deal. Please try again.',
  notStored: 'Failed to process search results. Please try again.',
} as const;

/** 'Please enter age for 1 child before searching' / '... for 2 children before searching'. */
export const missingAgesNotice = (n: number) =>
  `Please enter age for ${n} ${n === 1 ? 'child' : 'children'} before searching`;

/** On search: 'Please enter the age for the child' / 'Please enter the age for all 3 children'. */
export const missingAgesMessage = (children: number) =>
  children === 1
    ? 'Please enter the age for the child'
    : `Please enter the age for all ${children} children`;

/** The deal's own party, one room, its children's ages filled in. */
export function dealRooms(deal: Pick<Deal, 'adults' | 'children' | 'infants' | 'child_ages'>) {
  const childAges: (number | null)[] = Array.from(
    { length: deal.children },
    (_, i) => deal.child_ages.at(i) ?? null,
  );
  return [
    {
      adults: Math.max(1, deal.adults),
      children: deal.children,
      infants: deal.infants,
      childAges,
    },
  ] satisfies RoomParty[];
}

/** The form's starting values: the deal's party; the airport and date still to choose. */
export function initialDealSearch(deal: Deal): DealSearchParams {
  return {
    selectedAirport: '',
    selectedDate: '',
    isCustomDate: false,
    customDepartureDate: '',
    customDuration: null,
    rooms: dealRooms(deal),
  };
}

export function missingChildAges(rooms: readonly RoomParty[]): number {
  return rooms.reduce(
    (n, r) =>
      n + r.childAges.filter((a) => a === null || a < MIN_CHILD_AGE || a > MAX_CHILD_AGE).length,
    0,
  );
}

export interface DealSearchProblem {
  field: 'airport' | 'dates' | 'rooms';
  message: string;
  detail?: string;
}

export interface DealTrip {
  departure: string;
  nights: number;
}

/** The departure and nights the form names, or null when it names none. */
export function tripOf(p: DealSearchParams, deal: Deal): DealTrip | null {
  if (p.isCustomDate) {
    if (!p.customDepartureDate || p.customDuration === null) return null;
    return { departure: p.customDepartureDate, nights: p.customDuration };
  }
  const date = deal.availableDates.find((d) => d.id === p.selectedDate);
  return date ? { departure: date.departure, nights: date.duration } : null;
}

/**
 * The first failing rule of docs/spec/3-accounts-bookings-content.md §5 'Deal search', in the
 * order a person fixes them, or null. `today` is the London calendar date ('yyyy-mm-dd'): a
 * custom departure is tomorrow at the earliest.
 */
export function validateDealSearch(
  p: DealSearchParams,
  deal: Deal,
  today: string,
): DealSearchProblem | null {
  if (!p.selectedAirport) return { field: 'airport', message: dealSearchMessages.airport };
  if (p.isCustomDate) {
    if (!p.customDepartureDate) return { field: 'dates', message: dealSearchMessages.customDate };
    if (p.customDepartureDate < addDays(today, 1))
      return { field: 'dates', message: dealSearchMessages.customDateTooSoon };
    if (
      p.customDuration === null ||
      !Number.isInteger(p.customDuration) ||
      p.customDuration < MIN_CUSTOM_NIGHTS ||
      p.customDuration > MAX_CUSTOM_NIGHTS
    )
      return { field: 'dates', message: dealSearchMessages.customDuration };
  } else if (!p.selectedDate) {
    return { field: 'dates', message: dealSearchMessages.dates };
  } else if (!tripOf(p, deal)) {
    return { field: 'dates', message: dealSearchMessages.travelDates };
  }
  const children = totals(p.rooms).children;
  if (missingChildAges(p.rooms) > 0) {
    return {
      field: 'rooms',
      message: missingAgesMessage(children),
      detail: dealSearchMessages.childAgesRequired,
    };
  }
  if (
    p.rooms.length < 1 ||
    p.rooms.some(
      (r) =>
        r.adults < 1 ||
        r.adults > MAX_PER_TYPE ||
        r.children > MAX_PER_TYPE ||
        r.infants > MAX_PER_TYPE,
    )
  ) {
    return {
      field: 'rooms',
      message: 'Each room needs 1 to 9 adults and at most 9 children and 9 infants.',
    };
  }
  return null;
}

/**
 * POST /itinerary/search for the deal's hotel (docs/spec/3-accounts-bookings-content.md §7): the
 * party, one airport, flexible_departure false, type 'package', the hotel featured first.
 */
export function dealSearchRequest(
  deal: Deal,
  airport: string,
  trip: DealTrip,
  rooms: readonly RoomParty[],
  results: SearchRequest['results'],
): SearchRequest {
  const wireRooms = rooms.map((r) => ({
    adults: r.adults,
    children: r.children,
    infants: r.infants,
    child_ages: r.childAges.map((a) => a ?? MIN_CHILD_AGE),
  }));
  const t = totals([...rooms]);
  return {
    type: 'package',
    start_date: trip.departure,
    end_date: addDays(trip.departure, trip.nights),
    nights: trip.nights,
    flexible_departure: false,
    departure_airports: [airport],
    hotel_id: deal.hotel_id,
    rooms: wireRooms,
    num_adults: t.adults,
    num_children: t.children,
    num_infants: t.infants,
    child_ages: wireRooms.flatMap((r) => r.child_ages),
    featured_ivector_property_id: deal.hotel_id,
    ...(results ? { results } : {}),
  };
}

/**
 * The board filter a deal pre-applies on the results: the available board basis its own matches,
 * case-insensitively (docs/spec/1-shell-search-package.md §4), or none.
 */
export function dealBoardFilter(
  boardBasis: string | null,
  available: readonly FacetOption[],
): string | null {
  if (!boardBasis) return null;
  const wanted = boardBasis.trim().toLowerCase();
  const match = available.find(
    (o) => o.value.toLowerCase() === wanted || o.label.toLowerCase() === wanted,
  );
  return match ? match.value : null;
}

/** The deal party's total from an airport on one of the deal's dates, pence; undefined when not sold. */
export function airportPrice(
  deal: Pick<Deal, 'airportPricingByDate'>,
  dateId: string,
  airport: string,
): number | undefined {
  const prices: Partial<Record<string, Record<string, number>>> = deal.airportPricingByDate;
  const byAirport = prices[dateId];
  return byAirport && Object.hasOwn(byAirport, airport) ? byAirport[airport] : undefined;
}

/**
 * The hotel's overview without the sentences the deal's description already opens with (a deal
 * is described by its hotel's first sentences), so the page does not say them twice.
 */
export function hotelOverviewBeyond(overview: string, description: string): string {
  const sentences = overview.match(/[^.!?]+[.!?]+\s*/g) ?? [overview];
  let said = 0;
  let lead = '';
  while (said < sentences.length) {
    const next = lead + (sentences[said] ?? '');
    if (!description.startsWith(next.trim())) break;
    lead = next;
    said++;
  }
  return sentences.slice(said).join('').trim();
}
