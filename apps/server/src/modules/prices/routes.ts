import { errorBody } from '@sunward/contracts/errors';
import {
  priceHistory,
  priceWatch,
  priceWatchCreated,
  priceWatchList,
  priceWatchMessages,
  priceWatchPaths,
  priceWatchRequest,
  priceWatchTokenRequest,
} from '@sunward/contracts/price-watch';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import { customerOf, requireCustomer } from '../../plugins/authentication';
import type { PriceWatches } from './watches';

const tags = ['price watch'];

/** RFC 8058: a mail client's one-click unsubscribe posts this form to the List-Unsubscribe URL. */
const oneClick = z.strictObject({ 'List-Unsubscribe': z.literal('One-Click') });

export const priceWatchRoutes: FastifyPluginAsyncZod<{ watches: PriceWatches }> = async (
  app,
  { watches },
) => {
  // A mail client's one-click unsubscribe posts a form; the rest of /api stays JSON-only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => {
      done(
        null,
        Object.fromEntries(
          new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8')),
        ),
      );
    },
  );

  app.get(
    priceWatchPaths.history(':uuid', ':hotelId'),
    {
      schema: {
        tags,
        summary:
          "A holiday's price over the last 30 days (the package page's graph): one point per change",
        params: z.object({ uuid: z.uuid(), hotelId: z.coerce.number().int().positive() }),
        response: { 200: priceHistory, 400: errorBody, 404: errorBody, 410: errorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return watches.history(request.params.uuid, request.params.hotelId);
    },
  );

  app.post(
    priceWatchPaths.watch,
    {
      schema: {
        tags,
        security: [{}, { bearerAuth: [] }],
        summary:
          "Watches a holiday's price: at once when signed in (201), after the e-mailed link for a guest (202)",
        body: priceWatchRequest,
        response: {
          201: priceWatchCreated,
          202: priceWatchCreated,
          400: errorBody,
          404: errorBody,
          410: errorBody,
          422: errorBody,
        },
      },
    },
    async (request, reply) => {
      const customer = request.customer
        ? { id: request.customer.id, email: request.customer.email }
        : null;
      const { status, body } = await watches.watch(request.body, customer);
      return reply.code(status).send(body);
    },
  );

  app.post(
    priceWatchPaths.confirm,
    {
      schema: {
        tags,
        summary: "Starts a guest's price watch from the e-mailed link (within 48 hours)",
        body: priceWatchTokenRequest,
        response: { 200: priceWatch, 400: errorBody, 404: errorBody },
      },
    },
    (request) => watches.confirm(request.body.token),
  );

  app.post(
    priceWatchPaths.unsubscribe,
    {
      schema: {
        tags,
        summary:
          "Stops a price watch's e-mails: the unsubscribe page's button, or a mail client's one-click form (RFC 8058, token in the query)",
        querystring: z.object({ token: z.string().min(16).max(128).optional() }),
        body: z.union([priceWatchTokenRequest, oneClick]),
        response: {
          200: z.object({ unsubscribed: z.literal(true) }),
          400: errorBody,
          404: errorBody,
        },
      },
    },
    async (request) => {
      const token = 'token' in request.body ? request.body.token : request.query.token;
      if (!token) throw new AppError('VALIDATION_ERROR', priceWatchMessages.linkInvalid);
      await watches.unsubscribe(token);
      return { unsubscribed: true as const };
    },
  );

  app.get(
    priceWatchPaths.account,
    {
      preHandler: requireCustomer,
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: "The signed-in customer's price watches, newest first",
        response: { 200: priceWatchList, 401: errorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { watches: await watches.listOf(customerOf(request).id) };
    },
  );

  app.delete(
    priceWatchPaths.accountWatch(':id'),
    {
      preHandler: requireCustomer,
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: "Stops one of the signed-in customer's price watches",
        params: z.object({ id: z.uuid() }),
        response: { 204: z.null(), 401: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      await watches.remove(customerOf(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
