import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages } from '@sunward/contracts/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { toast } from '../../../../shared/stores/toasts';
import { Alert } from '../../../../shared/ui/Alert';
import { Button } from '../../../../shared/ui/Button';
import { Field } from '../../../../shared/ui/Field';
import { useLogin } from '../../../../shared/api/login';
import { loginErrorMessage } from '../../../../shared/lib/auth-messages';
import { PasswordToggle } from '../../../../shared/ui/PasswordToggle';
import { LOGIN_TOAST, TOAST_MS } from './sign-in-toasts';

export const loginForm = z.object({
  email: z.string().trim().min(1, authMessages.loginRequired),
  password: z.string().min(1, authMessages.loginRequired),
});
export type LoginForm = z.infer<typeof loginForm>;

export function LoginMode({ onSignedIn }: { onSignedIn: () => void }) {
  const login = useLogin();
  const [shown, setShown] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<LoginForm>({
    resolver: zodResolver(loginForm),
    defaultValues: { email: '', password: '' },
  });
  const message =
    serverError ?? formState.errors.email?.message ?? formState.errors.password?.message;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await login.mutateAsync({ email: values.email, password: values.password });
      toast(LOGIN_TOAST, { type: 'success', duration: TOAST_MS });
      onSignedIn();
    } catch (err) {
      setServerError(loginErrorMessage(err));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Sign in">
      {message && <Alert tone="error">{message}</Alert>}
      <Field
        label="Email address"
        type="email"
        autoComplete="email"
        aria-invalid={formState.errors.email ? true : undefined}
        {...register('email')}
      />
      <Field
        label="Password"
        type={shown ? 'text' : 'password'}
        autoComplete="current-password"
        aria-invalid={formState.errors.password ? true : undefined}
        trailing={<PasswordToggle shown={shown} onToggle={() => setShown((s) => !s)} />}
        {...register('password')}
      />
      <Button type="submit" disabled={login.isPending} className="w-full sm:w-auto">
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
