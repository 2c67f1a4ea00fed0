import { errorBody } from '@sunward/contracts/errors';
import {
  resultsParams,
  resultsQuery,
  resultsResponse,
  searchRequest,
  searchResponse,
  type SearchResponse,
} from '@sunward/contracts/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SearchService } from './service';

const tags = ['search'];
export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (
  app,
  { search },
) => {
  app.post(
    '/itinerary/search',
    {
      schema: {
        tags,
        summary: 'Search packages or hotel-only stays; stores the itinerary under its uuid',
        body: searchRequest,
        response: { 200: searchResponse, 400: errorBody },
      },
    },
    // The service answers JSON (cached or serialized from the engine's typed results): the
    // contract above documents it, and the web parses it, but re-validating ~350 KB here on every
    // search cost more than the search itself (docs/performance.md).
    async (request, reply) => {
      const json = await search.search(request.body);
      return reply
        .type('application/json; charset=utf-8')
        .serializer((payload) => payload as string)
        .send(json as unknown as SearchResponse);
    },
  );

  app.post(
    '/itinerary/:uuid/results',
    {
      schema: {
        tags,
        summary:
          'A page of a stored search: filters, hotel-name search and sort applied, with counts, facets and (optionally) map pins',
        params: resultsParams,
        body: resultsQuery,
        response: { 200: resultsResponse, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => search.results(request.params.uuid, request.body),
  );
};
