import { X } from 'lucide-react';
import { Button } from '../../../../../shared/ui/Button';

/**
 * docs/spec/3-accounts-bookings-content.md §2 'Payment tab': the payment error panel, titled
 * 'Payment Error' unless told otherwise, with Try again (when offered) and a dismiss control.
 */
export function PaymentErrorPanel({
  message,
  title = 'Payment Error',
  onRetry,
  onDismiss,
}: {
  message: string;
  title?: string;
  onRetry?: (() => void) | undefined;
  onDismiss: () => void;
}) {
  return (
    <div
      role="alert"
      aria-labelledby="payment-error-title"
      className="mt-4 rounded-lg border-l-4 border-coral-500 bg-red-50 px-4 py-3 text-sm text-red-900"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <p id="payment-error-title" className="font-semibold">
            {title}
          </p>
          <p className="mt-1">{message}</p>
        </div>
        <button
          type="button"
          aria-label="Dismiss"
          onClick={onDismiss}
          className="-mt-1 -mr-2 flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-red-900 hover:bg-red-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      {onRetry && (
        <Button variant="secondary" className="mt-3" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
