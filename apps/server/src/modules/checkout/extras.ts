import type {
  OptionalExtraEntry,
  SeatAssignmentEntry,
  TransferOption,
  UploadExtrasRequest,
} from '@sunward/contracts/checkout';
import type { FieldErrors } from '@sunward/contracts/errors';
import { AppError } from '../../errors';
import type { CheckoutOptions } from './options';
import type { PricedSelection } from './totals';

/**
 * Validates an extras upload against the options the supplier offers this booking and prices it.
 * Pure: every price comes from `options`, never from the request (the strict contract already
 * refuses a request that carries one).
 */

export interface SeatHoldRequest {
  flightNumber: string;
  flightDate: string;
  seatNumber: string;
  passengerIndex: number;
}

export interface ValidatedExtras {
  /** The entries as the server understood them: the supplier's descriptions and ids. */
  optionalExtras: OptionalExtraEntry[];
  seatAssignments: SeatAssignmentEntry[];
  transfer: TransferOption | null;
  priced: PricedSelection;
  holds: SeatHoldRequest[];
}

export interface ExtrasContext {
  options: CheckoutOptions;
  /** Passengers with a seat (adults + children). */
  passengers: number;
  hotelOnly: boolean;
}

class Problems {
  readonly errors: FieldErrors = {};
  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }
  get any(): boolean {
    return Object.keys(this.errors).length > 0;
  }
}

