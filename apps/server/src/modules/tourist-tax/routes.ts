import { errorBody } from '@sunward/contracts/errors';
import {
  touristTaxEstimate,
  touristTaxEstimateRequest,
  touristTaxResponse,
} from '@sunward/contracts/tourist-tax';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TouristTaxService } from './service';

export interface TouristTaxRoutesOptions {
  touristTax: TouristTaxService;
}

const tags = ['tourist-tax'];

export const touristTaxRoutes: FastifyPluginAsyncZod<TouristTaxRoutesOptions> = async (
  app,
  { touristTax },
) => {
  app.get(
    '/tourist-tax',
    {
      schema: {
        tags,
        summary: 'Tourist taxes of every country we sell, with their regions and cities',
        response: { 200: touristTaxResponse },
      },
    },
    async () => touristTax.list(),
  );

  app.post(
    '/tourist-tax/estimate',
    {
      schema: {
        tags,
        summary: 'The tourist tax payable at the hotel for one stay, in its currency and in pounds',
        body: touristTaxEstimateRequest,
        response: { 200: touristTaxEstimate, 400: errorBody, 404: errorBody, 422: errorBody },
      },
    },
    async (request) => touristTax.estimate(request.body),
  );
};
