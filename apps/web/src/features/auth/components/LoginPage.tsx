import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages } from '@sunward/contracts/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { Field } from '../../../shared/ui/Field';
import { useNavigateLater } from '../../../shared/lib/use-navigate-later';
import { toast } from '../../../shared/stores/toasts';
import { useLogin } from '../../../shared/api/login';
import {
  AUTH_REDIRECT_MS,
  LOGIN_TOAST_MS,
  loginErrorMessage,
  safeRedirect,
  WELCOME_BACK,
} from '../../../shared/lib/auth-messages';
import { AuthLayout } from './AuthLayout';
import { PasswordToggle } from '../../../shared/ui/PasswordToggle';

const loginForm = z.object({
  email: z.string().trim().min(1, authMessages.loginRequired),
  password: z.string().min(1, authMessages.loginRequired),
  rememberMe: z.boolean(),
});
type LoginForm = z.infer<typeof loginForm>;

export default function LoginPage() {
  const [params] = useSearchParams();
  const login = useLogin();
  const [showPassword, setShowPassword] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const navigateLater = useNavigateLater();

  const { register, handleSubmit, formState } = useForm<LoginForm>({
    resolver: zodResolver(loginForm),
    defaultValues: { email: params.get('email') ?? '', password: '', rememberMe: false },
  });
  const requiredMessage = formState.errors.email?.message ?? formState.errors.password?.message;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await login.mutateAsync({
        email: values.email,
        password: values.password,
        remember_me: values.rememberMe,
      });
      toast(WELCOME_BACK, { type: 'success', duration: LOGIN_TOAST_MS });
      const target = safeRedirect(params.get('redirect'));
      navigateLater(target, AUTH_REDIRECT_MS, { replace: true });
    } catch (err) {
      setServerError(loginErrorMessage(err));
    }
  });

  return (
    <AuthLayout
      standalone
      title="Sign in to your account"
      subtitle="See your holidays, pay instalments and manage your bookings."
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {(serverError ?? requiredMessage) && (
          <Alert tone="error">{serverError ?? requiredMessage}</Alert>
        )}
        <Field label="Email address" type="email" autoComplete="email" {...register('email')} />
        <Field
          label="Password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          trailing={
            <PasswordToggle shown={showPassword} onToggle={() => setShowPassword((s) => !s)} />
          }
          {...register('password')}
        />
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <label className="inline-flex min-h-11 items-center gap-2 text-slate-700">
            <input
              type="checkbox"
              className="h-4 w-4 accent-brand-700"
              {...register('rememberMe')}
            />
            Remember me
          </label>
          <Link
            to="/forgot-password"
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            Forgot your password?
          </Link>
        </div>
        <Button type="submit" className="w-full" disabled={login.isPending}>
          {login.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      <div className="mt-6 space-y-2 border-t border-slate-200 pt-5 text-sm text-slate-700">
        <p>
          New to us?{' '}
          <Link
            to="/register"
            className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            Create an account
          </Link>
        </p>
        <p>
          Booked as a guest?{' '}
          <Link
            to="/manage-booking"
            className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            Access a booking with your reference
          </Link>
        </p>
      </div>
    </AuthLayout>
  );
}
