import { checkoutMessages } from '@sunward/contracts/checkout';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { packagePath } from '../../../../shared/lib/open-package';
import { buttonClass } from '../../../../shared/ui/Button';
import { useCheckout } from '../../../checkout/store';
import { useCheckoutTimer } from '../../../checkout/timer';
import { StatusCard } from './StatusCard';

/**
 * 410: the 30-minute hold is over (spec 2 §4 'Checkout timer', §8), as the passengers page says
 * it: the timer stops, the extras chosen no longer count, and the ways back are offered.
 */
export function SessionExpired() {
  const selection = useCheckout((s) => s.selection);
  const uuid = useCheckout((s) => s.itineraryUuid);
  useEffect(() => {
    useCheckoutTimer.getState().stop();
    useCheckout.getState().resetExtras();
  }, []);
  const back = selection && uuid ? packagePath(uuid, selection.hotelId, selection.flightId) : null;
  return (
    <StatusCard title={checkoutMessages.sessionExpiredTitle} tone="error">
      <p role="alert" className="mt-3 text-slate-800">
        {checkoutMessages.sessionExpired}
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        {back && (
          <Link to={back} className={buttonClass('primary')}>
            Back to your holiday
          </Link>
        )}
        <Link to="/" className={buttonClass(back ? 'secondary' : 'primary')}>
          Start a new search
        </Link>
      </div>
    </StatusCard>
  );
}
