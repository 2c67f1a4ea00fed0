import { RESET_LINK_MINUTES } from '@sunward/contracts/auth';
import { Link } from 'react-router';
import { buttonClass } from '../../../../shared/ui/Button';

/**
 * docs/spec/3-accounts-bookings-content.md §4 'Reset' and §8: the invalid or expired link, with
 * 'Request New Link' (to /forgot-password, the e-mail carried over) and the way to sign in.
 */
export function InvalidLinkPanel({ email, message }: { email: string; message: string | null }) {
  const again = email ? `/forgot-password?email=${encodeURIComponent(email)}` : '/forgot-password';
  return (
    <div className="space-y-4 text-sm text-slate-700">
      <p
        role="alert"
        className="rounded-lg border-l-4 border-coral-500 bg-red-50 px-4 py-3 text-sm text-red-900"
      >
        {message ?? 'This password reset link is not valid or has expired.'}
      </p>
      <p>
        Reset links work once, for {RESET_LINK_MINUTES} minutes. Ask for a new one and use the
        newest e-mail.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to={again} className={buttonClass('primary', 'flex-1')}>
          Request New Link
        </Link>
        <Link to="/login" className={buttonClass('secondary', 'flex-1')}>
          Back to sign in
        </Link>
      </div>
    </div>
  );
}
