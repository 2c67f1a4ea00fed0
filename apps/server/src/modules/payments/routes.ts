import { CHECKOUT_KEY_HEADER } from '@sunward/contracts/checkout';
import { errorBody } from '@sunward/contracts/errors';
import {
  isCardDataField,
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

const tags = ['payments'];

export const CARD_DATA_REFUSED =
  'Card details must only be entered in the secure card fields. Nothing was charged.';

const submitHeaders = z.object({
  'idempotency-key': z
    .string({ error: 'An Idempotency-Key header is required to take a payment.' })
    .min(8, { error: 'Idempotency-Key must be 8 to 200 characters.' })
    .max(200, { error: 'Idempotency-Key must be 8 to 200 characters.' }),
});

/** True when a field named like a card number, expiry or CVV appears anywhere in the body. */
function carriesCardData(value: unknown, depth = 0): boolean {
  if (depth > 4 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(
    ([name, inner]) => isCardDataField(name) || carriesCardData(inner, depth + 1),
  );
}

/** The page the gateway's 3-D Secure frame lands on: it sends the whole window on. */
function returnPage(next: string): string {
  const href = next.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Finishing your payment</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<script src="/api/payment/3ds/return.js" defer></script></head>
<body style="font-family:system-ui,sans-serif;padding:24px;text-align:center">
<p>Finishing your payment&hellip;</p><p><a id="next" href="${href}" target="_top">Continue</a></p></body></html>`;
}

const RETURN_SCRIPT = `(function () {
  var link = document.getElementById('next');
  if (link) window.top.location.href = link.href;
})();
`;

export const paymentRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService;
  verify: VerifyService;
}> = async (app, { payments, verify }) => {
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
        headers: submitHeaders,
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
        .send(returnPage(next));
    },
  );

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
