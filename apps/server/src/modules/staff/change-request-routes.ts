import { errorBody, idempotencyKey } from '@sunward/contracts/errors';
import {
  assignChangeRequestRequest,
  changeRequestAttachmentParams,
  changeRequestParams,
  changeRequestPaths,
  changeRequestStatusRequest,
  replyToChangeRequestRequest,
  staffChangeRequestMessages,
  staffChangeRequestQuery,
  staffChangeRequestQueue,
  staffChangeRequestResponse,
} from '@sunward/contracts/staff-change-requests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { attachmentDisposition } from '../../lib/content-disposition';
import { changeRequestTarget, type BookingsService } from '../bookings/service';
import { staffScope } from './guards';
import type { StaffService } from './service';

export interface StaffChangeRequestRoutesOptions {
  staff: StaffService;
  /** The change-request desk (the bookings module keeps the requests and their rules). */
  changeRequests: BookingsService['changeRequestWork'];
}

const tags = ['staff'];
const replyHeaders = z.object({
  'idempotency-key': idempotencyKey(staffChangeRequestMessages.replyKeyRequired),
});

/**
 * The back office's change-request desk, on the staff session cookie like every staff route:
 * the queue, one request, taking it, answering it, moving it on and its files. Every read of a
 * customer's details is audited; every change audits itself in its own transaction.
 */
export const staffChangeRequestRoutes: FastifyPluginAsyncZod<
  StaffChangeRequestRoutesOptions
> = async (app, { staff, changeRequests }) => {
  // Cookies are parsed on the staff routes only: customer routes skip it.
  const { requireAllowed, actorOf } = await staffScope(app, staff);
  const preHandler = requireAllowed('changeRequests.work');
  const refused = { 400: errorBody, 401: errorBody, 403: errorBody };

  app.get(
    changeRequestPaths.queue,
    {
      schema: {
        tags,
        summary:
          'The change-request queue: filters (status, type, urgency, assigned, overdue, booking reference), oldest first, paged',
        querystring: staffChangeRequestQuery,
        response: { 200: staffChangeRequestQueue, ...refused },
      },
      preHandler,
    },
    async (request) => {
      const actor = actorOf(request);
      const queue = await changeRequests.queue(request.query, actor);
      // The queue names customers: who read which page of it is kept.
      await staff.recordRead(actor, 'changeRequests.listed', null, {
        query: request.query,
        found: queue.total,
      });
      return queue;
    },
  );

  app.get(
    changeRequestPaths.detail(':id'),
    {
      schema: {
        tags,
        summary:
          "One change request: the customer's words and contact details, files, replies and status history",
        params: changeRequestParams,
        response: { 200: staffChangeRequestResponse, ...refused, 404: errorBody },
      },
      preHandler,
    },
    async (request) => {
      const changeRequest = await changeRequests.detail(request.params.id);
      await staff.recordRead(
        actorOf(request),
        'changeRequest.viewed',
        changeRequestTarget(request.params.id),
        {
          reference: changeRequest.bookingReference,
        },
      );
      return { changeRequest };
    },
  );

  app.post(
    changeRequestPaths.assign(':id'),
    {
      schema: {
        tags,
        summary:
          'Assigns a change request (agents: to themselves while nobody holds it; supervisors and admins: to anyone), or to nobody',
        params: changeRequestParams,
        body: assignChangeRequestRequest,
        response: {
          200: staffChangeRequestResponse,
          ...refused,
          404: errorBody,
          409: errorBody,
          422: errorBody,
        },
      },
      preHandler,
    },
    async (request) => ({
      changeRequest: await changeRequests.assign(
        request.params.id,
        request.body.staffId,
        actorOf(request),
      ),
    }),
  );

  app.post(
    changeRequestPaths.replies(':id'),
    {
      schema: {
        tags,
        summary:
          "Replies to the customer (e-mailed to the request's contact address and shown on their booking; Idempotency-Key required)",
        params: changeRequestParams,
        headers: replyHeaders,
        body: replyToChangeRequestRequest,
        response: {
          200: staffChangeRequestResponse,
          ...refused,
          404: errorBody,
          409: errorBody,
          422: errorBody,
        },
      },
      preHandler,
    },
    async (request) => ({
      changeRequest: await changeRequests.reply(
        request.params.id,
        request.body,
        request.headers['idempotency-key'],
        actorOf(request),
      ),
    }),
  );

  app.post(
    changeRequestPaths.status(':id'),
    {
      schema: {
        tags,
        summary:
          'Moves a change request from the status last seen to another (409 when it changed meanwhile); declining needs a reason',
        params: changeRequestParams,
        body: changeRequestStatusRequest,
        response: {
          200: staffChangeRequestResponse,
          ...refused,
          404: errorBody,
          409: errorBody,
          422: errorBody,
        },
      },
      preHandler,
    },
    async (request) => ({
      changeRequest: await changeRequests.move(request.params.id, request.body, actorOf(request)),
    }),
  );

  app.get(
    changeRequestPaths.attachment(':id', ':attachmentId'),
    {
      schema: {
        tags,
        summary: 'Downloads a file the customer sent with a change request (PDF, PNG or JPEG)',
        params: changeRequestAttachmentParams,
        response: { 200: z.unknown(), ...refused, 404: errorBody },
      },
      preHandler,
    },
    async (request, reply) => {
      const { id, attachmentId } = request.params;
      const file = await changeRequests.attachment(id, attachmentId);
      await staff.recordRead(
        actorOf(request),
        'changeRequest.attachmentDownloaded',
        changeRequestTarget(id),
        {
          attachmentId,
        },
      );
      return reply
        .type(file.contentType)
        .header('content-disposition', attachmentDisposition(file.name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  );
};
