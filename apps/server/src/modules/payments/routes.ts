import { CHECKOUT_KEY_HEADER } from '@sunward/contracts/checkout';
import { errorBody } from '@sunward/contracts/errors';
import {
  paymentSubmitRequest,
  paymentSubmitResponse,
  verifyPaymentRequest,
  verifyPaymentResponse,
} from '@sunward/contracts/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import { decodeFields } from '../../integrations/payment-gateway/protocol';
import type { PaymentsService } from './service';
import { accessOf } from '../bookings/service';
import type { VerifyService } from './verify';
import type { BookingPaymentsService } from './booking-payments';
import { bookingPaymentRoutes } from './booking-payment-routes';
import {
  CARD_DATA_REFUSED,
  carriesCardData,
  idempotencyHeaders,
  RETURN_SCRIPT,
  threeDSReturnPage,
} from './http';

const tags = ['payments'];

export const paymentRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService;
  verify: VerifyService;
  bookingPayments: BookingPaymentsService;
}> = async (app, { payments, verify, bookingPayments }) => {
  // The gateway's 3-D Secure pages post forms here; the rest of /api stays JSON-only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => {
      done(null, decodeFields(typeof body === 'string' ? body : body.toString('utf8')));
    },
  );

  app.post(
    '/payment/submit',
    {
      schema: {
        tags,
        summary:
          'Pay by card token for the chosen plan; books on approval, or asks for 3-D Secure (Idempotency-Key required)',
        headers: idempotencyHeaders,
        body: paymentSubmitRequest,
        response: {
          200: paymentSubmitResponse,
          400: errorBody,
          402: errorBody,
          404: errorBody,
          409: errorBody,
          410: errorBody,
          422: errorBody,
          503: errorBody,
        },
      },
      // Card data is refused before anything else looks at the body (and before it is logged).
      preValidation: async (request) => {
        if (carriesCardData(request.body))
          throw new AppError('VALIDATION_ERROR', CARD_DATA_REFUSED);
      },
    },
    async (request) => {
      const key = request.headers[CHECKOUT_KEY_HEADER];
      return payments.submit(
        request.body,
        { customer: request.customer, key: typeof key === 'string' ? key : undefined },
        request.headers['idempotency-key'],
        request.ip,
      );
    },
  );

  app.post(
    '/payment/3ds/callback',
    {
      schema: {
        tags,
        summary: "The gateway's 3-D Secure pages post the shopper back here (form post)",
        body: z.record(z.string(), z.string()),
      },
    },
    async (request, reply) => {
      const next = await payments.threeDSReturn(request.body);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(threeDSReturnPage(next));
    },
  );

  // Payments towards a booking after checkout share this scope's form parser and return page.
  await app.register(bookingPaymentRoutes, { bookingPayments });

  app.get('/payment/3ds/return.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(RETURN_SCRIPT),
  );

  app.post(
    '/payment/verify/payment',
    {
      schema: {
        tags,
        summary:
          "Confirm a payment by its transaction id and booking reference (the booking's owner: bearer or x-booking-key)",
        body: verifyPaymentRequest,
        response: { 200: verifyPaymentResponse, 400: errorBody },
      },
    },
    async (request) =>
      verify.verify(request.body.transactionId, request.body.bookingReference, accessOf(request)),
  );
};
