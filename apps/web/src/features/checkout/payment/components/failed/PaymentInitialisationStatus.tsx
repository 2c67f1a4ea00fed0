import { Link } from 'react-router';
import { useSiteConfig } from '../../../../../shared/api/site';
import { Alert } from '../../../../../shared/ui/Alert';
import { Button } from '../../../../../shared/ui/Button';
import { Spinner } from '../../../../../shared/ui/Spinner';
import { failedPaymentTexts as T } from './texts';
import type { PaymentInitialisation } from './use-payment-initialisation';

/**
 * The retry's initialisation while it is not ready (docs/spec/2-checkout-payment.md §2, §8 'Retry'): 'Initializing secure
 * payment...', then on failure 'Unable to initialize payment system.' with Try Again, or, once the
 * attempts are used up, the advice to contact support (by phone or the contact page).
 */
export function PaymentInitialisationStatus({
  state,
  onTryAgain,
}: {
  state: Exclude<PaymentInitialisation, { status: 'ready' }>;
  onTryAgain: () => void;
}) {
  const site = useSiteConfig();
  if (state.status === 'loading') return <Spinner label={T.initializing} />;
  return (
    <div className="space-y-3" data-testid="payment-init-error">
      <Alert tone="error" title={T.initUnable}>
        {state.canRetry ? T.initFailed : T.initExhausted}
      </Alert>
      {state.canRetry ? (
        <Button variant="secondary" onClick={onTryAgain}>
          {T.tryAgain}
        </Button>
      ) : (
        <p className="text-sm text-slate-700">
          Call us on{' '}
          <a
            href={`tel:${site.phone.replace(/\s/g, '')}`}
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            {site.phone}
          </a>{' '}
          and we will take your payment over the phone, or{' '}
          <Link
            to="/contact-us"
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            send our support team a message
          </Link>
          .
        </p>
      )}
    </div>
  );
}
