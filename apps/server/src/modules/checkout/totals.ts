import type { CheckoutTotals } from '@sunward/contracts/checkout';

/**
 * docs/spec/2-checkout-payment.md §9 totals: hotel + flights (fare, bags, priority boarding, meals and sports, seats) +
 * transfer. Pure and in pence, so the same selection always costs the same to the penny.
 */

/** What the customer chose, priced by the server from the supplier's options. */
export interface PricedSelection {
  bags: { id: string; weightKg: number; quantity: number; unitPence: number }[];
  priority: {
    id: string;
    direction: 'outbound' | 'inbound';
    passengers: number;
    unitPence: number;
  }[];
  extras: { id: string; description: string; quantity: number; unitPence: number }[];
  seats: { flightNumber: string; seats: { number: string; pricePence: number }[] }[];
  transfer: { id: string; name: string; pricePence: number } | null;
}

export const emptySelection = (): PricedSelection => ({
  bags: [],
  priority: [],
  extras: [],
  seats: [],
  transfer: null,
});

export interface TotalsInput {
  /** RoomBookings[].TotalCost of the prebook. */
  roomsPence: number[];
  nights: number;
  /** The held flight's cost (all seats and infant fees); null for hotel-only. */
  flightPence: number | null;
  /** Passengers with a seat (adults + children). */
  passengers: number;
  selection: PricedSelection;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The extras on top of the fare: what the airline charges besides the seats themselves. */
export function flightExtrasPence(selection: PricedSelection): number {
  return (
    selection.bags.reduce((n, b) => n + b.quantity * b.unitPence, 0) +
    selection.priority.reduce((n, p) => n + p.passengers * p.unitPence, 0) +
    selection.extras.reduce((n, e) => n + e.quantity * e.unitPence, 0) +
    selection.seats.reduce((n, f) => n + f.seats.reduce((m, s) => m + s.pricePence, 0), 0)
  );
}

export function computeTotals(input: TotalsInput): CheckoutTotals {
  const { selection } = input;
  const hotel = input.roomsPence.reduce((n, p) => n + p, 0);
  const rooms = input.roomsPence.length;
  const lines: CheckoutTotals['lines'] = [
    {
      kind: 'hotel',
      label: `Hotel, ${plural(input.nights, 'night', 'nights')}${rooms > 1 ? `, ${plural(rooms, 'room', 'rooms')}` : ''}`,
      amount: hotel,
    },
  ];
  const fare = input.flightPence ?? 0;
  lines.push({
    kind: 'flights',
    label: `Return flights, ${plural(input.passengers, 'passenger', 'passengers')}`,
    amount: fare,
  });
  for (const b of selection.bags) {
    lines.push({
      kind: 'bags',
      label: `${b.quantity} × ${b.weightKg}kg hold bag`,
      amount: b.quantity * b.unitPence,
    });
  }
  for (const p of selection.priority) {
    lines.push({
      kind: 'priority',
      label: `Priority boarding (${p.direction === 'outbound' ? 'outbound' : 'return'}), ${plural(p.passengers, 'passenger', 'passengers')}`,
      amount: p.passengers * p.unitPence,
    });
  }
  for (const e of selection.extras) {
    lines.push({
      kind: 'extras',
      label: `${e.quantity} × ${e.description}`,
      amount: e.quantity * e.unitPence,
    });
  }
  for (const f of selection.seats) {
    lines.push({
      kind: 'seats',
      label: `Seats on ${f.flightNumber}: ${f.seats.map((s) => s.number).join(', ')}`,
      amount: f.seats.reduce((n, s) => n + s.pricePence, 0),
    });
  }
  const transfer = selection.transfer?.pricePence ?? 0;
  if (selection.transfer) {
    lines.push({
      kind: 'transfer',
      label: `Transfer: ${selection.transfer.name}`,
      amount: transfer,
    });
  }
  const flights = fare + flightExtrasPence(selection);
  return {
    lines: lines.filter((l) => l.kind === 'hotel' || l.amount !== 0),
    hotel,
    flights,
    transfer,
    total: hotel + flights + transfer,
  };
}
