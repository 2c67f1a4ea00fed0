import { uploadExtrasRequest, type CheckoutView } from '@sunward/contracts/checkout';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_UUID, checkoutViewFixture } from '../test-fixtures';
import {
  bagMax,
  bagPrice,
  clampQuantity,
  emptySelection,
  extraMax,
  initialSelection,
  pickSeat,
  previewTotals,
  seatedPassengers,
  seatSelectable,
  sortedTransfers,
  toUploadExtras,
  visibleTransfers,
  type ExtrasSelection,
} from './extras-selection';

const view = checkoutViewFixture();
const outboundMap = view.options.seatMaps.LS1201;

function chosen(patch: Partial<ExtrasSelection>): ExtrasSelection {
  return { ...emptySelection(), ...patch };
}

const full = chosen({
  bags: { 'bag-20': 2, 'bag-23': 0 },
  priority: { outbound: true, inbound: false },
  extras: { 'meal-hot': 3, 'sport-golf': 1 },
  seats: { LS1201: ['4A', '', '1C'], LS1202: ['', '', ''] },
  transferId: 'private',
});

describe('seatedPassengers', () => {
  it('numbers adults then children; infants have no seat', () => {
    expect(
      seatedPassengers({ adults: 2, children: 1, infants: 1, child_ages: [8, 1], rooms: 1 }),
    ).toEqual([
      { index: 0, label: 'Adult 1' },
      { index: 1, label: 'Adult 2' },
      { index: 2, label: 'Child 1' },
    ]);
  });
});

describe('limits', () => {
  it('caps bags at maxQuantity (default 6) and extras at quantityAvailable (default 1)', () => {
    const [bag20, bag23] = view.options.bags;
    expect(bagMax(bag20)).toBe(6);
    expect(bagMax(bag23)).toBe(3);
    expect(bagMax({ ...bag20, maxQuantity: 0 })).toBe(6);
    const [meal] = view.options.extras;
    expect(extraMax(meal)).toBe(3);
    expect(extraMax({ ...meal, quantityAvailable: 0 })).toBe(1);
  });

  it('clamps a quantity to 0..max', () => {
    expect(clampQuantity(-1, 3)).toBe(0);
    expect(clampQuantity(7, 3)).toBe(3);
    expect(clampQuantity(2.7, 3)).toBe(2);
    expect(clampQuantity(Number.NaN, 3)).toBe(0);
  });

  it('prices bags by the bundle for that quantity, else per bag', () => {
    const bag = { ...view.options.bags[0], bundles: [{ quantity: 2, price: 9000 }] };
    expect(bagPrice(bag, 0)).toBe(0);
    expect(bagPrice(bag, 1)).toBe(5499);
    expect(bagPrice(bag, 2)).toBe(9000);
    expect(bagPrice(bag, 3)).toBe(3 * 5499);
  });
});

describe('transfers', () => {
  it('sorts by price with No Transfer first, shows 3 (plus the chosen one) until all are asked for', () => {
    const shuffled = [...view.options.transfers].reverse();
    expect(sortedTransfers(shuffled).map((t) => t.id)).toEqual([
      'none',
      'shuttle',
      'private',
      'minivan',
      'vip',
    ]);
    expect(visibleTransfers(shuffled, false, 'none').map((t) => t.id)).toEqual([
      'none',
      'shuttle',
      'private',
    ]);
    expect(visibleTransfers(shuffled, false, 'vip').map((t) => t.id)).toEqual([
      'none',
      'shuttle',
      'private',
      'vip',
    ]);
    expect(visibleTransfers(shuffled, true, 'none')).toHaveLength(5);
  });
});

describe('toUploadExtras', () => {
  it('sends nothing for nothing chosen', () => {
    expect(toUploadExtras(view, emptySelection())).toEqual({
      optionalExtras: [],
      seatAssignments: [],
    });
  });

  it('turns the selection into the contract entries', () => {
    const extras = toUploadExtras(view, full);
    expect(extras).toEqual({
      optionalExtras: [
        {
          code: 'bag-20',
          supplier: 'SandboxAir',
          quantity: 2,
          direction: 'both',
          type: 'flight_extra',
          description: '20kg hold bag',
          componentId: 'bags',
          applyTo: 'AllPax',
        },
        {
          code: 'pb-out',
          supplier: 'SandboxAir',
          quantity: 3,
          direction: 'outbound',
          type: 'flight_extra',
          description: 'Priority boarding (outbound)',
          componentId: 'priority',
          applyTo: 'AllPax',
        },
        {
          code: 'meal-hot',
          supplier: 'SandboxAir',
          quantity: 3,
          direction: 'both',
          type: 'flight_extra',
          description: 'Hot meal',
          componentId: 'meals',
        },
        {
          code: 'sport-golf',
          supplier: 'SandboxAir',
          quantity: 1,
          direction: 'both',
          type: 'flight_extra',
          description: 'Golf clubs',
          componentId: 'sports',
        },
        {
          code: 'private',
          supplier: 'SandboxTransfers',
          quantity: 1,
          direction: 'both',
          type: 'transfer',
          description: 'Private Transfer to Hotel Cala Blava',
        },
      ],
      seatAssignments: [
        {
          FlightNumber: 'LS1201',
          Supplier: 'SandboxAir',
          DeparturePoint: 'LGW',
          ComponentId: 'seat-LS1201',
          Assignments: [
            { PassengerIndex: 0, SeatNumber: '4A' },
            { PassengerIndex: 2, SeatNumber: '1C' },
          ],
        },
      ],
    });
    // What the server will accept.
    expect(uploadExtrasRequest.safeParse({ uuid: CHECKOUT_UUID, extras }).success).toBe(true);
  });

  it('caps quantities at their limits and ignores unknown seats', () => {
    const extras = toUploadExtras(
      view,
      chosen({ bags: { 'bag-23': 9 }, extras: { 'sport-golf': 4 }, seats: { LS1202: ['99Z'] } }),
    );
    expect(extras.optionalExtras.map((e) => [e.code, e.quantity])).toEqual([
      ['bag-23', 3],
      ['sport-golf', 1],
    ]);
    expect(extras.seatAssignments).toEqual([]);
  });
});

