import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { ApiError } from '../../../../../shared/lib/api-client';
import { toast } from '../../../../../shared/stores/toasts';
import { Spinner } from '../../../../../shared/ui/Spinner';
import { checkoutQuery } from '../../../api/get-checkout';
import { BookingNotFound } from './BookingNotFound';
import { FailedPaymentCheckout } from './FailedPaymentCheckout';
import { LoadFailed } from './LoadFailed';
import { SessionExpired } from '../../../components/SessionExpired';
import { failedPaymentTexts as T } from './texts';
import type { BannerFailure } from './use-failed-payment-params';

/** docs/spec/2-checkout-payment.md §9: toasts other than payment errors stay 3000 ms. */
const TOAST_MS = 3000;

/**
 * docs/spec/2-checkout-payment.md §4 'Failed payment retry': loading, then not-found or loaded. The checkout is read as
 * the checkout pages read it; 404/400 or no hotel is 'Booking Not Found', 410 the expired hold,
 * anything else 'Failed to load booking details' (toast) with Try Again.
 */
export function FailedPaymentLoader({ uuid, arrival }: { uuid: string; arrival: BannerFailure }) {
  const checkout = useQuery(checkoutQuery(uuid));
  const { refetch } = checkout;
  const onGone = useCallback(() => void refetch(), [refetch]);
  const status = checkout.error instanceof ApiError ? checkout.error.status : null;
  const notFound = status === 404 || status === 400;
  const loadFailed = checkout.isError && !checkout.data && !notFound && status !== 410;

  useEffect(() => {
    if (loadFailed) toast(T.loadFailed, { type: 'error', duration: TOAST_MS });
  }, [loadFailed, checkout.errorUpdatedAt]);

  if (status === 410) return <SessionExpired />;
  if (checkout.isPending || (checkout.isFetching && !checkout.data)) {
    return <Spinner label={T.loading} className="min-h-[50vh] justify-center" />;
  }
  if (!checkout.data) {
    return notFound ? <BookingNotFound /> : <LoadFailed error={checkout.error} onRetry={onGone} />;
  }
  const view = checkout.data;
  if (!view.hotel.name.trim()) return <BookingNotFound />;
  return <FailedPaymentCheckout view={view} arrival={arrival} onGone={onGone} />;
}
