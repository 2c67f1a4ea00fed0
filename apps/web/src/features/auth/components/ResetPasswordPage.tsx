import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AuthLayout } from './AuthLayout';
import { InvalidLinkPanel } from './recovery/InvalidLinkPanel';
import { ResetPasswordForm } from './recovery/ResetPasswordForm';

/**
 * docs/spec/3-accounts-bookings-content.md §2 'Reset password' (/reset-password?token&email): the
 * form, or the invalid-link panel when token or e-mail is missing or the server says the link is
 * unknown (404), used or expired (410).
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const [invalid, setInvalid] = useState<{ message: string | null } | null>(
    token && email ? null : { message: null },
  );

  if (invalid) {
    return (
      <AuthLayout
        title="Reset link not valid"
        subtitle="This link cannot be used to reset a password any more."
      >
        <InvalidLinkPanel email={email} message={invalid.message} />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title="Reset your password"
      subtitle="Choose a new password for your account."
      links={[
        { lead: 'Remembered it?', to: '/login', label: 'Back to sign in' },
        {
          lead: 'Link not working?',
          to: `/forgot-password?email=${encodeURIComponent(email)}`,
          label: 'Request New Link',
        },
      ]}
    >
      <ResetPasswordForm
        token={token}
        email={email}
        onInvalidLink={(message) => setInvalid({ message })}
      />
    </AuthLayout>
  );
}