describe('initialSelection', () => {
  it('starts empty with No Transfer when nothing is committed', () => {
    expect(initialSelection(view)).toEqual(emptySelection());
  });

  it('restores a committed selection (going back from passengers)', () => {
    const committed = toUploadExtras(view, full);
    const restored = initialSelection(
      checkoutViewFixture({
        state: 'extras_committed',
        selection: {
          ...committed,
          transfer: view.options.transfers.find((t) => t.id === 'private') ?? null,
        },
      }),
    );
    expect(restored).toEqual({
      bags: { 'bag-20': 2 },
      priority: { outbound: true, inbound: false },
      extras: { 'meal-hot': 3, 'sport-golf': 1 },
      seats: { LS1201: ['4A', '', '1C'] },
      transferId: 'private',
    });
    // And it uploads the same entries again.
    expect(toUploadExtras(view, restored)).toEqual(committed);
  });
});

describe('previewTotals', () => {
  it('adds each extra to the server total, line by line', () => {
    const { lines, total } = previewTotals(view, full);
    expect(lines.map((l) => [l.kind, l.label, l.amount])).toEqual([
      ['hotel', 'Hotel', 120000],
      ['flights', 'Flights', 45000],
      ['bags', '2 × 20kg hold bag', 10998],
      ['priority', 'Priority boarding, outbound (3 passengers)', 2100],
      ['extras', '3 × Hot meal', 3750],
      ['extras', '1 × Golf clubs', 4500],
      ['seats', 'Seats, outbound LS1201: 4A, 1C', 799 + 1899],
      ['transfer', 'Transfer: Private Transfer', 9800],
    ]);
    expect(total).toBe(165000 + 10998 + 2100 + 3750 + 4500 + 2698 + 9800);
  });

  it('does not count extras the server has already added to its total twice', () => {
    const committed: CheckoutView = checkoutViewFixture({
      totals: {
        lines: [
          { kind: 'hotel', label: 'Hotel', amount: 120000 },
          { kind: 'flights', label: 'Flights', amount: 45000 },
          { kind: 'bags', label: 'Bags', amount: 10998 },
        ],
        hotel: 120000,
        flights: 55998,
        transfer: 0,
        total: 175998,
      },
    });
    expect(previewTotals(committed, chosen({ bags: { 'bag-20': 2 } })).total).toBe(175998);
    expect(previewTotals(committed, emptySelection()).total).toBe(165000);
  });
});

describe('seat picking', () => {
  const start = { seats: ['', '', ''], active: 0 };

  it('knows which seats can be picked', () => {
    expect(seatSelectable(outboundMap, '4A')).toBe(true);
    expect(seatSelectable(outboundMap, '3C')).toBe(false); // sold
    expect(seatSelectable(outboundMap, '6A')).toBe(false); // £0
    expect(seatSelectable(outboundMap, '9Z')).toBe(false); // not on the plane
  });

  it('gives the seat to the active passenger and moves on to the next', () => {
    const one = pickSeat(outboundMap, start, '4A');
    expect(one).toEqual({ seats: ['4A', '', ''], active: 1 });
    const two = pickSeat(outboundMap, one, '4B');
    const three = pickSeat(outboundMap, two, '4C');
    expect(three).toEqual({ seats: ['4A', '4B', '4C'], active: 2 });
  });

  it('deselects the active passenger’s own seat when picked again', () => {
    expect(pickSeat(outboundMap, { seats: ['4A', '', ''], active: 0 }, '4A')).toEqual({
      seats: ['', '', ''],
      active: 0,
    });
  });

  it('refuses another passenger’s seat, a sold seat and a £0 seat', () => {
    const state = { seats: ['4A', '', ''], active: 1 };
    expect(pickSeat(outboundMap, state, '4A')).toBe(state);
    expect(pickSeat(outboundMap, state, '3C')).toBe(state);
    expect(pickSeat(outboundMap, state, '6F')).toBe(state);
  });

  it('moves a passenger to a new seat', () => {
    expect(pickSeat(outboundMap, { seats: ['4A', '4B', ''], active: 0 }, '5A')).toEqual({
      seats: ['5A', '4B', ''],
      active: 1,
    });
  });
});
