import {
  messageResponse,
  resetMessages,
  type ForgotPasswordRequest,
} from '@sunward/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../shared/lib/api-client';

/**
 * POST /auth/customer/forgot-password (docs/spec/3-accounts-bookings-content.md §7). The answer
 * is the same whether or not an account exists; §8: a 404 counts as success too.
 */
export const forgotPassword = (body: ForgotPasswordRequest) =>
  apiRequest('/auth/customer/forgot-password', {
    method: 'POST',
    body,
    schema: messageResponse,
  }).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404)
      return { message: resetMessages.linkSentIfAccount };
    throw error;
  });

/** Sends (or sends again) the reset link; the page words its errors. */
export const useForgotPassword = () =>
  useMutation({ mutationFn: forgotPassword, meta: { handlesErrors: true } });
