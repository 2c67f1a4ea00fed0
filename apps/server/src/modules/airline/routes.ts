import { errorBody } from '@sunward/contracts/errors';
import {
  airlineFinaliseRequest,
  airlineFinaliseResponse,
  paymentPaths,
} from '@sunward/contracts/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessOf } from '../bookings/service';
import type { AirlineService } from './service';

export const airlineRoutes: FastifyPluginAsyncZod<{ airline: AirlineService }> = async (
  app,
  { airline },
) => {
  app.post(
    paymentPaths.airlineFinalise,
    {
      schema: {
        tags: ['payments'],
        summary:
          "Finalise the airline's confirmation: the booking is confirmed once the airline says so",
        body: airlineFinaliseRequest,
        response: {
          200: airlineFinaliseResponse,
          400: errorBody,
          404: errorBody,
          409: errorBody,
          422: errorBody,
          503: errorBody,
        },
      },
    },
    async (request) => airline.finalise(request.body, accessOf(request)),
  );
};
