import type { BookingConfirmation, BookingSummary } from '@sunward/contracts/bookings';

/** A 2-adult + 1-child package to Majorca, as GET /bookings/{reference} answers it. */
export const BOOKING_REFERENCE = 'SW123456';
export const BOOKING_KEY = 'b5a1c8f0-2f7e-4b61-9a9f-6f8e1c2d3e4f';

export function bookingFixture(overrides: Partial<BookingConfirmation> = {}): BookingConfirmation {
  return {
    reference: BOOKING_REFERENCE,
    date: '2026-11-21T10:05:00Z',
    status: 'Confirmed',
    type: 'package',
    itineraryUuid: '6f1c2a3b-4d5e-4f60-8a71-92b3c4d5e6f7',
    leadPassenger: 'Mr Sam Jones',
    guests: '2 adults, 1 child',
    email: 'sam@example.co.uk',
    hotel: {
      name: 'Hotel Playa Azul',
      address: 'Carrer de la Mar 12, 07400 Alcúdia',
      destinationName: 'Majorca',
      checkIn: '2027-06-12',
      checkOut: '2027-06-19',
      nights: 7,
      roomType: 'Double Room Sea View',
      boardBasis: 'Half Board',
      image: '/images/hotels/playa-azul.jpg',
    },
    flights: {
      outbound: {
        from: 'London Gatwick (LGW)',
        to: 'Palma (PMI)',
        date: '2027-06-12',
        airline: 'easyJet',
        flightNo: 'EZY8061',
        departureTime: '06:40',
        arrivalTime: '10:05',
        supplier: 'SandboxAir',
      },
      inbound: {
        from: 'Palma (PMI)',
        to: 'London Gatwick (LGW)',
        date: '2027-06-19',
        airline: 'easyJet',
        flightNo: 'EZY8062',
        departureTime: '11:00',
        arrivalTime: '12:35',
        supplier: 'SandboxAir',
      },
    },
    passengers: [
      {
        title: 'Mr',
        first_names: 'Sam',
        last_name: 'Jones',
        date_of_birth: '1985-04-12',
        type: 'Adult',
      },
      {
        title: 'Mrs',
        first_names: 'Ann',
        last_name: 'Jones',
        date_of_birth: '1987-09-03',
        type: 'Adult',
      },
      {
        title: 'Miss',
        first_names: 'Lily',
        last_name: 'Jones',
        date_of_birth: '2019-01-20',
        type: 'Child',
      },
    ],
    addons: [
      { description: 'Hold luggage 23kg x 2', amount: 9000 },
      { description: 'Priority boarding', amount: 2400 },
    ],
    transfers: {
      type: 'Private Transfer',
      outboundCollection: 'Palma airport arrivals hall',
      inboundCollection: 'Hotel reception, 3 hours before departure',
      distance: '58 km',
      duration: '55 min',
    },
    payment: {
      totalCost: 165000,
      paid: 14700,
      planName: 'Monthly Payments',
      schedule: [
        { date: '2026-11-21', amount: 14700, status: 'Paid' },
        { date: '2027-01-12', amount: 50100, status: 'Due' },
        { date: '2027-03-12', amount: 50100, status: 'Due' },
        { date: '2027-05-12', amount: 50100, status: 'Due' },
      ],
      remainingBalance: 150300,
    },
    documents: [
      {
        kind: 'confirmation',
        title: 'Booking confirmation',
        url: '/api/bookings/SW123456/documents/confirmation',
      },
      { kind: 'atol', title: 'ATOL certificate', url: '/api/bookings/SW123456/documents/atol' },
    ],
    canCreateAccount: false,
    airlineConfirmation: null,
    cancellation: null,
    ...overrides,
  };
}

/** The same booking as the account's list of bookings shows it (GET /auth/customer/itineraries). */
export function bookingSummaryFixture(overrides: Partial<BookingSummary> = {}): BookingSummary {
  return {
    id: '7',
    uuid: '6f1c2a3b-4d5e-4f60-8a71-92b3c4d5e6f7',
    reference: BOOKING_REFERENCE,
    status: 'Confirmed',
    destination: 'Majorca',
    hotel: { name: 'Hotel Playa Azul', checkIn: '2027-06-12', checkOut: '2027-06-19', nights: 7 },
    ...overrides,
  };
}
