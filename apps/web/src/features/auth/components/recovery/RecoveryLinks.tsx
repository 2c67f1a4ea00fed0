import { Link } from 'react-router';

const linkClass = 'font-semibold text-brand-700 underline-offset-2 hover:underline';

/** docs/spec/3-accounts-bookings-content.md §2 'Forgot password': the ways on, to /login, /contact-us and /. */
export function RecoveryLinks() {
  return (
    <ul className="mt-6 space-y-2 border-t border-slate-200 pt-5 text-sm text-slate-700">
      <li>
        Remembered it?{' '}
        <Link to="/login" className={linkClass}>
          Back to sign in
        </Link>
      </li>
      <li>
        Still stuck?{' '}
        <Link to="/contact-us" className={linkClass}>
          Contact us
        </Link>
      </li>
      <li>
        <Link to="/" className={linkClass}>
          Return to the home page
        </Link>
      </li>
    </ul>
  );
}
