import { useCheckout } from '../../../../shared/stores/checkout';
import { BookingNotFound } from './failed/BookingNotFound';
import { FailedPaymentLoader } from './failed/FailedPaymentLoader';
import { useFailedPaymentParams } from './failed/use-failed-payment-params';

/**
 * /payment/failed/{uuid?} (docs/spec/2-checkout-payment.md §2 'Failed payment screen'). The uuid is the checkout's
 * itinerary; only the browser holding its checkout key (from prebook) can open it, so without
 * one there is nothing to show.
 */
export default function FailedPaymentPage() {
  const { uuid, failure } = useFailedPaymentParams();
  const hasKey = useCheckout((s) => uuid !== null && s.prebook?.uuid === uuid);
  if (!uuid || !hasKey) return <BookingNotFound />;
  return <FailedPaymentLoader key={uuid} uuid={uuid} arrival={failure} />;
}
