import * as z from 'zod/mini';
import { rating, reviewStates } from './reviews';

/**
 * Review moderation on the back office. Every role reads the queue (`reviews.read`) and
 * moderates what is waiting (`reviews.moderate`: approve, or reject with a reason the customer is
 * shown); taking down a published review or publishing one that was rejected is for supervisors
 * and admins (`reviews.override`). Each decision names the version of the review it was made on:
 * a review the customer changed meanwhile is refused (409) until it is read again, and the same
 * decision sent twice is made once (the second answers the review as it stands). Every decision
 * is audited and recomputes the hotel's score in its own transaction.
 *
 * - GET  /staff/reviews?state&page        → staffReviewQueue (waiting: oldest first)
 * - POST /staff/reviews/{id}/approve      moderationRequest → staffReview
 * - POST /staff/reviews/{id}/reject       rejectionRequest → staffReview
 */
export const staffReviewPaths = {
  queue: '/staff/reviews',
  approve: (id: string) => `/staff/reviews/${id}/approve`,
  reject: (id: string) => `/staff/reviews/${id}/reject`,
} as const;

export const STAFF_REVIEWS = {
  pageSize: 20,
  reasonMaxLength: 500,
} as const;

export const staffReviewMessages = {
  notFound: 'There is no such review.',
  reasonRequired: 'Please give the reason it is not published: the customer is shown it.',
  reasonTooLong: `A reason is at most ${String(STAFF_REVIEWS.reasonMaxLength)} characters.`,
  changed:
    'The customer has changed this review since it was opened. Please read it again before deciding.',
  overrideOnly:
    'Only a supervisor can take down a published review or publish one that was not published.',
} as const;

/** Personal data a review's words may carry, found when it is written and shown to the moderator. */
export const personalDataKinds = ['email', 'phone', 'postcode'] as const;
export type PersonalDataKind = (typeof personalDataKinds)[number];
export const PERSONAL_DATA_NAMES: Record<PersonalDataKind, string> = {
  email: 'E-mail address',
  phone: 'Phone number',
  postcode: 'Postcode',
};

export const personalDataFlag = z.object({
  kind: z.enum(personalDataKinds),
  field: z.enum(['title', 'text']),
  /** The words found. */
  match: z.string(),
});
export type PersonalDataFlag = z.infer<typeof personalDataFlag>;

export const staffReviewQuery = z.strictObject({
  state: z.optional(z.enum(reviewStates)),
  page: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))),
});
export type StaffReviewQuery = z.input<typeof staffReviewQuery>;

export const staffReviewParams = z.strictObject({
  id: z.uuid({ error: 'must be an id (a UUID).' }),
});

export const staffReview = z.object({
  id: z.uuid(),
  state: z.enum(reviewStates),
  /** Goes up by one each time the customer changes it. */
  version: z.int(),
  rating,
  title: z.nullable(z.string()),
  text: z.nullable(z.string()),
  personalData: z.array(personalDataFlag),
  reviewer: z.string(),
  bookingReference: z.string(),
  hotel: z.object({ id: z.int(), name: z.string() }),
  travelled: z.string(),
  rejectionReason: z.nullable(z.string()),
  /** ISO date-times: written, last changed by the customer, last decided. */
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  moderatedAt: z.nullable(z.iso.datetime()),
  moderatedBy: z.nullable(z.string()),
});
export type StaffReview = z.infer<typeof staffReview>;

export const staffReviewQueue = z.object({
  state: z.enum(reviewStates),
  /** Waiting ones oldest first (the longest waiting at the top); decided ones newest first. */
  reviews: z.array(staffReview),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  counts: z.record(z.enum(reviewStates), z.int()),
});
export type StaffReviewQueue = z.infer<typeof staffReviewQueue>;

export const moderationRequest = z.strictObject({
  /** The version read: a review changed since is refused. */
  version: z.int().check(z.minimum(1), z.maximum(1_000_000)),
});
export type ModerationRequest = z.infer<typeof moderationRequest>;

export const rejectionRequest = z.strictObject({
  version: z.int().check(z.minimum(1), z.maximum(1_000_000)),
  reason: z
    .string()
    .check(z.maxLength(STAFF_REVIEWS.reasonMaxLength, staffReviewMessages.reasonTooLong)),
});
export type RejectionRequest = z.infer<typeof rejectionRequest>;
