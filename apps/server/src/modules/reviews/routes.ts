import { bookingReferenceParams } from '@sunward/contracts/bookings';
import { errorBody } from '@sunward/contracts/errors';
import {
  bookingReview,
  hotelReviewPage,
  hotelReviewParams,
  ownReview,
  reviewListQuery,
  reviewPage,
  reviewPaths,
  reviewRequest,
  reviewsSummaryResponse,
} from '@sunward/contracts/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessOf } from '../bookings/service';
import type { ReviewsService } from './service';

const tags = ['reviews'];

export const reviewRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (
  app,
  { reviews },
) => {
  app.get(
    reviewPaths.ofBooking(':reference'),
    {
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary:
          "A booking's review as its customer sees it: whether it can be written now, and its state (owner or grant holder)",
        params: bookingReferenceParams,
        response: { 200: bookingReview, 400: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return reviews.ofBooking(request.params.reference, accessOf(request));
    },
  );

  app.post(
    reviewPaths.ofBooking(':reference'),
    {
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary:
          'Reviews a holiday once back home: 1-5 stars, an optional title (120 characters) and text (2,000); one per booking; published once our team approves it (owner or grant holder)',
        params: bookingReferenceParams,
        body: reviewRequest,
        response: {
          201: ownReview,
          400: errorBody,
          404: errorBody,
          409: errorBody,
          422: errorBody,
        },
      },
    },
    async (request, reply) => {
      const review = await reviews.write(request.params.reference, request.body, accessOf(request));
      return reply.code(201).send(review);
    },
  );

  app.patch(
    reviewPaths.ofBooking(':reference'),
    {
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary:
          'Changes a review within 7 days of writing it; it goes back to moderation (owner or grant holder)',
        params: bookingReferenceParams,
        body: reviewRequest,
        response: {
          200: ownReview,
          400: errorBody,
          404: errorBody,
          409: errorBody,
          422: errorBody,
        },
      },
    },
    async (request) => reviews.edit(request.params.reference, request.body, accessOf(request)),
  );

  app.get(
    reviewPaths.list,
    {
      schema: {
        tags,
        summary: 'Approved reviews of every hotel, newest first, with the score they give us',
        querystring: reviewListQuery,
        response: { 200: reviewPage, 400: errorBody },
      },
    },
    async (request) => reviews.list(request.query),
  );

  app.get(
    reviewPaths.summary,
    {
      schema: {
        tags,
        summary:
          "Our score and count from approved reviews, and the review site's own when one is configured",
        response: { 200: reviewsSummaryResponse },
      },
    },
    async () => reviews.summary(),
  );

  app.get(
    reviewPaths.ofHotel(':hotelId'),
    {
      schema: {
        tags,
        summary:
          "A hotel's approved reviews, newest first (filtered by stars if asked), with its score",
        params: hotelReviewParams,
        querystring: reviewListQuery,
        response: { 200: hotelReviewPage, 400: errorBody },
      },
    },
    async (request) => reviews.ofHotel(request.params.hotelId, request.query),
  );
};
