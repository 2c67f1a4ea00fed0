import type { BookingPaymentSession } from '@sunward/contracts/booking-payments';
import { formatPoundsAndPence } from '../../../../../shared/lib/money';
import { Alert } from '../../../../../shared/ui/Alert';
import { Button } from '../../../../../shared/ui/Button';
import { Spinner } from '../../../../../shared/ui/Spinner';
import { BankChallenge } from '../../../../../shared/ui/card-fields/BankChallenge';
import { CardFields } from '../../../../../shared/ui/card-fields/CardFields';
import { CARD_FORM_NOT_LOADED } from '../../../../../shared/ui/card-fields/hosted-fields';
import { useHostedFields } from '../../../../../shared/ui/card-fields/use-hosted-fields';
import type { BookingPaymentFlow } from '../../../hooks/use-booking-payment-flow';
import { StepHeading } from './StepHeading';

/** The gateway's card fields for one session: Confirm Payment tokenises the card and pays. */
function CardForm({ flow, session }: { flow: BookingPaymentFlow; session: BookingPaymentSession }) {
  const fields = useHostedFields({
    gatewayUrl: session.gatewayUrl,
    loadFailedMessage: CARD_FORM_NOT_LOADED,
    onToken: (token) => void flow.pay(token),
  });
  const busy = fields.busy || flow.state.busy !== null;
  return (
    <form
      aria-label="Card payment"
      className="mt-4 space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        fields.tokenise();
      }}
    >
      {!fields.allReady && !fields.formError && <Spinner label="Loading secure card fields..." />}
      <CardFields gatewayUrl={session.gatewayUrl} fields={fields} />
      {fields.formError && <Alert tone="error">{fields.formError}</Alert>}
      {busy && (
        <p role="status" className="text-sm font-medium text-brand-800">
          Processing your payment...
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="secondary" onClick={() => flow.back(2)} disabled={busy}>
          Back
        </Button>
        <Button type="submit" variant="sun" disabled={!fields.allReady || busy}>
          {busy ? 'Processing your payment...' : 'Confirm Payment'}
        </Button>
      </div>
      <p className="text-xs text-slate-600">
        Your card details go straight to our payment provider in the fields above and are never seen
        or stored by us.
      </p>
    </form>
  );
}

/**
 * Step 3 (docs/spec/3-accounts-bookings-content.md §2): the amount the session fixed, the card
 * fields, Back and Confirm Payment, then the bank's 3-D Secure frame when it asks. A session
 * spent by a failed payment shows only the way back (Try again opens a new one).
 */
export function ConfirmPayStep({ flow }: { flow: BookingPaymentFlow }) {
  const { session, challenge, busy } = flow.state;
  return (
    <div>
      <StepHeading focus>Complete Payment</StepHeading>
      {session ? (
        <>
          <h4 className="mt-3 font-semibold text-slate-900">Confirm Payment Details</h4>
          <p className="mt-1 text-sm text-slate-700">
            You are about to pay{' '}
            <strong className="text-slate-900">{formatPoundsAndPence(session.value.amount)}</strong>
          </p>
          {challenge ? (
            <div className="mt-4">
              <BankChallenge challenge={challenge} />
            </div>
          ) : (
            <CardForm key={session.value.sessionUuid} flow={flow} session={session.value} />
          )}
        </>
      ) : busy === 'init' ? (
        <Spinner label="Initializing..." />
      ) : (
        <Button variant="secondary" className="mt-4" onClick={() => flow.back(2)}>
          Back
        </Button>
      )}
    </div>
  );
}
