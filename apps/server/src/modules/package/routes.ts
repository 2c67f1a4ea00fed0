import { errorBody } from '@sunward/contracts/errors';
import {
  alternativeFlightsParams,
  alternativeFlightsResponse,
  hotelDetailsParams,
  hotelDetailsResponse,
  refreshRequest,
  refreshResponse,
} from '@sunward/contracts/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PackageService } from './service';

// Listed with the search in the API document: the package page works from a stored search.
const tags = ['search'];

export const packageRoutes: FastifyPluginAsyncZod<{ packages: PackageService }> = async (
  app,
  { packages },
) => {
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
      hotel: await packages.hotelDetails(request.params.uuid, request.params.hotelId),
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
    async (request) => packages.alternatives(request.params.uuid, request.params.packageId),
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
    async (request) => packages.refresh(request.body),
  );
};
