import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useSession } from '../../../shared/stores/session';
import { buttonClass } from '../../../shared/ui/Button';
import { PageBody, PageHeader } from '../../../shared/ui/PageHeader';
import { Spinner } from '../../../shared/ui/Spinner';
import { customerItinerariesQuery } from '../../../shared/api/itineraries';

/** docs/spec/3-accounts-bookings-content.md §2 'BookingDetail': found by reference in the customer's list, else 'Booking Not Found'. */
export default function BookingDetailPage() {
  const { id = '' } = useParams();
  const token = useSession((s) => s.token);
  const signedIn = token !== null;
  const bookings = useQuery(customerItinerariesQuery(token));
  if (signedIn && bookings.isPending) return <Spinner label="Loading your booking..." />;
  const booking = bookings.data?.find((b) => b.reference.toUpperCase() === id.toUpperCase());
  if (!booking) {
    return (
      <PageBody narrow className="text-center">
        <h1 className="text-2xl font-bold text-brand-800">Booking Not Found</h1>
        <p className="mt-3 text-slate-600">
          We could not find booking {id}. Please check the reference and try again.
        </p>
        <Link to="/account" className={buttonClass('primary', 'mt-6')}>
          Back to My Account
        </Link>
      </PageBody>
    );
  }
  return (
    <>
      <PageHeader title={booking.destination} intro={`Booking reference ${booking.reference}`} />
      <PageBody>
        <p className="font-semibold">{booking.hotel.name}</p>
      </PageBody>
    </>
  );
}
