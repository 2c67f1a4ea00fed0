import type {
  BookingCancellationSummary,
  BookingDetail,
  ChangeRequest,
} from '@sunward/contracts/bookings';

/** The Majorca package of booking-fixtures.ts as GET /bookings/{reference}/detail answers it. */
export const DETAIL_REFERENCE = 'SW123456';

export function changeRequestFixture(overrides: Partial<ChangeRequest> = {}): ChangeRequest {
  return {
    id: 'cr-1',
    type: 'room',
    urgency: 'medium',
    status: 'pending',
    description: 'Could we have a room on a higher floor?',
    contactMethod: 'email',
    attachments: [],
    created_at: '2026-11-22T09:30:00Z',
    replies: [],
    declineReason: null,
    ...overrides,
  };
}

export function bookingDetailFixture(overrides: Partial<BookingDetail> = {}): BookingDetail {
  return {
    id: '42',
    uuid: '6f1c2a3b-4d5e-4f60-8a71-92b3c4d5e6f7',
    reference: DETAIL_REFERENCE,
    status: 'Confirmed',
    type: 'package',
    bookedAt: '2026-11-21T10:05:00Z',
    destination: 'Majorca',
    hotel: {
      name: 'Hotel Playa Azul',
      address: 'Carrer de la Mar 12, 07400 Alcúdia',
      destinationName: 'Majorca',
      image: '/images/hotels/playa-azul.jpg',
      checkIn: '2027-06-12',
      checkOut: '2027-06-19',
      nights: 7,
      roomType: 'Double Room Sea View',
      boardBasis: 'Half Board',
      coordinates: { lat: 39.8489, lon: 3.1243 },
    },
    flights: {
      outbound: {
        airline: 'easyJet',
        flightNo: 'EZY8061',
        from: 'LGW',
        from_str: 'London Gatwick',
        to: 'PMI',
        to_str: 'Palma de Mallorca',
        date: '2027-06-12',
        departure_time: '06:40',
        arrival_time: '10:05',
      },
      inbound: {
        airline: 'easyJet',
        flightNo: 'EZY8062',
        from: 'PMI',
        from_str: 'Palma de Mallorca',
        to: 'LGW',
        to_str: 'London Gatwick',
        date: '2027-06-19',
        departure_time: '11:00',
        arrival_time: '12:35',
      },
    },
    transfers: {
      type: 'Private Transfer',
      provider: 'Sunshine Transfers',
      outboundCollection: '10:45',
      outboundCollectionNotes: 'Meet your driver in the arrivals hall',
      inboundCollection: '08:00',
      inboundCollectionNotes: 'Wait at the hotel reception',
    },
    passengers: [
      {
        id: 'p1',
        fullName: 'Mr Sam Jones',
        title: 'Mr',
        first_names: 'Sam',
        last_name: 'Jones',
        type: 'Adult',
        age: 42,
        date_of_birth: '1985-04-12',
        nationality: 'British',
        lead: true,
        email: 'sam@example.co.uk',
        phone: '07700 900123',
        address_line_one: '1 High Street',
        address_line_two: null,
        city: 'Brighton',
        postcode: 'BN1 1AA',
      },
      {
        id: 'p2',
        fullName: 'Miss Lily Jones',
        title: 'Miss',
        first_names: 'Lily',
        last_name: 'Jones',
        type: 'Child',
        age: 8,
        date_of_birth: '2019-01-20',
        nationality: 'Irish',
        lead: false,
        email: null,
        phone: null,
        address_line_one: null,
        address_line_two: null,
        city: null,
        postcode: null,
      },
    ],
    payment: {
      totalCost: 165000,
      paidAmount: 64800,
      remainingBalance: 100200,
      planName: 'Monthly Payments',
      deposit: 14700,
      schedule: [
        { description: 'Deposit', amount: 14700, payment_date: '2026-11-21', status: 'paid' },
        { description: 'Payment 1', amount: 50100, payment_date: '2027-01-12', status: 'paid' },
        { description: 'Payment 2', amount: 50100, payment_date: '2027-03-12', status: 'overdue' },
        { description: 'Payment 3', amount: 50100, payment_date: '2027-05-12', status: 'pending' },
      ],
    },
    transactions: [
      {
        id: 't1',
        date: '2026-11-21T10:05:00Z',
        amount: 14700,
        method: 'card',
        description: 'Initial Deposit',
      },
      {
        id: 't2',
        date: '2027-01-10T12:00:00Z',
        amount: 50100,
        method: 'bank_transfer',
        description: 'Payment 2',
      },
    ],
    documents: [
      {
        name: 'Booking confirmation',
        type: 'pdf',
        available: true,
        download_url: '/api/bookings/SW123456/documents/confirmation',
      },
      {
        name: 'Holiday calendar (flights and stay)',
        type: 'ics',
        available: true,
        download_url: '/api/bookings/SW123456/calendar.ics',
      },
    ],
    changeRequests: [changeRequestFixture()],
    cancellation: {
      chargePence: 14700,
      paidPence: 64800,
      nextRise: { date: '2027-04-03', chargePence: 82500, byPence: 67800 },
    },
    cancelled: null,
    canCreateAccount: false,
    ...overrides,
  };
}

/**
 * The same booking cancelled on 1 February 2027 (131 days out: the deposit only): £648.00 paid,
 * £147.00 kept, £501.00 due back by 15 February, one refund back already and one still processing.
 */
export function cancellationSummaryFixture(
  overrides: Partial<BookingCancellationSummary> = {},
): BookingCancellationSummary {
  return {
    cancelledAt: '2027-02-01T10:30:00Z',
    chargePence: 14700,
    paidPence: 64800,
    refundDuePence: 50100,
    refundDueBy: '2027-02-15',
    refunds: [
      { amountPence: 35400, status: 'Refunded', date: '2027-02-03T09:15:00Z' },
      { amountPence: 14700, status: 'Processing', date: null },
    ],
    ...overrides,
  };
}

/** The booking once cancelled, as the detail answers it: its refunds and only the cancellation PDF. */
export function cancelledBookingDetailFixture(
  overrides: Partial<BookingDetail> = {},
): BookingDetail {
  return bookingDetailFixture({
    status: 'Cancelled',
    cancelled: cancellationSummaryFixture(),
    documents: [
      {
        name: 'Cancellation confirmation',
        type: 'pdf',
        available: true,
        download_url: `/api/bookings/${DETAIL_REFERENCE}/documents/cancellation`,
      },
    ],
    ...overrides,
  });
}
