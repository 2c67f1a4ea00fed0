import type { CheckoutView } from '@sunward/contracts/checkout';
import { usePackageStore } from '../../../shared/stores/package';

/**
 * A hotel-only stay's transfer answer from the package page (docs/spec/2-checkout-payment.md §4):
 * whether the customer decided, and whether the server or this tab holds their flight details.
 */
export function useTransferDecision(view: CheckoutView) {
  const key = `${view.uuid}:${String(view.hotel.ivector_property_id)}`;
  const decision = usePackageStore((s) => (key in s.transfers ? s.transfers[key] : null));
  return {
    decided: decision !== null || view.manual_flight_details !== null,
    hasFlightDetails: decision?.kind === 'details' || view.manual_flight_details !== null,
  };
}
