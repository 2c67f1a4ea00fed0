import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { addDays, createHolidayFactory } from '../modules/checkout/test-helpers';
import { CARDS, cardToken, pay, readyToPay } from '../modules/payments/test-helpers';
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

  return {
    headers: {
      authorization: `Bearer ${token}`,
      'x-checkout-key': held.prebook.prebook_id,
      'x-booking-key': booked.prebook.prebook_id,
    },
    sample: {
      date: addDays(app.catalogue.today(), 60),
      named: {
        uuid: held.uuid,
        itineraryUuid: held.uuid,
        reference,
        hotelId: held.hotel.ivector_property_id,
        property_id: held.hotel.ivector_property_id,
        ivector_property_id: held.hotel.ivector_property_id,
        hotel_booking_code: held.hotel.bookingToken,
        destination_regions: [
          app.catalogue.content.hotels.find((h) => h.id === held.hotel.ivector_property_id)
            ?.regionId ?? 1,
        ],
        slug: 'privacy_policy',
        kind: 'confirmation',
        query: 'Lon',
        email: uniqueEmail(),
        password: 'sunshine-2026',
        password_confirmation: 'sunshine-2026',
        planId: 'full',
        'idempotency-key': 'fuzz-idempotency-key-0001',
      },
    },
  };
}
