import { resetMessages } from '@sunward/contracts/auth';
import { useState, type SyntheticEvent } from 'react';
import { AUTH_REDIRECT_MS } from '../../../../shared/lib/auth-messages';
import { useNavigateLater } from '../../../../shared/lib/use-navigate-later';
import { toast } from '../../../../shared/stores/toasts';
import { Alert } from '../../../../shared/ui/Alert';
import { Button } from '../../../../shared/ui/Button';
import { Field } from '../../../../shared/ui/Field';
import { PasswordToggle } from '../../../../shared/ui/PasswordToggle';
import { useResetPassword } from '../../api/reset-password';
import { RECOVERY_TOAST_MS, resetFailure, resetFormError } from '../../lib/recovery-messages';
import { PasswordStrength } from './PasswordStrength';

/** A new password with its own show/hide toggle. */
function PasswordField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const [shown, setShown] = useState(false);
  return (
    <Field
      label={label}
      type={shown ? 'text' : 'password'}
      autoComplete="new-password"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      trailing={<PasswordToggle shown={shown} onToggle={() => setShown((s) => !s)} />}
    />
  );
}

/**
 * docs/spec/3-accounts-bookings-content.md §2 'Reset password': the e-mail read-only, new and
 * confirm password each with show/hide, the strength meter; on success the toast, then Login with
 * the e-mail filled in. A 404 or 410 hands over to the invalid-link panel.
 */
export function ResetPasswordForm({
  token,
  email,
  onInvalidLink,
}: {
  token: string;
  email: string;
  onInvalidLink: (message: string | null) => void;
}) {
  const reset = useResetPassword();
  const navigateLater = useNavigateLater();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const done = reset.isSuccess;

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = resetFormError(password, confirmation);
    setError(invalid);
    if (invalid || reset.isPending || done) return;
    reset.mutate(
      { token, email, password, password_confirmation: confirmation },
      {
        onSuccess: () => {
          toast(resetMessages.resetDone, { type: 'success', duration: RECOVERY_TOAST_MS });
          navigateLater(`/login?email=${encodeURIComponent(email)}`, AUTH_REDIRECT_MS, {
            replace: true,
          });
        },
        onError: (err) => {
          const failure = resetFailure(err);
          if (failure.invalidLink) onInvalidLink(failure.message);
          else setError(failure.message);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {error && <Alert tone="error">{error}</Alert>}
      <Field
        label="Email address"
        type="email"
        value={email}
        readOnly
        autoComplete="username"
        className="[&_input]:bg-slate-100 [&_input]:text-slate-700"
      />
      <PasswordField label="New password" value={password} onChange={setPassword} />
      {password !== '' && <PasswordStrength password={password} />}
      <PasswordField label="Confirm new password" value={confirmation} onChange={setConfirmation} />
      <Button type="submit" className="w-full" disabled={reset.isPending || done}>
        {reset.isPending ? 'Resetting...' : 'Reset Password'}
      </Button>
    </form>
  );
}
