import {
  DEFAULT_EXTRA_QUANTITY,
  DEFAULT_MAX_BAGS,
  type Bag,
  type CheckoutView,
  type FlightExtra,
  type OptionalExtraEntry,
  type SeatAssignmentEntry,
  type SeatMap,
  type TransferOption,
  type UploadExtrasRequest,
} from '@sunward/contracts/checkout';

/**
 * The extras page's choices (docs/spec/2-checkout-payment.md §2 'Extras page', §5 'Extras and transfers') and how they
 * become the contract's upload entries. The local total is for display only: the server prices
 * the upload and its answer is what the customer pays.
 */

/** The no-transfer option's id (docs/spec/2-checkout-payment.md §3 'Transfer'). */
export const NO_TRANSFER = 'none';
/** Transfers listed before 'Show all options' (docs/spec/2-checkout-payment.md §9). */
export const TRANSFERS_SHOWN = 3;

export type LegDirection = 'outbound' | 'inbound';

export interface ExtrasSelection {
  /** Number of bags by the bag's uiId. */
  bags: Record<string, number>;
  /** Priority boarding bought for everyone with a seat, per direction. */
  priority: Record<LegDirection, boolean>;
  /** Meals and sports equipment by the extra's id. */
  extras: Record<string, number>;
  /** By flight number: the seat number per passenger index ('' for none). */
  seats: Record<string, string[]>;
  /** The chosen transfer option's id; NO_TRANSFER for none. */
  transferId: string;
}

export interface Passenger {
  index: number;
  label: string;
}

/** 'outbound' or 'return', as the customer reads the legs. */
export const legName = (direction: LegDirection) =>
  direction === 'outbound' ? 'outbound' : 'return';

/** '1 passenger', '3 passengers'. */
export const plural = (n: number, word: string) => `${String(n)} ${word}${n === 1 ? '' : 's'}`;

/** Passengers with a seat: adults, then children ('Adult 1', 'Adult 2', 'Child 1'); infants sit on a lap. */
export function seatedPassengers(party: CheckoutView['party']): Passenger[] {
  const adults = Array.from({ length: party.adults }, (_, i) => `Adult ${String(i + 1)}`);
  const children = Array.from({ length: party.children }, (_, i) => `Child ${String(i + 1)}`);
  return [...adults, ...children].map((label, index) => ({ index, label }));
}

/** The most of a bag the customer may add (docs/spec/2-checkout-payment.md §5: default 6). */
export const bagMax = (bag: Bag) => (bag.maxQuantity > 0 ? bag.maxQuantity : DEFAULT_MAX_BAGS);
/** The most of a meal or sports item (docs/spec/2-checkout-payment.md §5: quantityAvailable, default 1). */
export const extraMax = (extra: FlightExtra) =>
  extra.quantityAvailable > 0 ? extra.quantityAvailable : DEFAULT_EXTRA_QUANTITY;

/** A whole number between 0 and max. */
export const clampQuantity = (quantity: number, max: number) =>
  Math.min(Math.max(0, Math.trunc(Number.isFinite(quantity) ? quantity : 0)), Math.max(0, max));

/** The price of `quantity` bags: the bundle for that quantity, else the unit price times it. */
export function bagPrice(bag: Bag, quantity: number): number {
  if (quantity <= 0) return 0;
  const bundle = bag.bundles.find((b) => b.quantity === quantity);
  return bundle ? bundle.price : bag.price * quantity;
}

export const bagLabel = (bag: Bag) => `${String(bag.weight)}kg hold bag`;

/** Transfers cheapest first ('No Transfer' leads at £0); the first few unless all are asked for, keeping the chosen one. */
export function sortedTransfers(transfers: readonly TransferOption[]): TransferOption[] {
  return [...transfers].sort(
    (a, b) =>
      a.price.amount - b.price.amount ||
      Number(b.id === NO_TRANSFER) - Number(a.id === NO_TRANSFER),
  );
}

