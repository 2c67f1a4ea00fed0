import { bookingConfirmation, type BookingConfirmation } from '@sunward/contracts/bookings';

/** A confirmed package booking with flights, transfers, extras and an instalment plan (for tests). */
export function sampleBooking(overrides: Partial<BookingConfirmation> = {}): BookingConfirmation {
  return bookingConfirmation.parse({
    reference: 'SW482913',
    date: '2026-03-03T14:05:00.000Z',
    status: 'Confirmed',
    type: 'package',
    itineraryUuid: '5b0f4c1e-8d4a-4a57-9d2e-6f1c2b3a4d5e',
    leadPassenger: 'Mrs Amelia Hart',
    guests: '2 adults, 1 child',
    email: 'amelia.hart@example.co.uk',
    hotel: {
      name: 'Hotel Playa Dorada',
      address: 'Avenida del Mar 12, 07400 Alcúdia, Mallorca',
      destinationName: 'Alcúdia, Majorca',
      checkIn: '2026-07-18',
      checkOut: '2026-07-25',
      nights: 7,
      roomType: 'Double room with sea view',
      boardBasis: 'All inclusive',
      image: '/api/images/hotel-101-1.svg',
    },
    flights: {
      outbound: {
        from: 'London Gatwick (LGW)',
        to: 'Palma de Mallorca (PMI)',
        date: '2026-07-18',
        airline: 'easyJet',
        flightNo: 'EZY8061',
        departureTime: '06:45',
        arrivalTime: '10:05',
        supplier: 'sandbox-air',
      },
      inbound: {
        from: 'Palma de Mallorca (PMI)',
        to: 'London Gatwick (LGW)',
        date: '2026-07-25',
        airline: 'easyJet',
        flightNo: 'EZY8062',
        departureTime: '11:00',
        arrivalTime: '12:25',
        supplier: 'sandbox-air',
      },
    },
    passengers: [
      {
        title: 'Mrs',
        first_names: 'Amelia',
        last_name: 'Hart',
        date_of_birth: '1986-04-12',
        type: 'Adult',
      },
      {
        title: 'Mr',
        first_names: 'Łukasz',
        last_name: 'Dvořák',
        date_of_birth: '1984-11-02',
        type: 'Adult',
      },
      {
        title: 'Miss',
        first_names: 'Isla',
        last_name: 'Hart',
        date_of_birth: '2017-06-30',
        type: 'Child',
      },
    ],
    addons: [
      { description: '2 x 23kg hold bags', amount: 9800 },
      { description: 'Priority boarding (3 passengers)', amount: 2700 },
    ],
    transfers: {
      type: 'Shared coach',
      outboundCollection: 'Palma airport arrivals hall, after your flight lands',
      inboundCollection: 'Hotel reception, 3 hours before your return flight',
      distance: '58 km',
      duration: '1 hour 5 minutes',
    },
    payment: {
      totalCost: 284_750,
      paid: 50_000,
      planName: 'Deposit and monthly instalments',
      schedule: [
        { date: '2026-03-03', amount: 50_000, status: 'Paid' },
        { date: '2026-04-03', amount: 117_375, status: 'Due' },
        { date: '2026-05-03', amount: 117_375, status: 'Due' },
      ],
      remainingBalance: 234_750,
    },
    documents: [],
    canCreateAccount: false,
    cancellation: null,
    airlineConfirmation: null,
    ...overrides,
  });
}
