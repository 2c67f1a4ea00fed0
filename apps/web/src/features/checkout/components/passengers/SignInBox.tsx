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
import { useLogin } from '../../../../shared/api/login';
import { useRegister } from '../../../../shared/api/register';
import { loginErrorMessage, registerErrorMessage } from '../../../../shared/lib/auth-messages';
import { PasswordToggle } from '../../../../shared/ui/PasswordToggle';
import { AccordionSection } from './Accordion';
import { checkboxClass, FieldError } from './Fields';

/** docs/spec/2-checkout-payment.md §8 toasts, word for word. */
export const GUEST_TOAST = 'Continuing as guest. You can create an account at the end of checkout.';
export const LOGIN_TOAST = 'Welcome back! Your details have been loaded.';
export const REGISTER_TOAST = 'Account created successfully! Your details have been saved.';
const TOAST_MS = 3000;

const loginForm = z.object({
  email: z.string().trim().min(1, authMessages.loginRequired),
  password: z.string().min(1, authMessages.loginRequired),
});
type LoginForm = z.infer<typeof loginForm>;

const required = z.string().trim().min(1, authMessages.required);
const registerForm = z
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
type RegisterForm = z.infer<typeof registerForm>;

type Mode = 'login' | 'register';

function LoginMode({ onSignedIn }: { onSignedIn: () => void }) {
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

function RegisterMode({ onSignedIn }: { onSignedIn: () => void }) {
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

/**
 * docs/spec/2-checkout-payment.md §2 'Sign-in or guest box': shown only to a visitor who has neither signed in nor chosen
 * to continue as a guest. Login or register mode; it opens and closes like the other steps.
 */
export function SignInBox({
  onGuest,
  onSignedIn,
}: {
  onGuest: () => void;
  onSignedIn: () => void;
}) {
  const [open, setOpen] = useState(true);
  const [mode, setMode] = useState<Mode>('login');

  const guest = () => {
    toast(GUEST_TOAST, { type: 'info', duration: TOAST_MS });
    onGuest();
  };

  const tab = (value: Mode, label: string) => (
    <button
      type="button"
      aria-pressed={mode === value}
      onClick={() => setMode(value)}
      className={`min-h-11 flex-1 rounded-md px-4 text-sm font-semibold ${
        mode === value ? 'bg-white text-brand-900 shadow' : 'text-slate-700 hover:text-brand-800'
      }`}
    >
      {label}
    </button>
  );

  return (
    <AccordionSection
      id="sign-in"
      title="Sign in or continue as guest"
      summary="Sign in to load your details, or book as a guest."
      status="current"
      badgeText="Optional"
      open={open}
      onToggle={() => setOpen((o) => !o)}
    >
      <div className="space-y-5">
        <p className="text-sm text-slate-700">
          Sign in to fill in your details faster and keep this booking in your account.
        </p>
        <div className="flex gap-1 rounded-lg bg-slate-100 p-1" role="group" aria-label="Account">
          {tab('login', 'Sign in')}
          {tab('register', 'Create an account')}
        </div>
        {mode === 'login' ? (
          <LoginMode onSignedIn={onSignedIn} />
        ) : (
          <RegisterMode onSignedIn={onSignedIn} />
        )}
        <div className="border-t border-slate-200 pt-4">
          <p className="mb-3 text-sm text-slate-700">
            No account? You can book as a guest and create one at the end.
          </p>
          <Button variant="secondary" onClick={guest} className="w-full sm:w-auto">
            Continue as Guest
          </Button>
        </div>
      </div>
    </AccordionSection>
  );
}