export function visibleTransfers(
  transfers: readonly TransferOption[],
  showAll: boolean,
  selectedId: string,
): TransferOption[] {
  const sorted = sortedTransfers(transfers);
  if (showAll) return sorted;
  return sorted.filter((t, i) => i < TRANSFERS_SHOWN || t.id === selectedId);
}

/** Transfer options other than 'No Transfer'. */
export const realTransfers = (transfers: readonly TransferOption[]) =>
  transfers.filter((t) => t.id !== NO_TRANSFER);

/** The seat maps of a package's two flights, in flight order (absent ones as null). */
export function flightSeatMaps(
  view: CheckoutView,
): { direction: LegDirection; flightNumber: string; map: SeatMap | null }[] {
  if (!view.flight) return [];
  return [
    { direction: 'outbound' as const, flightNumber: view.flight.outbound.flightNumber },
    { direction: 'inbound' as const, flightNumber: view.flight.return.flightNumber },
  ].map((f) => ({
    ...f,
    map: f.flightNumber in view.options.seatMaps ? view.options.seatMaps[f.flightNumber] : null,
  }));
}

/** The price of a seat (its band's), or null when the seat or its band is unknown. */
export function seatPrice(map: SeatMap, seatNumber: string): number | null {
  const seat = map.seats.find((s) => s.number === seatNumber);
  const band = seat && map.bands.find((b) => b.id === seat.bandId);
  return band ? band.price : null;
}

/** Whether a seat can be picked at all: it is free and sold at a price (docs/spec/2-checkout-payment.md §4 'Seat picker'). */
export function seatSelectable(map: SeatMap, seatNumber: string): boolean {
  const seat = map.seats.find((s) => s.number === seatNumber);
  const price = seatPrice(map, seatNumber);
  return seat !== undefined && seat.available && price !== null && price > 0;
}

/** Nothing chosen: no bags, no priority, no extras, no seats, no transfer. */
export function emptySelection(): ExtrasSelection {
  return {
    bags: {},
    priority: { outbound: false, inbound: false },
    extras: {},
    seats: {},
    transferId: NO_TRANSFER,
  };
}

/**
 * Where the page starts: the selection the customer already committed (going back from the
 * passengers page keeps it), limited to what is still on offer; otherwise nothing chosen.
 */
export function initialSelection(view: CheckoutView): ExtrasSelection {
  const selection = emptySelection();
  const { bags, priorityBoarding, extras, transfers } = view.options;
  for (const entry of view.selection.optionalExtras) {
    if (entry.type === 'transfer') {
      if (transfers.some((t) => t.id === entry.code)) selection.transferId = entry.code;
      continue;
    }
    const bag = bags.find(
      (b) =>
        b.id === entry.code &&
        (entry.componentId === undefined || b.componentId === entry.componentId),
    );
    if (bag) {
      selection.bags[bag.uiId] = clampQuantity(entry.quantity, bagMax(bag));
      continue;
    }
    if (priorityBoarding?.outbound?.id === entry.code && entry.quantity > 0) {
      selection.priority.outbound = true;
      continue;
    }
    if (priorityBoarding?.inbound?.id === entry.code && entry.quantity > 0) {
      selection.priority.inbound = true;
      continue;
    }
    const extra = extras.find((e) => e.id === entry.code);
    if (extra) selection.extras[extra.id] = clampQuantity(entry.quantity, extraMax(extra));
  }
  const committedTransfer = view.selection.transfer;
  if (committedTransfer && transfers.some((t) => t.id === committedTransfer.id)) {
    selection.transferId = committedTransfer.id;
  }
  const seated = seatedPassengers(view.party).length;
  for (const entry of view.selection.seatAssignments) {
    if (!(entry.FlightNumber in view.options.seatMaps)) continue;
    const map = view.options.seatMaps[entry.FlightNumber];
    const seats = Array.from({ length: seated }, () => '');
    for (const a of entry.Assignments) {
      const known = map.seats.some((s) => s.number === a.SeatNumber);
      if (a.PassengerIndex < seated && known && !seats.includes(a.SeatNumber)) {
        seats[a.PassengerIndex] = a.SeatNumber;
      }
    }
    selection.seats[entry.FlightNumber] = seats;
  }
  return selection;
}

