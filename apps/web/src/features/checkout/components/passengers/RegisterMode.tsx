import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages, emailPattern, PASSWORD_MIN_LENGTH } from '@sunward/contracts/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { toast } from '../../../../shared/stores/toasts';
import { Alert } from '../../../../shared/ui/Alert';
import { Button } from '../../../../shared/ui/Button';
import { Field } from '../../../../shared/ui/Field';
import { useRegister } from '../../../../shared/api/register';
import { registerErrorMessage } from '../../../../shared/lib/auth-messages';
import { PasswordToggle } from '../../../../shared/ui/PasswordToggle';
import { checkboxClass, FieldError } from './Fields';
import { REGISTER_TOAST, TOAST_MS } from './sign-in-toasts';

export const required = z.string().trim().min(1, authMessages.required);
export const registerForm = z
  .object({
    firstName: required,
    lastName: required,
    email: required.regex(emailPattern, authMessages.invalidEmail),
    phone: z.string(),
    password: z
      .string()
      .min(1, authMessages.required)
      .min(PASSWORD_MIN_LENGTH, authMessages.passwordLength),
    passwordConfirmation: z.string().min(1, authMessages.required),
    terms: z.boolean().refine(Boolean, authMessages.terms),
  })
  .refine((v) => v.password === v.passwordConfirmation, {
    message: authMessages.passwordMismatch,
    path: ['passwordConfirmation'],
  });
export type RegisterForm = z.infer<typeof registerForm>;

export function RegisterMode({ onSignedIn }: { onSignedIn: () => void }) {
  const createAccount = useRegister();
  const [shown, setShown] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<RegisterForm>({
    resolver: zodResolver(registerForm),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      password: '',
      passwordConfirmation: '',
      terms: false,
    },
  });
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (v) => {
    setServerError(null);
    try {
      await createAccount.mutateAsync({
        title: null,
        full_name: `${v.firstName} ${v.lastName}`,
        email: v.email,
        telephone: v.phone.trim() || null,
        password: v.password,
        password_confirmation: v.passwordConfirmation,
      });
      toast(REGISTER_TOAST, { type: 'success', duration: TOAST_MS });
      onSignedIn();
    } catch (err) {
      setServerError(registerErrorMessage(err));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Create an account">
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <Field
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
        <Field
          label="Email address"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <Field label="Telephone" type="tel" autoComplete="tel" optional {...register('phone')} />
        <Field
          label="Password"
          type={shown ? 'text' : 'password'}
          autoComplete="new-password"
          hint="At least 8 characters."
          error={errors.password?.message}
          trailing={<PasswordToggle shown={shown} onToggle={() => setShown((s) => !s)} />}
          {...register('password')}
        />
        <Field
          label="Confirm password"
          type={shown ? 'text' : 'password'}
          autoComplete="new-password"
          error={errors.passwordConfirmation?.message}
          {...register('passwordConfirmation')}
        />
      </div>
      <div>
        <label className="flex items-start gap-3 text-sm text-slate-700">
          <input
            type="checkbox"
            className={checkboxClass}
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={errors.terms ? 'checkout-register-terms-error' : undefined}
            {...register('terms')}
          />
          <span>
            I accept the{' '}
            <Link
              to="/page/terms_&_conditions"
              target="_blank"
              className="font-medium text-brand-700 underline"
            >
              terms and conditions
              <span className="sr-only"> (opens in a new tab)</span>
            </Link>{' '}
            and have read the{' '}
            <Link
              to="/page/privacy_policy"
              target="_blank"
              className="font-medium text-brand-700 underline"
            >
              privacy policy
              <span className="sr-only"> (opens in a new tab)</span>
            </Link>
            .
          </span>
        </label>
        {errors.terms?.message && (
          <FieldError id="checkout-register-terms-error">{errors.terms.message}</FieldError>
        )}
      </div>
      <Button type="submit" disabled={createAccount.isPending} className="w-full sm:w-auto">
        {createAccount.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
