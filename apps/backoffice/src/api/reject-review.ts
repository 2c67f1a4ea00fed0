import { staffReview, staffReviewPaths } from '@sunward/contracts/staff-reviews';
import { staffRequest } from './client';

/** Does not publish a review, with the reason its customer is shown (required); audited. */
export const rejectReview = (id: string, version: number, reason: string) =>
  staffRequest(staffReviewPaths.reject(id), {
    method: 'POST',
    body: { version, reason },
    schema: staffReview,
  });
