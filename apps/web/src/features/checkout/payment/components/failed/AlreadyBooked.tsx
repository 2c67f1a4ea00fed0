import { Link } from 'react-router';
import { Alert } from '../../../../../shared/ui/Alert';
import { buttonClass } from '../../../../../shared/ui/Button';
import { useCheckout } from '../../../../../shared/stores/checkout';
import { failedPaymentTexts as T } from './texts';

/** The checkout was paid meanwhile (another tab, a bank step that went through): no retry. */
export function AlreadyBooked({ uuid }: { uuid: string }) {
  const reference = useCheckout((s) => (s.itineraryUuid === uuid ? s.bookingReference : null));
  return (
    <div className="space-y-3">
      <Alert tone="success">{T.alreadyBooked}</Alert>
      {reference && (
        <Link
          to={`/book/confirmation/${encodeURIComponent(reference)}`}
          className={buttonClass('primary')}
        >
          View Booking
        </Link>
      )}
    </div>
  );
}
