import type { BookingConfirmation } from '@sunward/contracts/bookings';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../../shared/lib/api-client';
import { useSession } from '../../../../shared/stores/session';
import { Alert } from '../../../../shared/ui/Alert';
import { Button, buttonClass } from '../../../../shared/ui/Button';
import { useClaimBooking } from '../../api/claim-booking';
import { Section } from '../../../../shared/ui/Section';

/** The query this page comes back with after account creation or sign-in: link the booking. */
export const LINK_PARAM = 'link';

export const CLAIM_ERROR = 'We could not link this booking to your account. Please try again.';

function claimErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.hasServerMessage && error.status < 500
    ? error.message
    : CLAIM_ERROR;
}

/**
 * docs/spec/2-checkout-payment.md §1/§6: a guest is offered an account at the end of checkout, and the booking is linked
 * to it. Signed in, one click links it (POST /bookings/{ref}/claim); otherwise the visitor is
 * sent to create an account or sign in, and comes back here with ?link=account, which links it.
 */
export function CreateAccountPanel({ booking }: { booking: BookingConfirmation }) {
  const signedIn = useSession((s) => s.token !== null);
  const claim = useClaimBooking(booking.reference);
  const back = encodeURIComponent(
    `/book/confirmation/${encodeURIComponent(booking.reference)}?${LINK_PARAM}=account`,
  );
  const [params, setParams] = useSearchParams();
  const linkOnReturn = params.get(LINK_PARAM) === 'account';
  const started = useRef(false);

  // Back from creating an account (or signing in) to link this booking: link it, once.
  useEffect(() => {
    if (!linkOnReturn || !signedIn || started.current) return;
    started.current = true;
    setParams(
      (p) => {
        p.delete(LINK_PARAM);
        return p;
      },
      { replace: true },
    );
    if (booking.canCreateAccount) claim.mutate();
  }, [linkOnReturn, signedIn, booking.canCreateAccount, claim, setParams]);

  if (!booking.canCreateAccount && !claim.isSuccess) return null;

  return (
    <Section id="create-account" title="Create an account" className="print:hidden">
      {claim.isSuccess ? (
        <div className="mt-4 space-y-4">
          <Alert tone="success">Booking {booking.reference} is now linked to your account.</Alert>
          <Link to="/account" className={buttonClass('secondary')}>
            Go to My Account
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-3 text-sm text-slate-700">
            Keep everything in one place: with a free account, this booking is linked to you, so you
            can check your details, pay any balance and download your documents whenever you like.
          </p>
          {claim.isError && (
            <div className="mt-4">
              <Alert tone="error">{claimErrorMessage(claim.error)}</Alert>
            </div>
          )}
          {signedIn ? (
            <Button
              className="mt-4 w-full sm:w-auto"
              onClick={() => claim.mutate()}
              disabled={claim.isPending}
            >
              {claim.isPending ? 'Linking…' : 'Link to my account'}
            </Button>
          ) : (
            <>
              <div className="mt-4 flex flex-col gap-3 sm:flex-row">
                <Link to={`/register?redirect=${back}`} className={buttonClass('primary')}>
                  Create an account
                </Link>
                <Link to={`/login?redirect=${back}`} className={buttonClass('secondary')}>
                  Sign in
                </Link>
              </div>
              <p className="mt-3 text-xs text-slate-600">
                You will come back to this page and the booking will be linked to your account.
              </p>
            </>
          )}
        </>
      )}
    </Section>
  );
}
