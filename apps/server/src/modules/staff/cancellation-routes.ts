import { errorBody } from '@sunward/contracts/errors';
import { staffBookingParams } from '@sunward/contracts/staff';
import {
  cancellationApprovalRequest,
  cancellationPaths,
  cancellationQuote,
  confirmCancellationRequest,
  declineCancellationApprovalRequest,
  staffCancellationApprovalResponse,
  staffCancellationResponse,
} from '@sunward/contracts/staff-cancellations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BookingsService } from '../bookings/service';
import { staffScope } from './guards';
import type { StaffService } from './service';

export interface StaffCancellationRoutesOptions {
  staff: StaffService;
  /** Cancelling bookings (the bookings module keeps the rules and the money). */
  cancellations: BookingsService['cancellations'];
}

const tags = ['staff'];

/**
 * Cancelling a booking from the desk (supervisors and admins): a quote, then the cancellation
 * confirmed with it; and sending refunds the gateway refused again. Each change audits itself in
 * its own transaction.
 */
export const staffCancellationRoutes: FastifyPluginAsyncZod<
  StaffCancellationRoutesOptions
> = async (app, { staff, cancellations }) => {
  const { requireAllowed, actorOf } = await staffScope(app, staff);
  const refused = {
    400: errorBody,
    401: errorBody,
    403: errorBody,
    404: errorBody,
    409: errorBody,
  };

  app.post(
    cancellationPaths.quote(':reference'),
    {
      schema: {
        tags,
        summary:
          "What cancelling costs now: the booking's own band charge, what it has received and the refund due, with a token valid for a few minutes",
        params: staffBookingParams,
        response: { 200: cancellationQuote, ...refused },
      },
      preHandler: requireAllowed('bookings.cancel'),
    },
    async (request) => cancellations.quote(request.params.reference, actorOf(request)),
  );

  app.post(
    cancellationPaths.confirm(':reference'),
    {
      schema: {
        tags,
        summary:
          'Cancels the booking from a quote: the charge accepted (the quoted charge less any part waived, with its reason) and why. Confirming the same quote again answers the same cancellation',
        params: staffBookingParams,
        body: confirmCancellationRequest,
        response: { 200: staffCancellationResponse, ...refused, 422: errorBody },
      },
      preHandler: requireAllowed('bookings.cancel'),
    },
    async (request) => ({
      cancellation: await cancellations.confirm(
        request.params.reference,
        request.body,
        actorOf(request),
      ),
    }),
  );

  app.post(
    cancellationPaths.retry(':reference'),
    {
      schema: {
        tags,
        summary: "Sends a cancelled booking's refunds that are still owed again now",
        params: staffBookingParams,
        response: { 200: staffCancellationResponse, ...refused },
      },
      preHandler: requireAllowed('bookings.refund'),
    },
    async (request) => ({
      cancellation: await cancellations.retryRefunds(request.params.reference, actorOf(request)),
    }),
  );

  app.post(
    cancellationPaths.approval(':reference'),
    {
      schema: {
        tags,
        summary:
          'Asks a supervisor to cancel the booking, saying why (one open request per booking; agents may not cancel themselves)',
        params: staffBookingParams,
        body: cancellationApprovalRequest,
        response: { 200: staffCancellationApprovalResponse, ...refused, 422: errorBody },
      },
      preHandler: requireAllowed('bookings.requestCancellation'),
    },
    async (request) => ({
      approval: await cancellations.requestApproval(
        request.params.reference,
        request.body.reason,
        actorOf(request),
      ),
    }),
  );

  app.post(
    cancellationPaths.declineApproval(':reference'),
    {
      schema: {
        tags,
        summary: "Declines an agent's request to cancel the booking, saying why",
        params: staffBookingParams,
        body: declineCancellationApprovalRequest,
        response: { 200: staffCancellationApprovalResponse, ...refused, 422: errorBody },
      },
      preHandler: requireAllowed('bookings.cancel'),
    },
    async (request) => {
      await cancellations.declineApproval(
        request.params.reference,
        request.body.reason,
        actorOf(request),
      );
      return { approval: null };
    },
  );
};
