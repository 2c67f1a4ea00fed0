import { describe, expect, it } from 'vitest';
import { computeTotals, emptySelection, type PricedSelection } from './totals';

describe('checkout totals (docs/spec/2-checkout-payment.md §9)', () => {
  const selection: PricedSelection = {
    bags: [{ id: 'BAG-LS1201-20', weightKg: 20, quantity: 2, unitPence: 4998 }],
    priority: [
      { id: 'PRI-LS1201', direction: 'outbound', passengers: 3, unitPence: 1099 },
      { id: 'PRI-LS1202', direction: 'inbound', passengers: 3, unitPence: 1099 },
    ],
    extras: [
      {
        id: 'MEAL-LS1201',
        description: 'Hot meal and soft drink (outbound)',
        quantity: 3,
        unitPence: 899,
      },
      {
        id: 'SPORT-GOLF-LS1201',
        description: 'Golf bag (up to 20kg)',
        quantity: 1,
        unitPence: 5000,
      },
    ],
    seats: [
      {
        flightNumber: 'LS1201',
        seats: [
          { number: '3C', pricePence: 1499 },
          { number: '3D', pricePence: 1499 },
        ],
      },
      { flightNumber: 'LS1202', seats: [{ number: '16A', pricePence: 2299 }] },
    ],
    transfer: { id: 'TRF-1', name: 'Private Transfer to Alcúdia', pricePence: 8640 },
  };

  it('adds hotel, flights with every extra, and the transfer to the penny', () => {
    const totals = computeTotals({
      roomsPence: [120001, 64999],
      nights: 7,
      flightPence: 45003,
      passengers: 3,
      selection,
    });
    const bags = 2 * 4998;
    const priority = 2 * 3 * 1099;
    const extras = 3 * 899 + 5000;
    const seats = 1499 + 1499 + 2299;
    expect(totals.hotel).toBe(185000);
    expect(totals.flights).toBe(45003 + bags + priority + extras + seats);
    expect(totals.transfer).toBe(8640);
    expect(totals.total).toBe(185000 + 45003 + bags + priority + extras + seats + 8640);
    expect(totals.total).toBe(268227);
    expect(totals.lines).toEqual([
      { kind: 'hotel', label: 'Hotel, 7 nights, 2 rooms', amount: 185000 },
      { kind: 'flights', label: 'Return flights, 3 passengers', amount: 45003 },
      { kind: 'bags', label: '2 × 20kg hold bag', amount: 9996 },
      { kind: 'priority', label: 'Priority boarding (outbound), 3 passengers', amount: 3297 },
      { kind: 'priority', label: 'Priority boarding (return), 3 passengers', amount: 3297 },
      { kind: 'extras', label: '3 × Hot meal and soft drink (outbound)', amount: 2697 },
      { kind: 'extras', label: '1 × Golf bag (up to 20kg)', amount: 5000 },
      { kind: 'seats', label: 'Seats on LS1201: 3C, 3D', amount: 2998 },
      { kind: 'seats', label: 'Seats on LS1202: 16A', amount: 2299 },
      { kind: 'transfer', label: 'Transfer: Private Transfer to Alcúdia', amount: 8640 },
    ]);
    expect(totals.lines.reduce((n, l) => n + l.amount, 0)).toBe(totals.total);
  });

  it('leaves out lines of £0 except the hotel', () => {
    const hotelOnly = computeTotals({
      roomsPence: [0],
      nights: 1,
      flightPence: null,
      passengers: 1,
      selection: {
        ...emptySelection(),
        transfer: { id: 'none', name: 'No Transfer', pricePence: 0 },
      },
    });
    expect(hotelOnly).toEqual({
      lines: [{ kind: 'hotel', label: 'Hotel, 1 night', amount: 0 }],
      hotel: 0,
      flights: 0,
      transfer: 0,
      total: 0,
    });
  });
});
