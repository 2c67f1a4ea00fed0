import type { CheckoutView, SeatMap } from '@sunward/contracts/checkout';

/** Test data for the checkout pages: a 2-adult + 1-child package to Majorca, as the server sends it. */

export const CHECKOUT_UUID = '6f1c2a3b-4d5e-4f60-8a71-92b3c4d5e6f7';

function seatMap(flightNumber: string, direction: 'outbound' | 'inbound', from: string): SeatMap {
  const letters = ['A', 'B', 'C', '', 'D', 'E', 'F'];
  const seats: SeatMap['seats'] = [];
  for (let row = 1; row <= 6; row++) {
    for (const letter of letters) {
      if (!letter) continue;
      seats.push({
        number: `${String(row)}${letter}`,
        row,
        letter,
        bandId: row <= 2 ? 'extra-legroom' : row === 6 ? 'free' : 'standard',
        // 3C is sold; row 6 costs nothing, so it cannot be picked (docs/spec/2-checkout-payment.md §4 'Seat picker').
        available: !(row === 3 && letter === 'C'),
        componentId: `seat-${flightNumber}`,
        supplier: 'SandboxAir',
      });
    }
  }
  return {
    flightNumber,
    direction,
    departurePoint: from,
    date: direction === 'outbound' ? '2027-06-12' : '2027-06-19',
    aircraft: 'Boeing 737-800',
    rows: 6,
    letters,
    bands: [
      { id: 'extra-legroom', description: 'Extra legroom', price: 1899 },
      { id: 'standard', description: 'Standard', price: 799 },
      { id: 'free', description: 'Random allocation', price: 0 },
    ],
    seats,
  };
}

const leg = (from: string, to: string, flightNumber: string, day: string, time: string) => ({
  airline: 'Jet2',
  airlineCode: 'LS',
  flightNumber,
  durationMinutes: 150,
  includedBaggageKg: null,
  departsFrom: {
    airportCode: from,
    airportName: from === 'LGW' ? 'London Gatwick' : 'Palma de Mallorca',
    at: `${day}T${time}:00.000Z`,
    localDate: day,
    localTime: time,
  },
  arrivesAt: {
    airportCode: to,
    airportName: to === 'LGW' ? 'London Gatwick' : 'Palma de Mallorca',
    at: `${day}T${time}:00.000Z`,
    localDate: day,
    localTime: time,
  },
});

export function checkoutViewFixture(overrides: Partial<CheckoutView> = {}): CheckoutView {
  return {
    uuid: CHECKOUT_UUID,
    state: 'prebooked',
    type: 'package',
    expires_at: new Date(Date.now() + 30 * 60_000).toISOString(),
    party: { adults: 2, children: 1, infants: 0, child_ages: [8], rooms: 1 },
    hotel: {
      ivector_property_id: 1201,
      name: 'Hotel Cala Blava',
      location: 'Alcúdia, Majorca, Spain',
      rating: 4,
      image: '/api/images/hotel-1201-1.svg',
      check_in: '2027-06-12',
      check_out: '2027-06-19',
      nights: 7,
      coordinates: { lat: 39.8489, lon: 3.1243 },
      RoomBookings: [
        {
          RoomBookingToken: 'rb-1',
          RoomType: 'Double Room',
          MealBasisCode: 'Half Board',
          NonRefundable: false,
          TotalCost: 120000,
          Supplier: 'SandboxBeds',
          SupplierReference: 'SB-1201-1',
        },
      ],
    },
    flight: {
      itineraryId: '11:2027-06-12:12:2027-06-19',
      outbound: leg('LGW', 'PMI', 'LS1201', '2027-06-12', '07:05'),
      return: leg('PMI', 'LGW', 'LS1202', '2027-06-19', '10:40'),
      price: { perPassenger: 15000, perPerson: 15000 },
      cost: 45000,
      totalPrice: 45000,
      durationNights: 7,
      seats: 3,
      infants: 0,
    },
    manual_flight_details: null,
    airline_terms_required: false,
    deposit_available: true,
    options: {
      supplier: 'SandboxAir',
      bags: [
        {
          uiId: 'bag-20',
          id: 'bag-20',
          componentId: 'bags',
          supplier: 'SandboxAir',
          weight: 20,
          price: 5499,
          maxQuantity: 6,
          applyTo: 'AllPax',
          legs: 'both',
          bundles: [1, 2, 3, 4, 5, 6].map((q) => ({ quantity: q, price: q * 5499 })),
        },
        {
          uiId: 'bag-23',
          id: 'bag-23',
          componentId: 'bags',
          supplier: 'SandboxAir',
          weight: 23,
          price: 6499,
          maxQuantity: 3,
          applyTo: 'AllPax',
          legs: 'both',
          bundles: [1, 2, 3].map((q) => ({ quantity: q, price: q * 6499 })),
        },
      ],
      priorityBoarding: {
        outbound: {
          id: 'pb-out',
          componentId: 'priority',
          supplier: 'SandboxAir',
          unitCost: 700,
          applyTo: 'AllPax',
        },
        inbound: {
          id: 'pb-in',
          componentId: 'priority',
          supplier: 'SandboxAir',
          unitCost: 700,
          applyTo: 'AllPax',
        },
      },
      extras: [
        {
          id: 'meal-hot',
          componentId: 'meals',
          supplier: 'SandboxAir',
          kind: 'meal',
          description: 'Hot meal',
          unitCost: 1250,
          quantityAvailable: 3,
          direction: 'both',
        },
        {
          id: 'sport-golf',
          componentId: 'sports',
          supplier: 'SandboxAir',
          kind: 'sports',
          description: 'Golf clubs',
          unitCost: 4500,
          quantityAvailable: 1,
          direction: 'both',
        },
      ],
      seatMaps: {
        LS1201: seatMap('LS1201', 'outbound', 'LGW'),
        LS1202: seatMap('LS1202', 'inbound', 'PMI'),
      },
      transfers: [
        {
          id: 'none',
          vehicle_title: 'No Transfer',
          name: 'No Transfer',
          description: 'I will make my own way to the hotel.',
          supplier: '',
          price: { amount: 0 },
          vehicles: 0,
          duration_minutes: 0,
          distance_km: 0,
        },
        ...(
          [
            ['shuttle', 'Shuttle Bus', 3600],
            ['private', 'Private Transfer', 9800],
            ['minivan', 'Minivan', 11200],
            ['vip', 'VIP Car', 18500],
          ] as const
        ).map(([id, vehicle, amount]) => ({
          id,
          vehicle_title: vehicle,
          name: `${vehicle} to Hotel Cala Blava`,
          description: `Return ${vehicle.toLowerCase()} between Palma airport and your hotel.`,
          supplier: 'SandboxTransfers',
          price: { amount },
          vehicles: 1,
          duration_minutes: 55,
          distance_km: 58.4,
        })),
      ],
    },
    selection: { optionalExtras: [], seatAssignments: [], transfer: null },
    passengers: [],
    billing: null,
    agreements_accepted: false,
    plan_id: null,
    totals: {
      lines: [
        { kind: 'hotel', label: 'Hotel', amount: 120000 },
        { kind: 'flights', label: 'Flights', amount: 45000 },
      ],
      hotel: 120000,
      flights: 45000,
      transfer: 0,
      total: 165000,
    },
    ...overrides,
  };
}
