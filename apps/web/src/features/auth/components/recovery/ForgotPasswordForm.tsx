import { useState, type SyntheticEvent } from 'react';
import { Alert } from '../../../../shared/ui/Alert';
import { Button } from '../../../../shared/ui/Button';
import { Field } from '../../../../shared/ui/Field';
import { forgotEmailError, forgotErrorMessage } from '../../lib/recovery-messages';
import type { useForgotPassword } from '../../api/forgot-password';

/** The e-mail form: Send disabled while the field is empty; the spec's messages above it. */
export function ForgotPasswordForm({
  initialEmail,
  send,
  onSent,
}: {
  initialEmail: string;
  send: ReturnType<typeof useForgotPassword>;
  onSent: (email: string, message: string) => void;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = forgotEmailError(email);
    setError(invalid);
    if (invalid || send.isPending) return;
    const address = email.trim();
    send.mutate(
      { email: address },
      {
        onSuccess: (data) => onSent(address, data.message),
        onError: (err) => setError(forgotErrorMessage(err)),
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {error && <Alert tone="error">{error}</Alert>}
      <Field
        label="Email address"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Button type="submit" className="w-full" disabled={email.trim() === '' || send.isPending}>
        {send.isPending ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </form>
  );
}
