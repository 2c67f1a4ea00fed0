import type { CheckoutView } from '@sunward/contracts/checkout';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../../../shared/stores/toasts';
import { CheckoutTimer } from '../../../components/CheckoutTimer';
import { CheckoutSummary } from '../../../components/passengers/CheckoutSummary';
import type { PaymentFailure } from '../../lib/payment-outcome';
import { useCheckoutTimer } from '../../../../../shared/stores/checkout-timer';
import { AlreadyBooked } from './AlreadyBooked';
import { BookingSummary } from './BookingSummary';
import { FailureBanner } from './FailureBanner';
import { NeedHelp } from './NeedHelp';
import { PlanStep } from './PlanStep';
import { RetryPayment } from './RetryPayment';
import { failedPaymentTexts as T, PAYMENT_ERROR_TOAST_MS } from './texts';
import type { BannerFailure } from './use-failed-payment-params';

/**
 * The loaded failed-payment page (docs/spec/2-checkout-payment.md §2 'Failed payment screen', §4 'Failed payment retry'):
 * back link, the failure banner, the booking, plan then retry, help; beside it (below on phones)
 * the checkout timer and the package summary.
 */
export function FailedPaymentCheckout({
  view,
  arrival,
  onGone,
}: {
  view: CheckoutView;
  /** The failure the page was opened with. */
  arrival: BannerFailure;
  onGone: () => void;
}) {
  const [failure, setFailure] = useState(arrival);
  const [bannerFocus, setBannerFocus] = useState(0);
  const [step, setStep] = useState<'plan' | 'retry'>('plan');
  const [backFromRetry, setBackFromRetry] = useState(false);
  const booked = view.state === 'booked';

  // The retry is on the same hold: the server's hold is the clock's deadline.
  useEffect(() => {
    if (booked) return;
    const at = Date.parse(view.expires_at);
    if (useCheckoutTimer.getState().expiresAt !== at) useCheckoutTimer.getState().start(at);
  }, [view.expires_at, booked]);

  // docs/spec/2-checkout-payment.md §8 'Failed page': a failed retry is shown in the banner and toasted for 5 s.
  const paymentFailed = (next: PaymentFailure) => {
    setFailure({ message: next.message, code: next.code || null });
    setBannerFocus((n) => n + 1);
    toast(next.message, { type: 'error', duration: PAYMENT_ERROR_TOAST_MS });
  };

  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-16 sm:px-6">
      <Link
        to="/book/passengers"
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        <span aria-hidden="true">←</span> {T.backToBooking}
      </Link>
      <div className="mt-2">
        <FailureBanner failure={failure} focusKey={bannerFocus} />
      </div>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr] lg:items-start">
        <div className="lg:col-start-2 lg:row-start-1">{!booked && <CheckoutTimer />}</div>
        <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <BookingSummary view={view} />
          {booked ? (
            <AlreadyBooked uuid={view.uuid} />
          ) : step === 'retry' && view.plan_id ? (
            <RetryPayment
              view={view}
              planId={view.plan_id}
              onChangePlan={() => {
                setBackFromRetry(true);
                setStep('plan');
              }}
              onFailed={paymentFailed}
              onGone={onGone}
            />
          ) : (
            <PlanStep
              uuid={view.uuid}
              planId={view.plan_id}
              focus={backFromRetry}
              onConfirmed={() => setStep('retry')}
              onGone={onGone}
            />
          )}
          <NeedHelp />
        </div>
        <div className="min-w-0 lg:sticky lg:top-24 lg:col-start-2 lg:row-start-2">
          <CheckoutSummary view={view} />
        </div>
      </div>
    </div>
  );
}
