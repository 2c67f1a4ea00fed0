import { CHECKOUT_KEY_HEADER } from '@sunward/contracts/checkout';
import { errorBody, idempotencyKey } from '@sunward/contracts/errors';
import { prebookRequest, prebookResponse } from '@sunward/contracts/prebook';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { PrebookService } from './service';

const tags = ['search'];
const idempotencyHeaders = z.object({ 'idempotency-key': z.optional(idempotencyKey()) });

export const prebookRoutes: FastifyPluginAsyncZod<{ prebook: PrebookService }> = async (
  app,
  { prebook },
) => {
  app.post(
    '/itinerary/prebook',
    {
      schema: {
        tags,
        summary:
          'Re-price live and hold room(s) and flight for 30 minutes (Idempotency-Key supported)',
        headers: idempotencyHeaders,
        body: prebookRequest,
        response: {
          200: prebookResponse,
          400: errorBody,
          404: errorBody,
          409: errorBody,
          410: errorBody,
        },
      },
    },
    async (request) => {
      const current = request.headers[CHECKOUT_KEY_HEADER];
      return prebook.prebook(
        request.body,
        request.headers['idempotency-key'],
        typeof current === 'string' ? current : undefined,
      );
    },
  );
};
