import {
  checkoutPaths,
  uploadExtrasResponse,
  type UploadExtrasRequest,
} from '@sunward/contracts/checkout';
import { useMutation } from '@tanstack/react-query';
import { checkoutRequest } from './checkout-request';

/**
 * POST /checkout/extras (docs/spec/2-checkout-payment.md §7 'Upload extras'): commits the extras page's selection, even an
 * empty one (the checkout moves to extras_committed). The server prices it and answers with the
 * new flight cost, the transfer and the totals. 409/422 carry a message the customer can act on
 * (e.g. a seat just taken); 410 means the hold has expired.
 */
const uploadExtras = (body: UploadExtrasRequest) =>
  checkoutRequest(checkoutPaths.extras, { method: 'POST', body, schema: uploadExtrasResponse });

/** Commits the extras page's selection; `pending` reports the start and the end of the wait. */
export const useUploadExtras = (pending: { onStart: () => void; onEnd: () => void }) =>
  useMutation({ mutationFn: uploadExtras, onMutate: pending.onStart, onSettled: pending.onEnd });
