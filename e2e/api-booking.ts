import { expect, type APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';

/**
 * A real booking made through the API as a guest's browser makes it (search, prebook, checkout
 * steps, the gateway's hosted card token, payment), for journeys that start after a booking
 * exists: the checkout's own journeys walk it through the pages.
 */

interface Hotel {
  ivector_property_id: number;
  package?: { flightId: string | null };
  bookingToken: string;
  rooms: { RoomBookingToken: string }[];
}

export interface ApiBooking {
  reference: string;
  email: string;
  lastName: string;
  /** Check-in, 'yyyy-mm-dd'. */
  departure: string;
  /** The booking key the guest's browser keeps from its checkout (x-booking-key). */
  key: string;
  /** The hotel booked (its supplier id). */
  hotelId: number;
}

const day = (from: Date, days: number) =>
  new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The UK airports a package is searched from, one at a time, until its flights are with an
 * airline that needs no confirmation on its own page (the cheapest flight is the package's).
 */
const UK_AIRPORTS = [[], ['LGW'], ['MAN'], ['BHX'], ['BRS'], ['LTN']];

/**
 * A stay in Majorca for two adults, ~5 months ahead (far enough for every deposit plan), booked by
 * a guest or a customer: hotel only, or a package with flights (an airline that needs no
 * confirmation on its own page); paid in full, or the first payment of a deposit plan.
 */
export async function bookHotelThroughApi(
  request: APIRequestContext,
  {
    lastName,
    email,
    type = 'hotelonly',
    token,
    plan = 'full',
  }: {
    lastName: string;
    email: string;
    type?: 'hotelonly' | 'package';
    /** A signed-in customer's bearer token: the booking is theirs (a guest's without it). */
    token?: string;
    /** The payment plan's id, as the checkout offers it. */
    plan?: 'full' | 'deposit-balance' | 'low-deposit-monthly';
  },
): Promise<ApiBooking> {
  const config = (await (await request.get('/api/config/destinations')).json()) as {
    countries: { regions: { id: number; name: string }[] }[];
  };
  const majorca = config.countries.flatMap((c) => c.regions).find((r) => r.name === 'Majorca');
  if (!majorca) throw new Error('Majorca is missing from the catalogue');
  const start = day(new Date(), 150);

  type Found = {
    uuid: string;
    hotels: Hotel[];
    flights?: { itineraryId: string; outbound: { airline: string } }[];
  };
  let found: { itinerary: Found; hotel: Hotel } | null = null;
  for (const airports of type === 'package' ? UK_AIRPORTS.slice(1) : UK_AIRPORTS.slice(0, 1)) {
    const searched = await request.post('/api/itinerary/search', {
      data: {
        type,
        start_date: start,
        nights: 7,
        flexible_departure: false,
        departure_airports: airports,
        destination_regions: [majorca.id],
        rooms: [{ adults: 2, children: 0, infants: 0, child_ages: [] }],
      },
    });
    expect(searched.status(), await searched.text()).toBe(200);
    const { itinerary } = (await searched.json()) as { itinerary: Found | null };
    const airlineOf = (h: Hotel) =>
      itinerary?.flights?.find((f) => f.itineraryId === h.package?.flightId)?.outbound.airline;
    const hotel = itinerary?.hotels.find(
      (h) => type === 'hotelonly' || (airlineOf(h) ?? 'Ryanair') !== 'Ryanair',
    );
    if (itinerary && hotel) {
      found = { itinerary, hotel };
      break;
    }
  }
  if (!found) throw new Error(`No ${type} in Majorca to book`);
  const { itinerary, hotel } = found;

  const held = await request.post('/api/itinerary/prebook', {
    data: {
      uuid: itinerary.uuid,
      property_id: hotel.ivector_property_id,
      ivector_property_id: hotel.ivector_property_id,
      hotel_booking_code: hotel.bookingToken,
      rooms: hotel.rooms.map((r) => ({ RoomBookingToken: r.RoomBookingToken })),
      ...(hotel.package?.flightId ? { flight_itinerary: hotel.package.flightId } : {}),
    },
  });
  expect(held.status(), await held.text()).toBe(200);
  const prebook = (await held.json()) as {
    uuid: string;
    prebook_id: string;
    hotel: { check_in: string };
  };
  const uuid = prebook.uuid;
  const headers: Record<string, string> = {
    'x-checkout-key': prebook.prebook_id,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
  const passenger = (index: number) => ({
    uuid,
    index,
    title: index === 0 ? 'Mrs' : 'Mr',
    gender: index === 0 ? 'Female' : 'Male',
    firstName: index === 0 ? 'Amelia' : 'Tom',
    lastName,
    nationality: 'British',
    dateOfBirth: index === 0 ? '1985-04-12' : '1983-10-02',
    requiresAssistance: false,
    assistanceDetails: '',
  });
  const billing = {
    email,
    phone: '07700 900123',
    addressLine1: '1 Park Row',
    city: 'Leeds',
    postcode: 'LS1 5HD',
  };
  const steps: [string, object][] = [
    ['/checkout/extras', { uuid, extras: { optionalExtras: [], seatAssignments: [] } }],
    ['/checkout/passengers', passenger(0)],
    ['/checkout/passengers', passenger(1)],
    ['/checkout/billing', { itineraryUuid: uuid, userId: null, billing }],
    ['/checkout/billing/confirm', { uuid }],
    ['/checkout/agreements', { uuid, terms: true, airlineTerms: true }],
    ['/checkout/plan', { uuid, planId: plan }],
  ];
  for (const [path, data] of steps) {
    const answer = await request.post(`/api${path}`, { data, headers });
    expect(answer.status(), `${path}: ${await answer.text()}`).toBe(200);
  }

  const tokenised = await request.post('/gateway/hosted/tokens', {
    data: { cardNumber: '4444333322221111', cardExpiryDate: '12/30', cardCVV: '123' },
  });
  expect(tokenised.status(), await tokenised.text()).toBe(200);
  const { paymentToken } = (await tokenised.json()) as { paymentToken: string };
  const paid = await request.post('/api/payment/submit', {
    data: {
      itineraryUuid: uuid,
      paymentToken,
      browserInfo: {
        deviceChannel: 'browser',
        deviceIdentity: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/141',
        deviceTimeZone: '0',
        deviceAcceptLanguage: 'en-GB',
        deviceScreenResolution: '1280x800x24',
      },
    },
    headers: { ...headers, 'idempotency-key': randomUUID() },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const { bookingReference } = (await paid.json()) as { bookingReference: string };
  return {
    reference: bookingReference,
    email,
    lastName,
    departure: prebook.hotel.check_in,
    key: prebook.prebook_id,
    hotelId: hotel.ivector_property_id,
  };
}

/** A change request the guest sends from their booking's Changes tab (by e-mail, no files). */
export async function requestChangeThroughApi(
  request: APIRequestContext,
  booking: ApiBooking,
  change: { type: string; urgency: string; description: string },
): Promise<void> {
  const sent = await request.post(`/api/auth/customer/itineraries/change/${booking.reference}`, {
    data: { ...change, contactMethod: 'email', contactEmail: booking.email },
    headers: { 'x-booking-key': booking.key, 'idempotency-key': randomUUID() },
  });
  expect(sent.status(), await sent.text()).toBe(200);
}
