import {
  bookingDetailPaths,
  changeRequestResponse,
  type ChangeRequestBody,
} from '@sunward/contracts/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingAccessHeaders } from '../../../shared/api/booking';
import { referenceSegment } from '../../../shared/lib/booking-reference';
import { apiRequest } from '../../../shared/lib/api-client';
import { bookingDetailQueryKey } from '../../../shared/api/booking-detail';

export interface ChangeRequestSubmission {
  body: ChangeRequestBody;
  /** One per submission, the same when that submission is retried: the server answers a repeat once. */
  idempotencyKey: string;
}

/**
 * POST /auth/customer/itineraries/change/{reference} (owner by bearer, guest by key or grant) with
 * its Idempotency-Key; 422 carries the messages per field.
 */
export const submitChangeRequest = (reference: string, submission: ChangeRequestSubmission) =>
  apiRequest(bookingDetailPaths.change(referenceSegment(reference)), {
    method: 'POST',
    body: submission.body,
    schema: changeRequestResponse,
    headers: {
      ...bookingAccessHeaders(reference),
      'Idempotency-Key': submission.idempotencyKey,
    },
  });

/** Sends a change request; on success the booking's detail (and its list of requests) is read again. */
export function useChangeRequest(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: ChangeRequestSubmission) => submitChangeRequest(reference, submission),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingDetailQueryKey(reference) }),
    meta: { handlesErrors: true },
  });
}
