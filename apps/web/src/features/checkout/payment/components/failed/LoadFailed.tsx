import { Link } from 'react-router';
import { describeError } from '../../../../../shared/lib/errors';
import { Button, buttonClass } from '../../../../../shared/ui/Button';
import { StatusCard } from './StatusCard';
import { failedPaymentTexts as T } from './texts';

/**
 * The booking could not be loaded for another reason (a server fault, no connection); the toast
 * 'Failed to load booking details' has said so. What went wrong, Try Again, or home.
 */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { title, message } = describeError(error);
  return (
    <StatusCard title={title} tone="error">
      <p className="mt-3 text-slate-800">{message}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Button onClick={onRetry}>{T.tryAgain}</Button>
        <Link to="/" className={buttonClass('secondary')}>
          {T.returnHome}
        </Link>
      </div>
    </StatusCard>
  );
}
