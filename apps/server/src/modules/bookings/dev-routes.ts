import { errorBody } from '@sunward/contracts/errors';
import { bookingReferenceParams } from '@sunward/contracts/bookings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { AppError } from '../../errors';
import { addDays } from '../../lib/dates';
import { isLoopback } from '../../lib/loopback';
import { BOOKING_NOT_FOUND, type BookingsService } from './service';

/**
 * Development and test only: a holiday already taken, for journeys that review one. Registered
 * only with DEV_PAST_BOOKINGS=true, which config.ts refuses in production, and then answering
 * loopback clients only (as the mail viewer); anyone else gets what they get where it is off.
 */
export const devBookingRoutes: FastifyPluginAsyncZod<{
  bookings: BookingsService;
  /** Today in London (the app's clock). */
  today: () => string;
}> = async (app, { bookings, today }) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!isLoopback(request.socket.remoteAddress)) return reply.callNotFound();
  });

  app.post(
    '/api/dev/bookings/:reference/past',
    {
      schema: {
        tags: ['dev'],
        summary:
          "Moves a booking's dates so its hotel check-out was some days ago (development and test only)",
        params: bookingReferenceParams,
        body: z.strictObject({
          checkedOutDaysAgo: z.int().check(z.minimum(1), z.maximum(365)),
        }),
        response: {
          200: z.object({ checkIn: z.iso.date(), checkOut: z.iso.date() }),
          400: errorBody,
          404: errorBody,
        },
      },
    },
    async (request) => {
      const stay = await bookings.moveToPast(
        request.params.reference,
        addDays(today(), -request.body.checkedOutDaysAgo),
      );
      if (!stay) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
      return stay;
    },
  );
};
