import {
  bookingPaymentInitRequest,
  bookingPaymentPaths,
  bookingPaymentPayRequest,
  bookingPaymentPayResponse,
  bookingPaymentSession,
  paymentScheduleRequest,
  paymentScheduleResponse,
} from '@sunward/contracts/booking-payments';
import { bookingReferenceParams } from '@sunward/contracts/bookings';
import { errorBody } from '@sunward/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessOf } from '../bookings/service';
import type { BookingPaymentsService } from './booking-payments';
import { carriesCardData, CARD_DATA_REFUSED, idempotencyHeaders, threeDSReturnPage } from './http';
import { AppError } from '../../errors';

const tags = ['auth', 'bookings', 'payments'];

const sessionParams = z.object({
  reference: bookingReferenceParams.shape.reference,
  sessionUuid: z.uuid({
    error: 'That payment session was not found. Please start your payment again.',
  }),
});

/**
 * Paying towards a booking after checkout: open a session, pay it by the hosted fields' token,
 * and the gateway's 3-D Secure pages posting the browser back. Form posts are parsed by the
 * payments routes' parser (registered in the same scope).
 */
export const bookingPaymentRoutes: FastifyPluginAsyncZod<{
  bookingPayments: BookingPaymentsService;
}> = async (app, { bookingPayments }) => {
  app.post(
    bookingPaymentPaths.schedule(':reference'),
    {
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary:
          'The payment schedule as it would stand after paying the next instalment, the balance or a custom amount (owner or grant holder)',
        params: bookingReferenceParams,
        body: paymentScheduleRequest,
        response: { 200: paymentScheduleResponse, 400: errorBody, 404: errorBody, 422: errorBody },
      },
    },
    async (request) =>
      bookingPayments.preview(request.params.reference, request.body, accessOf(request)),
  );

  app.post(
    bookingPaymentPaths.init(':reference'),
    {
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary:
          'Opens a payment towards a booking for the next instalment, the balance or a custom amount (owner or grant holder)',
        params: bookingReferenceParams,
        body: bookingPaymentInitRequest,
        response: {
          200: bookingPaymentSession,
          400: errorBody,
          404: errorBody,
          409: errorBody,
          422: errorBody,
        },
      },
    },
    async (request) =>
      bookingPayments.open(request.params.reference, request.body, accessOf(request)),
  );

  app.post(
    bookingPaymentPaths.pay(':reference', ':sessionUuid'),
    {
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary:
          "Pays an open session by the hosted fields' card token, once; may ask for 3-D Secure (Idempotency-Key required)",
        params: sessionParams,
        headers: idempotencyHeaders,
        body: bookingPaymentPayRequest,
        response: {
          200: bookingPaymentPayResponse,
          400: errorBody,
          402: errorBody,
          404: errorBody,
          409: errorBody,
          410: errorBody,
          503: errorBody,
        },
      },
      // Card data is refused before anything else looks at the body (and before it is logged).
      preValidation: async (request) => {
        if (carriesCardData(request.body)) {
          throw new AppError('VALIDATION_ERROR', CARD_DATA_REFUSED);
        }
      },
    },
    async (request) =>
      bookingPayments.pay(
        request.params.reference,
        request.params.sessionUuid,
        request.body,
        accessOf(request),
        request.headers['idempotency-key'],
        request.ip,
      ),
  );

  app.post(
    bookingPaymentPaths.threeDSCallback,
    {
      schema: {
        tags: ['payments'],
        summary:
          "The gateway's 3-D Secure pages post the shopper back here after a payment towards a booking (form post)",
        body: z.record(z.string(), z.string()),
      },
    },
    async (request, reply) => {
      const next = await bookingPayments.threeDSReturn(request.body);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(threeDSReturnPage(next));
    },
  );
};
