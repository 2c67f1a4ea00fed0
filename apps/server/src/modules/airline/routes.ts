import { BOOKING_KEY_HEADER } from '@sunward/contracts/bookings';
import { errorBody } from '@sunward/contracts/errors';
import {
  airlineFinaliseRequest,
  airlineFinaliseResponse,
  paymentPaths,
} from '@sunward/contracts/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
    async (request) => {
      const key = request.headers[BOOKING_KEY_HEADER];
      return airline.finalise(request.body, {
        customer: request.customer,
        key: typeof key === 'string' ? key : undefined,
      });
    },
  );
};
