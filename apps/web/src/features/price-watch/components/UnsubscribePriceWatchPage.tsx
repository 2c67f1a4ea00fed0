import { priceWatchMessages } from '@sunward/contracts/price-watch';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/lib/api-client';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { PageBody, PageHeader } from '../../../shared/ui/PageHeader';
import { InvalidLink } from './InvalidLink';
import { useUnsubscribePriceWatch } from '../api/unsubscribe-price-watch';

/**
 * /price-watch/unsubscribe?token=: every price alert's link. Opening it changes nothing (mail
 * scanners follow links); the button stops the e-mails.
 */
export default function UnsubscribePriceWatchPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const stop = useUnsubscribePriceWatch();
  const invalid =
    token.length < 16 ||
    (stop.isError && stop.error instanceof ApiError && stop.error.status === 404);

  return (
    <>
      <PageHeader title="Price watch e-mails" />
      <PageBody narrow>
        {invalid ? (
          <InvalidLink />
        ) : stop.isSuccess ? (
          <Alert tone="success">{priceWatchMessages.unsubscribed}</Alert>
        ) : (
          <div className="space-y-4">
            <p className="text-base text-slate-800">
              We e-mail you when the price of a holiday you watch drops. Stop these e-mails for this
              holiday?
            </p>
            {stop.isError && (
              <Alert tone="error">We could not stop the e-mails just now. Please try again.</Alert>
            )}
            <Button onClick={() => stop.mutate(token)} disabled={stop.isPending}>
              {stop.isPending ? 'Stopping...' : 'Stop these e-mails'}
            </Button>
          </div>
        )}
      </PageBody>
    </>
  );
}
