import { dealListResponse, dealParams, dealResponse } from '@sunward/contracts/deals';
import { errorBody } from '@sunward/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DealsService } from './service';

export interface DealRoutesOptions {
  deals: DealsService;
}

const tags = ['deals'];

export const dealRoutes: FastifyPluginAsyncZod<DealRoutesOptions> = async (app, { deals }) => {
  app.get(
    '/deal/list',
    {
      schema: {
        tags,
        summary: 'Exclusive deals, each with the dates and airports the engine sells',
        response: { 200: dealListResponse },
      },
    },
    () => deals.list(),
  );

  app.get(
    '/deal/:slug',
    {
      schema: {
        tags,
        summary: 'One deal by its slug',
        params: dealParams,
        response: { 200: dealResponse, 404: errorBody },
      },
    },
    (request) => deals.bySlug(request.params.slug),
  );
};
