import { Link } from 'react-router';

/** A booking's reference, linking to its page on the desk. */
export function BookingLink({ reference }: { reference: string }) {
  return (
    <Link
      to={`/bookings/${reference}`}
      className="font-mono font-semibold text-brand-700 underline underline-offset-2"
    >
      {reference}
    </Link>
  );
}

/** A change request not answered in time (4 hours if urgent, else 24). */
export function OverdueBadge() {
  return (
    <span className="ml-2 rounded bg-coral-600 px-1.5 py-0.5 text-xs font-bold text-white">
      Overdue
    </span>
  );
}
