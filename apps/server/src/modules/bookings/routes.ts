import {
  bookingConfirmation,
  bookingDetail,
  bookingDetailPaths,
  bookingLookupRequest,
  changeRequestBody,
  changeRequestResponse,
  bookingLookupResponse,
  customerItinerariesResponse,
  bookingReferenceParams,
  linkBookingResponse,
  LOOKUP_LIMIT,
  lookupPaths,
  parseBookingReference,
} from '@sunward/contracts/bookings';
import { errorBody, idempotencyKey } from '@sunward/contracts/errors';
import * as z from 'zod/mini';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attemptLimit } from '../../plugins/attempt-limit';
import { customerOf, requireCustomer } from '../../plugins/authentication';
import { accessOf, type BookingsService } from './service';

const tags = ['bookings'];

const changeHeaders = z.object({ 'idempotency-key': idempotencyKey() });

export interface BookingRoutesOptions {
  bookings: BookingsService;
  /** Lookups (and links) per client per LOOKUP_LIMIT window: the spec's 5 unless configured. */
  lookupRateLimitMax?: number;
}

/** Attempts on one booking reference an hour, from every client together. */
const ATTEMPTS_PER_REFERENCE = 10;

export const bookingRoutes: FastifyPluginAsyncZod<BookingRoutesOptions> = async (
  app,
  { bookings, lookupRateLimitMax = LOOKUP_LIMIT.max },
) => {
  // Looking up and linking are the same guess (a surname and a date for a reference), so both
  // doors draw on one allowance per client and one per reference.
  const perClient = attemptLimit(app, {
    name: 'booking-lookup-client',
    max: lookupRateLimitMax,
    timeWindow: `${String(LOOKUP_LIMIT.windowMinutes)} minutes`,
    key: (request) => request.ip,
  });
  // Guessing one booking's surname and date from many addresses meets this limit.
  const perReference = attemptLimit(app, {
    name: 'booking-reference',
    max: ATTEMPTS_PER_REFERENCE,
    timeWindow: '1 hour',
    key: (request) => {
      const { reference } = request.body as { reference: string };
      return parseBookingReference(reference) ?? reference;
    },
  });

  app.post(
    lookupPaths.lookup,
    {
      schema: {
        tags,
        summary:
          'A guest finds a booking by reference, lead surname and departure date: a 30-minute grant to read it',
        description:
          'Any miss is 404, whichever detail was wrong, so an answer never tells whether a reference exists.',
        body: bookingLookupRequest,
        response: { 200: bookingLookupResponse, 404: errorBody, 422: errorBody, 429: errorBody },
      },
      preHandler: [perClient, perReference],
    },
    async (request) => bookings.lookup(request.body),
  );

  app.post(
    lookupPaths.link,
    {
      schema: {
        tags: ['auth', ...tags],
        security: [{ bearerAuth: [] }],
        summary: "Adds a booking found by its details to the signed-in customer's account",
        body: bookingLookupRequest,
        response: {
          200: linkBookingResponse,
          401: errorBody,
          404: errorBody,
          409: errorBody,
          422: errorBody,
          429: errorBody,
        },
      },
      preHandler: [requireCustomer, perClient, perReference],
    },
    async (request) => bookings.link(request.body, customerOf(request)),
  );

  // Under the customer API's prefix, where docs/spec/3-accounts-bookings-content.md lists it; the bookings module owns the list.
  app.get(
    '/auth/customer/itineraries',
    {
      schema: {
        tags: ['auth', ...tags],
        security: [{ bearerAuth: [] }],
        summary: "The signed-in customer's bookings, soonest departure first",
        response: { 200: customerItinerariesResponse, 401: errorBody },
      },
      preHandler: requireCustomer,
    },
    async (request) => bookings.listForCustomer(customerOf(request).id),
  );

  app.get(
    '/bookings/:reference',
    {
      schema: {
        tags,
        summary: 'A booking as its confirmation shows it (its owner only)',
        params: bookingReferenceParams,
        response: { 200: bookingConfirmation, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => bookings.confirmation(request.params.reference, accessOf(request)),
  );

  app.get(
    '/bookings/:reference/documents/:kind',
    {
      schema: {
        tags,
        summary: 'A booking document as PDF (its owner only)',
        params: z.strictObject({
          reference: bookingReferenceParams.shape.reference,
          kind: z.string().check(z.maxLength(40)),
        }),
        response: { 200: z.unknown(), 400: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await bookings.document(
        request.params.reference,
        request.params.kind,
        accessOf(request),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    bookingDetailPaths.detail(':reference'),
    {
      schema: {
        tags,
        summary:
          'The booking as its detail page shows it, with what cancelling would cost today (owner or grant holder)',
        params: bookingReferenceParams,
        response: { 200: bookingDetail, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => bookings.detail(request.params.reference, accessOf(request)),
  );

  app.get(
    bookingDetailPaths.calendar(':reference'),
    {
      schema: {
        tags,
        summary:
          'The holiday as an iCalendar file: the stay and the flights (owner or grant holder)',
        params: bookingReferenceParams,
        response: { 200: z.unknown(), 400: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const { filename, ics } = await bookings.calendar(
        request.params.reference,
        accessOf(request),
      );
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(ics);
    },
  );

  app.post(
    bookingDetailPaths.change(':reference'),
    {
      schema: {
        tags: ['auth', ...tags],
        security: [{ bearerAuth: [] }],
        summary:
          'Asks the team to change a booking (owner or grant holder; Idempotency-Key required); answered within 24 hours',
        params: bookingReferenceParams,
        headers: changeHeaders,
        body: changeRequestBody,
        response: {
          200: changeRequestResponse,
          400: errorBody,
          404: errorBody,
          413: errorBody,
          422: errorBody,
        },
      },
      // Up to three 5 MB files, base64 in JSON.
      bodyLimit: 22 * 1024 * 1024,
    },
    async (request) =>
      bookings.requestChange(
        request.params.reference,
        request.body,
        accessOf(request),
        request.headers['idempotency-key'],
      ),
  );

  app.post(
    '/bookings/:reference/claim',
    {
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: "Links a guest booking to the signed-in customer's account",
        params: bookingReferenceParams,
        response: { 200: bookingConfirmation, 400: errorBody, 401: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      await bookings.claim(request.params.reference, accessOf(request));
      return bookings.confirmation(request.params.reference, accessOf(request));
    },
  );
};
