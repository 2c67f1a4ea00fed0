import { checkoutMessages } from '@sunward/contracts/checkout';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { ApiError } from '../../../shared/lib/api-client';
import { describeError } from '../../../shared/lib/errors';
import { Alert } from '../../../shared/ui/Alert';
import { Button, buttonClass } from '../../../shared/ui/Button';
import { Spinner } from '../../../shared/ui/Spinner';
import { checkoutQuery } from '../api/get-checkout';
import { useCheckout } from '../../../shared/stores/checkout';
import { usePackageLink, Frame } from './extras/ExtrasFrame';
import { ExtrasContent } from './extras/ExtrasContent';

/** /book/extras: docs/spec/2-checkout-payment.md §2 'Extras page'. */
export default function ExtrasPage() {
  const uuid = useCheckout((s) => s.itineraryUuid);
  const prebooked = useCheckout((s) => s.prebook !== null);
  if (!uuid || !prebooked) return <Navigate to="/" replace />;
  return <ExtrasLoader uuid={uuid} />;
}

/**
 * The server says the hold is over (410): start again from the package or from home. (When the
 * clock runs out first, the checkout timer shows its own expiry dialog.)
 */
function SessionExpired() {
  const to = usePackageLink();
  return (
    <Frame>
      <h1 className="mt-6 text-2xl font-extrabold text-brand-900 sm:text-3xl">
        Choose Your Extras
      </h1>
      <div className="mt-6 max-w-2xl">
        <Alert tone="error" title={checkoutMessages.sessionExpiredTitle}>
          <p>{checkoutMessages.sessionExpired}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            {to !== '/package' && (
              <Link to={to} className={buttonClass('primary')}>
                Back to your holiday
              </Link>
            )}
            <Link to="/" className={buttonClass('secondary')}>
              Start a new search
            </Link>
          </div>
        </Alert>
      </div>
    </Frame>
  );
}

function ExtrasLoader({ uuid }: { uuid: string }) {
  const checkout = useQuery(checkoutQuery(uuid));
  const hasSelection = useCheckout((s) => s.selection !== null);
  const packageLink = usePackageLink();
  const [expired, setExpired] = useState(false);

  const status = checkout.error instanceof ApiError ? checkout.error.status : null;
  if (status === 404) return <Navigate to={hasSelection ? packageLink : '/'} replace />;
  if (status === 410 || expired) return <SessionExpired />;
  if (checkout.data) {
    return <ExtrasContent key={uuid} view={checkout.data} onExpired={() => setExpired(true)} />;
  }
  return (
    <Frame>
      {checkout.isPending && <Spinner label="Loading your extras..." className="py-16" />}
      {checkout.isError && (
        <div className="mt-6 max-w-2xl">
          <Alert tone="error" title={describeError(checkout.error).title}>
            <p>{describeError(checkout.error).message}</p>
            <div className="mt-3">
              <Button variant="secondary" onClick={() => void checkout.refetch()}>
                Try Again
              </Button>
            </div>
          </Alert>
        </div>
      )}
    </Frame>
  );
}
