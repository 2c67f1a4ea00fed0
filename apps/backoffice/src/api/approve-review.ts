import { staffReview, staffReviewPaths } from '@sunward/contracts/staff-reviews';
import { staffRequest } from './client';

/**
 * Publishes a review as read (its version: one the customer changed since is refused). Approving
 * it twice is made once; audited.
 */
export const approveReview = (id: string, version: number) =>
  staffRequest(staffReviewPaths.approve(id), {
    method: 'POST',
    body: { version },
    schema: staffReview,
  });
