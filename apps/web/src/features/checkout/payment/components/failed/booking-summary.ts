import type { CheckoutView } from '@sunward/contracts/checkout';
import { FAILED_PAGE_DEFAULTS } from './texts';

const count = (n: number, one: string, many: string) => `${String(n)} ${n === 1 ? one : many}`;

/** What the failed page's booking summary shows (docs/spec/2-checkout-payment.md §2), with §9's defaults for gaps. */
export interface FailedBookingSummary {
  name: string;
  location: string;
  nights: string;
  people: string;
  boardBasis: string;
  /** Pence. */
  hotelPrice: number;
  /** Pence; null when no flight is part of the booking. */
  flightsCost: number | null;
  /** Pence. */
  total: number;
}

export function failedBookingSummary(view: CheckoutView): FailedBookingSummary {
  const { hotel, party, totals } = view;
  const adults = party.adults > 0 ? party.adults : FAILED_PAGE_DEFAULTS.adults;
  const people = [count(adults, 'adult', 'adults')];
  if (party.children > 0) people.push(count(party.children, 'child', 'children'));
  if (party.infants > 0) people.push(count(party.infants, 'infant', 'infants'));
  const boards = [
    ...new Set(hotel.RoomBookings.map((r) => r.MealBasisCode.trim()).filter(Boolean)),
  ];
  const hasFlight = view.flight !== null || totals.flights > 0;
  return {
    name: hotel.name,
    location: hotel.location.trim() || FAILED_PAGE_DEFAULTS.destination,
    nights: count(hotel.nights > 0 ? hotel.nights : FAILED_PAGE_DEFAULTS.nights, 'night', 'nights'),
    people: people.join(', '),
    boardBasis: boards.length > 0 ? boards.join(', ') : FAILED_PAGE_DEFAULTS.boardBasis,
    hotelPrice: totals.hotel,
    flightsCost: hasFlight ? totals.flights : null,
    total: totals.total,
  };
}
