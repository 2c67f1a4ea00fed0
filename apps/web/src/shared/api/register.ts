import { authResponse, type RegisterRequest } from '@sunward/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client';
import { useSession } from '../stores/session';

export const register = (body: RegisterRequest) =>
  apiRequest('/auth/customer/register', { method: 'POST', body, schema: authResponse });

export function useRegister() {
  const signIn = useSession((s) => s.signIn);
  return useMutation({
    mutationFn: register,
    onSuccess: (data) => signIn(data.access_token, data.user),
    meta: { handlesErrors: true },
  });
}