export function validateExtras(
  upload: UploadExtrasRequest['extras'],
  { options, passengers, hotelOnly }: ExtrasContext,
): ValidatedExtras {
  const problems = new Problems();
  const priced: PricedSelection = { bags: [], priority: [], extras: [], seats: [], transfer: null };
  const normalized: { entry: OptionalExtraEntry; order: number }[] = [];
  let transfer: TransferOption | null = null;
  let transferEntries = 0;

  const bags = new Map(options.bags.map((b, i) => [b.id, { b, i }]));
  const priority = new Map(
    (['outbound', 'inbound'] as const).flatMap((direction, i) => {
      const p = options.priorityBoarding?.[direction];
      return p ? [[p.id, { p, direction, i }] as const] : [];
    }),
  );
  const extras = new Map(options.extras.map((e, i) => [e.id, { e, i }]));
  const seenCodes = new Set<string>();
  const extraQuantities = new Map<string, number>();

  upload.optionalExtras.forEach((entry, i) => {
    const field = `extras.optionalExtras.${i}`;
    if (entry.passengerIndex !== undefined && entry.passengerIndex >= passengers) {
      problems.add(
        `${field}.passengerIndex`,
        `There ${passengers === 1 ? 'is 1 passenger' : `are ${passengers} passengers`} on this booking.`,
      );
      return;
    }
    if (entry.type === 'transfer') {
      transferEntries += 1;
      if (transferEntries > 1) {
        problems.add(field, 'Please choose only one transfer.');
        return;
      }
      const option = options.transfers.find((t) => t.id === entry.code);
      // 'No transfer' is always a valid answer, even where no transfer could be offered.
      if (!option && entry.code === 'none') return;
      if (!option) {
        problems.add(
          `${field}.code`,
          options.transfers.length === 0
            ? 'Transfers are only available when you give your flight details.'
            : `The transfer "${entry.code}" is not available for this booking. Please choose another.`,
        );
        return;
      }
      if (entry.quantity === 0) return;
      transfer = option;
      priced.transfer = { id: option.id, name: option.name, pricePence: option.price.amount };
      normalized.push({
        order: 4000,
        entry: {
          code: option.id,
          supplier: option.supplier,
          quantity: 1,
          direction: 'both',
          type: 'transfer',
          description: option.name,
          applyTo: 'AllPax',
        },
      });
      return;
    }

    if (hotelOnly) {
      problems.add(field, 'A hotel-only booking has no flight extras.');
      return;
    }
    if (seenCodes.has(`${entry.code}|${String(entry.passengerIndex)}`)) {
      problems.add(field, `"${entry.description || entry.code}" is listed twice.`);
      return;
    }
    seenCodes.add(`${entry.code}|${String(entry.passengerIndex)}`);

    const bag = bags.get(entry.code);
    if (bag) {
      const { b } = bag;
      if (entry.passengerIndex !== undefined) {
        problems.add(field, 'Hold bags are bought for the whole booking, not per passenger.');
        return;
      }
      if (entry.quantity > b.maxQuantity) {
        problems.add(
          `${field}.quantity`,
          `You can add at most ${b.maxQuantity} × ${b.weight}kg hold bags.`,
        );
        return;
      }
      if (entry.quantity === 0) return;
      priced.bags.push({
        id: b.id,
        weightKg: b.weight,
        quantity: entry.quantity,
        unitPence: b.price,
      });
      normalized.push({
        order: 1000 + bag.i,
        entry: {
          code: b.id,
          supplier: b.supplier,
          quantity: entry.quantity,
          direction: b.legs,
          type: 'flight_extra',
          description: `${b.weight}kg hold bag`,
          componentId: b.componentId,
          applyTo: 'AllPax',
        },
      });
      return;
    }

    const pri = priority.get(entry.code);
    if (pri) {
      const { p, direction } = pri;
      if (entry.passengerIndex !== undefined) {
        problems.add(
          field,
          'Priority boarding is bought for everyone on the flight, not per passenger.',
        );
        return;
      }
      // Bought for every passenger with a seat: 1 (yes) or the passenger count both mean that.
      if (entry.quantity !== 0 && entry.quantity !== 1 && entry.quantity !== passengers) {
        problems.add(
          `${field}.quantity`,
          `Priority boarding is bought for all ${passengers} passengers: send a quantity of 0 or 1.`,
        );
        return;
      }
      if (entry.quantity === 0) return;
      priced.priority.push({ id: p.id, direction, passengers, unitPence: p.unitCost });
      normalized.push({
        order: 2000 + pri.i,
        entry: {
          code: p.id,
          supplier: p.supplier,
          quantity: passengers,
          direction,
          type: 'flight_extra',
          description: `Priority boarding (${direction === 'outbound' ? 'outbound' : 'return'})`,
          componentId: p.componentId,
          applyTo: 'AllPax',
        },
      });
      return;
    }

    const extra = extras.get(entry.code);
    if (extra) {
      const { e } = extra;
      const quantity = (extraQuantities.get(e.id) ?? 0) + entry.quantity;
      extraQuantities.set(e.id, quantity);
      if (quantity > e.quantityAvailable) {
        problems.add(
          `${field}.quantity`,
          `You can add at most ${e.quantityAvailable} × ${e.description}.`,
        );
        return;
      }
      if (entry.quantity === 0) return;
      const line = priced.extras.find((x) => x.id === e.id);
      if (line) line.quantity += entry.quantity;
      else
        priced.extras.push({
          id: e.id,
          description: e.description,
          quantity: entry.quantity,
          unitPence: e.unitCost,
        });
      normalized.push({
        order: 3000 + extra.i,
        entry: {
          code: e.id,
          supplier: e.supplier,
          quantity: entry.quantity,
          direction: e.direction,
          type: 'flight_extra',
          description: e.description,
          componentId: e.componentId,
          applyTo: entry.passengerIndex === undefined ? 'AllPax' : 'SelectedPax',
          ...(entry.passengerIndex === undefined ? {} : { passengerIndex: entry.passengerIndex }),
        },
      });
      return;
    }
    problems.add(
      `${field}.code`,
      `We don't recognise the extra "${entry.code}". Please refresh the page and choose again.`,
    );
  });
  // Extras in the supplier's order, whatever order the client listed them in.
  priced.bags.sort((a, b) => (bags.get(a.id)?.i ?? 0) - (bags.get(b.id)?.i ?? 0));
  priced.priority.sort((a, b) => (priority.get(a.id)?.i ?? 0) - (priority.get(b.id)?.i ?? 0));
  priced.extras.sort((a, b) => (extras.get(a.id)?.i ?? 0) - (extras.get(b.id)?.i ?? 0));

  const seatAssignments: SeatAssignmentEntry[] = [];
  const holds: SeatHoldRequest[] = [];
  const seenFlights = new Set<string>();
  const seatMaps = new Map(Object.entries(options.seatMaps));
  const flightOrder = [...seatMaps.keys()];
  upload.seatAssignments.forEach((entry, i) => {
    const field = `extras.seatAssignments.${i}`;
    const flightNumber = entry.FlightNumber.trim().toUpperCase();
    if (hotelOnly) {
      problems.add(field, 'A hotel-only booking has no flights to choose seats on.');
      return;
    }
    const map = seatMaps.get(flightNumber);
    if (!map) {
      problems.add(
        `${field}.FlightNumber`,
        `Seats cannot be chosen on ${flightNumber}: it is not one of your flights with seat booking.`,
      );
      return;
    }
    if (seenFlights.has(flightNumber)) {
      problems.add(`${field}.FlightNumber`, `Seats on ${flightNumber} are listed twice.`);
      return;
    }
    seenFlights.add(flightNumber);
    const seats = new Map(map.seats.map((s) => [s.number, s]));
    const bandPrice = new Map(map.bands.map((b) => [b.id, b.price]));
    const byPassenger = new Set<number>();
    const bySeat = new Set<string>();
    const chosen: { PassengerIndex: number; SeatNumber: string; pricePence: number }[] = [];
    entry.Assignments.forEach((a, k) => {
      const at = `${field}.Assignments.${k}`;
      const number = a.SeatNumber.trim().toUpperCase();
      if (a.PassengerIndex >= passengers) {
        problems.add(
          `${at}.PassengerIndex`,
          `There ${passengers === 1 ? 'is 1 passenger' : `are ${passengers} passengers`} on this booking.`,
        );
        return;
      }
      if (byPassenger.has(a.PassengerIndex)) {
        problems.add(
          `${at}.PassengerIndex`,
          `Passenger ${a.PassengerIndex + 1} can have only one seat on ${flightNumber}.`,
        );
        return;
      }
      byPassenger.add(a.PassengerIndex);
      if (bySeat.has(number)) {
        problems.add(
          `${at}.SeatNumber`,
          `Seat ${number} on ${flightNumber} is chosen for two passengers. Please choose another seat.`,
        );
        return;
      }
      bySeat.add(number);
      const seat = seats.get(number);
      if (!seat) {
        problems.add(`${at}.SeatNumber`, `There is no seat ${number} on ${flightNumber}.`);
        return;
      }
      const price = bandPrice.get(seat.bandId) ?? 0;
      // docs/spec/2-checkout-payment.md §4: unavailable seats and seats priced at £0 cannot be picked.
      if (!seat.available || price <= 0) {
        problems.add(
          `${at}.SeatNumber`,
          `Seat ${number} on ${flightNumber} is not available. Please choose another seat.`,
        );
        return;
      }
      chosen.push({ PassengerIndex: a.PassengerIndex, SeatNumber: number, pricePence: price });
    });
    if (chosen.length === 0) return;
    chosen.sort((a, b) => a.PassengerIndex - b.PassengerIndex);
    seatAssignments.push({
      FlightNumber: flightNumber,
      Supplier: map.seats.at(0)?.supplier ?? '',
      DeparturePoint: map.departurePoint,
      ComponentId: map.seats.at(0)?.componentId ?? '',
      Assignments: chosen.map((c) => ({
        PassengerIndex: c.PassengerIndex,
        SeatNumber: c.SeatNumber,
      })),
    });
    priced.seats.push({
      flightNumber,
      seats: chosen.map((c) => ({ number: c.SeatNumber, pricePence: c.pricePence })),
    });
    holds.push(
      ...chosen.map((c) => ({
        flightNumber,
        flightDate: map.date,
        seatNumber: c.SeatNumber,
        passengerIndex: c.PassengerIndex,
      })),
    );
  });
  if (problems.any) throw AppError.unprocessable(problems.errors);

  const order = (flight: string) => flightOrder.indexOf(flight);
  seatAssignments.sort((a, b) => order(a.FlightNumber) - order(b.FlightNumber));
  priced.seats.sort((a, b) => order(a.flightNumber) - order(b.flightNumber));
  return {
    optionalExtras: normalized.sort((a, b) => a.order - b.order).map((n) => n.entry),
    seatAssignments,
    transfer,
    priced,
    holds,
  };
}
