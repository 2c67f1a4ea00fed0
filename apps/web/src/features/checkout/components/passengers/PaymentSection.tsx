import { useQuery } from '@tanstack/react-query';
import { useSiteConfig } from '../../../../shared/api/site';
import { Alert } from '../../../../shared/ui/Alert';
import { Button } from '../../../../shared/ui/Button';
import { Spinner } from '../../../../shared/ui/Spinner';
import { paymentDataQuery } from '../../api/get-payment-data';
import { rememberBookingKey } from '../../../../shared/api/booking';
import { useBookingAccess } from '../../../../shared/stores/booking-access';
import { useCheckout } from '../../../../shared/stores/checkout';
import { CardPaymentForm } from '../../payment/components/CardPaymentForm';
import { useCheckoutPlans } from '../../api/fetch-payment-plans';
import { isPaidInFull } from './PlanSelector';
import { formatPoundsAndPence } from '../../../../shared/lib/money';

export const PAYMENT_LOAD_ERROR = 'Unable to load payment options.';

/**
 * Final payment (docs/spec/2-checkout-payment.md §2): what is due today for the chosen plan, from the server's payment
 * data, then the card form (the gateway's hosted fields, 3-D Secure in a frame).
 */
export function PaymentSection({ uuid, planId }: { uuid: string; planId: string }) {
  const data = useQuery(paymentDataQuery(uuid, planId));
  const plans = useCheckoutPlans(uuid);
  const plan = plans.data?.plans.find((p) => p.id === planId);
  const site = useSiteConfig();
  const prebookId = useCheckout((s) => s.prebook?.prebook_id ?? '');

  if (data.isPending) return <Spinner label="Preparing your payment..." />;
  if (data.isError) {
    return (
      <div className="space-y-3">
        <Alert tone="error">{PAYMENT_LOAD_ERROR}</Alert>
        <Button variant="secondary" onClick={() => void data.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <dl className="grid gap-3 rounded-lg bg-brand-50 p-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-700">Payment plan</dt>
          <dd className="font-semibold text-slate-900">
            {plan?.name ?? 'Your chosen plan'}
            {plan && !isPaidInFull(plan) && (
              <span className="block text-sm font-normal text-slate-700">
                then {String(plan.payments)} monthly payment{plan.payments === 1 ? '' : 's'} from{' '}
                {formatPoundsAndPence(plan.installment_amount)}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">Amount due today</dt>
          <dd className="text-2xl font-extrabold text-brand-900" data-testid="amount-due-today">
            {formatPoundsAndPence(data.data.amount)}
          </dd>
        </div>
      </dl>
      <CardPaymentForm
        itineraryUuid={uuid}
        planId={planId}
        amount={data.data.amount}
        gatewayUrl={data.data.gatewayUrl}
        onBooked={(reference) => rememberBookingKey(reference, prebookId)}
        onBankStep={() => useBookingAccess.getState().rememberPending(prebookId)}
      />
      <p className="text-sm text-slate-700">
        Prefer to pay by phone? Call {site.phone} and quote your booking.
      </p>
    </div>
  );
}
