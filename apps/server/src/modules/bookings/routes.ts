import {
  bookingConfirmation,
  customerItinerariesResponse,
  bookingReferenceParams,
} from '@sunward/contracts/bookings';
import { errorBody } from '@sunward/contracts/errors';
import * as z from 'zod/mini';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerOf, requireCustomer } from '../../plugins/authentication';
import { accessOf, type BookingsService } from './service';

const tags = ['bookings'];

export const bookingRoutes: FastifyPluginAsyncZod<{ bookings: BookingsService }> = async (
  app,
  { bookings },
) => {
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
