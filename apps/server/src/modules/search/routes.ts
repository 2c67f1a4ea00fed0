import { CHECKOUT_KEY_HEADER } from '@sunward/contracts/checkout';
import { errorBody } from '@sunward/contracts/errors';
import { prebookRequest, prebookResponse } from '@sunward/contracts/prebook';
import {
  airportSearchQuery,
  airportSearchResponse,
  alternativeFlightsParams,
  alternativeFlightsResponse,
  destinationsResponse,
  hotelDetailsParams,
  hotelDetailsResponse,
  refreshRequest,
  refreshResponse,
  resultsParams,
  resultsQuery,
  resultsResponse,
  searchRequest,
  searchResponse,
  type SearchResponse,
} from '@sunward/contracts/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SearchService } from './service';

const tags = ['search'];
const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .min(8, { error: 'Idempotency-Key must be 8 to 200 characters.' })
    .max(200, { error: 'Idempotency-Key must be 8 to 200 characters.' })
    .optional(),
});

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

  app.get(
    '/itinerary/:uuid/hotels/:hotelId',
    {
      schema: {
        tags,
        summary:
          'A hotel of a search with its description and every room option per requested room',
        params: hotelDetailsParams,
        response: { 200: hotelDetailsResponse, 404: errorBody, 410: errorBody },
      },
    },
    async (request) => ({
      hotel: await search.hotelDetails(request.params.uuid, request.params.hotelId),
    }),
  );

  app.get(
    '/itinerary/flights/alt/:uuid/:packageId',
    {
      schema: {
        tags,
        summary: 'Alternative flights (±3 days) and the hotel price by date',
        params: alternativeFlightsParams,
        response: { 200: alternativeFlightsResponse, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => search.alternatives(request.params.uuid, request.params.packageId),
  );

  app.post(
    '/itinerary/refresh',
    {
      schema: {
        tags,
        summary: 'Re-search one hotel for a new departure date (a new itinerary)',
        body: refreshRequest,
        response: { 200: refreshResponse, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => search.refresh(request.body),
  );

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
      return search.prebook(
        request.body,
        request.headers['idempotency-key'],
        typeof current === 'string' ? current : undefined,
      );
    },
  );

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
    async (request) => search.airports(request.query.query),
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
      return search.destinations();
    },
  );
};
