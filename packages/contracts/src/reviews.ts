import * as z from 'zod/mini';

/**
 * Verified reviews: a customer reviews a holiday from their own booking once they are back home,
 * and only reviews our team has approved are shown. Every score and count shown is computed from
 * approved reviews; none is written by hand.
 *
 * Customers (the booking's owner, or a guest browser with the booking's key or a lookup's grant):
 * - GET   /bookings/{reference}/review   → bookingReview (whether it can be reviewed, and its review)
 * - POST  /bookings/{reference}/review   reviewRequest → ownReview (201)
 * - PATCH /bookings/{reference}/review   reviewRequest → ownReview (within 7 days of writing it)
 *
 * Everyone:
 * - GET /reviews?page&rating                   → reviewPage (every approved review, newest first)
 * - GET /reviews/summary                       → reviewsSummaryResponse (the site's score and count)
 * - GET /hotels/{hotelId}/reviews?page&rating  → hotelReviewPage (one hotel's, newest first)
 */
export const reviewPaths = {
  ofBooking: (reference: string) => `/bookings/${reference}/review`,
  list: '/reviews',
  summary: '/reviews/summary',
  ofHotel: (hotelId: number | string) => `/hotels/${String(hotelId)}/reviews`,
} as const;

export const REVIEW_LIMITS = {
  /** Stars, 1 to 5. */
  minRating: 1,
  maxRating: 5,
  /** Characters of the optional title and text (as a person counts them: one per symbol). */
  titleMax: 120,
  textMax: 2000,
  /** A review can be changed for this many days after it was written. */
  editDays: 7,
  /** Results cards show a hotel's score only from this many approved reviews. */
  cardMinimum: 5,
  /** Reviews per page, unless asked, and at most. */
  pageSize: 10,
  maxPageSize: 50,
} as const;

/** Every message a customer can be given about their review (the web shows the same words). */
export const reviewMessages = {
  rating: 'Please choose a rating from 1 to 5 stars.',
  titleTooLong: `Your title can be up to ${String(REVIEW_LIMITS.titleMax)} characters.`,
  textTooLong: `Your review can be up to ${REVIEW_LIMITS.textMax.toLocaleString('en-GB')} characters.`,
  notYetBack:
    'You can review your holiday once you are back home: after your hotel check-out date.',
  cancelled: 'A cancelled holiday cannot be reviewed.',
  notConfirmed: 'You can review your holiday once your booking is confirmed and you are back home.',
  alreadyReviewed: 'You have already reviewed this holiday. You can change your review instead.',
  noReview: 'There is no review of this holiday yet.',
  editClosed: `A review can be changed for ${String(REVIEW_LIMITS.editDays)} days after it was written. This one can no longer be changed.`,
  cannotReview: 'This holiday cannot be reviewed online. Please contact us.',
} as const;

const graphemes = new Intl.Segmenter('en-GB', { granularity: 'grapheme' });

/** How many characters a person counts in `text`: one per symbol (an emoji is one, not two). */
export function reviewLength(text: string): number {
  let count = 0;
  for (const segment of graphemes.segment(text)) if (segment.segment) count++;
  return count;
}

/** The first symbol of `text` as a person reads it ('' for none): an initial. */
export const firstSymbol = (text: string): string =>
  graphemes.segment(text)[Symbol.iterator]().next().value?.segment ?? '';

export const reviewStates = ['pending', 'approved', 'rejected'] as const;
export type ReviewState = (typeof reviewStates)[number];

/** How a review's state reads to its writer and to staff. */
export const REVIEW_STATE_NAMES: Record<ReviewState, string> = {
  pending: 'Awaiting moderation',
  approved: 'Published',
  rejected: 'Not published',
};

export const rating = z.int().check(z.gte(1), z.lte(5));

/**
 * A review as written: stars, and an optional title and text. Lengths are checked by the server
 * with the messages above (a 422 per field); the bounds here only keep bodies small.
 */
export const reviewRequest = z.strictObject({
  rating: z.int(),
  title: z.optional(z.nullable(z.string().check(z.maxLength(2_000)))),
  text: z.optional(z.nullable(z.string().check(z.maxLength(20_000)))),
});
export type ReviewRequest = z.infer<typeof reviewRequest>;

/** The writer's own review, whatever its state. */
export const ownReview = z.object({
  id: z.uuid(),
  rating,
  title: z.nullable(z.string()),
  text: z.nullable(z.string()),
  state: z.enum(reviewStates),
  /** Why our team did not publish it (when `rejected`). */
  rejectionReason: z.nullable(z.string()),
  /** ISO date-times: when it was written, last changed, and until when it can be changed. */
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  editableUntil: z.iso.datetime(),
  editable: z.boolean(),
});
export type OwnReview = z.infer<typeof ownReview>;

