import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { addDays } from '../lib/dates';
import { createHolidayFactory } from './holidays';
import { CARDS, browserInfo, cardToken, pay, readyToPay } from './payments';
import { uniqueEmail, validRegistration } from './app';
import type { SampleContext } from './openapi';

export interface ApiContext {
  sample: SampleContext;
  /** A signed-in customer's bearer token, the checkout key and the booking key. */
  headers: Record<string, string>;
}

/**
 * Real things for requests to name, so generated requests reach past "not found": a customer, a
 * booked holiday (its reference) and a second holiday held and ready to pay (its uuid and key).
 */
export async function createApiContext(app: FastifyInstance): Promise<ApiContext> {
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/customer/register',
    payload: validRegistration(),
  });
  expect(registered.statusCode, registered.body).toBe(201);
  const token = registered.json<{ access_token: string }>().access_token;

  const holiday = createHolidayFactory(app);
  const booked = await holiday({ pick: 0 });
  await readyToPay(app, booked);
  const paid = await pay(app, booked, await cardToken(app, CARDS.approved));
  expect(paid.statusCode, paid.body).toBe(200);
  const reference = paid.json<{ bookingReference: string }>().bookingReference;

  const held = await holiday({ pick: 1 });
  await readyToPay(app, held, 'full', token);
  const hotelId = held.hotel.ivector_property_id;
  const regionId = app.catalogue.content.hotels.find((h) => h.id === hotelId)?.regionId ?? 1;
  const date = addDays(app.catalogue.today(), 60);
  const deals = await app.inject({ url: '/api/deal/list' });
  const dealSlug = JSON.stringify(deals.json()).match(/"slug":"([^"]+)"/)?.[1] ?? 'no-deal';

  return {
    headers: {
      authorization: `Bearer ${token}`,
      'x-checkout-key': held.prebook.prebook_id,
      'x-booking-key': booked.prebook.prebook_id,
    },
    sample: {
      date,
      named: {
        uuid: held.uuid,
        itineraryUuid: held.uuid,
        reference,
        hotelId,
        packageId: hotelId,
        hotel_id: hotelId,
        destination_regions: [regionId],
        end_date: addDays(date, 7),
        slug: 'privacy_policy',
        kind: 'confirmation',
        query: 'Lon',
        email: uniqueEmail(),
        password: 'sunshine-2026',
        password_confirmation: 'sunshine-2026',
        planId: 'full',
        'idempotency-key': 'fuzz-idempotency-key-0001',
      },
      operations: {
        'POST /api/itinerary/search': {
          body: {
            type: 'package',
            start_date: date,
            nights: 7,
            flexible_departure: false,
            departure_airports: app.catalogue.content.ukAirportGroups.flatMap((g) => g.codes),
            destination_regions: [regionId],
            rooms: [{ adults: 2, children: 0, infants: 0, child_ages: [] }],
          },
        },
        // The booked holiday's: prebooking it again leaves the held one alone.
        'POST /api/itinerary/prebook': { body: booked.prebookBody },
        'POST /api/checkout/passengers': {
          body: {
            uuid: held.uuid,
            index: 0,
            title: 'Mrs',
            gender: 'Female',
            firstName: 'Amelia',
            lastName: 'Hart',
            nationality: 'British',
            dateOfBirth: '1985-04-12',
            requiresAssistance: false,
            assistanceDetails: '',
          },
        },
        'POST /api/checkout/billing': {
          body: {
            itineraryUuid: held.uuid,
            userId: null,
            billing: {
              email: 'amelia.hart@example.co.uk',
              phone: '07700 900123',
              addressLine1: '1 Park Row',
              city: 'Leeds',
              postcode: 'LS1 5HD',
            },
          },
        },
        'POST /api/checkout/agreements': {
          body: { uuid: held.uuid, terms: true, airlineTerms: true },
        },
        'POST /api/payment/submit': {
          body: { itineraryUuid: held.uuid, paymentToken: 'not-a-real-token-0001', browserInfo },
        },
        'GET /api/deal/{slug}': { path: { slug: dealSlug } },
      },
    },
  };
}
