import { errorBody } from '@sunward/contracts/errors';
import {
  airportSearchQuery,
  airportSearchResponse,
  destinationsResponse,
} from '@sunward/contracts/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LookupsService } from './service';

const tags = ['search'];

export const lookupRoutes: FastifyPluginAsyncZod<{ lookups: LookupsService }> = async (
  app,
  { lookups },
) => {
  app.get(
    '/airports/search',
    {
      schema: {
        tags,
        summary: 'Airports whose name or IATA code matches (3+ characters)',
        querystring: airportSearchQuery,
        response: { 200: airportSearchResponse, 400: errorBody },
      },
    },
    async (request) => lookups.airports(request.query.query),
  );

  app.get(
    '/config/destinations',
    {
      schema: {
        tags,
        summary: 'Destinations by country and region, and UK departure airports by region',
        response: { 200: destinationsResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return lookups.destinations();
    },
  );
};
