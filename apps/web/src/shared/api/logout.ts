import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client';
import { useSession } from '../stores/session';

/** Revokes the token on the server, then clears the session whatever the answer. */
export function useLogout() {
  const logout = useSession((s) => s.logout);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/auth/customer/logout', { method: 'POST' }),
    onSettled: () => {
      logout({ byUser: true });
      queryClient.removeQueries({ queryKey: ['auth'] });
    },
    meta: { handlesErrors: true },
  });
}
