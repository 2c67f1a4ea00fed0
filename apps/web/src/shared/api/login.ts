import { authResponse, type LoginRequest } from '@sunward/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client';
import { useSession } from '../stores/session';

export const login = (body: LoginRequest) =>
  apiRequest('/auth/customer/login', { method: 'POST', body, schema: authResponse });

/** Signs in and keeps the token in the session; errors are the caller's to word. */
export function useLogin() {
  const signIn = useSession((s) => s.signIn);
  return useMutation({
    mutationFn: login,
    onSuccess: (data) => signIn(data.access_token, data.user),
    meta: { handlesErrors: true },
  });
}
