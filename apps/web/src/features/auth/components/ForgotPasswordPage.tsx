import { resetMessages } from '@sunward/contracts/auth';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../../shared/stores/toasts';
import { useForgotPassword } from '../api/forgot-password';
import { RECOVERY_TOAST_MS } from '../lib/recovery-messages';
import { AuthLayout } from './AuthLayout';
import { CheckEmailPanel } from './recovery/CheckEmailPanel';
import { ForgotPasswordForm } from './recovery/ForgotPasswordForm';

/**
 * docs/spec/3-accounts-bookings-content.md §2 'Forgot password': the e-mail form (pre-filled from
 * ?email), then 'Check your email' with Resend; §8's messages and toasts.
 */
export default function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const send = useForgotPassword();
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const [lastEmail, setLastEmail] = useState(params.get('email') ?? '');

  const onSent = (email: string, message: string) => {
    toast(resetMessages.linkSent, { type: 'success', duration: RECOVERY_TOAST_MS });
    setSent({ email, message });
    setLastEmail(email);
  };

  return (
    <AuthLayout
      links={[
        { lead: 'Remembered it?', to: '/login', label: 'Back to sign in' },
        { lead: 'Still stuck?', to: '/contact-us', label: 'Contact us' },
        { to: '/', label: 'Return to the home page' },
      ]}
      title={sent ? 'Check your email' : 'Forgot your password?'}
      subtitle={
        sent
          ? 'If there is an account with that address, a link to reset your password is on its way.'
          : 'Enter the email address of your account and we will send you a link to reset your password.'
      }
    >
      {sent ? (
        <CheckEmailPanel
          email={sent.email}
          message={sent.message}
          send={send}
          onChangeEmail={() => setSent(null)}
        />
      ) : (
        <ForgotPasswordForm initialEmail={lastEmail} send={send} onSent={onSent} />
      )}
    </AuthLayout>
  );
}
