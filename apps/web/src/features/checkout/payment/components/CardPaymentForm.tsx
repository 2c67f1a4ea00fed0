import { paymentMessages } from '@sunward/contracts/payments';
import { formatPoundsAndPence } from '../../../../shared/lib/money';
import { Alert } from '../../../../shared/ui/Alert';
import { Button } from '../../../../shared/ui/Button';
import { Spinner } from '../../../../shared/ui/Spinner';
import { useCardPayment, type CardPaymentOptions } from '../hooks/use-card-payment';
import { BankChallenge } from '../../../../shared/ui/card-fields/BankChallenge';
import { CardFields } from '../../../../shared/ui/card-fields/CardFields';

type Props = Omit<CardPaymentOptions, 'isRetry'> & { isRetry?: boolean };

/**
 * The card payment (docs/spec/2-checkout-payment.md §2, §4, §7): the gateway's hosted fields, Pay, then 3-D Secure in a
 * frame when the bank asks for it. Card data stays inside the gateway's frames; this page only
 * ever holds the token they hand back.
 */
export function CardPaymentForm(props: Props) {
  const { amount, gatewayUrl } = props;
  const { frameRef, onFrameLoad, allReady, errors, formError, paying, challenge, onPay } =
    useCardPayment({
      ...props,
      isRetry: props.isRetry ?? false,
    });

  // docs/spec/2-checkout-payment.md §5: nothing to take (a broken total) is never sent to the gateway.
  if (amount <= 0) return <Alert tone="error">{paymentMessages.invalidTotal}</Alert>;

  if (challenge) return <BankChallenge challenge={challenge} />;

  return (
    <form
      className="space-y-4"
      aria-label="Card payment"
      onSubmit={(e) => {
        e.preventDefault();
        onPay();
      }}
    >
      {!allReady && !formError && <Spinner label="Loading secure card fields..." />}
      <CardFields gatewayUrl={gatewayUrl} fields={{ frameRef, onFrameLoad, allReady, errors }} />
      {formError && <Alert tone="error">{formError}</Alert>}
      <Button type="submit" variant="sun" className="w-full" disabled={!allReady || paying}>
        {paying ? 'Processing payment...' : `Pay ${formatPoundsAndPence(amount)}`}
      </Button>
      <p className="text-xs text-slate-600">
        Your card details go straight to our payment provider in the fields above and are never seen
        or stored by us.
      </p>
    </form>
  );
}
