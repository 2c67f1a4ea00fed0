import { checkoutMessages } from '@sunward/contracts/checkout';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { packagePath } from '../../../shared/lib/open-package';
import { buttonClass } from '../../../shared/ui/Button';
import { useCheckout } from '../../../shared/stores/checkout';
import { useCheckoutTimer } from '../../../shared/stores/checkout-timer';

/** 410 from the server: the 30-minute hold is over (docs/spec/2-checkout-payment.md §4 'Checkout timer', §8). */
export function SessionExpired() {
  const selection = useCheckout((s) => s.selection);
  const uuid = useCheckout((s) => s.itineraryUuid);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    useCheckoutTimer.getState().stop();
    useCheckout.getState().resetExtras();
    heading.current?.focus();
  }, []);
  const back = selection && uuid ? packagePath(uuid, selection.hotelId, selection.flightId) : null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <div role="alert" className="rounded-card bg-red-50 p-6 ring-1 ring-red-200">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-red-900">
          {checkoutMessages.sessionExpiredTitle}
        </h1>
        <p className="mt-2 text-slate-800">{checkoutMessages.sessionExpired}</p>
        <div className="mt-5 flex flex-wrap gap-3">
          {back && (
            <Link to={back} className={buttonClass('primary')}>
              Back to your holiday
            </Link>
          )}
          <Link to="/" className={buttonClass(back ? 'secondary' : 'primary')}>
            Start a new search
          </Link>
        </div>
      </div>
    </div>
  );
}
