import type { CheckoutView } from '@sunward/contracts/checkout';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../../../shared/lib/api-client';
import { Button } from '../../../../../shared/ui/Button';
import { rememberBookingKey } from '../../../../../shared/api/booking';
import { useBookingAccess } from '../../../../../shared/stores/booking-access';
import { useCheckoutPlans } from '../../../api/fetch-payment-plans';
import { isPaidInFull } from '../../../components/passengers/PlanSelector';
import type { PaymentFailure } from '../../lib/payment-outcome';
import { CardPaymentForm } from '../CardPaymentForm';
import { useCheckout } from '../../../../../shared/stores/checkout';
import { BeforeYouRetry } from './BeforeYouRetry';
import { PaymentInitialisationStatus } from './PaymentInitialisationStatus';
import { RetryPromptDialog } from './RetryPromptDialog';
import { failedPaymentTexts as T, RETRY_PROMPT_DELAY_MS } from './texts';
import { usePaymentInitialisation } from './use-payment-initialisation';
import { formatPoundsAndPence } from '../../../../../shared/lib/money';

/**
 * The 'Retry Payment' section (docs/spec/2-checkout-payment.md §2, §4 'Failed payment retry'), shown once a plan is
 * confirmed: the plan, the amount due (its deposit, or the grand total without one), the checks
 * to make, then the payment's initialisation and the card form. A payment that fails again is
 * reported to the page (`onFailed`) and, 2 s later, the customer is asked whether to initialise
 * the payment again.
 */
export function RetryPayment({
  view,
  planId,
  onChangePlan,
  onFailed,
  onGone,
}: {
  view: CheckoutView;
  planId: string;
  onChangePlan: () => void;
  onFailed: (failure: PaymentFailure) => void;
  /** The hold expired (410). */
  onGone: () => void;
}) {
  const { state, initialise } = usePaymentInitialisation(view.uuid, planId);
  const plans = useCheckoutPlans(view.uuid);
  const plan = plans.data?.plans.find((p) => p.id === planId) ?? null;
  const due = plan && plan.deposit > 0 ? plan.deposit : view.totals.total;
  const prebookId = useCheckout((s) => s.prebook?.prebook_id ?? '');

  // The section replaces the plan selector: focus follows to its heading.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);

  const gone =
    state.status === 'failed' && state.error instanceof ApiError && state.error.status === 410;
  useEffect(() => {
    if (gone) onGone();
  }, [gone, onGone]);

  // docs/spec/2-checkout-payment.md §4: the confirm dialog comes 2 s after each failed payment.
  const [paymentFailures, setPaymentFailures] = useState(0);
  const [promptOpen, setPromptOpen] = useState(false);
  useEffect(() => {
    if (paymentFailures === 0) return;
    const timer = setTimeout(() => setPromptOpen(true), RETRY_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [paymentFailures]);

  const paymentFailed = (failure: PaymentFailure) => {
    onFailed(failure);
    setPromptOpen(false);
    setPaymentFailures((n) => n + 1);
  };

  return (
    <section
      aria-labelledby="retry-payment-heading"
      className="rounded-card bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id="retry-payment-heading"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-bold text-brand-800 focus:outline-none"
        >
          {T.retryTitle}
        </h2>
        <Button variant="ghost" onClick={onChangePlan}>
          {T.changePlan}
        </Button>
      </div>
      <dl className="mt-4 grid gap-3 rounded-lg bg-brand-50 p-4 sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="text-sm text-slate-700">{T.selectedPlan}</dt>
          <dd
            className="font-semibold break-words text-slate-900"
            data-testid="retry-selected-plan"
          >
            {plan?.name ?? 'Your chosen plan'}
            {plan && !isPaidInFull(plan) && plan.payments > 0 && (
              <span className="block text-sm font-normal text-slate-700">
                then {String(plan.payments)} monthly payment{plan.payments === 1 ? '' : 's'} from{' '}
                {formatPoundsAndPence(plan.installment_amount)}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">{T.amountDue}</dt>
          <dd className="text-2xl font-extrabold text-brand-900" data-testid="retry-amount-due">
            {formatPoundsAndPence(due)}
          </dd>
        </div>
      </dl>
      <div className="mt-4">
        <BeforeYouRetry />
      </div>
      <div className="mt-5">
        {state.status === 'ready' ? (
          <CardPaymentForm
            key={state.attempt}
            itineraryUuid={view.uuid}
            planId={planId}
            amount={state.data.amount}
            gatewayUrl={state.data.gatewayUrl}
            isRetry
            onBooked={(reference) => rememberBookingKey(reference, prebookId)}
            onBankStep={() => useBookingAccess.getState().rememberPending(prebookId)}
            onFailed={paymentFailed}
          />
        ) : (
          <PaymentInitialisationStatus state={state} onTryAgain={initialise} />
        )}
      </div>
      <RetryPromptDialog
        isOpen={promptOpen}
        onYes={() => {
          setPromptOpen(false);
          initialise();
        }}
        onNo={() => setPromptOpen(false)}
      />
    </section>
  );
}
