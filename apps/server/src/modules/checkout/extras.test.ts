import { describe, expect, it } from 'vitest';
import type { AppError } from '../../errors';
import { validateExtras } from './extras';
import { NO_TRANSFER_OPTION, type CheckoutOptions } from './options';

const supplier = 'sunward-sandbox';
const options: CheckoutOptions = {
  supplier,
  bags: [20, 23].map((weight) => ({
    uiId: `bag-${weight}kg`,
    id: `BAG-LS1-${weight}`,
    componentId: `BAG-LS1-${weight}`,
    supplier,
    weight,
    price: weight * 250,
    maxQuantity: 3,
    applyTo: 'AllPax' as const,
    legs: 'both' as const,
    bundles: [1, 2, 3].map((q) => ({ quantity: q, price: q * weight * 250 })),
  })),
  priorityBoarding: {
    outbound: {
      id: 'PRI-LS1',
      componentId: 'PRI-LS1',
      supplier,
      unitCost: 1099,
      applyTo: 'AllPax',
    },
    inbound: null,
  },
  extras: [
    {
      id: 'SPORT-GOLF',
      componentId: 'SPORT-GOLF',
      supplier,
      kind: 'sports',
      description: 'Golf bag (up to 20kg)',
      unitCost: 5000,
      quantityAvailable: 2,
      direction: 'both',
    },
  ],
  seatMaps: {
    LS1: {
      flightNumber: 'LS1',
      direction: 'outbound',
      departurePoint: 'MAN',
      date: '2027-06-12',
      aircraft: 'Boeing 737-800',
      rows: 2,
      letters: ['A', 'B', '', 'C', 'D'],
      bands: [
        { id: 'XL', description: 'Extra legroom', price: 2299 },
        { id: 'FREE', description: 'Random', price: 0 },
      ],
      seats: ['1A', '1B', '1C', '1D', '2A', '2B'].map((number) => ({
        number,
        row: Number(number[0]),
        letter: number.slice(1),
        bandId: number.startsWith('1') ? 'XL' : 'FREE',
        available: number !== '1D',
        componentId: 'SEAT-LS1',
        supplier,
      })),
    },
  },
  transfers: [
    { ...NO_TRANSFER_OPTION },
    {
      id: 'TRF-1',
      vehicle_title: 'Shuttle Bus',
      name: 'Shuttle Bus to Alcúdia',
      description: '',
      supplier: 'transfers',
      price: { amount: 3000 },
      vehicles: 1,
      duration_minutes: 60,
      distance_km: 50,
    },
  ],
};

const entry = (code: string, quantity: number, over: object = {}) => ({
  code,
  supplier: 'whatever',
  quantity,
  direction: 'both' as const,
  type: 'flight_extra' as const,
  description: 'client text',
  ...over,
});

const context = { options, passengers: 3, hotelOnly: false };

describe('validateExtras', () => {
  it('prices from the options, in the supplier’s order, with the supplier’s descriptions', () => {
    const result = validateExtras(
      {
        optionalExtras: [
          entry('TRF-1', 1, { type: 'transfer' }),
          entry('SPORT-GOLF', 1, { passengerIndex: 2 }),
          entry('BAG-LS1-23', 1),
          entry('PRI-LS1', 1),
          entry('BAG-LS1-20', 0),
          entry('SPORT-GOLF', 1, { passengerIndex: 0 }),
        ],
        seatAssignments: [
          {
            FlightNumber: 'ls1',
            Supplier: '',
            DeparturePoint: '',
            Assignments: [
              { PassengerIndex: 1, SeatNumber: '1b' },
              { PassengerIndex: 0, SeatNumber: '1A' },
            ],
          },
        ],
      },
      context,
    );
    expect(result.priced).toEqual({
      bags: [{ id: 'BAG-LS1-23', weightKg: 23, quantity: 1, unitPence: 5750 }],
      priority: [{ id: 'PRI-LS1', direction: 'outbound', passengers: 3, unitPence: 1099 }],
      extras: [
        { id: 'SPORT-GOLF', description: 'Golf bag (up to 20kg)', quantity: 2, unitPence: 5000 },
      ],
      seats: [
        {
          flightNumber: 'LS1',
          seats: [
            { number: '1A', pricePence: 2299 },
            { number: '1B', pricePence: 2299 },
          ],
        },
      ],
      transfer: { id: 'TRF-1', name: 'Shuttle Bus to Alcúdia', pricePence: 3000 },
    });
    expect(result.optionalExtras.map((e) => [e.code, e.quantity, e.description])).toEqual([
      ['BAG-LS1-23', 1, '23kg hold bag'],
      ['PRI-LS1', 3, 'Priority boarding (outbound)'],
      ['SPORT-GOLF', 1, 'Golf bag (up to 20kg)'],
      ['SPORT-GOLF', 1, 'Golf bag (up to 20kg)'],
      ['TRF-1', 1, 'Shuttle Bus to Alcúdia'],
    ]);
    expect(result.seatAssignments).toEqual([
      {
        FlightNumber: 'LS1',
        Supplier: supplier,
        DeparturePoint: 'MAN',
        ComponentId: 'SEAT-LS1',
        Assignments: [
          { PassengerIndex: 0, SeatNumber: '1A' },
          { PassengerIndex: 1, SeatNumber: '1B' },
        ],
      },
    ]);
    expect(result.holds).toEqual([
      { flightNumber: 'LS1', flightDate: '2027-06-12', seatNumber: '1A', passengerIndex: 0 },
      { flightNumber: 'LS1', flightDate: '2027-06-12', seatNumber: '1B', passengerIndex: 1 },
    ]);
    expect(result.transfer?.id).toBe('TRF-1');
  });

  it('gathers every problem of an upload into one 422', () => {
    let error: AppError | undefined;
    try {
      validateExtras(
        {
          optionalExtras: [
            entry('BAG-LS1-20', 4),
            entry('BAG-LS1-20', 1),
            entry('PRI-LS1', 1, { passengerIndex: 0 }),
          ],
          seatAssignments: [
            {
              FlightNumber: 'LS1',
              Supplier: '',
              DeparturePoint: '',
              Assignments: [
                { PassengerIndex: 0, SeatNumber: '1D' },
                { PassengerIndex: 1, SeatNumber: '2A' },
              ],
            },
          ],
        },
        context,
      );
    } catch (err) {
      error = err as AppError;
    }
    expect(error?.status).toBe(422);
    expect(error?.details).toEqual({
      errors: {
        'extras.optionalExtras.0.quantity': ['You can add at most 3 × 20kg hold bags.'],
        'extras.optionalExtras.1': ['"client text" is listed twice.'],
        'extras.optionalExtras.2': [
          'Priority boarding is bought for everyone on the flight, not per passenger.',
        ],
        'extras.seatAssignments.0.Assignments.0.SeatNumber': [
          'Seat 1D on LS1 is not available. Please choose another seat.',
        ],
        'extras.seatAssignments.0.Assignments.1.SeatNumber': [
          'Seat 2A on LS1 is not available. Please choose another seat.',
        ],
      },
    });
  });

  it('refuses flight extras and seats on a hotel-only booking', () => {
    expect(() =>
      validateExtras(
        { optionalExtras: [entry('BAG-LS1-20', 1)], seatAssignments: [] },
        { ...context, hotelOnly: true },
      ),
    ).toThrow('A hotel-only booking has no flight extras.');
  });
});
