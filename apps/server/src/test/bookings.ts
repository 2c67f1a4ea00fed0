import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createHolidayFactory, type HolidayOptions } from './holidays';
import { browserInfo, CARDS, cardToken, checkoutApi, stepsToPay } from './payments';

export interface Booked {
  reference: string;
  /** The hotel's check-in date: the departure date a lookup asks for. */
  departure: string;
  /** The checkout key the booking browser holds (x-booking-key). */
  key: string;
}

/**
 * Books real holidays through checkout and payment: each with a lead passenger of the given
 * surname, as a guest or (with a bearer token) for a signed-in customer, on a plan.
 */
export function createBooker(app: FastifyInstance) {
  const holiday = createHolidayFactory(app);
  let picked = 0;
  return async function book(
    lastName = 'Hart',
    options: { token?: string; planId?: string; holiday?: HolidayOptions } = {},
  ): Promise<Booked> {
    const h = await holiday({ notAirline: 'Ryanair', pick: picked++, ...options.holiday });
    const api = checkoutApi(app, h, options.token);
    for (const step of stepsToPay(h.uuid, options.planId)) {
      const body = step.url === '/checkout/passengers' ? { ...step.body, lastName } : step.body;
      const res = await api('POST', step.url, body);
      expect(res.statusCode, `${step.url}: ${res.body}`).toBe(200);
    }
    const paymentToken = await cardToken(app, CARDS.approved);
    const paid = await api(
      'POST',
      '/payment/submit',
      { itineraryUuid: h.uuid, paymentToken, browserInfo },
      { 'idempotency-key': randomUUID() },
    );
    expect(paid.statusCode, paid.body).toBe(200);
    return {
      reference: paid.json<{ bookingReference: string }>().bookingReference,
      departure: h.prebook.hotel.check_in,
      key: h.prebook.prebook_id,
    };
  };
}
