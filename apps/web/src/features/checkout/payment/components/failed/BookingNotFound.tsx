import { Link } from 'react-router';
import { buttonClass } from '../../../../../shared/ui/Button';
import { StatusCard } from './StatusCard';
import { failedPaymentTexts as T } from './texts';

/** docs/spec/2-checkout-payment.md §2 / §8: no uuid, no checkout key for it, no such checkout, or no hotel. */
export function BookingNotFound() {
  return (
    <StatusCard title={T.notFoundTitle} tone="neutral">
      <p className="mt-3 text-slate-700">{T.notFound}</p>
      <div className="mt-6 flex justify-center">
        <Link to="/" className={buttonClass('primary')}>
          {T.returnHome}
        </Link>
      </div>
    </StatusCard>
  );
}
