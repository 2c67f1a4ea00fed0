import { REVIEW_LIMITS, reviewLength, reviewMessages } from '@sunward/contracts/reviews';
import { z } from 'zod';

/**
 * The review form: 1-5 stars (required), an optional title of up to 120 characters and text of up
 * to 2,000, counted as a person counts them; the messages are the server's own.
 */
export const reviewForm = z.object({
  rating: z
    .number({ error: reviewMessages.rating })
    .int()
    .min(REVIEW_LIMITS.minRating, reviewMessages.rating)
    .max(REVIEW_LIMITS.maxRating, reviewMessages.rating),
  title: z
    .string()
    .refine((v) => reviewLength(v.trim()) <= REVIEW_LIMITS.titleMax, reviewMessages.titleTooLong),
  text: z
    .string()
    .refine((v) => reviewLength(v.trim()) <= REVIEW_LIMITS.textMax, reviewMessages.textTooLong),
});
export type ReviewFormValues = z.infer<typeof reviewForm>;

/** What is sent: empty words as null. */
export const reviewBody = (values: ReviewFormValues) => ({
  rating: values.rating,
  title: values.title.trim() === '' ? null : values.title.trim(),
  text: values.text.trim() === '' ? null : values.text.trim(),
});
