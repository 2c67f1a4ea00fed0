import type { CheckoutView, PaymentPlan } from '@sunward/contracts/checkout';
import { describe, expect, it } from 'vitest';
import { snapshotOf } from './snapshot';

const view = {
  type: 'package',
  uuid: 'itinerary-1',
  passengers: [],
  party: { rooms: [{ adults: 2, children: 0, infants: 0, childAges: [] }] },
  hotel: {
    name: 'Hotel Sol',
    location: 'Alcúdia, Majorca, Spain',
    check_in: '2027-01-19',
    check_out: '2027-01-26',
    nights: 7,
    RoomBookings: [],
    image: '',
    coordinates: null,
  },
  flight: {
    itineraryId: '101:2027-01-19:102:2027-01-26',
    outbound: leg('Palma de Mallorca', 'PMI'),
    return: leg('London Gatwick', 'LGW'),
  },
  options: { bags: [{ id: 'BAG-LS1-20' }] },
  selection: {
    optionalExtras: [
      { code: 'BAG-LS1-20', quantity: 2 },
      { code: 'MEAL-LS1', quantity: 1 },
    ],
    seatAssignments: [
      { FlightNumber: 'LS1', Assignments: [{ PassengerIndex: 1, SeatNumber: '3C' }] },
    ],
    transfer: {
      vehicle_title: 'Shared coach',
      distance_km: 55,
      duration_minutes: 65,
      supplier: 'Sun',
    },
  },
  totals: { lines: [] },
} as unknown as CheckoutView;

function leg(name: string, code: string) {
  const end = { airportName: name, airportCode: code, localDate: '2027-01-19', localTime: '10:05' };
  return { departsFrom: end, arrivesAt: end, airline: 'Jet2', flightNumber: 'LS1' };
}

describe('snapshotOf', () => {
  it('keeps the supplier flight pair and the bags and seats bought, for extras added later', () => {
    const snapshot = snapshotOf({
      reference: 'SW123456',
      bookedAt: new Date('2026-11-01T10:00:00Z'),
      view,
      plan: { name: 'Pay in full' } as unknown as PaymentPlan,
    });
    expect(snapshot.flightRef).toEqual({
      outboundFlightId: 101,
      outboundDate: '2027-01-19',
      returnFlightId: 102,
      returnDate: '2027-01-26',
    });
    expect(snapshot.bought).toEqual({
      bags: [{ id: 'BAG-LS1-20', quantity: 2 }],
      seats: [{ flightNumber: 'LS1', passenger: 2, seatNumber: '3C' }],
    });
  });

  it('writes the transfer collections with en-GB dates', () => {
    const snapshot = snapshotOf({
      reference: 'SW-1',
      bookedAt: new Date('2026-11-25T10:00:00Z'),
      view,
      plan: { name: 'Pay in full' } as unknown as PaymentPlan,
    });
    expect(snapshot.transfers?.outboundCollection).toBe(
      'Palma de Mallorca airport on arrival, Tuesday 19 January 2027',
    );
    expect(snapshot.transfers?.inboundCollection).toBe(
      'Hotel Sol, before your return flight, Tuesday 26 January 2027',
    );
  });

  it('writes the driver’s times where the supplier gave them', () => {
    const timed = {
      ...view,
      selection: {
        ...view.selection,
        transfer: {
          ...view.selection.transfer,
          collections: { arrival: '2027-01-19T10:50', departure: '2027-01-26T00:05' },
        },
      },
    } as unknown as CheckoutView;
    const snapshot = snapshotOf({
      reference: 'SW-1',
      bookedAt: new Date('2026-11-25T10:00:00Z'),
      view: timed,
      plan: { name: 'Pay in full' } as unknown as PaymentPlan,
    });
    expect(snapshot.transfers?.outboundCollection).toBe(
      '10:50 on Tuesday 19 January 2027, Palma de Mallorca airport',
    );
    // A flight home at 03:05 is collected just after midnight, on the day of the collection.
    expect(snapshot.transfers?.inboundCollection).toBe(
      '00:05 on Tuesday 26 January 2027, Hotel Sol',
    );
    expect(snapshot.transfers?.collections).toEqual({
      arrival: '2027-01-19T10:50',
      departure: '2027-01-26T00:05',
    });
  });
});
