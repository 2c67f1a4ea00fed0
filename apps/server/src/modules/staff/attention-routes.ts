import { errorBody } from '@sunward/contracts/errors';
import {
  attentionActionResponse,
  attentionParams,
  attentionPaths,
  attentionQuery,
  attentionQueue,
  resolveAttentionRequest,
} from '@sunward/contracts/staff-attention';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AttentionService } from './attention';
import { staffScope } from './guards';
import type { StaffService } from './service';

export interface StaffAttentionRoutesOptions {
  staff: StaffService;
  /** The "Needs attention" queue (it asks each module for its failed work). */
  attention: AttentionService;
}

const tags = ['staff'];

/**
 * "Needs attention" on the back office: the failed work that needs a person (every role reads
 * it), and Retry and Mark resolved (supervisors and admins), each audited.
 */
export const staffAttentionRoutes: FastifyPluginAsyncZod<StaffAttentionRoutesOptions> = async (
  app,
  { staff, attention },
) => {
  const { requireAllowed, actorOf } = await staffScope(app, staff);
  const refused = { 400: errorBody, 401: errorBody, 403: errorBody };

  app.get(
    attentionPaths.queue,
    {
      schema: {
        tags,
        summary:
          'Failed work that needs a person (failed and stuck jobs, failed supplier bookings, refunds not done, approved payments not recorded, e-mails not delivered): late first, then oldest first, paged',
        querystring: attentionQuery,
        response: { 200: attentionQueue, ...refused },
      },
      preHandler: requireAllowed('attention.read'),
    },
    async (request) => attention.queue(request.query),
  );

  app.post(
    attentionPaths.retry(':kind', ':key'),
    {
      schema: {
        tags,
        summary:
          "Retries an item where a retry can mend it: a failed job runs again, a cancellation's refunds are sent again, payments are reconciled now (409 for the rest)",
        params: attentionParams,
        response: {
          200: attentionActionResponse,
          ...refused,
          404: errorBody,
          409: errorBody,
        },
      },
      preHandler: requireAllowed('attention.act'),
    },
    async (request) => attention.retry(request.params.kind, request.params.key, actorOf(request)),
  );

  app.post(
    attentionPaths.resolve(':kind', ':key'),
    {
      schema: {
        tags,
        summary:
          'Marks an item resolved with a note saying what was done: it leaves the queue (audited)',
        params: attentionParams,
        body: resolveAttentionRequest,
        response: {
          200: attentionActionResponse,
          ...refused,
          404: errorBody,
          409: errorBody,
          422: errorBody,
        },
      },
      preHandler: requireAllowed('attention.act'),
    },
    async (request) =>
      attention.resolve(
        request.params.kind,
        request.params.key,
        request.body.note,
        actorOf(request),
      ),
  );
};
