import { errorBody } from '@sunward/contracts/errors';
import { staffBookingParams } from '@sunward/contracts/staff';
import {
  amendmentPaths,
  extrasAmendmentRequest,
  passengerCorrectionParams,
  passengerCorrectionRequest,
  staffAmendmentResponse,
  staffExtrasOptions,
} from '@sunward/contracts/staff-amendments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BookingsService } from '../bookings/service';
import { staffScope } from './guards';
import type { StaffService } from './service';

export interface StaffAmendmentRoutesOptions {
  staff: StaffService;
  /** Amending bookings (the bookings module keeps the rules). */
  amendments: BookingsService['amendments'];
}

/**
 * Amending a booking from the desk: a passenger's name or date of birth corrected, hold bags and
 * seats added. Each change audits itself in its own transaction.
 */
export const staffAmendmentRoutes: FastifyPluginAsyncZod<StaffAmendmentRoutesOptions> = async (
  app,
  { staff, amendments },
) => {
  const { requireAllowed, actorOf } = await staffScope(app, staff);

  app.post(
    amendmentPaths.correctPassenger(':reference', ':passenger'),
    {
      schema: {
        tags: ['staff'],
        summary:
          "Corrects a passenger's name (at most 3 letters) or date of birth (keeping the age the holiday was priced for) before the holiday starts; the amended confirmation is e-mailed",
        params: passengerCorrectionParams,
        body: passengerCorrectionRequest,
        response: {
          200: staffAmendmentResponse,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          409: errorBody,
          422: errorBody,
        },
      },
      preHandler: requireAllowed('bookings.amend'),
    },
    async (request) => ({
      amendment: await amendments.correctPassenger(
        request.params.reference,
        request.params.passenger,
        request.body,
        actorOf(request),
      ),
    }),
  );

  app.get(
    amendmentPaths.extrasOptions(':reference'),
    {
      schema: {
        tags: ['staff'],
        summary:
          "The hold bags and seats that can be added to a booking now, at the supplier's live prices (or why none can)",
        params: staffBookingParams,
        response: {
          200: staffExtrasOptions,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
        },
      },
      preHandler: requireAllowed('bookings.amend'),
    },
    async (request) => amendments.extrasOptions(request.params.reference),
  );

  app.post(
    amendmentPaths.addExtras(':reference'),
    {
      schema: {
        tags: ['staff'],
        summary:
          'Adds hold bags and seats at the price the desk showed: bought from the supplier, then owed by the customer as a new instalment; the amended confirmation is e-mailed',
        params: staffBookingParams,
        body: extrasAmendmentRequest,
        response: {
          200: staffAmendmentResponse,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          409: errorBody,
          422: errorBody,
        },
      },
      preHandler: requireAllowed('bookings.amend'),
    },
    async (request) => ({
      amendment: await amendments.addExtras(
        request.params.reference,
        request.body,
        actorOf(request),
      ),
    }),
  );
};
