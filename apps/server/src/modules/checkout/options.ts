import {
  DEFAULT_EXTRA_QUANTITY,
  DEFAULT_MAX_BAGS,
  type Bag,
  type CheckoutView,
  type FlightExtra,
  type PriorityBoarding,
  type SeatMap,
  type TransferOption,
} from '@sunward/contracts/checkout';
import type { PrebookResponse } from '@sunward/contracts/prebook';
import {
  TRANSFER_VEHICLE_TYPES,
  type FlightExtras,
  type SeatMap as SupplierSeatMap,
} from '../../integrations/supplier/supplier';

/**
 * Supplier ancillaries → the checkout contract's options (docs/spec/2-checkout-payment.md §3 Bag, Priority boarding, Extra,
 * Seat map, Transfer). Pure: the same supplier answer always maps to the same options, which is
 * what the extras upload is validated against.
 */

export type CheckoutOptions = CheckoutView['options'];

export function toBags(extras: FlightExtras): Bag[] {
  return extras.bags.map((b) => {
    const max = b.maxQuantity > 0 ? b.maxQuantity : DEFAULT_MAX_BAGS;
    return {
      uiId: `bag-${b.weightKg}kg`,
      id: b.id,
      componentId: b.id,
      supplier: extras.supplier,
      weight: b.weightKg,
      price: b.pricePence,
      maxQuantity: max,
      applyTo: 'AllPax',
      legs: 'both',
      bundles: Array.from({ length: max }, (_, k) => ({
        quantity: k + 1,
        price: (k + 1) * b.pricePence,
      })),
    };
  });
}

export function toPriorityBoarding(extras: FlightExtras): PriorityBoarding | null {
  const option = (direction: 'outbound' | 'inbound') => {
    const p = extras.priorityBoarding.find((o) => o.direction === direction);
    return p
      ? {
          id: p.id,
          componentId: p.id,
          supplier: extras.supplier,
          unitCost: p.unitCostPence,
          applyTo: 'AllPax' as const,
        }
      : null;
  };
  const outbound = option('outbound');
  const inbound = option('inbound');
  return outbound || inbound ? { outbound, inbound } : null;
}

export function toFlightExtras(extras: FlightExtras): FlightExtra[] {
  return extras.extras.map((e) => ({
    id: e.id,
    componentId: e.id,
    supplier: extras.supplier,
    kind: e.kind,
    description: e.description,
    unitCost: e.unitCostPence,
    quantityAvailable: e.quantityAvailable > 0 ? e.quantityAvailable : DEFAULT_EXTRA_QUANTITY,
    direction: e.direction,
  }));
}

/** Seat letters with '' for the aisle: single-aisle jets split their seats evenly either side. */
function withAisle(letters: string[]): string[] {
  if (letters.includes('') || letters.length < 4 || letters.length % 2 !== 0) return letters;
  const half = letters.length / 2;
  return [...letters.slice(0, half), '', ...letters.slice(half)];
}

export function toSeatMap(
  map: SupplierSeatMap,
  direction: 'outbound' | 'inbound',
  departurePoint: string,
  supplier: string,
): SeatMap {
  const componentId = `SEAT-${map.flightNumber}-${map.date}`;
  return {
    flightNumber: map.flightNumber,
    direction,
    departurePoint,
    date: map.date,
    aircraft: map.aircraft,
    rows: map.rows,
    letters: withAisle(map.letters),
    bands: map.bands.map((b) => ({ id: b.id, description: b.description, price: b.pricePence })),
    seats: map.seats.map((s) => ({
      number: s.number,
      row: s.row,
      letter: s.letter,
      bandId: s.bandId,
      available: s.available,
      componentId,
      supplier,
    })),
  };
}

const allowedVehicles: ReadonlySet<string> = new Set(TRANSFER_VEHICLE_TYPES);

export const NO_TRANSFER_OPTION: TransferOption = {
  id: 'none',
  vehicle_title: 'No Transfer',
  name: 'No Transfer',
  description: 'I will make my own way to the hotel.',
  supplier: '',
  price: { amount: 0 },
  vehicles: 0,
  duration_minutes: 0,
  distance_km: 0,
};

/**
 * docs/spec/2-checkout-payment.md §5: only the allowed vehicle types, price ascending, the no-transfer option first. A
 * hotel-only stay can have a transfer only when the customer gave their own flight details (the
 * driver needs to know when to meet them).
 */
export function toTransferOptions(prebook: PrebookResponse): TransferOption[] {
  if (!prebook.flight && !prebook.manual_flight_details) return [];
  const none = prebook.transfer.find((t) => t.id === 'none');
  const options = prebook.transfer
    .filter(
      (t) => t.id !== 'none' && t.vehicle_type !== null && allowedVehicles.has(t.vehicle_type),
    )
    .map((t): TransferOption => ({
      id: t.id,
      vehicle_title: t.vehicle_type ?? '',
      name: t.name,
      description: t.description,
      supplier: t.supplier,
      price: { amount: t.total_pence },
      vehicles: t.vehicles,
      duration_minutes: t.duration_minutes,
      distance_km: t.distance_km,
      ...(t.collections ? { collections: t.collections } : {}),
    }))
    .sort((a, b) => a.price.amount - b.price.amount || a.id.localeCompare(b.id));
  return [
    {
      ...NO_TRANSFER_OPTION,
      description: none?.description ?? NO_TRANSFER_OPTION.description,
      supplier: none?.supplier ?? '',
    },
    ...options,
  ];
}
