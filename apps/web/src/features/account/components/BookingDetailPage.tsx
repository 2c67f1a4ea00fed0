import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { bookingQuery, isBookingNotFound } from '../../../shared/api/booking';
import { describeError } from '../../../shared/lib/errors';
import { useSession } from '../../../shared/stores/session';
import { Alert } from '../../../shared/ui/Alert';
import { Button, buttonClass } from '../../../shared/ui/Button';
import { PageBody } from '../../../shared/ui/PageHeader';
import { Spinner } from '../../../shared/ui/Spinner';
import { BookingHeader } from './detail/BookingHeader';
import { BookingSummary } from './detail/BookingSummary';

export const BOOKING_NOT_FOUND = 'Booking Not Found';

function NotFound({ reference }: { reference: string }) {
  return (
    <PageBody narrow className="text-center">
      <h1 className="text-2xl font-bold text-brand-800">{BOOKING_NOT_FOUND}</h1>
      <p className="mt-3 text-slate-600">
        We could not find booking {reference}. Please check the reference and try again.
      </p>
      <Link to="/account" className={buttonClass('primary', 'mt-6')}>
        Back to My Account
      </Link>
    </PageBody>
  );
}

/**
 * docs/spec/3-accounts-bookings-content.md §2 'BookingDetail': the booking read from the server
 * with whatever this visitor holds (bearer, booking key or a guest lookup's grant), its header and
 * a summary; 'Booking Not Found' with the way back to AccountHome when the server says no.
 */
export default function BookingDetailPage() {
  const { id = '' } = useParams();
  const token = useSession((s) => s.token);
  const booking = useQuery(bookingQuery(id, token));

  if (booking.isPending) return <Spinner label="Loading your booking..." />;
  if (booking.isError) {
    if (isBookingNotFound(booking.error)) return <NotFound reference={id.toUpperCase()} />;
    const problem = describeError(booking.error);
    return (
      <PageBody narrow>
        <h1 className="mb-4 text-2xl font-bold text-brand-800">We could not load your booking</h1>
        <Alert tone="error" title={problem.title}>
          {problem.message}
        </Alert>
        <Button className="mt-4" onClick={() => void booking.refetch()}>
          Try Again
        </Button>
      </PageBody>
    );
  }
  return (
    <>
      <BookingHeader booking={booking.data} />
      <PageBody>
        <BookingSummary booking={booking.data} />
      </PageBody>
    </>
  );
}