/** The chosen transfer option (null for none or an unknown id). */
export function chosenTransfer(view: CheckoutView, selection: ExtrasSelection) {
  if (selection.transferId === NO_TRANSFER) return null;
  return view.options.transfers.find((t) => t.id === selection.transferId) ?? null;
}

/**
 * The contract's upload body for this selection (docs/spec/2-checkout-payment.md §7 'Upload extras'): one entry per bag
 * type, priority direction, meal or sports item with a quantity, the transfer (none for 'No
 * Transfer'), and per flight the seats chosen by passenger index.
 */
export function toUploadExtras(
  view: CheckoutView,
  selection: ExtrasSelection,
): UploadExtrasRequest['extras'] {
  const optionalExtras: OptionalExtraEntry[] = [];
  const seated = seatedPassengers(view.party).length;

  for (const bag of view.options.bags) {
    const quantity = clampQuantity(selection.bags[bag.uiId] ?? 0, bagMax(bag));
    if (quantity === 0) continue;
    optionalExtras.push({
      code: bag.id,
      supplier: bag.supplier,
      quantity,
      direction: bag.legs,
      type: 'flight_extra',
      description: bagLabel(bag),
      componentId: bag.componentId,
      applyTo: bag.applyTo,
    });
  }

  const priority = view.options.priorityBoarding;
  for (const direction of ['outbound', 'inbound'] as const) {
    const option = priority?.[direction] ?? null;
    if (!option || !selection.priority[direction] || seated === 0) continue;
    optionalExtras.push({
      code: option.id,
      supplier: option.supplier,
      quantity: seated,
      direction,
      type: 'flight_extra',
      description: `Priority boarding (${legName(direction)})`,
      componentId: option.componentId,
      applyTo: option.applyTo,
    });
  }

  for (const extra of view.options.extras) {
    const quantity = clampQuantity(selection.extras[extra.id] ?? 0, extraMax(extra));
    if (quantity === 0) continue;
    optionalExtras.push({
      code: extra.id,
      supplier: extra.supplier,
      quantity,
      direction: extra.direction,
      type: 'flight_extra',
      description: extra.description.slice(0, 200),
      componentId: extra.componentId,
    });
  }

  const transfer = chosenTransfer(view, selection);
  if (transfer) {
    optionalExtras.push({
      code: transfer.id,
      supplier: transfer.supplier,
      quantity: 1,
      direction: 'both',
      type: 'transfer',
      description: transfer.name.slice(0, 200),
    });
  }

  const seatAssignments: SeatAssignmentEntry[] = [];
  for (const { flightNumber, map } of flightSeatMaps(view)) {
    if (!map) continue;
    const chosen = (selection.seats[flightNumber] ?? [])
      .slice(0, seated)
      .map((seatNumber, index) => ({ index, seat: map.seats.find((s) => s.number === seatNumber) }))
      .filter((c) => c.seat !== undefined);
    const first = chosen.at(0)?.seat;
    if (!first) continue;
    seatAssignments.push({
      FlightNumber: flightNumber,
      Supplier: first.supplier,
      DeparturePoint: map.departurePoint,
      ComponentId: first.componentId,
      Assignments: chosen.map((c) => ({
        PassengerIndex: c.index,
        SeatNumber: c.seat?.number ?? '',
      })),
    });
  }

  return { optionalExtras, seatAssignments };
}

export type PreviewKind =
  'hotel' | 'flights' | 'bags' | 'priority' | 'extras' | 'seats' | 'transfer';

export interface PreviewLine {
  key: string;
  kind: PreviewKind;
  label: string;
  amount: number;
}

const EXTRA_KINDS = new Set<string>(['bags', 'priority', 'extras', 'seats', 'transfer']);

/**
 * The summary's lines and total for the current selection, for display only: the server's hotel
 * and flight lines, then each extra priced from the options. The base is the server's total less
 * whatever extras it has already committed, so a restored selection is not counted twice.
 */
