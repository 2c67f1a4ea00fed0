import { SimplePage } from '../../../shared/ui/SimplePage';

export default function ForgotPasswordPage() {
  return (
    <SimplePage
      title="Forgot your password?"
      intro="Enter the e-mail address of your account and we will send you a link to reset your password."
      links={[
        { to: '/login', label: 'Back to sign in' },
        { to: '/contact-us', label: 'Contact us' },
      ]}
    />
  );
}
