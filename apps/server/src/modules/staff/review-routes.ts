import { errorBody } from '@sunward/contracts/errors';
import {
  moderationRequest,
  rejectionRequest,
  staffReview,
  staffReviewParams,
  staffReviewPaths,
  staffReviewQuery,
  staffReviewQueue,
} from '@sunward/contracts/staff-reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReviewsService } from '../reviews/service';
import { staffScope } from './guards';
import type { StaffService } from './service';

export interface StaffReviewRoutesOptions {
  staff: StaffService;
  /** Reviews and their moderation (the reviews module keeps them, their scores and their audit). */
  reviews: ReviewsService;
}

const tags = ['staff'];

/**
 * Review moderation on the desk: every role reads the queue and decides on waiting reviews;
 * supervisors and admins also take down published ones or publish rejected ones (the reviews
 * service asks the policy). Each decision is audited in its own transaction.
 */
export const staffReviewRoutes: FastifyPluginAsyncZod<StaffReviewRoutesOptions> = async (
  app,
  { staff, reviews },
) => {
  const { requireAllowed, actorOf } = await staffScope(app, staff);
  const refused = { 400: errorBody, 401: errorBody, 403: errorBody };

  app.get(
    staffReviewPaths.queue,
    {
      schema: {
        tags,
        summary:
          'Reviews of one state: waiting ones oldest first (with the personal data found in them), decided ones newest first',
        querystring: staffReviewQuery,
        response: { 200: staffReviewQueue, ...refused },
      },
      preHandler: requireAllowed('reviews.read'),
    },
    async (request) => reviews.queue(request.query),
  );

  app.post(
    staffReviewPaths.approve(':id'),
    {
      schema: {
        tags,
        summary:
          'Publishes a review as read (its version); the same decision twice is made once (audited)',
        params: staffReviewParams,
        body: moderationRequest,
        response: { 200: staffReview, ...refused, 404: errorBody, 409: errorBody },
      },
      preHandler: requireAllowed('reviews.moderate'),
    },
    async (request) => reviews.approve(request.params.id, request.body.version, actorOf(request)),
  );

  app.post(
    staffReviewPaths.reject(':id'),
    {
      schema: {
        tags,
        summary:
          'Does not publish a review, with the reason its customer is shown (required; audited)',
        params: staffReviewParams,
        body: rejectionRequest,
        response: { 200: staffReview, ...refused, 404: errorBody, 409: errorBody, 422: errorBody },
      },
      preHandler: requireAllowed('reviews.moderate'),
    },
    async (request) =>
      reviews.reject(
        request.params.id,
        request.body.version,
        request.body.reason,
        actorOf(request),
      ),
  );
};