/** A booking as its review form sees it: whether it can be reviewed now, and its review. */
export const bookingReview = z.object({
  reference: z.string(),
  hotelName: z.string(),
  /** The hotel's check-out date: a review can be written from the day after. */
  checkOut: z.iso.date(),
  /** True when a review can be written now (none yet, and back home). */
  canReview: z.boolean(),
  /** Why not, when it cannot (and there is no review yet). */
  reason: z.nullable(z.string()),
  review: z.nullable(ownReview),
});
export type BookingReview = z.infer<typeof bookingReview>;

/** How many approved reviews gave each number of stars, 5 stars first. */
export const ratingDistribution = z.array(z.object({ rating, count: z.int() }));

/** A score computed from approved reviews: their mean to one decimal place, and their count. */
export const reviewSummary = z.object({
  score: z.number(),
  count: z.int(),
  distribution: ratingDistribution,
});
export type ReviewSummary = z.infer<typeof reviewSummary>;

/** A published review, as everyone sees it. */
export const publicReview = z.object({
  id: z.uuid(),
  rating,
  title: z.nullable(z.string()),
  text: z.nullable(z.string()),
  /** The writer's first name and the initial of their surname, e.g. 'Amelia H.'. */
  reviewer: z.string(),
  /** The month they travelled, 'yyyy-mm' (shown 'travelled July 2026'). */
  travelled: z.string().check(z.regex(/^\d{4}-\d{2}$/)),
  /** True when it was written from a completed booking with us (the 'Verified traveller' label). */
  verified: z.boolean(),
  /** e.g. 'Family holiday', 'Couple', from the party booked. */
  tripType: z.string(),
  hotel: z.object({ id: z.int(), name: z.string(), destination: z.string() }),
  /** ISO date-time it was published. */
  publishedAt: z.iso.datetime(),
});
export type PublicReview = z.infer<typeof publicReview>;

export const reviewListQuery = z.strictObject({
  page: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000))),
  pageSize: z.optional(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(REVIEW_LIMITS.maxPageSize)),
  ),
  /** Only reviews of this many stars. */
  rating: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(5))),
});
export type ReviewListQuery = z.infer<typeof reviewListQuery>;

export const reviewPage = z.object({
  /** Every approved review's score (null while there are none). */
  summary: z.nullable(reviewSummary),
  reviews: z.array(publicReview),
  /** Reviews matching the rating filter (all approved ones without it). */
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type ReviewPage = z.infer<typeof reviewPage>;

export const hotelReviewParams = z.strictObject({
  hotelId: z.coerce.number().check(z.int(), z.gte(1), z.lte(2_147_483_647)),
});

export const hotelReviewPage = z.object({
  hotelId: z.int(),
  /** The hotel's score from its approved reviews (null while it has none). */
  summary: z.nullable(reviewSummary),
  reviews: z.array(publicReview),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type HotelReviewPage = z.infer<typeof hotelReviewPage>;

/** What an independent review site says of us, when one is configured (its own numbers). */
export const reviewSiteSummary = z.object({
  name: z.string(),
  url: z.url(),
  score: z.number(),
  count: z.int(),
});
export type ReviewSiteSummary = z.infer<typeof reviewSiteSummary>;

export const reviewsSummaryResponse = z.object({
  /** Our score from approved reviews of our customers (null while there are none). */
  verified: z.nullable(reviewSummary),
  /** The review site's own score, only when one is configured and answered. */
  reviewSite: z.nullable(reviewSiteSummary),
});
export type ReviewsSummaryResponse = z.infer<typeof reviewsSummaryResponse>;

/** A hotel's score on a results card (only from REVIEW_LIMITS.cardMinimum approved reviews). */
export const hotelReviewScore = z.object({ score: z.number(), count: z.int() });
export type HotelReviewScore = z.infer<typeof hotelReviewScore>;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'July 2026' for '2026-07'. */
export function travelledMonth(yearMonth: string): string {
  const [year, month] = yearMonth.split('-');
  return `${MONTHS[Number(month) - 1] ?? ''} ${year}`.trim();
}

/** The label of a review tied to a completed booking. */
export const verifiedLabel = (yearMonth: string) =>
  `Verified traveller, travelled ${travelledMonth(yearMonth)}`;

/** '4.5' (a score is shown to one decimal place). */
export const formatScore = (score: number) => score.toFixed(1);
