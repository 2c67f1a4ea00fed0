import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { ApiError } from '../../../shared/lib/api-client';
import { describeError } from '../../../shared/lib/errors';
import { packagePath } from '../../../shared/lib/open-package';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { Spinner } from '../../../shared/ui/Spinner';
import { checkoutQuery } from '../api/get-checkout';
import { useCheckout } from '../../../shared/stores/checkout';
import { SessionExpired } from './SessionExpired';
import { PassengersCheckout } from './passengers/PassengersCheckout';

/** /book/passengers (docs/spec/2-checkout-payment.md §2 'Passengers page'). */
export default function PassengersPage() {
  const uuid = useCheckout((s) => s.itineraryUuid);
  if (!uuid) return <Navigate to="/" replace />;
  return <PassengersLoader uuid={uuid} />;
}

function PassengersLoader({ uuid }: { uuid: string }) {
  const checkout = useQuery(checkoutQuery(uuid));
  const gone = checkout.error instanceof ApiError && checkout.error.status === 410;

  if (gone) return <SessionExpired />;
  if (checkout.isPending) {
    return <Spinner label="Loading your booking..." className="min-h-[50vh] justify-center" />;
  }
  if (!checkout.data) {
    const status = checkout.error instanceof ApiError ? checkout.error.status : 0;
    // The itinerary (or its hotel) is not there: nothing to check out.
    if (status === 404 || status === 400) return <Navigate to="/" replace />;
    return (
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-10 sm:px-6">
        <Alert tone="error" title="Failed to load booking details">
          {describeError(checkout.error).message}
        </Alert>
        <Button variant="secondary" onClick={() => void checkout.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  const view = checkout.data;
  // docs/spec/2-checkout-payment.md §2: a package without its flight, or a booking without a room, goes back to the package.
  if ((view.type === 'package' && !view.flight) || view.hotel.RoomBookings.length === 0) {
    return <Navigate to={packagePath(view.uuid, view.hotel.ivector_property_id, null)} replace />;
  }
  // The extras were never committed: that page comes first.
  if (view.state === 'prebooked') return <Navigate to="/book/extras" replace />;
  return <PassengersCheckout view={view} onGone={() => void checkout.refetch()} />;
}
