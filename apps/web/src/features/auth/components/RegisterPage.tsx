import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages, emailPattern, PASSWORD_MIN_LENGTH, titles } from '@sunward/contracts/auth';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { useSiteConfig } from '../../../shared/api/site';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { Field } from '../../../shared/ui/Field';
import { useNavigateLater } from '../../../shared/lib/use-navigate-later';
import { toast } from '../../../shared/stores/toasts';
import { useRegister } from '../../../shared/api/register';
import {
  AUTH_REDIRECT_MS,
  REGISTER_TOAST_MS,
  registerErrorMessage,
  safeRedirect,
} from '../../../shared/lib/auth-messages';
import { AuthLayout } from './AuthLayout';
import { PasswordToggle } from '../../../shared/ui/PasswordToggle';

const required = z.string().trim().min(1, authMessages.required);
const registerForm = z
  .object({
    title: z.enum(titles).or(z.literal('')),
    fullName: required,
    email: required.regex(emailPattern, authMessages.invalidEmail),
    telephone: z.string(),
    password: required.min(PASSWORD_MIN_LENGTH, authMessages.passwordLength),
    passwordConfirmation: required,
    terms: z.boolean().refine(Boolean, authMessages.terms),
  })
  .refine((v) => v.password === v.passwordConfirmation, {
    message: authMessages.passwordMismatch,
    path: ['passwordConfirmation'],
  });
type RegisterForm = z.infer<typeof registerForm>;

export default function RegisterPage() {
  const site = useSiteConfig();
  const registerAccount = useRegister();
  const [showPassword, setShowPassword] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const navigateLater = useNavigateLater();
  const [params] = useSearchParams();

  const { register, handleSubmit, control, formState } = useForm<RegisterForm>({
    resolver: zodResolver(registerForm),
    defaultValues: {
      title: '',
      fullName: '',
      email: '',
      telephone: '',
      password: '',
      passwordConfirmation: '',
      terms: false,
    },
  });
  const errors = formState.errors;
  const termsAccepted = useWatch({ control, name: 'terms' });

  const onSubmit = handleSubmit(async (v) => {
    setServerError(null);
    try {
      await registerAccount.mutateAsync({
        title: v.title || null,
        full_name: v.fullName,
        email: v.email,
        telephone: v.telephone || null,
        password: v.password,
        password_confirmation: v.passwordConfirmation,
      });
      toast(`Account created successfully! Welcome to ${site.brandName}!`, {
        type: 'success',
        duration: REGISTER_TOAST_MS,
      });
      // Back where the visitor came from (e.g. a booking to link), else the account.
      navigateLater(safeRedirect(params.get('redirect')), AUTH_REDIRECT_MS, { replace: true });
    } catch (err) {
      setServerError(registerErrorMessage(err));
    }
  });

  return (
    <AuthLayout
      title="Create your account"
      subtitle="Save your details for faster booking and manage every holiday in one place."
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {serverError && <Alert tone="error">{serverError}</Alert>}
        <div>
          <label htmlFor="register-title" className="mb-1 block text-sm font-medium text-slate-800">
            Title <span className="font-normal text-slate-500">(optional)</span>
          </label>
          <select
            id="register-title"
            className="block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
            {...register('title')}
          >
            <option value="">Select</option>
            {titles.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </div>
        <Field
          label="Full name"
          autoComplete="name"
          error={errors.fullName?.message}
          {...register('fullName')}
        />
        <Field
          label="Email address"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <Field
          label="Telephone"
          type="tel"
          autoComplete="tel"
          optional
          {...register('telephone')}
        />
        <Field
          label="Password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="new-password"
          hint="At least 8 characters."
          error={errors.password?.message}
          trailing={
            <PasswordToggle shown={showPassword} onToggle={() => setShowPassword((s) => !s)} />
          }
          {...register('password')}
        />
        <Field
          label="Confirm password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="new-password"
          error={errors.passwordConfirmation?.message}
          {...register('passwordConfirmation')}
        />
        <div>
          <label className="flex items-start gap-3 text-sm text-slate-700">
            <input
              type="checkbox"
              className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
              {...register('terms')}
            />
            <span>
              I accept the{' '}
              <Link to="/page/terms_&_conditions" className="font-medium text-brand-700 underline">
                terms and conditions
              </Link>{' '}
              and have read the{' '}
              <Link to="/page/privacy_policy" className="font-medium text-brand-700 underline">
                privacy policy
              </Link>
              .
            </span>
          </label>
          {errors.terms && (
            <p className="mt-1 text-sm font-medium text-coral-600">{errors.terms.message}</p>
          )}
        </div>
        <Button
          type="submit"
          className="w-full"
          disabled={!termsAccepted || registerAccount.isPending}
        >
          {registerAccount.isPending ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
      <p className="mt-6 border-t border-slate-200 pt-5 text-sm text-slate-700">
        Already have an account?{' '}
        <Link
          to="/login"
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          Sign in
        </Link>
      </p>
    </AuthLayout>
  );
}
