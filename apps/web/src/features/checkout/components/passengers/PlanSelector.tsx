import type { PaymentPlan } from '@sunward/contracts/checkout';
import { useEffect, useId, useState } from 'react';
import { ApiError } from '../../../../shared/lib/api-client';
import { Alert } from '../../../../shared/ui/Alert';
import { Button } from '../../../../shared/ui/Button';
import { Spinner } from '../../../../shared/ui/Spinner';
import { useCheckoutPlans } from '../../api/fetch-payment-plans';
import { track } from '../../../../shared/lib/analytics';
import { PLAN_SAVE_ERROR, PLAN_SAVE_ERROR_PREFIX, useSelectPlan } from '../../api/select-plan';
import { toast } from '../../../../shared/stores/toasts';
import { formatPoundsAndPence } from '../../../../shared/lib/money';
import { formatLongDate } from '../../../../shared/lib/dates';

export const PLANS_LOAD_ERROR = 'Failed to load payment plans. Please try again.';
export const NO_PLANS = 'No payment plans available at this time.';
/** Toast when the plans (the customer's payment options) could not be fetched. */
export const PAYMENT_OPTIONS_LOAD_TOAST = 'Failed to load payment options. Please try again.';

/**
 * The save failure as shown: a refusal the server explains (4xx with its own message) after the
 * prefix; anything else (server fault, no connection) as the plain text.
 */
export function planSaveMessage(err: unknown): string {
  if (err instanceof ApiError && err.status < 500 && err.hasServerMessage && err.message.trim())
    return `${PLAN_SAVE_ERROR_PREFIX}${err.message.trim()}`;
  return PLAN_SAVE_ERROR;
}

/** docs/spec/2-checkout-payment.md §9: a plan whose name contains 'paid in full' shows only its total. */
export const isPaidInFull = (plan: PaymentPlan) => plan.name.toLowerCase().includes('paid in full');

const plural = (n: number, word: string) => `${String(n)} ${word}${n === 1 ? '' : 's'}`;

function PlanFigures({ plan }: { plan: PaymentPlan }) {
  if (isPaidInFull(plan)) {
    return (
      <span className="block text-lg font-extrabold text-brand-900">
        {formatPoundsAndPence(plan.deposit)}
      </span>
    );
  }
  return (
    <span className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800">
      <span>
        Deposit <strong>{formatPoundsAndPence(plan.deposit)}</strong>
      </span>
      <span>{plural(plan.payments, 'monthly payment')}</span>
      <span>
        From <strong>{formatPoundsAndPence(plan.installment_amount)}</strong>
      </span>
    </span>
  );
}

function Schedule({ plan }: { plan: PaymentPlan }) {
  return (
    <div className="rounded-lg bg-slate-50 p-4">
      <h3 className="text-sm font-semibold text-slate-900">Payment schedule: {plan.name}</h3>
      <table className="mt-2 w-full text-left text-sm">
        <thead className="sr-only">
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Amount</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {plan.schedule.map((p, i) => (
            <tr key={`${p.payment_date}-${String(i)}`} className="border-t border-slate-200">
              <td className="py-1.5">{formatLongDate(p.payment_date)}</td>
              <td className="py-1.5 text-right font-semibold tabular-nums">
                {formatPoundsAndPence(p.amount)}
              </td>
              <td className="py-1.5 pl-3 text-right text-slate-600">Due</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The payment plan selector (docs/spec/2-checkout-payment.md §4, §9): one plan by radio; Confirm is disabled until one
 * is chosen and while the choice saves.
 */
export function PlanSelector({
  uuid,
  planId,
  onConfirmed,
  onGone,
}: {
  uuid: string;
  /** The plan already saved (a reload), if any. */
  planId: string | null;
  onConfirmed: () => void;
  onGone: () => void;
}) {
  const plans = useCheckoutPlans(uuid);
  const select = useSelectPlan(uuid);
  const [choice, setChoice] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const name = useId();
  const loadFailed = plans.isError;

  // Each failed fetch of the plans is also announced as a toast.
  useEffect(() => {
    if (loadFailed) toast(PAYMENT_OPTIONS_LOAD_TOAST, { type: 'error' });
  }, [loadFailed]);

  if (plans.isPending) return <Spinner label="Loading payment plans..." />;
  const list = plans.data?.plans ?? [];
  if (plans.isError || list.length === 0) {
    return (
      <div className="space-y-3">
        <Alert tone="error">{plans.isError ? PLANS_LOAD_ERROR : NO_PLANS}</Alert>
        <Button variant="secondary" onClick={() => void plans.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const selectedId = choice ?? planId ?? plans.data.selected_plan_id;
  const selected = list.find((p) => p.id === selectedId) ?? null;

  const confirm = async () => {
    if (!selected) return;
    setSaveError(null);
    try {
      await select.mutateAsync({ uuid, planId: selected.id });
      // docs/spec/2-checkout-payment.md §4: the advertising event fires on plan confirm.
      track('InitiateCheckout', {
        value: selected.total,
        currency: 'GBP',
        reference: uuid,
        plan: selected.id,
      });
      onConfirmed();
    } catch (err) {
      if (err instanceof ApiError && err.status === 410) return onGone();
      setSaveError(planSaveMessage(err));
    }
  };

  return (
    <form
      noValidate
      aria-label="Payment plan"
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        void confirm();
      }}
    >
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">
          Choose how you would like to pay
        </legend>
        <ul className="mt-2 space-y-3">
          {list.map((plan) => {
            const checked = plan.id === selected?.id;
            return (
              <li key={plan.id}>
                <label
                  className={`flex cursor-pointer items-start gap-3 rounded-lg border p-4 ${
                    checked
                      ? 'border-brand-700 bg-brand-50'
                      : 'border-slate-200 hover:border-brand-400'
                  }`}
                >
                  <input
                    type="radio"
                    name={name}
                    value={plan.id}
                    checked={checked}
                    onChange={() => setChoice(plan.id)}
                    className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
                  />
                  <span className="min-w-0 flex-1 space-y-1">
                    <span className="block font-bold text-slate-900">{plan.name}</span>
                    {plan.description && (
                      <span className="block text-sm text-slate-600">{plan.description}</span>
                    )}
                    <PlanFigures plan={plan} />
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {selected && !isPaidInFull(selected) && <Schedule plan={selected} />}
      {saveError && <Alert tone="error">{saveError}</Alert>}
      <Button type="submit" disabled={!selected || select.isPending} className="w-full sm:w-auto">
        {select.isPending ? 'Saving...' : 'Confirm Payment Plan'}
      </Button>
    </form>
  );
}
