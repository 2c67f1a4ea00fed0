import { Link } from 'react-router';
import { usePageTitle } from '../lib/page-title';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-800">Page not found</h1>
      <p className="mt-3">
        There is no back-office page at this address.{' '}
        <Link className="font-semibold text-brand-700 underline" to="/bookings">
          Find a booking
        </Link>
      </p>
    </>
  );
}
