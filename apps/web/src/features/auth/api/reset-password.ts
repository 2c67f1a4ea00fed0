import { messageResponse, type ResetPasswordRequest } from '@sunward/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';
import { useSession } from '../../../shared/stores/session';

/** POST /auth/customer/reset-password (docs/spec/3-accounts-bookings-content.md §7). */
export const resetPassword = (body: ResetPasswordRequest) =>
  apiRequest('/auth/customer/reset-password', {
    method: 'POST',
    body,
    schema: messageResponse,
  });

/**
 * Sets the new password. The server then ends every session of the account, so a browser signed
 * in as that account forgets its session at once rather than on its next call.
 */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: (_data, body) => {
      const { user, logout } = useSession.getState();
      if (user && user.email.trim().toLowerCase() === body.email.trim().toLowerCase()) {
        logout();
        queryClient.removeQueries({ queryKey: ['auth'] });
      }
    },
    meta: { handlesErrors: true },
  });
}