export function previewTotals(
  view: CheckoutView,
  selection: ExtrasSelection,
): { lines: PreviewLine[]; total: number } {
  const committedExtras = view.totals.lines
    .filter((l) => EXTRA_KINDS.has(l.kind))
    .reduce((n, l) => n + l.amount, 0);
  const base = view.totals.total - committedExtras;
  const lines: PreviewLine[] = view.totals.lines
    .filter((l) => !EXTRA_KINDS.has(l.kind))
    .map((l, i) => ({
      key: `${l.kind}-${String(i)}`,
      kind: l.kind,
      label: l.label,
      amount: l.amount,
    }));

  const seated = seatedPassengers(view.party);

  for (const bag of view.options.bags) {
    const quantity = clampQuantity(selection.bags[bag.uiId] ?? 0, bagMax(bag));
    if (quantity === 0) continue;
    lines.push({
      key: `bag-${bag.uiId}`,
      kind: 'bags',
      label: `${String(quantity)} × ${bagLabel(bag)}`,
      amount: bagPrice(bag, quantity),
    });
  }

  for (const direction of ['outbound', 'inbound'] as const) {
    const option = view.options.priorityBoarding?.[direction] ?? null;
    if (!option || !selection.priority[direction] || seated.length === 0) continue;
    lines.push({
      key: `priority-${direction}`,
      kind: 'priority',
      label: `Priority boarding, ${legName(direction)} (${plural(seated.length, 'passenger')})`,
      amount: option.unitCost * seated.length,
    });
  }

  for (const extra of view.options.extras) {
    const quantity = clampQuantity(selection.extras[extra.id] ?? 0, extraMax(extra));
    if (quantity === 0) continue;
    lines.push({
      key: `extra-${extra.id}`,
      kind: 'extras',
      label: `${String(quantity)} × ${extra.description}`,
      amount: extra.unitCost * quantity,
    });
  }

  for (const { direction, flightNumber, map } of flightSeatMaps(view)) {
    if (!map) continue;
    const chosen = (selection.seats[flightNumber] ?? []).slice(0, seated.length).filter(Boolean);
    if (chosen.length === 0) continue;
    lines.push({
      key: `seats-${flightNumber}`,
      kind: 'seats',
      label: `Seats, ${legName(direction)} ${flightNumber}: ${chosen.join(', ')}`,
      amount: chosen.reduce((n, s) => n + (seatPrice(map, s) ?? 0), 0),
    });
  }

  const transfer = chosenTransfer(view, selection);
  if (transfer) {
    lines.push({
      key: `transfer-${transfer.id}`,
      kind: 'transfer',
      label: `Transfer: ${transfer.vehicle_title}`,
      amount: transfer.price.amount,
    });
  }

  const extrasTotal = lines
    .filter((l) => EXTRA_KINDS.has(l.kind))
    .reduce((n, l) => n + l.amount, 0);
  return { lines, total: base + extrasTotal };
}

/** Assigning a seat in the picker (docs/spec/2-checkout-payment.md §4 'Seat picker'), as a pure step. */
export interface PickerState {
  /** Seat number per passenger index ('' for none). */
  seats: string[];
  active: number;
}

/**
 * The customer picks `seatNumber` for the active passenger: their own seat again deselects it;
 * a seat held by another passenger, unavailable or priced £0 is refused (state unchanged);
 * otherwise it is theirs and the next passenger becomes active.
 */
export function pickSeat(map: SeatMap, state: PickerState, seatNumber: string): PickerState {
  const { seats, active } = state;
  if (seats.at(active) === seatNumber) {
    return { seats: seats.map((s, i) => (i === active ? '' : s)), active };
  }
  if (seats.includes(seatNumber) || !seatSelectable(map, seatNumber)) return state;
  return {
    seats: seats.map((s, i) => (i === active ? seatNumber : s)),
    active: Math.min(active + 1, seats.length - 1),
  };
}
