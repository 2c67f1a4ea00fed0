import { SimplePage } from '../../../shared/ui/SimplePage';

export default function ResetPasswordPage() {
  return (
    <SimplePage
      title="Reset your password"
      intro="Choose a new password for your account using the link from your e-mail."
      links={[
        { to: '/forgot-password', label: 'Request New Link' },
        { to: '/login', label: 'Back to sign in' },
      ]}
    />
  );
}
